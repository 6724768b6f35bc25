// Package msg is how Go hands the page words to show: a message id of the
// catalog (web/locales) with its arguments, never an English sentence; the
// page formats it in its reader's language.
//
// This is a stand-in with the contract's API (T, Text, Err, Error,
// TextOf), for the network's pictures until the languages work's package
// lands: that package replaces this file at merge.
package msg

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Text is a message of the catalog with its arguments. Its JSON is
// {"id": …, "args": {…}}.
type Text struct {
	ID   string         `json:"id"`
	Args map[string]any `json:"args,omitempty"`
}

// T returns the Text of message id with the arguments kv: name, value,
// name, value…; a value is a string, an int, a float64, a bool or a Text.
// It panics on a mistake of the code: an empty id, an odd kv, a name that
// is not a string, a value of another type.
func T(id string, kv ...any) Text {
	if id == "" || len(kv)%2 != 0 {
		panic("msg: " + id + ": an empty id or arguments that are not name, value pairs")
	}
	t := Text{ID: id}
	for i := 0; i < len(kv); i += 2 {
		name, ok := kv[i].(string)
		if !ok || name == "" {
			panic(fmt.Sprintf("msg: %s: argument %d's name is %#v", id, i/2, kv[i]))
		}
		switch kv[i+1].(type) {
		case string, int, float64, bool, Text:
		default:
			panic(fmt.Sprintf("msg: %s: argument %s is a %T", id, name, kv[i+1]))
		}
		if t.Args == nil {
			t.Args = map[string]any{}
		}
		t.Args[name] = kv[i+1]
	}
	return t
}

// String returns the id and the arguments, for logs and tests.
func (t Text) String() string {
	if len(t.Args) == 0 {
		return t.ID
	}
	names := make([]string, 0, len(t.Args))
	for k := range t.Args {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = fmt.Sprintf("%s=%v", k, t.Args[k])
	}
	return t.ID + "(" + strings.Join(parts, ", ") + ")"
}

// Error is an error that carries a Text.
type Error struct {
	Text  Text
	Cause error
}

// Err returns an error carrying T(id, kv...).
func Err(id string, kv ...any) error { return &Error{Text: T(id, kv...)} }

// Error returns the Text's id and arguments.
func (e *Error) Error() string {
	if e.Cause != nil {
		return e.Text.String() + ": " + e.Cause.Error()
	}
	return e.Text.String()
}

// Unwrap returns the error's Cause.
func (e *Error) Unwrap() error { return e.Cause }

// TextOf returns the Text of the first *Error in err's chain, and whether
// there is one.
func TextOf(err error) (Text, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e.Text, true
	}
	return Text{}, false
}
