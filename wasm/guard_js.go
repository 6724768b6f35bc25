package main

import (
	"syscall/js"

	"hyperplane/engine/msg"
	"hyperplane/wasm/api"
)

// The guards of window.hyperplane: a caller's object is turned into JSON
// by a bounded, exception-safe function in JavaScript (never walked from
// Go), a call made while another is running (from a caller's toJSON, a
// getter or a callback) is refused instead of waiting on the lock its
// caller holds, and every message is cut to a readable length.

// jsonFn is the function of api.JSONGuardSource, made on first use;
// jsonFnFailed tells that the page forbids making functions from text (a
// Content Security Policy without unsafe-eval), and JSON.stringify alone is
// used.
var (
	jsonFn       js.Value
	jsonFnFailed bool
)

func jsonFunc() js.Value {
	if jsonFn.IsUndefined() && !jsonFnFailed {
		func() {
			defer func() {
				if recover() != nil {
					jsonFnFailed = true
				}
			}()
			jsonFn = js.Global().Get("Function").New("v", "maxLen", "maxValues", api.JSONGuardSource)
		}()
	}
	return jsonFn
}

// safeJSON returns the JSON text of v, at most maxLen characters, or an
// error that says what is wrong with v.
func safeJSON(v js.Value, maxLen int) (s string, err error) {
	defer func() {
		if recover() != nil {
			s, err = "", msg.Err("refuse-json-unread")
		}
	}()
	fn := jsonFunc()
	if fn.IsUndefined() {
		t, ok := stringify(v)
		if !ok {
			return "", msg.Err("refuse-json-unwritable")
		}
		return t, nil
	}
	r := fn.Invoke(v, maxLen, api.MaxValues)
	if e := r.Get("error"); e.Type() == js.TypeObject {
		return "", guardError(e)
	}
	return r.Get("text").String(), nil
}

// guardError reads the refusal api.JSONGuardSource gives: {code, n, value,
// key, text}.
func guardError(e js.Value) error {
	str := func(name string) string {
		if v := e.Get(name); v.Type() == js.TypeString {
			return v.String()
		}
		return ""
	}
	n := 0
	if v := e.Get("n"); v.Type() == js.TypeNumber {
		n = v.Int()
	}
	return api.JSONRefusal{Code: str("code"), N: n, Value: str("value"), Key: str("key"), Text: str("text")}.Err()
}
