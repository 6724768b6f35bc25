// Package gcwatch is the Go heap as the page's ?debug hooks show it: its
// collections followed frame by frame (Watch, for hyperplane.debug.gc()),
// its numbers (Mem, for mem()) and its profile (Profile, for
// heapProfile()); and the collections the browser program runs early, in
// a task of their own (Early). It is plain Go on runtime/metrics,
// runtime/debug and runtime/pprof, tested natively; the browser program
// only calls it.
//
// In a browser the Go program has one thread, and a collection's marking
// runs mostly as the runtime's idle worker, at the end of the page's task
// in which it started, before the task returns: so the CPU of a
// collection is, nearly all of it, time that one task of the page's main
// thread held the thread.
package gcwatch
