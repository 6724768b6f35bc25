package main

import (
	"encoding/json"
	"syscall/js"

	"hyperplane/wasm/api"
)

// valueOf turns a JavaScript argument into an api.Value. An object (or a
// symbol, a BigInt) is converted to JSON only when a handler reads it, by
// the bounded conversion of guard_js.go (safeJSON).
func valueOf(v js.Value) (out api.Value) {
	lazy := func() (string, error) { return safeJSON(v, api.MaxText) }
	defer func() {
		// Type panics on a BigInt, which syscall/js has no type for.
		if recover() != nil {
			out = api.Lazy(lazy)
		}
	}()
	switch v.Type() {
	case js.TypeUndefined:
		return api.Undefined()
	case js.TypeNull:
		return api.Null()
	case js.TypeNumber:
		return api.Number(v.Float())
	case js.TypeString:
		return api.String(v.String())
	case js.TypeBoolean:
		return api.Bool(v.Bool())
	case js.TypeFunction:
		return api.Function(v, lazy)
	}
	return api.Lazy(lazy)
}

// answer turns an answer into what the page gets back: {ok: true}, the
// value through JSON, or {ok: false, error}; a JavaScript value (a
// Promise) as it is.
func answer(a api.Answer) js.Value {
	if v, ok := a.Value.(js.Value); ok && !a.Refused() {
		return v
	}
	switch {
	case a.Refused():
		return refuseText(a.Refusal)
	case a.Value == nil:
		return js.ValueOf(map[string]any{"ok": true})
	}
	return toJS(a.Value)
}

// toJS turns a Go value into a JavaScript value through JSON.
func toJS(v any) js.Value {
	data, err := json.Marshal(v)
	if err != nil {
		return js.ValueOf(map[string]any{"ok": false, "error": err.Error()})
	}
	return js.Global().Get("JSON").Call("parse", string(data))
}

// refuse is the answer to a refused call. The page is told too, with the
// event hyperplane-message (which js/toast.js shows over the plot), since
// a refused call may have changed nothing that the status would carry.
func refuse(msg string) js.Value {
	func() {
		defer func() { recover() }()
		detail := map[string]any{"detail": map[string]any{"kind": "error", "text": msg}}
		ev := js.Global().Get("CustomEvent").New("hyperplane-message", detail)
		js.Global().Call("dispatchEvent", ev)
	}()
	return js.ValueOf(map[string]any{"ok": false, "error": msg})
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
