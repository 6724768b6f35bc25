package session

import (
	"errors"
	"fmt"
	"strings"

	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
)

// Axes returns what the coordinates measure.
func (a *Session) Axes() scene.Axes { return a.scene.Axes }

// LoadDataset replaces the points by those of the bundled data set id
// chosen by c, names the classes after its classes, frames them and says
// what came in, as one edit of the points.
func (a *Session) LoadDataset(id string, c datasets.Choice) error {
	t, err := datasets.Load(id)
	if err != nil {
		return err
	}
	p, err := t.Points(c)
	if err != nil {
		return err
	}
	if err := a.SetPoints(p.Points, len(p.Classes)); err != nil {
		return err
	}
	a.nameClasses(p.Classes)
	a.scene.Axes = scene.Axes{X: scene.Axis(p.X), Y: scene.Axis(p.Y), Dataset: id}
	// The points are the data set's now: so is the scene's title (the
	// export's headline, the lesson card's), whatever scene came before.
	a.scene.Title = t.Title
	a.FitView()
	msg := fmt.Sprintf("Loaded %s: %d points of %d classes, %s against %s", t.Title, len(p.Points), len(p.Classes), p.Y.Name, p.X.Name)
	if p.Dropped > 0 {
		msg += fmt.Sprintf("; %d rows left out for a missing measurement", p.Dropped)
	}
	if c.Standardize {
		msg += "; both axes in standard units"
	}
	a.say("info", msg+".")
	return nil
}

// nameClasses makes the scene's classes exactly the given names (where the
// class-name rules allow them).
func (a *Session) nameClasses(names []string) {
	cls := make([]scene.ClassInfo, len(names))
	for i, n := range names {
		cls[i].Name = cleanName(n)
	}
	if a.checkClasses(cls) == nil {
		a.scene.Classes = cls
		if a.class >= len(cls) {
			a.class = 0
		}
		a.changed()
	}
}

// SetAxisNames names what x and y measure (an imported table's columns).
func (a *Session) SetAxisNames(x, y string) {
	a.scene.Axes = scene.Axes{X: scene.Axis{Name: x}, Y: scene.Axis{Name: y}}
	a.scene.Axes.X.Name, a.scene.Axes.Y.Name = clip(x), clip(y)
	a.changed()
}

// Standardize replaces every point's coordinates by z-scores,
//
//	x' = (x − m_x) / s_x,  y' = (y − m_y) / s_y,
//
// with the means and sample standard deviations of all the points, as one
// edit, and states the transformation in the axes and the message.
func (a *Session) Standardize() error {
	if a.scene.Axes.X.SD != 0 {
		return errors.New("the points are already in standard units")
	}
	pts := append(a.scene.Points[:0:0], a.scene.Points...)
	z, err := datasets.Standardize(pts)
	if err != nil {
		return err
	}
	if err := a.SetPoints(pts, len(a.scene.Classes)); err != nil {
		return err
	}
	ax := a.scene.Axes
	for i, name := range []string{"x", "y"} {
		axis := &ax.X
		if i == 1 {
			axis = &ax.Y
		}
		if axis.Name == "" {
			axis.Name = name
		}
		axis.Mean, axis.SD, axis.Units = z[2*i], z[2*i+1], "standard units"
	}
	a.scene.Axes = ax
	a.FitView()
	a.say("info", fmt.Sprintf("Standardized: x' = (x − %.4g) / %.4g, y' = (y − %.4g) / %.4g (means and sample standard deviations of the %d points).",
		z[0], z[1], z[2], z[3], len(pts)))
	return nil
}

// AxisLabel returns the label of an axis: its name, and in standard units
// how it was scaled.
func AxisLabel(x scene.Axis) string {
	if x.SD == 0 {
		return x.Name
	}
	name := strings.TrimSpace(x.Name)
	return fmt.Sprintf("%s, standardized: (value − %.4g) / %.4g", name, x.Mean, x.SD)
}

// Note shows text in the page as information.
func (a *Session) Note(text string) { a.say("info", text) }

// clip cleans an axis name and cuts it to scene.MaxAxisRunes.
func clip(s string) string {
	r := []rune(cleanName(s))
	if len(r) > scene.MaxAxisRunes {
		r = r[:scene.MaxAxisRunes]
	}
	return string(r)
}
