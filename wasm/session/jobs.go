package session

import (
	"fmt"
	"time"
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
func (a *Session) StartTrain(limit int, timeout time.Duration) *Job {
	return a.queue(&Job{train: true, n: max(1, limit), timeout: timeout, run: Run{Stopped: StopCount}})
}

// StartStep queues a job of n manual steps (1 to 1,000,000), within
// timeout of its own time, that leaves training paused.
func (a *Session) StartStep(n int, timeout time.Duration) *Job {
	return a.queue(&Job{n: max(1, min(n, 1_000_000)), timeout: timeout, run: Run{Stopped: StopCount}})
}

func (a *Session) queue(j *Job) *Job {
	a.jobs = append(a.jobs, j)
	return j
}

// Working reports whether jobs are waiting or running.
func (a *Session) Working() bool { return len(a.jobs) > 0 }

// AdvanceJobs runs the jobs in order for about budget: each slice takes
// at least one step of the job it starts, and no step begins after the
// budget is spent. It returns the jobs that ended.
func (a *Session) AdvanceJobs(budget time.Duration) []*Job {
	var ended []*Job
	start := time.Now()
	for len(a.jobs) > 0 {
		j := a.jobs[0]
		a.slice(j, start.Add(budget))
		if !j.done {
			break
		}
		ended = append(ended, j)
		a.jobs = a.jobs[1:]
		if time.Since(start) >= budget {
			break
		}
	}
	return ended
}

// slice runs j until it ends or until deadline, taking at least one step.
func (a *Session) slice(j *Job, deadline time.Time) {
	t0 := time.Now()
	if !j.started {
		j.started = true
		if j.train {
			a.playing = false
		}
	}
	first := true
	for !j.done {
		if j.run.Steps >= j.n {
			a.end(j, StopCount)
			break
		}
		if a.trainer == nil || a.snap.Status.Stopped() {
			a.end(j, StopDone)
			break
		}
		now := time.Now()
		if j.run.Steps > 0 && j.spent+now.Sub(t0) > j.timeout {
			a.end(j, StopTime)
			break
		}
		if !first && now.After(deadline) {
			break
		}
		first = false
		ok := false
		if j.train {
			ok = a.stepOnce()
		} else {
			ok = a.step()
		}
		if !ok {
			a.end(j, StopError)
			break
		}
		j.run.Steps++
	}
	j.spent += time.Since(t0)
	j.run.Millis = float64(j.spent.Microseconds()) / 1000
}

// end ends j for the reason why, with the messages a run gives.
func (a *Session) end(j *Job, why string) {
	j.done = true
	j.run.Stopped = why
	if why == StopInterrupted {
		return
	}
	if j.train || j.n > 1 || a.snap.Status.Stopped() {
		a.stopMessage()
	}
	if why == StopTime {
		a.say("warning", fmt.Sprintf("Stopped after %d of %d steps: the time limit of %v ran out.", j.run.Steps, j.n, j.timeout))
	}
}

// interruptJobs ends the jobs under way and waiting: something else has
// taken over the trainer.
func (a *Session) interruptJobs() {
	for _, j := range a.jobs {
		a.end(j, StopInterrupted)
		a.ended = append(a.ended, j)
	}
	a.jobs = a.jobs[:0]
}

// Interrupted returns the jobs that were interrupted since the last call.
func (a *Session) Interrupted() []*Job {
	out := a.ended
	a.ended = nil
	return out
}

// Waiting says what work waits for time to run in: training (playing, or
// the jobs of Train and Step), compared algorithms still training, a
// cross-validation under way.
func (a *Session) Waiting() (train, compare, cv bool) {
	train = len(a.jobs) > 0 || (a.playing && a.trainer != nil && !a.stale)
	for _, c := range a.compare {
		compare = compare || !c.done()
	}
	cv = a.cv.run != nil && !a.cv.run.Done()
	return train, compare, cv
}
