package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"syscall/js"
)

// toJS turns a Go value into a JavaScript value through JSON.
func toJS(v any) js.Value {
	data, err := json.Marshal(v)
	if err != nil {
		return js.ValueOf(map[string]any{"ok": false, "error": err.Error()})
	}
	return js.Global().Get("JSON").Call("parse", string(data))
}

// fromJS decodes a JavaScript value (an object, or a JSON string) into dst.
func fromJS(v js.Value, dst any) error {
	var s string
	switch v.Type() {
	case js.TypeString:
		s = v.String()
	case js.TypeUndefined, js.TypeNull:
		return errors.New("a value is missing")
	default:
		s = js.Global().Get("JSON").Call("stringify", v).String()
	}
	if len(s) > 64<<20 {
		return errors.New("the value is too large")
	}
	return json.Unmarshal([]byte(s), dst)
}

func ok() js.Value { return js.ValueOf(map[string]any{"ok": true}) }

// argFloat returns args[i] as a number, or an error naming it.
func argFloat(args []js.Value, i int, name string) (float64, error) {
	if i >= len(args) || args[i].Type() != js.TypeNumber {
		return 0, fmt.Errorf("%s must be a number", name)
	}
	return args[i].Float(), nil
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

func argInt(args []js.Value, i int, name string) (int, error) {
	f, err := argFloat(args, i, name)
	if err != nil {
		return 0, err
	}
	if f != math.Trunc(f) || math.Abs(f) > 1e9 {
		return 0, fmt.Errorf("%s must be a whole number", name)
	}
	return int(f), nil
}
