package browsertest

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hyperplane/engine/course"
	"hyperplane/engine/course/scorm"
)

// scormLesson is quizScene with a boundary to predict and a choice: least
// squares on two mirrored blobs, whose trained boundary is x = 0.
var scormLesson = `{"title": "Where is the line?", "text": "Two blobs, mirrored. Where will **least squares** put the boundary?",
  "questions": [{"kind": "predict", "prompt": "Click two points where the boundary will go.", "target": "boundary"},
                {"kind": "choice", "prompt": "Which weight is zero?", "choices": ["w1", "w2"], "answer": 1}],
  "scene": ` + quizScene + `}`

// lmsHost is an LMS's page: it provides the SCORM API with scorm-again
// (browsertest/npm, pinned), loads what the LMS saved of an earlier
// session (window.__saved), logs every value the package sets, and opens
// the package's launch address (?pkg=folder&launch=href) in a frame.
const lmsHost = `<!doctype html><html><head><meta charset="utf-8"><title>LMS</title>
<script src="/scorm-again/scorm12.js"></script>
<script src="/scorm-again/scorm2004.js"></script>
<style>body { margin: 0 } iframe { border: 0; position: absolute; left: 0; top: 0; width: 1180px; height: 740px }</style>
</head><body><script>
const q = new URLSearchParams(location.search);
const v = q.get("v");
const api = v === "2004" ? new Scorm2004API({ autocommit: false, logLevel: 5 }) : new Scorm12API({ autocommit: false, logLevel: 5 });
if (window.__saved) api.loadFromJSON(window.__saved);
window.__log = [];
api.on(v === "2004" ? "SetValue.cmi.*" : "LMSSetValue.cmi.*", (el, val) => __log.push([el, String(val)]));
api.on(v === "2004" ? "Terminate" : "LMSFinish", () => { window.__finished = true; });
if (v === "2004") window.API_1484_11 = api; else window.API = api;
window.__api = api;
const f = document.createElement("iframe");
f.id = "sco";
f.src = q.get("pkg") + "/" + q.get("launch");
document.body.appendChild(f);
</script></body></html>`

// unzip writes the files of a zip into dir.
func unzip(t *testing.T, data []byte, dir string) map[string][]byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
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
		out[f.Name] = b
		name := filepath.Join(dir, filepath.FromSlash(f.Name))
		os.MkdirAll(filepath.Dir(name), 0o755)
		if err := os.WriteFile(name, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestSCORMPackage makes the lesson's SCORM package twice, by the page
// (hyperplane.scormPackage, from the files it fetches) and by make
// scorm's command (from web/), checks both with an XML parser
// (scorm.Inspect: the version's namespaces and schemaversion, every
// identifierref, every file listed present and every file listed), and
// runs them in an LMS: a page of another site that provides the API with
// scorm-again and serves the package as a plain file server would
// (main.wasm as application/octet-stream), for SCORM 1.2 (the page's zip)
// and 2004 (the command's). The student predicts the boundary and answers
// the choice with real clicks, and adds a point; the API receives the
// score and the status after each answer, and the progress in
// cmi.suspend_data (at most 4,096 characters in 1.2); a second launch
// with what the LMS kept restores the scene and the answers. Opened
// without an LMS, the package is the lesson alone.
func TestSCORMPackage(t *testing.T) {
	needBrowser(t)
	root, _ := filepath.Abs("..")
	work := t.TempDir()
	lessonFile := filepath.Join(work, "where.lesson.json")
	os.WriteFile(lessonFile, []byte(scormLesson), 0o644)

	// The page's package, by the lesson editor's button (a real click),
	// caught as the page hands it to the browser to save.
	p := open(t, "")
	p.Do(`hyperplane.loadLessonFile(` + jsString(scormLesson) + `)`)
	p.WaitFor("the lesson's question", `!!document.querySelector("#lesson-quiz .q-reveal")`, 10*time.Second)
	p.Do(`(() => { window.__blobs = []; const make = URL.createObjectURL; URL.createObjectURL = (b) => { __blobs.push(b); return make(b); }; })()`)
	p.ClickElement("#lesson-edit")
	p.WaitFor("the editor", `!document.getElementById("lesson-editor").hidden`, 5*time.Second)
	p.Do(`(window.__d0 = hyperplane.status().draws, window.__t0 = performance.now(), 0)`)
	p.ClickElement("#le-scorm")
	p.WaitFor("the package", `__blobs.length === 1`, 60*time.Second)
	made := Await[struct {
		B64    string  `json:"b64"`
		MS     float64 `json:"ms"`
		Frames float64 `json:"frames"`
		Note   string  `json:"note"`
		Error  string  `json:"error"`
	}](p, `(async () => {
	  const ms = performance.now() - __t0, frames = hyperplane.status().draws - __d0;
	  const b64 = await new Promise((ok) => { const r = new FileReader(); r.onload = () => ok(r.result.split(",")[1]); r.readAsDataURL(__blobs[0]); });
	  return {b64, ms, frames, note: document.getElementById("le-out").value, error: document.getElementById("le-error").textContent};
	})()`)
	if made.Error != "" || !strings.HasPrefix(made.Note, "Saved where-is-the-line-scorm12.zip (4.") {
		t.Fatalf("the editor's package: %q, error %q", made.Note, made.Error)
	}
	page12, err := base64.StdEncoding.DecodeString(made.B64)
	if err != nil {
		t.Fatal(err)
	}
	// Without a lesson, or with options it cannot take, it refuses at once.
	for expr, want := range map[string]string{
		`hyperplane.scormPackage({version: "3"})`:                         `"3" is not 1.2 or 2004`,
		`hyperplane.scormPackage({passMark: 120})`:                        "from 0 to 100",
		`(hyperplane.loadScene({version: 1}), hyperplane.scormPackage())`: "no lesson to pack",
	} {
		r := Eval[map[string]any](p, expr)
		if e, _ := r["error"].(string); r["ok"] != false || !strings.Contains(e, want) {
			t.Errorf("%s: %v, want %q", expr, r, want)
		}
	}
	p.Close()

	// The command's packages.
	cmd := func(version string) []byte {
		out := filepath.Join(work, "cmd-"+version+".zip")
		c := exec.Command("go", "run", "./engine/internal/scormpack", "-lesson", lessonFile, "-version", version, "-pass", "80",
			"-page", filepath.Join(root, "web"), "-out", out)
		c.Dir = root
		if b, err := c.CombinedOutput(); err != nil {
			t.Fatalf("scormpack %s: %v\n%s", version, err, b)
		} else {
			t.Logf("make scorm: %s", strings.TrimSpace(string(b)))
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	cmd12, cmd2004 := cmd("1.2"), cmd("2004")

	// Both are good packages, and the page's holds the same files as the
	// command's: the page's own files byte for byte, and the same lesson.
	for name, z := range map[string][]byte{"page 1.2": page12, "command 1.2": cmd12, "command 2004": cmd2004} {
		in, err := scorm.Inspect(z)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := scorm.V12
		if strings.HasSuffix(name, "2004") {
			want = scorm.V2004
		}
		if in.Version != want || in.PassMark != 80 || in.Title != "Where is the line?" || len(in.Files) < 40 {
			t.Errorf("%s: %+v", name, in)
		}
	}
	a, b := unzip(t, page12, filepath.Join(work, "a")), unzip(t, cmd12, filepath.Join(work, "b"))
	for f, data := range b {
		if f != scorm.LessonFile && !bytes.Equal(a[f], data) {
			t.Errorf("%s differs between the page's package and the command's", f)
		}
	}
	la, errA := course.ParseLesson(a[scorm.LessonFile])
	lb, errB := course.ParseLesson(b[scorm.LessonFile])
	ea, _ := la.Encode()
	eb, _ := lb.Encode()
	if errA != nil || errB != nil || len(a) != len(b) || string(ea) != string(eb) {
		t.Errorf("the packages' lessons: %v %v, %d and %d files\n%s\n%s", errA, errB, len(a), len(b), ea, eb)
	}
	// The same files and lesson in the same order make the same bytes
	// (fixed times, the same DEFLATE in the program and in Go).
	if !bytes.Equal(page12, cmd12) {
		t.Errorf("the page's package (%d bytes) is not the command's (%d bytes)", len(page12), len(cmd12))
	}
	t.Logf("the page made the 1.2 package in %.1f s, drawing %v frames meanwhile (%q): %d bytes; 2004: %d bytes",
		made.MS/1000, made.Frames, made.Note, len(page12), len(cmd2004))

	// The LMS.
	lms := filepath.Join(work, "lms")
	unzip(t, page12, filepath.Join(lms, "pkg12"))
	unzip(t, cmd2004, filepath.Join(lms, "pkg2004"))
	os.WriteFile(filepath.Join(lms, "host.html"), []byte(lmsHost), 0o644)
	site := serveFolders(t, "application/octet-stream", map[string]string{
		"/": lms, "/scorm-again/": filepath.Join(root, "browsertest", "npm", "node_modules", "scorm-again", "dist")})
	if _, err := os.Stat(filepath.Join(root, "browsertest", "npm", "node_modules", "scorm-again", "dist", "scorm12.js")); err != nil {
		t.Fatalf("scorm-again is not installed (make browser installs it): %v", err)
	}
	for _, c := range []struct {
		version scorm.Version
		pkg     string
		zip     []byte
	}{{scorm.V12, "pkg12", page12}, {scorm.V2004, "pkg2004", cmd2004}} {
		t.Run(string(c.version), func(t *testing.T) { lmsSession(t, site, c.version, c.pkg, c.zip) })
	}

	// A scene too large for SCORM 1.2's 4,096 characters: the answers are
	// saved without it, and the page says so.
	t.Run("1.2 too large", func(t *testing.T) {
		var pts []string
		for i := range 1500 {
			// Points spread over [-4.5, 4.5]² by two incommensurate steps.
			x, y := -4.5+math.Mod(float64(i)*0.6180339887, 9), -4.5+math.Mod(float64(i)*0.4142135623, 9)
			pts = append(pts, fmt.Sprintf("[%.4f, %.4f, %d]", x, y, i%2))
		}
		big := filepath.Join(work, "big.lesson.json")
		os.WriteFile(big, []byte(`{"title": "Many points", "text": "Look.", "questions": [{"kind": "choice", "prompt": "Two classes?",
		  "choices": ["yes", "no"], "answer": 0}], "scene": {"version": 1, "points": [`+strings.Join(pts, ",")+`],
		  "viewport": {"minX": -5, "maxX": 5, "minY": -5, "maxY": 5}}}`), 0o644)
		out := filepath.Join(work, "big.zip")
		c := exec.Command("go", "run", "./engine/internal/scormpack", "-lesson", big, "-page", filepath.Join(root, "web"), "-out", out)
		c.Dir = root
		if b, err := c.CombinedOutput(); err != nil {
			t.Fatalf("scormpack: %v\n%s", err, b)
		}
		data, _ := os.ReadFile(out)
		unzip(t, data, filepath.Join(lms, "big"))
		in, _ := scorm.Inspect(data)
		p := env.OpenURL(t, site+"/host.html?v=1.2&pkg=big&launch="+strings.ReplaceAll(in.Launch, "&", "%26"))
		const sco = `document.getElementById("sco").contentWindow`
		p.WaitFor("the lesson in the LMS", sco+`.document && `+sco+`.document.querySelector("#lesson-quiz .q-choice")`, 90*time.Second)
		xy := Eval[[]float64](p, `(() => { const r = `+sco+`.document.querySelector("#lesson-quiz .q-choice").getBoundingClientRect();
		  return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; })()`)
		clickXY(p, xy[0], xy[1])
		p.WaitFor("the score", `__api.cmi.core.lesson_status === "passed"`, 10*time.Second)
		note := Eval[string](p, sco+`.document.getElementById("scorm-note").textContent`)
		data2 := Eval[string](p, "__api.cmi.suspend_data")
		prog, err := scorm.DecodeProgress(data2)
		if err != nil || len(data2) > 4096 || prog.Scene != nil || len(prog.Answers) != 1 || prog.Answers[0].Score != 100 ||
			!strings.Contains(note, "The scene is too large to save in the course (") || !strings.Contains(note, " characters of 4,096): your answers and score are saved, your points are not.") {
			t.Errorf("%d characters (%v), scene saved %v, answers %+v; the page says %q", len(data2), err, prog.Scene != nil, prog.Answers, note)
		}
		t.Logf("1,500 points: %s", note)
	})

	// Without an LMS: the lesson alone, saying nothing is recorded.
	in, _ := scorm.Inspect(page12)
	q := env.OpenURL(t, site+"/pkg12/"+in.Launch)
	q.WaitFor("the lesson", `window.hyperplane && hyperplane.status().title === "Where is the line?"`, 60*time.Second)
	q.WaitFor("the note", `(document.getElementById("scorm-note") || {}).textContent === "Not in a course (no LMS found): your answers are not recorded."`, 20*time.Second)
	if !Eval[bool](q, `!!document.querySelector("#lesson-quiz .q-reveal")`) {
		t.Error("the lesson's question is not there without an LMS")
	}
}
