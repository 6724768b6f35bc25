package api

// Relay orders the deliveries of a status to the page's subscribers after
// a frame, each in a task of its own (the browser program posts a message
// to itself for each): the frame's picture is painted before the
// subscribers do their work, and no task of the page holds more than one
// subscriber's (issue 51: the subscribers' work within the frame held its
// thread 100-190 ms with the CPU four times slower).
//
// The deliveries go round the subscribers: a newer status, come while an
// older one is being delivered, replaces it for the subscribers not yet
// told and goes on from the one next in turn, then to those told the
// older one. It does not start again from the first: the browser runs
// about one delivery a frame while the page trains, statuses come every
// 250 ms, and the page with its ten subscribers, starting each status
// from the first, seldom reached its last ones: the embed's subscriber,
// added last, often heard nothing in 2 s of play but the statuses of the
// calls to play and pause. A subscriber told at once (Tell) is not told
// again in the relay's tasks. At most one task is posted at a time.
type Relay struct {
	next   int      // the subscriber whose turn comes next
	status uint64   // the statuses started
	told   []uint64 // the status each subscriber was last told of
	posted bool     // a task is posted
}

// Start takes a new status, and reports whether to post a task for it.
func (r *Relay) Start() (post bool) {
	r.status++
	return r.post()
}

// Tell notes that subscriber i, of n, is told the status under way now,
// outside the relay's tasks (a subscriber told at once, subscribe's
// atOnce), and reports whether it had not been told it yet.
func (r *Relay) Tell(i, n int) bool {
	r.grow(n)
	if r.told[i] >= r.status {
		return false
	}
	r.told[i] = r.status
	return true
}

// Take runs in the posted task: it returns the subscriber to tell, of n,
// and false when all have been told.
func (r *Relay) Take(n int) (i int, ok bool) {
	r.posted = false
	r.grow(n)
	for k := range n {
		i := (r.next + k) % n
		if r.told[i] < r.status {
			r.told[i] = r.status
			r.next = (i + 1) % n
			return i, true
		}
	}
	return 0, false
}

// More runs after a subscriber was told, n subscribers now, and reports
// whether to post the task of the next.
func (r *Relay) More(n int) (post bool) {
	r.grow(n)
	for _, s := range r.told[:n] {
		if s < r.status {
			return r.post()
		}
	}
	return false
}

// grow makes room for n subscribers; one added is told the status under
// way.
func (r *Relay) grow(n int) {
	for len(r.told) < n {
		r.told = append(r.told, 0)
	}
}

func (r *Relay) post() bool {
	if r.posted {
		return false
	}
	r.posted = true
	return true
}
