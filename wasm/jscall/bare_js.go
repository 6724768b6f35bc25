package jscall

import "syscall/js"

// Bare returns a JavaScript function that calls fn with no this and no
// arguments, for the callbacks that need neither: a message port's
// onmessage called bare makes two JavaScript values instead of four (the
// port and the MessageEvent), a timer's two instead of three. It is
// Function.prototype.apply bound to fn, undefined and an empty array: the
// event it is called with goes to apply, which ignores it; no code is
// compiled, so a page's Content-Security-Policy without 'unsafe-eval'
// allows it.
func Bare(fn js.Func) js.Value {
	apply := js.Global().Get("Function").Get("prototype").Get("apply")
	return apply.Call("bind", fn, js.Undefined(), js.Global().Get("Array").New())
}
