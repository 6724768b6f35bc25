package engine

import (
	"encoding/json"
	"fmt"
)

// SceneVersion is the version of the scene format that this package writes.
const SceneVersion = 1

// Scene is everything a user made: the points, the classes and their names,
// the algorithm with its parameters, the basis, the view toggles and the
// viewport. It is the document behind share links, embeds, presets and
// lessons.
type Scene struct {
	Version   int            `json:"version"`
	Title     string         `json:"title,omitempty"`
	Text      string         `json:"text,omitempty"` // lesson text, shown as plain text
	Classes   []ClassInfo    `json:"classes"`
	Points    []Point        `json:"-"`
	Algorithm string         `json:"algorithm"`
	Params    map[string]any `json:"params,omitempty"`
	Basis     Basis          `json:"basis"`
	View      View           `json:"view"`
	Viewport  Viewport       `json:"viewport"`
	// Speed is the number of training steps per second while playing.
	Speed float64 `json:"speed,omitempty"`
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
	// Compare lists the algorithms whose boundaries are overlaid.
	Compare []string `json:"compare,omitempty"`
}

// DefaultView returns the toggles a new scene starts with.
func DefaultView() View {
	return View{Shading: "soft", Boundary: true, Misclassified: true, Grid: true, Ambiguity: true}
}

// MarshalJSON writes points as [x, y, class] triples.
func (s Scene) MarshalJSON() ([]byte, error) {
	type plain Scene // no methods: no recursion
	w := struct {
		plain
		Points [][3]float64 `json:"points"`
	}{plain: plain(s), Points: make([][3]float64, len(s.Points))}
	for i, p := range s.Points {
		w.Points[i] = [3]float64{p.X, p.Y, float64(p.Class)}
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads points as [x, y, class] triples.
func (s *Scene) UnmarshalJSON(b []byte) error {
	type plain Scene
	var w struct {
		plain
		Points [][3]float64 `json:"points"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*s = Scene(w.plain)
	s.Points = make([]Point, len(w.Points))
	for i, p := range w.Points {
		c := int(p[2])
		if float64(c) != p[2] {
			return fmt.Errorf("point %d: class %v is not a whole number", i+1, p[2])
		}
		s.Points[i] = Point{p[0], p[1], c}
	}
	return nil
}

// Dataset returns the points and number of classes of s.
func (s *Scene) Dataset() Dataset {
	return Dataset{Points: append([]Point(nil), s.Points...), Classes: len(s.Classes)}
}

// DefaultScene returns the scene the page opens on: two separable blobs
// and the online perceptron, so that play does something at once.
func DefaultScene() Scene {
	s := Scene{
		Version:   SceneVersion,
		Title:     "Two blobs",
		Classes:   []ClassInfo{{"Class 1"}, {"Class 2"}},
		Algorithm: "perceptron",
		View:      DefaultView(),
		Viewport:  Viewport{-5, 5, -5, 5},
		Speed:     20,
	}
	// Two small blobs placed by hand, so that the default scene needs no
	// random generator and stays the same across versions.
	for _, p := range [][2]float64{{1.5, 2}, {2.5, 1.2}, {2, 3}, {3.2, 2.4}, {1.2, 3.3}, {3, 3.5}} {
		s.Points = append(s.Points, Point{p[0], p[1], 0})
	}
	for _, p := range [][2]float64{{-2, -1.5}, {-3, -2.5}, {-1.5, -3}, {-2.8, -0.8}, {-1, -2}, {-3.3, -3.4}} {
		s.Points = append(s.Points, Point{p[0], p[1], 1})
	}
	return s
}
