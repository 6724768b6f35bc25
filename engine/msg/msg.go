package msg

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Text is a message of the catalog with its arguments: what Go returns
// where the page shows words. Its JSON is {"id": …, "args": {…}}, args
// left out when there are none.
type Text struct {
	ID   string         `json:"id"`
	Args map[string]any `json:"args,omitempty"`
}

// T returns the Text of the message id with the arguments kv, given as
// name, value, name, value…: a name is a string, a value a string, an
// int, a float64, a bool or a Text. T panics on an odd number of kv, a
// name that is not a string or is repeated, a value of another type, or
// an empty id: those are mistakes in the code, not in the data.
func T(id string, kv ...any) Text {
	if id == "" {
		panic("msg: empty message id")
	}
	if len(kv)%2 != 0 {
		panic("msg: " + id + ": arguments must come in name, value pairs")
	}
	t := Text{ID: id}
	if len(kv) == 0 {
		return t
	}
	t.Args = make(map[string]any, len(kv)/2)
	for i := 0; i < len(kv); i += 2 {
		name, ok := kv[i].(string)
		if !ok || name == "" {
			panic(fmt.Sprintf("msg: %s: argument %d's name is %#v, not a non-empty string", id, i/2, kv[i]))
		}
		if _, dup := t.Args[name]; dup {
			panic("msg: " + id + ": argument " + name + " given twice")
		}
		switch kv[i+1].(type) {
		case string, int, float64, bool, Text:
		default:
			panic(fmt.Sprintf("msg: %s: argument %s is a %T; use a string, an int, a float64, a bool or a msg.Text", id, name, kv[i+1]))
		}
		t.Args[name] = kv[i+1]
	}
	return t
}

// IsZero reports whether t is the zero Text, no message at all.
func (t Text) IsZero() bool { return t.ID == "" && len(t.Args) == 0 }

// String returns the id and the arguments, for logs and test failures:
// id(name=value, …) with names in order. It is not words for a reader:
// the page formats the Text in the reader's language.
func (t Text) String() string {
	if len(t.Args) == 0 {
		return t.ID
	}
	names := make([]string, 0, len(t.Args))
	for k := range t.Args {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString(t.ID)
	b.WriteByte('(')
	for i, k := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(k)
		b.WriteByte('=')
		switch v := t.Args[k].(type) {
		case string:
			b.WriteString(strconv.Quote(v))
		case Text:
			b.WriteString(v.String())
		default:
			fmt.Fprint(&b, v)
		}
	}
	b.WriteByte(')')
	return b.String()
}

// UnmarshalJSON reads a Text's JSON, turning nested {"id": …} objects
// among the arguments back into Texts and JSON numbers into float64
// (or int when they are whole and small enough), so that a Text
// survives a round trip through JSON.
func (t *Text) UnmarshalJSON(data []byte) error {
	var raw struct {
		ID   string                     `json:"id"`
		Args map[string]json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	if raw.ID == "" {
		return fmt.Errorf("msg: a text without an id")
	}
	out := Text{ID: raw.ID}
	if len(raw.Args) > 0 {
		out.Args = make(map[string]any, len(raw.Args))
	}
	for k, v := range raw.Args {
		s := strings.TrimSpace(string(v))
		switch {
		case strings.HasPrefix(s, "{"):
			var n Text
			if err := json.Unmarshal(v, &n); err != nil {
				return fmt.Errorf("msg: %s: argument %s: %w", raw.ID, k, err)
			}
			out.Args[k] = n
		case strings.HasPrefix(s, `"`):
			var str string
			if err := json.Unmarshal(v, &str); err != nil {
				return err
			}
			out.Args[k] = str
		case s == "true" || s == "false":
			out.Args[k] = s == "true"
		default:
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				return fmt.Errorf("msg: %s: argument %s is not a string, a number, a bool or a text: %s", raw.ID, k, s)
			}
			if f == float64(int(f)) && !strings.ContainsAny(s, ".eE") {
				out.Args[k] = int(f)
			} else {
				out.Args[k] = f
			}
		}
	}
	*t = out
	return nil
}

// Error is an error that carries a Text: the page shows the Text in its
// reader's language. Cause, when set, is the error it words (errors.Is
// and errors.As see through it).
type Error struct {
	Text  Text
	Cause error
}

// Err returns an error carrying T(id, kv...). errors.As(err, &e) with
// e a *msg.Error gets the Text back.
func Err(id string, kv ...any) error { return &Error{Text: T(id, kv...)} }

// Wrap returns an error carrying T(id, kv...) that words cause.
func Wrap(cause error, id string, kv ...any) error {
	return &Error{Text: T(id, kv...), Cause: cause}
}

// Error returns the Text's id and arguments (Text.String), for logs: the
// words a reader sees come from the catalog.
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
