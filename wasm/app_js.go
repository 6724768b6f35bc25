package main

import (
	"errors"
	"fmt"
	"math"
	"sync"
	"time"

	"hyperplane/engine"
)

// Limits of the session, stated in the page's help.
const (
	// historyCap is the number of snapshots kept for the scrubber. When it
	// fills, every other snapshot is dropped and from then on only every
	// stride-th step is kept, so a long run keeps its whole shape.
	historyCap = 4000
	// alphaHistoryLimit: snapshots of data sets larger than this keep their
	// dual coefficients and support vectors (and Ho-Kashyap's b and e) only
	// while they are current.
	alphaHistoryLimit = 2000
	// undoCap is the number of edits that can be undone, and undoBudget
	// the number of saved points the undo and redo stacks hold together
	// (24 bytes each, 14 MB): 200 edits of a scene of 3,000 points, 6 of
	// one of 100,000. The latest edit can always be undone.
	undoCap    = 200
	undoBudget = 600_000
	// maxStepsPerFrame bounds the steps of one frame, whatever the speed.
	maxStepsPerFrame = 100_000
)

// message is a line for the page: an error, a warning or information.
type message struct {
	Kind string `json:"kind"` // "error", "warning", "info" or ""
	Text string `json:"text"`
}

// app is the state of a session: the scene the user is making, the trainer
// working on it and the history of its snapshots. Every method expects the
// caller to hold mu; the game's Update and the page bridge both take it.
type app struct {
	mu sync.Mutex

	scene   engine.Scene
	spec    engine.Spec
	trainer engine.Trainer
	snap    engine.Snapshot
	model   bool // snap holds a trained model

	history []engine.Snapshot
	stride  int // history keeps every stride-th step
	cursor  int // index into history shown by the scrubber, or -1 (live)

	playing bool
	acc     float64 // fractional steps carried between frames
	class   int     // class of new points
	msg     message

	// version counts changes that alter the picture; points counts
	// changes of the points; reshaped counts the changes of the points
	// that are not appends or moves of the dragged point, so that the
	// points' picture can be extended instead of redrawn.
	version  uint64
	points   uint64
	reshaped uint64
	dragging int // the point being dragged, or -1
	hover    int // the point under the mouse, or -1
	// stale says that the points changed and the trainer has not seen
	// them yet: a click on a big scene shows its point at once and
	// refits in the next frame (see dataChangedSoon).
	stale bool

	undo, redo []undoEntry

	// lockEdit stops the mouse and touch from editing points (embeds).
	lockEdit bool

	// trial is the user's trial direction in Fisher's view, at angle
	// trialTheta.
	trial      bool
	trialTheta float64

	// white caches the whitened view for the points version whiteAt.
	white   affine
	whiteVp engine.Viewport
	whiteOK bool
	whiteAt uint64

	// compare holds the algorithms whose boundaries are overlaid;
	// compareVer counts their changes.
	compare    []*comparison
	compareVer uint64

	// part divides the points by the scene's split: trainers see
	// part.Train, and part.Test scores them (see divide and finish).
	part engine.Partition
}

func newApp(s engine.Scene) *app {
	a := &app{cursor: -1, stride: 1, dragging: -1, hover: -1}
	if err := a.setScene(s); err != nil {
		d := engine.DefaultScene()
		a.setScene(d)
		a.say("error", "the scene could not be opened: "+err.Error())
	}
	return a
}

func (a *app) changed() { a.version++ }

func (a *app) say(kind, text string) {
	a.msg = message{kind, text}
	a.changed()
}

// setScene replaces the whole scene and starts its algorithm afresh. On
// error nothing changes.
func (a *app) setScene(s engine.Scene) error {
	s.Normalize()
	if err := s.Validate(); err != nil {
		return err
	}
	spec, ok := engine.Lookup(s.Algorithm)
	if !ok {
		return fmt.Errorf("unknown algorithm %q", s.Algorithm)
	}
	if len(s.Classes) < 2 {
		for len(s.Classes) < 2 {
			s.Classes = append(s.Classes, engine.ClassInfo{Name: fmt.Sprintf("Class %d", len(s.Classes)+1)})
		}
	}
	if s.Speed <= 0 {
		s.Speed = 20
	}
	a.scene = s
	a.spec = spec
	a.class = 0
	a.playing = false
	a.points++
	a.reshaped++
	a.rebuild()
	a.syncCompare()
	return nil
}

// rebuild starts the algorithm on the current points from its initial
// weights. A closed form is solved at once.
func (a *app) rebuild() {
	a.changed()
	a.history = a.history[:0]
	a.stride, a.cursor, a.acc = 1, -1, 0
	a.msg = message{}
	tr, err := engine.NewTrainer(a.scene.Algorithm, a.divide(), a.scene.Basis, a.scene.Params)
	if err != nil {
		a.trainer, a.model = nil, false
		a.snap = engine.Snapshot{Point: -1, N: len(a.scene.Points)}
		a.playing = false
		if engine.IsDataError(err) {
			a.say("info", capitalize(err.Error()))
		} else {
			a.say("error", capitalize(err.Error()))
		}
		return
	}
	a.trainer, a.model = tr, true
	a.snap = a.finish(tr.Snapshot())
	a.record(a.snap)
	if !a.spec.Iterative {
		a.solve()
	}
}

// divide splits the points by the scene's split and returns the training
// points.
func (a *app) divide() engine.Dataset {
	a.part = a.scene.Split.Divide(a.scene.Dataset())
	if a.part.Mask != nil {
		// A new point can move others across the split: the points'
		// picture is drawn again, not extended.
		a.reshaped++
	}
	return a.part.Train
}

// finish maps a trainer's snapshot back to the indices of all the points
// and scores it on the test points, if the scene holds any out.
func (a *app) finish(s engine.Snapshot) engine.Snapshot {
	if a.part.Mask == nil {
		return s
	}
	s = a.part.Lift(s, len(a.scene.Points))
	s.Test = engine.Score(a.scene.Algorithm, a.scene.Params, &s.Field, a.part.Test)
	if h, ok := a.trainer.(engine.HeldOut); ok {
		if l, ok := h.HeldOutLoss(a.part.Test); ok {
			s.Test.Loss = l
		}
	}
	return s
}

// setSplit holds a fraction of the points out of training, chosen by the
// seed, and starts training afresh.
func (a *app) setSplit(sp engine.Split) error {
	if err := sp.Validate(); err != nil {
		return err
	}
	a.scene.Split = sp
	a.points++
	a.reshaped++
	a.rebuild()
	a.syncCompare()
	return nil
}

// solve runs a closed form to its end.
func (a *app) solve() {
	for i := 0; i < 100 && !a.snap.Status.Stopped(); i++ {
		if !a.stepOnce() {
			return
		}
	}
}

// stepOnce takes one step and records it. It reports whether the step
// succeeded.
func (a *app) stepOnce() bool {
	if a.trainer == nil {
		return false
	}
	s, err := a.trainer.Step()
	s = a.finish(s)
	a.snap = s
	a.changed()
	if err != nil {
		a.playing = false
		kind := "error"
		if engine.IsDataError(err) {
			kind = "info"
		}
		a.say(kind, capitalize(err.Error()))
		return false
	}
	a.record(s)
	if s.Status.Stopped() && a.playing {
		a.playing = false
	}
	return true
}

// record keeps s in the history, thinning the history when it is full.
func (a *app) record(s engine.Snapshot) {
	if len(s.Alpha) > alphaHistoryLimit || len(s.Support) > alphaHistoryLimit/4 {
		s.Alpha, s.Support = nil, nil
	}
	if len(s.B) > alphaHistoryLimit {
		s.B, s.E = nil, nil
	}
	if n := len(a.history); n > 0 && a.history[n-1].Step == s.Step {
		a.history[n-1] = s // an edit of the data, or a repeated stop
		return
	}
	if s.Step%a.stride != 0 && !s.Status.Stopped() {
		return
	}
	if len(a.history) >= historyCap {
		kept := a.history[:0]
		for i, h := range a.history {
			if i%2 == 0 || i == len(a.history)-1 {
				kept = append(kept, h)
			}
		}
		a.history = kept
		a.stride *= 2
	}
	a.history = append(a.history, s)
}

// advance runs the steps that dt seconds of play at the scene's speed ask
// for, within the time budget, so that a slow step never freezes input.
func (a *app) advance(dt float64, budget time.Duration) {
	if !a.playing || a.trainer == nil || a.stale {
		return
	}
	a.cursor = -1
	a.acc += a.scene.Speed * dt
	n := math.Min(math.Floor(a.acc), maxStepsPerFrame)
	a.acc -= n
	if a.acc > 1 {
		a.acc = 1 // do not bank steps the budget could not take
	}
	start := time.Now()
	for i := 0; i < int(n) && a.playing; i++ {
		if !a.stepOnce() {
			return
		}
		if time.Since(start) > budget {
			break
		}
	}
	if a.snap.Status.Stopped() {
		a.playing = false
		a.stopMessage()
	}
}

// stopMessage tells the page why training stopped.
func (a *app) stopMessage() {
	s := a.snap
	switch s.Status {
	case engine.StatusConverged:
		a.say("info", capitalize(s.Reason))
	case engine.StatusNotSeparable, engine.StatusNoOptimum, engine.StatusStepLimit:
		a.say("warning", capitalize(s.Reason))
	}
}

// play starts or resumes training. A stopped trainer starts again from its
// initial weights.
func (a *app) play() {
	if a.trainer == nil {
		return
	}
	if a.snap.Status.Stopped() {
		if !a.spec.Iterative {
			return
		}
		a.rebuild()
		if a.trainer == nil {
			return
		}
	}
	a.playing = true
	a.cursor = -1
	a.msg = message{}
	a.changed()
}

func (a *app) pause() {
	a.playing = false
	a.changed()
}

// step takes one manual step and pauses.
func (a *app) step() {
	a.playing = false
	a.cursor = -1
	if a.snap.Status.Stopped() {
		a.stopMessage()
		return
	}
	a.msg = message{}
	a.stepOnce()
	if a.snap.Status.Stopped() {
		a.stopMessage()
	}
}

// dataChanged hands the new points to the trainer, which keeps its weights;
// a closed form is solved again at once.
func (a *app) dataChanged() {
	a.points++
	a.changed()
	a.refit()
}

// dataChangedSoon is dataChanged for the pointer's edits: the picture of
// the points changes now and the model follows in the next frame, or as
// soon as the page's API is called, so that with many points a click is
// drawn without waiting for the refit.
func (a *app) dataChangedSoon() {
	a.points++
	a.changed()
	a.stale = true
}

// flush brings the trainer up to date with the points.
func (a *app) flush() {
	if a.stale {
		a.refit()
	}
}

// refit hands the points to the trainer and the compared ones.
func (a *app) refit() {
	a.stale = false
	d := a.divide()
	a.syncCompare()
	if a.trainer == nil {
		a.rebuild()
		return
	}
	if err := a.trainer.SetData(d); err != nil {
		a.rebuild()
		return
	}
	a.snap = a.finish(a.trainer.Snapshot())
	a.record(a.snap)
	if a.msg.Kind == "info" {
		a.msg = message{}
	}
	if !a.spec.Iterative {
		a.solve()
	}
}

// undoEntry is a step of the undo or redo stack: a copy of all the points
// to restore, or, for the commonest edit, a click, the appended point alone
// (undo drops the last point, redo appends it again), so that clicking on a
// big scene copies nothing.
type undoEntry struct {
	points []engine.Point
	kind   int // undoAll, undoDrop or undoAppend
	point  engine.Point
}

const (
	undoAll    = iota // restore points
	undoDrop          // the edit appended point: drop it
	undoAppend        // append point again
)

func (e undoEntry) size() int {
	if e.kind == undoAll {
		return len(e.points)
	}
	return 1
}

// edit saves the points for undo before a change.
func (a *app) edit() {
	a.pushEdit(undoEntry{points: append([]engine.Point(nil), a.scene.Points...)})
}

// editAppend saves for undo the appending of p, before it is appended.
func (a *app) editAppend(p engine.Point) {
	a.pushEdit(undoEntry{kind: undoDrop, point: p})
}

func (a *app) pushEdit(e undoEntry) {
	clear(a.redo)
	a.redo = a.redo[:0]
	a.undo = append(a.undo, e)
	held := 0
	for _, u := range a.undo {
		held += u.size()
	}
	drop := 0
	for len(a.undo)-drop > 1 && (len(a.undo)-drop > undoCap || held > undoBudget) {
		held -= a.undo[drop].size()
		drop++
	}
	if drop > 0 {
		// Shift down and clear the tail, so that the dropped copies are
		// not kept alive by the stack's array.
		n := copy(a.undo, a.undo[drop:])
		clear(a.undo[n:])
		a.undo = a.undo[:n]
	}
}

func (a *app) undoEdit() bool { return a.swapEdit(&a.undo, &a.redo) }
func (a *app) redoEdit() bool { return a.swapEdit(&a.redo, &a.undo) }

// swapEdit carries out the entry on top of from, saving on to what takes
// it back.
func (a *app) swapEdit(from, to *[]undoEntry) bool {
	if len(*from) == 0 {
		return false
	}
	e := (*from)[len(*from)-1]
	(*from)[len(*from)-1] = undoEntry{}
	*from = (*from)[:len(*from)-1]
	pts := a.scene.Points
	switch {
	case e.kind == undoAll:
		*to = append(*to, undoEntry{points: pts})
		a.scene.Points = e.points
	case e.kind == undoDrop && len(pts) > 0:
		*to = append(*to, undoEntry{kind: undoAppend, point: pts[len(pts)-1]})
		a.scene.Points = pts[:len(pts)-1]
	case e.kind == undoAppend:
		*to = append(*to, undoEntry{kind: undoDrop, point: e.point})
		a.scene.Points = append(pts, e.point)
	default:
		return false
	}
	a.reshaped++
	a.dataChanged()
	return true
}

var errTooMany = fmt.Errorf("the scene holds the maximum of %d points", engine.MaxPoints)

// checkPoint reports whether (x, y) of class c can join the scene.
func (a *app) checkPoint(x, y float64, c int) error {
	if c < 0 || c >= engine.MaxClasses {
		return fmt.Errorf("class %d is outside 1..%d", c+1, engine.MaxClasses)
	}
	for _, v := range []float64{x, y} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return errors.New("a coordinate is not a finite number")
		}
		if math.Abs(v) > engine.MaxCoord {
			return fmt.Errorf("a coordinate is larger than the limit of %g", engine.MaxCoord)
		}
	}
	return nil
}

// counts returns the number of points of each class.
func (a *app) counts() []int {
	n := make([]int, len(a.scene.Classes))
	for _, p := range a.scene.Points {
		if p.Class < len(n) {
			n[p.Class]++
		}
	}
	return n
}

// ensureClass makes class c part of the scene.
func (a *app) ensureClass(c int) {
	for len(a.scene.Classes) <= c {
		a.scene.Classes = append(a.scene.Classes, engine.ClassInfo{Name: fmt.Sprintf("Class %d", len(a.scene.Classes)+1)})
	}
}

// addPoint appends a point of class c, as an edit that can be undone.
func (a *app) addPoint(x, y float64, c int) error { return a.appendPoint(x, y, c, false) }

// clickPoint is addPoint for a click: the model follows in the next frame.
func (a *app) clickPoint(x, y float64, c int) error { return a.appendPoint(x, y, c, true) }

func (a *app) appendPoint(x, y float64, c int, soon bool) error {
	if err := a.checkPoint(x, y, c); err != nil {
		return err
	}
	if len(a.scene.Points) >= engine.MaxPoints {
		return errTooMany
	}
	p := engine.Point{X: x, Y: y, Class: c}
	a.editAppend(p)
	a.ensureClass(c)
	a.scene.Points = append(a.scene.Points, p)
	if soon {
		a.dataChangedSoon()
	} else {
		a.dataChanged()
	}
	return nil
}

// movePoint moves point i; a drag calls it every frame and saves for undo
// only once, at its start.
func (a *app) movePoint(i int, x, y float64) error {
	if i < 0 || i >= len(a.scene.Points) {
		return fmt.Errorf("there is no point %d", i)
	}
	p := a.scene.Points[i]
	if err := a.checkPoint(x, y, p.Class); err != nil {
		return err
	}
	a.scene.Points[i].X, a.scene.Points[i].Y = x, y
	if i != a.dragging {
		a.reshaped++
	}
	a.dataChanged()
	return nil
}

func (a *app) removePoint(i int) error {
	if i < 0 || i >= len(a.scene.Points) {
		return fmt.Errorf("there is no point %d", i)
	}
	a.edit()
	a.reshaped++
	a.scene.Points = append(a.scene.Points[:i:i], a.scene.Points[i+1:]...)
	a.hover = -1
	a.dataChanged()
	return nil
}

func (a *app) clearPoints() {
	if len(a.scene.Points) == 0 {
		return
	}
	a.edit()
	a.reshaped++
	a.scene.Points = nil
	a.dataChanged()
}

// setPoints replaces all points, after checking every one.
func (a *app) setPoints(pts []engine.Point, classes int) error {
	if len(pts) > engine.MaxPoints {
		return errTooMany
	}
	for i, p := range pts {
		if err := a.checkPoint(p.X, p.Y, p.Class); err != nil {
			return fmt.Errorf("point %d: %v", i+1, err)
		}
	}
	a.edit()
	if classes > 0 {
		a.ensureClass(classes - 1)
	}
	for _, p := range pts {
		a.ensureClass(p.Class)
	}
	a.scene.Points = append([]engine.Point(nil), pts...)
	a.reshaped++
	a.dataChanged()
	return nil
}

// setClassCount sets the number of classes (2..6). Points of classes that
// go away are removed, as one edit that can be undone.
func (a *app) setClassCount(n int) error {
	if n < 2 || n > engine.MaxClasses {
		return fmt.Errorf("the number of classes must be between 2 and %d", engine.MaxClasses)
	}
	if n == len(a.scene.Classes) {
		return nil
	}
	a.edit()
	kept := a.scene.Points[:0:0]
	for _, p := range a.scene.Points {
		if p.Class < n {
			kept = append(kept, p)
		}
	}
	a.scene.Points = kept
	a.reshaped++
	if n < len(a.scene.Classes) {
		a.scene.Classes = a.scene.Classes[:n]
	} else {
		a.ensureClass(n - 1)
	}
	if a.class >= n {
		a.class = n - 1
	}
	a.dataChanged()
	return nil
}

func (a *app) setAlgorithm(id string) error {
	spec, ok := engine.Lookup(id)
	if !ok {
		return fmt.Errorf("unknown algorithm %q", id)
	}
	a.scene.Algorithm = id
	a.spec = spec
	a.scene.Params = nil
	a.trial = false
	a.playing = false
	a.rebuild()
	return nil
}

// setParams changes parameters of the current algorithm and restarts it. A
// value the table refuses changes nothing.
func (a *app) setParams(p map[string]any) error {
	merged := map[string]any{}
	for k, v := range a.scene.Params {
		merged[k] = v
	}
	for k, v := range p {
		merged[k] = v
	}
	if _, err := engine.ResolveSettings(a.spec.Params, merged); err != nil {
		return err
	}
	a.scene.Params = merged
	a.playing = false
	a.rebuild()
	return nil
}

func (a *app) setBasis(b engine.Basis) error {
	if err := b.Validate(); err != nil {
		return err
	}
	a.scene.Basis = b
	a.playing = false
	a.rebuild()
	a.syncCompare()
	return nil
}

func (a *app) setSpeed(s float64) error {
	if !(s >= engine.MinSpeed && s <= engine.MaxSpeed) {
		return fmt.Errorf("speed must be between %g and %g steps per second", float64(engine.MinSpeed), float64(engine.MaxSpeed))
	}
	a.scene.Speed = s
	a.changed()
	return nil
}

// setViewport moves or zooms the view. A box that is not finite, or too
// small or too large to draw, changes nothing.
func (a *app) setViewport(vp engine.Viewport) error {
	for _, v := range []float64{vp.MinX, vp.MaxX, vp.MinY, vp.MaxY} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e7 {
			return errors.New("the viewport must be finite and within ±10⁷")
		}
	}
	sx, sy := vp.MaxX-vp.MinX, vp.MaxY-vp.MinY
	if !(sx > 1e-6 && sy > 1e-6) {
		return errors.New("the viewport is too small")
	}
	a.scene.Viewport = vp
	a.changed()
	return nil
}

// camera returns the camera for a screen of w×h device pixels: the scene's
// viewport, or in the whitened view the whitened points, when their pooled
// covariance can be whitened.
func (a *app) camera(w, h, dpr float64) camera {
	if a.scene.View.Whitened {
		if a.whiteAt != a.points || a.whiteAt == 0 {
			a.white, a.whiteVp, a.whiteOK = whitening(a.scene.Dataset())
			a.whiteAt = a.points
		}
		if a.whiteOK {
			c := newCamera(a.whiteVp, w, h, dpr)
			c.tr = a.white
			return c
		}
	}
	return newCamera(a.scene.Viewport, w, h, dpr)
}

// zoomRange returns the narrowest and widest view the wheel may give:
// zoomIn and zoomOut times the points' extent (at least 1 and 10 units).
func (a *app) zoomRange() (lo, hi float64) {
	span := 10.0
	if minX, minY, maxX, maxY, ok := a.scene.Dataset().Bounds(); ok {
		span = math.Max(math.Max(maxX-minX, maxY-minY), 1)
	}
	return span * zoomIn, math.Min(span*zoomOut, engine.MaxViewCoord)
}

// fitView frames the points with a margin, or the default box when there
// are none.
func (a *app) fitView() error {
	minX, minY, maxX, maxY, ok := a.scene.Dataset().Bounds()
	if !ok {
		return a.setViewport(engine.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5})
	}
	cx, cy := (minX+maxX)/2, (minY+maxY)/2
	span := math.Max(math.Max(maxX-minX, maxY-minY)*1.3, 2)
	return a.setViewport(engine.Viewport{MinX: cx - span/2, MaxX: cx + span/2, MinY: cy - span/2, MaxY: cy + span/2})
}

// nearest returns the index of the point nearest the device pixel
// (px, py) within radius device pixels, or -1.
func (a *app) nearest(cam camera, px, py, radius float64) int {
	best, bi := radius*radius, -1
	for i, p := range a.scene.Points {
		x, y := cam.toScreen(p.X, p.Y)
		if d := (x-px)*(x-px) + (y-py)*(y-py); d <= best {
			best, bi = d, i
		}
	}
	return bi
}

// removeNear removes the point nearest (px, py) within radius.
func (a *app) removeNear(cam camera, px, py, radius float64) {
	if i := a.nearest(cam, px, py, radius); i >= 0 {
		a.removePoint(i)
	}
}

// shown returns the snapshot on screen: the live one, or the one the
// scrubber points at.
func (a *app) shown() engine.Snapshot {
	if a.cursor >= 0 && a.cursor < len(a.history) {
		return a.history[a.cursor]
	}
	return a.snap
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	if r[0] >= 'a' && r[0] <= 'z' {
		r[0] -= 'a' - 'A'
	}
	return string(r)
}
