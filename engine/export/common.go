package export

// binaryTools are what the two-class methods share: the page's targets
// t = +1 for the positive class (class 0, shown as class 1) and −1 for the
// other, the normalized vectors z' = t z, and the criteria.
const binaryTools = `def normalized(Z, t):
    """z'_n = t_n z_n: a point is on its own side when aᵀz' > 0."""
    return t[:, None] * Z

def perceptron_criterion(a, Z, t, b=0.0):
    """J(a) = Σ over the points with t aᵀz <= b of (b - t aᵀz)."""
    m = t * (Z @ a)
    return float(np.sum((b - m)[m <= b]))

def margin_vector(t, choice):
    """b = 1, or Fisher's b_n = n/n_k (notes 002)."""
    if choice == "fisher":
        n1, n2 = np.sum(t > 0), np.sum(t < 0)
        return np.where(t > 0, len(t) / n1, len(t) / n2)
    return np.ones(len(t))
`

// pcgCode is the page's generator and shuffle (engine/shuffle.go), so that
// a random visiting order is the page's.
const pcgCode = `M64 = (1 << 64) - 1
PCG_MUL = (2549297995355413924 << 64) | 4865540595714422341
PCG_INC = (6364136223846793005 << 64) | 1442695040888963407

class Visits:
    """The points in the order they were added, or shuffled at every epoch
    by PCG-DXSM seeded with (seed, seed ^ 0x9e3779b97f4a7c15)."""
    def __init__(self, n, shuffled, seed):
        self.order, self.shuffled = list(range(n)), shuffled
        s = int(seed) & M64
        self.state = (s << 64) | (s ^ 0x9e3779b97f4a7c15)
        self.epoch = 0
        if shuffled:
            self.shuffle()

    def next64(self):
        self.state = (self.state * PCG_MUL + PCG_INC) & ((1 << 128) - 1)
        hi, lo = self.state >> 64, self.state & M64
        x = hi ^ (hi >> 32)
        x = (x * 0xda942042e4dd58b5) & M64
        x ^= x >> 48
        return (x * (lo | 1)) & M64

    def below(self, n):
        """A uniform index in [0, n), by Lemire's method as Go draws it."""
        x = self.next64()
        if n & (n - 1) == 0:
            return x & (n - 1)
        p = x * n
        if (p & M64) < n:
            thresh = ((1 << 64) - n) % n
            while (p & M64) < thresh:
                p = self.next64() * n
        return p >> 64

    def shuffle(self):
        o = self.order
        for i in range(len(o) - 1, 0, -1):
            j = self.below(i + 1)
            o[i], o[j] = o[j], o[i]

    def end_epoch(self):
        self.epoch += 1
        if self.shuffled:
            self.shuffle()
`

// strategyCode runs fit_binary on two classes, or on the sub-problems of
// the strategy (engine/multiclass.go): the rows are stacked, the losses
// summed.
const strategyCode = `COV = None  # the Laplace posterior covariance of a two-class Bayesian logistic fit
if C == 2:
    res = fit_binary(Z, np.where(y == 0, 1.0, -1.0))
    A, combine, pairs = res["a"][None, :], "sign", None
    band, loss, COV = res.get("band", 0.0), res["loss"], res.get("cov")
    parts = [(np.arange(len(y)), res)]
else:
    strategy = P["strategy"]
    if strategy == "ovo":
        pairs = [(i, j) for i in range(C) for j in range(i + 1, C)]
    else:
        pairs = [(k, -1) for k in range(C)]
    rows, loss, parts = [], 0.0, []
    for pos, neg in pairs:
        keep = (y == pos) | (y == neg) if neg >= 0 else np.ones(len(y), dtype=bool)
        res = fit_binary(Z[keep], np.where(y[keep] == pos, 1.0, -1.0))
        rows.append(res["a"])
        loss += res["loss"]
        parts.append((np.nonzero(keep)[0], res))
    A, band = np.array(rows), 0.0
    combine = {"ovr": "ovr", "ovr-argmax": "argmax", "ovo": "ovo"}[strategy]
    criterion += ", summed over the sub-problems"
Q = None
if "alpha" in res:
    # The dual coefficients α at the training points, summed over the
    # sub-problems as the page shows them, and the support: the points with
    # α > 0 in some sub-problem.
    ALPHA = np.zeros(len(y))
    for idx, r in parts:
        ALPHA[idx] += r["alpha"]
    SUPPORT = sorted(set(int(idx[j]) for idx, r in parts for j in np.nonzero(r["alpha"] > 0)[0]))
if "coef" in res:
    # A kernel machine's field: row r adds Σₙ COEF[r][n] K(SV[n], x), over the
    # support vectors of all rows, each row's coefficients on its own (0 elsewhere).
    SV = np.concatenate([Xtr[idx][r["sv"]] for idx, r in parts]).reshape(-1, 2)
    COEF = np.zeros((len(parts), len(SV)))
    off = 0
    for k, (idx, r) in enumerate(parts):
        COEF[k, off:off + len(r["sv"])] = r["coef"]
        off += len(r["sv"])
    EXPANSION = (SV, COEF)
`

// reportCode decides the training points as the page's Field does
// (engine/evaluator.go) and prints the numbers.
const reportCode = `def scores(Zs):
    """h_r(x) = a_rᵀz (+ zᵀQ_r z for a quadratic field), one column per row."""
    H = Zs @ A.T
    if Q is not None:
        H = H + np.einsum("ni,rij,nj->nr", Zs, Q, Zs)
    if NETWORK is not None:
        H = np.array(H, dtype=float) + net_rows(Zs)
    if EXPANSION is not None:
        SV, COEF = EXPANSION  # the kernel acts on (x, y) = z[1:], with the linear basis
        H = np.array(H, dtype=float)
        for s in range(0, len(Zs), 4096):  # in blocks: a grid of pixels never holds all K(x, x_n) at once
            H[s:s + 4096] += kernel(Zs[s:s + 4096, 1:], SV) @ COEF.T
    return H

def decide(H):
    """The class of each point as the page decides it, -1 where undecided."""
    if combine == "sign":
        c = np.where(H[:, 0] >= 0, 0, 1)
        if band > 0:
            c[np.abs(H[:, 0]) <= band] = -1
        return c
    if combine == "argmax":
        return np.argmax(H, axis=1)  # the first of equal maxima, as the page
    if combine == "ovr":
        pos = H > 0
        return np.where(pos.sum(axis=1) == 1, np.argmax(pos, axis=1), -1)
    votes = np.zeros((len(H), C), dtype=int)
    for r, (i, j) in enumerate(pairs):
        votes[np.arange(len(H)), np.where(H[:, r] >= 0, i, j)] += 1
    best = np.argmax(votes, axis=1)
    tie = (votes == votes.max(axis=1, keepdims=True)).sum(axis=1) > 1
    return np.where(tie, -1, best)

pred = decide(scores(Z))
accuracy = float(np.mean(pred == y))
np.set_printoptions(precision=6, suppress=True)
print("weights, one row a = (w0, w) per discriminant, for the classes", [int(k) + 1 for k in names])
for r, row in enumerate(A):
    print("row %d:" % r, " ".join(repr(float(v)) for v in row))
if Q is not None:
    for r, q in enumerate(Q):
        print("quad %d:" % r, " ".join(repr(float(v)) for v in np.ravel(q)))
if NETWORK is not None:
    print("the network: hidden unit j's (b_j, w_j), then each output unit's (v_0, v_1, ..., v_H)")
    for j, w in enumerate([] if NETWORK[0] is None else NETWORK[0]):
        print("hidden %d:" % j, " ".join(repr(float(v)) for v in w))
    for r, v in enumerate(NETWORK[1]):
        print("output %d:" % r, " ".join(repr(float(v)) for v in v))
print("accuracy:", repr(accuracy), "(%d of %d training points)" % (int(np.sum(pred == y)), len(y)))
print("loss:", repr(float(loss)), "#", criterion)
if ALPHA is not None:
    print("dual coefficients α at the training points, summed over the sub-problems, and the support {n : α_n > 0};")
    print("against the page:", dual_note)
    print("alpha:", " ".join(repr(float(v)) for v in ALPHA))
    print("support:", " ".join(str(n) for n in SUPPORT))
if EXPANSION is not None:
    print("the decision function h_r(x) = Σ_n COEF[r][n] K(x_n, x) + b_r at the training points, one line per row:")
    for r, col in enumerate(scores(Z).T):
        print("f %d:" % r, " ".join(repr(float(v)) for v in col))
if test.any():
    Zt = augment(X[test])
    pt = decide(scores(Zt))
    named = np.where(pt >= 0, names[np.maximum(pt, 0)], -1)
    print("test accuracy:", repr(float(np.mean(named == labels[test]))), "(%d held-out points)" % int(test.sum()))
`
