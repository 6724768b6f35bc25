package export

// Logistic and softmax regression, and the maximum-margin machine.

// newtonTools is the page's Newton step with backtracking, and the ridge
// it adds to a singular Hessian (engine/linalg.go: factorRidge).
const newtonTools = `def ridge_solve(H, g):
    """Solve H δ = g by Cholesky, adding the smallest ridge λI of the page's
    sequence (1e-10 tr(H)/m, then ×10) that makes H factorizable and well conditioned."""
    m = len(H)
    tr = np.trace(H) if np.trace(H) > 0 else 1.0
    ridge = 0.0
    for _ in range(40):
        Hr = H + ridge * np.eye(m)
        try:
            L = np.linalg.cholesky(Hr)
            if np.linalg.cond(Hr) < 1e12:
                return np.linalg.solve(L.T, np.linalg.solve(L, g)), ridge
        except np.linalg.LinAlgError:
            pass
        ridge = 1e-10 * tr / m if ridge == 0 else ridge * 10
    raise np.linalg.LinAlgError("H could not be factorized even with a ridge")

def newton(w, objective, tol, max_steps, n, stop=lambda w: False):
    """Newton's method with backtracking (t = 1, 1/2, ... while E rises), from
    w until ‖∇E‖/N < tol, stop(w), or max_steps steps."""
    E, g, H = objective(w)
    for step in range(max_steps):
        if np.linalg.norm(g) / n < tol:
            break
        d, _ = ridge_solve(H, g)
        t = 1.0
        while t > 1e-10:
            trial = w - t * d
            Et, gt, Ht = objective(trial)
            if Et <= E + 1e-13 * abs(E) and np.all(np.isfinite(trial)):
                break
            t /= 2
        else:
            break  # no step lowers E any more: rounding
        w, E, g, H = trial, Et, gt, Ht
        if stop(w):
            break
    return w, E, g, H
`

const logisticCode = newtonTools + `criterion = "cross-entropy E(w)"

def fit_binary(Z, t):
    """Logistic regression, target 1 for the positive class: minimizes
    E(a) = −Σ [t ln σ(aᵀz) + (1−t) ln(1−σ(aᵀz))] + ½α‖a‖² (the bias w0 left out
    of the penalty when P["bias"] is "free"), by Newton (IRLS), batch gradient
    descent a <- a − (η/N)∇E, or stochastic gradient descent."""
    T = (t > 0).astype(float)
    n, m = Z.shape
    pen = np.full(m, P["alpha"])
    if P["bias"] == "free":
        pen[0] = 0.0

    def objective(a):
        s = Z @ a
        E = float(np.sum(np.logaddexp(0, s) - T * s) + 0.5 * np.sum(pen * a * a))
        p = 1 / (1 + np.exp(-s))
        g = Z.T @ (p - T) + pen * a
        H = (Z * (p * (1 - p))[:, None]).T @ Z + np.diag(pen)
        return E, g, H

    separates = lambda a: P["alpha"] == 0 and np.all(t * (Z @ a) > 0)
    a = np.zeros(m)
    if P["method"] == "newton":
        a, E, g, H = newton(a, objective, P["tol"], P["maxSteps"], n, separates)
    elif P["method"] == "gradient":
        for step in range(P["maxSteps"]):
            E, g, H = objective(a)
            if np.linalg.norm(g) / n < P["tol"]:
                break
            a = a - P["eta"] / n * g
            if separates(a):
                break
    else:
        visits = Visits(n, True, P["seed"])
        pos, done = 0, False
        while not done:
            eta = P["eta"] / (visits.epoch + 1) if P["schedule"] == "epoch" else P["eta"]
            batch = visits.order[pos:pos + P["batch"]]
            s = Z[batch] @ a
            grad = (1 / (1 + np.exp(-s)) - T[batch]) @ Z[batch]
            a = a - eta * (grad / len(batch) + pen / n * a)
            pos += len(batch)
            if pos == n:
                pos = 0
                visits.end_epoch()
            if P["unit"] == "epoch" and pos != 0:
                continue
            E, g, H = objective(a)
            done = (np.linalg.norm(g) / n < P["tol"] or separates(a)
                    or (visits.epoch >= P["maxSteps"] and pos == 0))
    E, g, H = objective(a)
    res = {"a": a, "loss": E}
    if BAYES:
        res["cov"] = np.linalg.inv(H)  # the Laplace posterior covariance H⁻¹ (S_N of Bishop §4.5.1)
    return res
`

const logisticCheck = `# scikit-learn's LogisticRegression minimizes ½‖w‖² + C Σ cross-entropy with the
# intercept free of the penalty: with C = 1/α (no penalty when α = 0) it is the page's
# E with P["bias"] == "free", and its coef_ belongs to its second class, so the labels
# are given as 1 for the page's positive class. It cannot penalize the intercept, so
# with the notes' convention (bias penalized) only the NumPy fit above applies.
if C == 2 and P["bias"] == "free":
    from sklearn.linear_model import LogisticRegression
    sk = LogisticRegression(C=1 / P["alpha"] if P["alpha"] > 0 else 1.0,
                            penalty="l2" if P["alpha"] > 0 else None,
                            solver="newton-cholesky", tol=1e-12, max_iter=1000)
    sk.fit(Z[:, 1:], (y == 0).astype(int))
    ska = np.concatenate([sk.intercept_, sk.coef_[0]])
    print("scikit-learn LogisticRegression: max |Δa| =", repr(float(np.max(np.abs(ska - A[0])))))
`

const softmaxCode = newtonTools + `criterion = "cross-entropy E(W) = −ΣΣ t ln y + ½λ‖W‖²"

def softmax_fit(Z, y, C):
    """Softmax regression: minimizes E(W) = −Σ_n ln y_{n,c_n} + ½λ‖W‖², rows
    w_k = (w_k0, w_k); with the biases free of the penalty they are fixed by
    Σ_k w_k0 = 0 (the page adds ½(Σ_k w_k0)², zero at the optimum)."""
    n, m = Z.shape
    T = np.eye(C)[y]
    pen = np.full((C, m), P["lambda"])
    free = P["bias"] == "free"
    if free:
        pen[:, 0] = 0.0

    def objective(wflat):
        W = wflat.reshape(C, m)
        S = Z @ W.T
        S = S - S.max(axis=1, keepdims=True)
        logp = S - np.log(np.exp(S).sum(axis=1, keepdims=True))
        p = np.exp(logp)
        E = -np.sum(T * logp) + 0.5 * np.sum(pen * W * W)
        G = (p - T).T @ Z + pen * W
        gauge = W[:, 0].sum() if free else 0.0
        if free:
            E += 0.5 * gauge * gauge
            G[:, 0] += gauge
        H = np.zeros((C * m, C * m))
        for k in range(C):
            for j in range(C):
                r = p[:, k] * ((k == j) - p[:, j])
                H[k*m:(k+1)*m, j*m:(j+1)*m] = (Z * r[:, None]).T @ Z
        H += np.diag(pen.ravel())
        if free:
            for k in range(C):
                for j in range(C):
                    H[k*m, j*m] += 1.0
        return float(E), G.ravel(), H

    unstrict = lambda w: P["lambda"] == 0 and np.all(
        np.argmax(Z @ w.reshape(C, m).T, axis=1) == y) and np.all(
        np.sort(Z @ w.reshape(C, m).T, axis=1)[:, -1] > np.sort(Z @ w.reshape(C, m).T, axis=1)[:, -2])
    w = np.zeros(C * m)
    if P["method"] == "newton":
        w, E, g, H = newton(w, objective, P["tol"], P["maxSteps"], n, unstrict)
    else:
        for step in range(P["maxSteps"]):
            E, g, H = objective(w)
            if np.linalg.norm(g) / n < P["tol"]:
                break
            w = w - P["eta"] / n * g
            if unstrict(w):
                break
    E, g, H = objective(w)
    return w.reshape(C, m), E

A, loss = softmax_fit(Z, y, C)
combine, pairs, band, Q = "argmax", None, 0.0, None

# scikit-learn's LogisticRegression (multinomial, as it fits more than two classes
# with lbfgs) minimizes ½‖W‖² + C Σ cross-entropy with free intercepts: with C = 1/λ
# it is the page's E when P["bias"] is "free", up to the gauge Σ_k w_k0 = 0 that the
# page fixes (and up to a shift of all rows for two classes, where it fits one row).
if P["bias"] == "free" and P["lambda"] > 0 and C > 2:
    from sklearn.linear_model import LogisticRegression
    sk = LogisticRegression(C=1 / P["lambda"], tol=1e-12, max_iter=10000).fit(Z[:, 1:], y)
    skA = np.column_stack([sk.intercept_ - sk.intercept_.mean(), sk.coef_])
    print("scikit-learn LogisticRegression (multinomial): max |ΔW| =", repr(float(np.max(np.abs(skA - A)))))
`

const svmCode = `criterion = "SMO objective f(α) = ½‖w‖² − Σα = −W(α) (minimized)"
from sklearn.svm import SVC
` + svcBound + `

def fit_binary(Z, t):
    """The maximum-margin hyperplane: scikit-learn's SVC with a linear kernel
    on φ(x) solves the same dual, max W(α) = Σα − ½‖w‖² with 0 <= α <= C, by
    SMO as the page does (the hard margin as C = 1e10, which no α of a
    separable set reaches). Its coef_ belongs to its second class: the labels
    are 1 for the page's positive class. The page stops when the KKT gap
    m(α) − M(α) <= tol, and so does libsvm, on the same gap but along its
    own path: the two agree to about tol (lower tol in the page and here
    for more digits; at 1e-9 they agree to 1e-6)."""
    c = 1e10 if P["margin"] == "hard" else P["C"]
    sk = SVC(kernel="linear", C=c, tol=P["tol"], max_iter=svc_iterations(), shrinking=False)
    sk.fit(Z[:, 1:], (t > 0).astype(int))
    hard_margin_note(sk)
    a = np.concatenate([sk.intercept_, sk.coef_[0]])
    alpha = np.abs(sk.dual_coef_[0])
    w = a[1:]
    return {"a": a, "loss": float(0.5 * w @ w - alpha.sum())}
`
