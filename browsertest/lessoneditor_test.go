package browsertest

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// quizScene is two blobs mirrored about x = 0 (and each symmetric about
// y = 0), fitted by least squares: by the symmetries w₀ = w₂ = 0, so the
// trained boundary is the line x = 0. Its viewport is [-5, 5]², so a
// boundary prediction's Scale is 5.
const quizScene = `{"version": 1, "algorithm": "least-squares",
 "points": [[-2, -1, 0], [-2, 1, 0], [-3, 0, 0], [2, -1, 1], [2, 1, 1], [3, 0, 1]],
 "viewport": {"minX": -5, "maxX": 5, "minY": -5, "maxY": 5}}`

// hostileText is a lesson text with HTML that must show as text.
const hostileText = "Look at **both** blobs. <script>window.__pwned=1</script> <img src=x onerror=\"window.__pwned=2\"> [notes](https://example.org/notes) [bad](javascript:window.__pwned=3)"

type quizState struct {
	Question int          `json:"question"`
	Kind     string       `json:"kind"`
	Phase    string       `json:"phase"`
	Clicks   [][2]float64 `json:"clicks"`
	Result   *struct {
		Score  float64    `json:"score"`
		Angle  float64    `json:"angle"`
		Offset float64    `json:"offset"`
		Line   [3]float64 `json:"line"`
		Error  string     `json:"error"`
	} `json:"result"`
}

// TestLessonEditor writes a lesson with a predict question and a multiple
// choice in the editor (real clicks and keys), takes its share link, opens
// it in a fresh page, predicts the boundary by clicking the plot (which
// adds no point), trains, and reads the reveal and the score; the hostileText
// text shows as text; the card's Edit reopens the lesson in the editor;
// on a phone and in an embed, the question and the editor fit the screen.
func TestLessonEditor(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadScene(` + jsString(quizScene) + `)`)
	p.WaitFor("the scene", `hyperplane.status().npoints === 6`, 10*time.Second)
	run := func(what string, as ...chromedp.Action[chromedp.Void]) { act(t, p, what, as...) }
	p.ClickElement("#lesson-write")
	p.WaitFor("the editor", `!document.getElementById("lesson-editor").hidden`, 5*time.Second)
	run("write", chromedp.SendKeys(chromedp.CSS("#le-title"), "Where is the line?"),
		chromedp.SendKeys(chromedp.CSS("#le-text"), hostileText),
		chromedp.SendKeys(chromedp.CSS("#le-try"), "Predict first"+kb.Enter+"Then press Train and reveal"),
		chromedp.Click(chromedp.CSS(`input[data-lock="algo"]`)),
		chromedp.Click(chromedp.CSS(`input[data-hide="charts"]`)),
		chromedp.Click(chromedp.CSS("#le-add-predict")),
		chromedp.SendKeys(chromedp.CSS(".le-q .le-prompt"), "Click two points of the boundary."),
		chromedp.Click(chromedp.CSS("#le-add-choice")),
		chromedp.SendKeys(chromedp.CSS(".le-q:nth-of-type(2) .le-prompt"), "Which weight is zero?"),
		chromedp.SendKeys(chromedp.CSS(".le-q:nth-of-type(2) .le-choices"), "w1"+kb.Enter+"w2"),
		chromedp.SetValue(chromedp.CSS(".le-q:nth-of-type(2) .le-answer"), "1"),
		chromedp.SendKeys(chromedp.CSS(".le-q:nth-of-type(2) .le-feedback"), "No: x matters."+kb.Enter+"Yes: y does not matter."))
	// The live preview renders the Markdown and keeps the HTML as text.
	if got := Eval[string](p, `document.querySelector("#le-preview strong").textContent`); got != "both" {
		t.Errorf("preview bold %q", got)
	}
	checkInert(t, p, "#le-preview")
	run("share", chromedp.Click(chromedp.CSS("#le-link")))
	link := Eval[string](p, `document.getElementById("le-out").value`)
	if e := Eval[string](p, `document.getElementById("le-error").textContent`); e != "" || !strings.Contains(link, "#v2.") {
		t.Fatalf("no link: %q, error %q", link, e)
	}
	p.Close()

	// A fresh page opens the link: the card shows the lesson, with its
	// first question, and the lesson's controls are locked and hidden.
	q := open(t, link[strings.Index(link, "#"):])
	q.WaitFor("the lesson's card", `!document.getElementById("lesson-card").hidden && !!document.querySelector("#lesson-quiz .q-prompt")`, 10*time.Second)
	checkInert(t, q, "#lesson-body")
	if got := Eval[[]string](q, `Array.from(document.querySelectorAll("#lesson-body .try-steps li")).map(l => l.textContent)`); strings.Join(got, "|") != "Predict first|Then press Train and reveal" {
		t.Errorf("Try steps %q", got)
	}
	if !Eval[bool](q, `document.getElementById("sec-algo").inert && getComputedStyle(document.getElementById("sec-charts")).display === "none"`) {
		t.Error("the lesson's locked and hidden sections are not")
	}
	st := Eval[quizState](q, `hyperplaneLesson.state()`)
	if st.Kind != "predict" || st.Phase != "predict" || Eval[bool](q, `hyperplane.status().view.boundary`) {
		t.Fatalf("not predicting, or the boundary shows: %+v", st)
	}
	// Two real clicks on the plot at x = 0.5: they add no point.
	for _, y := range []float64{-3, 3} {
		x, yy := q.ToPixel(0.5, y)
		q.Click(x, yy)
	}
	q.WaitFor("two clicks", `hyperplaneLesson.state().clicks.length === 2`, 5*time.Second)
	if n := statusOf(q).NPoints; n != 6 {
		t.Fatalf("the prediction's clicks added points: %d", n)
	}
	act(t, q, "reveal", chromedp.Click(chromedp.CSS("#lesson-quiz .q-reveal")))
	q.WaitFor("the reveal", `hyperplaneLesson.state().phase === "revealed"`, 10*time.Second)
	st = Eval[quizState](q, `hyperplaneLesson.state()`)
	if st.Result == nil || st.Result.Error != "" {
		t.Fatalf("no score: %+v", st.Result)
	}
	// The score, computed here from the clicks and the trained line: the
	// angle between the lines, the distance from B (the foot of the centre
	// (0, 0) on the trained line) to the predicted line, Scale 5.
	w, c := st.Result.Line, st.Clicks
	if math.Abs(w[2]) > 1e-9*math.Abs(w[1]) || math.Abs(w[0]) > 1e-9*math.Abs(w[1]) {
		t.Errorf("trained line %v, want x = 0 by symmetry", w)
	}
	dx, dy := c[1][0]-c[0][0], c[1][1]-c[0][1]
	angle := math.Atan2(math.Abs(dx*w[1]+dy*w[2]), math.Abs(-dx*w[2]+dy*w[1])) * 180 / math.Pi
	k := w[0] / (w[1]*w[1] + w[2]*w[2])
	bx, by := -k*w[1], -k*w[2]
	off := math.Abs(dx*(by-c[0][1])-dy*(bx-c[0][0])) / math.Hypot(dx, dy)
	want := 100 * (1 - angle/90) * math.Max(0, 1-off/5)
	if math.Abs(st.Result.Score-want) > 1e-6 || math.Abs(st.Result.Angle-angle) > 1e-6 || math.Abs(st.Result.Offset-off) > 1e-6 {
		t.Errorf("score %+v, want score %g angle %g offset %g", st.Result, want, angle, off)
	}
	t.Logf("link %d characters; clicks %v; score %.2f (angle %.3g°, offset %.3g)", len(link), c, st.Result.Score, st.Result.Angle, st.Result.Offset)
	// Clicked at x = 0.5 to within a pixel (10/800 of a unit or so): about
	// 100·(1 − 0.5/5) = 90.
	if math.Abs(want-90) > 2 {
		t.Errorf("score %g, want about 90 for a line 0.5 from the boundary", want)
	}
	shown := Eval[string](q, `document.querySelector("#lesson-quiz .q-score").textContent`)
	if !strings.Contains(shown, "Score 9") || !Eval[bool](q, `hyperplane.status().view.boundary && !!document.querySelector("#predict-overlay .pred-line")`) {
		t.Errorf("the reveal: %q, boundary or prediction not drawn", shown)
	}
	// The next question: a right answer gets its feedback.
	act(t, q, "answer", chromedp.Click(chromedp.CSS("#lesson-quiz .q-nav button:last-child")),
		chromedp.Click(chromedp.CSS("#lesson-quiz .q-choice:nth-child(2)")))
	if fb := Eval[string](q, `document.querySelector("#lesson-quiz .q-feedback").textContent`); fb != "✓ Right. Yes: y does not matter." {
		t.Errorf("feedback %q", fb)
	}
	// The lesson file opens again as the same lesson; loadLessonFile takes
	// its questions, and refuses a bad one whole, keeping the scene.
	file := Eval[string](q, `hyperplane.exportLesson()`)
	bad := Eval[map[string]any](q, `(() => { const o = JSON.parse(`+jsString(file)+`); o.questions[1].answer = 7; return hyperplane.loadLessonFile(JSON.stringify(o)); })()`)
	if e, _ := bad["error"].(string); !strings.Contains(e, "question 2: the answer is choice 8, but there are choices 1 to 2") || statusOf(q).NPoints != 6 {
		t.Errorf("a bad lesson file: %v, %d points", bad, statusOf(q).NPoints)
	}
	before := Eval[string](q, `JSON.stringify(hyperplane.lesson())`)
	q.Do(`hyperplane.clear(); hyperplane.setLesson({title: "Other", text: "Other"})`)
	q.WaitFor("the other lesson", `document.getElementById("lesson-title").textContent === "Other" && hyperplane.status().npoints === 0`, 5*time.Second)
	q.Do(`hyperplaneUI.openText(` + jsString(file) + `, "where-is-the-line.lesson.json")`)
	q.WaitFor("the file", `hyperplane.status().npoints === 6 && document.getElementById("lesson-title").textContent === "Where is the line?"`, 5*time.Second)
	if after := Eval[string](q, `JSON.stringify(hyperplane.lesson())`); after != before {
		t.Errorf("the file reopened as\n%s\nnot\n%s", after, before)
	}
	// Edit reopens it in the editor.
	q.ClickElement("#lesson-edit")
	if got := Eval[[]string](q, `[document.getElementById("le-title").value, document.querySelector(".le-q .le-prompt").value, document.querySelector(".le-q:nth-of-type(2) .le-answer").value]`); strings.Join(got, "|") != "Where is the line?|Click two points of the boundary.|1" {
		t.Errorf("the editor reopened with %q", got)
	}
	// A mistakes question: a click marks the nearest point and adds none;
	// the score is 100·F1 of the marks against the mistakes, which are as
	// many as the trainer counts.
	act(t, q, "close the editor", chromedp.Click(chromedp.CSS("#le-close")))
	q.Do(`hyperplane.loadLessonFile(` + jsString(`{"title": "Which are wrong?", "text": "One orange point sits in the blue blob.",
	  "questions": [{"kind": "predict", "prompt": "Click the points that will be misclassified.", "target": "mistakes"}],
	  "scene": {"version": 1, "algorithm": "least-squares", "viewport": {"minX": -5, "maxX": 5, "minY": -5, "maxY": 5},
	    "points": [[-2, -1, 0], [-2, 1, 0], [-3, 0, 0], [2, -1, 1], [2, 1, 1], [3, 0, 1], [-2.5, 0.5, 1]]}}`) + `)`)
	q.WaitFor("the question", `hyperplaneLesson.state().target === "mistakes" && hyperplane.status().npoints === 7`, 10*time.Second)
	for _, pt := range [][2]float64{{-2.5, 0.5}, {2, 1}} {
		x, y := q.ToPixel(pt[0], pt[1])
		q.Click(x, y)
	}
	q.WaitFor("two marks", `hyperplaneLesson.state().clicks.length === 2`, 5*time.Second)
	act(t, q, "reveal the mistakes", chromedp.Click(chromedp.CSS("#lesson-quiz .q-reveal")))
	q.WaitFor("the reveal", `hyperplaneLesson.state().phase === "revealed"`, 10*time.Second)
	ms := Eval[struct {
		Marked []int `json:"marked"`
		Result struct {
			Score float64 `json:"score"`
			Wrong []int   `json:"wrong"`
		} `json:"result"`
	}](q, `(() => { const s = hyperplaneLesson.state(); return {marked: s.clicks, result: s.result}; })()`)
	hits := 0
	for _, m := range ms.Marked {
		for _, w := range ms.Result.Wrong {
			if m == w {
				hits++
			}
		}
	}
	prec, rec := float64(hits)/2, 1.0
	if len(ms.Result.Wrong) > 0 {
		rec = float64(hits) / float64(len(ms.Result.Wrong))
	}
	f1 := 0.0
	if prec+rec > 0 {
		f1 = 100 * 2 * prec * rec / (prec + rec)
	}
	if st := statusOf(q); st.NPoints != 7 || st.Mistakes != len(ms.Result.Wrong) || math.Abs(ms.Result.Score-f1) > 1e-9 ||
		strings.Join(strings.Fields(fmt.Sprint(ms.Marked)), " ") != "[6 4]" {
		t.Errorf("mistakes: marked %v, wrong %v (the trainer counts %d), score %g want %g, %d points",
			ms.Marked, ms.Result.Wrong, st.Mistakes, ms.Result.Score, f1, st.NPoints)
	}
	t.Logf("mistakes: marked %v, wrong %v, score %.2f", ms.Marked, ms.Result.Wrong, ms.Result.Score)
	q.Close()

	// Phone and embed: the question's buttons and the editor fit.
	for _, v := range []Viewport{Phone, Embed} {
		r := open2(t, link[strings.Index(link, "#"):], v)
		r.WaitFor("the question", `!!document.querySelector("#lesson-quiz .q-reveal")`, 10*time.Second)
		if !Eval[bool](r, `(() => { const b = document.querySelector("#lesson-quiz .q-reveal").getBoundingClientRect(); return b.left >= 0 && b.right <= innerWidth && b.width > 0; })()`) {
			t.Errorf("%s: the reveal button is off screen", v.Name)
		}
		r.Do(`hyperplaneLesson.edit()`)
		if !Eval[bool](r, `(() => { const b = document.getElementById("lesson-editor").getBoundingClientRect(); return b.left >= 0 && b.right <= innerWidth + 0.5 && b.top >= 0; })()`) {
			t.Errorf("%s: the editor does not fit the screen", v.Name)
		}
		r.Close()
	}
}

// act runs real clicks and keys, failing after 30 s (a click that misses
// would leave the next action waiting for ever).
func act(t *testing.T, p *Page, what string, as ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(p.Ctx, Patience(30*time.Second))
	defer cancel()
	if err := chromedp.Do(ctx, as...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// checkInert fails unless the hostileText text under sel shows as text: no
// script or img element, no link but the https one, nothing run.
func checkInert(t *testing.T, p *Page, sel string) {
	t.Helper()
	got := Eval[[]string](p, `(() => { const b = document.querySelector("`+sel+`");
	  return [String(b.querySelectorAll("script, img").length), Array.from(b.querySelectorAll("a")).map(a => a.href).join(" "),
	          b.textContent, String(window.__pwned)]; })()`)
	if got[0] != "0" || got[1] != "https://example.org/notes" || !strings.Contains(got[2], `<img src=x onerror="window.__pwned=2">`) ||
		!strings.Contains(got[2], "<script>window.__pwned=1</script>") || !strings.Contains(got[2], "[bad](javascript:window.__pwned=3)") || got[3] != "undefined" {
		t.Errorf("%s: the lesson text is not inert: %q", sel, got)
	}
}

// galleryQuiz sets up the gallery's views of a lesson with questions: a
// prediction being made, its reveal, and the editor.
func galleryQuiz(q *Page, name string) {
	if !strings.HasPrefix(name, "quiz-") {
		return
	}
	lesson := `{"title": "Where is the line?", "text": "Two blobs, mirrored. Where will **least squares** put the boundary?",
	  "try": ["Click two points of the boundary", "Press Train and reveal"],
	  "questions": [{"kind": "predict", "prompt": "Click two points where the boundary will go.", "target": "boundary"},
	                {"kind": "choice", "prompt": "Which weight is zero?", "choices": ["w1", "w2"], "answer": 1}],
	  "scene": ` + quizScene + `}`
	q.Do(`hyperplane.loadLessonFile(` + jsString(lesson) + `)`)
	q.WaitFor("the question", `!!document.querySelector("#lesson-quiz .q-reveal")`, 10*time.Second)
	// Low on the plot: in an embed the card covers its top left.
	for _, y := range []float64{-4, -1} {
		x, yy := q.ToPixel(0.8, y)
		q.Click(x, yy)
	}
	switch name {
	case "quiz-reveal":
		q.Do(`document.querySelector("#lesson-quiz .q-reveal").click()`)
		q.WaitFor("the reveal", `hyperplaneLesson.state().phase === "revealed"`, 10*time.Second)
	case "quiz-editor":
		q.Do(`hyperplaneLesson.edit()`)
	case "quiz-scorm":
		// The editor's foot: the course page's origin and the SCORM package.
		q.Do(`hyperplaneLesson.edit()`)
		q.Do(`document.getElementById("le-origin").value = "https://course.example.edu"`)
		q.Do(`document.getElementById("le-scorm-box").scrollIntoView({block: "end"})`)
	}
}
