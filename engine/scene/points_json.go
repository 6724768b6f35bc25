package scene

// A scene file's points, read without encoding/json: parsePoints reads
// the list that readScene hands it, and parseFast the points of a whole
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
func parseFast(data []byte) (Scene, bool) {
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
	if pts == nil {
		return Scene{}, false // "points": null, or [] (no points: nothing gained)
	}
	rest := make([]byte, 0, len(data)-(end-start)+2)
	rest = append(append(append(rest, data[:start]...), "[]"...), data[end:]...)
	s, err := readScene(rest, pts)
	if err != nil {
		return Scene{}, false
	}
	return s, true
}

// points reads the list of [x, y, class] triples (or null) at the cursor,
// each number as JSON writes numbers.
func (s *jsonScanner) points() ([]engine.Point, error) {
	if s.word("null") {
		return nil, nil
	}
	if !s.eat('[') {
		return nil, msg.Err("scene-points-list")
	}
	if s.space(); s.eat(']') {
		return nil, nil
	}
	// Room for as many points as there are brackets from here on, at most
	// (and no more than a scene may hold): one allocation instead of the
	// slice's growth, whose copies took 113 ms of opening a file of
	// 200,000 points at 4x.
	pts := make([]engine.Point, 0, min(bytes.Count(s.b[s.i:], []byte{'['}), engine.MaxPoints))
	names := [3]string{"x", "y", "class"} // $what of the messages
	for i := 1; ; i++ {
		if i > engine.MaxPoints {
			return nil, msg.Err("scene-too-many-points", "max", strconv.Itoa(engine.MaxPoints))
		}
		if s.space(); !s.eat('[') {
			return nil, msg.Err("scene-point-triple", "point", i)
		}
		var v [3]float64
		for j := range v {
			s.space()
			if j > 0 && !s.eat(',') {
				return nil, msg.Err("scene-point-short", "point", i, "n", j)
			}
			s.space()
			tok := s.number()
			if tok == nil {
				if j == 0 && s.peek() == ']' {
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
		if s.space(); !s.eat(']') {
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
		s.space()
		if s.eat(',') {
			continue
		}
		if s.eat(']') {
			break
		}
		return nil, msg.Err("scene-point-after", "point", i)
	}
	return pts, nil
}

// jsonScanner reads the few tokens that parseFast and parsePoints need.
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
