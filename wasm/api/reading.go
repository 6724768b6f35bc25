package api

import (
	"time"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// reading is a file read in steps (readHandlers): its text as the page
// hands it over, then the reader of it, a scene's or a CSV's.
type reading struct {
	start time.Time
	csv   bool
	text  []byte
	size  int   // of the text handed over, kept or not
	err   error // a scene's text too big (scene.CheckSize): not kept
	steps stepReader
}

// stepReader is scene.Reader and scene.CSVReader: a reading in steps.
type stepReader interface {
	Step(n int) bool
	Read() (share float64, points int)
}

// read returns the reader of the text, made at the first step.
func (r *reading) read() stepReader {
	if r.steps == nil {
		if r.csv {
			r.steps = scene.NewCSVReader(r.text, engine.MaxPoints)
		} else {
			r.steps = scene.NewReader(r.text)
		}
	}
	return r.steps
}

// readStepDefault is the time one readStep() reads for when the page
// does not say: a small part of a frame at 60 Hz.
const readStepDefault = 8 * time.Millisecond

// readHandlers returns the functions that open a file in steps, between
// the page's frames (js/files.js, for a big file): readBegin([csv])
// starts a reading of a scene, or of CSV text when csv is true,
// readText(piece) adds the next piece of the text, readStep([ms]) reads
// on for ms (8 unless said) and answers how far it is, and readEnd()
// loads what was read as loadScene(text) or importCSV(text) would, or
// refuses it with the same words, and ends the reading. loadScene reads
// and loads in one call: for a file of 200,000 points the page's one
// task of 1.2 s at 4x CPU throttling (issue 51).
func (a *API) readHandlers() []Handler {
	return []Handler{
		{Name: "readBegin", Changes: true, Params: []Param{Flag(msg.T("refuse-arg-whether-it-is-csv")).Opt()}, Do: func(c *Call) (any, error) {
			a.reading = &reading{start: time.Now(), csv: c.Given(0) && c.Bool(0)}
			return nil, nil
		}},
		{Name: "readText", Changes: true, Params: []Param{Str(msg.T("refuse-arg-the-text"), MaxText)}, Do: func(c *Call) (any, error) {
			r := a.reading
			if r == nil || r.steps != nil {
				return nil, msg.Err("refuse-no-reading")
			}
			piece := c.Str(0)
			r.size += len(piece)
			switch {
			case r.csv:
				// ParseCSV reads no further than this (and refuses the text).
				r.text = append(r.text, piece[:min(len(piece), max(0, scene.MaxCSVBytes+1-len(r.text)))]...)
			case scene.CheckSize(r.size) != nil:
				r.err, r.text = scene.CheckSize(r.size), nil // refused for its size: not kept
			default:
				r.text = append(r.text, piece...)
			}
			return map[string]any{"ok": true, "bytes": r.size}, nil
		}},
		{Name: "readStep", Changes: true, Params: []Param{Int(msg.T("refuse-arg-the-milliseconds"), 1, 1000).Opt()}, Do: func(c *Call) (any, error) {
			r := a.reading
			if r == nil {
				return nil, msg.Err("refuse-no-reading")
			}
			if r.err != nil {
				return map[string]any{"ok": true, "done": true, "share": 1.0, "points": 0}, nil
			}
			budget := readStepDefault
			if c.Given(0) {
				budget = time.Duration(c.Int(0)) * time.Millisecond
			}
			t0, done := time.Now(), false
			for !done && time.Since(t0) < budget {
				done = r.read().Step(500) // about 0.3 ms natively
			}
			share, n := r.read().Read()
			return map[string]any{"ok": true, "done": done, "share": share, "points": n}, nil
		}},
		{Name: "readEnd", Locked: true, Changes: true, Do: func(c *Call) (any, error) {
			r := a.reading
			if r == nil {
				return nil, msg.Err("refuse-no-reading")
			}
			a.reading = nil
			if r.csv {
				var pts []engine.Point
				var names []string
				err := r.err
				if err == nil {
					pts, names, err = r.read().(*scene.CSVReader).Points()
				}
				return importRead(c, pts, names, err, r.start)
			}
			var s scene.Scene
			err := r.err
			if err == nil {
				s, err = r.read().(*scene.Reader).Scene()
			}
			return loadRead(c, s, err, r.start)
		}},
	}
}
