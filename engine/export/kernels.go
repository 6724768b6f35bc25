package export

// The kernel machines: the SVM with a polynomial or Gaussian kernel,
// fitted by scikit-learn's SVC with the same kernel (its poly kernel is
// (γ⟨x, x'⟩ + coef0)^degree and its rbf kernel exp(−γ‖x − x'‖²), the
// page's engine/kernel.go exactly), and the kernel perceptron in NumPy,
// following the page's update order (engine/perceptron_dual.go). In both
// the kernel acts on the points (x, y) and takes the place of the basis,
// as in the page: the script's basis is then the linear one, and z =
// (1, x, y).

// kernelTools is the kernel of the scene's machine.
const kernelTools = `KERNEL = P["kernel"]

def kernel(U, V):
    """K(u, v) for every row u of U and v of V, with the page's arithmetic
    (engine/kernel.go): uᵀv as u₁v₁ + u₂v₂, the polynomial (γ uᵀv + c₀)^d by d
    multiplications, the Gaussian exp(−γ‖u − v‖²)."""
    dot = U[:, None, 0] * V[None, :, 0] + U[:, None, 1] * V[None, :, 1]
    if KERNEL == "poly":
        base, R = P["gamma"] * dot + P["coef0"], np.ones_like(dot)
        for _ in range(P["degree"]):
            R = R * base
        return R
    if KERNEL == "rbf":
        dx, dy = U[:, None, 0] - V[None, :, 0], U[:, None, 1] - V[None, :, 1]
        return np.exp(-P["gamma"] * (dx * dx + dy * dy))
    return dot
`

// kernelSVMCode fits each two-class problem with SVC and writes its
// decision function out from the dual coefficients.
const kernelSVMCode = `criterion = "SMO objective f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α) (minimized)"
from sklearn.svm import SVC
` + svcBound + `
svc_gap = 0.0  # the largest |f − SVC.decision_function| over the sub-problems' points
dual_note = ("SVC and the page's SMO stop at the KKT gap m(α) − M(α) <= tol = %g along their own paths, so α, "
             "the bias and f agree with the page's to about tol (to 1e-6 of the largest at tol 1e-9); the support "
             "is the same where no α is within tol of 0" % P["tol"])

def fit_binary(Z, t):
    """The kernel SVM: max W(α) = Σα − ½ΣΣ αᵢαⱼtᵢtⱼK(xᵢ, xⱼ) with Σ αₙtₙ = 0 and
    0 <= α <= C (the hard margin as C = 1e10, which no α of a separable set
    reaches), solved by scikit-learn's SVC (libsvm's SMO, as the page's) with the
    page's kernel on the points (x, y). Both stop when the KKT gap m(α) − M(α) <=
    tol, each along its own path: α, b and f agree to about tol (the page and this
    script agree to 1e-6 at tol 1e-9; at the page's default 1e-3 only to ~1e-3).
    The labels are 1 for the page's positive class, so that SVC's f > 0 is class 1
    of the page (its classes_[1])."""
    global svc_gap
    U = Z[:, 1:]  # the points (x, y): z = (1, x, y) with the linear basis
    c = 1e10 if P["margin"] == "hard" else P["C"]
    sk = SVC(kernel=KERNEL, gamma=P["gamma"], degree=P["degree"], coef0=P["coef0"], C=c,
             tol=P["tol"], max_iter=svc_iterations(), shrinking=False)
    sk.fit(U, (t > 0).astype(int))
    hard_margin_note(sk)
    alpha = np.zeros(len(U))
    alpha[sk.support_] = np.abs(sk.dual_coef_[0])
    sv = np.nonzero(alpha > 0)[0]  # the support vectors, in the points' order
    coef = alpha[sv] * t[sv]       # αₙtₙ: SVC's dual_coef_, with the page's signs
    b = float(sk.intercept_[0])
    # The decision function written out: f(x) = Σₙ αₙtₙ K(xₙ, x) + b.
    f = kernel(U, U[sv]) @ coef + b
    svc_gap = max(svc_gap, float(np.max(np.abs(f - sk.decision_function(U)))))
    Ks = kernel(U[sv], U[sv])
    return {"a": np.array([b, 0.0, 0.0]), "loss": float(0.5 * coef @ Ks @ coef - alpha.sum()),
            "alpha": alpha, "sv": sv, "coef": coef}
`

// svcBound bounds SVC's work with the hard margin: on points that no
// boundary separates (in the kernel's feature space) its multipliers grow
// without end at C = 1e10, where the page stops and says so.
const svcBound = `def svc_iterations():
    """No bound for the soft margin; 10⁷ iterations for the hard one (C = 1e10),
    far more than a separable scene of the page's size needs."""
    return -1 if P["margin"] == "soft" else 10_000_000

def hard_margin_note(sk):
    if sk.n_iter_[0] >= svc_iterations() > 0:
        print("note: SVC stopped after 10⁷ iterations with the hard margin: no boundary separates these "
              "points (the page stops as not separable); use the soft margin")
`

// kernelSVMCheck says how far the decision function written out is from
// SVC's own.
const kernelSVMCheck = `# f(x) = Σ αₙtₙ K(xₙ, x) + b above, from SVC's dual coefficients, against SVC's own
# decision_function at the training points: they differ by rounding only.
print("scikit-learn SVC decision_function: max |Δf| =", repr(svc_gap))
`

// kernelFields are the writers of the machines that take a kernel; the
// dual perceptron's loop (dualPerceptronCode) takes its Gram matrix from
// gram, which the kernel replaces.
const linearGram = `def gram(Z):
    """⟨z_i, z_j⟩ of the augmented vectors."""
    return Z @ Z.T
`

const kernelGram = `def gram(Z):
    """1 + K(x_i, x_j): the inner product in the kernel's feature space, with the
    constant 1 that carries the bias (engine/perceptron_kernel.go)."""
    U = Z[:, 1:]
    return 1 + kernel(U, U)
`
