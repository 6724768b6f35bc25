package browsertest

import (
	"strconv"
	"testing"
	"time"
)

// pickerAfter runs call in the page, then, in the same task (after the
// microtasks the call queued: no frame of the page's comes between),
// reads the panel's pickers: the Lesson picker, and the Real data
// section's data set, features, kept classes and standardization.
func pickerAfter(p *Page, call string) pickers {
	p.t.Helper()
	return Await[pickers](p, `(async () => {
	  const r = `+call+`;
	  if (r && r.ok === false) throw new Error(r.error);
	  await null;
	  const $ = (id) => document.getElementById(id);
	  return {Lesson: $("lesson-pick").value, Set: $("ds-pick").value, X: $("ds-x").value, Y: $("ds-y").value,
	    Kept: [...$("ds-classes").querySelectorAll("input:checked")].map((b) => b.value), Std: $("ds-std").checked};
	})()`)
}

type pickers struct {
	Lesson, Set, X, Y string
	Kept              []string
	Std               bool
}

// TestLessonPickerFollows: the Lesson picker shows the lesson the scene
// is: after ?lesson=xor-basis it reads that lesson, and after each call
// that changes the scene it reads the new state at once, before the next
// frame (no waiting for the program's next status): another lesson by
// hyperplane.loadLesson, "choose a lesson…" once the title is edited (the
// scene is no longer the bundled lesson) and after a preset.
func TestLessonPickerFollows(t *testing.T) {
	p := open(t, "?lesson=xor-basis")
	p.WaitFor("the lesson picker", `document.getElementById("lesson-pick").options.length > 1`, 20*time.Second)
	got := Eval[struct{ Value, Text, Title string }](p, `(() => { const s = document.getElementById("lesson-pick");
	  return {Value: s.value, Text: s.selectedOptions[0].textContent, Title: hyperplaneI18n.fmt(hyperplane.lessons().find((l) => l.id === "xor-basis").title)}; })()`)
	if got.Value != "xor-basis" || got.Text != got.Title {
		t.Errorf("after ?lesson=xor-basis the Lesson picker reads %q (%q), want xor-basis (%q)", got.Value, got.Text, got.Title)
	}
	other := Eval[string](p, `hyperplane.lessons().find((l) => l.id !== "xor-basis").id`)
	for _, c := range []struct{ call, want string }{
		{`hyperplane.loadLesson("` + other + `")`, other},
		{`hyperplane.setTitle("My own", "A lesson of mine.")`, ""},
		{`hyperplane.loadLesson("xor-basis")`, "xor-basis"},
		{`hyperplane.loadPreset("and", {})`, ""},
	} {
		r := pickerAfter(p, c.call)
		if r.Lesson != c.want {
			t.Errorf("right after %s the Lesson picker reads %q, want %q", c.call, r.Lesson, c.want)
		}
	}
}

// TestRealDataFollowsAtOnce: right after hyperplane.loadDataset (in the
// same task, before any frame), the Real data section shows the data set
// loaded, its two features, the classes kept and whether it is
// standardized, as the call gave them; a second load with the defaults
// shows the data set's own pair (hyperplane.datasets()), every class and
// no standardization.
func TestRealDataFollowsAtOnce(t *testing.T) {
	p := open(t, "")
	p.WaitFor("the Real data section", `!!document.getElementById("ds-pick")`, 20*time.Second)
	r := pickerAfter(p, `hyperplane.loadDataset("penguins", {x: 2, y: 3, classes: ["Adelie", "Gentoo"], standardize: true})`)
	if r.Set != "penguins" || r.X != "2" || r.Y != "3" || len(r.Kept) != 2 || r.Kept[0] != "Adelie" || r.Kept[1] != "Gentoo" || !r.Std {
		t.Errorf("right after loading two penguin species by features 2 and 3, standardized, the section shows %+v", r)
	}
	iris := Eval[struct {
		X, Y    int
		Classes []string
	}](p, `hyperplane.datasets().find((d) => d.id === "iris")`)
	r = pickerAfter(p, `hyperplane.loadDataset("iris")`)
	if r.Set != "iris" || r.X != strconv.Itoa(iris.X) || r.Y != strconv.Itoa(iris.Y) || len(r.Kept) != len(iris.Classes) || r.Std {
		t.Errorf("right after loading iris with its defaults (%+v), the section shows %+v", iris, r)
	}
}

// TestSubscribersToldInTasks: after a call that changes the scene, a
// subscriber that asked for it (subscribe's atOnce) is told in the call's
// own task, before any other task of the page runs; the others are told
// each in a task of its own after it (issue 51: told all in the call's
// task, the panel's parts held the page's thread 100-180 ms a lesson at
// 4x CPU throttling). The test's two subscribers and a task posted in
// the call's task record the order: [at once, posted task, later].
func TestSubscribersToldInTasks(t *testing.T) {
	p := open(t, "")
	p.WaitFor("the panel", `!!document.getElementById("lesson-pick")`, 20*time.Second)
	p.Do(`(() => {
	  window.order = [];
	  window.listening = false;
	  hyperplane.subscribe(() => { if (window.listening) window.order.push("later"); });
	  hyperplane.subscribe(() => { if (window.listening) window.order.push("at once"); }, {atOnce: true});
	  return {ok: true};
	})()`)
	p.Settle(2) // the statuses of the subscriptions themselves
	got := Await[[]string](p, `(async () => {
	  window.order = [];
	  window.listening = true;
	  hyperplane.loadPreset("xor", {});
	  // A task posted now runs after the call's task and its microtasks.
	  const ch = new MessageChannel();
	  ch.port1.onmessage = () => window.order.push("posted task");
	  ch.port2.postMessage(null);
	  await null;
	  const t0 = performance.now();
	  while (!window.order.includes("later") && performance.now() - t0 < 10000) await new Promise((r) => setTimeout(r, 10));
	  window.listening = false;
	  return window.order.slice(0, 3);
	})()`)
	if len(got) != 3 || got[0] != "at once" || got[1] != "posted task" || got[2] != "later" {
		t.Errorf("the order after loadPreset: %q, want [at once, posted task, later]", got)
	}
	// The options are checked as every argument is.
	if r := Eval[map[string]any](p, `(() => { try { return hyperplane.subscribe(() => {}, {atOnce: "yes"}); } catch (e) { return {ok: false, error: String(e)}; } })()`); r["ok"] != false {
		t.Errorf("subscribe with atOnce \"yes\": %v, want a refusal", r)
	}
}
