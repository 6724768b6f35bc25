package session

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// MaxCompare is the most algorithms whose boundaries can be overlaid.
const MaxCompare = 4

// check reports whether the scene's classes and view, changed by edit,
// obey the rules for a scene (scene.Scene.Validate). The other settings
// have their own checks and are left out, as are the points, so that a
// rename need not check every point.
func (a *Session) check(edit func(*scene.Scene)) error {
	p := scene.Scene{
		Version:   scene.SceneVersion,
		Classes:   append([]scene.ClassInfo(nil), a.scene.Classes...),
		Algorithm: a.scene.Algorithm,
		Basis:     a.scene.Basis,
		View:      a.scene.View,
		Viewport:  scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5},
		Speed:     scene.MinSpeed,
	}
	edit(&p)
	return p.Validate()
}

// checkClasses reports whether cls are valid class names for the scene:
// each named, and no two alike.
func (a *Session) checkClasses(cls []scene.ClassInfo) error {
	return a.check(func(p *scene.Scene) { p.Classes = cls })
}

// SetClassName renames class k. Names are trimmed, stripped of control
// characters and cut to 40 characters; two classes cannot share a name.
func (a *Session) SetClassName(k int, name string) error {
	if k < 0 || k >= len(a.scene.Classes) {
		return errors.New("setClassName needs a class index and a name")
	}
	cls := append([]scene.ClassInfo(nil), a.scene.Classes...)
	cls[k].Name = cleanName(name)
	if err := a.checkClasses(cls); err != nil {
		return err
	}
	a.scene.Classes = cls
	a.changed()
	return nil
}

// cleanName trims a class name and removes control characters; the page
// shows names as text, never as HTML.
func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	r := []rune(strings.TrimSpace(s))
	if len(r) > scene.MaxNameRunes {
		r = r[:scene.MaxNameRunes]
	}
	return string(r)
}

// SetTitle sets the scene's title and text.
func (a *Session) SetTitle(title, text string) {
	a.scene.Title, a.scene.Text = title, text
	a.scene.Normalize()
	a.changed()
}

// SetAlgorithm chooses the algorithm, with its default parameters, and
// starts it afresh.
func (a *Session) SetAlgorithm(id string) error {
	spec, ok := engine.Lookup(id)
	if !ok {
		return fmt.Errorf("unknown algorithm %s", Quote(id))
	}
	a.scene.Algorithm = id
	a.spec = spec
	a.scene.Params = nil
	a.trial = false
	a.playing = false
	a.rebuild()
	return nil
}

// SetParams changes parameters of the current algorithm and restarts it. A
// value the table refuses, or a name it does not have (a typo in a
// script), is an error that changes nothing; the error of a name lists the
// method's parameters.
func (a *Session) SetParams(p map[string]any) error {
	merged := map[string]any{}
	for k, v := range a.scene.Params {
		merged[k] = v
	}
	for k, v := range p {
		merged[k] = v
	}
	if _, err := a.spec.Resolve(merged); err != nil {
		return err
	}
	a.scene.Params = merged
	a.playing = false
	old := a.trainer
	a.rebuild()
	a.warmStart(old)
	return nil
}

// SetBasis sets the basis functions and restarts training.
func (a *Session) SetBasis(b engine.Basis) error {
	if err := b.Validate(); err != nil {
		return err
	}
	a.scene.Basis = b
	a.playing = false
	a.rebuild()
	a.syncCompare()
	return nil
}

// SetSpeed sets the steps per second of play.
func (a *Session) SetSpeed(s float64) error {
	if !(s >= scene.MinSpeed && s <= scene.MaxSpeed) {
		return fmt.Errorf("speed must be between %g and %g steps per second", float64(scene.MinSpeed), float64(scene.MaxSpeed))
	}
	a.scene.Speed = s
	a.changed()
	return nil
}

// SetSplit holds a fraction of the points out of training, chosen by the
// seed, and starts training afresh.
func (a *Session) SetSplit(sp scene.Split) error {
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

// SetView sets the view toggles, checked as a scene's are, with at most
// MaxCompare compared algorithms.
func (a *Session) SetView(v scene.View) error {
	if len(v.Compare) > MaxCompare {
		return fmt.Errorf("at most %d algorithms can be compared", MaxCompare)
	}
	if err := a.check(func(p *scene.Scene) { p.View = v }); err != nil {
		return err
	}
	a.scene.View = v
	a.syncCompare()
	a.changed()
	return nil
}

// SetLock locks or unlocks pointer edits of the points.
func (a *Session) SetLock(on bool) {
	a.lockEdit = on
	a.changed()
}

// SetTrial sets Fisher's trial direction to angle theta, or removes it.
func (a *Session) SetTrial(on bool, theta float64) {
	a.trial = on
	if on {
		a.trialTheta = theta
	}
	a.changed()
}

// SetViewport moves or zooms the view. A box that is not finite, or too
// small or too large to draw, changes nothing.
func (a *Session) SetViewport(vp scene.Viewport) error {
	for _, v := range []float64{vp.MinX, vp.MaxX, vp.MinY, vp.MaxY} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > scene.MaxViewCoord {
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

// FitView frames the points with a margin, or the default box when there
// are none.
func (a *Session) FitView() error {
	minX, minY, maxX, maxY, ok := a.scene.Dataset().Bounds()
	if !ok {
		return a.SetViewport(scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5})
	}
	cx, cy := (minX+maxX)/2, (minY+maxY)/2
	span := math.Max(math.Max(maxX-minX, maxY-minY)*1.3, 2)
	return a.SetViewport(scene.Viewport{MinX: cx - span/2, MaxX: cx + span/2, MinY: cy - span/2, MaxY: cy + span/2})
}
