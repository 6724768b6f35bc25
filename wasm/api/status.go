package api

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	desc "hyperplane/wasm/describe"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// num is a float written in JSON as null when it is not finite.
type num = session.Num

type valueJSON struct {
	Key   string   `json:"key"`
	Label msg.Text `json:"label"`
	V     num      `json:"v"`
}

// errorJSON is err's words for an answer: its Text, or the words of an
// error that carries none (a developer's, as they are).
func errorJSON(err error) any {
	if t, ok := msg.TextOf(err); ok {
		return t
	}
	return err.Error()
}

// textOrEmpty is t, or "" for the zero Text.
func textOrEmpty(t msg.Text) any {
	if t.IsZero() {
		return ""
	}
	return t
}

// textOrNil is t, or nil (JSON null) for the zero Text.
func textOrNil(t msg.Text) any {
	if t.IsZero() {
		return nil
	}
	return t
}

// weightsJSON shows the weights in the notes' notation: w and w₀ for a
// two-class function, W with one row (w₀ₖ, wₖ) per function otherwise.
type weightsJSON struct {
	W  [][]num `json:"w"`
	W0 []num   `json:"w0"`
}

// Status is the state the page shows. The full state adds the points.
type Status struct {
	Version   string            `json:"version"`
	Title     string            `json:"title"`
	Text      string            `json:"text"` // a lesson's text, shown as text
	Algorithm string            `json:"algorithm"`
	Name      msg.Text          `json:"name"`
	Iterative bool              `json:"iterative"`
	Params    map[string]any    `json:"params"`
	Basis     engine.Basis      `json:"basis"`
	Classes   []scene.ClassInfo `json:"classes"`
	Colors    []string          `json:"colors"`
	Class     int               `json:"class"`
	Counts    []int             `json:"counts"`
	NPoints   int               `json:"npoints"`
	Playing   bool              `json:"playing"`
	// Training: the model is training, playing or in a run of train()
	// or step(n) (whose Promise has not settled yet).
	Training   bool               `json:"training"`
	Speed      float64            `json:"speed"`
	Trained    bool               `json:"trained"`
	Step       int                `json:"step"`
	Updates    int                `json:"updates"`
	Loss       num                `json:"loss"`
	Criterion  msg.Text           `json:"criterion"`
	Mistakes   int                `json:"mistakes"`
	Accuracy   num                `json:"accuracy"`
	Status     string             `json:"status"`
	StatusText any                `json:"statusText"` // Status in words (a Text), or null while training runs
	Reason     any                `json:"reason"`     // a Text, or null
	Notes      []msg.Text         `json:"notes"`
	Values     []valueJSON        `json:"values"`
	Weights    *weightsJSON       `json:"weights"`
	Field      *engine.Field      `json:"field"`
	Point      int                `json:"point"`
	Before     []float64          `json:"before"`
	Support    []int              `json:"support"`
	Gaussians  []engine.Gaussian  `json:"gaussians"`
	Projection *engine.Projection `json:"projection"`
	History    int                `json:"history"`
	Cursor     int                `json:"cursor"`
	Stride     int                `json:"stride"`
	Message    session.Message    `json:"message"`
	View       scene.View         `json:"view"`
	Viewport   scene.Viewport     `json:"viewport"`
	Visible    scene.Viewport     `json:"visible"`
	Canvas     [3]float64         `json:"canvas"` // CSS width, height, device pixel ratio
	GridStep   float64            `json:"gridStep"`
	Whitened   bool               `json:"whitened"` // the view shows Σ^(−1/2)(x − μ)
	Animating  bool               `json:"animating"`
	Frame      uint64             `json:"frame"` // frames painted with a change
	Ticks      uint64             `json:"ticks"` // updates run
	Draws      uint64             `json:"draws"` // browser frames
	// RingsHidden: the misclassified points are too many to ring legibly.
	RingsHidden bool          `json:"ringsHidden"`
	Undo        int           `json:"undo"`
	Redo        int           `json:"redo"`
	LockEdit    bool          `json:"lockEdit"`
	Faults      int           `json:"faults"`
	Compare     []compareJSON `json:"compare"`
	// CompareSample is set when the compared algorithms train on a
	// sample of the training points.
	CompareSample *compareSampleJSON `json:"compareSample,omitempty"`
	// Picture counts the changes of everything but the compared
	// algorithms: the pictures of the panel skip a status that only
	// brings the compared algorithms' progress.
	Picture  uint64        `json:"picture"`
	Hover    *hoverJSON    `json:"hover"`
	Geometry *geometryJSON `json:"geometry"`
	// Latency of the last point added with the pointer: the press, the
	// update that added it and the paint that showed it, in
	// performance.now() milliseconds.
	Latency [4]float64   `json:"latency"`
	Points  [][3]float64 `json:"points,omitempty"`
	// TestPoints lists the indices of the held-out points, with Points.
	TestPoints []int `json:"testPoints,omitempty"`

	// The held-out points of the split: their number, the model's
	// mistakes on them, its accuracy and its criterion there (null when
	// no split is set, or the criterion is not a sum over points).
	// DecisionSet says that a decision stage is set, PriorsSet that it
	// sets priors.
	DecisionSet bool `json:"decisionSet"`
	PriorsSet   bool `json:"priorsSet"`

	Split        scene.Split `json:"split"`
	TestN        int         `json:"testN"`
	TestMistakes int         `json:"testMistakes"`
	TestAccuracy num         `json:"testAccuracy"`
	TestLoss     num         `json:"testLoss"`

	// HK is Ho-Kashyap's margin vector b and error e = Ya − b, one entry
	// a point, for the panel's table (up to maxHKRows points, no split).
	HK *hkJSON `json:"hk,omitempty"`
	lessonStatus
	// Kernel: how a kernel expansion is drawn.
	Kernel *Kernel `json:"kernel,omitempty"`
	// Network: the network's weights, when the method is a network
	// (network.go).
	Network *networkJSON `json:"network,omitempty"`
}

// maxHKRows bounds the points whose b and e the status carries.
const maxHKRows = 200

type hkJSON struct {
	B []num `json:"b"`
	E []num `json:"e"`
}

// Ran is the answer of step() and train(): the status, and what the
// call did (steps, stopped, ms).
type Ran struct {
	Status
	session.Run
}

// Status builds the status; withPoints adds the points. The caller holds
// the app's lock.
func (a *API) Status(withPoints bool) Status { return a.status(withPoints) }

func (a *API) status(withPoints bool) Status {
	se := a.App.S
	sc := se.Scene()
	s := se.Training().Shown()
	undo, redo := se.Doc().UndoDepth()
	var hk *hkJSON
	if n := len(se.Doc().Points()); n > 0 && n <= maxHKRows && len(s.B) == n && len(s.E) == n {
		hk = &hkJSON{B: make([]num, n), E: make([]num, n)}
		for i := range s.B {
			hk.B[i], hk.E[i] = num(s.B[i]), num(s.E[i])
		}
	}
	st := Status{
		HK:      hk,
		Version: Version, Algorithm: sc.Algorithm, Name: se.Training().Spec().Name, Iterative: se.Training().Spec().Iterative,
		Basis: sc.Basis, Classes: se.Doc().Classes(), Colors: render.ClassColorHex(), Class: se.Doc().Class(),
		Counts: se.Doc().Counts(), NPoints: len(se.Doc().Points()),
		Playing: se.Training().Playing(), Training: se.Training().Playing() || se.Training().Working(), Speed: sc.Speed, Trained: se.Training().Trained(),
		Step: s.Step, Updates: s.Updates, Loss: num(s.Loss), Criterion: s.Criterion,
		Mistakes: s.Mistakes, Accuracy: num(math.NaN()), Status: string(s.Status), StatusText: textOrNil(desc.StatusText(s.Status)), Reason: textOrNil(s.Reason), Notes: s.Notes,
		Point: s.Point, Before: s.Before, Support: s.Support, Gaussians: s.Gaussians, Projection: s.Projection,
		History: len(se.Training().History()), Cursor: se.Training().Cursor(), Stride: se.Training().Stride(), Message: se.Message(),
		View: se.Plot().View(), Viewport: sc.Viewport,
		Undo: undo, Redo: redo, LockEdit: se.Doc().Locked(), Faults: a.faultCount,
		Compare: compareLegend(se.Compared().List()), CompareSample: compareSample(se), Picture: se.Versions().Picture,
		Split: sc.Split, TestAccuracy: num(math.NaN()), TestLoss: num(math.NaN()),
		DecisionSet: !sc.Decision.IsZero(), PriorsSet: sc.Decision.Priors != nil,
	}
	if t := s.Test; se.Training().Trained() && t != nil {
		st.TestN, st.TestMistakes = t.N, t.Mistakes
		st.TestAccuracy, st.TestLoss = num(t.Accuracy()), num(t.Loss)
	}
	st.Params = se.Training().Settings()
	if se.Training().Trained() {
		st.Accuracy = num(s.Accuracy())
		f := s.Field
		st.Field = &f
		st.Weights = weightsOf(&f)
		st.Network = networkOf(f.Network)
	}
	st.Values = valuesJSON(s.Values)
	st.Title, st.Text = sc.Title, sc.Text
	st.lessonStatus = lessonStatusOf(&sc)
	if fr := a.Screen.Frame(); fr.W > 0 {
		cam := a.Screen.Camera()
		st.Visible = cam.Visible()
		st.Whitened = cam.Tr.On
		st.Canvas = [3]float64{fr.W / cam.DPR, fr.H / cam.DPR, cam.DPR}
		st.GridStep = cam.GridStep()
		st.Animating = fr.Animating
		st.Frame = fr.Painted
		st.Ticks = fr.Ticks
		st.Draws = fr.Draws
		st.RingsHidden = fr.RingsHidden
		st.Latency = fr.Latency
		if s.Field.Expansion != nil {
			st.Kernel = fr.Kernel
		}
	}
	st.Hover, st.Geometry = a.geometry(&s)
	if withPoints {
		st.Points = make([][3]float64, len(se.Doc().Points()))
		for i, p := range se.Doc().Points() {
			st.Points[i] = [3]float64{p.X, p.Y, float64(p.Class)}
		}
		st.TestPoints = se.Training().Partition().TestIndex
	}
	return st
}

func weightsOf(f *engine.Field) *weightsJSON {
	if f.Expansion != nil || f.Network != nil {
		return nil // a kernel machine never forms w: its rows hold only the bias; a network's are in network
	}
	w := &weightsJSON{}
	for _, r := range f.Rows {
		w.W0 = append(w.W0, num(r[0]))
		row := make([]num, len(r)-1)
		for j, v := range r[1:] {
			row[j] = num(v)
		}
		w.W = append(w.W, row)
	}
	return w
}

func valuesJSON(vs []engine.Value) []valueJSON {
	out := make([]valueJSON, len(vs))
	for i, v := range vs {
		out[i] = valueJSON{v.Key, v.Label, num(v.V)}
	}
	return out
}
