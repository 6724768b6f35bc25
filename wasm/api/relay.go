package api

// Relay orders the deliveries of a status to the page's subscribers after
// a frame, each in a task of its own (the browser program posts a message
// to itself for each): the frame's picture is painted before the
// subscribers do their work, and no task of the page holds more than one
// subscriber's (issue 51: the subscribers' work within the frame held its
// thread 100-190 ms with the CPU four times slower). A newer status replaces one still being
// delivered and goes to every subscriber from the first; a status
// delivered to all at once (Delivered) leaves the relay nothing to bring.
// At most one task is posted at a time.
type Relay struct {
	next   int  // the next subscriber to tell
	posted bool // a task is posted
}

// Start takes a new status, and reports whether to post a task for it.
func (r *Relay) Start() (post bool) {
	r.next = 0
	return r.post()
}

// Delivered notes that the n subscribers have all been told now.
func (r *Relay) Delivered(n int) { r.next = n }

// Take runs in the posted task: it returns the subscriber to tell, of n,
// and false when all have been told.
func (r *Relay) Take(n int) (i int, ok bool) {
	r.posted = false
	if r.next >= n {
		return 0, false
	}
	r.next++
	return r.next - 1, true
}

// More runs after a subscriber was told, n subscribers now, and reports
// whether to post the task of the next.
func (r *Relay) More(n int) (post bool) { return r.next < n && r.post() }

func (r *Relay) post() bool {
	if r.posted {
		return false
	}
	r.posted = true
	return true
}
