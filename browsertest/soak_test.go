package browsertest

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestSoak plays for 70 s with thousands of points, switching
// algorithms, editing points and toggling views, like a class hammering
// the page (about 117 rounds of 26 calls each, 0.2 s apart, each round's
// calls made in one call into the page: as many rounds as 90 s gave with
// a call into the page each, 116; 151 in 90 s), and checks that no
// error is reported and that memory stays flat after a warm-up:
//   - the Go heap that is live after a collection (the lower of two late
//     readings against the higher of two early ones, each taken in the
//     same state of the page), and the JS heap after a forced collection,
//     grow by no more than a small margin (a leak);
//   - the program's memory, which a WebAssembly page never gives back and
//     so shows the high-water mark, holds the Go heap's reservation and
//     the rest (the runtime's own structures, the stacks). The rest grows
//     by no more than a small margin. The heap's reservation rises in
//     steps whenever churn outruns the collector: with GOGC = 100 the heap
//     may grow to twice what is live before a collection, plus what is
//     allocated while one runs (each edit of 3,000 points allocates 2–7 MB
//     here), so the steps come at random times, and more than once after
//     any warm-up. It must stay within four times the most that was live,
//     plus 8 MB (measured: 2.4–3.0 times).
//
// HYPERPLANE_SOAK sets the length in seconds (default 70);
// HYPERPLANE_SOAK_TRACE logs the memory every ten rounds, and
// HYPERPLANE_SOAK_PROFILE names a folder for the Go heap's profiles at the
// warm-up and the end (go tool pprof -base warm.pb.gz end.pb.gz).
func TestSoak(t *testing.T) {
	p := open(t, "?debug")
	seconds := 70
	if v, err := strconv.Atoi(os.Getenv("HYPERPLANE_SOAK")); err == nil && v > 0 {
		seconds = v
	}
	p.Do(`hyperplane.setPoints((function(){
		let s = 7; const u = () => (s = (s * 16807) % 2147483647) / 2147483647;
		const pts = [];
		for (let i = 0; i < 3000; i++) { const c = i % 3; pts.push([2*Math.cos(2.1*c) + 1.3*(u()-0.5)*3, 2*Math.sin(2.1*c) + 1.3*(u()-0.5)*3, c]); }
		return pts;
	})())`)
	algos := []string{"perceptron", "logistic", "least-squares", "svm", "fisher", "perceptron-batch", "lms", "ho-kashyap", "relaxation-single", "mse"}
	views := []string{
		`{margins: true, weights: true}`, `{fisher: true}`, `{compare: ["least-squares", "logistic"]}`,
		`{compare: [], contours: true, shading: "hard"}`, `{shading: "soft", densities: true}`,
	}
	type sample struct {
		Wasm    float64 `json:"wasm"`
		Heap    float64 `json:"heap"`
		Live    float64 `json:"live"`
		Sys     float64 `json:"sys"`
		HeapSys float64 `json:"heapSys"`
	}
	// measure collects both heaps and reads them in the same task, so that
	// no frame allocates between the collection and the reading (reading
	// 200 ms after it, while the page played, put the JS heap anywhere in
	// 4–8 MB). What the page holds for the moment (the undo stack, the
	// history, the last status) still moves from one reading to the next:
	// the live figures are the least of three readings 0.3 s apart; the
	// program's memory and the heap's reservation, which only grow, the
	// last reading's.
	//
	// The page is first brought to the same state each time: paused, the
	// perceptron just chosen (no history), nothing compared. What a round
	// holds for the moment depends on the method and view it ended on (a
	// trainer's matrices and caches, the compared methods' trainers, the
	// history): measured wherever the rounds stood, the live heap moved
	// between 17.0 and 18.7 MB from one reading to the next with nothing
	// growing (heap profiles at the warm-up and the end differed by 1.1 MB,
	// most of it the sampling of the full undo stack), and a clean clone's
	// run failed on 16.7 → 19.1 MB (issue 41).
	measure := func() sample {
		p.Do(`hyperplane.pause()`)
		p.Do(`hyperplane.setView({compare: [], margins: false, weights: false, fisher: false, contours: false, densities: false, shading: "soft"})`)
		p.Do(`hyperplane.setAlgorithm("perceptron")`)
		p.Settle(1)
		var m sample
		for i := range 3 {
			if i > 0 {
				time.Sleep(300 * time.Millisecond)
			}
			r := Eval[sample](p, `(() => { const m = hyperplane.debug.mem(true); window.gc && window.gc(); return {wasm: hyperplaneUI.wasmBytes(), heap: performance.memory ? performance.memory.usedJSHeapSize : 0, live: m.heapAlloc, sys: m.sys, heapSys: m.heapSys}; })()`)
			if i > 0 {
				r.Live, r.Heap = min(r.Live, m.Live), min(r.Heap, m.Heap)
			}
			m = r
		}
		return m
	}
	start := time.Now()
	// The live heap is read twice early (at a quarter and two fifths of
	// the run) and twice late (at 85% and at the end).
	var warm, early2, late1 sample
	warmed := false
	undoFull, lastDepth := false, -1
	i := 0 // rounds
	for ; time.Since(start) < time.Duration(seconds)*time.Second; i++ {
		// The round's 26 calls in one call into the page, as a script
		// would make them; the first refused one fails the test.
		p.Do(fmt.Sprintf(`(() => {
			const h = hyperplane, said = [h.setAlgorithm(%q), h.setSpeed(500), h.play()];
			for (let j = 0; j < 10; j++) said.push(h.addPoint(%v, (j %% 5) - 2, j %% 3));
			said.push(h.movePoint(%d, 0.5, 0.5));
			for (let j = 0; j < 10; j++) said.push(h.removePoint(h.status().npoints - 1));
			said.push(h.setView(%s));
			return said.find((r) => r && r.ok === false) || {ok: true};
		})()`, algos[i%len(algos)], float64(i%7)-3, i%3000, views[i%len(views)]))
		time.Sleep(200 * time.Millisecond)
		// Read the history, as the chart does.
		Eval[map[string]any](p, `hyperplane.history()`)
		if os.Getenv("HYPERPLANE_SOAK_TRACE") != "" && i%10 == 0 {
			m := measure()
			t.Logf("%3.0f s: wasm %.1f MB, live %.1f MB, heapSys %.1f MB, JS %.1f MB", time.Since(start).Seconds(), m.Wasm/1e6, m.Live/1e6, m.Sys/1e6, m.Heap/1e6)
		}
		// The undo stack fills in about ten rounds (undoCap edits, 21 a
		// round) and then holds its size: the warm-up ends only once it
		// has stopped growing, or a page slower than ours (2x CPU
		// throttling: 15 rounds in 90 s) read it filling as a leak of
		// 15.5 → 19.5 MB.
		depth := Eval[int](p, `hyperplane.status().undo`)
		undoFull = undoFull || depth == lastDepth
		lastDepth = depth
		if !warmed && undoFull && time.Since(start) > time.Duration(seconds)*time.Second/4 {
			warm, warmed = measure(), true
			saveProfile(t, p, "warm")
			t.Logf("after warm-up: wasm %.1f MB, live Go heap %.1f MB, JS heap %.1f MB", warm.Wasm/1e6, warm.Live/1e6, warm.Heap/1e6)
		}
		if warmed && early2.Live == 0 && time.Since(start) > time.Duration(seconds)*time.Second*2/5 {
			early2 = measure()
		}
		if early2.Live != 0 && late1.Live == 0 && time.Since(start) > time.Duration(seconds)*time.Second*17/20 {
			late1 = measure()
		}
	}
	end := measure()
	saveProfile(t, p, "end")
	if warm.Wasm <= 0 || warm.Heap <= 0 {
		t.Fatalf("no memory figures: %+v", warm)
	}
	t.Logf("after %d s (%d rounds): wasm %.1f MB, live Go heap %.1f MB, JS heap %.1f MB", seconds, i, end.Wasm/1e6, end.Live/1e6, end.Heap/1e6)
	t.Logf("the Go heap holds %.1f MB at warm-up, %.1f MB at the end", warm.HeapSys/1e6, end.HeapSys/1e6)
	if st := statusOf(p); st.Message.Kind == "error" {
		t.Errorf("the page shows an error: %s", st.Message.Text)
	}
	if f := Eval[float64](p, `hyperplane.status().faults`); f != 0 {
		t.Errorf("%v faults were reported", f)
	}
	// A leak grows with the rounds; what a state holds for the moment
	// moves the readings by up to 1 MB either way (17.7–18.7 MB in one
	// run, with the page in the same state at every reading), and from
	// run to run the same state read 15.6–18.7 MB. So the lower of the
	// two late readings is compared with the higher of the two early
	// ones, with 2.5 MB for that noise: clean clones' runs read 16.7 →
	// 19.1 MB (quiet) and 16.2 → 18.5 MB (two busy loops), and the heap
	// profiles of such runs at the warm-up and the end differ by 1.1–1.4
	// MB spread over a dozen sites, none of them growing (the undo stack,
	// full at 14 MB, moves most in the profiles' sampling). What it
	// catches: a page that keeps 90 KB a round or more (a copy of the
	// 3,000 points is 72 KB), over the 40–55 rounds between the readings.
	early, late := max(warm.Live, early2.Live), min(late1.Live, end.Live)
	t.Logf("live Go heap: early %.1f and %.1f MB, late %.1f and %.1f MB", warm.Live/1e6, early2.Live/1e6, late1.Live/1e6, end.Live/1e6)
	if early2.Live == 0 || late1.Live == 0 {
		t.Errorf("the run was too short for four readings")
	} else if late > early*1.05+2.5e6 {
		t.Errorf("the live Go heap grew from %.1f MB to %.1f MB", early/1e6, late/1e6)
	}
	if rest0, rest := warm.Wasm-warm.HeapSys, end.Wasm-end.HeapSys; rest > rest0*1.10+2e6 {
		t.Errorf("the program's memory besides the Go heap grew from %.1f MB to %.1f MB", rest0/1e6, rest/1e6)
	}
	if most := max(warm.Live, end.Live); end.HeapSys > 4*most+8e6 {
		t.Errorf("the Go heap holds %.1f MB for at most %.1f MB live", end.HeapSys/1e6, most/1e6)
	}
	if warm.Heap > 0 && end.Heap > warm.Heap*1.25+2e6 {
		t.Errorf("the JS heap grew from %.1f MB to %.1f MB", warm.Heap/1e6, end.Heap/1e6)
	}
}

// saveProfile writes the Go heap's profile to $HYPERPLANE_SOAK_PROFILE/name.pb.gz
// when that is set, for go tool pprof -base warm.pb.gz end.pb.gz.
func saveProfile(t *testing.T, p *Page, name string) {
	dir := os.Getenv("HYPERPLANE_SOAK_PROFILE")
	if dir == "" {
		return
	}
	data, err := base64.StdEncoding.DecodeString(Eval[string](p, `hyperplane.debug.heapProfile()`))
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".pb.gz"), data, 0o644)
	}
	if err != nil {
		t.Errorf("heap profile: %v", err)
	}
}
