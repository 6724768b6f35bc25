package main

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// compareStyles pairs a colour with a dash pattern for each compared
// algorithm, so that the lines stay apart without colour too.
var compareStyles = [session.MaxCompare]struct {
	col  color.RGBA
	dash float32
	name string
}{
	{color.RGBA{0xc0, 0x20, 0x20, 0xff}, 1, "dashed"},
	{color.RGBA{0x6a, 0x2c, 0x91, 0xff}, 2, "dotted"},
	{color.RGBA{0x0a, 0x6e, 0x3c, 0xff}, 3, "dash-dot"},
	{color.RGBA{0x8a, 0x55, 0x10, 0xff}, 0, "solid"},
}

// compareBudget is the time a frame gives all compared algorithms.
const compareBudget = 4 * time.Millisecond

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

// compareLegend returns the legend of the compared algorithms cs.
func compareLegend(cs []*session.Comparison) []compareJSON {
	out := []compareJSON{}
	for i, c := range cs {
		st := compareStyles[i]
		e := compareJSON{ID: c.ID(), Name: c.Name(), Color: render.HexColor(st.col), Dash: st.name, Error: c.Err(), Accuracy: num(c.Snapshot().Accuracy())}
		if c.Running() || c.Err() == "" {
			e.Status = string(c.Snapshot().Status)
		}
		out = append(out, e)
	}
	return out
}

// compareSampleJSON says that the compared algorithms train on N of Of
// training points.
type compareSampleJSON struct {
	N  int `json:"n"`
	Of int `json:"of"`
}

// compareSample returns the sample of the compared algorithms, or nil
// when they train on all the points.
func compareSample(s *session.Session) *compareSampleJSON {
	if n, of := s.CompareSample(); n < of {
		return &compareSampleJSON{n, of}
	}
	return nil
}

// compareLayer is an offscreen image holding the compared boundaries,
// drawn again only when they or the view change.
type compareLayer struct {
	img   *ebiten.Image
	ver   uint64
	cam   render.Camera
	lines render.Lines
}

func (l *compareLayer) update(g *Game, cam render.Camera, fields []engine.Field, ver uint64) {
	w, h := int(cam.W), int(cam.H)
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
	l.lines.Reset()
	for i, f := range fields {
		st := compareStyles[i]
		// A straight boundary is a few quads; others are found by the
		// lines-only field program at every pixel.
		if len(f.Rows) == 0 || render.CompareLine(&l.lines, &f, cam, int(st.dash), st.col) || !render.FitsShader(&f) {
			continue
		}
		u := render.FieldUniforms(&f, cam, render.Look{Boundary: true})
		u["LineColor"] = []float32{float32(st.col.R) / 255, float32(st.col.G) / 255, float32(st.col.B) / 255, 1}
		u["Dash"] = st.dash
		sh, err := g.shaders.get(render.KeyOf(&f, render.Look{}, false, true))
		if err != nil {
			continue
		}
		if f.Expansion != nil {
			drawCompareKernel(l.img, sh, u, &f)
			continue
		}
		l.img.DrawRectShader(w, h, sh, &ebiten.DrawRectShaderOptions{Uniforms: u})
	}
	drawLines(l.img, &l.lines, g.lineShader)
}
