package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
)

// MarshalJSON writes points as [x, y, class] triples, each number in its
// shortest exact form.
func (s Scene) MarshalJSON() ([]byte, error) {
	return marshalScene(s, 0)
}

// marshalScene writes s with its coordinates rounded to multiples of step,
// or exactly when step is 0.
func marshalScene(s Scene, step float64) ([]byte, error) {
	type plain Scene // no methods: no recursion
	w := struct {
		plain
		Points json.RawMessage `json:"points"`
	}{plain: plain(s), Points: appendPoints(nil, s.Points, step)}
	return json.Marshal(w)
}

// UnmarshalJSON reads points as [x, y, class] triples. It checks the form
// of each triple but not the scene as a whole; ParseScene does that.
func (s *Scene) UnmarshalJSON(b []byte) error {
	type plain Scene
	var w struct {
		plain
		Points json.RawMessage `json:"points"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	pts, err := parsePoints(w.Points)
	if err != nil {
		return err
	}
	*s = Scene(w.plain)
	s.Points = pts
	return nil
}

// ParseScene reads a scene from its JSON form and checks all of it, so that
// the page can refuse a bad document and keep the scene it has. It reads at
// most MaxSceneBytes; the version must be present and not newer than
// SceneVersion; what the document leaves out is filled in by Normalize;
// and then the scene must pass Validate. Every error says what is wrong
// and where, in words a teacher can act on.
func ParseScene(data []byte) (Scene, error) {
	if len(data) > MaxSceneBytes {
		return Scene{}, fmt.Errorf("the scene is %s long; the limit is %s", wording.SizeText(len(data)), wording.SizeText(MaxSceneBytes))
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(bytes.TrimSpace(data)) == 0 {
		return Scene{}, errors.New("the scene is empty")
	}
	// The version comes first: a newer format may differ anywhere else.
	var head struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Scene{}, wording.JSONError(err)
	}
	if err := checkVersion(head.Version); err != nil {
		return Scene{}, err
	}
	// The head's reading checked that the whole document is valid JSON:
	// the scene reads it through its own UnmarshalJSON, which json.Unmarshal
	// would call after checking and scanning all of it twice more (2 of the
	// 7 passes over a file's points; issue 51: opening a file of 200,000
	// points is one task of the page).
	var s Scene
	if err := s.UnmarshalJSON(data); err != nil {
		return Scene{}, wording.JSONError(err)
	}
	s.Normalize()
	if err := s.Validate(); err != nil {
		return Scene{}, err
	}
	return s, nil
}

// checkVersion reads the raw "version" of a document.
func checkVersion(raw json.RawMessage) error {
	t := strings.TrimSpace(string(raw))
	if t == "" || t == "null" {
		return errors.New("this is not a Hyperplane scene: it has no version number")
	}
	v, err := strconv.Atoi(t)
	if err != nil {
		if f, ferr := strconv.ParseFloat(t, 64); ferr == nil && f > SceneVersion && f == math.Trunc(f) {
			return newerError(t)
		}
		return fmt.Errorf("the version %s is not a whole number such as %d", wording.Clip(t, 20), SceneVersion)
	}
	if v < 1 {
		return fmt.Errorf("the version %d is not a valid scene version", v)
	}
	if v > SceneVersion {
		return newerError(t)
	}
	return nil
}

func newerError(v string) error {
	return fmt.Errorf("this scene was made by a newer Hyperplane (scene format %s; this page reads format %d and older): "+
		"open it with the newer page", wording.Clip(v, 20), SceneVersion)
}

// Encode returns the compact JSON form of s, after Normalize and Validate,
// so that ParseScene reads back the same scene.
func (s Scene) Encode() ([]byte, error) {
	c := s.Clone()
	c.Normalize()
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(c)
}

// appendPoints appends the JSON list of [x, y, class] triples, each
// coordinate rounded to a multiple of step (exact when step is 0).
func appendPoints(b []byte, pts []engine.Point, step float64) []byte {
	b = append(b, '[')
	for i, p := range pts {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = appendCoord(b, p.X, step)
		b = append(b, ',')
		b = appendCoord(b, p.Y, step)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.Class), 10)
		b = append(b, ']')
	}
	return append(b, ']')
}

// appendCoord appends v rounded to a multiple of step, a power of ten, in
// the shortest decimal form.
func appendCoord(b []byte, v, step float64) []byte {
	if step <= 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return strconv.AppendFloat(b, v, 'g', -1, 64)
	}
	d := -int(math.Round(math.Log10(step)))
	var t string
	if d >= 0 {
		t = strconv.FormatFloat(v, 'f', d, 64)
	} else {
		t = strconv.FormatFloat(math.Round(v/step)*step, 'f', 0, 64)
	}
	if strings.Contains(t, ".") {
		t = strings.TrimRight(strings.TrimRight(t, "0"), ".")
	}
	if t == "-0" {
		t = "0"
	}
	return append(b, t...)
}

// parsePoints reads a JSON list of [x, y, class] triples, already known to
// be valid JSON, and says which point is wrong and why.
func parsePoints(raw []byte) ([]engine.Point, error) {
	sc := jsonScanner{b: raw}
	sc.space()
	if sc.done() || sc.word("null") {
		return nil, nil
	}
	if !sc.eat('[') {
		return nil, errors.New("points must be a list of [x, y, class] triples")
	}
	var pts []engine.Point
	if sc.space(); sc.eat(']') {
		return nil, nil
	}
	names := [3]string{"x", "y", "the class"}
	for i := 1; ; i++ {
		if i > engine.MaxPoints {
			return nil, fmt.Errorf("the scene has more than %d points, the limit", engine.MaxPoints)
		}
		if sc.space(); !sc.eat('[') {
			return nil, fmt.Errorf("point %d must be a triple [x, y, class]", i)
		}
		var v [3]float64
		for j := range v {
			sc.space()
			if j > 0 && !sc.eat(',') {
				return nil, fmt.Errorf("point %d has %d numbers; it must be a triple [x, y, class]", i, j)
			}
			sc.space()
			tok := sc.number()
			if tok == "" {
				if j == 0 && sc.peek() == ']' {
					return nil, fmt.Errorf("point %d is empty; it must be a triple [x, y, class]", i)
				}
				return nil, fmt.Errorf("point %d: %s is not a number", i, names[j])
			}
			f, err := strconv.ParseFloat(tok, 64)
			if err != nil {
				return nil, fmt.Errorf("point %d: %s = %s is too large", i, names[j], wording.Clip(tok, 20))
			}
			v[j] = f
		}
		if sc.space(); !sc.eat(']') {
			return nil, fmt.Errorf("point %d has more than 3 numbers; it must be a triple [x, y, class]", i)
		}
		c := v[2]
		if c != math.Trunc(c) || c < 0 {
			return nil, fmt.Errorf("point %d: the class %v is not a whole number from 0 (the first class) up", i, c)
		}
		if c >= engine.MaxClasses {
			return nil, fmt.Errorf("point %d: the class %v is beyond the last of %d possible classes (classes count from 0)", i, c, engine.MaxClasses)
		}
		pts = append(pts, engine.Point{X: v[0], Y: v[1], Class: int(c)})
		sc.space()
		if sc.eat(',') {
			continue
		}
		if sc.eat(']') {
			break
		}
		return nil, fmt.Errorf("after point %d: expected , or ]", i)
	}
	if sc.space(); !sc.done() {
		return nil, errors.New("points: unexpected text after the list")
	}
	return pts, nil
}

// jsonScanner reads the few tokens that parsePoints needs.
type jsonScanner struct {
	b []byte
	i int
}

func (s *jsonScanner) done() bool { return s.i >= len(s.b) }

func (s *jsonScanner) peek() byte {
	if s.done() {
		return 0
	}
	return s.b[s.i]
}

func (s *jsonScanner) space() {
	for !s.done() && (s.b[s.i] == ' ' || s.b[s.i] == '\t' || s.b[s.i] == '\n' || s.b[s.i] == '\r') {
		s.i++
	}
}

func (s *jsonScanner) eat(c byte) bool {
	if s.peek() == c {
		s.i++
		return true
	}
	return false
}

func (s *jsonScanner) word(w string) bool {
	if bytes.HasPrefix(s.b[s.i:], []byte(w)) {
		s.i += len(w)
		return true
	}
	return false
}

// number returns the JSON number at the cursor, or "" if there is none.
func (s *jsonScanner) number() string {
	start := s.i
	for !s.done() && strings.IndexByte("+-0123456789.eE", s.b[s.i]) >= 0 {
		s.i++
	}
	return string(s.b[start:s.i])
}
