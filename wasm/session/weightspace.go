package session

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/wasm/pictures"
)

// maxWeightSpacePoints is the most points whose constraints the view
// draws: beyond it the lines fill the picture.
const maxWeightSpacePoints = 500

// WeightSpace is the picture of the page's weightSpace(): the solution
// region of a two-class linear model cut at its current bias, the path of
// its weights over the history up to the step on screen, and the points.
type WeightSpace struct {
	pictures.WeightSlice
	Path    [][3]float64 // a at the steps of the history, thinned to 400; nil without a model
	Current [3]float64   // a on screen
	Points  [][3]float64 // x, y, class
	Margin  string       // the parameter that gave b, if any
}

// WeightSpace returns the weight-space picture of the shown model, or an
// error that says, as a sentence for the page, why the model is not one
// linear function of (x, y) on two classes.
func (t *Training) WeightSpace() (WeightSpace, error) {
	sc := &t.c.scene
	if len(sc.Points) == 0 {
		return WeightSpace{}, msg.Err("session-weightspace-points")
	}
	if len(sc.Points) > maxWeightSpacePoints {
		return WeightSpace{}, msg.Err("session-weightspace-many", "max", maxWeightSpacePoints)
	}
	for c, n := range t.c.counts() {
		if c >= 2 && n > 0 {
			return WeightSpace{}, msg.Err("session-weightspace-two")
		}
	}
	if !sc.Basis.IsLinear() {
		return WeightSpace{}, msg.Err("session-weightspace-basis")
	}
	row := func(f *engine.Field) ([3]float64, bool) {
		if len(f.Rows) != 1 || len(f.Rows[0]) != 3 || f.Quad != nil || len(f.Labels) != 2 || f.Labels[0] != 0 || f.Labels[1] != 1 {
			return [3]float64{}, false
		}
		r := f.Rows[0]
		return [3]float64{r[0], r[1], r[2]}, true
	}
	var out WeightSpace
	s := t.Shown()
	if t.model {
		cur, ok := row(&s.Field)
		if !ok {
			return WeightSpace{}, msg.Err("session-weightspace-linear")
		}
		out.Current = cur
		end := len(t.history)
		if t.cursor >= 0 && t.cursor < end {
			end = t.cursor + 1
		}
		stride := max(1, (end+399)/400)
		for i := 0; i < end; i += stride {
			if r, ok := row(&t.history[i].Field); ok {
				out.Path = append(out.Path, r)
			}
		}
		if n := len(out.Path); n == 0 || out.Path[n-1] != cur {
			out.Path = append(out.Path, cur)
		}
	}
	// The margin b of the method's update rule: the perceptron's b, the
	// relaxation's ξ; 0 (plain separability) for the others.
	bias := 0.0
	if set := t.settings; set != nil {
		for _, k := range []string{"margin", "xi"} {
			if v, isNum := set[k].(float64); isNum {
				bias, out.Margin = v, k
				break
			}
		}
	}
	// A square box round the origin and the path, so that angles in the
	// picture are true.
	half := 0.0
	for _, p := range append(out.Path, out.Current) {
		half = math.Max(half, math.Max(math.Abs(p[1]), math.Abs(p[2])))
	}
	if half == 0 {
		half = 1
	}
	half *= 1.3
	// Only the training points constrain a: held-out points are not seen
	// by the trainer. Constraints keep the index of their point in the
	// whole set.
	part := &t.c.part
	ws, err := pictures.SolutionSlice(part.Train.Points, out.Current[0], bias, [4]float64{-half, half, -half, half})
	if err != nil {
		return WeightSpace{}, &msg.Error{Text: msg.Sentence(msg.Of(err)), Cause: err}
	}
	if part.Mask != nil {
		for i := range ws.Constraints {
			ws.Constraints[i].Point = part.TrainIndex[ws.Constraints[i].Point]
		}
	}
	out.WeightSlice = ws
	out.Points = make([][3]float64, len(sc.Points))
	for i, p := range sc.Points {
		out.Points[i] = [3]float64{p.X, p.Y, float64(p.Class)}
	}
	return out, nil
}
