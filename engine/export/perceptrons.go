package export

// The perceptrons in NumPy, as the notes give them (Duda, Hart and Stork
// §5.5; Bishop §4.1.7; Fausett §2.3). scikit-learn's Perceptron is the
// online rule with η = 1, no margin and a zero start, but it stops on a
// loss tolerance, not on an epoch without mistakes, and has no margin b,
// no 1/k schedule and no band: the loops below follow the page instead.

const perceptronCode = `criterion = "perceptron criterion J(a) = Σ_mistakes (b − t aᵀz)"

def fit_binary(Z, t):
    """Online perceptron: a <- a + η_k t_n z_n whenever t_n aᵀz_n <= b,
    visiting the points in order, until an epoch leaves every t aᵀz > b."""
    n, m = Z.shape
    a, updates = np.zeros(m), 0
    visits = Visits(n, P["order"] == "random", P["seed"])
    while True:
        for i in visits.order:
            if t[i] * (a @ Z[i]) <= P["margin"]:
                eta = P["eta"] / (updates + 1) if P["schedule"] == "inverse" else P["eta"]
                a = a + eta * t[i] * Z[i]
                updates += 1
        visits.end_epoch()
        if np.all(t * (Z @ a) > P["margin"]) or visits.epoch >= P["maxEpochs"]:
            break
    return {"a": a, "loss": perceptron_criterion(a, Z, t, P["margin"])}
`

const batchPerceptronCode = `criterion = "perceptron criterion J(a) = −Σ_mistakes t aᵀz"

def fit_binary(Z, t):
    """Batch perceptron: a <- a + η_k Σ_{t aᵀz <= 0} t z, until no mistake is
    left or the update is shorter than θ."""
    a, step = np.zeros(Z.shape[1]), 0
    while True:
        wrong = t * (Z @ a) <= 0
        if not wrong.any():
            break
        s = (t[wrong, None] * Z[wrong]).sum(axis=0)
        eta = P["eta"] / (step + 1) if P["schedule"] == "inverse" else P["eta"]
        a = a + eta * s
        step += 1
        if not (t * (Z @ a) <= 0).any() or eta * np.linalg.norm(s) < P["theta"] or step >= P["maxSteps"]:
            break
    return {"a": a, "loss": perceptron_criterion(a, Z, t, 0.0)}
`

const fausettCode = `criterion = "J(a) = Σ over updating points of (θ − t·y_in)"

def fit_binary(Z, t):
    """Fausett's perceptron: the response is 1 above θ, -1 below -θ and 0 in
    between; a <- a + α t z when it is not t, until an epoch changes nothing."""
    n, m = Z.shape
    a, theta = np.zeros(m), P["theta"]
    visits = Visits(n, P["order"] == "random", P["seed"])
    while True:
        changed = False
        for i in visits.order:
            yin = a @ Z[i]
            response = 1.0 if yin > theta else (-1.0 if yin < -theta else 0.0)
            if response != t[i]:
                a = a + P["alpha"] * t[i] * Z[i]
                changed = True
        visits.end_epoch()
        if not changed or visits.epoch >= P["maxEpochs"]:
            break
    return {"a": a, "loss": perceptron_criterion(a, Z, t, theta), "band": theta}
`

const dualPerceptronCode = `criterion = ("perceptron criterion J(a) = Σ_mistakes (b − t aᵀz)" if P["kernel"] == "linear"
             else "perceptron criterion J = Σ_mistakes (b − t f(x))")
dual_note = ("the same updates in the page's order, so α (sums of the same rates), the support "
             "and the mistakes are the page's exactly, and f is to rounding (1e-9)")

def fit_binary(Z, t):
    """Dual perceptron: α_n <- α_n + η_k when t_n Σ_j α_j t_j G_jn <= b, with
    G = gram(Z); with the linear kernel the weights are a = Σ α_n t_n z_n. It
    stops after n visits in a row without a mistake (a whole epoch when the
    order is shuffled)."""
    n = len(Z)
    G = gram(Z)
    alpha, updates, clean = np.zeros(n), 0, 0
    visits = Visits(n, P["order"] == "random", P["seed"])
    done = False
    while not done:
        changed = False
        for i in visits.order:
            if t[i] * np.sum(alpha * t * G[i]) <= P["margin"]:
                eta = P["eta"] / (updates + 1) if P["schedule"] == "inverse" else P["eta"]
                alpha[i] += eta
                updates += 1
                clean, changed = 0, True
            else:
                clean += 1
            if not visits.shuffled and clean >= n:
                done = True
                break
        if not done:
            visits.end_epoch()
            done = not changed or visits.epoch >= P["maxEpochs"]
    res = {"alpha": alpha}
    if P["kernel"] == "linear":
        res["a"] = (alpha * t) @ Z
        res["loss"] = perceptron_criterion(res["a"], Z, t, P["margin"])
        return res
    # The kernel perceptron: f(x) = Σ_j α_j t_j (1 + K(x_j, x)), the bias Σ α_j t_j
    # in the row, the rest over the support {j : α_j > 0}; its criterion is on the
    # dual margins t_i Σ_j α_j t_j G_ji.
    c = alpha * t
    sv = np.nonzero(alpha > 0)[0]
    m = t * (G @ c)
    res.update(a=np.array([c.sum(), 0.0, 0.0]), sv=sv, coef=c[sv],
               loss=float(np.sum((P["margin"] - m)[m <= P["margin"]])))
    return res
`
