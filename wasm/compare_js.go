package main

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

// Compared algorithms are trained on the same points with their default
// parameters (or the scene's, for the current algorithm's own id), and
// their boundaries are drawn over the field in their own colour and dash.
const (
	maxCompare    = 4
	compareBudget = 4 * time.Millisecond // per frame, for all of them
	compareSteps  = 50_000               // an iterative method stops here
)

// compareStyles pairs a colour with a dash pattern, so that the lines stay
// apart without colour too.
var compareStyles = [maxCompare]struct {
	col  color.RGBA
	dash float32
	name string
}{
	{color.RGBA{0xc0, 0x20, 0x20, 0xff}, 1, "dashed"},
	{color.RGBA{0x6a, 0x2c, 0x91, 0xff}, 2, "dotted"},
	{color.RGBA{0x0a, 0x6e, 0x3c, 0xff}, 3, "dash-dot"},
	{color.RGBA{0x8a, 0x55, 0x10, 0xff}, 0, "solid"},
}

// comparison is one compared algorithm.
type comparison struct {
	id      string
	name    string
	trainer engine.Trainer
	snap    engine.Snapshot
	err     string
	steps   int
}

func (c *comparison) done() bool {
	return c.trainer == nil || c.snap.Status.Stopped() || c.steps >= compareSteps
}

// syncCompare starts the compared algorithms anew: after an edit of the
// points or of the list. The caller holds the app's lock.
func (a *app) syncCompare() {
	a.compare = a.compare[:0]
	a.compareVer++
	for _, id := range a.scene.View.Compare {
		if len(a.compare) == maxCompare {
			break
		}
		spec, ok := engine.Lookup(id)
		if !ok {
			continue
		}
		c := &comparison{id: id, name: spec.Name}
		params := map[string]any(nil)
		if id == a.scene.Algorithm {
			params = a.scene.Params
		}
		tr, err := engine.NewTrainer(id, a.part.Train, a.scene.Basis, params)
		if err != nil {
			c.err = capitalize(err.Error())
		} else {
			c.trainer = tr
			c.snap = tr.Snapshot()
		}
		a.compare = append(a.compare, c)
	}
}

// advanceCompare trains the compared algorithms within the frame's budget.
func (a *app) advanceCompare() {
	if a.stale {
		return
	}
	start := time.Now()
	stepped := false
	defer func() {
		if stepped {
			a.changed()
		}
	}()
	for _, c := range a.compare {
		for !c.done() && time.Since(start) < compareBudget {
			s, err := c.trainer.Step()
			stepped = true
			c.steps++
			c.snap = s
			a.compareVer++
			if err != nil {
				c.err = capitalize(err.Error())
				c.trainer = nil
			}
		}
	}
}

// compareJSON is a legend entry for the page.
type compareJSON struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Color    string `json:"color"`
	Dash     string `json:"dash"`
	Status   string `json:"status"`
	Accuracy num    `json:"accuracy"`
	Error    string `json:"error,omitempty"`
}

func (a *app) compareLegend() []compareJSON {
	out := []compareJSON{}
	for i, c := range a.compare {
		st := compareStyles[i]
		e := compareJSON{ID: c.id, Name: c.name, Color: hexColor(st.col), Dash: st.name, Error: c.err, Accuracy: num(c.snap.Accuracy())}
		if c.trainer != nil || c.err == "" {
			e.Status = string(c.snap.Status)
		}
		out = append(out, e)
	}
	return out
}

// compareLayer is an offscreen image holding the compared boundaries,
// drawn again only when they or the view change.
type compareLayer struct {
	img *ebiten.Image
	ver uint64
	cam camera
}

func (l *compareLayer) update(g *Game, cam camera, fields []engine.Field, ver uint64) {
	w, h := int(cam.w), int(cam.h)
	if l.img != nil && (l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h) {
		l.img.Deallocate()
		l.img = nil
	}
	if l.img == nil {
		l.img = newLayer(w, h)
		l.ver = 0
	}
	if l.ver == ver && l.cam == cam {
		return
	}
	l.ver, l.cam = ver, cam
	l.img.Clear()
	for i, f := range fields {
		if len(f.Rows) == 0 || !fitsShader(&f) {
			continue
		}
		u := fieldUniforms(&f, cam, look{boundary: true})
		st := compareStyles[i]
		u["LineColor"] = []float32{float32(st.col.R) / 255, float32(st.col.G) / 255, float32(st.col.B) / 255, 1}
		u["Dash"] = st.dash
		sh, err := g.shaders.get(fieldKey(&f, look{}, false, true))
		if err != nil {
			continue
		}
		l.img.DrawRectShader(w, h, sh, &ebiten.DrawRectShaderOptions{Uniforms: u})
	}
}
