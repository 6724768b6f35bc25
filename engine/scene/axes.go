package scene

import (
	"math"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// Axes says what the x and y coordinates of a scene measure, for data that
// came with names (a bundled data set, an imported table) or that were
// standardized. A scene of drawn points has none.
type Axes struct {
	X Axis `json:"x"`
	Y Axis `json:"y"`
	// Dataset is the id of the bundled data set the points came from.
	Dataset string `json:"dataset,omitempty"`
}

// Axis is what one axis measures: a name (with its unit, e.g. "petal
// length (cm)"), and, when the coordinates were standardized, the mean
// and standard deviation they were scaled by: shown = (value − Mean) / SD.
type Axis struct {
	Name  string  `json:"name"`
	Mean  float64 `json:"mean,omitempty"`
	SD    float64 `json:"sd,omitempty"` // 0 when not standardized
	Units string  `json:"units,omitempty"`
}

// MaxAxisRunes bounds an axis name.
const MaxAxisRunes = 80

func (a *Axes) normalize() {
	for _, x := range []*Axis{&a.X, &a.Y} {
		x.Name = wording.CleanText(x.Name, false)
		x.Units = wording.CleanText(x.Units, false)
	}
	a.Dataset = wording.CleanText(a.Dataset, false)
}

func (a *Axes) validate() error {
	for i, x := range []Axis{a.X, a.Y} {
		name := [2]string{"x", "y"}[i] // the axis's symbol
		if err := wording.CheckRunes(msg.T("scene-axis-name", "axis", name), x.Name, MaxAxisRunes); err != nil {
			return err
		}
		if err := wording.CheckRunes(msg.T("scene-axis-units", "axis", name), x.Units, MaxAxisRunes); err != nil {
			return err
		}
		if math.IsNaN(x.Mean) || math.IsInf(x.Mean, 0) || !(x.SD >= 0) || math.IsInf(x.SD, 0) {
			return msg.Err("scene-axis-mean", "axis", name)
		}
	}
	return wording.CheckRunes(msg.T("scene-dataset-id"), a.Dataset, 40)
}
