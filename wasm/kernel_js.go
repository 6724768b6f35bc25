package main

import (
	"math"

	"hyperplane/engine"
)

// kernelJSON tells the page (and the tests) how a kernel field is drawn.
type kernelJSON struct {
	GPU    bool `json:"gpu"`    // by the field program, not the CPU grid
	Coarse bool `json:"coarse"` // the picture is not yet the exact field of the model
	Exact  bool `json:"exact"`  // the picture is the exact field of the model, at every pixel
	Level  int  `json:"level"`  // the finest complete level of the pass under way (1: every pixel), or 0
	SVs    int  `json:"svs"`    // the support vectors of the expansion
	// Kept: the screen is painted incrementally (keptScreen); Tiles: of
	// render.TileSize, the last frame repainted Repainted of Tiles.
	Kept      bool `json:"kept"`
	Repainted int  `json:"repainted"`
	Tiles     int  `json:"tiles"`
}

// dualHoverJSON is what the hover shows of a point of a dual machine: the
// decision value f(x) there, its multiplier α, its slack ξ = max(0, 1 − y f)
// and whether α is at its bound C.
type dualHoverJSON struct {
	F       num  `json:"f"`
	Alpha   num  `json:"alpha"`
	Slack   num  `json:"slack"`
	Bounded bool `json:"bounded"`
}

// kernelStatus returns the drawing of a kernel field, or nil.
func (b *bridge) kernelStatus(s *engine.Snapshot) *kernelJSON {
	g := b.game
	if g == nil || s.Field.Expansion == nil {
		return nil
	}
	gpu := g.frame.gpu && g.frame.field.Expansion != nil
	// Exact only for the model the session has now: a change not yet
	// prepared (Update) is not painted.
	exact := g.kl.exact && g.kl.ver == g.frame.fieldVer && g.seen.Picture == b.app.s.Versions().Picture
	return &kernelJSON{GPU: gpu, Coarse: gpu && !exact, Exact: gpu && exact, Level: g.kl.kernelLevel(), SVs: len(s.Field.Expansion.Points),
		Kept: g.ks.valid, Repainted: g.ks.repaid, Tiles: g.ks.dmg.Tiles()}
}

// dualHover returns the hover's dual quantities for point i of a two-class
// machine with multipliers, or nil.
func (b *bridge) dualHover(s *engine.Snapshot, i int) *dualHoverJSON {
	f := &s.Field
	pts := b.app.s.Points()
	if f.Combine != engine.CombineSign || len(s.Alpha) != len(pts) || i < 0 || i >= len(pts) {
		return nil
	}
	p := pts[i]
	y := 1.0
	if p.Class != f.Labels[0] {
		y = -1
	}
	h := engine.NewEvaluator(f).Rows(p.X, p.Y)[0]
	d := &dualHoverJSON{F: num(h), Alpha: num(s.Alpha[i]), Slack: num(math.Max(0, 1-y*h))}
	if c, ok := s.Value("C"); ok && s.Alpha[i] >= c {
		d.Bounded = true
	}
	return d
}
