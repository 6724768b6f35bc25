package scene

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine"
)

// TestParseCSVForms: the forms that ParseCSV documents, each with the
// points and names worked out by hand.
func TestParseCSVForms(t *testing.T) {
	cases := []struct {
		name, in string
		pts      []engine.Point
		names    []string
	}{
		{"numbers from 1", "1,2,1\n3,4,2\n-1.5,1e-3,2\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}, {X: -1.5, Y: 0.001, Class: 1}}, []string{"Class 1", "Class 2"}},
		{"gap in numbers", "1,2,1\n3,4,3\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 2}}, []string{"Class 1", "Class 2", "Class 3"}},
		{"numbers from 0", "1,2,1\n3,4,0\n",
			[]engine.Point{{X: 1, Y: 2, Class: 1}, {X: 3, Y: 4, Class: 0}}, []string{"Class 1", "Class 2"}},
		{"plus minus one", "1,2,-1\n3,4,+1\n5,6,1\n",
			[]engine.Point{{X: 1, Y: 2, Class: 1}, {X: 3, Y: 4, Class: 0}, {X: 5, Y: 6, Class: 0}}, []string{"+1", "-1"}},
		{"header and names", "x,y,class\n1,2,cat\n3,4,dog\n5,6,cat\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}, {X: 5, Y: 6, Class: 0}}, []string{"cat", "dog"}},
		{"reordered header", "Label,Y,X\nB,2,1\nA,4,3\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}}, []string{"B", "A"}},
		{"unknown header keeps order", "a,b,c\n1,2,Q\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}}, []string{"Q"}},
		{"bom crlf comments blanks", "\uFEFF# my data\r\n\r\nx,y,class\r\n1,2,A\r\n,,\r\n  # note\r\n3 , 4 , B \r\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}}, []string{"A", "B"}},
		{"semicolons and decimal commas", "x;y;class\n1,5;-2,25;a\n3;4;b\n",
			[]engine.Point{{X: 1.5, Y: -2.25, Class: 0}, {X: 3, Y: 4, Class: 1}}, []string{"a", "b"}},
		{"tabs", "1\t2\tA\n3\t4\tB\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}}, []string{"A", "B"}},
		{"quotes and trailing fields", "1,2,\"a, \"\"b\"\"\",,\n3,4,c,\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}, {X: 3, Y: 4, Class: 1}}, []string{`a, "b"`, "c"}},
		{"listed classes", "# classes: B, \"A, a\", Empty\nx,y,class\n1,2,\"A, a\"\n3,4,B\n5,6,New\n",
			[]engine.Point{{X: 1, Y: 2, Class: 1}, {X: 3, Y: 4, Class: 0}, {X: 5, Y: 6, Class: 3}}, []string{"B", "A, a", "Empty", "New"}},
		{"listed numeric names", "# classes: 2,1\n0,0,1\n1,1,2\n",
			[]engine.Point{{X: 0, Y: 0, Class: 1}, {X: 1, Y: 1, Class: 0}}, []string{"2", "1"}},
		{"control characters in names", "1,2,\x01A\x02\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}}, []string{"A"}},
		{"html is just text", "1,2,<b>x</b>\n",
			[]engine.Point{{X: 1, Y: 2, Class: 0}}, []string{"<b>x</b>"}},
		{"no final newline", "1,2,A",
			[]engine.Point{{X: 1, Y: 2, Class: 0}}, []string{"A"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pts, names, err := ParseCSV(strings.NewReader(c.in), 0)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(pts, c.pts) || !reflect.DeepEqual(names, c.names) {
				t.Errorf("got %v %q, want %v %q", pts, names, c.pts, c.names)
			}
		})
	}
}

// spaces is an endless reader of lines of spaces.
type spaces struct{}

func (spaces) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
		if i%1000 == 999 {
			p[i] = '\n'
		}
	}
	return len(p), nil
}

// TestParseCSVErrors: every refusal names its line and its reason.
func TestParseCSVErrors(t *testing.T) {
	seven := "1,1,a\n1,1,b\n1,1,c\n1,1,d\n1,1,e\n1,1,f\n1,1,g\n"
	cases := []struct {
		name, in string
		limit    int
		want     string
	}{
		{"empty", "", 0, "the file holds no points"},
		{"only comments", "# a\n\n# b\n", 0, "the file holds no points"},
		{"only header", "x,y,class\n", 0, "the file has a header but no points"},
		{"two fields", "1,2,A\n1,2\n", 0, "line 2: expected 3 fields (x, y, class), found 2"},
		{"four fields", "1,2,A,B\n", 0, "line 1: expected 3 fields (x, y, class), found 4"},
		{"header of two", "x,y\n1,2\n", 0, "line 1: the header should name 3 columns"},
		{"text coordinate", "1,2,A\nfoo,2,A\n", 0, `line 2: x = "foo" is not a number`},
		{"empty coordinate", "1,,A\n", 0, `line 1: y = "" is not a number`},
		{"nan", "x,y,c\nNaN,2,A\n", 0, `line 2: x = "NaN" is not a finite number`},
		{"infinity", "1,-Inf,A\n", 0, `line 1: y = "-Inf" is not a finite number`},
		{"overflow", "1e400,1,A\n", 0, `line 1: x = "1e400" is too large`},
		{"beyond MaxCoord", "1,2,A\n3,-1000001,A\n", 0, `line 2: y = "-1000001" is beyond the limit of ±1e+06`},
		{"class not a number", "1,2,1\n1,2,2\n1,2,x\n", 0, `line 3: the class "x" is not a number`},
		{"class fraction", "1,2,1\n1,2,1.5\n", 0, `line 2: the class "1.5" is not a class number`},
		{"class seven", "1,2,1\n1,2,2\n1,2,7\n", 0, `line 3: the class "7" is not a class number (1 to 6)`},
		{"class six from zero", "1,2,6\n1,2,0\n", 0, `line 1: the class "6" is not a class number (0 to 5`},
		{"negative class", "1,2,-2\n1,2,1\n", 0, `line 1: the class "-2" is not a class number (1 to 6)`},
		{"seven classes", seven, 0, `line 7: the class "g" would be class 7; a scene has at most 6 classes`},
		{"seven listed", "# classes: a,b,c,d,e,f,g\n", 0, "line 1: the class \"g\" would be class 7"},
		{"listed twice", "# classes: a,b,a\n", 0, `line 1: the class "a" is listed twice`},
		{"listed empty", "# classes: a,\"\",b\n", 0, "line 1: the class is empty"},
		{"name only controls", "1,2,\x01\x02\n", 0, "line 1: the class is empty"},
		{"long name", "1,2," + strings.Repeat("n", MaxNameRunes+1) + "\n", 0, "line 1: the class name"},
		{"too many rows", "1,1,A\n2,2,A\n3,3,B\n4,4,B\n", 3, "line 4: the file has more than 3 points"},
		{"nul byte", "1,2,A\n\x00\x01\x02\x03", 0, "line 2: this is not a text file"},
		{"not utf8", "x,y,class\n1,2,\xff\xfe\n", 0, "line 2: this is not a text file"},
		{"png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 0, "line 1: this is not a text file"},
		{"open quote", "1,2,\"A\n", 0, "line 1: a quote is not closed"},
		{"text after quote", "1,2,\"A\"B\n", 0, "line 1: there is text after a closing quote"},
		{"long line", strings.Repeat("1", maxCSVLine+10) + "\n", 0, "line 1 is longer than"},
		{"json", `{"version":1}`, 0, "line 1: expected 3 fields"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := ParseCSV(strings.NewReader(c.in), c.limit)
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.Contains(enErr(t, err), c.want) {
				t.Errorf("error %q does not contain %q", err, c.want)
			}
		})
	}
	// An endless file stops at MaxCSVBytes.
	_, _, err := ParseCSV(io.LimitReader(spaces{}, 1<<40), 0)
	if err == nil || !strings.Contains(enErr(t, err), "larger than 32.0 MB") {
		t.Errorf("endless file: %v", err)
	}
	// The default limit is MaxPoints.
	var b bytes.Buffer
	for i := 0; i <= engine.MaxPoints; i++ {
		b.WriteString("1,2,1\n")
	}
	if _, _, err := ParseCSV(&b, 0); err == nil || !strings.Contains(enErr(t, err), fmt.Sprintf("line %d: the file has more than %d points", engine.MaxPoints+1, engine.MaxPoints)) {
		t.Errorf("MaxPoints+1 rows: %v", err)
	}
}

// TestWriteCSVForm: the exact text of a small scene.
func TestWriteCSVForm(t *testing.T) {
	s := Scene{Title: "Tiny", Classes: []ClassInfo{{"A"}, {`say "hi", ok`}, {"unused"}},
		Points: []engine.Point{{X: 0.1, Y: -2, Class: 0}, {X: 1e-7, Y: 3.5, Class: 1}}}
	var b bytes.Buffer
	if err := WriteCSV(&b, s); err != nil {
		t.Fatal(err)
	}
	want := "# Hyperplane data set: Tiny\n# classes: A,\"say \"\"hi\"\", ok\",unused\nx,y,class\n0.1,-2,A\n1e-07,3.5,\"say \"\"hi\"\", ok\"\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	s.Points = append(s.Points, engine.Point{X: 0, Y: 0, Class: 5})
	if err := WriteCSV(&b, s); err == nil {
		t.Errorf("a point of class 6 in a 3-class scene was written")
	}
}

// TestCSVRoundTrip: WriteCSV then ParseCSV gives back the exact points and
// the class names, including empty classes and names that look like
// numbers, for 200 random scenes (seeded).
func TestCSVRoundTrip(t *testing.T) {
	numeric := Scene{Classes: []ClassInfo{{"2"}, {"1"}, {"-1"}}, Points: []engine.Point{{X: 1, Y: 1, Class: 0}, {X: 2, Y: 2, Class: 1}, {X: 3, Y: 3, Class: 2}}}
	scenes := []Scene{DefaultScene(), numeric}
	r := newRand(4)
	for i := 0; i < 200; i++ {
		scenes = append(scenes, randomScene(r))
	}
	for i, s := range scenes {
		s.Normalize() // the names that WriteCSV writes
		var b bytes.Buffer
		if err := WriteCSV(&b, s); err != nil {
			t.Fatalf("scene %d: %v", i, err)
		}
		pts, names, err := ParseCSV(&b, 0)
		if len(s.Points) == 0 {
			if err == nil {
				t.Fatalf("scene %d: no points but no error", i)
			}
			continue
		}
		if err != nil {
			t.Fatalf("scene %d: %v", i, err)
		}
		if !reflect.DeepEqual(pts, s.Points) {
			t.Fatalf("scene %d: points differ", i)
		}
		var want []string
		for _, c := range s.Classes {
			want = append(want, c.Name)
		}
		if !reflect.DeepEqual(names, want) {
			t.Fatalf("scene %d: names %q, want %q", i, names, want)
		}
	}
}

// TestCSVReaderInSteps reads CSV texts with a CSVReader in steps of 1, 2
// and 5 lines (and in one step), each time with the points, the names and
// the error that ParseCSV gives: the forms a file takes, errors on a
// line, lines of each length about ParseCSV's buffer (with and without
// the newline, the text ending there or not), a limit of points, a text
// past MaxCSVBytes; and 20,000 rows with Read's share growing to 1.
func TestCSVReaderInSteps(t *testing.T) {
	long := func(n int, tail string) string { return strings.Repeat("1", n) + tail }
	var big strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&big, "%d.5,%d,%c\n", i%100, i%37, 'A'+i%3)
	}
	docs := []struct {
		in    string
		limit int
	}{
		{"x,y,class\n0.5,1,1\n2,-1,2\n# a comment\n3,0,2\n", 0}, {"\uFEFFx;y;c\r\n1,5;2;A\r\n\r\n3;4,25;B", 0},
		{"1,2,+1\n3,4,-1\n", 0}, {"1,2,0\n3,4,5\n", 0}, {"# classes: b, a, c\n1,2,a\n", 0}, {"class,y,x\nA,1,2\n", 0},
		{"1,2,A\n\x00\x01\x02\x03", 0}, {"1,2,\"A\n", 0}, {"1,2,1\n1,2,7\n", 0}, {"1,1,A\n2,2,A\n3,3,B\n4,4,B\n", 3},
		{"", 0}, {"x,y,class\n", 0}, {"\n\n", 0}, {`{"version":1}`, 0},
		{long(maxCSVLine-2, "\n1,2,A\n"), 0}, {long(maxCSVLine-1, "\n1,2,A\n"), 0}, {long(maxCSVLine, "\n1,2,A\n"), 0},
		{"1,2,A\n" + long(maxCSVLine-1, ""), 0}, {"1,2,A\n" + long(maxCSVLine, ""), 0}, {"1,2,A\n" + long(maxCSVLine+1, ""), 0},
		{"1,2,A\n" + long(maxCSVLine+10, "\n"), 0}, {strings.Repeat("1,2,1\n", MaxCSVBytes/6+5), 0},
	}
	for i, d := range docs {
		wp, wn, werr := ParseCSV(strings.NewReader(d.in), d.limit)
		for _, n := range []int{1, 2, 5, math.MaxInt} {
			if n < 5 && len(d.in) > 1<<20 {
				continue // the text past MaxCSVBytes: in steps of 5
			}
			r := NewCSVReader([]byte(d.in), d.limit)
			for !r.Step(n) {
			}
			p, nm, err := r.Points()
			if fmt.Sprint(err) != fmt.Sprint(werr) || !reflect.DeepEqual(p, wp) || !reflect.DeepEqual(nm, wn) {
				t.Errorf("doc %d (%.30q…) in steps of %d: %d points, %q, %v; ParseCSV: %d points, %q, %v", i, d.in, n, len(p), nm, err, len(wp), wn, werr)
			}
		}
	}
	wp, wn, err := ParseCSV(strings.NewReader(big.String()), 0)
	if err != nil {
		t.Fatal(err)
	}
	r := NewCSVReader([]byte(big.String()), 0)
	last, steps := 0.0, 0
	for !r.Step(1000) {
		steps++
		share, n := r.Read()
		if share <= last || share > 1 || n != 1000*steps {
			t.Fatalf("step %d: read %v (after %v), %d points", steps, share, last, n)
		}
		last = share
	}
	// 20,000 rows, each ending with a newline: 20 steps read them (the
	// 20th to the text's last byte), the 21st finds the end.
	if steps != 20 {
		t.Errorf("%d steps stopped short, want 20", steps)
	}
	if p, nm, err := r.Points(); err != nil || !reflect.DeepEqual(p, wp) || !reflect.DeepEqual(nm, wn) {
		t.Errorf("20,000 rows in steps differ from ParseCSV's (%v)", err)
	}
}
