package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
	// MaxViewCoord bounds the corners of a viewport.
	MaxViewCoord = 10 * MaxCoord
	// MinSpeed and MaxSpeed bound the training speed, in steps per second.
	MinSpeed = 0.1
	MaxSpeed = 1_000_000
	// DefaultSpeed is the speed of a scene that does not state one.
	DefaultSpeed = 20
	// DefaultAlgorithm is the algorithm of a scene that does not state one.
	DefaultAlgorithm = "perceptron"
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
	Points    []Point        `json:"-"`
	Algorithm string         `json:"algorithm"`
	Params    map[string]any `json:"params,omitempty"`
	Basis     Basis          `json:"basis"`
	View      View           `json:"view"`
	Viewport  Viewport       `json:"viewport"`
	// Speed is the number of training steps per second while playing.
	Speed float64 `json:"speed,omitempty"`
	// Split holds some points out of training as test points; a scene
	// without one trains on all its points.
	Split Split `json:"split,omitzero"`
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
	return View{Shading: ShadingSoft, Boundary: true, Misclassified: true, Grid: true, Ambiguity: true}
}

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

// Dataset returns the points and number of classes of s.
func (s *Scene) Dataset() Dataset {
	return Dataset{Points: append([]Point(nil), s.Points...), Classes: len(s.Classes)}
}

// Clone returns a deep copy of s.
func (s Scene) Clone() Scene {
	c := s
	c.Classes = append([]ClassInfo(nil), s.Classes...)
	c.Points = append([]Point(nil), s.Points...)
	if s.Params != nil {
		c.Params = make(map[string]any, len(s.Params))
		for k, v := range s.Params {
			c.Params[k] = v
		}
	}
	c.Basis = s.Basis.Clone()
	c.View.Compare = append([]string(nil), s.View.Compare...)
	return c
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

// ParseScene reads a scene from its JSON form and checks all of it, so that
// the page can refuse a bad document and keep the scene it has. It reads at
// most MaxSceneBytes; the version must be present and not newer than
// SceneVersion; what the document leaves out is filled in by Normalize;
// and then the scene must pass Validate. Every error says what is wrong
// and where, in words a teacher can act on.
func ParseScene(data []byte) (Scene, error) {
	if len(data) > MaxSceneBytes {
		return Scene{}, fmt.Errorf("the scene is %s long; the limit is %s", sizeText(len(data)), sizeText(MaxSceneBytes))
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
		return Scene{}, jsonError(err)
	}
	if err := checkVersion(head.Version); err != nil {
		return Scene{}, err
	}
	var s Scene
	if err := json.Unmarshal(data, &s); err != nil {
		return Scene{}, jsonError(err)
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
		return fmt.Errorf("the version %s is not a whole number such as %d", clip(t, 20), SceneVersion)
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
		"open it with the newer page", clip(v, 20), SceneVersion)
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

// Normalize puts s in its canonical form and fills in what a document may
// leave out:
//
//   - version 0 becomes SceneVersion;
//   - control characters are removed from the title, the text and the class
//     names, and surrounding spaces trimmed (the text keeps its line breaks);
//   - no classes: as many as the points need, at least two; an empty class
//     name becomes "Class k";
//   - no algorithm: DefaultAlgorithm; parameters that the algorithm does not
//     know are dropped, and numbers are stored as float64;
//   - the linear basis is the zero Basis, and fields that the basis kind does
//     not use are cleared;
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
	s.Title = cleanText(s.Title, false)
	s.Text = cleanText(s.Text, true)
	if len(s.Classes) == 0 {
		k := 2
		for _, p := range s.Points {
			if p.Class >= k && p.Class < MaxClasses {
				k = p.Class + 1
			}
		}
		s.Classes = make([]ClassInfo, k)
	}
	for i := range s.Classes {
		s.Classes[i].Name = cleanText(s.Classes[i].Name, false)
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
	s.Params = normalParams(s.Algorithm, s.Params)
	s.Basis = normalBasis(s.Basis)
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
}

// isZeroView reports whether v is the zero View, which a document that
// leaves out "view" decodes to.
func isZeroView(v View) bool {
	return len(v.Compare) == 0 && v.Shading == "" && !v.Boundary && !v.Misclassified && !v.Weights &&
		!v.Margins && !v.Update && !v.Novikoff && !v.Fisher && !v.Densities && !v.Contours &&
		!v.Whitened && !v.Ambiguity && !v.Grid
}

// normalParams keeps the parameters that the algorithm id knows, as
// ResolveSettings would convert them; values it cannot convert are kept as
// they are, for Validate to report.
func normalParams(id string, given map[string]any) map[string]any {
	spec, ok := Lookup(id)
	if !ok {
		if len(given) == 0 {
			return nil
		}
		return given
	}
	out := map[string]any{}
	for _, p := range spec.Params {
		v, ok := given[p.Key]
		if !ok || v == nil {
			continue
		}
		if r, err := p.check(v); err == nil {
			v = r
		}
		out[p.Key] = v
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// normalBasis clears the fields that the kind of b does not use.
func normalBasis(b Basis) Basis {
	switch b.Kind {
	case "", BasisLinear:
		return Basis{}
	case BasisPoly:
		return Basis{Kind: BasisPoly, Degree: b.Degree}
	case BasisRBF:
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
func FitViewport(pts []Point) Viewport {
	minX, minY, maxX, maxY, ok := Dataset{Points: pts}.Bounds()
	if !ok {
		return Viewport{-5, 5, -5, 5}
	}
	big := math.Max(math.Max(math.Abs(minX), math.Abs(maxX)), math.Max(math.Abs(minY), math.Abs(maxY)))
	m := math.Max(0.1*math.Max(maxX-minX, maxY-minY), math.Max(0.5, 1e-4*big))
	clamp := func(v float64) float64 { return math.Max(-MaxViewCoord, math.Min(MaxViewCoord, v)) }
	return Viewport{clamp(minX - m), clamp(maxX + m), clamp(minY - m), clamp(maxY + m)}
}

// Validate reports the first problem of s, which should be normalized.
func (s *Scene) Validate() error {
	if s.Version < 1 || s.Version > SceneVersion {
		return fmt.Errorf("the version %d is not a scene version this page reads (1 to %d)", s.Version, SceneVersion)
	}
	if err := checkRunes("the title", s.Title, MaxTitleRunes); err != nil {
		return err
	}
	if err := checkRunes("the text", s.Text, MaxTextRunes); err != nil {
		return err
	}
	k := len(s.Classes)
	if k < 1 || k > MaxClasses {
		return fmt.Errorf("a scene has 1 to %d classes, not %d", MaxClasses, k)
	}
	seen := map[string]int{}
	for i, c := range s.Classes {
		if err := checkRunes(fmt.Sprintf("the name of class %d", i+1), c.Name, MaxNameRunes); err != nil {
			return err
		}
		if c.Name == "" {
			return fmt.Errorf("class %d has no name", i+1)
		}
		if j, ok := seen[c.Name]; ok {
			return fmt.Errorf("classes %d and %d are both called %s; give them different names", j+1, i+1, quote(c.Name))
		}
		seen[c.Name] = i
	}
	if err := s.Dataset().Validate(); err != nil {
		return err
	}
	spec, ok := Lookup(s.Algorithm)
	if !ok {
		return fmt.Errorf("unknown algorithm %s; this page knows %s", quote(s.Algorithm), strings.Join(catalogIDs(), ", "))
	}
	for key, v := range s.Params {
		if err := checkParamValue(v); err != nil {
			return fmt.Errorf("parameter %s of %s: %v", quote(key), spec.Name, err)
		}
	}
	if _, err := ResolveSettings(spec.Params, s.Params); err != nil {
		return fmt.Errorf("parameter of %s: %v", spec.Name, err)
	}
	if err := s.Basis.Validate(); err != nil {
		return fmt.Errorf("basis: %v", err)
	}
	if err := s.Viewport.Validate(); err != nil {
		return err
	}
	switch s.View.Shading {
	case ShadingHard, ShadingSoft, ShadingOff:
	default:
		return fmt.Errorf("unknown shading %s; use %q, %q or %q", quote(s.View.Shading), ShadingHard, ShadingSoft, ShadingOff)
	}
	for _, id := range s.View.Compare {
		if _, ok := Lookup(id); !ok {
			return fmt.Errorf("cannot compare with the unknown algorithm %s", quote(id))
		}
	}
	if len(s.View.Compare) > len(catalogIDs()) {
		return fmt.Errorf("the comparison lists %d algorithms, more than there are", len(s.View.Compare))
	}
	if err := s.Split.Validate(); err != nil {
		return err
	}
	if math.IsNaN(s.Speed) || s.Speed < MinSpeed || s.Speed > MaxSpeed {
		return fmt.Errorf("the speed must be between %g and %g steps per second, not %g", float64(MinSpeed), float64(MaxSpeed), s.Speed)
	}
	return nil
}

// Validate reports whether v is a usable viewport: finite corners no
// larger than MaxViewCoord, min below max, and a span that is not lost in
// rounding.
func (v Viewport) Validate() error {
	for _, c := range [4]float64{v.MinX, v.MaxX, v.MinY, v.MaxY} {
		if math.IsNaN(c) || math.IsInf(c, 0) {
			return fmt.Errorf("viewport: %v is not a finite number", c)
		}
		if math.Abs(c) > MaxViewCoord {
			return fmt.Errorf("viewport: %g is beyond the limit of %g", c, float64(MaxViewCoord))
		}
	}
	if err := checkRange("x", v.MinX, v.MaxX); err != nil {
		return err
	}
	return checkRange("y", v.MinY, v.MaxY)
}

func checkRange(axis string, lo, hi float64) error {
	if !(lo < hi) {
		return fmt.Errorf("viewport: the smallest %s (%g) must be below the largest (%g)", axis, lo, hi)
	}
	if hi-lo < 1e-6*math.Max(1, math.Max(math.Abs(lo), math.Abs(hi))) {
		return fmt.Errorf("viewport: the %s range %g to %g is too narrow to draw", axis, lo, hi)
	}
	return nil
}

// checkParamValue refuses values that no parameter can take, before their
// text ends up in an error message.
func checkParamValue(v any) error {
	switch x := v.(type) {
	case nil, bool, float64, float32, int:
		return nil
	case string:
		if len(x) > 64 {
			return errors.New("the value is too long to be a choice")
		}
		return nil
	case []any:
		return errors.New("a list is not a parameter value")
	case map[string]any:
		return errors.New("an object is not a parameter value")
	}
	return fmt.Errorf("a value of type %T is not a parameter value", v)
}

func checkRunes(what, s string, limit int) error {
	if n := utf8.RuneCountInString(s); n > limit {
		return fmt.Errorf("%s is %d characters long; the limit is %d", what, n, limit)
	}
	return nil
}

// cleanText makes s valid UTF-8, removes control characters and the
// invisible direction overrides, and trims surrounding space. With
// newlines it keeps line breaks (as \n) and turns tabs into spaces.
func cleanText(s string, newlines bool) string {
	if newlines {
		s = strings.ReplaceAll(s, "\r\n", "\n")
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	var b strings.Builder
	for _, r := range s {
		switch {
		case newlines && r == '\n':
			b.WriteRune(r)
		case newlines && r == '\t':
			b.WriteByte(' ')
		case unicode.IsControl(r), isDirectionControl(r):
		default:
			b.WriteRune(r)
		}
	}
	return strings.TrimSpace(b.String())
}

// isDirectionControl reports the invisible characters that reorder text
// (U+202A..U+202E, U+2066..U+2069) or hide in it (U+200B, U+FEFF).
func isDirectionControl(r rune) bool {
	return (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) || r == 0x200B || r == 0xFEFF
}

// quote returns s quoted for an error message, cut to a readable length.
func quote(s string) string { return strconv.Quote(clip(s, 40)) }

// clip cuts s to at most n runes, marking the cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

func sizeText(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}

// jsonError turns an error of encoding/json into words.
func jsonError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("this is not valid JSON (at character %d): %v", syn.Offset, syn)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Errorf("this is not a Hyperplane scene: expected a JSON object, found %s", typ.Value)
		}
		field := strings.TrimPrefix(typ.Field, "plain.")
		return fmt.Errorf("the field %s should be %s, not %s", quote(field), kindText(typ.Type.Kind().String()), valueText(typ.Value))
	}
	return err
}

// valueText names the kind of a JSON value, as encoding/json reports it.
func valueText(v string) string {
	switch v {
	case "number", "string", "bool", "array", "object":
		return kindText(map[string]string{"number": "float64", "string": "string", "bool": "bool", "array": "slice", "object": "map"}[v])
	}
	if strings.HasPrefix(v, "number") {
		return "the number" + strings.TrimPrefix(v, "number")
	}
	return v
}

// kindText names a Go kind in words.
func kindText(k string) string {
	switch k {
	case "float64", "float32", "int", "int64", "int32", "uint64":
		return "a number"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "a list"
	case "struct", "map":
		return "an object"
	}
	return k
}

// appendPoints appends the JSON list of [x, y, class] triples, each
// coordinate rounded to a multiple of step (exact when step is 0).
func appendPoints(b []byte, pts []Point, step float64) []byte {
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
func parsePoints(raw []byte) ([]Point, error) {
	sc := jsonScanner{b: raw}
	sc.space()
	if sc.done() || sc.word("null") {
		return nil, nil
	}
	if !sc.eat('[') {
		return nil, errors.New("points must be a list of [x, y, class] triples")
	}
	var pts []Point
	if sc.space(); sc.eat(']') {
		return nil, nil
	}
	names := [3]string{"x", "y", "the class"}
	for i := 1; ; i++ {
		if i > MaxPoints {
			return nil, fmt.Errorf("the scene has more than %d points, the limit", MaxPoints)
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
				return nil, fmt.Errorf("point %d: %s = %s is too large", i, names[j], clip(tok, 20))
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
		if c >= MaxClasses {
			return nil, fmt.Errorf("point %d: the class %v is beyond the last of %d possible classes (classes count from 0)", i, c, MaxClasses)
		}
		pts = append(pts, Point{v[0], v[1], int(c)})
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
