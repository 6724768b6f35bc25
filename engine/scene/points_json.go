package scene

// A scene file's points, read without encoding/json: parsePoints reads
// the list that readScene hands it, and fastReader the points of a whole
// document, leaving the rest to readScene.

import (
	"bytes"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

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

// fastReader reads a document whose points are a top-level "points" that
// is valid JSON, and the rest of which is a valid scene, in steps of at
// most n points (step), so that a page can read a big file between its
// frames. It reads the points once (after a count of their brackets, for
// the slice's size) instead of encoding/json's three passes over them
// (checking the document, then scanning it for each of the two readings
// of readScene: 55% of BenchmarkParseScene's time). The points are read
// where they are; the rest, with "points": [] in their place, goes
// through readScene (scene). It declines any other document, or one with
// a key it cannot tell from "points" without decoding it (an escape, a
// byte beyond ASCII, another casing, which encoding/json would take for
// it, or a second one), and any error: readScene then reads the document
// again and words the error as it always has (Reader.Scene).
type fastReader struct {
	sc         jsonScanner
	phase      int // one of the read… constants
	first      bool
	pts        []engine.Point
	point      int // the number of the point read next, from 1
	start, end int // the points' list in the document
	declined   bool
}

const (
	readOpen   = iota // before the document's {
	readKeys          // at a key, or at the , or } after a value
	readPoints        // inside the points' list
	readDone
)

// step reads on, at most n points, and reports whether the reading is
// over (read, or declined).
func (r *fastReader) step(n int) bool {
	sc := &r.sc
	for r.phase != readDone {
		switch r.phase {
		case readOpen:
			sc.space()
			if !sc.eat('{') {
				return r.decline()
			}
			r.phase, r.first = readKeys, true
		case readKeys:
			sc.space()
			if !r.first {
				if sc.eat('}') {
					if sc.space(); !sc.done() || r.point == 0 || r.pts == nil {
						// Something after the document, no points, or
						// "points": null or [] (no points: nothing gained).
						return r.decline()
					}
					r.phase = readDone
					continue
				}
				if !sc.eat(',') {
					return r.decline()
				}
				sc.space()
			} else if sc.eat('}') {
				return r.decline() // no points: nothing to gain
			}
			r.first = false
			key, plain := sc.plainString()
			if !plain || (strings.EqualFold(key, "points") && (key != "points" || r.point > 0)) {
				return r.decline()
			}
			if sc.space(); !sc.eat(':') {
				return r.decline()
			}
			sc.space()
			if key != "points" {
				if !sc.skipValue() {
					return r.decline()
				}
				continue
			}
			r.start, r.point = sc.i, 1
			more, err := sc.pointsBegin(&r.pts)
			if err != nil {
				return r.decline()
			}
			if more {
				r.phase = readPoints
			} else {
				r.end = sc.i
			}
		case readPoints:
			for ; n > 0; n-- {
				more, err := sc.pointNext(&r.pts, r.point)
				if err != nil {
					return r.decline()
				}
				r.point++
				if !more {
					r.end, r.phase = sc.i, readKeys
					break
				}
			}
			if r.phase == readPoints {
				return false // n points read: more in the next step
			}
		}
	}
	return true
}

func (r *fastReader) decline() bool {
	r.declined, r.phase = true, readDone
	return true
}

// scene returns the scene once step has read the document: ok false if
// it declined it, or if its scene is not valid.
func (r *fastReader) scene() (Scene, bool) {
	if r.declined || r.phase != readDone {
		return Scene{}, false
	}
	data := r.sc.b
	rest := make([]byte, 0, len(data)-(r.end-r.start)+2)
	rest = append(append(append(rest, data[:r.start]...), "[]"...), data[r.end:]...)
	s, err := readScene(rest, r.pts)
	if err != nil {
		return Scene{}, false
	}
	return s, true
}

// points reads the list of [x, y, class] triples (or null) at the cursor,
// each number as JSON writes numbers.
func (s *jsonScanner) points() ([]engine.Point, error) {
	var pts []engine.Point
	more, err := s.pointsBegin(&pts)
	for i := 1; more && err == nil; i++ {
		more, err = s.pointNext(&pts, i)
	}
	if err != nil {
		return nil, err
	}
	return pts, nil
}

// pointsBegin reads the start of the list of points at the cursor: null
// or [] (more false, no points), or its [ (more true), after which
// pointNext reads each point.
func (s *jsonScanner) pointsBegin(pts *[]engine.Point) (more bool, err error) {
	if s.word("null") {
		return false, nil
	}
	if !s.eat('[') {
		return false, msg.Err("scene-points-list")
	}
	if s.space(); s.eat(']') {
		return false, nil
	}
	// Room for as many points as there are brackets from here on, at most
	// (and no more than a scene may hold): one allocation instead of the
	// slice's growth, whose copies took 113 ms of opening a file of
	// 200,000 points at 4x.
	*pts = make([]engine.Point, 0, min(bytes.Count(s.b[s.i:], []byte{'['}), engine.MaxPoints))
	return true, nil
}

// pointNext reads point i (from 1) and the , or ] after it, appending the
// point to pts; more is false after the list's ].
func (s *jsonScanner) pointNext(pts *[]engine.Point, i int) (more bool, err error) {
	if i > engine.MaxPoints {
		return false, msg.Err("scene-too-many-points", "max", strconv.Itoa(engine.MaxPoints))
	}
	if s.space(); !s.eat('[') {
		return false, msg.Err("scene-point-triple", "point", i)
	}
	names := [3]string{"x", "y", "class"} // $what of the messages
	var v [3]float64
	for j := range v {
		s.space()
		if j > 0 && !s.eat(',') {
			return false, msg.Err("scene-point-short", "point", i, "n", j)
		}
		s.space()
		tok := s.number()
		if tok == nil {
			if j == 0 && s.peek() == ']' {
				return false, msg.Err("scene-point-empty", "point", i)
			}
			return false, msg.Err("scene-point-nan", "point", i, "what", names[j])
		}
		// string(tok) is not kept (not even by ParseFloat's error),
		// so it takes no allocation.
		f, err := strconv.ParseFloat(string(tok), 64)
		if err != nil {
			return false, msg.Err("scene-point-huge", "point", i, "what", names[j], "value", wording.Clip(string(tok), 20))
		}
		v[j] = f
	}
	if s.space(); !s.eat(']') {
		return false, msg.Err("scene-point-long", "point", i)
	}
	c := v[2]
	if c != math.Trunc(c) || c < 0 {
		return false, msg.Err("scene-point-class", "point", i, "class", engine.NumText(c, -1))
	}
	if c >= engine.MaxClasses {
		return false, msg.Err("scene-point-class-max", "point", i, "class", engine.NumText(c, -1), "max", engine.MaxClasses)
	}
	*pts = append(*pts, engine.Point{X: v[0], Y: v[1], Class: int(c)})
	s.space()
	if s.eat(',') {
		return true, nil
	}
	if s.eat(']') {
		return false, nil
	}
	return false, msg.Err("scene-point-after", "point", i)
}

// jsonScanner reads the few tokens that fastReader and parsePoints need.
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
