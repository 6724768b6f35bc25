package session

import (
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/datasets"
	"hyperplane/engine/msg"
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
	// export's headline, the lesson card's), whatever scene came before,
	// in the page's words.
	d.c.scene.Title = d.c.words(t.Title)
	d.c.on.frame()
	said := msg.T("session-loaded", "dataset", t.Title, "n", len(p.Points), "classes", len(p.Classes),
		"y", msg.T("common-text", "text", p.Y.Name), "x", msg.T("common-text", "text", p.X.Name))
	if p.Dropped > 0 {
		said = msg.T("session-loaded-dropped", "loaded", said, "n", p.Dropped)
	}
	if c.Standardize {
		said = msg.T("session-loaded-standard", "loaded", said)
	}
	d.c.say("info", msg.T("session-loaded-sentence", "loaded", said))
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
		return msg.Err("session-standard-already")
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
	d.c.say("info", msg.T("session-standardized", "mx", engine.NumText(z[0], 4), "sx", engine.NumText(z[1], 4),
		"my", engine.NumText(z[2], 4), "sy", engine.NumText(z[3], 4), "n", len(pts)))
	return nil
}

// AxisLabel returns the label of an axis: its name, and in standard units
// how it was scaled.
func AxisLabel(x scene.Axis) msg.Text {
	if x.SD == 0 {
		return msg.T("common-text", "text", x.Name)
	}
	name := strings.TrimSpace(x.Name)
	return msg.T("session-axis-standardized", "name", name, "mean", engine.NumText(x.Mean, 4), "sd", engine.NumText(x.SD, 4))
}

// clip cleans an axis name and cuts it to scene.MaxAxisRunes.
func clip(s string) string {
	r := []rune(cleanName(s))
	if len(r) > scene.MaxAxisRunes {
		r = r[:scene.MaxAxisRunes]
	}
	return string(r)
}
