package session

import (
	"time"

	"hyperplane/engine/msg"
)

// A Job is a call of Train or Step that runs a slice at a time, so that
// the page keeps drawing while it works (the page's train() and step(n),
// whose Promise settles when the job is done). Jobs run one after the
// other, in the order they were started.
type Job struct {
	train   bool          // Train's run; Step's otherwise
	n       int           // the steps asked for (Train: the limit)
	timeout time.Duration // of the job's own time, its slices together
	run     Run
	spent   time.Duration // its slices' time so far
	started bool
	done    bool
}

// Done reports whether the job has ended.
func (j *Job) Done() bool { return j.done }

// Result says what the job did: the steps it took, why it stopped and
// its own time (the slices that ran it, not the time between them). It
// is complete once the job is Done.
func (j *Job) Result() Run { return j.run }

// StartTrain queues a job that steps until training stops, limit steps
// are taken, or the job's own time passes timeout.
func (t *Training) StartTrain(limit int, timeout time.Duration) *Job {
	return t.queue(&Job{train: true, n: max(1, limit), timeout: timeout, run: Run{Stopped: StopCount}})
}

// StartStep queues a job of n manual steps (1 to 1,000,000), within
// timeout of its own time, that leaves training paused.
func (t *Training) StartStep(n int, timeout time.Duration) *Job {
	return t.queue(&Job{n: max(1, min(n, 1_000_000)), timeout: timeout, run: Run{Stopped: StopCount}})
}

func (t *Training) queue(j *Job) *Job {
	t.jobs = append(t.jobs, j)
	return j
}

// Working reports whether jobs are waiting or running.
func (t *Training) Working() bool { return len(t.jobs) > 0 }

// AdvanceJobs runs the jobs in order for about budget: each slice takes
// at least one step of the job it starts, and no further step begins
// that would end past the budget as the last steps' times predict. It
// returns the jobs that ended.
func (t *Training) AdvanceJobs(budget time.Duration) []*Job {
	var ended []*Job
	start := time.Now()
	for len(t.jobs) > 0 {
		j := t.jobs[0]
		t.slice(j, start.Add(budget))
		if !j.done {
			break
		}
		ended = append(ended, j)
		t.jobs = t.jobs[1:]
		if time.Since(start) >= budget {
			break
		}
	}
	return ended
}

// slice runs j until it ends or until deadline, taking at least one step.
func (t *Training) slice(j *Job, deadline time.Time) {
	t0 := time.Now()
	if !j.started {
		j.started = true
		if j.train {
			t.playing = false
		}
	}
	first := true
	for !j.done {
		if j.run.Steps >= j.n {
			t.end(j, StopCount)
			break
		}
		if t.trainer == nil || t.snap.Status.Stopped() {
			t.end(j, StopDone)
			break
		}
		now := time.Now()
		if j.run.Steps > 0 && j.spent+now.Sub(t0) > j.timeout {
			t.end(j, StopTime)
			break
		}
		if !first && now.Add(t.nextStep()).After(deadline) {
			break
		}
		first = false
		ok := false
		if j.train {
			ok = t.stepOnce()
		} else {
			ok = t.step()
		}
		if !ok {
			t.end(j, StopError)
			break
		}
		j.run.Steps++
	}
	j.spent += time.Since(t0)
	j.run.Millis = float64(j.spent.Microseconds()) / 1000
}

// end ends j for the reason why, with the messages a run gives.
func (t *Training) end(j *Job, why string) {
	j.done = true
	j.run.Stopped = why
	if why == StopInterrupted {
		return
	}
	if j.train || j.n > 1 || t.snap.Status.Stopped() {
		t.stopMessage()
	}
	if why == StopTime {
		t.c.say("warning", msg.T("session-time-limit", "steps", j.run.Steps, "n", j.n, "limit", j.timeout.String()))
	}
}

// interruptJobs ends the jobs under way and waiting: something else has
// taken over the trainer.
func (t *Training) interruptJobs() {
	for _, j := range t.jobs {
		t.end(j, StopInterrupted)
		t.ended = append(t.ended, j)
	}
	t.jobs = t.jobs[:0]
}

// Interrupted returns the jobs that were interrupted since the last call.
func (t *Training) Interrupted() []*Job {
	out := t.ended
	t.ended = nil
	return out
}

// finishJob runs the jobs until j has ended, and returns what it did.
func (t *Training) finishJob(j *Job) Run {
	for !j.done {
		t.AdvanceJobs(time.Hour)
	}
	return j.run
}
