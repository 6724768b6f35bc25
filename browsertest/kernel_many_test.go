package browsertest

import (
	"testing"
	"time"
)

// manyMoonsJS makes 700 noisy moons (noise 0.5) from a seeded generator:
// overlapping classes, so that the RBF SVM keeps several hundred support
// vectors.
const manyMoonsJS = `(function(){
	let s = 7;
	const u = () => { s = (s * 1103515245 + 12345) % 2147483648; return (s + 0.5) / 2147483648; };
	const g = () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
	const pts = [];
	for (let i = 0; i < 700; i++) {
		const t = Math.PI * u(), c = i % 2;
		const x = c ? 1 - Math.cos(t) : Math.cos(t), y = c ? 0.5 - Math.sin(t) : Math.sin(t);
		pts.push([x + 0.5 * g(), y + 0.5 * g(), c]);
	}
	return pts;
})()`

// TestKernelManySupportVectors: with more than 256 support vectors (the
// most the shader held in uniforms before, above which the CPU grid drew
// the field), the GPU program draws the field from its image of support
// vectors; a new model is painted progressively (not exact at first), and
// once training has stopped the picture becomes the exact field, which
// agrees in sign with the engine's f (scores(x, y).scores[0]) at sampled
// pixels.
func TestKernelManySupportVectors(t *testing.T) {
	p := open(t, "")
	p.Do("hyperplane.setPoints(" + manyMoonsJS + ")")
	p.Do(`hyperplane.setAlgorithm("svm")`)
	p.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 0.5, pairs: 1000})`)
	p.Do(`hyperplane.train()`)
	p.Do(`hyperplane.setView({shading: "hard", grid: false, margins: false, misclassified: false})`)
	st := stateOf(p)
	sv := Eval[float64](p, `hyperplane.status().values.find(v => v.key === "sv").v`)
	if st.Status != "converged" || sv <= 256 {
		t.Fatalf("status %s with %v support vectors, want converged with more than 256", st.Status, sv)
	}
	// The change of view above is a new picture: right after it, the
	// field is not yet exact at every pixel (the finest level alone is
	// 860×760 pixels × sv kernels, far over a frame's budget).
	p.waitFrames("a frame of the new view", p.Draws(), 1)
	if k := Eval[map[string]any](p, `hyperplane.status().kernel`); k["gpu"] != true || k["exact"] != false {
		t.Errorf("right after a change, the kernel field's drawing is %v, want gpu and not yet exact", k)
	}
	start := time.Now()
	waitExact(p)
	if lv := Eval[float64](p, `hyperplane.status().kernel.level`); lv != 1 {
		t.Errorf("exact, but the finest level painted is 1/%v", lv)
	}
	_, checked, wrong := kernelPixels(p, st, kernelSamples(p))
	if checked < 300 || wrong > 0 {
		t.Errorf("%v support vectors: %d of %d sampled pixels disagree with the sign of f", sv, wrong, checked)
	}
	t.Logf("%v support vectors; exact %.1f s after the change; %d pixels checked", sv, time.Since(start).Seconds(), checked)
}
