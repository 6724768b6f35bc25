package main

import (
	"math"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
)

// trainBudget is the most time one frame may spend training, so that input
// and drawing keep their share of the frame however large the data. Update
// runs once per frame, so on a display faster than 60 Hz the budget is
// half the frame's interval (frameBudget).
const trainBudget = 8 * time.Millisecond

// frameBudget returns the training budget of a frame that follows one of
// dt seconds: half of it, between 2 ms and trainBudget.
func frameBudget(dt float64) time.Duration {
	if dt <= 0 {
		return trainBudget
	}
	return min(trainBudget, max(2*time.Millisecond, time.Duration(dt/2*float64(time.Second))))
}

// Game is the Ebiten game: Update changes state, Draw only paints what
// Update prepared in the frame.
type Game struct {
	app     *app
	bridge  *bridge
	shaders shaderCache

	w, h, dpr float64 // screen size in device pixels
	last      time.Time
	ticks     uint64 // updates run
	draws     uint64 // frames of the browser: Ebiten draws once per frame
	ptr       pointer
	tw        tween

	seenVersion uint64 // app.version behind the prepared frame
	seenPoints  uint64
	frame       frame
	drawn       uint64 // frame.serial last painted
	sprites     *sprites
	cpu         cpuField
	cmp         compareLayer
	pts         pointsLayer
	lineShader  *ebiten.Shader
	under, over lines // the overlay's segments, below and above the points
	nov         novikoffCache
	lat         latency
	firstPaint  bool
	wantImage   []js.Value // callbacks waiting for a picture of the plot
}

// latency times the last point added with the pointer, for the benchmark:
// the press, the release (which adds it), its addition, and its painting.
type latency struct {
	down, up, added, painted float64
	pending                  bool
}

func now() float64 { return js.Global().Get("performance").Call("now").Float() }

// frame is everything Draw needs, prepared by Update.
type frame struct {
	serial   uint64
	cam      camera
	field    engine.Field // the tweened field on screen
	hasField bool
	gpu      bool
	look     look
	uniforms map[string]any
	// The strip mesh that carries the shading of a linear two-class field
	// (stripMesh), when its program takes the shading from it.
	stripVerts []ebiten.Vertex
	stripIdx   []uint32

	points    []engine.Point // the scene's points (shared, read only)
	test      []bool         // which points are held out (shared, read only), or nil
	reshaped  uint64
	dragging  int
	sizes     []float32 // marker scale per point (dual coefficients), or nil
	sizesKey  uint64
	markVerts []ebiten.Vertex
	markIdx   []uint32
	overlay   overlay
	// ringsHidden is set when the misclassified points are too many to
	// ring legibly (see ringsLegible); mistakes counts them.
	ringsHidden bool
	mistakes    []int

	compare    []engine.Field // boundaries of compared algorithms
	compareVer uint64
}

func newGame(a *app, b *bridge) (*Game, error) {
	g := &Game{app: a, bridge: b, ptr: pointer{index: -1}}
	// The field programs are written and compiled when a frame first needs
	// them (TestFieldPrograms compiles every one of them).
	ls, err := ebiten.NewShader(linesShaderSrc)
	if err != nil {
		return nil, err
	}
	g.lineShader = ls
	return g, nil
}

// Layout implements ebiten.Game; LayoutF gives the real size.
func (g *Game) Layout(w, h int) (int, int) {
	x, y := g.LayoutF(float64(w), float64(h))
	return int(x), int(y)
}

// LayoutF makes the screen as large as the canvas in device pixels, so
// lines and markers are sharp at any device pixel ratio.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	dpr := ebiten.Monitor().DeviceScaleFactor()
	if dpr <= 0 {
		dpr = 1
	}
	return math.Max(1, math.Round(w*dpr)), math.Max(1, math.Round(h*dpr))
}

// Update reads input, trains for the time budget, and prepares the frame.
func (g *Game) Update() (err error) {
	defer g.bridge.guard("update")
	now := time.Now()
	dt := 0.0
	if !g.last.IsZero() {
		dt = math.Min(now.Sub(g.last).Seconds(), 0.25)
	}
	g.last = now
	g.ticks++
	// The page's API comes after the first frame, which does not need it,
	// so that neither publishing it nor the page's work when it appears
	// holds that frame up (by 20 ms of 540, median of 16 cold loads); or
	// after a few ticks if no frame gets painted, so that a fault in Draw
	// still reaches the page.
	if !g.bridge.published && (g.firstPaint || g.ticks > 3) {
		g.bridge.publish()
	}

	dpr := ebiten.Monitor().DeviceScaleFactor()
	if dpr <= 0 {
		dpr = 1
	}

	var note []byte
	func() {
		g.app.mu.Lock()
		defer g.app.mu.Unlock()
		g.bridge.maybePanic("update")
		g.app.Flush() // the points a click added in the last frame
		cam := g.app.camera(g.w, g.h, dpr)
		g.handleInput(cam)
		cam = g.app.camera(g.w, g.h, dpr) // input may pan or zoom
		g.app.Advance(dt, frameBudget(dt))
		g.app.AdvanceCompare(compareBudget)
		g.prepare(cam, dt)
		note = g.bridge.noteLocked()
	}()
	g.bridge.send(note)
	return nil
}

// prepare brings the frame up to date with the app. The caller holds the
// app's lock.
func (g *Game) prepare(cam camera, dt float64) {
	a := g.app
	f := &g.frame
	camChanged := cam != f.cam
	if camChanged || g.sprites == nil || g.sprites.dpr != cam.dpr {
		if g.sprites == nil || g.sprites.dpr != cam.dpr {
			if g.sprites != nil {
				g.sprites.img.Deallocate()
			}
			g.sprites = newSprites(cam.dpr)
		}
	}
	changed := camChanged || a.Version() != g.seenVersion
	snap := a.Shown()
	if a.Version() != g.seenVersion {
		if a.Trained() {
			g.tw.set(snap.Field.Lowered())
		} else {
			g.tw.clear()
		}
		f.look = lookOf(a.View(), &snap)
	}
	if g.tw.advance(dt) {
		changed = true
	}
	if camChanged || a.PointsVersion() != g.seenPoints {
		f.points, f.reshaped, f.dragging = a.Points(), a.Reshaped(), a.Dragging()
		f.test = a.Partition().Mask
		changed = true
	}
	if a.Version() != g.seenVersion {
		// In the dual form each point's size follows its coefficient α.
		if len(snap.Alpha) == len(a.Points()) && len(snap.Alpha) > 0 {
			top := 0.0
			for _, v := range snap.Alpha {
				top = math.Max(top, v)
			}
			if top > 0 {
				f.sizes = f.sizes[:0]
				for _, v := range snap.Alpha {
					f.sizes = append(f.sizes, float32(0.8+0.6*math.Sqrt(math.Max(v, 0)/top)))
				}
				f.sizesKey++
				changed = true
			}
		} else if f.sizes != nil {
			f.sizes = nil
			f.sizesKey++
			changed = true
		}
	}
	if a.Version() != g.seenVersion || camChanged {
		g.buildMarks(cam, &snap)
		f.overlay = buildOverlay(a, &snap, cam, &g.nov)
		f.overlay.lines(cam, &g.under, &g.over)
	}
	if f.compareVer != a.CompareVersion() || (len(a.Compared()) == 0) != (len(f.compare) == 0) {
		f.compare = f.compare[:0]
		for _, c := range a.Compared() {
			fl := engine.Field{}
			if s := c.Snapshot(); c.Err() == "" && len(s.Field.Rows) > 0 {
				fl = s.Field.Lowered()
			}
			f.compare = append(f.compare, fl)
		}
		f.compareVer = a.CompareVersion()
		changed = true
	}
	g.seenVersion, g.seenPoints = a.Version(), a.PointsVersion()
	if !changed {
		return
	}
	f.cam = cam
	f.serial++
	f.hasField = g.tw.ok
	f.field = g.tw.shown
	f.gpu = f.hasField && fitsShader(&f.field)
	if f.gpu || !f.hasField {
		var fp *engine.Field
		if f.hasField {
			fp = &f.field
		}
		f.uniforms = fieldUniforms(fp, cam, f.look)
		f.stripVerts, f.stripIdx = f.stripVerts[:0], f.stripIdx[:0]
		if fieldKey(fp, f.look, false, false).strips {
			f.stripVerts, f.stripIdx = stripMesh(f.stripVerts, f.stripIdx, fp, cam, f.look)
		}
	} else {
		f.uniforms = fieldUniforms(nil, cam, f.look)
		g.cpu.paint(&f.field, cam, f.look, len(a.Classes()))
	}
}

// lookOf turns the view toggles into what the field shader draws.
func lookOf(v engine.View, s *engine.Snapshot) look {
	lk := look{boundary: v.Boundary, ambiguity: v.Ambiguity, grid: v.Grid}
	switch v.Shading {
	case "hard":
		lk.shading = 1
	case "off":
		lk.shading = 0
	default:
		lk.shading = 2
	}
	f := &s.Field
	if f.Combine == engine.CombineSign {
		if v.Margins {
			if f.Band > 0 {
				b := float32(f.Band)
				lk.levels = append(lk.levels, [2]float32{b, 1}, [2]float32{-b, 1})
			} else {
				lk.levels = append(lk.levels, [2]float32{1, 1}, [2]float32{-1, 1})
			}
		}
		if v.Contours && f.Link != engine.LinkMargin {
			for _, p := range []float64{0.1, 0.3, 0.7, 0.9} {
				lk.levels = append(lk.levels, [2]float32{float32(math.Log(p / (1 - p))), 0})
			}
		}
	} else if v.Contours && f.Combine == engine.CombineArgmax && f.Link == engine.LinkSoftmax {
		// The largest posterior at 0.6, 0.75 and 0.9 (with two classes,
		// p₁ = 0.1, 0.25, 0.4, 0.6, 0.75, 0.9).
		for _, p := range []float64{0.6, 0.75, 0.9} {
			lk.levels = append(lk.levels, [2]float32{float32(math.Log(p / (1 - p))), 0})
		}
	}
	return lk
}

// pointsLayer holds the scenery, the grid, axes and points, drawn once
// into an image that the field shader composites: a frame then costs one
// texture read per pixel however many points there are. Appended points
// are added to the picture; any other change redraws it. The point being
// dragged is left out and drawn live.
type pointsLayer struct {
	img      *ebiten.Image
	cam      camera
	grid     bool
	lines    lines
	reshaped uint64
	sizesKey uint64
	skip     int
	n        int
	verts    []ebiten.Vertex
	idx      []uint32
}

func (l *pointsLayer) update(sp *sprites, ls *ebiten.Shader, cam camera, grid bool, pts []engine.Point, test []bool, reshaped uint64, skip int, sizes []float32, sizesKey uint64) {
	w, h := int(cam.w), int(cam.h)
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
			l.lines.reset()
			gridLines(&l.lines, cam)
			l.lines.draw(l.img, ls)
		}
	}
	l.verts, l.idx = l.verts[:0], l.idx[:0]
	for i := from; i < len(pts); i++ {
		if i == skip {
			continue
		}
		p := pts[i]
		x, y := cam.toScreen(p.X, p.Y)
		if x < -20 || y < -20 || x > cam.w+20 || y > cam.h+20 {
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

// maxMarked is the largest data set whose mistakes are ringed: finding
// them costs an evaluation of every point at every change of the model.
const maxMarked = 20_000

// ringsLegible reports whether n rings leave the plot legible: their ink
// (a ring of radius ρ and width w covers about 2πρw pixels) must cover at
// most a quarter of the plot's area, and once they have been hidden, a
// fifth before they show again, so that a count near the limit does not
// make them flicker while a model trains. Beyond it the rings hide the
// points and the field under a red cover: 2,500 mistakes among 10,000
// overlapping points would ink about half of an 860×760 plot. They are
// also costly to draw under software WebGL, as 2,500 quads of 26×26 px:
// training those 10,000 points ran at 12–14 fps with the rings and 19–20
// without them.
func ringsLegible(n int, radius, width, plotArea float64, hidden bool) bool {
	limit := 0.25
	if hidden {
		limit = 0.2
	}
	return float64(n)*2*math.Pi*radius*width <= limit*plotArea
}

// buildMarks rings the misclassified points, the support vectors and the
// point behind the last update.
func (g *Game) buildMarks(cam camera, s *engine.Snapshot) {
	f := &g.frame
	f.markVerts, f.markIdx = f.markVerts[:0], f.markIdx[:0]
	a := g.app
	pts := a.Points()
	mark := func(i, sprite int) {
		if i < 0 || i >= len(pts) {
			return
		}
		x, y := cam.toScreen(pts[i].X, pts[i].Y)
		f.markVerts, f.markIdx = g.sprites.quads(f.markVerts, f.markIdx, sprite, float32(x), float32(y), 1)
	}
	if a.Trained() && a.View().Misclassified && len(s.Field.Rows) > 0 && len(pts) <= maxMarked {
		for _, i := range g.ringed(cam, s, pts) {
			mark(i, spriteRing)
		}
	} else {
		f.ringsHidden = false
	}
	if a.Trained() && a.View().Margins {
		for _, i := range s.Support {
			mark(i, spriteSupport)
		}
	}
	if a.Trained() && a.View().Update && s.Before != nil {
		mark(s.Point, spriteFocus)
	}
}

// ringed returns the points of pts that s's field misclassifies, or none
// when they are too many to ring legibly (and then sets ringsHidden).
func (g *Game) ringed(cam camera, s *engine.Snapshot, pts []engine.Point) []int {
	f := &g.frame
	radius, width, _, _ := ringOf(spriteRing, g.sprites.size/2, cam.dpr)
	legible := func(n int) bool { return ringsLegible(n, radius, width, cam.w*cam.h, f.ringsHidden) }
	// A snapshot made on these points has counted their mistakes: rings
	// too many to draw need no search for them.
	counted := s.N == len(pts)
	if counted && !legible(s.Mistakes) {
		f.ringsHidden = true
		return nil
	}
	f.mistakes = f.mistakes[:0]
	ev := engine.NewEvaluator(&s.Field)
	for i, p := range pts {
		if ev.Decide(p.X, p.Y) != p.Class {
			f.mistakes = append(f.mistakes, i)
		}
	}
	f.ringsHidden = !counted && !legible(len(f.mistakes))
	if f.ringsHidden {
		return nil
	}
	return f.mistakes
}

// Draw paints the prepared frame. When nothing changed since the last
// frame it paints nothing: the screen keeps its picture.
func (g *Game) Draw(screen *ebiten.Image) {
	defer g.bridge.guard("draw")
	g.draws++
	g.bridge.maybePanic("draw")
	f := &g.frame
	b := screen.Bounds()
	if float64(b.Dx()) != g.w || float64(b.Dy()) != g.h {
		g.w, g.h = float64(b.Dx()), float64(b.Dy())
		g.drawn = 0 // the screen was resized: paint whatever happens
	}
	if len(g.wantImage) > 0 && f.uniforms != nil {
		g.sendImage()
	}
	if f.serial == g.drawn || f.uniforms == nil {
		return
	}
	g.drawn = f.serial
	g.paint(screen)
	if g.lat.pending {
		g.lat.painted, g.lat.pending = now(), false
	}
	if !g.firstPaint {
		g.firstPaint = true
		js.Global().Set("hyperplaneFirstFrame", now())
	}
}

// sendImage paints the frame into an offscreen image and hands its pixels
// (RGBA, row after row) to the callbacks of exportImage.
func (g *Game) sendImage() {
	w, h := int(g.w), int(g.h)
	off := newLayer(w, h)
	defer off.Deallocate()
	g.paint(off)
	pix := make([]byte, 4*w*h)
	off.ReadPixels(pix)
	arr := js.Global().Get("Uint8ClampedArray").New(len(pix))
	js.CopyBytesToJS(arr, pix)
	res := js.Global().Get("Object").New()
	res.Set("width", w)
	res.Set("height", h)
	res.Set("pixels", arr)
	cbs := g.wantImage
	g.wantImage = nil
	for _, cb := range cbs {
		func() {
			defer func() { recover() }()
			cb.Invoke(res)
		}()
	}
}

// paint draws the prepared frame into dst.
func (g *Game) paint(screen *ebiten.Image) {
	f := &g.frame
	b := screen.Bounds()
	hasPoints := len(f.points) > 0
	scenery := hasPoints || f.look.grid
	if scenery {
		g.pts.update(g.sprites, g.lineShader, f.cam, f.look.grid, f.points, f.test, f.reshaped, f.dragging, f.sizes, f.sizesKey)
	}
	if f.gpu || !f.hasField {
		var fp *engine.Field
		if f.gpu {
			fp = &f.field
		}
		// The scenery is composited by the field shader itself, when its
		// layer has the screen's size (it follows the frame's camera, which
		// lags a resize by a frame).
		inShader := scenery && g.pts.img.Bounds() == b
		key := fieldKey(fp, f.look, inShader, false)
		sh, err := g.shaders.get(key)
		if err != nil {
			panic(err)
		}
		var img *ebiten.Image
		if inShader {
			img = g.pts.img
		}
		if key.strips {
			op := &ebiten.DrawTrianglesShaderOptions{Uniforms: f.uniforms}
			op.Images[0] = img
			screen.DrawTrianglesShader32(f.stripVerts, f.stripIdx, sh, op)
		} else {
			op := &ebiten.DrawRectShaderOptions{Uniforms: f.uniforms}
			op.Images[0] = img
			screen.DrawRectShader(b.Dx(), b.Dy(), sh, op)
		}
		if scenery && !inShader {
			screen.DrawImage(g.pts.img, nil)
		}
	} else {
		g.cpu.draw(screen)
		if scenery {
			screen.DrawImage(g.pts.img, nil)
		}
	}
	if len(f.compare) > 0 {
		g.cmp.update(g, f.cam, f.compare, f.compareVer)
		screen.DrawImage(g.cmp.img, nil)
	}
	g.under.draw(screen, g.lineShader)
	if i := f.dragging; hasPoints && i >= 0 && i < len(f.points) {
		p := f.points[i]
		x, y := f.cam.toScreen(p.X, p.Y)
		v, ix := g.sprites.quads(nil, nil, p.Class%6, float32(x), float32(y), 1)
		screen.DrawTriangles32(v, ix, g.sprites.img, nil)
	}
	if len(f.markIdx) > 0 {
		screen.DrawTriangles32(f.markVerts, f.markIdx, g.sprites.img, nil)
	}
	g.over.draw(screen, g.lineShader)
}

// tween moves the drawn field smoothly to its target: between snapshots
// the rows are interpolated over a few frames, so a refit glides instead
// of jumping.
type tween struct {
	ok     bool
	shown  engine.Field
	target engine.Field
	moving bool
}

func (t *tween) clear() { t.ok, t.moving = false, false }

func (t *tween) set(f engine.Field) {
	if !t.ok || !sameShape(&t.shown, &f) {
		t.shown, t.target, t.ok, t.moving = f.Clone(), f, true, false
		return
	}
	t.target = f
	t.shown.Cov, t.shown.Band = f.Cov, f.Band
	t.moving = true
}

// advance moves the shown rows towards the target and reports whether
// anything moved.
func (t *tween) advance(dt float64) bool {
	if !t.ok || !t.moving {
		return false
	}
	k := 1 - math.Exp(-dt/0.06)
	if dt <= 0 {
		k = 0.3
	}
	left := 0.0
	for r, row := range t.shown.Rows {
		for j := range row {
			d := t.target.Rows[r][j] - row[j]
			row[j] += k * d
			left = math.Max(left, math.Abs(d)/(1+math.Abs(t.target.Rows[r][j])))
		}
	}
	if left < 1e-4 {
		for r := range t.shown.Rows {
			copy(t.shown.Rows[r], t.target.Rows[r])
		}
		t.moving = false
	}
	return true
}

// sameShape reports whether a and b differ only in their coefficients, and
// so can be interpolated; a sign field that turned round cannot.
func sameShape(a, b *engine.Field) bool {
	if a.Combine != b.Combine || a.Link != b.Link || len(a.Rows) != len(b.Rows) ||
		len(a.Labels) != len(b.Labels) || a.Basis.Kind != b.Basis.Kind || a.Basis.Degree != b.Basis.Degree ||
		a.Basis.Width != b.Basis.Width || len(a.Basis.Centres) != len(b.Basis.Centres) || a.Basis.Linear != b.Basis.Linear ||
		(a.Quad == nil) != (b.Quad == nil) {
		return false
	}
	for i := range a.Labels {
		if a.Labels[i] != b.Labels[i] {
			return false
		}
	}
	for i := range a.Basis.Centres {
		if a.Basis.Centres[i] != b.Basis.Centres[i] {
			return false
		}
	}
	if a.Quad != nil {
		return false // forms are not interpolated
	}
	if a.Combine == engine.CombineSign {
		w := 0.0
		for j := 1; j < len(a.Rows[0]); j++ {
			w += a.Rows[0][j] * b.Rows[0][j]
		}
		return w > 0
	}
	return true
}
