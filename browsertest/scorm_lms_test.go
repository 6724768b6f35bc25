package browsertest

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"hyperplane/engine/course/scorm"
)

// The LMS sessions of TestSCORMPackage.

// lmsSession runs two launches of the package in folder pkg of the LMS
// at site.
func lmsSession(t *testing.T, site string, v scorm.Version, pkg string, data []byte) {
	in, err := scorm.Inspect(data)
	if err != nil {
		t.Fatal(err)
	}
	host := site + "/host.html?v=" + string(v) + "&pkg=" + pkg + "&launch=" + strings.ReplaceAll(in.Launch, "&", "%26")
	const sco = `document.getElementById("sco").contentWindow`
	p := env.OpenURL(t, host)
	t0 := time.Now()
	p.WaitFor("the lesson in the LMS", sco+`.hyperplaneLesson && `+sco+`.hyperplaneLesson.state().phase === "predict" && `+
		`(`+sco+`.document.getElementById("scorm-note") || {}).textContent.startsWith("Recorded in your course")`, 90*time.Second)
	launch := time.Since(t0)
	type cmi struct {
		Raw, Min, Max, Scaled, Status, Success, Suspend, Exit, Time string
	}
	// read reads the API's data model, and the write-only exit and
	// session time from the log of what the package set.
	read := func(p *Page) cmi {
		last := `(k) => (__log.filter((kv) => kv[0] === k).pop() || [k, ""])[1]`
		if v == scorm.V12 {
			return Eval[cmi](p, `(() => { const c = __api.cmi, last = `+last+`; return {Raw: c.core.score.raw, Min: c.core.score.min, Max: c.core.score.max,
			  Status: c.core.lesson_status, Suspend: c.suspend_data, Exit: last("cmi.core.exit"), Time: last("cmi.core.session_time")}; })()`)
		}
		return Eval[cmi](p, `(() => { const c = __api.cmi, last = `+last+`; return {Raw: c.score.raw, Min: c.score.min, Max: c.score.max, Scaled: c.score.scaled,
		  Status: c.completion_status, Success: c.success_status, Suspend: c.suspend_data, Exit: last("cmi.exit"), Time: last("cmi.session_time")}; })()`)
	}
	// Incomplete, and no score before an answer (an LMS would record 0).
	if c := read(p); c.Status != "incomplete" || c.Raw != "" || v == scorm.V2004 && (c.Success != "unknown" || c.Scaled != "") {
		t.Errorf("at launch: %+v", c)
	}
	// at returns the page pixel of an element of the package's page (the
	// frame lies at the host's top left).
	at := func(sel string) [2]float64 {
		t.Helper()
		var xy []float64
		deadline := time.Now().Add(Patience(20 * time.Second))
		for len(xy) != 2 && time.Now().Before(deadline) {
			xy = Eval[[]float64](p, `(() => { const e = `+sco+`.document.querySelector(`+jsString(sel)+`); if (!e) return [];
			  const r = e.getBoundingClientRect(); return r.width > 0 ? [(r.left + r.right) / 2, (r.top + r.bottom) / 2] : []; })()`)
		}
		if len(xy) != 2 {
			t.Fatalf("%s is not on screen", sel)
		}
		return [2]float64{xy[0], xy[1]}
	}
	click := func(sel string) { xy := at(sel); clickXY(p, xy[0], xy[1]) }
	// The prediction, by real clicks on the plot at x = 0.5.
	for i, y := range []float64{-3, 3} {
		xy := Eval[[2]float64](p, fmt.Sprintf(sco+`.hyperplane.toPixel(0.5, %v)`, y))
		clickXY(p, xy[0], xy[1])
		p.WaitFor("the click", fmt.Sprintf(sco+`.hyperplaneLesson.state().clicks.length === %d`, i+1), 10*time.Second)
	}
	click("#lesson-quiz .q-reveal")
	p.WaitFor("the reveal", sco+`.hyperplaneLesson.state().phase === "revealed"`, 20*time.Second)
	s0 := Eval[float64](p, sco+`.hyperplaneLesson.state().result.score`)
	// One question of two: the lesson's score is s0/2 percent, to 0.01.
	half := math.Round(10000*s0/(100*2)) / 100 // as the runtime computes it
	p.WaitFor("the score", fmt.Sprintf(`__api.cmi.%s === "%s"`, map[scorm.Version]string{scorm.V12: "core.score.raw", scorm.V2004: "score.raw"}[v], trimNum(half)), 10*time.Second)
	if c := read(p); c.Status != "incomplete" || c.Min != "0" || c.Max != "100" || v == scorm.V2004 && (c.Success != "unknown" || c.Scaled != fmt.Sprintf("%.4f", half/100)) {
		t.Errorf("after the prediction (score %.2f): %+v", s0, c)
	}
	// The choice: the next question, the right answer.
	click("#lesson-quiz .q-nav button:last-child")
	click("#lesson-quiz .q-choice:nth-child(2)")
	full := math.Round(10000*(s0+100)/(100*2)) / 100
	p.WaitFor("the whole score", fmt.Sprintf(`__api.cmi.%s === "%s"`, map[scorm.Version]string{scorm.V12: "core.score.raw", scorm.V2004: "score.raw"}[v], trimNum(full)), 10*time.Second)
	// Both answered, (s0 + 100)/2 ≥ 80 (s0 is about 90): passed.
	c := read(p)
	if v == scorm.V12 && c.Status != "passed" || v == scorm.V2004 && (c.Status != "completed" || c.Success != "passed" || c.Scaled != fmt.Sprintf("%.4f", full/100)) {
		t.Errorf("after both answers (%.2f): %+v", full, c)
	}
	// The student adds a point with a real click.
	xy := Eval[[2]float64](p, sco+`.hyperplane.toPixel(-4, 4)`)
	clickXY(p, xy[0], xy[1])
	p.WaitFor("the new point", sco+`.hyperplane.status().npoints === 7`, 10*time.Second)
	// The student leaves: the package saves and finishes.
	p.Do(`(document.getElementById("sco").src = "about:blank", 0)`)
	p.WaitFor("the finish", "window.__finished === true", 20*time.Second)
	c = read(p)
	prog, err := scorm.DecodeProgress(c.Suspend)
	if err != nil {
		t.Fatalf("the suspend_data %q: %v", c.Suspend, err)
	}
	if limit := scorm.SuspendLimit(v); len(c.Suspend) > limit || prog.Scene == nil || len(prog.Scene.Points) != 7 || len(prog.Answers) != 2 || c.Exit != "suspend" || c.Time == "" {
		t.Errorf("at the finish: %d characters of suspend_data (limit %d), scene %v, %d answers, exit %q, time %q",
			len(c.Suspend), limit, prog.Scene != nil, len(prog.Answers), c.Exit, c.Time)
	}
	set := Eval[[][2]string](p, "__log")
	keys := map[string]bool{}
	for _, kv := range set {
		keys[kv[0]] = true
	}
	t.Logf("SCORM %s: launched in %.1f s; the API was set %d times (%d elements); suspend_data %d characters; session time %s; score %s",
		v, launch.Seconds(), len(set), len(keys), len(c.Suspend), c.Time, c.Raw)
	p.Close()

	// The second launch, with what the LMS kept.
	saved := map[string]any{"suspend_data": c.Suspend}
	if v == scorm.V12 {
		saved["core"] = map[string]any{"entry": "resume", "lesson_status": c.Status}
	} else {
		saved["entry"] = "resume"
		saved["completion_status"], saved["success_status"] = c.Status, c.Success
	}
	js, _ := json.Marshal(saved)
	q := env.OpenWithScript(t, host, "window.__saved = "+string(js)+";")
	q.WaitFor("the restored work", sco+`.hyperplane && `+sco+`.hyperplane.status().npoints === 7 && `+sco+`.hyperplaneLesson.state().answers.length === 2`, 90*time.Second)
	st := Eval[struct {
		Question int          `json:"question"`
		Phase    string       `json:"phase"`
		Clicks   [][2]float64 `json:"clicks"`
		Answers  []struct {
			Kind   string       `json:"kind"`
			Choice int          `json:"choice"`
			Points [][2]float64 `json:"points"`
			Score  float64      `json:"score"`
		} `json:"answers"`
	}](q, sco+`.hyperplaneLesson.state()`)
	// The first question shows its saved prediction: the clicks at
	// x = 0.5 (kept to 0.0005, half of the viewport's link step 0.001).
	ok := st.Question == 0 && st.Phase == "revealed" && len(st.Clicks) == 2 && len(st.Answers) == 2 &&
		st.Answers[1].Kind == "choice" && st.Answers[1].Choice == 1 && st.Answers[1].Score == 100 &&
		math.Abs(st.Answers[0].Score-math.Round(100*s0)/100) < 1e-9
	for _, cl := range st.Clicks {
		ok = ok && math.Abs(cl[0]-0.5) < 0.01
	}
	if !ok {
		t.Errorf("restored: %+v (score %.4f)", st, s0)
	}
	q.WaitFor("the note", `(`+sco+`.document.getElementById("scorm-note") || {}).textContent === "Recorded in your course: `+fmt.Sprint(math.Round(full))+` of 100, `+map[scorm.Version]string{scorm.V12: "passed", scorm.V2004: "passed"}[v]+`."`, 20*time.Second)
	if c2 := read(q); c2.Raw != trimNum(full) {
		t.Errorf("the second launch reported %+v", c2)
	}
}

// trimNum writes x as JavaScript's String(x) does for these scores.
func trimNum(x float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", x), "0"), ".")
}
