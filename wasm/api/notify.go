package api

import (
	"encoding/json"
	"time"
)

// command describes one function of the API for the page and for an
// embedding page: its name, its arguments, and whether it changes
// anything.
type command struct {
	Name    string  `json:"name"`
	Changes bool    `json:"changes"`
	Async   bool    `json:"async,omitempty"` // the answer is a Promise
	Params  []Param `json:"params"`
}

// commands lists the functions of the API.
func (a *API) commands() []command {
	out := make([]command, len(a.handlers))
	for i, h := range a.handlers {
		out[i] = command{Name: h.Name, Changes: h.Changes, Async: h.Async, Params: append([]Param{}, h.Params...)}
	}
	return out
}

// NoteEvery is the shortest time between two statuses sent to the page's
// subscribers while training plays.
const NoteEvery = 250 * time.Millisecond

// Notifier decides when the page's subscribers hear of a change: at once
// when something changed and the model is not training, at most every
// NoteEvery while it trains (playing, or a run of train() or step(n)) or
// while a point is dragged, and at once when training starts or stops and
// when a drag begins or ends; and at once when the frame's rings are left
// out or drawn again (Frame.RingsHidden), which the frame decides after
// the change that caused it may already have been told. A drag moves the
// point in every frame, and the page's work on each status (its panel,
// its live region) took 4 ms a move with 100,000 points, 49 ms at 4x CPU
// throttling (issue 51).
type Notifier struct {
	Subscribers int // how many subscribers the page has
	sentAt      time.Time
	sentVer     uint64
	sentCmp     uint64 // the compared algorithms' version last sent
	sentPlay    bool   // whether the model was training
	sentDrag    bool   // whether a point was being dragged
	sentRings   bool   // whether the rings were left out
}

// Reset makes the next Note send, whatever changed (a new subscriber).
func (n *Notifier) Reset() { n.sentVer, n.sentCmp = 0, 0 }

// Note returns the status to send to subscribers at now, or nil when
// nothing worth telling changed. The caller holds the app's lock.
func (a *API) Note(n *Notifier, now time.Time) []byte {
	s := a.App.S
	v := s.Versions()
	rings := a.Screen.Frame().RingsHidden
	if n.Subscribers == 0 || (v.Picture == n.sentVer && v.Compare == n.sentCmp && rings == n.sentRings) {
		return nil
	}
	training := s.Training().Playing() || s.Training().Working()
	dragging := s.Doc().Dragging() >= 0
	if (training || dragging) && training == n.sentPlay && dragging == n.sentDrag && rings == n.sentRings && now.Sub(n.sentAt) < NoteEvery {
		return nil
	}
	n.sentVer, n.sentCmp, n.sentAt, n.sentPlay, n.sentDrag, n.sentRings = v.Picture, v.Compare, now, training, dragging, rings
	data, err := json.Marshal(a.status(false))
	if err != nil {
		return nil
	}
	return data
}
