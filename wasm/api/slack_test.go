package api

import (
	"math"
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/engine/scene"

	"hyperplane/wasm/pace"
)

// newSlack returns the slack task's work for a, with a frame that began
// at 1,000 ms.
func newSlack() *Slack {
	w := &Slack{Frames: pace.NewFrames(), Stats: pace.NewStats()}
	w.Frames.Begin(1000)
	return w
}

// TestSlackRefits: points the pointer added wait for the task, whose one
// unit of work is then to hand them to the models: no slice is planned,
// nothing trains, and the points are no longer stale.
func TestSlackRefits(t *testing.T) {
	a := newTestAPI(t)
	S := a.App.S
	if err := S.Doc().AddPointSoon(0.5, 0.5, 0); err != nil {
		t.Fatal(err)
	}
	if !S.Training().Stale() {
		t.Fatal("a point added by the pointer is not waiting for the task")
	}
	w := newSlack()
	step := S.Training().Live().Step
	sl, settled, more := w.Run(a, func() float64 { return 1001 }, time.Now())
	if S.Training().Stale() || sl.Train || sl.Compare || sl.CV || sl.Budget != 0 || len(settled) != 0 || more {
		t.Errorf("after the refit: stale %v, slice %+v, %d settled, more %v; want a refit alone", S.Training().Stale(), sl, len(settled), more)
	}
	if got := S.Training().Live().Step; got != step {
		t.Errorf("the refit's task trained: step %d → %d", step, got)
	}
}

// TestSlackPlays: while training plays, the task trains for the play the
// frames gave it (Frames.Played, which it spends), within the slice the
// frame's time leaves before the next refresh.
func TestSlackPlays(t *testing.T) {
	a := newTestAPI(t)
	S := a.App.S
	S.Training().Play()
	w := newSlack()
	w.Frames.Played = 0.25
	sl, _, more := w.Run(a, func() float64 { return 1001 }, time.Now())
	if !sl.Train || sl.Idle || sl.Budget <= 0 || sl.Budget > pace.SlackMax {
		t.Errorf("the slice %+v: want training, not idle, a budget in (0, %v]", sl, pace.SlackMax)
	}
	if S.Training().Live().Step == 0 || w.Frames.Played != 0 || more {
		t.Errorf("after the task: step %d, play left %g s, more %v; want steps taken, the play spent, nothing more", S.Training().Live().Step, w.Frames.Played, more)
	}
}

// TestSlackSettlesTrain: train() runs in the slack tasks until its job
// ends, and the task that ends it settles the call; with no frame for
// IdleAfter the tasks are idle slices of IdleSlice, which still run it.
func TestSlackSettlesTrain(t *testing.T) {
	a := newTestAPI(t)
	// TestTrainAnswersLater's points: logistic regression approaches its
	// optimum slowly, and train(200) runs across several tasks.
	pts := make([]engine.Point, 10000)
	for i := range pts {
		pts[i] = engine.Point{X: float64(i%100)/10 - 5, Y: math.Sin(float64(i)), Class: i % 2}
	}
	a.App.S.Doc().SetPoints(pts, 2)
	call(t, a, "setAlgorithm", str("logistic"))
	call(t, a, "setParams", Object(`{"tol": 1e-12, "maxSteps": 1000000}`))
	p, ok := a.Call("train", Number(200)).Value.(*Pending)
	if !ok {
		t.Fatal("train() did not answer later")
	}
	w := newSlack()
	idle := func() float64 { return 1000 + float64(pace.IdleAfter.Milliseconds()) + 1 }
	tasks := 0
	for i := 0; i < 1000; i++ {
		sl, settled, more := w.Run(a, idle, time.Now())
		if !sl.Idle || sl.Budget != pace.IdleSlice || !sl.Train {
			t.Fatalf("task %d without frames: %+v, want an idle slice of %v that trains", i, sl, pace.IdleSlice)
		}
		tasks++
		if len(settled) > 0 {
			r, _ := settled[0].Answer.Value.(Ran)
			if settled[0].Call != p || settled[0].Answer.Refused() || more || r.Steps != 200 {
				t.Fatalf("settled %+v, more %v; want train()'s answer after 200 steps and nothing more", settled[0], more)
			}
			t.Logf("train(200) settled in the task %d", tasks)
			return
		}
		if !more {
			t.Fatalf("task %d: train() not settled, yet nothing more to do", i)
		}
	}
	t.Fatal("train() did not end in 1,000 tasks")
}

// TestSlackFrame: a frame counts its time towards play while training
// plays, and forgets it when training stops; the slack task has work
// while training plays and while points the pointer added wait.
func TestSlackFrame(t *testing.T) {
	a := newTestAPI(t)
	S := a.App.S
	w := newSlack()
	S.Training().Play()
	if !w.Frame(a, 0.1) || w.Frames.Played != 0.1 {
		t.Errorf("a frame while playing: play %g s, want work and 0.1 s", w.Frames.Played)
	}
	S.Training().Pause()
	if w.Frame(a, 0.1) || w.Frames.Played != 0 {
		t.Errorf("a frame paused: play %g s, want no work and 0 s", w.Frames.Played)
	}
	if err := S.Doc().AddPointSoon(0.5, 0.5, 0); err != nil {
		t.Fatal(err)
	}
	if !w.Frame(a, 0.1) {
		t.Error("a frame with a point waiting for the slack task: no work")
	}
}

// TestFrameStats: frameStats reports the frames' work as pace.Stats sums
// it (three frames of 4, 2 and 0 ms of Update: a mean of 2 ms and a
// longest of 4 ms) with the predicted interval, and frameStats(true)
// answers the figures so far and counts again from none.
func TestFrameStats(t *testing.T) {
	app := NewApp(scene.DefaultScene())
	w := newSlack()
	a := New(app, testScreen{app}, w.FrameStats(app))
	for _, d := range []time.Duration{4, 2, 0} {
		w.Stats.Add(pace.PhUpdate, d*time.Millisecond)
		w.Stats.Frame()
	}
	check := func(v any, frames float64) {
		t.Helper()
		r := asJSON(t, v).(map[string]any)
		up := r["work"].(map[string]any)["update"].(map[string]any)
		if r["frames"] != frames || r["interval"] != 1000.0/60 {
			t.Errorf("frames %v, interval %v; want %v and 1000/60", r["frames"], r["interval"], frames)
		}
		if frames == 3 && (math.Abs(up["mean"].(float64)-2) > 1e-9 || up["max"] != 4.0) {
			t.Errorf("update: %v, want a mean of 2 ms and a longest of 4 ms", up)
		}
	}
	check(call(t, a, "frameStats"), 3)
	check(call(t, a, "frameStats", Bool(true)), 3)
	check(call(t, a, "frameStats"), 0)
}
