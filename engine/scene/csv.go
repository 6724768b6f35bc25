package scene

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// MaxCSVBytes bounds the size of a CSV file that ParseCSV reads.
const MaxCSVBytes = 32 << 20

// maxCSVLine bounds the length of one line of a CSV file.
const maxCSVLine = 64 << 10

// ParseCSV reads labelled points from CSV text with the columns x, y and
// class, one point a line, and returns the points and the class names. At
// most limit points are read (engine.MaxPoints when limit is 0 or more than
// engine.MaxPoints), and at most MaxCSVBytes of text.
//
// The format is forgiving where a spreadsheet would be:
//
//   - blank lines, lines of empty fields, and lines starting with # are
//     skipped; a byte-order mark is dropped;
//   - the first row is a header when its first two fields are not numbers;
//     a header that names the columns x, y and class (or label) in another
//     order is followed;
//   - fields may be quoted ("a, b" with "" for a quote); trailing empty
//     fields are ignored; when the first row has no comma but a semicolon
//     or a tab, that is the separator, and a decimal comma is then read as
//     a point (1,5 is 1.5);
//   - when the first data row gives its class as a number, every class is
//     a number: 1 to engine.MaxClasses (1 is the first class), or 0 to
//     engine.MaxClasses-1 when some class is 0, or +1 and -1 (the targets of the
//     perceptron: +1 is the first class). Otherwise every class is a name,
//     and names become classes in the order they first appear;
//   - a comment "# classes: A, B, C" before the data lists the class names
//     in order, as WriteCSV writes it, so that empty classes and the order
//     of the classes survive; the class fields are then names.
//
// Each error names the line: a wrong number of fields, a coordinate that is
// not a finite number or is beyond engine.MaxCoord, a bad class, too many classes
// or rows, a line that is not text. A file with no points is an error.
func ParseCSV(r io.Reader, limit int) ([]engine.Point, []string, error) {
	// The text is read whole (at most MaxCSVBytes and a byte, to tell a
	// text past it), then in one step of CSVReader, which cuts the lines.
	data, err := io.ReadAll(io.LimitReader(r, MaxCSVBytes+1))
	if err != nil {
		line := strconv.Itoa(bytes.Count(data, []byte{'\n'}) + 1)
		return nil, nil, msg.Err("scene-csv-line", "line", line, "why", msg.T("scene-csv-unreadable", "why", msg.Of(err)))
	}
	return NewCSVReader(data, limit).Points()
}

// splitCSV splits one line into trimmed fields, with quotes as in RFC 4180.
func splitCSV(s string, sep byte) ([]string, error) {
	var fields []string
	for {
		s = strings.TrimLeft(s, " \t")
		if strings.HasPrefix(s, `"`) {
			var b strings.Builder
			i := 1
			for {
				j := strings.IndexByte(s[i:], '"')
				if j < 0 {
					return nil, msg.Err("scene-csv-quote-open")
				}
				b.WriteString(s[i : i+j])
				i += j + 1
				if i < len(s) && s[i] == '"' {
					b.WriteByte('"')
					i++
					continue
				}
				break
			}
			fields = append(fields, b.String())
			rest := strings.TrimLeft(s[i:], " \t")
			if rest == "" {
				return fields, nil
			}
			if rest[0] != sep {
				return nil, msg.Err("scene-csv-after-quote")
			}
			s = rest[1:]
			continue
		}
		j := strings.IndexByte(s, sep)
		if j < 0 {
			return append(fields, strings.TrimSpace(s)), nil
		}
		fields = append(fields, strings.TrimSpace(s[:j]))
		s = s[j+1:]
	}
}

// WriteCSV writes the points of s as CSV that ParseCSV reads back: a
// comment with the title, a "# classes:" comment with the class names in
// order, the header x,y,class, and one line per point with the class by
// name. Coordinates are written exactly. The scene is normalized and
// validated first.
func WriteCSV(w io.Writer, s Scene) error {
	c := s.Clone()
	c.Normalize()
	if err := c.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if c.Title != "" {
		fmt.Fprintf(bw, "# Hyperplane data set: %s\n", c.Title)
	}
	names := make([]string, len(c.Classes))
	for i, ci := range c.Classes {
		names[i] = csvField(ci.Name)
	}
	fmt.Fprintf(bw, "# classes: %s\n", strings.Join(names, ","))
	bw.WriteString("x,y,class\n")
	var b []byte
	for _, p := range c.Points {
		b = strconv.AppendFloat(b[:0], p.X, 'g', -1, 64)
		b = append(b, ',')
		b = strconv.AppendFloat(b, p.Y, 'g', -1, 64)
		b = append(b, ',')
		b = append(b, names[p.Class]...)
		b = append(b, '\n')
		bw.Write(b)
	}
	return bw.Flush()
}

// csvField quotes f when a reader could split or misread it.
func csvField(f string) string {
	if strings.ContainsAny(f, ",;\t\"") || strings.TrimSpace(f) != f {
		return `"` + strings.ReplaceAll(f, `"`, `""`) + `"`
	}
	return f
}

// CSVReader reads CSV text in steps of at most n lines (Step), so that a
// page can read a big file between its frames; ParseCSV is one step of
// it. A line longer than maxCSVLine is refused (it was the buffer of
// ParseCSV's bufio.Reader, whose cuts the lines keep), and the text past
// MaxCSVBytes is not read.
type CSVReader struct {
	p     csvParser
	data  []byte
	off   int // the bytes read: ParseCSV's total
	done  bool
	pts   []engine.Point
	names []string
	err   error
}

// NewCSVReader returns a CSVReader of data, which it keeps (the caller
// must not change it), reading at most limit points as ParseCSV does.
func NewCSVReader(data []byte, limit int) *CSVReader {
	if limit <= 0 || limit > engine.MaxPoints {
		limit = engine.MaxPoints
	}
	return &CSVReader{p: csvParser{limit: limit, index: map[string]int{}, cols: [3]int{0, 1, 2}}, data: data[:min(len(data), MaxCSVBytes+1)]}
}

// Step reads on, at most n lines, and reports whether the reading is
// over.
func (r *CSVReader) Step(n int) bool {
	for ; n > 0 && !r.done; n-- {
		// A line ends at a newline within maxCSVLine bytes of its start,
		// or at the end of the text if that comes first; else it is too
		// long.
		rest := r.data[r.off:]
		window := rest[:min(len(rest), maxCSVLine)]
		var line []byte
		full, end := false, false
		if i := bytes.IndexByte(window, '\n'); i >= 0 {
			line = rest[:i+1]
		} else if len(rest) < maxCSVLine {
			line, end = rest, true
		} else {
			line, full = window, true
		}
		r.off += len(line)
		switch {
		case r.off > MaxCSVBytes:
			r.finish(nil, nil, msg.Err("scene-csv-too-large", "max", wording.SizeText(MaxCSVBytes)))
		case full:
			r.finish(nil, nil, msg.Err("scene-csv-line-long", "line", strconv.Itoa(r.p.line+1), "max", wording.SizeText(maxCSVLine)))
		default:
			if len(line) > 0 {
				if err := r.p.parseLine(line); err != nil {
					r.finish(nil, nil, err)
					break
				}
			}
			if end {
				r.finish(r.p.finish())
			}
		}
	}
	return r.done
}

func (r *CSVReader) finish(pts []engine.Point, names []string, err error) {
	r.pts, r.names, r.err, r.done = pts, names, err, true
}

// Read returns how much of the text has been read, from 0 to 1, and the
// number of points.
func (r *CSVReader) Read() (share float64, points int) {
	if r.done || len(r.data) == 0 {
		return 1, len(r.p.pts)
	}
	return float64(r.off) / float64(len(r.data)), len(r.p.pts)
}

// Points reads what Step has not, and returns what ParseCSV returns for
// the text.
func (r *CSVReader) Points() ([]engine.Point, []string, error) {
	for !r.Step(math.MaxInt) {
	}
	return r.pts, r.names, r.err
}
