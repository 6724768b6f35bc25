// Package jscall holds the browser program's ways of being called from
// JavaScript that cost the Go heap less: Go reads each callback's event,
// its this and each argument into a JavaScript value, and each such value
// has a finalizer that the next collection of the heap must queue, 2-3 µs
// apiece with the page's CPU throttled 2x (issue 51). Its code is in
// files for js/wasm only; this file lets the host's go vet and go test
// see the package.
package jscall
