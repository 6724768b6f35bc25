package api

import (
	"time"

	"hyperplane/wasm/session"
)

// CallBudget is the time a call of train() or step(n) works at once,
// before it answers: a run that ends within it has changed the state when
// the call returns, and a longer one goes on in the frames' slack
// (session.Training.AdvanceJobs), its Promise settling when it ends.
const CallBudget = 4 * time.Millisecond

// Pending is the answer of an asynchronous call whose work goes on after
// it returns: the browser program answers the page with a Promise that
// settles with the call's answer once Settle hands it over.
type Pending struct {
	job *session.Job
}

// Settled is a pending call that has ended, with its answer.
type Settled struct {
	Call   *Pending
	Answer Answer
}

// run starts j, works on the jobs for CallBudget, and answers: at once
// when j has ended, else with a Pending that Settle settles. The caller
// holds the app's lock.
func (a *API) run(j *session.Job) any {
	a.App.S.Training().AdvanceJobs(CallBudget)
	if j.Done() {
		a.settled(j) // answered here, not by Settle
		return Ran{a.status(false), j.Result()}
	}
	p := &Pending{job: j}
	a.pending = append(a.pending, p)
	return p
}

// settled forgets a pending call of j that has been answered.
func (a *API) settled(j *session.Job) {
	for i, p := range a.pending {
		if p.job == j {
			a.pending = append(a.pending[:i], a.pending[i+1:]...)
			return
		}
	}
}

// Busy reports whether a call is running (Dispatch's guard).
func (a *API) Busy() bool { return a.busy.Load() }

// Working reports whether calls are waiting for their answers.
func (a *API) Working() bool { return len(a.pending) > 0 }

// Settle returns the pending calls whose jobs have ended (run further
// by session.Training.AdvanceJobs, or interrupted), with their answers: the status
// as it is now and what each did. The caller holds the app's lock.
func (a *API) Settle() []Settled {
	a.App.S.Training().Interrupted() // their calls are among the pending ones
	var out []Settled
	keep := a.pending[:0]
	for _, p := range a.pending {
		if !p.job.Done() {
			keep = append(keep, p)
			continue
		}
		out = append(out, Settled{p, Answer{Value: Ran{a.status(false), p.job.Result()}}})
	}
	for i := len(keep); i < len(a.pending); i++ {
		a.pending[i] = nil
	}
	a.pending = keep
	return out
}

// Finish runs the jobs until p's has ended and returns its answer, for
// callers without frames to run them (the native tests). The caller does
// not hold the app's lock.
func (a *API) Finish(p *Pending) Answer {
	a.App.Mu.Lock()
	defer a.App.Mu.Unlock()
	for !p.job.Done() {
		a.App.S.Training().AdvanceJobs(time.Hour)
	}
	a.settled(p.job)
	return Answer{Value: Ran{a.status(false), p.job.Result()}}
}
