package api

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"hyperplane/engine/course"
	"hyperplane/engine/course/scorm"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// TestScormPackage: scormPackage hands the browser program the options
// normalized (SCORM 1.2 and a pass mark of 80 when left out, scorm's
// defaults) and the lesson on screen; a scene that is not a lesson (no
// text) and options scorm cannot take are refused before it is called.
func TestScormPackage(t *testing.T) {
	app := NewApp(scene.DefaultScene())
	var got []scorm.Options
	var lesson course.Lesson
	h := ScormPackage(func(o scorm.Options, l course.Lesson) (any, error) {
		got, lesson = append(got, o), l
		return "made", nil
	})
	a := New(app, testScreen{app}, h)
	// The default scene has no text: it is not a lesson.
	if ans := a.Call("scormPackage"); !ans.Refused() || len(got) != 0 {
		t.Fatalf("a scene without a text: refused %v, pack called %d times; want refused", ans.Refused(), len(got))
	}
	app.S.Doc().SetTitle("Two blobs", "Draw a line between them.")
	if v := call(t, a, "scormPackage"); v != "made" {
		t.Fatalf("scormPackage() answered %v, want what pack returned", v)
	}
	if len(got) != 1 || got[0].Version != scorm.V12 || got[0].PassMark == nil || *got[0].PassMark != scorm.DefaultPassMark {
		t.Fatalf("options handed on: %+v, want version 1.2 and pass mark 80", got)
	}
	if lesson.Title != app.S.Scene().Title || len(lesson.Scene.Points) != len(app.S.Scene().Points) {
		t.Errorf("lesson handed on: %q with %d points, want the scene's %q with %d", lesson.Title, len(lesson.Scene.Points), app.S.Scene().Title, len(app.S.Scene().Points))
	}
	call(t, a, "scormPackage", Object(`{"version": "2004", "passMark": 60}`))
	if o := got[len(got)-1]; o.Version != scorm.V2004 || *o.PassMark != 60 {
		t.Errorf("options handed on: %+v, want 2004 and 60", o)
	}
	n := len(got)
	if ans := a.Call("scormPackage", Object(`{"version": "3"}`)); !ans.Refused() || len(got) != n {
		t.Errorf("version 3: refused %v, pack called %d times more; want refused, not called", ans.Refused(), len(got)-n)
	}
}

// TestBuildPackage: the package of a page of two files (index.html and
// the main.wasm it fetches, which scorm requires) holds them and the
// lesson, as an LMS reads it (scorm.Inspect); a page that cannot be read
// is an error worded for the page.
func TestBuildPackage(t *testing.T) {
	s := scene.DefaultScene()
	l := course.Lesson{Title: s.Title, Text: "Draw a line between them.", Scene: s}
	o := scorm.Options{}
	o.Normalize()
	page := map[string]string{"index.html": `<!doctype html><html><head><script>fetch("main.wasm")</script></head><body></body></html>`,
		"main.wasm": "\x00asm"}
	read := func(name string) ([]byte, error) {
		if d, ok := page[name]; ok {
			return []byte(d), nil
		}
		return nil, fs.ErrNotExist
	}
	pauses := 0
	zip, err := BuildPackage(o, l, read, func() { pauses++ })
	if err != nil {
		t.Fatal(err)
	}
	in, err := scorm.Inspect(zip)
	if err != nil {
		t.Fatal(err)
	}
	if in.Version != scorm.V12 || in.Title != s.Title || !slices.Contains(in.Files, "index.html") || !slices.Contains(in.Files, "main.wasm") || pauses == 0 {
		t.Errorf("the package: %+v, %d pauses; want SCORM 1.2, titled %q, with index.html and main.wasm, and pauses", in, pauses, s.Title)
	}
	_, err = BuildPackage(o, l, func(string) ([]byte, error) { return nil, errors.New("offline") }, func() {})
	if err == nil || !strings.Contains(en(t, msg.Of(err)), "offline") {
		t.Errorf("a page that cannot be read: %v, want an error that says why (offline)", err)
	}
}
