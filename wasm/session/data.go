package session

import (
	"errors"
	"fmt"
	"strings"

	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
)

// Axes says what the x and y coordinates measure: the features of a loaded
// data set or of an imported table, and how they were standardized.
type Axes struct {
	X       datasets.Axis `json:"x"`
	Y       datasets.Axis `json:"y"`
	Dataset string        `json:"dataset,omitempty"` // the bundled data set's id
}

// Axes returns what the coordinates measure.
func (a *Session) Axes() Axes { return a.axes }

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
	a.axes = Axes{X: p.X, Y: p.Y, Dataset: id}
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
	a.axes = Axes{X: datasets.Axis{Name: cleanName(x)}, Y: datasets.Axis{Name: cleanName(y)}}
	a.changed()
}

// Standardize replaces every point's coordinates by z-scores,
//
//	x' = (x − m_x) / s_x,  y' = (y − m_y) / s_y,
//
// with the means and sample standard deviations of all the points, as one
// edit, and states the transformation in the axes and the message.
func (a *Session) Standardize() error {
	if a.axes.X.SD != 0 {
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
	ax := a.axes
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
	a.axes = ax
	a.FitView()
	a.say("info", fmt.Sprintf("Standardized: x' = (x − %.4g) / %.4g, y' = (y − %.4g) / %.4g (means and sample standard deviations of the %d points).",
		z[0], z[1], z[2], z[3], len(pts)))
	return nil
}

// AxisLabel returns the label of an axis: its name, and in standard units
// how it was scaled.
func AxisLabel(x datasets.Axis) string {
	if x.SD == 0 {
		return x.Name
	}
	name := strings.TrimSpace(x.Name)
	return fmt.Sprintf("%s, standardized: (value − %.4g) / %.4g", name, x.Mean, x.SD)
}

// Note shows text in the page as information.
func (a *Session) Note(text string) { a.say("info", text) }
