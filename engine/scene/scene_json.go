package scene

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
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
		return Scene{}, msg.Err("scene-size", "size", wording.SizeText(len(data)), "max", wording.SizeText(MaxSceneBytes))
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(bytes.TrimSpace(data)) == 0 {
		return Scene{}, msg.Err("scene-empty")
	}
	if s, ok := parseFast(data); ok {
		return s, nil
	}
	return readScene(data, nil)
}

// readScene is ParseScene's reading of any document, and the one that
// words its errors. The points, when pts is not nil, are pts instead of
// the document's (parseFast's, read already).
func readScene(data []byte, pts []engine.Point) (Scene, error) {
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
	if pts != nil {
		s.Points = pts
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
		return msg.Err("scene-no-version")
	}
	v, err := strconv.Atoi(t)
	if err != nil {
		if f, ferr := strconv.ParseFloat(t, 64); ferr == nil && f > SceneVersion && f == math.Trunc(f) {
			return newerError(t)
		}
		return msg.Err("scene-version-not-whole", "version", wording.Clip(t, 20), "example", SceneVersion)
	}
	if v < 1 {
		return msg.Err("scene-version-invalid", "version", v)
	}
	if v > SceneVersion {
		return newerError(t)
	}
	return nil
}

func newerError(v string) error {
	return msg.Err("scene-newer", "format", wording.Clip(v, 20), "max", SceneVersion)
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
	if sc.done() {
		return nil, nil
	}
	pts, err := sc.points()
	if err != nil {
		return nil, err
	}
	if sc.space(); !sc.done() {
		return nil, msg.Err("scene-points-after")
	}
	return pts, nil
}

// parseFast reads a document whose points are a top-level "points" that
// is valid JSON, and the rest of which is a valid scene, reading the
// points once (after a count of their brackets, for the slice's size)
// instead of encoding/json's three passes over them (checking the
// document, then scanning it for each of the two readings of readScene:
// 55% of BenchmarkParseScene's time). The points are read where they are; the
// rest, with "points": [] in their place, goes through readScene. It
// declines (ok false) any other document, or one with a key it cannot
// tell from "points" without decoding it (an escape, a byte beyond ASCII,
// another casing, which encoding/json would take for it, or a second
// one), and any error: readScene then reads the document again and words
// the error as it always has.
func parseFast(data []byte) (s Scene, ok bool) {
	sc := jsonScanner{b: data}
	sc.space()
	if !sc.eat('{') {
		return Scene{}, false
	}
	var pts []engine.Point
	start, end := -1, -1
	for first := true; ; first = false {
		sc.space()
		if first && sc.eat('}') {
			return Scene{}, false // no points: nothing to gain
		}
		key, plain := sc.plainString()
		if !plain {
			return Scene{}, false
		}
		if strings.EqualFold(key, "points") {
			if key != "points" || start >= 0 {
				return Scene{}, false
			}
		}
		if sc.space(); !sc.eat(':') {
			return Scene{}, false
		}
		sc.space()
		if key == "points" {
			start = sc.i
			var err error
			if pts, err = sc.points(); err != nil {
				return Scene{}, false
			}
			end = sc.i
		} else if !sc.skipValue() {
			return Scene{}, false
		}
		sc.space()
		if sc.eat(',') {
			continue
		}
		if sc.eat('}') {
			break
		}
		return Scene{}, false
	}
	if sc.space(); !sc.done() || start < 0 {
		return Scene{}, false
	}
	rest := make([]byte, 0, len(data)-(end-start)+2)
	rest = append(append(append(rest, data[:start]...), "[]"...), data[end:]...)
	if pts == nil {
		return Scene{}, false // "points": null, or [] (no points: nothing gained)
	}
	s, err := readScene(rest, pts)
	if err != nil {
		return Scene{}, false
	}
	return s, true
}

// points reads the list of [x, y, class] triples (or null) at the cursor,
// each number as JSON writes numbers.
func (sc *jsonScanner) points() ([]engine.Point, error) {
	if sc.word("null") {
		return nil, nil
	}
	if !sc.eat('[') {
		return nil, msg.Err("scene-points-list")
	}
	if sc.space(); sc.eat(']') {
		return nil, nil
	}
	// Room for as many points as there are brackets from here on, at most
	// (and no more than a scene may hold): one allocation instead of the
	// slice's growth, whose copies took 113 ms of opening a file of
	// 200,000 points at 4x.
	pts := make([]engine.Point, 0, min(1+bytes.Count(sc.b[sc.i:], []byte{'['}), engine.MaxPoints))
	names := [3]string{"x", "y", "class"} // $what of the messages
	for i := 1; ; i++ {
		if i > engine.MaxPoints {
			return nil, msg.Err("scene-too-many-points", "max", strconv.Itoa(engine.MaxPoints))
		}
		if sc.space(); !sc.eat('[') {
			return nil, msg.Err("scene-point-triple", "point", i)
		}
		var v [3]float64
		for j := range v {
			sc.space()
			if j > 0 && !sc.eat(',') {
				return nil, msg.Err("scene-point-short", "point", i, "n", j)
			}
			sc.space()
			tok := sc.number()
			if tok == nil {
				if j == 0 && sc.peek() == ']' {
					return nil, msg.Err("scene-point-empty", "point", i)
				}
				return nil, msg.Err("scene-point-nan", "point", i, "what", names[j])
			}
			// string(tok) is not kept (not even by ParseFloat's error),
			// so it takes no allocation.
			f, err := strconv.ParseFloat(string(tok), 64)
			if err != nil {
				return nil, msg.Err("scene-point-huge", "point", i, "what", names[j], "value", wording.Clip(string(tok), 20))
			}
			v[j] = f
		}
		if sc.space(); !sc.eat(']') {
			return nil, msg.Err("scene-point-long", "point", i)
		}
		c := v[2]
		if c != math.Trunc(c) || c < 0 {
			return nil, msg.Err("scene-point-class", "point", i, "class", engine.NumText(c, -1))
		}
		if c >= engine.MaxClasses {
			return nil, msg.Err("scene-point-class-max", "point", i, "class", engine.NumText(c, -1), "max", engine.MaxClasses)
		}
		pts = append(pts, engine.Point{X: v[0], Y: v[1], Class: int(c)})
		sc.space()
		if sc.eat(',') {
			continue
		}
		if sc.eat(']') {
			break
		}
		return nil, msg.Err("scene-point-after", "point", i)
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

// number returns the JSON number at the cursor (-?int frac? exp?, RFC
// 8259), or nil, with the cursor where it was, if there is none.
func (s *jsonScanner) number() []byte {
	start := s.i
	s.eat('-')
	switch {
	case s.eat('0'):
	case s.digits() == 0:
		s.i = start
		return nil
	}
	if s.eat('.') && s.digits() == 0 {
		s.i = start
		return nil
	}
	if s.eat('e') || s.eat('E') {
		if !s.eat('+') {
			s.eat('-')
		}
		if s.digits() == 0 {
			s.i = start
			return nil
		}
	}
	return s.b[start:s.i]
}

// digits reads the decimal digits at the cursor and returns how many.
func (s *jsonScanner) digits() int {
	n := 0
	for !s.done() && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
		s.i++
		n++
	}
	return n
}

// plainString reads the string at the cursor and returns it, if it has no
// escape and no byte beyond ASCII (it is then what it decodes to).
func (s *jsonScanner) plainString() (string, bool) {
	if !s.eat('"') {
		return "", false
	}
	start := s.i
	for ; !s.done(); s.i++ {
		switch c := s.b[s.i]; {
		case c == '"':
			s.i++
			return string(s.b[start : s.i-1]), true
		case c == '\\' || c < 0x20 || c >= 0x80:
			return "", false
		}
	}
	return "", false
}

// skipValue moves the cursor past the value at it: its brackets matched
// and its strings skipped, but not checked (readScene's encoding/json
// checks them). It reports false if the value is cut short.
func (s *jsonScanner) skipValue() bool {
	depth := 0
	for !s.done() {
		switch s.b[s.i] {
		case '"':
			s.i++
			for ; !s.done() && s.b[s.i] != '"'; s.i++ {
				if s.b[s.i] == '\\' {
					s.i++
				}
			}
			if s.done() {
				return false
			}
			s.i++
		case '[', '{':
			depth++
			s.i++
		case ']', '}':
			if depth == 0 {
				return true
			}
			depth--
			s.i++
		case ',', ' ', '\t', '\n', '\r':
			if depth == 0 {
				return true
			}
			s.i++
		default:
			s.i++
		}
	}
	return depth == 0
}
