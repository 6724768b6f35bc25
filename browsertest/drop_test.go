package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// dropKinds are DataTransfers built in script, each as a JS expression
// (dt is a new DataTransfer), with what the page must say of them. None
// of their file items has a file-system entry (webkitGetAsEntry() gives
// null for files added by a script, as for a file dragged from the
// browser's downloads bar), which is what stopped the program in
// Ebiten's own drop handler.
var dropKinds = []struct {
	name string
	fill string // fills dt
	want string // a part of the message shown
}{
	{"a picture file", `dt.items.add(new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "plot.png", {type: "image/png"}))`,
		"plot.png is not a file hyperplane opens"},
	{"a zip file", `dt.items.add(new File(["PK"], "course.zip", {type: "application/zip"}))`, "course.zip is not a file hyperplane opens"},
	{"two files", `dt.items.add(new File(["x,y,c\n0,0,1\n"], "a.csv", {type: "text/csv"})); dt.items.add(new File(["{}"], "b.json", {type: "application/json"}))`,
		"2 files were dropped"},
	{"a folder", `dt.items.add(new File([], "course-data", {type: ""})); fakeFolder = true`, "the folder course-data was dropped"},
	{"text", `dt.items.add("0,0,1\n1,1,2", "text/plain")`, "text was dropped"},
	{"a link", `dt.items.add("https://course.example.edu/week3/and.csv", "text/uri-list"); dt.items.add("https://course.example.edu/week3/and.csv", "text/plain")`,
		"a link was dropped"},
	{"an image from another page", `dt.items.add("https://other.example/cat.png", "text/uri-list"); dt.items.add('<img src="https://other.example/cat.png" alt="a cat">', "text/html")`,
		"a picture from a web page was dropped"},
	{"nothing", ``, "nothing that can be opened was dropped"},
}

// dropJS dispatches dragenter, dragover and drop on the element that sel
// finds (a DataTransfer filled by fill) and returns whether the page
// cancelled the drop (so the browser opens no file or link in the tab)
// and the message then shown over the plot. A folder cannot be built in
// script: fakeFolder makes its one item answer a directory entry, as
// Chromium's does for a dragged folder, for the length of the drop.
func dropJS(sel, fill string) string {
	return `(() => {
	  const el = ` + sel + `;
	  document.getElementById("toast-close").click();
	  const dt = new DataTransfer();
	  let fakeFolder = false;
	  ` + fill + `;
	  const proto = DataTransferItem.prototype, real = proto.webkitGetAsEntry;
	  if (fakeFolder) proto.webkitGetAsEntry = function () { return {isDirectory: true, isFile: false, name: "course-data"}; };
	  let cancelled;
	  try {
	    for (const type of ["dragenter", "dragover"]) el.dispatchEvent(new DragEvent(type, {dataTransfer: dt, bubbles: true, cancelable: true}));
	    cancelled = !el.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
	  } finally {
	    proto.webkitGetAsEntry = real;
	  }
	  return {cancelled, message: document.getElementById("toast-text").textContent};
	})()`
}

// dropTargets are where a user drops: the plot's canvas, the panel and
// the page around them.
var dropTargets = []struct{ name, sel string }{
	{"the plot", `document.querySelector("body > canvas")`},
	{"the panel", `document.getElementById("sec-data")`},
	{"the page", `document.documentElement`},
}

// alive checks that the program still answers and still has the points
// of before, after two more frames (Ebiten read a drop on a goroutine of
// its own, after the event).
func alive(t *testing.T, p *Page, what, points string) {
	t.Helper()
	d := Eval[float64](p, `(() => { try { return hyperplane.status().draws; } catch (e) { return -1; } })()`)
	if d < 0 {
		t.Fatalf("%s: the program stopped: %q", what, Eval[string](p, `document.getElementById("loading").textContent`))
	}
	p.WaitFor(what+": two frames", fmt.Sprintf(`(() => { try { return hyperplane.status().draws >= %v; } catch (e) { return true; } })()`, d+2), 20*time.Second)
	got := Eval[string](p, `(() => { try { return JSON.stringify(hyperplane.state().points); } catch (e) { return "the program stopped: " + e; } })()`)
	if got != points {
		t.Fatalf("%s: the points are now %.200s, were %.200s", what, got, points)
	}
}

// TestDropAnything: nothing dragged onto the page ends the program. Each
// kind of DataTransfer (dropKinds) is dropped on the plot's canvas, the
// panel and the page: the page takes the drop (cancelled, so the tab
// stays), says what was dropped and what it opens, and the program still
// answers with every point it had. Text dragged into a text field is left
// to the field. A paste of a file or of text anywhere changes nothing
// and stops nothing. Then a CSV file (with HTML in its class names, the
// drop that stopped the program in issue 48) dropped on the plot is
// imported: its points, and its class names as text, with no element
// made from them; and a scene file dropped on the panel is opened.
func TestDropAnything(t *testing.T) {
	p := open(t, "")
	points := Eval[string](p, `JSON.stringify(hyperplane.state().points)`)
	for _, tg := range dropTargets {
		for _, k := range dropKinds {
			what := k.name + " on " + tg.name
			r := Eval[struct {
				Cancelled bool
				Message   string
			}](p, dropJS(tg.sel, k.fill))
			if !r.Cancelled {
				t.Errorf("%s: the page did not take the drop (the browser would open it)", what)
			}
			if !strings.Contains(strings.ToLower(r.Message), k.want) {
				t.Errorf("%s: the message is %q, want %q", what, r.Message, k.want)
			}
			alive(t, p, what, points)
		}
	}

	// Text into a text field goes to the field: the page leaves it alone.
	field := `document.querySelector("#panel input[type=number]")`
	if !Eval[bool](p, "!!"+field) {
		t.Fatal("no number field in the panel")
	}
	if r := Eval[struct{ Cancelled bool }](p, dropJS(field, `dt.items.add("12", "text/plain")`)); r.Cancelled {
		t.Error("text dropped into a field was taken by the page")
	}
	alive(t, p, "text into a field", points)

	// Pastes of a file and of text, on the plot, the panel and the page.
	for _, tg := range dropTargets {
		for _, fill := range []string{`dt.items.add(new File(["x,y,c\n5,5,1\n"], "p.csv", {type: "text/csv"}))`, `dt.items.add("5,5,1", "text/plain")`} {
			p.Do(`(() => { const el = ` + tg.sel + `; const dt = new DataTransfer(); ` + fill + `;
			  el.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true, cancelable: true})); return {ok: true}; })()`)
			alive(t, p, "a paste on "+tg.name, points)
		}
	}

	// A CSV of two classes named with HTML, dropped on the plot.
	const img = "<img src=x onerror=window.__dropped=1>"
	csv := "x,y,class\n0,0," + img + "\n1,1,<b>bold</b>\n2,0," + img + "\n"
	r := Eval[struct{ Cancelled bool }](p, dropJS(dropTargets[0].sel, `dt.items.add(new File([`+jsString(csv)+`], "course.csv", {type: "text/csv"}))`))
	if !r.Cancelled {
		t.Error("the CSV drop was not taken by the page")
	}
	p.WaitFor("the CSV's points", `hyperplane.status().npoints === 3`, 20*time.Second)
	got := Eval[struct {
		Points  [][3]float64
		Classes []string
		Images  int
		Ran     bool
	}](p, `({Points: hyperplane.state().points, Classes: hyperplane.status().classes.map((c) => c.name),
	  Images: document.querySelectorAll("img[src=x]").length, Ran: window.__dropped === 1})`)
	// The file's rows, the first and the last of one class, named as
	// written.
	ok := len(got.Points) == 3 && len(got.Classes) == 2
	for i, xy := range [][2]float64{{0, 0}, {1, 1}, {2, 0}} {
		ok = ok && got.Points[i][0] == xy[0] && got.Points[i][1] == xy[1]
	}
	if !ok || got.Points[0][2] != got.Points[2][2] || got.Points[1][2] == got.Points[0][2] ||
		got.Classes[int(got.Points[0][2])] != img || got.Classes[int(got.Points[1][2])] != "<b>bold</b>" {
		t.Errorf("the CSV gave the points %v and the classes %q", got.Points, got.Classes)
	}
	if got.Images != 0 || got.Ran {
		t.Errorf("the class names made %d elements, ran script %v", got.Images, got.Ran)
	}
	alive(t, p, "the CSV drop", Eval[string](p, `JSON.stringify(hyperplane.state().points)`))

	// A scene file dropped on the panel: the scene it holds.
	p.Do(`(() => { const s = JSON.parse(hyperplane.exportScene()); s.points = [[3, 3, 0], [4, 4, 1], [5, 3, 1], [3, 5, 0]]; s.title = "Dropped";
	  window.__scene = JSON.stringify(s); return {ok: true}; })()`)
	r = Eval[struct{ Cancelled bool }](p, dropJS(dropTargets[1].sel, `dt.items.add(new File([window.__scene], "week3.json", {type: "application/json"}))`))
	p.WaitFor("the scene", `hyperplane.status().title === "Dropped" && hyperplane.status().npoints === 4`, 20*time.Second)
	alive(t, p, "the scene drop", `[[3,3,0],[4,4,1],[5,3,1],[3,5,0]]`)
}
