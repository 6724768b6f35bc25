package browsertest

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"hyperplane/engine/course/scorm"
)

// TestCourseControls works the new controls for a course at each class of
// screen, each with another hand: the lesson editor's SCORM package
// (version, pass mark, download) and the course page's origin of the
// embed codes (the Share section's and the editor's). On a desktop with
// the mouse, in an embed with the keyboard, on a phone with the finger.
// Each control is on screen when it is reached; the package made is a
// good one of the version and pass mark chosen; the embed code carries
// the origin, and an address that is not one is refused in its field.
func TestCourseControls(t *testing.T) {
	for _, c := range []struct {
		v       Viewport
		hand    string
		version scorm.Version
		pass    string
	}{
		{Desktop, "mouse", scorm.V12, "75"},
		{Embed, "keyboard", scorm.V2004, "60"},
		{Phone, "finger", scorm.V12, "90"},
	} {
		t.Run(c.v.Name, func(t *testing.T) {
			p := open2(t, "", c.v)
			p.Do(`hyperplane.loadLessonFile(` + jsString(scormLesson) + `)`)
			p.WaitFor("the lesson's question", `!!document.querySelector("#lesson-quiz .q-reveal")`, 10*time.Second)
			p.Do(`(() => { window.__blobs = []; const make = URL.createObjectURL; URL.createObjectURL = (b) => { __blobs.push(b); return make(b); };
			  window.__copied = []; navigator.clipboard.writeText = (s) => { __copied.push(s); return Promise.resolve(); }; })()`)
			// center scrolls sel into view and returns its middle, failing
			// unless it lies on screen, on top.
			center := func(sel string) (float64, float64) {
				t.Helper()
				var xy []float64
				deadline := time.Now().Add(Patience(10 * time.Second))
				for len(xy) != 2 && time.Now().Before(deadline) {
					xy = Eval[[]float64](p, `(() => { const e = document.querySelector(`+jsString(sel)+`); if (!e) return [];
					  e.scrollIntoView({block: "nearest"}); const r = e.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
					  if (r.width <= 0 || r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) return [];
					  const h = document.elementFromPoint(x, y); return h && (h === e || e.contains(h)) ? [x, y] : []; })()`)
					if len(xy) != 2 {
						time.Sleep(50 * time.Millisecond)
					}
				}
				if len(xy) != 2 {
					t.Fatalf("%s: %s is not on screen", c.v.Name, sel)
				}
				return xy[0], xy[1]
			}
			// press works a control with the hand of this screen.
			press := func(sel string) {
				t.Helper()
				x, y := center(sel)
				switch c.hand {
				case "mouse":
					clickXY(p, x, y)
				case "keyboard":
					p.Do(`document.querySelector(` + jsString(sel) + `).focus()`)
					act(t, p, "enter", chromedp.KeyEvent(kb.Enter))
				case "finger":
					tl := p.Timeline()
					tl.Touch(input.DispatchTouchEventTypeTouchStart, x, y, 0)
					tl.Touch(input.DispatchTouchEventTypeTouchEnd, x, y, 60*time.Millisecond)
					tl.Wait()
				}
			}
			// typeInto replaces the text of a field with keys.
			typeInto := func(sel, text string) {
				t.Helper()
				if c.hand == "keyboard" {
					p.Do(`document.querySelector(` + jsString(sel) + `).focus()`)
				} else {
					press(sel)
				}
				p.Do(`document.querySelector(` + jsString(sel) + `).select()`)
				act(t, p, "type", chromedp.KeyEvent(text))
			}

			// The editor's SCORM package.
			press("#lesson-edit")
			p.WaitFor("the editor", `!document.getElementById("lesson-editor").hidden`, 5*time.Second)
			center("#le-scorm-version")
			if c.version == scorm.V2004 {
				// A <select> takes the arrow keys; a phone's own picker is
				// out of the page's reach, so there its value is set.
				if c.hand == "finger" {
					p.Do(`document.getElementById("le-scorm-version").value = "2004"`)
				} else {
					p.Do(`document.getElementById("le-scorm-version").focus()`)
					act(t, p, "arrow", chromedp.KeyEvent(kb.ArrowDown))
				}
			}
			typeInto("#le-pass", c.pass)
			press("#le-scorm")
			p.WaitFor("the package", `__blobs.length === 1`, 60*time.Second)
			b64 := Await[string](p, `new Promise((ok) => { const r = new FileReader(); r.onload = () => ok(r.result.split(",")[1]); r.readAsDataURL(__blobs[0]); })`)
			data, err := base64.StdEncoding.DecodeString(b64)
			if err != nil {
				t.Fatal(err)
			}
			in, err := scorm.Inspect(data)
			if err != nil || in.Version != c.version || fmt.Sprint(in.PassMark) != c.pass {
				t.Errorf("%s: the package is SCORM %s with the pass mark %v (want %s, %s): %v", c.v.Name, in.Version, in.PassMark, c.version, c.pass, err)
			}
			note := Eval[string](p, `document.getElementById("le-out").value`)
			if !strings.HasPrefix(note, "Saved where-is-the-line-scorm"+strings.ReplaceAll(string(c.version), ".", "")+".zip (") {
				t.Errorf("%s: the editor says %q", c.v.Name, note)
			}
			// A pass mark that is not one is refused, and nothing is made.
			typeInto("#le-pass", "7.5")
			press("#le-scorm")
			p.WaitFor("the refusal", `document.getElementById("le-error").textContent === "The pass mark is a whole number from 0 to 100."`, 5*time.Second)
			// The editor's embed code, with the course page's origin.
			typeInto("#le-origin", "https://course.example.edu/week3/lesson.html")
			press("#le-embed")
			p.WaitFor("the embed code", `document.getElementById("le-out").value.includes("?embed&amp;origin=https%3A%2F%2Fcourse.example.edu#v2.")`, 5*time.Second)
			if got := Eval[[]string](p, "__copied"); len(got) != 1 || !strings.Contains(got[0], "origin=https%3A%2F%2Fcourse.example.edu") {
				t.Errorf("%s: the editor copied %q", c.v.Name, got)
			}
			p.Do(`(__copied.length = 0)`)
			press("#le-close")
			p.WaitFor("the editor closed", `document.getElementById("lesson-editor").hidden`, 5*time.Second)

			// The Share section's embed code: the panel (a drawer in an
			// embed), its origin, the copy.
			if c.v.Name == "embed" {
				press("#controls-toggle")
			}
			typeInto("#embed-origin", "http://localhost:8000")
			press("#copy-embed")
			p.WaitFor("the copied code", `__copied.length === 1`, 5*time.Second)
			if got := Eval[string](p, "__copied[0]"); !strings.HasPrefix(got, `<iframe src="`) || !strings.Contains(got, "?embed&amp;origin=http%3A%2F%2Flocalhost%3A8000#v2.") {
				t.Errorf("%s: copied %q", c.v.Name, got)
			}
			typeInto("#embed-origin", "course example")
			press("#copy-embed")
			time.Sleep(300 * time.Millisecond)
			if n := Eval[int](p, "__copied.length"); n != 1 || !Eval[bool](p, `!document.getElementById("embed-origin").checkValidity()`) {
				t.Errorf("%s: an origin that is not one: %d copies, the field valid", c.v.Name, n)
			}
		})
	}
}
