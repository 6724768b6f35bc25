package scene

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// SceneVersion is the version of the scene format that this package writes.
const SceneVersion = 1

// Limits and defaults of a scene document.
const (
	// MaxSceneBytes bounds the JSON text that ParseScene reads.
	MaxSceneBytes = 16 << 20
	// MaxNameRunes bounds the length of a class name.
	MaxNameRunes = 40
	// MaxTitleRunes bounds the length of a scene's title.
	MaxTitleRunes = 80
	// MaxTextRunes bounds the length of a scene's (lesson) text.
	MaxTextRunes = 4000
	// MaxLessonBytes bounds the JSON of a scene's lesson (its questions).
	MaxLessonBytes = 32 << 10
	// MaxViewCoord bounds the corners of a viewport.
	MaxViewCoord = 10 * engine.MaxCoord
	// MinSpeed and MaxSpeed bound the training speed, in steps per second.
	MinSpeed = 0.1
	MaxSpeed = 1_000_000
	// DefaultSpeed is the speed of a scene that does not state one.
	DefaultSpeed = 20
	// DefaultAlgorithm is the algorithm of a scene that does not state
	// one, and of the default scene: the catalog's default method.
	DefaultAlgorithm = engine.DefaultMethod
)

// The shading modes of View.Shading.
const (
	ShadingHard = "hard"
	ShadingSoft = "soft"
	ShadingOff  = "off"
)

// Scene is everything a user made: the points, the classes and their names,
// the algorithm with its parameters, the basis, the view toggles and the
// viewport. It is the document behind share links, embeds, presets and
// lessons.
//
// Its JSON form is an object whose "points" are [x, y, class] triples, with
// the class numbered from 0 (the page shows it from 1):
//
//	{"version": 1, "title": "Two blobs", "classes": [{"name": "A"}, {"name": "B"}],
//	 "points": [[1.5, 2, 0], [-2, -1.5, 1]], "algorithm": "perceptron",
//	 "params": {"eta": 0.5}, "basis": {"kind": "poly", "degree": 2},
//	 "view": {"shading": "soft", "boundary": true}, "viewport": {"minX": -5, "maxX": 5, "minY": -5, "maxY": 5},
//	 "speed": 20}
//
// Only "version" is required; ParseScene fills in the rest as Normalize says.
type Scene struct {
	Version   int            `json:"version"`
	Title     string         `json:"title,omitempty"`
	Text      string         `json:"text,omitempty"` // lesson text, shown as plain text
	Classes   []ClassInfo    `json:"classes"`
	Points    []engine.Point `json:"-"`
	Algorithm string         `json:"algorithm"`
	Params    map[string]any `json:"params,omitempty"`
	Basis     engine.Basis   `json:"basis"`
	View      View           `json:"view"`
	Viewport  Viewport       `json:"viewport"`
	// Speed is the number of training steps per second while playing.
	Speed float64 `json:"speed,omitempty"`
	// Split holds some points out of training as test points; a scene
	// without one trains on all its points.
	Split Split `json:"split,omitzero"`
	// Decision is the decision stage applied to the model (priors, losses,
	// reject, a threshold on h); the zero one changes nothing.
	Decision engine.Decision `json:"decision,omitzero"`
	// Network holds the weights of a network set by hand (setNetwork, a
	// unit's line dragged on the plot), which the network starts from
	// instead of its seeded start; nil for any other method.
	Network *engine.Network `json:"network,omitempty"`
	// Axes says what x and y measure, when the points came with names.
	Axes Axes `json:"axes,omitzero"`
	// Lesson holds what a lesson adds to its title and text (its Try steps,
	// locked and hidden controls, questions), as a JSON object that the
	// course package reads and checks; the scene only bounds its size.
	Lesson json.RawMessage `json:"lesson,omitempty"`
	// Lang is the language the scene was shared in (a BCP 47 tag of the
	// page's catalogs, "cs"): a link opens the page in it, unless the
	// address asks for another. Empty in scenes made before it existed,
	// and in the session's document (the link carries it, not the scene).
	Lang string `json:"lang,omitempty"`
	// Warnings say what Normalize left out that the user should hear of:
	// parameters that the algorithm does not have, from a scene saved by
	// another version. They are not part of the document.
	Warnings []msg.Text `json:"-"`
}

// ClassInfo names a class.
type ClassInfo struct {
	Name string `json:"name"`
}

// Viewport is the box of the data plane that must be visible; the view
// widens one side to keep the aspect ratio of the canvas.
type Viewport struct {
	MinX float64 `json:"minX"`
	MaxX float64 `json:"maxX"`
	MinY float64 `json:"minY"`
	MaxY float64 `json:"maxY"`
}

// View holds the display toggles.
type View struct {
	// Shading is "hard" (class colours), "soft" (confidence from the
	// posterior or margin) or "off".
	Shading       string `json:"shading"`
	Boundary      bool   `json:"boundary"`
	Misclassified bool   `json:"misclassified"`
	Weights       bool   `json:"weights"`   // w as an arrow, and w₀/‖w‖
	Margins       bool   `json:"margins"`   // ±1 or ±θ lines, support vectors, slack
	Update        bool   `json:"update"`    // the perceptron's last update
	Novikoff      bool   `json:"novikoff"`  // R circle and γ band
	Fisher        bool   `json:"fisher"`    // direction, projections, histogram
	Densities     bool   `json:"densities"` // means and covariance ellipses
	Contours      bool   `json:"contours"`  // probability contours
	Whitened      bool   `json:"whitened"`  // show the data whitened
	Ambiguity     bool   `json:"ambiguity"` // ambiguous regions of OvR / OvO
	Grid          bool   `json:"grid"`
	// Backprop draws, for a network, how the next gradient step moves
	// each hidden unit's line (for the chosen point, or the batch).
	Backprop bool `json:"backprop"`
	// Compare lists the algorithms whose boundaries are overlaid.
	Compare []string `json:"compare,omitempty"`
}

// DefaultView returns the toggles a new scene starts with.
func DefaultView() View {
	return View{Shading: ShadingSoft, Boundary: true, Misclassified: true, Grid: true, Ambiguity: true}
}

// Dataset returns the points and number of classes of s.
func (s *Scene) Dataset() engine.Dataset {
	return engine.Dataset{Points: append([]engine.Point(nil), s.Points...), Classes: len(s.Classes)}
}

// Clone returns a deep copy of s.
func (s Scene) Clone() Scene {
	c := s
	c.Classes = append([]ClassInfo(nil), s.Classes...)
	c.Points = append([]engine.Point(nil), s.Points...)
	if s.Params != nil {
		c.Params = make(map[string]any, len(s.Params))
		for k, v := range s.Params {
			c.Params[k] = v
		}
	}
	c.Basis = s.Basis.Clone()
	c.View.Compare = append([]string(nil), s.View.Compare...)
	c.Warnings = append([]msg.Text(nil), s.Warnings...)
	c.Lesson = append(json.RawMessage(nil), s.Lesson...)
	c.Network = s.Network.Clone()
	return c
}

// DefaultScene returns the scene the page opens on: two separable blobs
// and the online perceptron, so that play does something at once.
func DefaultScene() Scene {
	s := Scene{
		Version:   SceneVersion,
		Title:     "Two blobs",
		Classes:   []ClassInfo{{"Class 1"}, {"Class 2"}},
		Algorithm: DefaultAlgorithm,
		View:      DefaultView(),
		Viewport:  Viewport{-5, 5, -5, 5},
		Speed:     20,
	}
	// Two small blobs placed by hand, so that the default scene needs no
	// random generator and stays the same across versions.
	for _, p := range [][2]float64{{1.5, 2}, {2.5, 1.2}, {2, 3}, {3.2, 2.4}, {1.2, 3.3}, {3, 3.5}} {
		s.Points = append(s.Points, engine.Point{X: p[0], Y: p[1], Class: 0})
	}
	for _, p := range [][2]float64{{-2, -1.5}, {-3, -2.5}, {-1.5, -3}, {-2.8, -0.8}, {-1, -2}, {-3.3, -3.4}} {
		s.Points = append(s.Points, engine.Point{X: p[0], Y: p[1], Class: 1})
	}
	return s
}

// Normalize puts s in its canonical form and fills in what a document may
// leave out:
//
//   - version 0 becomes SceneVersion;
//   - control characters are removed from the title, the text and the class
//     names, and surrounding spaces trimmed (the text keeps its line breaks);
//   - no classes: as many as the points need, at least two; an empty class
//     name becomes "Class k";
//   - no algorithm: DefaultAlgorithm; parameters that the algorithm does not
//     know are dropped, with a warning in Warnings (a scene saved by another
//     version still opens, and says what it lost), and numbers are stored as
//     float64;
//   - the linear basis is the zero Basis, and fields that the basis kind does
//     not use are cleared;
//   - a network's weights are dropped when the algorithm is not a network;
//   - the zero View becomes DefaultView, an empty shading "soft", and
//     repeated or empty Compare entries are dropped;
//   - the zero Viewport is fitted to the points (FitViewport);
//   - speed 0 becomes DefaultSpeed;
//   - empty lists and maps become nil.
//
// Normalize does not check anything: Validate does.
func (s *Scene) Normalize() {
	if s.Version == 0 {
		s.Version = SceneVersion
	}
	s.Title = wording.CleanText(s.Title, false)
	s.Text = wording.CleanText(s.Text, true)
	s.Axes.normalize()
	if len(s.Classes) == 0 {
		k := 2
		for _, p := range s.Points {
			if p.Class >= k && p.Class < engine.MaxClasses {
				k = p.Class + 1
			}
		}
		s.Classes = make([]ClassInfo, k)
	}
	for i := range s.Classes {
		s.Classes[i].Name = wording.CleanText(s.Classes[i].Name, false)
		if s.Classes[i].Name == "" {
			s.Classes[i].Name = fmt.Sprintf("Class %d", i+1)
		}
	}
	if len(s.Points) == 0 {
		s.Points = nil
	}
	s.Algorithm = strings.TrimSpace(s.Algorithm)
	if s.Algorithm == "" {
		s.Algorithm = DefaultAlgorithm
	}
	var dropped []string
	s.Params, dropped = normalParams(s.Algorithm, s.Params)
	if len(dropped) > 0 {
		s.Warnings = append(s.Warnings, droppedWarning(s.Algorithm, dropped))
	}
	s.Basis = normalBasis(s.Basis)
	if spec, ok := engine.Lookup(s.Algorithm); ok && spec.Kind != engine.KindNetwork {
		s.Network = nil // weights of a network, kept by no other method
	}
	if err := s.Decision.Validate(len(s.Classes)); err != nil {
		s.Warnings = append(s.Warnings, msg.T("scene-decision-dropped", "why", msg.Of(err)))
		s.Decision = engine.Decision{}
	}
	if isZeroView(s.View) {
		s.View = DefaultView()
	}
	if s.View.Shading == "" {
		s.View.Shading = ShadingSoft
	}
	s.View.Compare = normalCompare(s.View.Compare)
	if s.Viewport == (Viewport{}) {
		s.Viewport = FitViewport(s.Points)
	}
	if s.Speed == 0 {
		s.Speed = DefaultSpeed
	}
	if t := strings.TrimSpace(string(s.Lesson)); t == "" || t == "null" || t == "{}" {
		s.Lesson = nil
	}
}

// isZeroView reports whether v is the zero View, which a document that
// leaves out "view" decodes to.
func isZeroView(v View) bool {
	return len(v.Compare) == 0 && v.Shading == "" && !v.Boundary && !v.Misclassified && !v.Weights &&
		!v.Margins && !v.Update && !v.Novikoff && !v.Fisher && !v.Densities && !v.Contours &&
		!v.Whitened && !v.Ambiguity && !v.Grid
}

// normalParams keeps the parameters that the algorithm id knows, as
// engine.ResolveSettings would convert them, and returns the keys it dropped, in
// order; values it cannot convert are kept as they are, for Validate to
// report.
func normalParams(id string, given map[string]any) (map[string]any, []string) {
	spec, ok := engine.Lookup(id)
	if !ok {
		if len(given) == 0 {
			return nil, nil
		}
		return given, nil
	}
	out := map[string]any{}
	for _, p := range spec.Params {
		v, ok := given[p.Key]
		if !ok || v == nil {
			continue
		}
		if r, err := p.Check(v); err == nil {
			v = r
		}
		out[p.Key] = v
	}
	var dropped []string
	for k := range given {
		if !slices.ContainsFunc(spec.Params, func(p engine.Param) bool { return p.Key == k }) {
			dropped = append(dropped, k)
		}
	}
	slices.Sort(dropped)
	if len(out) == 0 {
		return nil, dropped
	}
	return out, dropped
}

// droppedWarning says which parameters of the algorithm id were dropped,
// naming at most three.
func droppedWarning(id string, keys []string) msg.Text {
	var q []string
	for _, k := range keys[:min(len(keys), 3)] {
		q = append(q, wording.Quote(k))
	}
	names := strings.Join(q, ", ") // the keys, as a script writes them
	switch {
	case len(keys) > 3:
		return msg.T("scene-dropped-more", "keys", names, "more", len(keys)-3, "method", id)
	case len(keys) > 1:
		return msg.T("scene-dropped-some", "keys", names, "method", id)
	}
	return msg.T("scene-dropped-one", "key", names, "method", id)
}

// normalBasis clears the fields that the kind of b does not use.
func normalBasis(b engine.Basis) engine.Basis {
	switch b.Kind {
	case "", engine.BasisLinear:
		return engine.Basis{}
	case engine.BasisPoly:
		return engine.Basis{Kind: engine.BasisPoly, Degree: b.Degree}
	case engine.BasisRBF:
		c := b.Clone()
		c.Degree = 0
		if len(c.Centres) == 0 {
			c.Centres = nil
		}
		return c
	}
	return b.Clone()
}

func normalCompare(ids []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, id := range ids {
		id = strings.TrimSpace(id)
		if id == "" || seen[id] {
			continue
		}
		seen[id] = true
		out = append(out, id)
	}
	return out
}

// FitViewport returns a viewport that holds the points with a margin of a
// tenth of the larger side all round, or [-5, 5]² when there are no
// points. The margin is at least 0.5, and at least 1/10 000 of the largest
// coordinate, so that the viewport is never too narrow to draw.
func FitViewport(pts []engine.Point) Viewport {
	minX, minY, maxX, maxY, ok := engine.Dataset{Points: pts}.Bounds()
	if !ok {
		return Viewport{-5, 5, -5, 5}
	}
	big := math.Max(math.Max(math.Abs(minX), math.Abs(maxX)), math.Max(math.Abs(minY), math.Abs(maxY)))
	m := math.Max(0.1*math.Max(maxX-minX, maxY-minY), math.Max(0.5, 1e-4*big))
	clamp := func(v float64) float64 { return math.Max(-MaxViewCoord, math.Min(MaxViewCoord, v)) }
	return Viewport{clamp(minX - m), clamp(maxX + m), clamp(minY - m), clamp(maxY + m)}
}
