package scene

import (
	"bufio"
	"errors"
	"fmt"
	"io"
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
	if limit <= 0 || limit > engine.MaxPoints {
		limit = engine.MaxPoints
	}
	p := csvParser{limit: limit, index: map[string]int{}, cols: [3]int{0, 1, 2}}
	br := bufio.NewReaderSize(io.LimitReader(r, MaxCSVBytes+1), maxCSVLine)
	total := 0
	for {
		line, err := br.ReadSlice('\n')
		total += len(line)
		if total > MaxCSVBytes {
			return nil, nil, msg.Err("scene-csv-too-large", "max", wording.SizeText(MaxCSVBytes))
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			return nil, nil, msg.Err("scene-csv-line-long", "line", strconv.Itoa(p.line+1), "max", wording.SizeText(maxCSVLine))
		}
		if err != nil && err != io.EOF {
			return nil, nil, msg.Err("scene-csv-line", "line", strconv.Itoa(p.line+1), "why", msg.T("scene-csv-unreadable", "why", msg.Of(err)))
		}
		if len(line) > 0 {
			if perr := p.parseLine(line); perr != nil {
				return nil, nil, perr
			}
		}
		if err == io.EOF {
			break
		}
	}
	return p.finish()
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
