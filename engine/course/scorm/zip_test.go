package scorm

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"strings"
	"testing"

	"hyperplane/engine/course"
)

// quizLesson is a lesson with a predict question and a multiple choice,
// on six points, whose title has the characters XML must escape.
const quizLesson = `{"title": "Lines & <margins> \"quoted\"", "text": "Where will **least squares** put the boundary?",
  "questions": [{"kind": "predict", "prompt": "Click two points of the boundary.", "target": "boundary"},
                {"kind": "choice", "prompt": "Which weight is zero?", "choices": ["w1", "w2"], "answer": 1}],
  "scene": {"version": 1, "algorithm": "least-squares",
    "points": [[-2, -1, 0], [-2, 1, 0], [-3, 0, 0], [2, -1, 1], [2, 1, 1], [3, 0, 1]],
    "viewport": {"minX": -5, "maxX": 5, "minY": -5, "maxY": 5}}}`

func mustLesson(t *testing.T, text string) course.Lesson {
	t.Helper()
	l, err := course.ParseLesson([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func pass(p float64) *float64 { return &p }

func build(t *testing.T, o Options, l course.Lesson, page []File) ([]byte, Summary) {
	t.Helper()
	var b bytes.Buffer
	sum, err := Build(&b, o, l, page, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), sum
}

// TestManifestPerVersion: each version's manifest read back by
// encoding/xml has that version's namespaces (SCORM 1.2 CAM 2.3.2: IMS CP
// 1.1.2 and adlcp_rootv1p2; SCORM 2004 4th edition CAM 3.3.2: IMS CP 1.1.4
// and adlcp_v1p3, imsss for sequencing), its schemaversion, its SCO's
// launch, the pass mark where that version keeps it, and the title with
// its escaped characters as they were.
func TestManifestPerVersion(t *testing.T) {
	l := mustLesson(t, quizLesson)
	page, _ := PageFiles(readFake(fakePage))
	for _, c := range []struct {
		v          Version
		root, adl  string
		schema     string
		typeAttr   string
		passMark   float64
		passInText string
	}{
		{V12, NSCP12, NSADLCP12, "1.2", "scormtype", 75, "<adlcp:masteryscore>75</adlcp:masteryscore>"},
		{V2004, NSCP2004, NSADLCP2004, "2004 4th Edition", "scormType", 75, "<imsss:minNormalizedMeasure>0.75</imsss:minNormalizedMeasure>"},
	} {
		data, sum := build(t, Options{Version: c.v, PassMark: pass(c.passMark)}, l, page)
		in, err := Inspect(data)
		if err != nil {
			t.Fatalf("%s: %v", c.v, err)
		}
		if in.Version != c.v || in.Title != `Lines & <margins> "quoted"` || in.Launch != "index.html?scorm="+string(c.v)+"&pass=75" || in.PassMark != c.passMark {
			t.Errorf("%s: read %+v", c.v, in)
		}
		m := readZip(t, data)[ManifestFile]
		// The namespaces and the version, by encoding/xml's own reading.
		var doc struct {
			XMLName xml.Name
			Attrs   []xml.Attr `xml:",any,attr"`
			Meta    struct {
				Version string `xml:"schemaversion"`
			} `xml:"metadata"`
		}
		if err := xml.Unmarshal([]byte(m), &doc); err != nil {
			t.Fatal(err)
		}
		adl := ""
		for _, a := range doc.Attrs {
			if a.Name.Space == "xmlns" && a.Name.Local == "adlcp" {
				adl = a.Value
			}
		}
		if doc.XMLName.Space != c.root || adl != c.adl || doc.Meta.Version != c.schema {
			t.Errorf("%s: root {%s}%s, adlcp %s, schemaversion %q", c.v, doc.XMLName.Space, doc.XMLName.Local, adl, doc.Meta.Version)
		}
		if !strings.Contains(m, `adlcp:`+c.typeAttr+`="sco"`) || !strings.Contains(m, c.passInText) {
			t.Errorf("%s: the manifest lacks %s or %s:\n%s", c.v, c.typeAttr, c.passInText, m)
		}
		if c.v == V12 && strings.Contains(m, "imsss") {
			t.Errorf("1.2 has sequencing, which is 2004's")
		}
		// The manifest lists exactly the other files of the zip.
		if !slices.Equal(in.Listed, in.Files) || !slices.Equal(sum.Files[1:], in.Files) || sum.Files[0] != ManifestFile {
			t.Errorf("%s: listed %q, zip %q, built %q", c.v, in.Listed, in.Files, sum.Files)
		}
	}
}

func readZip(t *testing.T, data []byte) map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name] = string(b)
	}
	return out
}

// TestBuildZip: the zip holds the manifest first, then the page's files
// and the lesson, each with its bytes; images that are compressed already
// are stored, the rest deflated; the lesson opens as the same lesson; and
// the same input makes the same bytes.
func TestBuildZip(t *testing.T) {
	l := mustLesson(t, quizLesson)
	page, err := PageFiles(readFake(fakePage))
	if err != nil {
		t.Fatal(err)
	}
	data, sum := build(t, Options{}, l, page)
	files := readZip(t, data)
	for _, f := range page {
		if files[f.Name] != string(f.Data) {
			t.Errorf("%s: %q, want %q", f.Name, files[f.Name], f.Data)
		}
	}
	if len(files) != len(page)+2 || int64(len(data)) != sum.Bytes {
		t.Errorf("%d files for a page of %d; %d bytes, summary %d", len(files), len(page), len(data), sum.Bytes)
	}
	back, err := course.ParseLesson([]byte(files[LessonFile]))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := l.Encode()
	b, _ := back.Encode()
	if string(a) != string(b) {
		t.Errorf("the lesson came back as\n%s\nnot\n%s", b, a)
	}
	zr, _ := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if zr.File[0].Name != ManifestFile {
		t.Errorf("the first file is %s", zr.File[0].Name)
	}
	for _, f := range zr.File {
		want := zip.Deflate
		if strings.HasSuffix(f.Name, ".png") {
			want = zip.Store
		}
		if f.Method != want {
			t.Errorf("%s: method %d, want %d", f.Name, f.Method, want)
		}
	}
	again, _ := build(t, Options{}, l, page)
	if !bytes.Equal(data, again) {
		t.Error("two builds of the same package differ")
	}
	// The defaults: SCORM 1.2, a pass mark of 80.
	if in, err := Inspect(data); err != nil || in.Version != V12 || in.PassMark != DefaultPassMark {
		t.Errorf("defaults: %+v %v", in, err)
	}
}

// TestBuildRefuses: bad options, a page without its program, a page file
// that would hide the manifest or the lesson, a lesson that fails its
// checks.
func TestBuildRefuses(t *testing.T) {
	l := mustLesson(t, quizLesson)
	page, _ := PageFiles(readFake(fakePage))
	without := func(name string) []File {
		return slices.DeleteFunc(slices.Clone(page), func(f File) bool { return f.Name == name })
	}
	bad := l
	bad.Title = ""
	for _, c := range []struct {
		name string
		o    Options
		l    course.Lesson
		page []File
		want string
	}{
		{"version", Options{Version: "2.0"}, l, page, `"2.0" is not 1.2 or 2004`},
		{"pass mark", Options{PassMark: pass(101)}, l, page, "from 0 to 100"},
		{"fractional pass mark", Options{PassMark: pass(66.5)}, l, page, "whole number"},
		{"no program", Options{}, l, without("main.wasm"), "no main.wasm"},
		{"no page", Options{}, l, without("index.html"), "no index.html"},
		{"manifest", Options{}, l, append(slices.Clone(page), File{Name: ManifestFile}), "second file called imsmanifest.xml"},
		{"lesson", Options{}, l, append(slices.Clone(page), File{Name: LessonFile}), "second file called lesson.json"},
		{"twice", Options{}, l, append(slices.Clone(page), page[1]), "second file called"},
		{"bad lesson", Options{}, bad, page, "needs a title"},
	} {
		_, err := Build(io.Discard, c.o, c.l, c.page, nil)
		if err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// TestInspectFindsFaults: Inspect, the test of the packages, fails on
// each fault it is to find, made by editing a good package.
func TestInspectFindsFaults(t *testing.T) {
	l := mustLesson(t, quizLesson)
	page, _ := PageFiles(readFake(fakePage))
	good, _ := build(t, Options{Version: V2004}, l, page)
	files := readZip(t, good)
	for _, c := range []struct {
		name string
		edit func(files map[string]string)
		want string
	}{
		{"unlisted file", func(f map[string]string) { f["extra.js"] = "" }, "extra.js, which the manifest does not list"},
		{"missing file", func(f map[string]string) { delete(f, "js/a.js") }, "lists js/a.js, which is not in the zip"},
		{"dangling ref", func(f map[string]string) {
			f[ManifestFile] = strings.Replace(f[ManifestFile], `identifierref="sco"`, `identifierref="nothing"`, 1)
		}, `identifierref "nothing"`},
		{"1.2 version in a 2004 manifest", func(f map[string]string) {
			f[ManifestFile] = strings.Replace(f[ManifestFile], "2004 4th Edition", "1.2", 1)
		}, "not ADL SCORM"},
		{"1.2 namespace for the ADL elements", func(f map[string]string) {
			f[ManifestFile] = strings.Replace(f[ManifestFile], NSADLCP2004, NSADLCP12, 1)
		}, "ADL namespace"},
		{"no manifest", func(f map[string]string) { delete(f, ManifestFile) }, "no imsmanifest.xml"},
		{"not XML", func(f map[string]string) { f[ManifestFile] = "<manifest" }, "not XML"},
		{"launch missing", func(f map[string]string) {
			f[ManifestFile] = strings.Replace(f[ManifestFile], `href="index.html?`, `href="start.html?`, 1)
		}, "launches"},
	} {
		edited := map[string]string{}
		for k, v := range files {
			edited[k] = v
		}
		c.edit(edited)
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		for k, v := range edited {
			w, _ := zw.Create(k)
			w.Write([]byte(v))
		}
		zw.Close()
		_, err := Inspect(b.Bytes())
		if err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
