package main

import (
	"fmt"
	"log"
	"strings"
	"time"

	"hyperplane/browsertest"
)

// The network's figures: training's steps a second at full speed with
// H = 8 tanh units on 1,000 and 10,000 points (full-batch steps: a forward
// and a backward pass over every point), the frames a second then, and
// the frame rate while training it at 320×200 against the floor page's
// there (smallRun).

// networkScenario sets n points of two blobs (browsertest.Blobs) and the
// network of 8 units, which trains through a measurement (the smallest
// tolerance, a million steps), and plays it at full speed.
func networkScenario(p *browsertest.Page, n int) {
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", browsertest.Blobs(n)))
	p.Do(`hyperplane.setAlgorithm("network")`)
	p.Do(`hyperplane.setParams({hidden: 8, tol: 1e-12, maxSteps: 1000000})`)
	p.Do(`hyperplane.setSpeed(1000000)`)
	p.Do(`hyperplane.play()`)
}

// networkRun measures, at the bench's window, the network's steps a second
// and frames a second at full speed on 1,000 and 10,000 points.
func (b *bench) networkRun() {
	for _, n := range []int{1000, 10000} {
		p := b.openPlay("", browsertest.Viewport{Name: "bench", W: browsertest.ViewW, H: browsertest.ViewH})
		networkScenario(p, n)
		time.Sleep(time.Second)
		b.add(fmt.Sprintf("network/%d-steps", n), b.fullSpeed(p))
		b.add(fmt.Sprintf("network/%d-fps", n), b.fps(p))
		if st := browsertest.Eval[string](p, "hyperplane.status().status"); st != "running" {
			b.r.Errorf("the network stopped training during the measurement on %d points: %s", n, st)
		}
		b.close()
	}
}

// networkOnly runs the network's measurements, with the floor page at
// 320×200 for the ratio, runs times, and prints them.
func (b *bench) networkOnly() {
	for i := 0; i < b.runs; i++ {
		log.Printf("network %d of %d", i+1, b.runs)
		b.smallFloor(1)
		b.networkRun()
		b.smallNetwork(1)
	}
	fmt.Print(b.networkReport())
}

// networkReport writes the network's table.
func (b *bench) networkReport() string {
	var sb strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&sb, f, a...) }
	w("### The network\n\n")
	w("The network with H = 8 tanh units (full-batch gradient descent: a forward and a backward pass over every point each step) training two blobs at full speed, at the bench's window; medians of %d runs [range].\n\n", b.runs)
	w("| Points | steps/s | frames/s |\n|---|---|---|\n")
	for _, c := range []struct {
		n     int
		label string
	}{{1000, "1,000"}, {10000, "10,000"}} {
		s, f := b.get(fmt.Sprintf("network/%d-steps", c.n)), b.get(fmt.Sprintf("network/%d-fps", c.n))
		w("| %s | %.0f [%.0f, %.0f] | %.1f [%.1f, %.1f] |\n", c.label, s.med, s.min, s.max, f.med, f.min, f.max)
	}
	if fl, s := b.get("small/floor"), b.get("small/network"); len(b.results["small/network"]) > 0 {
		w("\nAt 320×200, training it on 1,000 points: %.1f frames/s [%.1f, %.1f], %.2f of the floor page's %.1f.\n", s.med, s.min, s.max, s.med/fl.med, fl.med)
	}
	return sb.String()
}
