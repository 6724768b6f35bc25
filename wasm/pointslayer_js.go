package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// pointsLayer holds the scenery, the grid, axes and points, drawn once
// into an image that the field shader composites: a frame then costs one
// texture read per pixel however many points there are. Appended points
// are added to the picture; any other change redraws it. The point being
// dragged is left out and drawn live.
type pointsLayer struct {
	img      *ebiten.Image
	cam      render.Camera
	grid     bool
	lines    render.Lines
	reshaped uint64
	sizesKey uint64
	skip     int
	n        int
	verts    []ebiten.Vertex
	idx      []uint32
}

func (l *pointsLayer) update(sp *sprites, ls *ebiten.Shader, cam render.Camera, grid bool, pts []engine.Point, test []bool, reshaped uint64, skip int, sizes []float32, sizesKey uint64) {
	w, h := int(cam.W), int(cam.H)
	if l.img != nil && (l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h) {
		l.img.Deallocate()
		l.img = nil
	}
	from := l.n
	if l.img == nil || l.cam != cam || l.grid != grid || l.reshaped != reshaped || l.skip != skip || len(pts) < l.n || l.sizesKey != sizesKey {
		if l.img == nil {
			l.img = newLayer(w, h)
		}
		l.img.Clear()
		l.cam, l.grid, l.reshaped, l.skip, l.sizesKey = cam, grid, reshaped, skip, sizesKey
		from = 0
		if grid {
			l.lines.Reset()
			render.GridLines(&l.lines, cam)
			drawLines(l.img, &l.lines, ls)
		}
	}
	l.verts, l.idx = l.verts[:0], l.idx[:0]
	for i := from; i < len(pts); i++ {
		if i == skip {
			continue
		}
		p := pts[i]
		x, y := cam.ToScreen(p.X, p.Y)
		if x < -20 || y < -20 || x > cam.W+20 || y > cam.H+20 {
			continue
		}
		scale := float32(1)
		if i < len(sizes) {
			scale = sizes[i]
		}
		k := p.Class % 6
		if i < len(test) && test[i] {
			k += spriteHollow
		}
		l.verts, l.idx = sp.quads(l.verts, l.idx, k, float32(x), float32(y), scale)
	}
	if len(l.idx) > 0 {
		l.img.DrawTriangles32(l.verts, l.idx, sp.img, nil)
	}
	l.n = len(pts)
	if cap(l.verts) > 1<<16 {
		l.verts, l.idx = nil, nil // do not keep a large buffer between rebuilds
	}
}
