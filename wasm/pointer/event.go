package pointer

import (
	"hyperplane/wasm/gesture"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// Pointer gestures, in CSS pixels.
const (
	GrabRadius   = 11 // a press this close to a point grabs it
	RemoveRadius = 30 // right-click removes the nearest point this close
	DragSlop     = 4  // moving further than this turns a click into a drag
)

// Kind is what an Event is.
type Kind uint8

// The kinds of event: the four of package gesture, in its order, then the
// wheel and the pointer leaving the plot.
const (
	Down Kind = iota
	Move
	Up
	Cancel
	Wheel // the wheel turned over the plot
	Leave // the pointer left the plot, or pressed elsewhere in the page
)

// Event is one event of the pointer: what, where (device pixels on the
// plot) and when (milliseconds on the page's clock).
type Event struct {
	Kind   Kind
	ID     int  // the pointer's id
	Touch  bool // a finger (or a pen), not a mouse
	Button int  // Down and Up: which button changed (gesture.ButtonLeft, …)
	X, Y   float64
	T      float64
	Lag    float64 // how long after T the page was handed the event (gesture.Event)
	Shift  bool    // the shift key was held
	Over   bool    // Move: the pointer is over the plot
	DY     float64 // Wheel: the wheel's deltaY in CSS pixels (a notch is 100)
}

// gesture returns e as package gesture has it.
func (e Event) gesture() gesture.Event {
	return gesture.Event{Kind: gesture.Kind(e.Kind), ID: e.ID, Touch: e.Touch, Button: e.Button, X: e.X, Y: e.Y, T: e.T, Lag: e.Lag, Shift: e.Shift}
}

// Env is what the model needs of the session and the screen at a frame,
// filled by the browser program.
type Env struct {
	Cam    render.Camera // the camera of the frame
	W, H   float64       // the plot's size in device pixels
	Locked bool          // editing the points is locked (panning and zooming are not)
	Tool   session.Tool
	Brush  float64 // the brush's radius, CSS pixels
	// Nearest returns the point nearest the device pixel (x, y) within
	// radius device pixels, or -1.
	Nearest func(cam render.Camera, x, y, radius float64) int
	// Fisher returns Fisher's view, or is nil when the view does not
	// show it.
	Fisher func() render.FisherView
	// Units are a network's hidden units' lines on the plot (the frame's,
	// render.UnitLines), which a press grabs by the line or the handle.
	Units []render.UnitLine
	// KeySel is the keyboard's chosen point while it shows on the plot,
	// or -1: it takes the hover when no point is under the mouse.
	KeySel int
	// Apply carries a gesture out.
	Apply func(session.Gesture) error
	// Fail, when set, tells the user of a refusal at once (the session's
	// Fail), in the order of the gestures.
	Fail func(error)
	// Log, when set, keeps a line of the gesture log (?debug).
	Log func(format string, args ...any)
}

// Out is what a frame's events did.
type Out struct {
	// Gestures are those applied, in order.
	Gestures []session.Gesture
	// Errors are the refusals told to the user (Env.Fail).
	Errors []error
	// Added holds the times of the press and the release of the last
	// point added with the pointer, for the latency the benchmark reads.
	Added *Times
}

// Times are the times of a press and its release, ms.
type Times struct{ Down, Up float64 }
