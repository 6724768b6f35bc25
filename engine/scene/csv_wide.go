package scene

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"hyperplane/engine/msg"
)

// Columns describes a CSV table of more than the three columns x, y and
// class: its columns' names (from its header, or "column 1", …), which of
// them hold only numbers (empty cells aside), its rows, and the column that
// most likely holds the class (the last one that is not numeric, else the
// last one).
type Columns struct {
	// Names are the header's names, the table's own words, or "" for a
	// table without a header; Labels name the columns for the page:
	// their names, or "column 1", ….
	Names   []string   `json:"names"`
	Labels  []msg.Text `json:"labels"`
	Numeric []bool     `json:"numeric"`
	Rows    int        `json:"rows"`
	Class   int        `json:"class"`
	// Wide says that the table is not a file of points that ParseCSV reads
	// as it is: it has more than three columns.
	Wide bool `json:"wide"`
}

// Name returns the header's name of column i, or "" when the table has
// no header.
func (c Columns) Name(i int) string {
	if i < 0 || i >= len(c.Names) {
		return ""
	}
	return c.Names[i]
}

// CSVColumns reads the columns of CSV text, with ParseCSV's rules for
// separators, quotes, comments and blank lines.
func CSVColumns(r io.Reader) (Columns, error) {
	var c Columns
	err := eachRow(r, func(fields []string, first bool) error {
		if first {
			p := csvParser{sep: ';'} // reads a decimal comma too
			header := len(fields) >= 2 && !p.isNumber(fields[0]) && !p.isNumber(fields[1])
			c.Names = make([]string, len(fields))
			c.Labels = make([]msg.Text, len(fields))
			c.Numeric = make([]bool, len(fields))
			for i, f := range fields {
				c.Labels[i], c.Numeric[i] = msg.T("scene-csv-column", "n", i+1), true
				if header {
					c.Names[i], c.Labels[i] = f, msg.T("common-text", "text", f)
				}
			}
			if header {
				return nil
			}
		}
		p := csvParser{sep: ';'}
		for i, f := range fields {
			if i < len(c.Numeric) && f != "" && !p.isNumber(f) {
				c.Numeric[i] = false
			}
		}
		c.Rows++
		return nil
	})
	if err != nil {
		return c, err
	}
	if len(c.Names) == 0 {
		return c, msg.Err("scene-csv-no-rows")
	}
	c.Wide = len(c.Names) > 3
	c.Class = len(c.Names) - 1
	for i := len(c.Names) - 1; i >= 0; i-- {
		if !c.Numeric[i] {
			c.Class = i
			break
		}
	}
	return c, nil
}

// ProjectCSV rewrites CSV text as the columns x, y and class, taking the
// columns numbered x, y and class (from 0) of each row; a row with an
// empty x or y is left out and counted in dropped. The result is for
// ParseCSV, which checks every value.
func ProjectCSV(r io.Reader, x, y, class int) (out string, dropped int, err error) {
	var b strings.Builder
	b.WriteString("x,y,class\n")
	err = eachRow(r, func(fields []string, first bool) error {
		n := max(x, y, class)
		if first && (x < 0 || y < 0 || class < 0 || n >= len(fields)) {
			return msg.Err("scene-csv-columns", "n", len(fields))
		}
		if first {
			p := csvParser{sep: ';'}
			if len(fields) >= 2 && !p.isNumber(fields[0]) && !p.isNumber(fields[1]) {
				return nil // the header
			}
		}
		for len(fields) <= n {
			fields = append(fields, "")
		}
		if fields[x] == "" || fields[y] == "" {
			dropped++
			return nil
		}
		// A decimal comma becomes a point: the output's separator is a comma.
		b.WriteString(csvField(strings.Replace(fields[x], ",", ".", 1)))
		b.WriteByte(',')
		b.WriteString(csvField(strings.Replace(fields[y], ",", ".", 1)))
		b.WriteByte(',')
		b.WriteString(csvField(fields[class]))
		b.WriteByte('\n')
		return nil
	})
	return b.String(), dropped, err
}

// eachRow calls f with the fields of each row of CSV text that is not
// blank or a comment, and whether it is the first.
func eachRow(r io.Reader, f func(fields []string, first bool) error) error {
	sc := bufio.NewScanner(io.LimitReader(r, MaxCSVBytes))
	sc.Buffer(make([]byte, 0, 4096), maxCSVLine)
	var sep byte
	line, first := 0, true
	for sc.Scan() {
		line++
		s := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\uFEFF"))
		if s == "" || s[0] == '#' {
			continue
		}
		if sep == 0 {
			sep = ','
			if !strings.Contains(s, ",") {
				if strings.Contains(s, ";") {
					sep = ';'
				} else if strings.Contains(s, "\t") {
					sep = '\t'
				}
			}
		}
		fields, err := splitCSV(s, sep)
		if err != nil {
			return msg.Err("scene-csv-line", "line", strconv.Itoa(line), "why", msg.Of(err))
		}
		if err := f(fields, first); err != nil {
			return msg.Err("scene-csv-line", "line", strconv.Itoa(line), "why", msg.Of(err))
		}
		first = false
	}
	if err := sc.Err(); err != nil {
		return msg.Wrap(err, "scene-csv-unreadable", "why", msg.Of(err))
	}
	return nil
}
