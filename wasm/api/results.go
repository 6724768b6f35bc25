package api

import (
	"time"

	"hyperplane/engine"
	"hyperplane/engine/evaluate"
	"hyperplane/engine/msg"
	"hyperplane/wasm/pictures"
	"hyperplane/wasm/session"
)

// The JSON shapes of what the session's parts answer in plain Go values:
// the evaluation, the cross-validation, the history's series, an import's
// report and the weight-space picture. Each converter below is the only
// place its shape is written; the field order is the order of the page's
// JSON.

// setSummaryJSON is session.SetSummary in JSON.
type setSummaryJSON struct {
	Confusion evaluate.Confusion `json:"confusion"`
	Accuracy  float64            `json:"accuracy"`
	N         int                `json:"n"`
}

// curvesJSON is session.Curves in JSON.
type curvesJSON struct {
	Class     int            `json:"class"`
	Train     evaluate.Curve `json:"train"`
	Test      evaluate.Curve `json:"test"`
	Operating []float64      `json:"operating"`
	Draggable bool           `json:"draggable"`
	Why       msg.Text       `json:"why,omitzero"`
}

// evaluationJSON is what evaluation() answers.
type evaluationJSON struct {
	Train     setSummaryJSON  `json:"train"`
	Test      setSummaryJSON  `json:"test"`
	Curves    []curvesJSON    `json:"curves"`
	Threshold float64         `json:"threshold"`
	Decision  engine.Decision `json:"decision"`
	Applies   []string        `json:"applies"`
	Score     msg.Text        `json:"score"`
}

func evaluationOf(e session.Evaluation) evaluationJSON {
	out := evaluationJSON{Train: setSummaryJSON(e.Train), Test: setSummaryJSON(e.Test),
		Threshold: e.Threshold, Decision: e.Decision, Applies: e.Applies, Score: e.Score}
	for _, c := range e.Curves {
		out.Curves = append(out.Curves, curvesJSON(c))
	}
	return out
}

// cvJSON is what crossValidate() and crossValidation() answer: the
// progress and the results so far, NaN as null.
type cvJSON struct {
	Running  bool             `json:"running"`
	Progress float64          `json:"progress"`
	Done     bool             `json:"done"`
	Millis   float64          `json:"millis"`
	Points   int              `json:"points"`
	Folds    int              `json:"folds"`
	Results  []map[string]any `json:"results"`
}

func cvOf(r session.CVReport) cvJSON {
	out := cvJSON{Running: r.Running, Progress: r.Progress, Done: r.Done,
		Millis: millis(r.Took), Points: r.Points, Folds: r.Folds}
	if len(r.Results) == 0 {
		out.Results = []map[string]any{}
	}
	for _, x := range r.Results {
		out.Results = append(out.Results, map[string]any{
			"id": x.ID, "basis": x.Basis, "accuracy": nums(x.Accuracy), "loss": nums(x.Loss),
			"meanAccuracy": num(x.MeanAcc), "sdAccuracy": num(x.SdAcc),
			"meanLoss": num(x.MeanLoss), "sdLoss": num(x.SdLoss), "error": textOrEmpty(x.Err),
			"done": len(x.Accuracy) == r.Folds})
	}
	return out
}

// millis returns d in milliseconds, to the microsecond.
func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// seriesJSON is what history() answers: the history thinned for the
// charts. Its fields are in the order of the map it once was.
type seriesJSON struct {
	Accuracy     []num `json:"accuracy"`
	Length       int   `json:"length"`
	Loss         []num `json:"loss"`
	Step         []int `json:"step"`
	TestAccuracy []num `json:"testAccuracy"` // null without a split
	TestLoss     []num `json:"testLoss"`     // null without a split
}

func seriesOf(s session.Series) seriesJSON {
	return seriesJSON{Accuracy: numsOrNil(s.Accuracy), Length: s.Length, Loss: numsOrNil(s.Loss), Step: s.Step,
		TestAccuracy: numsOrNil(s.TestAccuracy), TestLoss: numsOrNil(s.TestLoss)}
}

// numsOrNil is nums, keeping nil as nil (null).
func numsOrNil(v []float64) []num {
	if v == nil {
		return nil
	}
	return nums(v)
}

// importJSON is the answer of importCSV and loadScene: ok, and what the
// import brought in (points, classes, dropped) and how long it took,
// reading the argument included (ms).
type importJSON struct {
	OK      bool       `json:"ok"`
	Points  int        `json:"points"`
	Classes int        `json:"classes"`
	Dropped []msg.Text `json:"dropped"`
	Millis  float64    `json:"ms"`
}

// importAnswer returns the answer of an import that started at start.
func importAnswer(s *session.Session, start time.Time) importJSON {
	r := s.Doc().Imported()
	return importJSON{true, r.Points, r.Classes, r.Dropped, millis(time.Since(start))}
}

// weightSpaceJSON is what weightSpace() answers for a model it can draw;
// {ok: false, error} otherwise.
type weightSpaceJSON struct {
	OK bool `json:"ok"`
	pictures.WeightSlice
	Path    [][3]float64 `json:"path"`    // a at the steps of the history, thinned to 400
	Current [3]float64   `json:"current"` // a on screen
	Points  [][3]float64 `json:"points"`  // x, y, class
	Margin  string       `json:"margin"`  // the parameter that gave b, if any
}

func weightSpaceOf(w session.WeightSpace, err error) any {
	if err != nil {
		return map[string]any{"ok": false, "error": errorJSON(err)}
	}
	return weightSpaceJSON{true, w.WeightSlice, w.Path, w.Current, w.Points, w.Margin}
}
