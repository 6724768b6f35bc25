package engine

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// debianPython is the interpreter that the export's tests run
// (engine/export/python_test.go): Debian's, with python3-numpy.
const debianPython = "/usr/bin/python3"

// needNumPy returns the interpreter, or skips the test when it cannot
// import NumPy, except in CI (CI=true), where it must.
func needNumPy(t *testing.T) string {
	t.Helper()
	if out, err := exec.Command(debianPython, "-c", "import numpy").CombinedOutput(); err != nil {
		msg := fmt.Sprintf("%s cannot import numpy (%v: %s); run .ci/ensure-chromium (make browser) to install python3-numpy",
			debianPython, err, strings.TrimSpace(string(out)))
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return debianPython
}

// netNumPy computes, in matrix form and independently of the engine's
// loops, the network's error E = Σₙ Eₙ + ½λ‖W‖² (biases out of the decay),
// its gradient by the chain rule, and two full-batch steps with momentum
// (u ← μu − (η/N)∇E, θ ← θ + u, from u = 0), for the weights, points and
// settings in the JSON on stdin; it prints them as JSON.
const netNumPy = `
import json, sys
import numpy as np
c = json.load(sys.stdin)
X = np.array(c["points"], dtype=float)
y = np.array(c["classes"], dtype=int)
K, act, loss, lam, eta, mu = c["K"], c["act"], c["loss"], c["lam"], c["eta"], c["mu"]
W = np.array(c["hidden"], dtype=float)   # H × 3: (b, w1, w2)
V = np.array(c["output"], dtype=float)   # R × (H+1)
Z = np.column_stack([np.ones(len(X)), X])
T = np.eye(K)[y]

def g(A):
    if act == "tanh": return np.tanh(A), 1 - np.tanh(A) ** 2
    if act == "logistic":
        s = 1 / (1 + np.exp(-A)); return s, s * (1 - s)
    return np.maximum(A, 0), (A > 0).astype(float)

def error_grad(W, V):
    A = Z @ W.T
    Hh, dH = g(A)
    Hb = np.column_stack([np.ones(len(X)), Hh])
    O = Hb @ V.T
    if K == 2:
        p1 = 1 / (1 + np.exp(-O[:, 0]))
        P = np.column_stack([p1, 1 - p1])
        t = T[:, 0]
        if loss == "squared":
            E = 0.5 * np.sum((p1 - t) ** 2)
            D = ((p1 - t) * p1 * (1 - p1))[:, None]
        else:
            E = -np.sum(t * np.log(p1) + (1 - t) * np.log(1 - p1))
            D = (p1 - t)[:, None]
    else:
        S = np.exp(O - O.max(axis=1, keepdims=True))
        P = S / S.sum(axis=1, keepdims=True)
        if loss == "squared":
            Er = P - T
            E = 0.5 * np.sum(Er ** 2)
            # ∂E/∂o_k = Σ_m e_m ∂p_m/∂o_k, ∂p_m/∂o_k = p_m(δ_mk − p_k)
            D = np.einsum("nm,nm,nmk->nk", Er, P, np.eye(K)[None, :, :] - P[:, None, :])
        else:
            E = -np.sum(T * np.log(P))
            D = P - T
    Dh = (D @ V[:, 1:]) * dH
    gV = D.T @ Hb
    gW = Dh.T @ Z
    mW, mV = W.copy(), V.copy()
    mW[:, 0] = 0
    mV[:, 0] = 0
    E += 0.5 * lam * (np.sum(mW ** 2) + np.sum(mV ** 2))
    return E, gW + lam * mW, gV + lam * mV

E, gW, gV = error_grad(W, V)
out = {"E": E, "gW": gW.tolist(), "gV": gV.tolist()}
uW, uV = np.zeros_like(W), np.zeros_like(V)
steps = []
for _ in range(2):
    _, gW_, gV_ = error_grad(W, V)
    uW = mu * uW - eta / len(X) * gW_
    uV = mu * uV - eta / len(X) * gV_
    W, V = W + uW, V + uV
    steps.append({"W": W.tolist(), "V": V.tolist()})
out["steps"] = steps
print(json.dumps(out))
`

// netNumPyCases are the weights, given by hand (not drawn), and settings
// of TestNetworkAgainstNumPy.
var netNumPyCases = []struct {
	act, loss string
	k         int
	hidden    [][]float64
	output    [][]float64
}{
	{"tanh", "cross-entropy", 2, [][]float64{{0.3, -1.2, 0.8}, {-0.5, 0.4, 1.1}}, [][]float64{{0.2, 1.5, -0.7}}},
	{"logistic", "squared", 2, [][]float64{{0.1, 0.9, -0.6}, {0.7, -0.3, 0.5}, {-0.2, 0.6, 0.6}}, [][]float64{{-0.4, 1.1, -0.9, 0.8}}},
	{"relu", "cross-entropy", 3, [][]float64{{0.25, 1, -0.5}, {-0.15, -0.7, 0.9}}, [][]float64{{0.1, 0.8, -0.6}, {-0.3, -0.5, 0.9}, {0.2, 0.3, 0.4}}},
	{"tanh", "squared", 3, [][]float64{{0.4, -0.8, 0.3}, {0.05, 0.6, 0.9}}, [][]float64{{0.3, -1.1, 0.5}, {0.1, 0.7, -0.2}, {-0.4, 0.2, 1.3}}},
}

// TestNetworkAgainstNumPy: for weights and points given by hand, the
// engine's error, its gradient by backpropagation and two full-batch steps
// with momentum equal an independent NumPy computation in matrix form
// (netNumPy, run by Debian's python3 as the export's tests do), to 1e-12
// relative: the same formulas computed in another order.
func TestNetworkAgainstNumPy(t *testing.T) {
	py := needNumPy(t)
	pts := [][2]float64{{0.5, 1.2}, {-1.1, 0.3}, {0.9, -0.8}, {-0.4, -1.5}, {1.6, 0.7}, {-0.2, 0.1}, {0.3, -0.4}}
	const lam, eta, mu = 0.2, 0.7, 0.6
	for _, c := range netNumPyCases {
		d := Dataset{Classes: c.k}
		var classes []int
		for i, p := range pts {
			d.Points = append(d.Points, Point{p[0], p[1], i % c.k})
			classes = append(classes, i%c.k)
		}
		in, _ := json.Marshal(map[string]any{"points": pts, "classes": classes, "K": c.k, "act": c.act, "loss": c.loss,
			"lam": lam, "eta": eta, "mu": mu, "hidden": c.hidden, "output": c.output})
		cmd := exec.Command(py, "-c", netNumPy)
		cmd.Stdin = strings.NewReader(string(in))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.act, err, out)
		}
		var want struct {
			E      float64
			GW, GV [][]float64
			Steps  []struct{ W, V [][]float64 }
		}
		if err := json.Unmarshal(out, &want); err != nil {
			t.Fatalf("%s: %v\n%s", c.act, err, out)
		}
		tr := newNet(t, d, Basis{}, map[string]any{"activation": c.act, "loss": c.loss, "hidden": float64(len(c.hidden)),
			"decay": lam, "eta": eta, "momentum": mu})
		if err := SetNetwork(tr, Network{Activation: Activation(c.act), Hidden: c.hidden, Output: c.output}); err != nil {
			t.Fatal(err)
		}
		name := c.act + "/" + c.loss + fmt.Sprintf("/K=%d", c.k)
		assertNear(t, name+": E", tr.e, want.E, 1e-12)
		flat := append(flatten(want.GW), flatten(want.GV)...)
		if len(flat) != len(tr.grad) || len(want.Steps) != 2 {
			t.Fatalf("%s: NumPy printed %d partial derivatives and %d steps, want %d and 2:\n%s", name, len(flat), len(want.Steps), len(tr.grad), out)
		}
		for q, g := range flat {
			assertNear(t, fmt.Sprintf("%s: ∂E/∂θ[%d]", name, q), tr.grad[q], g, 1e-12)
		}
		for s, st := range want.Steps {
			tr.Step()
			w := append(flatten(st.W), flatten(st.V)...)
			for q, v := range w {
				assertNear(t, fmt.Sprintf("%s: step %d θ[%d]", name, s+1, q), tr.theta[q], v, 1e-12)
			}
		}
	}
}

func flatten(rows [][]float64) []float64 {
	var f []float64
	for _, r := range rows {
		f = append(f, r...)
	}
	return f
}
