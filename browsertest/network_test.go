package browsertest

import (
	"fmt"
	"image"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// netStatus is the network's part of hyperplane.status().
type netStatus struct {
	Network *struct {
		Activation string `json:"activation"`
		Hidden     []struct {
			W []float64 `json:"w"`
			B float64   `json:"b"`
		} `json:"hidden"`
		Output []struct {
			W []float64 `json:"w"`
			B float64   `json:"b"`
		} `json:"output"`
		Colors []string `json:"colors"`
	} `json:"network"`
	Colors  []string `json:"colors"`
	Visible struct{ MinX, MaxX, MinY, MaxY float64 }
}

func netOf(p *Page) netStatus { return Eval[netStatus](p, "hyperplane.status()") }

// handNetwork is a network of two tanh units set by hand on the four
// points of XOR: unit 1's line x + 0.2y = 0.5, unit 2's 0.3x + y = 0.6.
const handNetwork = `{activation: "tanh", hidden: [{w: [1, 0.2], b: -0.5}, {w: [0.3, 1], b: -0.6}], output: [{w: [3, -3], b: 0.5}]}`

// openNetwork opens the page on XOR's four points with the network of
// handNetwork, the output not retrained (its weights stay as set), the
// view [−1, 2]² with nothing drawn but the points, the lines and the
// shading asked for.
func openNetwork(t *testing.T, shading string) *Page {
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[0,0,1],[1,1,1],[1,0,0],[0,1,0]])`)
	p.Do(`hyperplane.setAlgorithm("network")`)
	p.Do(`hyperplane.setParams({retrain: false})`)
	p.Do(`hyperplane.setNetwork(` + handNetwork + `)`)
	p.Do(`hyperplane.setViewport({minX: -1, maxX: 2, minY: -1, maxY: 2})`)
	p.Do(`hyperplane.setView({shading: "` + shading + `", boundary: false, grid: false, misclassified: false})`)
	p.Settle(3)
	return p
}

// unitSamples returns screen points on unit j's line b + w·x = 0 inside
// the view, away from its arrow and handle (within 100 CSS pixels of the
// middle of its visible part) and from the four points, each with the unit
// normal of the line on the screen.
func unitSamples(p *Page, st netStatus, j int) (pts [][2]float64, normal [2]float64) {
	u := st.Network.Hidden[j]
	row := []float64{u.B, u.W[0], u.W[1]}
	all, n := lineScan(p, row, 0, 60)
	if len(all) == 0 {
		return nil, n
	}
	mid := [2]float64{(all[0][0] + all[len(all)-1][0]) / 2, (all[0][1] + all[len(all)-1][1]) / 2}
	corners := p.ToPixels([][2]float64{{0, 0}, {1, 1}, {1, 0}, {0, 1}})
	for _, q := range all {
		if math.Hypot(q[0]-mid[0], q[1]-mid[1]) < 100 {
			continue
		}
		near := false
		for _, c := range corners {
			near = near || math.Hypot(q[0]-c[0], q[1]-c[1]) < 18
		}
		if !near && q[0] > 4 && q[1] > 4 && q[0] < p.W-4 && q[1] < p.H-4 {
			pts = append(pts, q)
		}
	}
	return pts, n
}

// lineCentre returns the offset along the normal n, within ±r pixels of
// q, of the middle of the pixels of colour col (within 40), and how many
// there are.
func lineCentre(img image.Image, q, n [2]float64, r int, col [3]float64) (float64, int) {
	sum, count := 0.0, 0
	for k := -r; k <= r; k++ {
		if dist3(RGB(img, q[0]+float64(k)*n[0], q[1]+float64(k)*n[1]), col) < 40 {
			sum += float64(k)
			count++
		}
	}
	if count == 0 {
		return math.NaN(), 0
	}
	return sum / float64(count), count
}

// TestNetworkUnitLinesDrawn: each hidden unit's line is drawn where its
// weights put it, in its own colour: across the line, the pixels of the
// unit's colour are centred on it (within a pixel), and 9 pixels off it on
// either side the page is white.
func TestNetworkUnitLinesDrawn(t *testing.T) {
	p := openNetwork(t, "off")
	st := netOf(p)
	if st.Network == nil || len(st.Network.Colors) != 2 {
		t.Fatalf("status().network = %+v", st.Network)
	}
	img := p.Screenshot()
	for j := range st.Network.Hidden {
		col := HexRGB(st.Network.Colors[j])
		pts, n := unitSamples(p, st, j)
		if len(pts) < 5 {
			t.Fatalf("unit %d: only %d places to look at", j+1, len(pts))
		}
		for _, q := range pts {
			if off, count := lineCentre(img, q, n, 6, col); !(math.Abs(off) <= 1) {
				t.Errorf("unit %d at %v: %d pixels of the unit's colour %v centred %.1f px off the line", j+1, q, count, col, off)
			}
			for _, s := range []float64{-9, 9} {
				if c := RGB(img, q[0]+s*n[0], q[1]+s*n[1]); dist3(c, [3]float64{255, 255, 255}) > 12 {
					t.Errorf("unit %d at %v: %v px off the line the page is %v, want white", j+1, q, s, c)
				}
			}
		}
	}
}

// TestNetworkFieldAgreesWithScores: the network's field painted by the
// GPU gives each place the class that scores() gives it, at every place of
// a 40×40 grid over the view that is clear of the lines, the points and
// the boundary's immediate neighbourhood (where p is within 0.02 of ½:
// float32 against float64).
func TestNetworkFieldAgreesWithScores(t *testing.T) {
	p := openNetwork(t, "hard")
	p.Do(`hyperplane.setNetwork({activation: "tanh", hidden: [{w: [4, 0.8], b: -2}, {w: [1.2, 4], b: -2.4}, {w: [-3, 3], b: 0.3}], output: [{w: [3, -3, 1.5], b: 0.5}]})`)
	p.Settle(3)
	st := netOf(p)
	img := p.Screenshot()
	type place struct {
		X, Y float64
		Cls  int     `json:"cls"`
		P    float64 `json:"p"`
	}
	places := Eval[[]place](p, `(function(){
		const v = hyperplane.status().visible, out = [];
		for (let i = 1; i < 40; i++) for (let j = 1; j < 40; j++) {
			const x = v.minX + (v.maxX - v.minX) * i / 40, y = v.minY + (v.maxY - v.minY) * j / 40;
			const s = hyperplane.scores(x, y);
			out.push({x, y, cls: s.class, p: s.scores[0]});
		}
		return out;
	})()`)
	var lines [][3]float64
	for _, u := range st.Network.Hidden {
		lines = append(lines, [3]float64{u.B, u.W[0], u.W[1]})
	}
	corners := p.ToPixels([][2]float64{{0, 0}, {1, 1}, {1, 0}, {0, 1}})
	covered := Covered(p)
	checked := 0
	for _, pl := range places {
		if math.Abs(pl.P-0.5) < 0.02 {
			continue
		}
		px, py := p.ToPixel(pl.X, pl.Y)
		clear := true
		for _, l := range lines {
			// Distance in CSS pixels: |h|/‖w‖ in data units, times the
			// pixels a data unit spans.
			qx, _ := p.ToPixel(pl.X+1, pl.Y)
			scale := math.Abs(qx - px)
			if math.Abs(l[0]+l[1]*pl.X+l[2]*pl.Y)/math.Hypot(l[1], l[2])*scale < 40 {
				clear = false // the line, and its arrow and handle nearby
			}
		}
		for _, c := range corners {
			clear = clear && math.Hypot(px-c[0], py-c[1]) > 20
		}
		if !clear || InBoxes(covered, px, py, 4) {
			continue
		}
		checked++
		if k, d := TintOf(RGB(img, px, py), st.Colors[:2]); k != pl.Cls || d > 20 {
			t.Errorf("(%.3f, %.3f): painted class %d (%.0f off its tint), scores() says %d (p = %.3f)", pl.X, pl.Y, k+1, d, pl.Cls+1, pl.P)
		}
	}
	if checked < 300 {
		t.Errorf("only %d places checked", checked)
	}
	t.Logf("%d places checked", checked)
}

// netP returns p(class 1) = σ(v₀ + Σⱼ vⱼ tanh(bⱼ + wⱼ·x)) of the network
// of st at (x, y), computed here from its weights.
func netP(st netStatus, x, y float64) float64 {
	o := st.Network.Output[0]
	a := o.B
	for j, u := range st.Network.Hidden {
		a += o.W[j] * math.Tanh(u.B+u.W[0]*x+u.W[1]*y)
	}
	return 1 / (1 + math.Exp(-a))
}

// TestNetworkDragLine: dragging unit 1's line 40 CSS pixels to the right
// with the mouse moves it by that much in data units, keeping its
// direction (b changes by −w·Δ); the field follows (scores() at a place
// between the old and the new line is p(class 1) of the new weights,
// computed here, and not of the old), the line is drawn at its new place,
// and undo puts it back.
func TestNetworkDragLine(t *testing.T) {
	p := openNetwork(t, "off")
	st := netOf(p)
	before := st.Network.Hidden[0]
	pts, n := unitSamples(p, st, 0)
	if len(pts) == 0 {
		t.Fatal("no place on unit 1's line to press")
	}
	from := pts[0]
	x0 := Eval[[2]float64](p, fmt.Sprintf("hyperplane.toData(%v, %v)", from[0], from[1]))
	x1 := Eval[[2]float64](p, fmt.Sprintf("hyperplane.toData(%v, %v)", from[0]+40, from[1]))
	// A place between the old and the new line, on the line's normal.
	mx, my := (x0[0]+x1[0])/2, (x0[1]+x1[1])/2
	was := Eval[float64](p, fmt.Sprintf("hyperplane.scores(%v, %v).scores[0]", mx, my))
	if want := netP(st, mx, my); math.Abs(was-want) > 1e-9 {
		t.Fatalf("p(class 1) at (%.3f, %.3f) is %v, the weights give %v", mx, my, was, want)
	}
	p.Drag(from[0], from[1], from[0]+40, from[1], 8)
	p.WaitFor("the drag", fmt.Sprintf("hyperplane.status().network.hidden[0].b !== %v", before.B), 10*time.Second)
	after := netOf(p).Network.Hidden[0]
	dx, dy := x1[0]-x0[0], x1[1]-x0[1]
	want := before.B - (before.W[0]*dx + before.W[1]*dy)
	if after.W[0] != before.W[0] || after.W[1] != before.W[1] || math.Abs(after.B-want) > 1e-6 {
		t.Errorf("after the drag unit 1 is w = %v, b = %v; want w = %v, b = %v", after.W, after.B, before.W, want)
	}
	now := Eval[float64](p, fmt.Sprintf("hyperplane.scores(%v, %v).scores[0]", mx, my))
	if want := netP(netOf(p), mx, my); math.Abs(now-want) > 1e-9 || math.Abs(now-was) < 1e-3 {
		t.Errorf("p(class 1) at (%.3f, %.3f) is %v after the drag, the new weights give %v, the old %v", mx, my, now, want, was)
	}
	p.MouseAway()
	p.Settle(3)
	img := p.Screenshot()
	col := HexRGB(netOf(p).Network.Colors[0])
	q := [2]float64{from[0] + 40, from[1]}
	if off, count := lineCentre(img, q, n, 8, col); !(math.Abs(off) <= 1.5) {
		t.Errorf("the moved line at %v: %d pixels of the unit's colour centred %.1f px off", q, count, off)
	}
	p.Do(`hyperplane.undo()`)
	if back := netOf(p).Network.Hidden[0]; back.B != before.B {
		t.Errorf("after undo b = %v, want %v", back.B, before.B)
	}
}

// TestNetworkExportReproduces: the exported Python, run by Debian's
// python3 with NumPy, trains the page's network from the page's start
// through the same 40 mini-batch steps of the same shuffled order and
// prints the page's weights to 1e-9.
func TestNetworkExportReproduces(t *testing.T) {
	if _, err := exec.Command("/usr/bin/python3", "-c", "import numpy, sklearn").CombinedOutput(); err != nil {
		t.Skip("/usr/bin/python3 cannot import numpy and sklearn")
	}
	p := open(t, "")
	p.Do(`hyperplane.setPoints([[0,0,1],[1,1,1],[1,0,0],[0,1,0],[0.2,0.1,1],[0.9,0.8,1],[0.8,0.1,0],[0.1,0.7,0],[0.5,0.45,1],[0.6,0.2,0]])`)
	p.Do(`hyperplane.setAlgorithm("network")`)
	p.Do(`hyperplane.setParams({hidden: 3, mode: "minibatch", batch: 3, maxSteps: 40, init: 5})`)
	Await[any](p, `hyperplane.train()`)
	st := netOf(p)
	py := Eval[string](p, "hyperplane.exportPython()")
	dir := t.TempDir()
	path := filepath.Join(dir, "network.py")
	if err := os.WriteFile(path, []byte(py), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("/usr/bin/python3", path).CombinedOutput()
	if err != nil {
		t.Fatalf("the script failed: %v\n%s", err, out)
	}
	var hidden, output [][]float64
	for _, line := range strings.Split(string(out), "\n") {
		head, rest, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		var row []float64
		for _, f := range strings.Fields(rest) {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				row = nil
				break
			}
			row = append(row, v)
		}
		switch {
		case strings.HasPrefix(head, "hidden "):
			hidden = append(hidden, row)
		case strings.HasPrefix(head, "output "):
			output = append(output, row)
		}
	}
	if !strings.Contains(string(out), "the network trained 40 steps") {
		t.Errorf("the script did not train 40 steps:\n%s", out)
	}
	if len(hidden) != 3 || len(output) != 1 {
		t.Fatalf("the script printed %d hidden and %d output rows:\n%s", len(hidden), len(output), out)
	}
	close := func(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }
	for j, u := range st.Network.Hidden {
		page := append([]float64{u.B}, u.W...)
		for i, v := range page {
			if !close(hidden[j][i], v) {
				t.Errorf("hidden %d: Python %v, page %v", j, hidden[j], page)
				break
			}
		}
	}
	o := st.Network.Output[0]
	page := append([]float64{o.B}, o.W...)
	for i, v := range page {
		if !close(output[0][i], v) {
			t.Errorf("output: Python %v, page %v", output[0], page)
			break
		}
	}
}

// TestNetworkPanel: on the desktop, compact and phone layouts, the
// network's box shows with a lesson of the network (its legend has a row
// per unit, in the units' colours), its buttons work from the real mouse
// (Another seed raises the seed by one, Swap and Flip each add a step of
// undo and keep the scores), the keyboard presses them too (Enter on the
// focused Flip button), and axe-core finds no violation with the box
// shown.
func TestNetworkPanel(t *testing.T) {
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		t.Run(v.Name, func(t *testing.T) {
			q := "?lesson=network-xor-trained"
			if v.Name == "embed" {
				q = "?embed&lesson=network-xor-trained"
			}
			p := open2(t, q, v)
			if v == Embed {
				clickID(t, p, "controls-toggle")
				p.WaitFor("the drawer", `getComputedStyle(document.getElementById("panel")).display !== "none"`, 5*time.Second)
			}
			p.WaitFor("the network's box", `!document.getElementById("network-box").hidden && document.querySelectorAll("#network-units tbody tr").length === 2`, 10*time.Second)
			axe(t, p, v.Name+", the network's box")
			if got := Eval[string](p, `hyperplane.status().network.colors[1]`); !strings.Contains(Eval[string](p, `document.querySelector("#network-units tbody tr:nth-child(2)").textContent`), got) {
				t.Errorf("the legend's second row does not name unit 2's colour %s", got)
			}
			seed := Eval[float64](p, `hyperplane.status().params.init`)
			if !reachSoon(p, "network-reseed") {
				t.Fatal("Another seed cannot be reached")
			}
			clickID(t, p, "network-reseed")
			p.WaitFor("the new seed", fmt.Sprintf(`hyperplane.status().params.init === %v`, seed+1), 10*time.Second)
			before := Eval[float64](p, `hyperplane.scores(0.3, 0.6).scores[0]`)
			undo := Eval[int](p, `hyperplane.status().undo`)
			if !reachSoon(p, "network-swap") {
				t.Fatal("Swap cannot be reached")
			}
			clickID(t, p, "network-swap")
			p.WaitFor("the swap", fmt.Sprintf(`hyperplane.status().undo === %d`, undo+1), 10*time.Second)
			// Flip from the keyboard: the button focused, Enter.
			p.Do(`document.getElementById("network-flip").focus()`)
			if err := chromedp.Do(p.Ctx, chromedp.KeyEvent("\r")); err != nil {
				t.Fatal(err)
			}
			p.WaitFor("the flip", fmt.Sprintf(`hyperplane.status().undo === %d`, undo+2), 10*time.Second)
			if after := Eval[float64](p, `hyperplane.scores(0.3, 0.6).scores[0]`); math.Abs(after-before) > 1e-9 {
				t.Errorf("p(class 1) at (0.3, 0.6) is %v after a swap and a flip, was %v", after, before)
			}
		})
	}
}
