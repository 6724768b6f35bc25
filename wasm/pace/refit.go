package pace

import "time"

// Refits paces the refits of the points that the pointer edits: a click
// or a stroke is handed to the trainer after the frame that shows it, at
// once, but while a point is dragged every frame moves it, and with
// 100,000 points each refit is a pass over all of them (16 ms natively,
// over 100 ms with the CPU four times slower): refitting in every frame
// left the frames of the drag waiting for seconds (issue 51). During a
// drag a refit waits until RefitEvery times the last refit's own time
// has passed since it ended, so that refits take at most a part in
// RefitEvery+1 of the drag; with few points, where a refit takes a
// fraction of a millisecond, that is every frame, as before.
type Refits struct {
	end  time.Time     // when the last refit ended
	took time.Duration // how long it took
}

// RefitEvery is how many times its own time a refit waits after the last
// one during a drag.
const RefitEvery = 3

// Due reports whether a refit may run at now: always but during a drag.
func (r *Refits) Due(now time.Time, dragging bool) bool {
	return !dragging || now.Sub(r.end) >= RefitEvery*r.took
}

// Done notes a refit that ran from start to end.
func (r *Refits) Done(start, end time.Time) {
	r.end, r.took = end, end.Sub(start)
}
