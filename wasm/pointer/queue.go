package pointer

import "sync"

// Queue collects the events between two frames, from the page's
// listeners, for the frame to take in order.
type Queue struct {
	mu     sync.Mutex
	events []Event
}

// Add queues e.
func (q *Queue) Add(e Event) {
	q.mu.Lock()
	q.events = append(q.events, e)
	q.mu.Unlock()
}

// Take returns the events queued since the last call, in order.
func (q *Queue) Take() []Event {
	q.mu.Lock()
	defer q.mu.Unlock()
	ev := q.events
	q.events = nil
	return ev
}
