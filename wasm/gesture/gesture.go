// Package gesture judges pointer gestures from the input events' own
// times and places, not from the frames that read them: a finger that
// moved before the long-press delay is a drag however late the frame that
// sees it comes, and a finger that stayed still for the delay is a long
// press. It is plain Go, tested natively; the browser program collects the
// events (PointerEvent's timeStamp and position) and hands them over with
// the frame.
package gesture

import "math"

// Kind is what happened to a pointer.
type Kind uint8

// The kinds of event.
const (
	Down Kind = iota
	Move
	Up
	Cancel
)

// Buttons of a mouse, as PointerEvent.button numbers them.
const (
	ButtonLeft   = 0
	ButtonMiddle = 1
	ButtonRight  = 2
)

// Event is one pointer event: where (device pixels on the plot) and when
// (milliseconds on the page's clock, performance.now()) it happened.
type Event struct {
	Kind   Kind
	ID     int  // the pointer's id
	Touch  bool // a finger (or a pen), not a mouse
	Button int  // Down and Up: which button changed
	X, Y   float64
	T      float64
	// Lag is how long after T the page was handed the event, in
	// milliseconds: the browser stamps an event when the input arrives
	// and dispatches it when the page's main thread is free, so on a busy
	// page (a slow frame, a loaded machine) events arrive hundreds of
	// milliseconds after they happened.
	Lag   float64
	Shift bool // the shift key was held
}

// LongPress is how long, in milliseconds, a finger must stay within the
// slop of where it went down for a long press.
const LongPress = 550

// Press follows one press of a pointer: where and when it went down,
// whether it has since moved further than Slop device pixels, and whether
// its long press has been acted on.
type Press struct {
	X0, Y0, T0 float64
	Slop       float64
	Touch      bool
	Moved      bool    // it moved further than Slop
	Long       bool    // its long press was acted on
	Lag        float64 // the largest Lag of its events
	due        bool    // the last frame found it due (DueInFrame)
}

// Start begins a press at e with the given slop.
func Start(e Event, slop float64) Press {
	return Press{X0: e.X, Y0: e.Y, T0: e.T, Slop: slop, Touch: e.Touch, Lag: max(e.Lag, 0)}
}

// Beyond reports whether (x, y) is further than the slop from where the
// press began.
func (p *Press) Beyond(x, y float64) bool { return math.Hypot(x-p.X0, y-p.Y0) > p.Slop }

// LongBy reports whether the press became a long press at or before time
// t: a finger that has not moved beyond the slop, held for LongPress
// milliseconds, whose long press has not been acted on yet. The caller
// asks with each event's own time before taking the event: a move that
// comes after the delay finds the finger was still held.
func (p *Press) LongBy(t float64) bool {
	return p.Touch && !p.Moved && !p.Long && t-p.T0 >= LongPress
}

// DueAt reports whether a finger resting with no more events is a long
// press at the frame's time now. The page has been handed the events up to
// about now − Lag only (later ones may still wait for the main thread), so
// the press is judged at that time: on a page whose events arrive late, a
// finger that lifted or moved in time is not taken for a long press before
// its event arrives.
func (p *Press) DueAt(now float64) bool { return p.LongBy(now - p.Lag) }

// DueInFrame is DueAt judged at the frame's time now less hold, where
// fresh says whether the frame brought events of this press. hold is how
// long the browser may still be holding events back beyond the lag the
// press's own events showed: the caller gives two of its frame intervals.
// On a slow page the browser queues a finger's events behind its frames
// (a touch start reached a page of 800 ms frames 1,657 ms after it
// happened, its moves a frame or more after that), and a finger that moved
// must not be read as a rest and delete the point under it. The press is
// taken for a long press only at the second frame in a row that finds it
// due with no fresh event. On a page at 60 Hz the two cost 50 ms after
// the 550 ms; on a slow page a resting finger is acted on later, and a
// finger lifted after the delay at once (LongBy, with the lift's time).
func (p *Press) DueInFrame(now, hold float64, fresh bool) bool {
	if fresh || !p.DueAt(now-max(hold, 0)) {
		p.due = false
		return false
	}
	if !p.due {
		p.due = true
		return false
	}
	return true
}

// Track records the event e of the press (a move to e.X, e.Y) and reports
// whether it is beyond the slop (from then on the press has Moved).
func (p *Press) Track(e Event) bool {
	p.Lag = max(p.Lag, e.Lag)
	if !p.Moved && p.Beyond(e.X, e.Y) {
		p.Moved = true
	}
	return p.Moved
}
