package api

import (
	"slices"
	"testing"
)

// relayLoop is the page's event loop for a Relay: the tasks posted, each
// a delivery, run in order.
type relayLoop struct {
	r       Relay
	subs    int
	posted  int   // tasks posted and not yet run
	told    []int // the subscribers told, in order, each tagged with the status: 10*status + subscriber
	status  int
	maxPost int // the most tasks posted at once
}

func (l *relayLoop) post(p bool) {
	if p {
		l.posted++
		l.maxPost = max(l.maxPost, l.posted)
	}
}

func (l *relayLoop) start(status int) { l.status = status; l.post(l.r.Start()) }

// runTask runs the oldest posted task; false when none is posted.
func (l *relayLoop) runTask() bool {
	if l.posted == 0 {
		return false
	}
	l.posted--
	if i, ok := l.r.Take(l.subs); ok {
		l.told = append(l.told, 10*l.status+i)
		l.post(l.r.More(l.subs))
	}
	return true
}

// TestRelay: a status reaches every subscriber in order, one a task, with
// never more than one task posted; a newer status during a delivery goes
// on from the subscriber next in turn and then to those told the older
// one (the older one's rest is dropped); a subscriber told at once is
// not told again by the relay.
func TestRelay(t *testing.T) {
	l := &relayLoop{subs: 3}
	l.start(1)
	for l.runTask() {
	}
	if want := []int{10, 11, 12}; !slices.Equal(l.told, want) || l.maxPost != 1 {
		t.Errorf("one status: told %v, at most %d tasks posted; want %v, 1", l.told, l.maxPost, want)
	}

	l = &relayLoop{subs: 3}
	l.start(1)
	l.runTask()
	l.runTask()
	l.start(2) // subscribers 0 and 1 have status 1; a task is posted for 2
	for l.runTask() {
	}
	if want := []int{10, 11, 22, 20, 21}; !slices.Equal(l.told, want) || l.maxPost != 1 {
		t.Errorf("a newer status during a delivery: told %v, at most %d tasks; want %v, 1", l.told, l.maxPost, want)
	}

	// Subscriber 1 told at once (subscribe's atOnce), in the task of the
	// call: the relay's tasks tell the others only, and telling it again
	// is refused.
	l = &relayLoop{subs: 3}
	l.start(1)
	if !l.r.Tell(1, l.subs) || l.r.Tell(1, l.subs) {
		t.Error("Tell: a subscriber not told yet, then told, did not answer true, false")
	}
	for l.runTask() {
	}
	if want := []int{10, 12}; !slices.Equal(l.told, want) || l.posted != 0 {
		t.Errorf("with subscriber 1 told at once: told %v, %d tasks left; want %v, none", l.told, l.posted, want)
	}
	// All told at once: the task posted finds nothing to do.
	l = &relayLoop{subs: 2}
	l.start(1)
	l.r.Tell(0, l.subs)
	l.r.Tell(1, l.subs)
	for l.runTask() {
	}
	if len(l.told) != 0 || l.posted != 0 {
		t.Errorf("with all told at once: the relay told %v, %d tasks left; want none", l.told, l.posted)
	}
	// A subscriber added during a delivery is told too.
	l = &relayLoop{subs: 1}
	l.start(1)
	l.subs = 2
	for l.runTask() {
	}
	if want := []int{10, 11}; !slices.Equal(l.told, want) {
		t.Errorf("a subscriber added: told %v, want %v", l.told, want)
	}
}

// TestRelayReachesTheLast: statuses that come faster than one round of the
// subscribers (a new one every three deliveries, eight subscribers: the
// page training, about one delivery a frame and a status every 250 ms)
// still reach every subscriber, each within one round of eight
// deliveries. Starting each status again from the first subscriber told
// subscribers 0-2 only, and the embedding page's subscriber, the last,
// heard nothing while training played.
func TestRelayReachesTheLast(t *testing.T) {
	const subs, every, tasks = 8, 3, 80
	l := &relayLoop{subs: subs}
	status := 1
	l.start(status)
	last := make([]int, subs) // the delivery, counted from 1, that last told each subscriber
	for k := 1; k <= tasks; k++ {
		if !l.runTask() {
			t.Fatalf("delivery %d: no task posted", k)
		}
		i := l.told[len(l.told)-1] % 10
		if last[i] > 0 && k-last[i] > subs {
			t.Errorf("subscriber %d told at deliveries %d and %d, more than a round apart", i, last[i], k)
		}
		last[i] = k
		if k%every == 0 {
			status++
			l.start(status % 10)
		}
	}
	for i, k := range last {
		if k <= tasks-subs {
			t.Errorf("subscriber %d last told at delivery %d of %d", i, k, tasks)
		}
	}
}
