package export

import (
	"fmt"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// pyList writes v as a Python list of floats.
func pyList(v []float64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = num(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// decisionCode writes the scene's decision stage (engine/decision.go) and
// the evaluation of the decided model (the page's evaluation()), for the
// scene's method spec: its Link says how its scores become posteriors
// p(C_k|x) (the logistic sigmoid, its probit approximation for the
// Bayesian logistic, the softmax of a K-class field; a discriminant
// function has none, and of the decision stage only the threshold and
// offsets apply to it), and a generative method's learnt priors are its
// fitted πₖ (the others learn the training set's fractions).
func decisionCode(sc scene.Scene, spec engine.Spec) string {
	d := sc.Decision
	var b strings.Builder
	b.WriteString("# The scene's decision stage, by the scene's classes (None: not set).\n")
	if d.Priors != nil {
		fmt.Fprintf(&b, "PRIORS = np.array(%s)  # the class priors π_k (normalized below)\n", pyList(d.Priors))
	} else {
		b.WriteString("PRIORS = None  # the priors the model learnt\n")
	}
	if d.Loss != nil {
		b.WriteString("LOSS = np.array([  # LOSS[k][j]: the loss of deciding k when the class is j\n")
		for _, row := range d.Loss {
			fmt.Fprintf(&b, "    %s,\n", pyList(row))
		}
		b.WriteString("])\n")
	} else {
		b.WriteString("LOSS = None  # the 0-1 loss: decide the largest posterior\n")
	}
	fmt.Fprintf(&b, "REJECT = %s  # reject θ: no class where the largest posterior is below it\n", num(d.Reject))
	fmt.Fprintf(&b, "THRESHOLD = %s  # t: a two-class boundary moves to h(x) = t\n", num(d.Threshold))
	if d.Offsets != nil {
		fmt.Fprintf(&b, "OFFSETS = np.array(%s)  # δ_k: added to class k's score of an argmax model (a K-class ROC point)\n", pyList(d.Offsets))
	} else {
		b.WriteString("OFFSETS = None  # no per-class offsets\n")
	}
	if spec.Link != engine.LinkMargin {
		fmt.Fprintf(&b, "LINK = %q  # how the scores become posteriors p(C_k|x)\n", spec.Link)
	} else {
		b.WriteString("LINK = None  # a discriminant function: no posteriors, only the threshold applies\n")
	}
	if spec.Kind == engine.KindGenerative {
		b.WriteString("learnt = priors  # the priors the model fitted, by class present\n")
	} else {
		b.WriteString("learnt = np.bincount(y, minlength=C) / len(y)  # the priors the model learnt: the training fractions\n")
	}
	b.WriteString(decisionRule)
	return b.String()
}

// decisionRule applies the decision stage to the model's scores and
// prints the decided model's confusion and accuracy, on the training and
// the test points.
const decisionRule = `probabilistic = (combine == "sign" and LINK in ("logistic", "probit")) or (combine == "argmax" and LINK == "softmax")
applies = [name for name, on in (("priors", probabilistic and PRIORS is not None),
                                 ("loss", probabilistic and LOSS is not None),
                                 ("reject", probabilistic and REJECT > 0),
                                 ("threshold", combine == "sign" and THRESHOLD != 0),
                                 ("offsets", combine == "argmax" and OFFSETS is not None)) if on]
# Over the classes present (names): the new priors, normalized over all the
# scene's classes, divided by the learnt ones; the loss matrix's rows and columns.
weights = PRIORS[names] / PRIORS.sum() / learnt if PRIORS is not None else None
L = LOSS[np.ix_(names, names)] if LOSS is not None else None

def posteriors(H, Zs):
    """p(C_k|x) from the scores (the threshold already subtracted), reweighted
    by π_k/π̂_k and normalized (Bishop §1.5.4): σ(a) and 1 − σ(a) for two
    classes, with the probit's a·κ(σ²), κ = (1 + πσ²/8)^(-1/2) and σ² = zᵀ Cov z
    (Bishop eq. 4.153); the softmax of the rows for more."""
    if combine == "sign":
        a = H[:, 0]
        if LINK == "probit":
            a = a / np.sqrt(1 + np.pi * np.maximum(np.einsum("ni,ij,nj->n", Zs, COV, Zs), 0) / 8)
        p = np.exp(-np.logaddexp(0, -a))
        Pk = np.column_stack([p, 1 - p])
    else:
        S = np.exp(H - H.max(axis=1, keepdims=True))
        Pk = S / S.sum(axis=1, keepdims=True)
    if weights is not None:
        Pk = Pk * weights
        Pk = Pk / Pk.sum(axis=1, keepdims=True)
    return Pk

def decided(Zs):
    """The class of each point after the decision stage, -1 where none: the
    minimum-risk rule argmin_k Σ_j L_kj p(C_j|x) (the largest posterior for the
    0-1 loss; ties to the lower class), no class where the largest posterior is
    below θ; a discriminant's h(x) − t decided as before, and an argmax model's
    scores h_k + δ_k. The page keeps what it
    can as a shift of the bias (engine/decision.go): the same rule, exact."""
    H = scores(Zs)
    if combine == "sign":
        H = H.copy()
        H[:, 0] -= THRESHOLD
    if combine == "argmax" and OFFSETS is not None:
        # δ_k on class k's score: for posteriors, a reweighting by e^δ_k
        # before the rule, as the page adds it to the row's bias.
        H = H + OFFSETS[names]
    if not probabilistic:
        return decide(H)
    Pk = posteriors(H, Zs)
    c = np.argmax(Pk, axis=1) if L is None else np.argmin(Pk @ L.T, axis=1)
    c[Pk.max(axis=1) < REJECT] = -1
    return c

def evaluation(Zs, truth, label):
    """The decided model's confusion matrix over the scene's classes (rows: the
    true class; last column: rejected or undecided) and accuracy (a rejected
    point counts as wrong), as the page's evaluation()."""
    c = decided(Zs)
    named = np.where(c >= 0, names[np.maximum(c, 0)], -1)
    print("decided %s accuracy:" % label, repr(float(np.mean(named == truth))),
          "(%d of %d points rejected or undecided)" % (int(np.sum(named < 0)), len(truth)))
    for j in range(K):
        own = named[truth == j]
        print("decided %s %d:" % (label, j + 1), " ".join(str(int(np.sum(own == k))) for k in range(K)), int(np.sum(own < 0)))

print("the decision stage applies to this model:", ", ".join(applies) or "nothing")
evaluation(Z, labels[~test], "train")
if test.any():
    evaluation(augment(X[test]), labels[test], "test")
`
