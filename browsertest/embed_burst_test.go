package browsertest

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// exampleCourse serves web/embed (the example course page and the
// client) as a site of its own, and opens the example page on the
// playground with the given query added to the page's address.
func exampleCourse(t *testing.T) (*Page, string) {
	t.Helper()
	needBrowser(t)
	root, _ := filepath.Abs("..")
	course := serveFolders(t, "application/wasm", map[string]string{"/": filepath.Join(root, "web", "embed")})
	p := env.OpenURL(t, course+"/example.html?playground="+env.URL)
	p.WaitFor("the connection", "!!window.hyperplaneEmbed", 60*time.Second)
	return p, strings.TrimSuffix(env.URL, "/")
}

// TestEmbedBurst: a course page posts 1,000 commands at once (addPoint,
// and status every hundredth: embedBurstJS). Every one is answered, in
// the order sent, with its own id and name; each status counts exactly
// the points that the additions before it added (so the commands ran in
// order, and a status reads the points added just before it); the points
// are all there at the end; and the course page is told of the change by
// coalesced stateChanged events (at most one each 250 ms), not one a
// command. How long the burst took is
// logged here and measured by make bench (browsertest/cmd/bench), not
// asserted: it depends on the machine.
func TestEmbedBurst(t *testing.T) {
	p, play := exampleCourse(t)
	const n = 1000
	b := RunEmbedBurst(p, n, play)
	if len(b.Replies) != n {
		t.Fatalf("%d replies of %d", len(b.Replies), n)
	}
	added := 0
	for i, r := range b.Replies {
		id := fmt.Sprintf("burst-%d", i)
		read := i%100 == 99
		want := "addPoint"
		if read {
			want = "status"
		}
		switch {
		case r.ID != id || r.Name != want:
			t.Fatalf("reply %d is to %s (%s), want %s (%s): out of order", i, r.ID, r.Name, id, want)
		case !read && (r.OK == nil || !*r.OK):
			t.Errorf("%s: addPoint answered ok %v", id, r.OK)
		case read && (r.NPoints == nil || *r.NPoints != b.N0+added):
			t.Errorf("%s: status counts %v points, want %d (%d before and %d added)", id, r.NPoints, b.N0+added, b.N0, added)
		}
		if !read {
			added++
		}
	}
	frame := env.URL + "?embed&origin="
	if got := frameMain[int](p, frame, "hyperplane.status().npoints"); got != b.N0+added {
		t.Errorf("the playground has %d points after the burst, want %d", got, b.N0+added)
	}
	// At least 250 ms apart over the burst and the 600 ms after it in
	// which they are counted: (ms + 600)/250 + 1 at most.
	if most := int((b.MS+600)/250) + 1; b.Events < 1 || b.Events > most {
		t.Errorf("%d stateChanged events for a burst of %.0f ms, want 1 to %d", b.Events, b.MS, most)
	}
	t.Logf("%d commands answered in %.0f ms, %d stateChanged events", n, b.MS, b.Events)
}

// TestEmbedExampleLog: the example course page's log says only what
// happened. Once the playground has run a few frames past its ready
// event (and a reply has come back behind any event the playground sent
// before it), the log holds the ready line with the number of commands
// the client learnt, and the playground's height: no "trained" line
// before anything was trained (it used to log "trained: step 0, accuracy
// 0.5" at once). Its buttons then load the AND gate and train the
// perceptron: the log says trained, once, at the step train() answered,
// with every point right (the AND gate is separable).
func TestEmbedExampleLog(t *testing.T) {
	p, _ := exampleCourse(t)
	frame := env.URL + "?embed&origin="
	ticks := frameMain[float64](p, frame, "hyperplane.status().ticks")
	frameWait(p, frame, "three more frames", fmt.Sprintf("hyperplane.status().ticks >= %v", ticks+3), 20*time.Second)
	Await[any](p, `hyperplaneEmbed.call("status")`)
	logLines := func() []string {
		return strings.Split(strings.TrimSpace(Eval[string](p, `document.getElementById("log").textContent`)), "\n")
	}
	lines := logLines()
	cmds := Eval[int](p, "hyperplaneEmbed.commands.length")
	height := regexp.MustCompile(`^the playground is \d+ pixels high$`)
	if len(lines) < 1 || lines[0] != fmt.Sprintf("ready: %d commands", cmds) {
		t.Errorf("the log begins %q, want %q", lines, fmt.Sprintf("ready: %d commands", cmds))
	}
	for _, l := range lines[1:] {
		if !height.MatchString(l) {
			t.Errorf("the log says %q before anything was done: %q", l, lines)
		}
	}

	press := func(id string) {
		at := Eval[[2]float64](p, `(() => { const r = document.getElementById("`+id+`").getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; })()`)
		clickXY(p, at[0], at[1])
	}
	press("load")
	p.WaitFor("the points", `/setAlgorithm: /.test(document.getElementById("log").textContent)`, 20*time.Second)
	mark := len(logLines())
	press("train")
	p.WaitFor("the training's answer", `/\ntrain: /.test(document.getElementById("log").textContent)`, 30*time.Second)
	p.WaitFor("the trained event", fmt.Sprintf(`document.getElementById("log").textContent.trim().split("\n").slice(%d).some((l) => l.startsWith("trained: "))`, mark), 30*time.Second)
	// A few frames more, for a second trained event that must not come.
	ticks = frameMain[float64](p, frame, "hyperplane.status().ticks")
	frameWait(p, frame, "three more frames", fmt.Sprintf("hyperplane.status().ticks >= %v", ticks+3), 20*time.Second)
	Await[any](p, `hyperplaneEmbed.call("status")`)
	step := frameMain[int](p, frame, "hyperplane.status().step")
	var trained []string
	for _, l := range logLines()[mark:] {
		if strings.HasPrefix(l, "trained: ") {
			trained = append(trained, l)
		}
	}
	if want := fmt.Sprintf("trained: step %d, accuracy 1", step); len(trained) != 1 || trained[0] != want {
		t.Errorf("after Train the log says %q, want one %q", trained, want)
	}
}
