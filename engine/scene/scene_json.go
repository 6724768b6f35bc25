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
	return NewReader(data).Scene()
}

// Reader reads a scene's document as ParseScene does, in steps: Step reads
// at most n more points and reports when the reading is over, and Scene
// returns what ParseScene returns for the document. A page reads a big
// file so between its frames (opening 200,000 points was one task of
// 1.2 s at 4x CPU throttling: issue 51).
type Reader struct {
	err  error // the document's size, or an empty document
	data []byte
	fast fastReader
}

// NewReader returns a Reader of data, which it keeps (the caller must not
// change it).
func NewReader(data []byte) *Reader {
	if err := CheckSize(len(data)); err != nil {
		return &Reader{err: err}
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(bytes.TrimSpace(data)) == 0 {
		return &Reader{err: msg.Err("scene-empty")}
	}
	return &Reader{data: data, fast: fastReader{sc: jsonScanner{b: data}}}
}

// CheckSize refuses a document of n bytes, more than MaxSceneBytes, as
// ParseScene does.
func CheckSize(n int) error {
	if n > MaxSceneBytes {
		return msg.Err("scene-size", "size", wording.SizeText(n), "max", wording.SizeText(MaxSceneBytes))
	}
	return nil
}

// Step reads on, at most n points, and reports whether the reading is
// over. A document that the fast reading declines (fastReader) is read by
// Scene, in one go.
func (r *Reader) Step(n int) bool {
	return r.err != nil || r.fast.step(n)
}

// Read returns how much of the document has been read, from 0 to 1, and
// the number of points.
func (r *Reader) Read() (share float64, points int) {
	if r.err != nil || r.fast.phase == readDone {
		return 1, len(r.fast.pts)
	}
	return float64(r.fast.sc.i) / float64(len(r.data)), len(r.fast.pts)
}

// Scene reads what Step has not, and returns the scene, or what is wrong
// with the document.
func (r *Reader) Scene() (Scene, error) {
	if r.err != nil {
		return Scene{}, r.err
	}
	for !r.fast.step(math.MaxInt) {
	}
	if s, ok := r.fast.scene(); ok {
		return s, nil
	}
	return readScene(r.data, nil)
}

// readScene is ParseScene's reading of any document, and the one that
// words its errors. The points, when pts is not nil, are pts instead of
// the document's (fastReader's, read already).
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
