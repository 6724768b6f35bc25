package main

import (
	"errors"
	"fmt"
	"sync/atomic"
	"syscall/js"
	"time"

	"hyperplane/engine/course"
	"hyperplane/engine/course/scorm"
	"hyperplane/engine/msg"
	"hyperplane/wasm/api"
)

// packageHandlers are the functions of window.hyperplane that make a file
// from the page's own files: scormPackage (api.ScormPackage).
func (b *bridge) packageHandlers() []api.Handler {
	return []api.Handler{api.ScormPackage(scormPackage)}
}

// packing tells that a package is being made.
var packing atomic.Bool

// scormPackage returns a Promise of the SCORM package of l, a Uint8Array
// of its zip, made from the files of the page's own folder, fetched as the
// page fetched them; or of {ok: false, error}.
func scormPackage(o scorm.Options, l course.Lesson) (any, error) {
	if !packing.CompareAndSwap(false, true) {
		return nil, msg.Err("refuse-packing")
	}
	return promise(func() js.Value {
		defer packing.Store(false)
		// Yield to the browser between pieces, so that frames go on.
		zip, err := api.BuildPackage(o, l, fetchPageFile, func() { time.Sleep(time.Millisecond) })
		if err != nil {
			return refuseText(msg.Of(err))
		}
		out := js.Global().Get("Uint8Array").New(len(zip))
		js.CopyBytesToJS(out, zip)
		return out
	}), nil
}

// promise returns a JavaScript Promise of what work returns, run on a
// goroutine of its own (it may wait on the page's promises).
func promise(work func() js.Value) js.Value {
	executor := js.FuncOf(func(this js.Value, args []js.Value) any {
		resolve := args[0]
		go func() { resolve.Invoke(work()) }()
		return nil
	})
	defer executor.Release() // the Promise constructor calls it at once
	return js.Global().Get("Promise").New(executor)
}

// awaitPromise waits, on a goroutine that is not the page's, for p to
// settle.
func awaitPromise(p js.Value) (js.Value, error) {
	type settled struct {
		v   js.Value
		err error
	}
	ch := make(chan settled, 1)
	then := js.FuncOf(func(this js.Value, args []js.Value) any { ch <- settled{v: args[0]}; return nil })
	catch := js.FuncOf(func(this js.Value, args []js.Value) any {
		ch <- settled{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	r := <-ch
	return r.v, r.err
}

// fetchPageFile returns the bytes of a file of the page's folder, by its
// path from there.
func fetchPageFile(name string) ([]byte, error) {
	url := js.Global().Get("URL").New(name, js.Global().Get("document").Get("baseURI")).Get("href")
	resp, err := awaitPromise(js.Global().Call("fetch", url))
	if err != nil {
		return nil, err
	}
	if !resp.Get("ok").Bool() {
		return nil, fmt.Errorf("%d %s", resp.Get("status").Int(), resp.Get("statusText").String())
	}
	ab, err := awaitPromise(resp.Call("arrayBuffer"))
	if err != nil {
		return nil, err
	}
	u8 := js.Global().Get("Uint8Array").New(ab)
	out := make([]byte, u8.Get("length").Int())
	js.CopyBytesToGo(out, u8)
	return out, nil
}
