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
