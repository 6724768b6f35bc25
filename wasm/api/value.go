// Package api is the page contract of Hyperplane: the functions of
// window.hyperplane as a table of handlers, each with its declared arguments
// and their checks, the status document the page reads, and the decisions
// about what to tell the page and when (Relay: in what order the subscribers
// hear of a status; Slack: what the task after each frame does with its
// time). It is plain Go (no syscall/js, no Ebiten) and tested natively; the
// browser program converts JavaScript values to Values (an object through
// JSONGuardSource, a JavaScript function the package keeps as text), calls
// Dispatch, and turns the answer back into JavaScript. ExampleAPI_Call calls
// it as the page does.
package api

import (
	"hyperplane/engine/msg"
)

// Kind is the JavaScript type of an argument, as far as the checks care.
type Kind uint8

// The kinds of Value. KindObject stands for every value that is read
// through its JSON: objects and arrays, and also symbols and BigInts, whose
// conversion says what is wrong with them.
const (
	KindUndefined Kind = iota
	KindNull
	KindNumber
	KindString
	KindBool
	KindObject
	KindFunction
)

// Value is one argument of a call, as the page passed it. Objects are
// converted to JSON only when a handler reads one, by the function the
// browser program gives (a bounded conversion that refuses cycles,
// non-finite numbers and getters that throw).
type Value struct {
	kind Kind
	num  float64
	str  string
	b    bool
	fn   any // a function: the browser program's handle
	json func() (string, error)
}

// Undefined is an argument left out.
func Undefined() Value { return Value{kind: KindUndefined} }

// Null is JavaScript's null.
func Null() Value { return Value{kind: KindNull} }

// Number is a JavaScript number (NaN and ±Infinity included).
func Number(f float64) Value { return Value{kind: KindNumber, num: f} }

// String is a JavaScript string.
func String(s string) Value { return Value{kind: KindString, str: s} }

// Bool is true or false.
func Bool(b bool) Value { return Value{kind: KindBool, b: b} }

// Object is an object given by its JSON text.
func Object(text string) Value {
	return Value{kind: KindObject, json: func() (string, error) { return text, nil }}
}

// Unreadable is an object whose JSON cannot be made, for the reason err.
func Unreadable(err error) Value {
	return Value{kind: KindObject, json: func() (string, error) { return "", err }}
}

// Lazy is an object (or a symbol, a BigInt) whose JSON conv makes when a
// handler reads it.
func Lazy(conv func() (string, error)) Value { return Value{kind: KindObject, json: conv} }

// Function is a JavaScript function: h is the browser program's handle,
// and conv (which may be nil) what reading it as JSON gives.
func Function(h any, conv func() (string, error)) Value {
	if conv == nil {
		conv = func() (string, error) { return "", errNoJSON }
	}
	return Value{kind: KindFunction, fn: h, json: conv}
}

var errNoJSON = msg.Err("refuse-no-json")

// Kind returns the value's kind.
func (v Value) Kind() Kind { return v.kind }

// given reports whether v is neither undefined nor null: an optional
// argument that is there.
func (v Value) given() bool { return v.kind != KindUndefined && v.kind != KindNull }

// JSON returns the JSON of an object, or the reason it has none.
func (v Value) JSON() (string, error) {
	if v.json == nil {
		return "", errNoJSON
	}
	return v.json()
}
