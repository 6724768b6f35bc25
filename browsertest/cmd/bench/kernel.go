package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"math"
	"math/rand/v2"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"hyperplane/browsertest"
)

// moons returns n points of two interleaved half circles with Gaussian
// noise, [x, y, class]: the generator of engine/kernel_test.go (and so of
// BenchmarkKernelSMO1000), draw for draw, so that the page, scikit-learn
// and the native benchmark see the same points for the same seed.
func moons(n int, noise float64, seed uint64) [][3]float64 {
	r := rand.New(rand.NewPCG(seed, 1))
	var out [][3]float64
	for i := 0; i < n; i++ {
		t := math.Pi * r.Float64()
		p := [3]float64{math.Cos(t), math.Sin(t), 0}
		if i%2 == 1 {
			p = [3]float64{1 - math.Cos(t), 0.5 - math.Sin(t), 1}
		}
		p[0] += noise * r.NormFloat64()
		p[1] += noise * r.NormFloat64()
		out = append(out, p)
	}
	return out
}

// sklearnSVC times scikit-learn's SVC (libsvm) on pts with the RBF kernel,
// best of 7 fits, with Debian's python3; it returns the ms and the number
// of support vectors.
func sklearnSVC(pts [][3]float64, gamma, c, tol float64) (ms float64, nsv int, err error) {
	var in bytes.Buffer
	for _, p := range pts {
		fmt.Fprintf(&in, "%v %v %v\n", p[0], p[1], p[2])
	}
	script := fmt.Sprintf(`
import sys, time, numpy as np
from sklearn.svm import SVC
a = np.loadtxt(sys.stdin)
X, y = a[:, :2], a[:, 2]
best = 1e9
for _ in range(7):
    m = SVC(kernel="rbf", gamma=%v, C=%v, tol=%v, shrinking=True)
    t = time.perf_counter(); m.fit(X, y); best = min(best, time.perf_counter() - t)
print(best * 1000, len(m.support_))
`, gamma, c, tol)
	cmd := exec.Command("/usr/bin/python3", "-c", script)
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		return 0, 0, err
	}
	f := strings.Fields(string(out))
	if len(f) != 2 {
		return 0, 0, fmt.Errorf("python said %q", out)
	}
	ms, _ = strconv.ParseFloat(f[0], 64)
	nsv, _ = strconv.Atoi(f[1])
	return ms, nsv, nil
}

// The kernel scenario's settings: the field while training, on noisy
// moons whose RBF machine keeps several hundred support vectors; and
// SMO's time to converge on the 1,000 moons.
const (
	kernelFieldN, kernelFieldNoise, kernelFieldGamma, kernelFieldC = 1200, 0.5, 0.5, 0.5
	smoN, smoNoise, smoGamma, smoC, smoTol                         = 1000, 0.25, 1.0, 1.0, 1e-3
	smoFits                                                        = 5
)

func pointsJSON(pts [][3]float64) string {
	b, _ := json.Marshal(pts)
	return string(b)
}

// kernelScenario sets up the kernel scenario in p and plays it until the
// machine has 500 support vectors: the RBF SVM on kernelFieldN noisy
// moons, a pair a step, 45 steps a second.
func kernelScenario(p *browsertest.Page) {
	// The page builds its controls after the API appears, and that stops
	// training: set up once it is done.
	p.WaitFor("the controls", browsertest.Built, 60*time.Second)
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", pointsJSON(moons(kernelFieldN, kernelFieldNoise, 2))))
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(fmt.Sprintf(`hyperplane.setParams({kernel: "rbf", gamma: %v, C: %v, tol: 1e-6, pairs: 1, maxSteps: 10000000})`, kernelFieldGamma, kernelFieldC))
	// From α = 0, a pair a step, 45 steps a second (two or so a frame,
	// a new model in every frame): SMO converges on these points after
	// about 700 pairs at this tolerance, with 500 support vectors from
	// about the 250th (counted natively), so the measurement starts once
	// there are 500 and ends before it converges.
	p.Do(`hyperplane.setSpeed(45)`)
	p.Do(`hyperplane.play()`)
	p.WaitFor("500 support vectors", `hyperplane.status().values.find(v => v.key === "sv").v >= 500`, 120*time.Second)
}

// kernelRun measures, in one page: the frames a second while the RBF SVM
// trains on kernelFieldN noisy moons with at least 500 support vectors,
// with the field painted progressively; then train()'s own time for SMO to converge on smoN
// moons from α = 0 (reset before each of smoFits fits).
func (b *bench) kernelRun() {
	p := b.env.OpenURL(b.r, b.env.URL)
	b.firstFrame(p, "hyperplaneFirstFrame")
	p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
	kernelScenario(p)
	b.add("kernel/sv-start", browsertest.Eval[float64](p, `hyperplane.status().values.find(v => v.key === "sv").v`))
	s0 := browsertest.Eval[float64](p, "hyperplane.status().step")
	t1 := time.Now()
	b.add("kernel/train-fps", b.fps(p))
	// A step a frame: the model changed in every frame measured.
	b.add("kernel/train-steps", (browsertest.Eval[float64](p, "hyperplane.status().step")-s0)/time.Since(t1).Seconds())
	// The same without the rings of the support vectors and of the
	// mistakes (580 and some 250 sprites over the plot).
	p.Do(`hyperplane.setView({margins: false, misclassified: false})`)
	b.add("kernel/train-fps-plain", b.fps(p))
	b.add("kernel/sv-end", browsertest.Eval[float64](p, `hyperplane.status().values.find(v => v.key === "sv").v`))
	if st := browsertest.Eval[string](p, "hyperplane.status().status"); st != "running" {
		b.r.Errorf("the kernel SVM stopped training during the measurement: %s", st)
	}
	if !browsertest.Eval[bool](p, "hyperplane.status().kernel.gpu") {
		b.r.Errorf("the kernel field was not drawn by the GPU program")
	}
	p.Do(`hyperplane.pause()`)
	t0 := time.Now()
	p.WaitFor("the exact field", "hyperplane.status().kernel.exact", 120*time.Second)
	b.add("kernel/exact-s", time.Since(t0).Seconds())

	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", pointsJSON(moons(smoN, smoNoise, 1))))
	p.Do(fmt.Sprintf(`hyperplane.setParams({kernel: "rbf", gamma: %v, C: %v, tol: %v, pairs: 1000, maxSteps: 100000})`, smoGamma, smoC, smoTol))
	type ran struct {
		Status string  `json:"status"`
		Steps  float64 `json:"steps"`
		Ms     float64 `json:"ms"`
	}
	for i := 0; i < smoFits; i++ {
		p.Do(`hyperplane.reset()`)
		r := browsertest.Await[ran](p, `hyperplane.train()`)
		if r.Status != "converged" {
			b.r.Errorf("SMO on %d moons: %s after %v steps", smoN, r.Status, r.Steps)
		}
		b.add("kernel/smo-ms", r.Ms)
		b.add("kernel/smo-steps", r.Steps)
	}
	b.add("kernel/smo-sv", browsertest.Eval[float64](p, `hyperplane.status().values.find(v => v.key === "sv").v`))
}

// kernelOnly runs the floor page and the kernel scenario runs times, in
// turn, then scikit-learn on the same moons, and prints the paragraph.
func (b *bench) kernelOnly() {
	for i := 0; i < b.runs; i++ {
		log.Printf("kernel %d of %d", i+1, b.runs)
		b.floorRun()
		b.close()
		b.kernelRun()
		b.close()
	}
	b.sklearnRun()
	fmt.Print(b.kernelReport())
}

// sklearnRun times scikit-learn's SVC on the kernel scenario's SMO moons.
func (b *bench) sklearnRun() {
	ms, nsv, err := sklearnSVC(moons(smoN, smoNoise, 1), smoGamma, smoC, smoTol)
	if err != nil {
		b.r.Errorf("scikit-learn: %v", err)
	}
	b.add("kernel/sklearn-ms", ms)
	b.add("kernel/sklearn-sv", float64(nsv))
}

// kernelReport writes the kernel scenario's figures and its targets.
func (b *bench) kernelReport() string {
	s := func(k string) stat { return b.get(k) }
	fl, tr, smo, sk := s("floor/fps"), s("kernel/train-fps"), s("kernel/smo-ms"), s("kernel/sklearn-ms")
	ratio := tr.med / fl.med
	best := smo.min
	return fmt.Sprintf("Kernel SVM in the playground (also alone with `-only kernel`), median of %d runs [range], the floor page measured in turn: "+
		"training the RBF SVM (γ = %v, C = %v, SMO from α = 0, a pair a step, 45 steps a second, measured from the 500th support vector on) on %d noisy moons (noise %v), from %.0f support vectors at the start of the measurement to %.0f at its end (medians), "+
		"%.1f fps [%.1f, %.1f] (%.1f SMO steps a second, each a new model) against the floor's %.1f fps [%.1f, %.1f]: %.2f of the floor (without the rings of the support vectors and of the mistakes, %.1f fps [%.1f, %.1f]: %.2f); after pausing, the field was exact at every pixel %.1f s later [%.1f, %.1f]. "+
		"SMO to convergence on %d moons (noise %v, γ = %v, C = %v, tol %v; %.0f support vectors), train()'s own time from α = 0: %.0f ms median [%.0f, %.0f] over %d fits a run, "+
		"scikit-learn's SVC on the same points %.1f ms (best of 7, %.0f support vectors): %.1f × (best fit %.1f ×). "+
		"Targets: training fps ≥ 0.9 × the floor's (%s); SMO within 10 × scikit-learn in the browser (%s).\n",
		len(b.results["kernel/train-fps"]), kernelFieldGamma, kernelFieldC, kernelFieldN, kernelFieldNoise, s("kernel/sv-start").med, s("kernel/sv-end").med,
		tr.med, tr.min, tr.max, s("kernel/train-steps").med, fl.med, fl.min, fl.max, ratio, s("kernel/train-fps-plain").med, s("kernel/train-fps-plain").min, s("kernel/train-fps-plain").max, s("kernel/train-fps-plain").med/fl.med, s("kernel/exact-s").med, s("kernel/exact-s").min, s("kernel/exact-s").max,
		smoN, smoNoise, smoGamma, smoC, smoTol, s("kernel/smo-sv").med, smo.med, smo.min, smo.max, smoFits,
		sk.med, s("kernel/sklearn-sv").med, smo.med/sk.med, best/sk.med, yes(ratio >= 0.9), yes(smo.med <= 10*sk.med))
}
