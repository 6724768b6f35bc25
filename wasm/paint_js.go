package main

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/frame"
	"hyperplane/wasm/render"
)

// images are the Ebiten images and programs that paint the frame: what
// package frame works out, uploaded and drawn.
type images struct {
	lines   *ebiten.Shader // the lines shader (render.Lines)
	atlas   *ebiten.Image  // the markers (render.Atlas)
	atlasOf *render.Atlas
	cpu     *ebiten.Image // the CPU grid (frame.CPUField)
	cpuVer  uint64
	pts     *ebiten.Image // the points layer (frame.PointsLayer)
	grid    *ebiten.Image // its grid and axes alone
	cmp     *ebiten.Image // the compared boundaries (frame.CompareLayer)
	// The kernel field (frame.KernelPass): the kept field, the coarse
	// levels' images, the support vectors' texture, and the programs that
	// composite the kept field with the scenery.
	full        *ebiten.Image
	levels      [len(frame.KernelFactors) - 1]*ebiten.Image
	sv          *ebiten.Image
	svVer       uint64
	comp, lcomp *ebiten.Shader
}

// paint draws the prepared frame into screen.
func (g *Game) paint(screen *ebiten.Image) {
	f, im := &g.frame, &g.img
	b := screen.Bounds()
	if im.atlasOf != f.Atlas {
		if im.atlas != nil {
			im.atlas.Deallocate()
		}
		im.atlas, im.atlasOf = ebiten.NewImage(f.Atlas.Width(), f.Atlas.Height()), f.Atlas
		im.atlas.WritePixels(f.Atlas.Pixels())
	}
	scenery := len(f.Points) > 0 || f.Look.Grid
	if scenery {
		g.paintPoints()
	}
	// The scenery is composited by the field's program itself when its
	// layer has the screen's size (it follows the frame's camera, which
	// lags a resize by a frame).
	inShader := scenery && im.pts.Bounds() == b
	// A kernel field on the screen, with nothing but marks over it and
	// the points, is painted where it changed only (frame.KeptScreen); any
	// other picture is painted whole, and the next kept frame starts over.
	kernel := f.GPU && f.Field.Expansion != nil
	kept := !g.exporting && f.KeepsScreen(inShader)
	if !kept && !g.exporting {
		f.Kept.Valid = false
	}
	switch {
	case kernel:
		g.paintKernel(screen, scenery, kept)
		if kept {
			return
		}
	case f.GPU || !f.HasField:
		var fp *engine.Field
		if f.GPU {
			fp = &f.Field
		}
		key := render.KeyOf(fp, f.Look, inShader, false)
		sh, err := g.shaders.get(key)
		if err != nil {
			panic(err)
		}
		var img *ebiten.Image
		if inShader {
			img = im.pts
		}
		if key.Strips() {
			op := &ebiten.DrawTrianglesShaderOptions{Uniforms: f.Uniforms}
			op.Images[0] = img
			screen.DrawTrianglesShader32(f.StripVerts, f.StripIdx, sh, op)
		} else {
			op := &ebiten.DrawRectShaderOptions{Uniforms: f.Uniforms}
			op.Images[0] = img
			screen.DrawRectShader(b.Dx(), b.Dy(), sh, op)
		}
		if scenery && !inShader {
			screen.DrawImage(im.pts, nil)
		}
	default:
		c := &f.CPU
		upload(&im.cpu, &im.cpuVer, c.Ver, c.W, c.H, c.Pix)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(frame.CellPixels, frame.CellPixels)
		screen.DrawImage(im.cpu, op)
		if scenery {
			screen.DrawImage(im.pts, nil)
		}
	}
	if len(f.Compare) > 0 {
		g.paintCompare(screen)
	}
	drawLines(screen, &f.Under, im.lines)
	if v, ix, ok := f.DraggedMarker(); ok {
		screen.DrawTriangles32(v, ix, im.atlas, nil)
	}
	if len(f.MarkIdx) > 0 {
		screen.DrawTriangles32(f.MarkVerts, f.MarkIdx, im.atlas, nil)
	}
	drawLines(screen, &f.Over, im.lines)
	drawLines(screen, &f.Tools.Lines, im.lines)
}

// paintCompare draws the compared boundaries, their layer drawn again
// when they or the view changed.
func (g *Game) paintCompare(screen *ebiten.Image) {
	f, im := &g.frame, &g.img
	l, w, h := &f.CompareLayer, int(f.Cam.W), int(f.Cam.H)
	fresh := im.cmp == nil || im.cmp.Bounds() != image.Rect(0, 0, w, h)
	if fresh {
		deallocate(im.cmp)
		im.cmp = newLayer(w, h)
	}
	if l.Update(f.Cam, f.Compare, f.CompareVer, fresh) {
		im.cmp.Clear()
		for _, p := range l.Programs {
			if sh, err := g.shaders.get(p.Key); err == nil && p.Field.Expansion != nil {
				drawKernelField(im.cmp, sh, p.Uniforms, p.Field)
			} else if err == nil {
				im.cmp.DrawRectShader(w, h, sh, &ebiten.DrawRectShaderOptions{Uniforms: p.Uniforms})
			}
		}
		drawLines(im.cmp, &l.Lines, im.lines)
	}
	screen.DrawImage(im.cmp, nil)
}

// paintPoints brings the points layer up to the frame: a large layer is
// drawn over several frames (frame.PointsLayer.Pending), but whole for a
// picture for the page.
func (g *Game) paintPoints() {
	for {
		g.paintPointsOnce()
		if !g.exporting || !g.frame.Layer.Pending() {
			break
		}
	}
	if g.frame.Layer.Pending() {
		g.frame.Touch() // the next frame paints, and draws more markers
	}
}

// paintPointsOnce gives the points layer one Update's drawing.
func (g *Game) paintPointsOnce() {
	f, im := &g.frame, &g.img
	l := &f.Layer
	p := l.Update(f.Atlas, f.Cam, f.Look.Grid, f.Points, f.Test, f.Reshaped, f.Dragging, f.Sizes, f.SizesKey)
	if p.New {
		deallocate(im.pts)
		deallocate(im.grid)
		im.pts, im.grid = newLayer(int(f.Cam.W), int(f.Cam.H)), nil
	}
	if p.Clear {
		im.pts.Clear()
	}
	if p.DrawGrid {
		if im.grid == nil {
			im.grid = newLayer(int(f.Cam.W), int(f.Cam.H))
		}
		im.grid.Clear()
		drawLines(im.grid, &l.Grid, im.lines)
		im.pts.DrawImage(im.grid, nil)
	}
	if len(p.GridIdx) > 0 {
		im.pts.DrawTriangles32(p.GridVerts, p.GridIdx, im.grid, &ebiten.DrawTrianglesOptions{Blend: ebiten.BlendCopy})
	}
	if p.ClearTiles {
		l.Tiles(func(x0, y0, x1, y1 int) { im.pts.SubImage(image.Rect(x0, y0, x1, y1)).(*ebiten.Image).Clear() })
	}
	if len(p.Idx) > 0 {
		im.pts.DrawTriangles32(p.Verts, p.Idx, im.atlas, nil)
	}
}

// paintKernel brings the kept field on with the frame's budget
// (frame.KernelPass) and shows it under the scenery. A picture for the
// page is the exact field of the frame's model, painted whole. With
// kept, dst is the screen as the last frame left it, and only its
// changed tiles are painted, marks included (frame.KeptScreen).
func (g *Game) paintKernel(dst *ebiten.Image, scenery, kept bool) {
	f, im := &g.frame, &g.img
	b := dst.Bounds()
	key := render.KeyOf(&f.Field, f.Look, false, false)
	sh, err := g.shaders.get(key)
	if err != nil {
		panic(err)
	}
	if g.exporting {
		drawKernelField(dst, sh, f.Uniforms, &f.Field)
	} else {
		p := &f.Kernel
		if im.full == nil || im.full.Bounds() != b {
			deallocate(im.full)
			im.full = newLayer(b.Dx(), b.Dy())
			p.Reset() // a new view
		}
		ops := p.Plan(f, key, b.Dx(), b.Dy(), g.draws, time.Now(), g.slack.frames.Interval)
		upload(&im.sv, &im.svVer, p.SVVer, p.SVW, p.SVH, p.SVPix)
		for _, op := range ops {
			g.kernelOp(sh, op)
		}
		if im.comp == nil {
			im.comp = mustShader(render.CompositeShader)
		}
		if kept {
			g.paintKept(dst)
			return
		}
		if op, ok := p.Flush(); ok {
			g.kernelOp(sh, op)
		}
		if scenery && im.pts.Bounds() == b {
			op := &ebiten.DrawRectShaderOptions{}
			op.Images[0], op.Images[1] = im.full, im.pts
			dst.DrawRectShader(b.Dx(), b.Dy(), im.comp, op)
			return
		}
		dst.DrawImage(im.full, nil)
	}
	if scenery {
		dst.DrawImage(im.pts, nil)
	}
}

// kernelOp makes one drawing of the kernel field's refinement.
func (g *Game) kernelOp(sh *ebiten.Shader, op frame.KernelOp) {
	im := &g.img
	s := float64(op.Factor)
	if op.Flush {
		o := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
		o.GeoM.Scale(s, s)
		im.full.DrawImage(im.levels[op.Level], o)
		return
	}
	dst := im.full
	if op.Factor > 1 {
		lv := &im.levels[op.Level]
		if *lv == nil || (*lv).Bounds() != image.Rect(0, 0, op.W, op.H) {
			deallocate(*lv)
			*lv = newLayer(op.W, op.H)
		}
		dst = *lv
	}
	drawKernelRect(dst, sh, op.Uniforms, im.sv, op.Row0, op.Row1)
	if op.Upsample {
		o := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		o.GeoM.Scale(s, s)
		o.GeoM.Translate(0, float64(op.Row0)*s)
		im.full.DrawImage(dst.SubImage(dst.Bounds().Intersect(image.Rect(0, op.Row0, op.W, op.Row1))).(*ebiten.Image), o)
	}
}

// paintKept brings the screen, kept from the last frame, to the
// composite of the kept field and the points layer with the frame's
// marks over it, repainting only the tiles that changed.
func (g *Game) paintKept(screen *ebiten.Image) {
	f, im := &g.frame, &g.img
	ks, b := &f.Kept, screen.Bounds()
	if !ks.Plan(b.Dx(), b.Dy(), f.MarkVerts, &f.Layer, f.Kernel.Bands) {
		return
	}
	op := &ebiten.DrawTrianglesShaderOptions{}
	op.Images[0], op.Images[1] = im.full, im.pts
	comp := im.comp
	if level, s, ok := f.Kernel.Lazy(); ok {
		if im.lcomp == nil {
			im.lcomp = mustShader(render.LazyCompositeShader)
		}
		comp = im.lcomp
		op.Images[0], op.Images[1] = im.pts, im.levels[level]
		op.Uniforms = map[string]any{"Scale": float32(s)}
	}
	screen.DrawTrianglesShader32(ks.RunVerts, ks.RunIdx, comp, op)
	if len(ks.MarkIdx) > 0 {
		screen.DrawTriangles32(ks.MarkVerts, ks.MarkIdx, im.atlas, nil)
	}
}

// drawKernelRect paints rows y0…y1 of dst (all its width) with the kernel
// program sh, its uniforms u and the image of support vectors sv.
func drawKernelRect(dst *ebiten.Image, sh *ebiten.Shader, u map[string]any, sv *ebiten.Image, y0, y1 int) {
	w := float32(dst.Bounds().Dx())
	a, b := float32(y0), float32(y1)
	v := []ebiten.Vertex{
		{DstX: 0, DstY: a, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: w, DstY: a, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: 0, DstY: b, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		{DstX: w, DstY: b, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
	}
	op := &ebiten.DrawTrianglesShaderOptions{Uniforms: u}
	op.Images[0] = sv
	dst.DrawTrianglesShader32(v, []uint32{0, 1, 2, 1, 3, 2}, sh, op)
}

// drawKernelField paints the whole field f of a kernel machine into dst,
// with the image of its support vectors made for the purpose: a picture
// for the page, or a compared machine's boundary.
func drawKernelField(dst *ebiten.Image, sh *ebiten.Shader, u map[string]any, f *engine.Field) {
	w, h := render.SVTextureSize(f)
	sv := newLayer(w, h)
	defer sv.Deallocate()
	sv.WritePixels(render.SVTexture(f, nil))
	drawKernelRect(dst, sh, u, sv, 0, dst.Bounds().Dy())
}

// drawLines draws the segments of l into dst with the lines shader sh.
func drawLines(dst *ebiten.Image, l *render.Lines, sh *ebiten.Shader) {
	if len(l.Idx) > 0 {
		dst.DrawTrianglesShader32(l.Verts, l.Idx, sh, nil)
	}
}

// newLayer returns an image that the game draws into and reuses. It is
// unmanaged: a texture of its own rather than a region of Ebiten's shared
// atlas, which for images this large costs memory and copies.
func newLayer(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// deallocate frees img's texture, if there is one.
// upload writes pix, the pixels of a w×h picture at version ver, into the
// layer *img, made anew when it has another size, unless *at says the layer
// holds that version already.
func upload(img **ebiten.Image, at *uint64, ver uint64, w, h int, pix []byte) {
	if *at == ver {
		return
	}
	if *img == nil || (*img).Bounds() != image.Rect(0, 0, w, h) {
		deallocate(*img)
		*img = newLayer(w, h)
	}
	(*img).WritePixels(pix)
	*at = ver
}

func deallocate(img *ebiten.Image) {
	if img != nil {
		img.Deallocate()
	}
}

// mustShader compiles a program of package render (its tests compile it).
func mustShader(src []byte) *ebiten.Shader {
	sh, err := ebiten.NewShader(src)
	if err != nil {
		panic(err)
	}
	return sh
}
