package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"syscall/js"
)

// The argument helpers below are the only way a handler of
// window.hyperplane reads its arguments: each checks the JavaScript type,
// and for numbers finiteness, whole numbers and range, for strings their
// length, and returns an error naming the argument (never a panic), which
// the page gets back as {ok: false, error}.

// Limits of the arguments.
const (
	// maxShort bounds the length of ids, names and titles.
	maxShort = 4096
	// maxText bounds the length of texts (scenes, links, CSV files,
	// lessons) and of the JSON of an object.
	maxText = 64 << 20
	// maxWhole bounds whole numbers whose range the session checks.
	maxWhole = 1 << 30
)

// toJS turns a Go value into a JavaScript value through JSON.
func toJS(v any) js.Value {
	data, err := json.Marshal(v)
	if err != nil {
		return js.ValueOf(map[string]any{"ok": false, "error": err.Error()})
	}
	return js.Global().Get("JSON").Call("parse", string(data))
}

func ok() js.Value { return js.ValueOf(map[string]any{"ok": true}) }

// given reports whether args[i] is there and neither undefined nor null:
// an optional argument left out.
func given(args []js.Value, i int) bool {
	return i < len(args) && !args[i].IsUndefined() && !args[i].IsNull()
}

// argFloat returns args[i] as a finite number.
func argFloat(args []js.Value, i int, name string) (float64, error) {
	if i >= len(args) || args[i].Type() != js.TypeNumber {
		return 0, fmt.Errorf("%s must be a number", name)
	}
	f := args[i].Float()
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("%s must be a finite number", name)
	}
	return f, nil
}

// argXY returns args[i] and args[i+1] as a point.
func argXY(args []js.Value, i int) (float64, float64, error) {
	x, err := argFloat(args, i, "x")
	if err != nil {
		return 0, 0, err
	}
	y, err := argFloat(args, i+1, "y")
	return x, y, err
}

// argInt returns args[i] as a whole number between lo and hi.
func argInt(args []js.Value, i int, name string, lo, hi int) (int, error) {
	f, err := argFloat(args, i, name)
	if err != nil {
		return 0, err
	}
	if f != math.Trunc(f) {
		return 0, fmt.Errorf("%s must be a whole number", name)
	}
	if f < float64(lo) || f > float64(hi) {
		return 0, fmt.Errorf("%s must be between %d and %d", name, lo, hi)
	}
	return int(f), nil
}

// argString returns args[i] as a string of at most maxLen bytes of UTF-8.
func argString(args []js.Value, i int, name string, maxLen int) (string, error) {
	if i >= len(args) || args[i].Type() != js.TypeString {
		return "", fmt.Errorf("%s must be a string", name)
	}
	s := args[i].String()
	if len(s) > maxLen {
		return "", fmt.Errorf("%s is longer than %d bytes", name, maxLen)
	}
	return s, nil
}

// argBool returns args[i] as true or false.
func argBool(args []js.Value, i int, name string) (bool, error) {
	if i >= len(args) || args[i].Type() != js.TypeBoolean {
		return false, fmt.Errorf("%s must be true or false", name)
	}
	return args[i].Bool(), nil
}

// argFunc returns args[i], a function.
func argFunc(args []js.Value, i int, name string) (js.Value, error) {
	if i >= len(args) || args[i].Type() != js.TypeFunction {
		return js.Value{}, fmt.Errorf("%s must be a function", name)
	}
	return args[i], nil
}

// argJSON returns args[i] as JSON text: a string as it is, any other
// value (an object, an array) as the bounded conversion of guard_js.go
// (safeJSON) writes it, which refuses cycles, non-finite numbers, BigInts
// and getters that throw.
func argJSON(args []js.Value, i int, name string) (string, error) {
	if !given(args, i) {
		return "", fmt.Errorf("%s is missing", name)
	}
	v := args[i]
	if v.Type() == js.TypeString {
		return argString(args, i, name, maxText)
	}
	s, err := safeJSON(v, maxText)
	if err != nil {
		return "", fmt.Errorf("%s cannot be read: %v", name, err)
	}
	return s, nil
}

// stringify returns JSON.stringify(v), or false when v has no JSON (a
// function) or JSON.stringify throws (a cycle, a BigInt).
func stringify(v js.Value) (s string, ok bool) {
	defer func() {
		if recover() != nil {
			s, ok = "", false
		}
	}()
	j := js.Global().Get("JSON").Call("stringify", v)
	if j.Type() != js.TypeString {
		return "", false
	}
	return j.String(), true
}

// argObject decodes args[i], an object or its JSON text, into dst.
func argObject(args []js.Value, i int, name string, dst any) error {
	s, err := argJSON(args, i, name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(s), dst); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	return nil
}

// argValue returns args[i] as a Go value: a string, true or false, a
// finite number, or what the JSON of an object or array decodes to.
func argValue(args []js.Value, i int, name string) (any, error) {
	if !given(args, i) {
		return nil, fmt.Errorf("%s is missing", name)
	}
	switch args[i].Type() {
	case js.TypeString:
		return argString(args, i, name, maxText)
	case js.TypeBoolean:
		return args[i].Bool(), nil
	case js.TypeNumber:
		return argFloat(args, i, name)
	}
	var v any
	if err := argObject(args, i, name, &v); err != nil {
		return nil, err
	}
	if v == nil {
		return nil, errors.New(name + " must be a value")
	}
	return v, nil
}
