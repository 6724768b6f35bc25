package scene

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// csvParser holds the state of ParseCSV between lines.
type csvParser struct {
	limit    int
	line     int
	sep      byte // 0 until the first row decides it
	header   bool // the first row was read (as a header or as data)
	cols     [3]int
	mode     int // 0 undecided, csvNumbers, csvNames
	listed   bool
	names    []string
	index    map[string]int
	pts      []engine.Point
	numbers  []float64 // class numbers in number mode, one per point
	numLines []int     // the line of each point, for late errors
}

// lineErr is the error t on the current line.
func (p *csvParser) lineErr(t msg.Text) error {
	return msg.Err("scene-csv-line", "line", strconv.Itoa(p.line), "why", t)
}

func (p *csvParser) parseLine(raw []byte) error {
	p.line++
	if p.line == 1 {
		raw = bytes.TrimPrefix(raw, []byte("\uFEFF"))
	}
	if bytes.IndexByte(raw, 0) >= 0 || !utf8.Valid(raw) {
		return p.lineErr(msg.T("scene-csv-binary"))
	}
	s := strings.TrimSpace(string(raw))
	if s == "" {
		return nil
	}
	if s[0] == '#' {
		return p.directive(s)
	}
	if p.sep == 0 {
		p.sep = ','
		if !strings.Contains(s, ",") {
			if strings.Contains(s, ";") {
				p.sep = ';'
			} else if strings.Contains(s, "\t") {
				p.sep = '\t'
			}
		}
	}
	fields, err := splitCSV(s, p.sep)
	if err != nil {
		return p.lineErr(msg.Of(err))
	}
	for len(fields) > 0 && fields[len(fields)-1] == "" {
		fields = fields[:len(fields)-1]
	}
	if len(fields) == 0 {
		return nil
	}
	if !p.header {
		p.header = true
		if len(fields) >= 2 && !p.isNumber(fields[0]) && !p.isNumber(fields[1]) {
			return p.readHeader(fields)
		}
	}
	if len(fields) != 3 {
		return p.lineErr(msg.T("scene-csv-fields", "n", len(fields)))
	}
	if len(p.pts) >= p.limit {
		return p.lineErr(msg.T("scene-csv-too-many", "max", strconv.Itoa(p.limit)))
	}
	x, err := p.coord("x", fields[p.cols[0]])
	if err != nil {
		return err
	}
	y, err := p.coord("y", fields[p.cols[1]])
	if err != nil {
		return err
	}
	c, err := p.class(fields[p.cols[2]])
	if err != nil {
		return err
	}
	p.pts = append(p.pts, engine.Point{X: x, Y: y, Class: c})
	return nil
}

// directive reads a "# classes: A, B" comment; other comments are skipped.
func (p *csvParser) directive(s string) error {
	rest := strings.TrimSpace(s[1:])
	if len(rest) < 8 || !strings.EqualFold(rest[:8], "classes:") || p.header || p.listed {
		return nil
	}
	sep := byte(',')
	if !strings.Contains(rest, ",") && strings.Contains(rest, ";") {
		sep = ';'
	}
	fields, err := splitCSV(strings.TrimSpace(rest[8:]), sep)
	if err != nil {
		return p.lineErr(msg.T("scene-csv-class-list", "why", msg.Of(err)))
	}
	for len(fields) > 0 && fields[len(fields)-1] == "" {
		fields = fields[:len(fields)-1]
	}
	if len(fields) == 0 {
		return p.lineErr(msg.T("scene-csv-class-list-empty"))
	}
	for _, f := range fields {
		if _, err := p.addName(f); err != nil {
			return err
		}
	}
	p.mode, p.listed = csvNames, true
	return nil
}

// readHeader follows a header that names the three columns.
func (p *csvParser) readHeader(fields []string) error {
	if len(fields) != 3 {
		return p.lineErr(msg.T("scene-csv-header", "n", len(fields)))
	}
	cols := [3]int{-1, -1, -1}
	for i, f := range fields {
		switch strings.ToLower(f) {
		case "x", "x1":
			cols[0] = i
		case "y", "x2":
			cols[1] = i
		case "class", "label", "category", "target":
			cols[2] = i
		}
	}
	if cols[0] >= 0 && cols[1] >= 0 && cols[2] >= 0 {
		p.cols = cols
	}
	return nil
}

func (p *csvParser) isNumber(f string) bool {
	_, err := p.number(f)
	return err == nil
}

// number reads a number, with a decimal comma when the separator is not a
// comma.
func (p *csvParser) number(f string) (float64, error) {
	if p.sep != ',' && p.sep != 0 {
		f = strings.Replace(f, ",", ".", 1)
	}
	return strconv.ParseFloat(f, 64)
}

func (p *csvParser) coord(name, f string) (float64, error) {
	v, err := p.number(f)
	switch {
	case err != nil && errors.Is(err, strconv.ErrRange):
		return 0, p.lineErr(msg.T("scene-csv-coord-huge", "axis", name, "value", wording.Quote(f), "max", engine.NumText(engine.MaxCoord, -1)))
	case err != nil:
		return 0, p.lineErr(msg.T("scene-csv-coord-nan", "axis", name, "value", wording.Quote(f)))
	case math.IsNaN(v) || math.IsInf(v, 0):
		return 0, p.lineErr(msg.T("scene-csv-coord-infinite", "axis", name, "value", wording.Quote(f)))
	case math.Abs(v) > engine.MaxCoord:
		return 0, p.lineErr(msg.T("scene-csv-coord-limit", "axis", name, "value", wording.Quote(f), "max", engine.NumText(engine.MaxCoord, -1)))
	}
	return v, nil
}

// class reads the class field. In number mode it records the number and
// returns -1; finish assigns the classes once every number is known.
func (p *csvParser) class(f string) (int, error) {
	if p.mode == 0 {
		p.mode = csvNames
		if p.isNumber(f) {
			p.mode = csvNumbers
		}
	}
	if p.mode == csvNames {
		if k, ok := p.index[wording.CleanText(f, false)]; ok {
			return k, nil
		}
		return p.addName(f)
	}
	v, err := p.number(f)
	if err != nil {
		return 0, p.lineErr(msg.T("scene-csv-class-not-number", "class", wording.Quote(f)))
	}
	if v != math.Trunc(v) || math.Abs(v) > engine.MaxClasses {
		return 0, p.lineErr(msg.T("scene-csv-class-range", "class", wording.Quote(f), "max", engine.MaxClasses))
	}
	p.numbers = append(p.numbers, v)
	p.numLines = append(p.numLines, p.line)
	return -1, nil
}

// addName adds a class name and returns its class.
func (p *csvParser) addName(f string) (int, error) {
	name := wording.CleanText(f, false)
	switch {
	case name == "":
		return 0, p.lineErr(msg.T("scene-csv-class-empty"))
	case utf8.RuneCountInString(name) > MaxNameRunes:
		return 0, p.lineErr(msg.T("scene-csv-class-long", "class", wording.Quote(name), "max", MaxNameRunes))
	}
	if _, ok := p.index[name]; ok {
		return 0, p.lineErr(msg.T("scene-csv-class-twice", "class", wording.Quote(name)))
	}
	if len(p.names) == engine.MaxClasses {
		return 0, p.lineErr(msg.T("scene-csv-class-too-many", "class", wording.Quote(name), "n", engine.MaxClasses+1, "max", engine.MaxClasses))
	}
	p.index[name] = len(p.names)
	p.names = append(p.names, name)
	return len(p.names) - 1, nil
}

// finish assigns the classes of number mode and checks that there are
// points.
func (p *csvParser) finish() ([]engine.Point, []string, error) {
	if len(p.pts) == 0 {
		if p.header {
			return nil, nil, msg.Err("scene-csv-header-only")
		}
		return nil, nil, msg.Err("scene-csv-no-points")
	}
	if p.mode != csvNumbers {
		return p.pts, p.names, nil
	}
	// Which numbering: ±1 targets, from 0, or from 1.
	pm, zero, neg := true, false, false
	for _, v := range p.numbers {
		pm = pm && (v == 1 || v == -1)
		zero = zero || v == 0
		neg = neg || v < 0
	}
	k := 0
	switch {
	case pm && neg:
		p.names = []string{"+1", "-1"}
		for i, v := range p.numbers {
			p.pts[i].Class = map[float64]int{1: 0, -1: 1}[v]
		}
		return p.pts, p.names, nil
	case zero:
		for i, v := range p.numbers {
			if v < 0 || v >= engine.MaxClasses {
				return nil, nil, msg.Err("scene-csv-line", "line", strconv.Itoa(p.numLines[i]), "why", msg.T("scene-csv-class-range-zero", "class", quoteNumber(v), "max", engine.MaxClasses-1))
			}
			p.pts[i].Class = int(v)
			k = max(k, int(v)+1)
		}
	default:
		for i, v := range p.numbers {
			if v < 1 || v > engine.MaxClasses {
				return nil, nil, msg.Err("scene-csv-line", "line", strconv.Itoa(p.numLines[i]), "why", msg.T("scene-csv-class-range", "class", quoteNumber(v), "max", engine.MaxClasses))
			}
			p.pts[i].Class = int(v) - 1
			k = max(k, int(v))
		}
	}
	for c := 1; c <= k; c++ {
		p.names = append(p.names, fmt.Sprintf("Class %d", c))
	}
	return p.pts, p.names, nil
}

const (
	csvNumbers = 1
	csvNames   = 2
)

func quoteNumber(v float64) string { return wording.Quote(strconv.FormatFloat(v, 'g', -1, 64)) }
