package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/render"
)

// keptScreen is what the screen holds when the kernel field is drawn on
// it incrementally (paintKernel): the composite of the kept field and the
// points layer, and over it the marks. Ebiten keeps the screen from frame
// to frame (it is not cleared), so a frame repaints only the tiles where
// the picture changed: the bands the refine painted, the marks that came
// or went. A frame of training then touches a fraction of the screen
// where it composited all of it (render.Damage).
type keptScreen struct {
	valid  bool   // the screen holds the composite and marks
	w, h   int    // of the screen
	pts    uint64 // the points layer's version composited
	marks  []render.Quad
	now    []render.Quad
	seen   map[render.Quad]int
	dmg    render.Damage
	verts  []ebiten.Vertex
	idx    []uint32
	repaid int // tiles repainted by the last frame (for the status)
}

// paintKept brings the screen, kept from the last frame, to the
// composite of the kept field and the points layer with the frame's
// marks over it, repainting only the tiles that changed.
func (g *Game) paintKept(screen *ebiten.Image) {
	ks, kl, f := &g.ks, &g.kl, &g.frame
	b := screen.Bounds()
	w, h := b.Dx(), b.Dy()
	ks.now = render.QuadsOf(ks.now[:0], f.markVerts)
	ks.dmg.Reset(w, h)
	pl := &g.pts
	// The points layer changed by a part since the last frame, or not at all.
	ptsPart := ks.pts == pl.ver || (ks.pts == pl.partFrom && pl.ver == pl.partFrom+1)
	if !ks.valid || ks.w != w || ks.h != h || !ptsPart {
		ks.dmg.All()
	} else {
		if ks.pts != pl.ver {
			ks.dmg.Merge(&pl.part)
		}
		for _, r := range kl.bands {
			ks.dmg.Add(0, float64(r[0]), float64(w), float64(r[1]))
		}
		ks.seen = ks.dmg.Changed(ks.marks, ks.now, ks.seen)
	}
	ks.valid, ks.w, ks.h, ks.pts = true, w, h, g.pts.ver
	ks.marks, ks.now = ks.now, ks.marks
	ks.repaid = ks.dmg.Count()
	if ks.repaid == 0 {
		return
	}
	ks.verts, ks.idx = ks.dmg.RunQuads(ks.verts[:0], ks.idx[:0])
	op := &ebiten.DrawTrianglesShaderOptions{}
	op.Images[0], op.Images[1] = kl.full, g.pts.img
	comp := kl.comp
	if kl.lazyOn && !kl.flushed {
		if kl.lcomp == nil {
			var err error
			if kl.lcomp, err = ebiten.NewShader([]byte(lazyCompositeShader)); err != nil {
				panic(err)
			}
		}
		comp = kl.lcomp
		op.Images[0], op.Images[1] = g.pts.img, kl.levels[kl.lazy]
		op.Uniforms = map[string]any{"Scale": float32(kernelFactors[kl.lazy])}
	}
	screen.DrawTrianglesShader32(ks.verts, ks.idx, comp, op)
	ks.verts, ks.idx = ks.dmg.Clip(ks.verts[:0], ks.idx[:0], ks.marks)
	if len(ks.idx) > 0 {
		screen.DrawTriangles32(ks.verts, ks.idx, g.sprites.img, nil)
	}
}
