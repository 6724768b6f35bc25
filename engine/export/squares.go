package export

// The squared-error and relaxation procedures and Fisher's discriminant,
// in NumPy as the notes give them (Duda, Hart and Stork §5.6-5.9; notes
// 002). None has a scikit-learn counterpart with the notes' margin vector
// b and normalized vectors z' = t z.

const relaxationBatchCode = `criterion = "relaxation criterion J_r(a) = ½ Σ (aᵀz' − ξ)²/‖z'‖²"

def relaxation_criterion(a, Zn, sq):
    g = Zn @ a
    v = g <= P["xi"]
    return float(np.sum((g[v] - P["xi"]) ** 2 / sq[v] / 2))

def fit_binary(Z, t):
    """Batch relaxation with margin ξ: a <- a + η Σ_{aᵀz' <= ξ} (ξ − aᵀz')/‖z'‖² z'."""
    Zn = normalized(Z, t)
    sq = np.sum(Zn * Zn, axis=1)
    a, step = np.zeros(Z.shape[1]), 0
    while True:
        g = Zn @ a
        v = g <= P["xi"]
        if not v.any():
            break
        corr = ((P["xi"] - g[v]) / sq[v]) @ Zn[v]
        a = a + P["eta"] * corr
        step += 1
        if not (Zn @ a <= P["xi"]).any() or P["eta"] * np.linalg.norm(corr) < P["theta"] or step >= P["maxSteps"]:
            break
    return {"a": a, "loss": relaxation_criterion(a, Zn, sq)}
`

const relaxationSingleCode = `criterion = "relaxation criterion J_r(a) = ½ Σ (aᵀz' − ξ)²/‖z'‖²"

def relaxation_criterion(a, Zn, sq):
    g = Zn @ a
    v = g <= P["xi"]
    return float(np.sum((g[v] - P["xi"]) ** 2 / sq[v] / 2))

def fit_binary(Z, t):
    """Single-sample relaxation: a <- a + η (ξ − aᵀz'_n)/‖z'_n‖² z'_n when
    aᵀz'_n <= ξ, until no point violates or an epoch's corrections are all
    shorter than θ."""
    Zn = normalized(Z, t)
    sq = np.sum(Zn * Zn, axis=1)
    a = np.zeros(Z.shape[1])
    visits = Visits(len(Z), P["order"] == "random", P["seed"])
    while True:
        longest = 0.0
        for i in visits.order:
            g = a @ Zn[i]
            if g <= P["xi"]:
                c = P["eta"] * (P["xi"] - g) / sq[i]
                a = a + c * Zn[i]
                longest = max(longest, c * np.sqrt(sq[i]))
        visits.end_epoch()
        if not (Zn @ a <= P["xi"]).any() or longest < P["theta"] or visits.epoch >= P["maxEpochs"]:
            break
    return {"a": a, "loss": relaxation_criterion(a, Zn, sq)}
`

const lmsCode = `criterion = "squared error J_s(a) = ‖Za − b‖²"

def fit_binary(Z, t):
    """Widrow-Hoff (LMS): a <- a + η_k (b_n − aᵀz'_n) z'_n one point at a time,
    or a <- a + η_k Z'ᵀ(b − Z'a) a pass at a time (rule "batch"); it stops
    when every correction of an epoch (or the step) is shorter than θ."""
    Zn = normalized(Z, t)
    b = margin_vector(t, P["bvec"])
    a, updates = np.zeros(Z.shape[1]), 0
    visits = Visits(len(Z), P["order"] == "random", P["seed"])

    def rate():
        if P["schedule"] == "inverse":
            return P["eta"] / (updates + 1)
        if P["schedule"] == "epoch":
            return P["eta"] / (visits.epoch + 1)
        return P["eta"]

    while True:
        if P["rule"] == "batch":
            eta = rate()
            c = Zn.T @ (b - Zn @ a)
            a = a + eta * c
            updates += 1
            visits.epoch += 1
            if eta * np.linalg.norm(c) < P["theta"] or visits.epoch >= P["maxEpochs"]:
                break
            continue
        longest = 0.0
        for i in visits.order:
            c = rate() * (b[i] - a @ Zn[i])
            a = a + c * Zn[i]
            updates += 1
            longest = max(longest, abs(c) * np.linalg.norm(Zn[i]))
        visits.end_epoch()
        if longest < P["theta"] or visits.epoch >= P["maxEpochs"]:
            break
    return {"a": a, "loss": float(np.sum((Zn @ a - b) ** 2))}
`

const hoKashyapCode = `criterion = "squared error J_s(a, b) = ‖Za − b‖²"

def fit_binary(Z, t):
    """Ho-Kashyap: a = Z'†b, then b <- b + 2η e⁺ with e = Z'a − b, until
    |e| <= b_min (separable) or e <= 0 (not separable). Z'† by least squares
    (np.linalg.lstsq), never by inverting Z'ᵀZ'."""
    Zn = normalized(Z, t)
    b = np.full(len(Z), P["b0"])
    step = 0
    while True:
        if step > 0:
            e = Zn @ a - b
            b = b + 2 * P["eta"] * np.maximum(e, 0)
        a = np.linalg.lstsq(Zn, b, rcond=None)[0]
        step += 1
        e = Zn @ a - b
        eps = 1e-12 * (1 + max(b.max(), 0))
        if (e.max() <= P["bmin"] and e.min() >= -P["bmin"]) or e.max() <= eps or step >= P["maxSteps"]:
            break
    return {"a": a, "loss": float(np.sum(e * e))}
`

const mseCode = `criterion = "squared error J_s(a) = ‖Za − b‖²"

def fit_binary(Z, t):
    """Minimum squared error: a = Z'†b by least squares (np.linalg.lstsq).
    With Fisher's b it is Fisher's direction with the threshold at the grand mean."""
    Zn = normalized(Z, t)
    b = margin_vector(t, P["bvec"])
    a = np.linalg.lstsq(Zn, b, rcond=None)[0]
    F = Z[:, 1:]
    if P["bvec"] == "fisher" and np.all(F[t > 0].mean(axis=0) == F[t < 0].mean(axis=0)):
        a = np.zeros_like(a)  # coinciding means: the direction is 0, the boundary undefined
    return {"a": a, "loss": float(np.sum((t * (Z @ a) - b) ** 2))}
`

const fisherCode = `criterion = "Fisher criterion J(w), maximized (the page shows J as its loss)"

def fit_binary(Z, t):
    """Fisher: w ∝ S_W⁻¹(m₁ − m₂), |w| = 1, S_W the within-class scatter (a sum,
    not divided); the threshold on y = wᵀφ(x) by the rule P["threshold"]."""
    F = Z[:, 1:]
    one, two = F[t > 0], F[t < 0]
    m1, m2 = one.mean(axis=0), two.mean(axis=0)
    Sw = (one - m1).T @ (one - m1) + (two - m2).T @ (two - m2)
    w = np.linalg.solve(Sw, m1 - m2)
    w = w / np.linalg.norm(w)
    proj = F @ w
    p1, p2 = proj[t > 0].mean(), proj[t < 0].mean()
    mid = (p1 + p2) / 2
    thr = mid
    if P["threshold"] == "bayes":
        s2 = (np.sum((proj[t > 0] - p1) ** 2) + np.sum((proj[t < 0] - p2) ** 2)) / len(t)
        if s2 != 0 and p1 != p2:
            thr = mid + s2 * np.log(np.sum(t < 0) / np.sum(t > 0)) / (p1 - p2)
    elif P["threshold"] == "best":
        idx = np.argsort(proj, kind="stable")
        errs = int(np.sum(t < 0))
        best, thr = errs, proj[idx[0]] - 1
        for k, i in enumerate(idx):
            errs += 1 if t[i] > 0 else -1
            if k + 1 < len(idx) and proj[idx[k + 1]] == proj[i]:
                continue
            c = (proj[i] + proj[idx[k + 1]]) / 2 if k + 1 < len(idx) else proj[i] + 1
            if errs < best or (errs == best and abs(c - mid) < abs(thr - mid)):
                best, thr = errs, c
    J = (w @ (m1 - m2)) ** 2 / (w @ Sw @ w)
    print("Fisher: threshold t =", repr(float(thr)))
    return {"a": np.concatenate([[-thr], w]), "loss": float(J)}
`
