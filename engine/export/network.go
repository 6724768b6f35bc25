package export

import (
	"fmt"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// The network (engine/network*.go) in NumPy: the page's start, written out
// as numbers since the page draws it from its own generator (or a user set
// it by hand), then the same steps, forward pass, backpropagation and
// momentum, one by one, over all points or the mini-batches of the page's
// shuffled order (pcgCode's Visits). scikit-learn's MLPClassifier gets the
// page's final weights and must give the same probabilities.

// networkStartCode writes the weights the page's network starts from on
// the scene's training points: W0 (H × (D+1), None when the hidden layer
// is the basis) and V0 (one row of H+1 per output unit).
func networkStartCode(sc scene.Scene, basis engine.Basis) (string, error) {
	part := sc.Split.Divide(sc.Dataset())
	tr, err := engine.NewTrainer(sc.Algorithm, part.Train, basis, sc.Params)
	if err != nil {
		return "", err
	}
	if sc.Network != nil {
		if err := engine.SetNetwork(tr, *sc.Network); err != nil {
			return "", err
		}
	}
	n, ok := engine.NetworkWeights(tr)
	if !ok {
		return "", fmt.Errorf("%s is not a network", sc.Algorithm)
	}
	var b strings.Builder
	rows := func(name string, rs [][]float64) {
		if rs == nil {
			fmt.Fprintf(&b, "%s = None\n", name)
			return
		}
		fmt.Fprintf(&b, "%s = np.array([\n", name)
		for _, r := range rs {
			b.WriteString("    [")
			for j, v := range r {
				if j > 0 {
					b.WriteString(", ")
				}
				b.WriteString(num(v))
			}
			b.WriteString("],\n")
		}
		b.WriteString("])\n")
	}
	b.WriteString("# Hidden unit j is the row (b_j, w_j) over z = (1, φ(x)); each output unit's row is\n" +
		"# (v_0, v_1, ..., v_H) over (1, h_1, ..., h_H): one logistic unit for two classes, K softmax units for more.\n")
	rows("W0", n.Hidden)
	rows("V0", n.Output)
	return b.String(), nil
}

const networkCode = `ACT = "basis" if P["layer"] == "basis" else P["activation"]
LOSS = P["loss"]
criterion = "E = Σ Eₙ + ½λ‖W‖²"
# The hidden layer learns unless it is frozen, the basis, or made of steps
# (whose derivative is 0 wherever it has one).
TRAIN_HIDDEN = W0 is not None and P["layer"] == "trained" and ACT != "step"

def g(A):
    """h = g(a) and g'(a) of the hidden units."""
    if ACT == "tanh":
        Hh = np.tanh(A)
        return Hh, 1 - Hh * Hh
    if ACT == "logistic":
        Hh = sigmoid(A)
        return Hh, Hh * (1 - Hh)
    if ACT == "relu":
        return np.maximum(A, 0.0), (A > 0).astype(float)
    if ACT == "step":
        return (A >= 0).astype(float), np.zeros_like(A)
    return A, np.ones_like(A)  # the basis: h = φ(x)

def sigmoid(a):
    e = np.exp(-np.abs(a))
    return np.where(a >= 0, 1 / (1 + e), e / (1 + e))

def forward(Zs, W, V):
    """a_j = (b_j, w_j)ᵀz, h_j = g(a_j), o_r = v_r0 + Σ_j v_rj h_j."""
    A = Zs[:, 1:] if W is None else Zs @ W.T
    Hh, dH = g(A)
    Hb = np.column_stack([np.ones(len(Zs)), Hh])
    return Hb, dH, Hb @ V.T

def probabilities(O):
    """p(C|x): σ(o) and 1 − σ(o) for two classes, softmax(o) for more."""
    if C == 2:
        p = sigmoid(O[:, 0])
        return np.column_stack([p, 1 - p])
    S = np.exp(O - O.max(axis=1, keepdims=True))
    return S / S.sum(axis=1, keepdims=True)

def error_grad(Zs, ys, W, V):
    """Σ_n E_n over the points, and its gradient by backpropagation: the output
    errors δ_r, the hidden deltas δ_j = g'(a_j) Σ_r v_rj δ_r, ∂E/∂W = Σ δ_j z and
    ∂E/∂V = Σ δ_r (1, h)."""
    Hb, dH, O = forward(Zs, W, V)
    if C == 2:
        t = (ys == 0).astype(float)
        p = sigmoid(O[:, 0])
        if LOSS == "squared":
            E = 0.5 * np.sum((p - t) ** 2)
            D = ((p - t) * p * (1 - p))[:, None]
        else:
            E = np.sum(np.logaddexp(0.0, O[:, 0]) - t * O[:, 0])
            D = (p - t)[:, None]
    else:
        T = np.eye(C)[ys]
        S = O - O.max(axis=1, keepdims=True)
        Pp = np.exp(S)
        Pp /= Pp.sum(axis=1, keepdims=True)
        if LOSS == "squared":
            Er = Pp - T
            E = 0.5 * np.sum(Er ** 2)
            D = Pp * (Er - np.sum(Er * Pp, axis=1, keepdims=True))
        else:
            E = np.sum(np.log(np.exp(S).sum(axis=1)) - S[np.arange(len(ys)), ys])
            D = Pp - T
    gV = D.T @ Hb
    gW = None if W is None else ((D @ V[:, 1:]) * dH).T @ Zs
    return E, gW, gV

def penalty(W, V):
    """½λ‖W‖² over the weights but not the biases, and its gradient."""
    lam = P["decay"]
    pV = V.copy()
    pV[:, 0] = 0
    e = np.sum(pV ** 2)
    pW = None
    if W is not None:
        pW = W.copy()
        pW[:, 0] = 0
        e += np.sum(pW ** 2)
        pW = lam * pW
    return 0.5 * lam * e, pW, lam * pV

def total(W, V):
    E, gW, gV = error_grad(Z, y, W, V)
    e, pW, pV = penalty(W, V)
    return E + e, (None if W is None else gW + pW), gV + pV

def grad_norm(gW, gV):
    s = np.sum(gV ** 2)
    if TRAIN_HIDDEN:
        s += np.sum(gW ** 2)
    return np.sqrt(s)

def net_fit():
    n = len(y)
    W = None if W0 is None else W0.copy()
    V = V0.copy()
    uW = None if W is None else np.zeros_like(W)
    uV = np.zeros_like(V)
    eta, mu = P["eta"], P["momentum"]
    visits = Visits(n, True, P["init"])  # the page's shuffled order, for mini-batches
    pos = 0

    def move(gW, gV):
        nonlocal W, V, uW, uV
        uV = mu * uV - eta * gV
        V = V + uV
        if TRAIN_HIDDEN:
            uW = mu * uW - eta * gW
            W = W + uW

    E, gW, gV = total(W, V)
    status, steps = "running", 0
    while True:
        if grad_norm(gW, gV) / n < P["tol"]:
            status = "converged"
            break
        W_prev, V_prev = W, V
        if P["mode"] == "batch":
            move(None if gW is None else gW / n, gV / n)
        else:
            B = 1 if P["mode"] == "online" else min(P["batch"], n)
            while True:
                idx, ended = [], False
                for _ in range(B):
                    idx.append(visits.order[pos])
                    pos += 1
                    if pos == n:
                        pos, ended = 0, True
                        visits.end_epoch()
                idx = np.array(idx)
                _, bW, bV = error_grad(Z[idx], y[idx], W, V)
                _, pW, pV = penalty(W, V)
                move(None if bW is None else bW / B + pW / n, bV / B + pV / n)
                if P["unit"] != "epoch" or ended:
                    break
        steps += 1
        E, gW, gV = total(W, V)
        if not np.isfinite(E) or not np.all(np.isfinite(V)) or (W is not None and not np.all(np.isfinite(W))):
            W, V = W_prev, V_prev
            E, gW, gV = total(W, V)
            status = "overflow"
            break
        if grad_norm(gW, gV) / n < P["tol"]:
            status = "converged"
            break
        if steps >= P["maxSteps"]:
            status = "step-limit"
            break
    return W, V, E, status, steps

NW, NV, loss, status, steps = net_fit()
NETWORK = (NW, NV)
print("the network trained", steps, "steps:", status)

def net_rows(Zs):
    """The field's rows: o for each output unit, and 0 for the second of two classes."""
    _, _, O = forward(Zs, NW, NV)
    return np.column_stack([O, np.zeros(len(Zs))]) if C == 2 else O

A = np.zeros((C, Z.shape[1]))  # the field's linear rows are 0: the network gives every row
combine, pairs, band, Q = "argmax", None, 0.0, None
`

const networkCheck = `# scikit-learn's MLPClassifier with one hidden layer computes the same function:
# its layers are built by one partial_fit, then given the page's weights. Its single
# logistic output for two classes is p(second class) = σ(−o), so it takes −v.
if ACT in ("tanh", "logistic", "relu", "basis"):
    from sklearn.neural_network import MLPClassifier
    F = Z[:, 1:]
    sk = MLPClassifier(hidden_layer_sizes=(NV.shape[1] - 1,), activation={"basis": "identity"}.get(ACT, ACT))
    sk.partial_fit(F, y, classes=np.arange(C))
    if NW is None:
        sk.coefs_[0], sk.intercepts_[0] = np.eye(F.shape[1]), np.zeros(F.shape[1])
    else:
        sk.coefs_[0], sk.intercepts_[0] = NW[:, 1:].T.copy(), NW[:, 0].copy()
    sign = -1.0 if C == 2 else 1.0
    sk.coefs_[1], sk.intercepts_[1] = sign * NV[:, 1:].T, sign * NV[:, 0]
    mine = probabilities(forward(Z, NW, NV)[2])
    print("scikit-learn MLPClassifier with the page's weights: max |Δp| =", repr(float(np.max(np.abs(sk.predict_proba(F) - mine)))))
`
