package session

import (
	"errors"
	"fmt"
	"strings"

	"hyperplane/engine/datasets"
	"hyperplane/engine/scene"
)

// LoadDataset replaces the points by those of the bundled data set id
// chosen by c, names the classes after its classes, frames them and says
// what came in, as one edit of the points.
func (d *Document) LoadDataset(id string, c datasets.Choice) error {
	t, err := datasets.Load(id)
	if err != nil {
		return err
	}
	p, err := t.Points(c)
	if err != nil {
		return err
	}
	if err := d.SetPoints(p.Points, len(p.Classes)); err != nil {
		return err
	}
	d.nameClasses(p.Classes)
	d.c.scene.Axes = scene.Axes{X: scene.Axis(p.X), Y: scene.Axis(p.Y), Dataset: id}
	// The points are the data set's now: so is the scene's title (the
	// export's headline, the lesson card's), whatever scene came before.
	d.c.scene.Title = t.Title
	d.c.on.frame()
	msg := fmt.Sprintf("Loaded %s: %d points of %d classes, %s against %s", t.Title, len(p.Points), len(p.Classes), p.Y.Name, p.X.Name)
	if p.Dropped > 0 {
		msg += fmt.Sprintf("; %d rows left out for a missing measurement", p.Dropped)
	}
	if c.Standardize {
		msg += "; both axes in standard units"
	}
	d.c.say("info", msg+".")
	return nil
}

// nameClasses makes the scene's classes exactly the given names (where the
// class-name rules allow them).
func (d *Document) nameClasses(names []string) {
	cls := make([]scene.ClassInfo, len(names))
	for i, n := range names {
		cls[i].Name = cleanName(n)
	}
	if d.c.checkClasses(cls) == nil {
		d.c.scene.Classes = cls
		if d.class >= len(cls) {
			d.class = 0
		}
		d.c.changed()
	}
}

// SetAxisNames names what x and y measure (an imported table's columns).
func (d *Document) SetAxisNames(x, y string) {
	d.c.scene.Axes = scene.Axes{X: scene.Axis{Name: clip(x)}, Y: scene.Axis{Name: clip(y)}}
	d.c.changed()
}

// Standardize replaces every point's coordinates by z-scores,
//
//	x' = (x − m_x) / s_x,  y' = (y − m_y) / s_y,
//
// with the means and sample standard deviations of all the points, as one
// edit, and states the transformation in the axes and the message.
func (d *Document) Standardize() error {
	if d.c.scene.Axes.X.SD != 0 {
		return errors.New("the points are already in standard units")
	}
	pts := append(d.c.scene.Points[:0:0], d.c.scene.Points...)
	z, err := datasets.Standardize(pts)
	if err != nil {
		return err
	}
	if err := d.SetPoints(pts, len(d.c.scene.Classes)); err != nil {
		return err
	}
	ax := d.c.scene.Axes
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
	d.c.scene.Axes = ax
	d.c.on.frame()
	d.c.say("info", fmt.Sprintf("Standardized: x' = (x − %.4g) / %.4g, y' = (y − %.4g) / %.4g (means and sample standard deviations of the %d points).",
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

// clip cleans an axis name and cuts it to scene.MaxAxisRunes.
func clip(s string) string {
	r := []rune(cleanName(s))
	if len(r) > scene.MaxAxisRunes {
		r = r[:scene.MaxAxisRunes]
	}
	return string(r)
}
