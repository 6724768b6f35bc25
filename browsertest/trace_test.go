package browsertest

import (
	"math"
	"testing"
)

// TestMainThreadFrames analyses a trace written by hand: a renderer whose
// main thread (pid 1, tid 1, CrRendererMain) begins frames at 0, 16 and
// 40 ms (two whole frames between the first and the last), and another
// thread whose events do not count. Frame 0 holds a task of 10 ms (CPU
// 8 ms) with an animation frame callback of 6 ms (CPU 5) inside, in which
// a forced layout takes 2 ms (CPU 2); and a task of 3 ms (CPU 1) at 12 ms
// with script in it. Frame 1 holds one task of 20 ms (CPU 4) of paint. So
// the frames' busy times are 13 and 20 ms (median 16.5, interpolated
// 95th percentile 13 + 0.95·7 = 19.65), their CPU 9 and 4 ms; and per
// frame (over two), the callbacks' own time (6 − 2)/2 = 2 ms, layout 1,
// script 1.5, paint 10, the rest (10 − 6)/2 = 2.
func TestMainThreadFrames(t *testing.T) {
	us := func(ms float64) float64 { return ms * 1000 }
	ev := []TraceEvent{
		{Name: "thread_name", Ph: "M", Pid: 1, Tid: 1, Args: []byte(`{"name":"CrRendererMain"}`)},
		{Name: "thread_name", Ph: "M", Pid: 1, Tid: 2, Args: []byte(`{"name":"Compositor"}`)},
		{Name: "BeginMainThreadFrame", Ph: "I", Pid: 1, Tid: 1, Ts: us(0)},
		{Name: "BeginMainThreadFrame", Ph: "I", Pid: 1, Tid: 1, Ts: us(16)},
		{Name: "BeginMainThreadFrame", Ph: "I", Pid: 1, Tid: 1, Ts: us(40)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(1), Dur: us(10), Tdur: us(8)},
		{Name: "FireAnimationFrame", Ph: "X", Pid: 1, Tid: 1, Ts: us(2), Dur: us(6), Tdur: us(5)},
		{Name: "Layout", Ph: "X", Pid: 1, Tid: 1, Ts: us(3), Dur: us(2), Tdur: us(2)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(12), Dur: us(3), Tdur: us(1)},
		{Name: "FunctionCall", Ph: "X", Pid: 1, Tid: 1, Ts: us(12), Dur: us(3), Tdur: us(1)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(17), Dur: us(20), Tdur: us(4)},
		{Name: "Paint", Ph: "X", Pid: 1, Tid: 1, Ts: us(17), Dur: us(20), Tdur: us(4)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 2, Ts: us(17), Dur: us(30), Tdur: us(30)},
	}
	w, err := MainThreadFrames(ev)
	if err != nil {
		t.Fatal(err)
	}
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	if w.Frames != 2 || len(w.Busy) != 2 {
		t.Fatalf("%d frames (%v), want 2", w.Frames, w.Busy)
	}
	near("frame 0", w.Busy[0], 13)
	near("frame 1", w.Busy[1], 20)
	near("median", w.Median, 16.5)
	near("95th percentile", w.P95, 19.65)
	near("CPU of frame 0", w.CPU[0], 9)
	near("CPU of frame 1", w.CPU[1], 4)
	near("seconds", w.Seconds, 0.04)
	near("callbacks", w.Kinds["animation frame callbacks (the program)"], 2)
	near("layout", w.Kinds["style and layout"], 1)
	near("script", w.Kinds[scriptKind], 1.5)
	near("paint", w.Kinds["paint and commit"], 10)
	near("the rest", w.Kinds[otherKind], 2)
	// The tasks, and the CPU in a window: the first task's 8 ms of CPU
	// over 10 ms, half of it in [1, 6].
	tasks, _ := MainThreadTasks(ev, "")
	if len(tasks) != 3 || tasks[0].Start != 1 || tasks[1].Start != 12 || tasks[2].Start != 17 {
		t.Fatalf("tasks %+v", tasks)
	}
	near("CPU in [1, 6]", CPUBetween(tasks, 1, 6), 4)
}

// TestMainThreadTasksSource: the tasks of a trace written by hand, on the
// main thread (pid 1, tid 1, CrRendererMain, whose animation frames make
// it the page's): a task at 1 ms of 50 ms (CPU 48) holding a
// ThreadControllerImpl::RunTask posted by CodeCaching's function and then
// one posted by another, so named by the first; a task at 60 ms of 5 ms
// holding a FunctionCall only, named by none; the user timing mark at
// 55 ms; another thread's task left out.
func TestMainThreadTasksSource(t *testing.T) {
	us := func(ms float64) float64 { return ms * 1000 }
	ev := []TraceEvent{
		{Name: "thread_name", Ph: "M", Pid: 1, Tid: 1, Args: []byte(`{"name":"CrRendererMain"}`)},
		{Name: "thread_name", Ph: "M", Pid: 1, Tid: 2, Args: []byte(`{"name":"Compositor"}`)},
		{Name: "BeginMainThreadFrame", Ph: "I", Pid: 1, Tid: 1, Ts: us(0)},
		{Name: "FireAnimationFrame", Ph: "X", Pid: 1, Tid: 1, Ts: us(70), Dur: us(1), Tdur: us(1)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(1), Dur: us(50), Tdur: us(48), Args: []byte(`{}`)},
		{Name: "ThreadControllerImpl::RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(1), Dur: us(30), Tdur: us(29), Args: []byte(`{"src_file":"v8_wasm_response_extensions.cc","src_func":"` + CodeCaching + `"}`)},
		{Name: "ThreadControllerImpl::RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(32), Dur: us(10), Tdur: us(10), Args: []byte(`{"src_func":"Other"}`)},
		{Name: "zz:sync", Cat: "blink.user_timing", Ph: "I", Pid: 1, Tid: 1, Ts: us(55)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 1, Ts: us(60), Dur: us(5), Tdur: us(4)},
		{Name: "FunctionCall", Ph: "X", Pid: 1, Tid: 1, Ts: us(60), Dur: us(5), Tdur: us(4)},
		{Name: "RunTask", Ph: "X", Pid: 1, Tid: 2, Ts: us(2), Dur: us(30), Tdur: us(30)},
	}
	tasks, at := MainThreadTasks(ev, "zz:sync")
	want := []Task{{Start: 1, Wall: 50, CPU: 48, Source: CodeCaching}, {Start: 60, Wall: 5, CPU: 4}, {Start: 70, Wall: 1, CPU: 1}}
	if at != 55 {
		t.Errorf("the mark at %v ms, want 55", at)
	}
	if len(tasks) != len(want) {
		t.Fatalf("tasks %+v, want %+v", tasks, want)
	}
	for i := range want {
		if tasks[i] != want[i] {
			t.Errorf("task %d: %+v, want %+v", i, tasks[i], want[i])
		}
	}
}
