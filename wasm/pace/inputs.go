package pace

// Inputs times the inputs that the plot takes, as Interaction to Next
// Paint does: from an input event's own time stamp to the end of the
// first frame drawn after the program applied it, the frame that shows
// it. The page keeps the last MaxInputs for ?debug's inputs(), which the
// browser tests and the benchmark read.
type Inputs struct {
	waiting []Input // applied, not yet shown
	shown   []Input // the last MaxInputs shown, oldest first
}

// MaxInputs is how many shown inputs Inputs keeps.
const MaxInputs = 256

// Input is one input of the plot and its times, ms on performance.now's
// clock: At the event's own time stamp, Applied when the program applied
// it, Shown when the frame that shows it was drawn (0 until then).
type Input struct {
	Kind    string  `json:"kind"` // "click" (a point added), "drag" (a point moved), "key" (a key the plot used)
	At      float64 `json:"at"`
	Applied float64 `json:"applied"`
	Shown   float64 `json:"shown"`
}

// Latency returns the input's time from its event to the frame that
// showed it, ms.
func (in Input) Latency() float64 { return in.Shown - in.At }

// Applied notes an input of kind whose event came at at and that the
// program applied at now. Of several of one kind that the same frame will
// show, only the earliest is kept: the others wait less for the same
// frame.
func (s *Inputs) Applied(kind string, at, now float64) {
	for _, w := range s.waiting {
		if w.Kind == kind {
			return
		}
	}
	s.waiting = append(s.waiting, Input{Kind: kind, At: at, Applied: now})
}

// Drawn notes that a frame was drawn at now: it shows every input applied
// before it.
func (s *Inputs) Drawn(now float64) {
	for _, w := range s.waiting {
		w.Shown = now
		s.shown = append(s.shown, w)
	}
	s.waiting = s.waiting[:0]
	if over := len(s.shown) - MaxInputs; over > 0 {
		s.shown = append(s.shown[:0], s.shown[over:]...)
	}
}

// Take returns the inputs shown since the last Take, oldest first, and
// forgets them.
func (s *Inputs) Take() []Input {
	out := append([]Input{}, s.shown...)
	s.shown = s.shown[:0]
	return out
}
