package browsertest

import (
	"testing"
	"time"
)

// TestKernelPanel: on the desktop, embed and phone layouts the SVM's kernel
// is an ordinary control built from its table: choosing the Gaussian kernel
// shows γ (not the degree or c₀), the polynomial shows all three, and
// moving the γ slider sets γ and the trained model changes.
func TestKernelPanel(t *testing.T) {
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		p := open2(t, "?preset=circles", v)
		p.Do(`hyperplane.setAlgorithm("svm")`)
		p.WaitFor(v.Name+": the kernel control", `document.getElementById("param-kernel") !== null`, 10*time.Second)
		shown := `Array.from(document.querySelectorAll("#params [id^=param-]")).map(e => e.id.slice(6)).join(" ")`
		for _, c := range []struct{ kernel, want string }{
			{"rbf", "kernel gamma margin C tol eps pairs maxSteps strategy"},
			{"poly", "kernel gamma degree coef0 margin C tol eps pairs maxSteps strategy"},
			{"linear", "kernel margin C tol eps pairs maxSteps strategy"},
			{"rbf", "kernel gamma margin C tol eps pairs maxSteps strategy"},
		} {
			p.Do(`(function(){
				const sel = document.getElementById("param-kernel");
				sel.value = "` + c.kernel + `";
				sel.dispatchEvent(new Event("change"));
				return {ok: true};
			})()`)
			p.WaitFor(v.Name+": the kernel "+c.kernel, `hyperplane.status().params.kernel === "`+c.kernel+`"`, 10*time.Second)
			if got := Eval[string](p, shown); got != c.want {
				p.WaitFor(v.Name+": the controls of "+c.kernel+" (now "+got+")", shown+` === "`+c.want+`"`, 5*time.Second)
			}
		}
		p.Do(`hyperplane.train()`)
		f0 := Eval[float64](p, `hyperplane.scores(1.8, 0.3).scores[0]`)
		// The γ slider, 3/4 of the way along its logarithmic scale from
		// 10⁻³ to 10³: γ = 10^1.5 ≈ 31.6.
		p.Do(`(function(){
			const r = document.querySelector("#param-gamma").closest(".param").querySelector("input[type=range]");
			r.value = 750;
			r.dispatchEvent(new Event("input"));
			r.dispatchEvent(new Event("change"));
			return {ok: true};
		})()`)
		p.WaitFor(v.Name+": γ from the slider", `Math.abs(hyperplane.status().params.gamma - 31.6) < 0.1`, 10*time.Second)
		p.Do(`hyperplane.train()`)
		if f1 := Eval[float64](p, `hyperplane.scores(1.8, 0.3).scores[0]`); f1 == f0 {
			t.Errorf("%s: f(1.8, 0.3) = %v before and after γ changed", v.Name, f0)
		}
		p.Close()
	}
}
