package export

// The K-class methods: least squares, Fisher's discriminant for K
// classes and the Gaussian generative models.

const leastSquaresCode = `criterion = "sum of squares ½‖ZW̃ − T‖²"
# Least squares with 1-of-K targets: W̃ = argmin ‖ZW̃ − T‖², by np.linalg.lstsq
# (SVD, the minimum-norm solution when Z is rank-deficient), never by inverting ZᵀZ.
# scikit-learn's LinearRegression on one-hot targets gives the same W̃ but
# centres the data first; the plain solve says what the notes say.
T = np.eye(C)[y]
W = np.linalg.lstsq(Z, T, rcond=None)[0]
A = W.T
loss = float(np.sum((Z @ W - T) ** 2)) / 2
combine, pairs, band, Q = "argmax", None, 0.0, None
`

const fisherMultiCode = `criterion = "Fisher criterion J(W) = Σ λ_i (maximized; the loss is −J)"
# Fisher's discriminant for K classes: the D' = min(K−1, D) leading solutions of
# S_B w = λ S_W w (S_W, S_B sums, not divided), normalized wᵀS_W w = 1 through the
# Cholesky factor S_W = LLᵀ (eigenvectors of L⁻¹S_B L⁻ᵀ), each turned so that class
# 1's mean projects above the grand mean. A point goes to the nearest projected
# mean: h_k = μ_kᵀ(Wᵀφ) − ½‖μ_k‖², plus ln(N_k/N)/N with P["rule"] == "priors".
F = Z[:, 1:]
dim = F.shape[1]
means = np.array([F[y == k].mean(axis=0) for k in range(C)])
counts = np.array([np.sum(y == k) for k in range(C)])
grand = F.mean(axis=0)
Sw = sum((F[y == k] - means[k]).T @ (F[y == k] - means[k]) for k in range(C))
Sb = sum(counts[k] * np.outer(means[k] - grand, means[k] - grand) for k in range(C))
L = np.linalg.cholesky(Sw)
M = np.linalg.solve(L, np.linalg.solve(L, Sb).T)
vals, vecs = np.linalg.eigh((M + M.T) / 2)
nd = min(C - 1, dim)
lam = np.maximum(vals[::-1][:nd], 0)
Wd = np.linalg.solve(L.T, vecs[:, ::-1][:, :nd])  # columns w_i
for i in range(nd):
    if Wd[:, i] @ means[0] < Wd[:, i] @ grand:
        Wd[:, i] = -Wd[:, i]
mu = means @ Wd  # projected class means, K × D'
A = np.zeros((C, dim + 1))
A[:, 1:] = mu @ Wd.T
A[:, 0] = -0.5 * np.sum(mu * mu, axis=1)
if P["rule"] == "priors":
    A[:, 0] += np.log(counts / len(y)) / len(y)
loss = -float(lam.sum())
print("Fisher: λ =", [repr(float(v)) for v in lam])
combine, pairs, band, Q = "argmax", None, 0.0, None
`

const gaussCode = `criterion = "negative log-likelihood −ln p(D|θ)"
# Gaussian class densities N(φ | μ_k, Σ_k) with priors π_k, and the discriminants
# a_k(x) = ln π_k + ln N(φ | μ_k, Σ_k) (Bishop §4.2): the constant and linear part
# in the rows, the quadratic part −½φᵀΣ_k⁻¹φ in Q (left out for a shared Σ, where
# it is the same for every class). Covariances divide by N_k (maximum likelihood)
# or N_k − 1 (unbiased); a shared one is Σ_k π_k Σ_k.
LN2PI = 1.8378770664093453
F = Z[:, 1:]
n, dim = F.shape
counts = np.array([np.sum(y == k) for k in range(C)], dtype=float)
means = np.array([F[y == k].mean(axis=0) for k in range(C)])
scat = [(F[y == k] - means[k]).T @ (F[y == k] - means[k]) for k in range(C)]
div = counts.copy()
if P["cov"] == "unbiased":
    div = counts * (n - C) / n if KIND == "shared" else np.maximum(counts - 1, 1)
covs = [scat[k] / div[k] for k in range(C)]
est = P.get("estimate", "ml")
pseudo = P["pseudo"] if est == "map" else 0.0
priors = (counts + pseudo) / (n + C * pseudo)
if est == "map":
    # MAP with the prior N(μ0, s0²I): Σ_MAP = Σ0(Σ_ML + Σ0)⁻¹Σ_ML,
    # μ_MAP = Σ0(Σ_ML + Σ0)⁻¹μ_ML + Σ_ML(Σ_ML + Σ0)⁻¹μ0.
    v0 = P["priorS"] ** 2
    mu0 = phi(np.array([[P["priorX"], P["priorY"]]]))[0]
    for k in range(C):
        S = covs[k] + v0 * np.eye(dim)
        Xk = np.linalg.solve(S, covs[k])
        means[k] = v0 * np.linalg.solve(S, means[k]) + covs[k] @ np.linalg.solve(S, mu0)
        covs[k] = v0 * 0.5 * (Xk + Xk.T)
if KIND == "naive":
    covs = [np.diag(np.diag(c)) for c in covs]
    if P["varfix"] == "additive":
        eps = P["varSmoothing"] * np.max(F.var(axis=0))  # scikit-learn's var_smoothing
        covs = [c + eps * np.eye(dim) for c in covs]
    else:
        floor = max(1e-9 * max(np.max(np.diag(c)) for c in covs), 1e-12)
        covs = [np.diag(np.maximum(np.diag(c), floor)) for c in covs]
if KIND == "shared":
    shared = sum(priors[k] * covs[k] for k in range(C))
    covs = [shared] * C
rows, quads, loglik = [], [], 0.0
for k in range(C):
    Pk = np.linalg.inv(covs[k])
    logdet = np.linalg.slogdet(covs[k])[1]
    v = Pk @ means[k]
    rows.append(np.concatenate([[np.log(priors[k]) - 0.5 * means[k] @ v - 0.5 * logdet - 0.5 * dim * LN2PI], v]))
    q = np.zeros((dim + 1, dim + 1))
    q[1:, 1:] = -0.5 * Pk
    quads.append(q)
    dev = F[y == k] - means[k]
    loglik += np.sum(np.log(priors[k]) - 0.5 * logdet - 0.5 * dim * LN2PI - 0.5 * np.sum(dev @ Pk * dev, axis=1))
A = np.array(rows)
Q = None if KIND == "shared" else np.array(quads)
loss = -float(loglik)
combine, pairs, band = "argmax", None, 0.0
`

const gaussCheck = `# scikit-learn's counterparts agree where their conventions are the page's: they
# give the same posteriors p(C_k|x), here compared as log-probabilities on the
# training points. LinearDiscriminantAnalysis pools the ML covariances with the
# class frequencies (shared Σ, ML, no MAP); QuadraticDiscriminantAnalysis divides
# by N_k − 1 (separate Σ, unbiased); GaussianNB adds var_smoothing × the largest
# variance (naive Bayes, "additive", ML). Other settings have no counterpart.
def log_posterior(Zs):
    H = scores(Zs)
    return H - np.logaddexp.reduce(H, axis=1, keepdims=True)
sk = None
if KIND == "shared" and P["cov"] == "ml" and P["estimate"] == "ml":
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
    sk = LinearDiscriminantAnalysis(solver="lsqr").fit(Z[:, 1:], y)
elif KIND == "separate" and P["cov"] == "unbiased" and P["estimate"] == "ml" and min(counts) > dim:
    from sklearn.discriminant_analysis import QuadraticDiscriminantAnalysis
    sk = QuadraticDiscriminantAnalysis(reg_param=0.0).fit(Z[:, 1:], y)
elif KIND == "naive" and P["varfix"] == "additive" and P["cov"] == "ml":
    from sklearn.naive_bayes import GaussianNB
    sk = GaussianNB(var_smoothing=P["varSmoothing"]).fit(Z[:, 1:], y)
if sk is not None:
    d = np.max(np.abs(sk.predict_log_proba(Z[:, 1:]) - log_posterior(Z)))
    print("scikit-learn", type(sk).__name__ + ": max |Δ ln p(C_k|x)| =", repr(float(d)))
`
