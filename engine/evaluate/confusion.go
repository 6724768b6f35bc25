// Package evaluate grades a trained model honestly: the confusion matrix of
// its decisions, ROC and precision-recall curves of its scores, and seeded,
// stratified k-fold cross-validation of a list of methods on the same folds.
//
// It imports engine and nothing of the page: the decision stage itself
// (priors, losses, reject, a threshold) is part of a model's Field
// (engine.Decision), since the view draws it; this package only counts what
// a field decides. Classes are the scene's, 0..K−1; a rejected or
// ambiguous point is decided −1.
package evaluate

import "hyperplane/engine"

// Confusion is the confusion matrix of a field's decisions on a set of
// points: Counts[j][k] points of class j were decided k, and Rejected[j]
// were left undecided (rejected, or in an ambiguous region).
type Confusion struct {
	Counts   [][]int `json:"counts"`
	Rejected []int   `json:"rejected"`
	// Rates[j][k] = Counts[j][k] / (points of class j); 0 for an empty class.
	Rates [][]float64 `json:"rates"`
	// Precision[k] = Counts[k][k] / Σⱼ Counts[j][k], the fraction of the
	// points decided k that are of class k (0 when none is decided k);
	// Recall[k] = Counts[k][k] / (points of class k), rejected ones
	// counting as missed (0 for an empty class).
	Precision []float64 `json:"precision"`
	Recall    []float64 `json:"recall"`
	// Accuracy is the fraction of all points decided to their own class
	// (0 for no points); N their number.
	Accuracy float64 `json:"accuracy"`
	N        int     `json:"n"`
}

// Decide returns the class the field f decides for each point of d, −1
// where it decides none.
func Decide(f *engine.Field, d engine.Dataset) []int {
	out := make([]int, len(d.Points))
	if len(f.Rows) == 0 {
		for i := range out {
			out[i] = -1
		}
		return out
	}
	ev := engine.NewEvaluator(f)
	for i, p := range d.Points {
		out[i] = ev.Decide(p.X, p.Y)
	}
	return out
}

// NewConfusion counts the decisions dec (one per point of d, as Decide
// returns them) against the classes of d's points.
func NewConfusion(d engine.Dataset, dec []int) Confusion {
	k := d.Classes
	c := Confusion{Counts: make([][]int, k), Rejected: make([]int, k), Rates: make([][]float64, k),
		Precision: make([]float64, k), Recall: make([]float64, k), N: len(d.Points)}
	for j := range c.Counts {
		c.Counts[j] = make([]int, k)
		c.Rates[j] = make([]float64, k)
	}
	right := 0
	for i, p := range d.Points {
		switch g := dec[i]; {
		case g < 0 || g >= k:
			c.Rejected[p.Class]++
		default:
			c.Counts[p.Class][g]++
			if g == p.Class {
				right++
			}
		}
	}
	for j := 0; j < k; j++ {
		n, col := c.Rejected[j], 0
		for g := 0; g < k; g++ {
			n += c.Counts[j][g]
			col += c.Counts[g][j]
		}
		if n > 0 {
			for g := 0; g < k; g++ {
				c.Rates[j][g] = float64(c.Counts[j][g]) / float64(n)
			}
			c.Recall[j] = float64(c.Counts[j][j]) / float64(n)
		}
		if col > 0 {
			c.Precision[j] = float64(c.Counts[j][j]) / float64(col)
		}
	}
	if c.N > 0 {
		c.Accuracy = float64(right) / float64(c.N)
	}
	return c
}

// Cell returns the indices of the points of class truth that dec decides
// as decided (−1 for the rejected ones), in the order of d.
func Cell(d engine.Dataset, dec []int, truth, decided int) []int {
	out := []int{}
	for i, p := range d.Points {
		g := dec[i]
		if g < 0 || g >= d.Classes {
			g = -1
		}
		if p.Class == truth && g == decided {
			out = append(out, i)
		}
	}
	return out
}
