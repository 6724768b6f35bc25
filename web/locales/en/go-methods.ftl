### Hyperplane's words for the methods (package engine's catalog): their names, summaries, help, settings and the values they report, and the bases, in English.
### The mathematics' symbols are the notes'; a course may rename the words around them.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## The families of methods, in the order of the notes.

family-discriminant = Discriminant functions
family-generative = Probabilistic generative models
family-discriminative = Probabilistic discriminative models
family-margin = Maximum margin

## The methods and their settings: method-<id> is the name, -summary, -help
## and -short (the name in a narrow column) its other words, and
## method-<id>-<setting> a setting's label with its -help and choices.
## param-… are settings that several methods share.

method-perceptron-fausett = Perceptron (Fausett, threshold band θ)
method-perceptron-fausett-summary = Fausett's perceptron: output +1, 0 or −1 with an undecided band |y_in| ≤ θ; update a ← a + α t z whenever the output differs from the target.
method-perceptron-fausett-help = The net input is y_in = b + Σ w_i x_i, so the bias b sits first: a = (b, w) and z = (1, x). Targets are bipolar: t = +1 for class 1 and −1 for class 2. The output is 1 when y_in > θ, 0 when −θ ≤ y_in ≤ θ and −1 when y_in < −θ, so two lines bound the band: H⁺: y_in = θ and H⁻: y_in = −θ; points in the band are undecided and count as mistakes. An update happens exactly when the output differs from the target, that is when t·y_in ≤ θ. Training stops after an epoch in which no weight changed (Step 6 of the notes), or at the step limit. With a₀ = 0 the number of updates on separable data is at most (R² + 2θ/α)/γ² (Novikoff's argument with the band as a margin).
method-perceptron-fausett-short = perceptron (Fausett)
method-perceptron-fausett-theta = Threshold θ
method-perceptron-fausett-theta-help = Half-width of the undecided band: output 0 when |y_in| ≤ θ.
method-perceptron-fausett-alpha = Learning rate α
method-perceptron-fausett-alpha-help = The step a ← a + α t z, with 0 < α ≤ 1 as in the notes.
method-fisher = Fisher's linear discriminant
method-fisher-summary = Project onto the direction w ∝ S_W⁻¹(m₁ − m₂) that maximizes J(w) = (m₁ − m₂)² / (s₁² + s₂²), then threshold.
method-fisher-help = S_k = Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ and S_W = S₁ + S₂ are sums, not divided by N; S_B = (m₁ − m₂)(m₁ − m₂)ᵀ, so J(w) = wᵀS_B w / wᵀS_W w as in the notes. w is scaled to unit length and points from class 2 towards class 1; x is assigned to class 1 when wᵀx ≥ t. When S_W is singular a small ridge λI is added and the page says so.
method-fisher-short = Fisher
method-fisher-threshold = Threshold t
method-fisher-threshold-help = Midpoint: halfway between the projected class means. Gaussian: the Bayes threshold for two 1-D Gaussians with a shared (maximum-likelihood) variance and priors N_k/N. Best: the threshold with fewest training errors.
method-fisher-threshold-midpoint = midpoint of projected means
method-fisher-threshold-bayes = Gaussian (Bayes) with priors
method-fisher-threshold-best = fewest training errors
method-fisher-multi = Fisher's discriminant (K classes)
method-fisher-multi-summary = Project onto the K−1 directions that solve S_B w = λ S_W w, then assign x to the class with the nearest projected mean.
method-fisher-multi-help = S_W = Σ_k Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ and S_B = Σ_k N_k (m_k − m)(m_k − m)ᵀ, with m the grand mean, are sums (Bishop §4.1.6). The directions w_i are the generalized eigenvectors of S_B w = λ S_W w with the largest eigenvalues, at most min(K−1, D) of them, normalized so that w_iᵀ S_W w_j = δ_ij: the projected within-class scatter is the identity, and J(W) = Tr{"{"}(W S_W Wᵀ)⁻¹ W S_B Wᵀ{"}"} = Σ λ_i. They are found by a Cholesky factorization S_W = LLᵀ and a symmetric eigendecomposition of L⁻¹ S_B L⁻ᵀ, never by inverting S_W; when S_W is singular a small ridge λI is added and the page says so. Each direction is signed so that class 1's projected mean lies above the grand mean's. x goes to the class whose projected mean μ_k is nearest (Euclidean in the projection, which is whitened), which is linear: h_k(x) = μ_kᵀ W φ(x) − ½‖μ_k‖². With priors, ln(N_k/N)/N is added to h_k: the Bayes rule for Gaussians with the shared maximum-likelihood covariance S_W/N, which is I/N in the projection.
method-fisher-multi-short = Fisher, K classes
method-fisher-multi-rule = Decision
method-fisher-multi-rule-help = Nearest projected class mean, or the Gaussian Bayes rule in the projection with priors N_k/N.
method-fisher-multi-rule-nearest = nearest projected mean
method-fisher-multi-rule-priors = Gaussian with priors N_k/N
value-j = J(W) = Σ λ_i
method-gauss-var-smoothing = var_smoothing
method-gauss-var-smoothing-help = scikit-learn's var_smoothing: ε = var_smoothing · max_j Var(φ_j) is added to every variance (its default 1e-9).
param-cov = Covariance
param-cov-ml = maximum likelihood (÷ N_k)
param-cov-unbiased = unbiased (÷ N_k − 1)
param-varfix = Small variances
param-varfix-help = Floor: a variance below 1e-9 of the largest class variance is raised to it. Additive: scikit-learn's GaussianNB, which adds ε = var_smoothing · max_j Var(φ_j) to every variance (Var over all points, divided by N).
param-varfix-floor = floor at 1e-9 of the largest
param-varfix-additive = add ε (scikit-learn's var_smoothing)
param-estimate = Estimate
param-estimate-help = Maximum likelihood, or MAP with the conjugate prior of the notes (pseudo-counts for the priors, a Gaussian prior for the means and covariances).
param-estimate-ml = maximum likelihood
param-estimate-map = MAP with a prior
param-estimate-pseudo = Prior pseudo-counts N_k0
param-estimate-pseudo-help = MAP: the prior counts added to each class's count.
param-estimate-prior-x = Prior mean μ₀: x
param-estimate-prior-x-help = MAP: the x coordinate of the prior mean of every class.
param-estimate-prior-y = Prior mean μ₀: y
param-estimate-prior-y-help = MAP: the y coordinate of the prior mean of every class.
param-estimate-prior-s = Prior spread s₀
param-estimate-prior-s-help = MAP: Σ₀ = s₀²I, the prior covariance; a small s₀ pulls the estimates towards the prior.
method-ho-kashyap = Ho-Kashyap
method-ho-kashyap-summary = Minimize ‖Za − b‖² over both a and the margins b > 0: raise b where the error is positive, then a = Z†b.
method-ho-kashyap-help = Normalized vectors z = y·(1, x), y = +1 for class 1 and −1 for class 2, form the rows of Z; a = (w₀, w). It starts from b = b₀·1 and a = Z†b. Each step computes the error e = Za − b and its positive part e⁺ = ½(e + |e|), raises b ← b + 2η e⁺ (so b only grows and stays positive) and solves a = Z†b again by QR (SVD when Z is rank-deficient), never by inverting ZᵀZ. It stops as separable when every |e_n| ≤ b_min, since then Za ≥ b − b_min > 0; and as not separable when e ≤ 0 with some e_n < −b_min: because Zᵀe = 0 at the least-squares solution, no a can make every component of Za positive. With 0 < η < 1 it converges on separable data. Stopping threshold: the tolerance b_min (10⁻⁶ by default) on every |e_n|; components of e within 10⁻¹²(1 + max b_n) of 0 count as 0 in the test e ≤ 0. Each point's b_n and e_n show when hovering over it, and the margins view draws e_n at each point: a segment along w from the point to where its margin y·aᵀz would equal b_n (length |e_n|/‖w‖), green where e_n > 0 (b_n grows) and red where e_n < 0.
method-ho-kashyap-short = Ho-Kashyap
method-ho-kashyap-b0 = Initial margin b₀
method-ho-kashyap-b0-help = The starting margin vector b = b₀·1 (b₀ > 0).
method-ho-kashyap-eta = Learning rate η
method-ho-kashyap-eta-help = b ← b + 2η e⁺; 0 < η < 1 for convergence.
method-ho-kashyap-bmin = Tolerance b_min
method-ho-kashyap-bmin-help = Separable when every |e_n| ≤ b_min; not separable when e ≤ 0 has a component below −b_min.
method-ho-kashyap-max-steps = Step limit
method-ho-kashyap-max-steps-help = Training stops after this many steps.
value-emax = max e_n
value-emin = min e_n
value-bmin = min b_n
param-kernel = Kernel
param-kernel-help = The kernel K(x, x') = φ(x)ᵀφ(x') that replaces the inner product. Linear: uᵀv (the weights w are explicit). Polynomial: (γ uᵀv + c₀)^d. Gaussian (RBF): exp(−γ‖u − v‖²), a feature space of infinite dimension. With a kernel other than linear the decision function is f(x) = Σ αₙ yₙ K(xₙ, x) + b and w is never formed (Bishop §6.1, §7.1); the kernel acts on the points (x, y) themselves and takes the place of the basis.
param-kernel-linear = linear
param-kernel-poly = polynomial
param-kernel-rbf = Gaussian (RBF)
param-kernel-gamma = Kernel γ
param-kernel-gamma-help = The scale γ of the polynomial and Gaussian kernels. For the Gaussian, 1/√(2γ) is the width of each point's bump: a large γ makes every point an island of its own.
param-kernel-degree = Kernel degree d
param-kernel-degree-help = The degree d of the polynomial kernel.
param-kernel-coef0 = Kernel c₀
param-kernel-coef0-help = The constant c₀ of the polynomial kernel: with c₀ > 0 all monomials up to degree d take part, with c₀ = 0 only those of degree d.
method-least-squares = Least squares (K classes)
method-least-squares-summary = Fit K linear functions y_k(x) = w̃_kᵀz to one-hot targets by least squares; assign x to the largest.
method-least-squares-help = Targets are 1-of-K: t_n has a 1 in the position of x_n's class. The weights W̃ minimize ‖ZW̃ − T‖², with z = (1, x) in the rows of Z; they are found by a QR factorization of Z (or its SVD when Z is rank-deficient, giving the minimum-norm solution), never by inverting ZᵀZ. Least squares is sensitive to outliers: points far on the correct side still pull the boundary.
method-least-squares-short = least squares
param-bvec = Margin vector b
param-bvec-help = All ones: b_n = 1 for every point. Fisher coding: b_n = n/n₁ for the points of class 1 and n/n₂ for those of class 2, which makes the solution Fisher's direction with the threshold w₀ = −mᵀw at the grand mean m (notes 002).
param-bvec-ones = b = 1 (all ones)
param-bvec-fisher = b_n = n/n_k (Fisher)
method-lms-schedule = Rate schedule
method-lms-schedule-help = η₁/k: η_k = η₁/k where k counts the corrections so far (notes 002 and Duda, Hart and Stork); with it a converges to the least-squares solution, slowly when η₁ is small. η₁/epoch: the rate stays η₁/e during epoch e. Constant: η_k = η₁, with which a keeps wandering around the least-squares solution.
method-lms-schedule-inverse = η₁ / k
method-lms-schedule-epoch = η₁ / epoch
method-lms-schedule-constant = constant η₁
method-lms = Widrow-Hoff (LMS)
method-lms-summary = Sequential gradient descent on J_s(a) = ‖Za − b‖²: visit the points and move a by η_k (b_k − aᵀz_k) z_k.
method-lms-help = Normalized vectors z = y·(1, x), y = +1 for class 1 and −1 for class 2, form the rows of Z; a = (w₀, w). Each visit makes the correction a ← a + η_k (b_k − aᵀz_k) z_k, even for points already on the right side, so the rule minimizes the squared error J_s(a) = ‖Za − b‖² and tends to the least-squares solution Z†b rather than to a separating hyperplane. The page shows the distance ‖a − Z†b‖, with Z†b solved once by QR (or SVD when Z is rank-deficient). Keep η₁‖z‖² below 2 or the first corrections overshoot. It stops after an epoch in which every correction |η_k (b_k − aᵀz_k) z_k| was shorter than θ (the notes' test, required of a whole pass), or at the step limit. The batch rule a ← a + η_k Zᵀ(b − Za) takes the whole gradient at once (k counts its steps, each a pass); it stops when ‖η_k Zᵀ(b − Za)‖ < θ.
method-lms-short = Widrow-Hoff
method-lms-rule = Rule
method-lms-rule-help = Single-sample: the Widrow-Hoff rule of the notes, one correction per point visited. Batch: the gradient descent of the notes on the whole criterion, a ← a + η_k Zᵀ(b − Za) (−½η_k∇J_s), one step a pass; it is stable only while η_k λ_max(ZᵀZ) < 2, and λ_max(ZᵀZ) grows with the number of points.
method-lms-rule-single = single-sample (Widrow-Hoff)
method-lms-rule-batch = batch a ← a + ηZᵀ(b − Za)
method-lms-eta = Learning rate η₁
method-lms-eta-help = The first rate η₁ of the schedule.
method-lms-theta = Stopping threshold θ
method-lms-theta-help = Stop after an epoch in which every correction was shorter than θ (batch: after a step ‖η_k Zᵀ(b − Za)‖ shorter than θ).
value-dist = ‖a − Z†b‖
value-jmin = J_s(Z†b)
value-eta = η_k
param-logistic-alpha = Prior precision α
param-logistic-alpha-help = Precision of the Gaussian prior N(a | 0, α⁻¹I) on all the weights, bias included; 0 gives maximum likelihood.
param-logistic-alpha-bayes-help = Precision of the Gaussian prior N(a | 0, α⁻¹I) on all the weights, bias included. It must be positive: the Laplace approximation needs a finite MAP estimate and an invertible H.
param-logistic-method = Method
param-logistic-method-help = Batch gradient: a ← a − (η/N)∇E over all points. Stochastic gradient: visit the points in an order shuffled every epoch (seeded) and move a ← a − η_k[(y_n − t_n)z_n + (α/N)a] per point, or per mini-batch of B points with the mean of their gradients. Newton (IRLS): a ← a − H⁻¹∇E with H = ΦᵀRΦ + αI, R = diag(y_n(1 − y_n)), solved by Cholesky; this is iteratively reweighted least squares (notes 003). The step is halved while it would increase E.
param-logistic-method-gradient = batch gradient descent
param-logistic-method-sgd = stochastic gradient descent
param-logistic-method-newton = Newton (IRLS)
param-logistic-eta = Learning rate η
param-logistic-eta-help = Step size of the gradient methods: a ← a − (η/N)∇E for the batch method, a ← a − η_k ∇E_n per point for the stochastic one. Newton's method takes no rate.
param-logistic-schedule = Rate schedule
param-logistic-schedule-help = Stochastic gradient only. Constant: η_k = η, with which a keeps wandering near the optimum. η/epoch: the rate is η/e during epoch e, so Σ η_k = ∞ and Σ η_k² < ∞ and a settles.
param-logistic-schedule-constant = constant η
param-logistic-schedule-epoch = η / epoch
param-logistic-tol = Tolerance
param-logistic-tol-help = Stop when ‖∇E‖/N falls below this.
param-logistic-max-steps = Step limit (epochs)
param-logistic-max-steps-help = Training stops after this many passes over the data: steps of the batch and Newton methods, epochs of the stochastic one.
param-logistic-batch = Mini-batch size B
param-logistic-batch-help = Stochastic gradient only: each update uses the mean gradient of the next B points of the shuffled order, a ← a − η_k[(1/B)Σ(y_n − t_n)z_n + (α/N)a]; B = 1 is the single-point rule of the notes.
param-logistic-unit = One step is
param-logistic-unit-help = Stochastic gradient only: whether one step of the animation makes one update (one mini-batch) or a whole epoch of updates. Every step also evaluates E and ∇E over all points, for the page and the stopping rule. At N = 100,000 an update step costs under 2 ms and an epoch with B = 1 about 4 ms, since each update waits for the one before; about 5 ms for a sub-problem of three classes (measured). The page's frame spends at most 8 ms training.
param-logistic-unit-update = one update (mini-batch)
param-logistic-unit-epoch = one epoch
param-bias = Prior on the bias w₀
param-bias-penalized = included (the notes)
param-bias-free = excluded (scikit-learn's default)
method-logistic = Logistic regression
method-logistic-summary = Model p(C₁|x) = σ(wᵀx + w₀) and minimize the cross-entropy E(w) = −Σ [t ln y + (1−t) ln(1−y)] by gradient or Newton steps.
method-logistic-short = logistic
method-logistic-bayes = Bayesian logistic regression (Laplace)
method-logistic-bayes-summary = Find the MAP weights under a Gaussian prior, approximate the posterior by q(w) = N(w_MAP, H⁻¹), and predict with p(C₁|x) ≈ σ(κ(σ_a²) μ_a), which grows uncertain away from the data.
method-logistic-bayes-short = Bayesian logistic
value-epoch = epoch
value-t = Newton step length t
method-mse = Minimum squared error (margin vector b)
method-mse-summary = Solve Za = b in the least-squares sense, a = Z†b, for normalized vectors z = y·(1, x) and a fixed margin vector b.
method-mse-help = Normalized vectors z = y·(1, x), y = +1 for class 1 and −1 for class 2, form the rows of Z; a = (w₀, w). a minimizes J_s(a) = ‖Za − b‖² and is found by a QR factorization of Z (or its SVD when Z is rank-deficient, giving the minimum-norm solution), never by inverting ZᵀZ. With b = 1 every point asks for the margin y·aᵀz = 1. With b_n = n/n_k for the points of class k, w is parallel to Fisher's direction S_W⁻¹(m₁ − m₂) and w₀ = −mᵀw, m the grand mean, so x goes to class 1 when wᵀ(x − m) ≥ 0 (notes 002; Duda, Hart and Stork §5.8.2). The solution need not separate separable classes: points far on the right side still pull the line.
method-mse-short = MSE
param-strategy = Multi-class strategy
param-strategy-help = How a two-class method handles K > 2 classes. One-versus-rest trains K classifiers, each separating one class from the others, and leaves regions where no classifier or several claim a point ambiguous. The K-class discriminant uses the same K functions but assigns x to the class whose function is largest, so no region is ambiguous. One-versus-one trains K(K-1)/2 classifiers, one per pair, and takes a majority vote; ties are ambiguous. Each step advances one of the classifiers, in turn.
param-strategy-ovr = one-versus-rest
param-strategy-ovr-argmax = K-class discriminant (argmax)
param-strategy-ovo = one-versus-one
param-eta = Learning rate η
param-eta-help = The step size η₁ of each update a ← a + η_k y z.
param-schedule = Rate schedule
param-schedule-help = Constant: η_k = η₁. Decreasing: η_k = η₁/k, where k counts the updates so far; it satisfies the conditions Σ η_k = ∞ and Σ η_k² / (Σ η_k)² → 0 of the notes.
param-schedule-constant = constant η
param-schedule-inverse = η₁ / k
param-order = Visiting order
param-order-help = Cyclic visits the points in the order they were added, again and again. Random shuffles them at every epoch (seeded, so runs repeat).
param-order-cyclic = cyclic
param-order-random = random (shuffled each epoch)
param-unit = One step is
param-unit-help = Whether one step of the animation visits one point or a whole epoch.
param-unit-point = one point
param-unit-epoch = one epoch
param-max-epochs = Step limit (epochs)
param-max-epochs-help = Training stops after this many passes over the data.
param-seed = Random seed
param-seed-help = Seed of the random visiting order.
method-perceptron = Perceptron (online)
method-perceptron-summary = Rosenblatt's single-sample rule: visit the points one by one and add η y z to a whenever y·aᵀz ≤ b.
method-perceptron-help = Augmented vectors z = (1, x) and a = (w₀, w); targets y = +1 for class 1 and -1 for class 2. A point is a mistake when y·aᵀz ≤ b (b is the margin, 0 by default), so the zero start updates at once. The criterion shown is J(a) = Σ over mistakes of (b − y aᵀz), the perceptron criterion when b = 0. Novikoff's bound uses augmented vectors: with a₀ = 0 and constant η the number of updates is at most (R² + 2b/η)/γ², which is (R/γ)² for b = 0; R = max‖z‖ and γ is the largest margin of a unit vector a in z-space.
method-perceptron-short = perceptron
method-perceptron-margin = Margin b
method-perceptron-margin-help = Update when y·aᵀz ≤ b. A positive b keeps the solution away from the edge of the solution region.
value-gamma = γ (augmented margin)
method-perceptron-batch = Perceptron (batch)
method-perceptron-batch-summary = Gradient descent on the perceptron criterion: add η_k Σ y z over all the misclassified points at once.
method-perceptron-batch-help = Augmented vectors z = (1, x) and a = (w₀, w); y = +1 for class 1 and −1 for class 2. One step is one batch update a ← a + η_k Σ y z, the sum over the points with y·aᵀz ≤ 0 (the notes write < 0; counting y·aᵀz = 0 lets the zero start move). It stops when no point is misclassified, when the update was shorter than θ, |η_k Σ y z| < θ (the notes' rule), or at the step limit. The criterion shown is J(a) = −Σ y aᵀz over the misclassified points. Updates counts the misclassified points summed over the batches; with a₀ = 0 and constant η it is at most n(R/γ)² (Novikoff's argument applied to batches), R = max‖z‖ and γ the augmented margin.
method-perceptron-batch-short = perceptron (batch)
method-perceptron-batch-theta = Stopping threshold θ
method-perceptron-batch-theta-help = Stop when the length of the last update |η_k Σ y z| falls below θ.
method-perceptron-batch-max-steps = Step limit (batch updates)
method-perceptron-batch-max-steps-help = Training stops after this many batch updates.
value-bound = bound on Σ mistakes n(R/γ)²
value-update = |η_k Σ y z|
method-perceptron-dual = Perceptron (dual form)
method-perceptron-dual-summary = The perceptron in dual form: keep a coefficient α_i per point and test y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b with the Gram matrix.
method-perceptron-dual-help = Augmented vectors z = (1, φ(x)) in the feature space of the basis; y = +1 for class 1 and −1 for class 2. The weights are never stored: a = Σ_i α_i y_i z_i, where α_i is the sum of the rates η_k of the updates made at point i (the number of mistakes at i times η for a constant rate). A point is a mistake when y_i Σ_j α_j y_j G_ji ≤ b, with the Gram matrix G_ji = ⟨z_j, z_i⟩ (stored for up to 1024 points, computed as needed beyond). With the same order, rate and margin it makes exactly the updates of the online perceptron, and the field drawn is that of the primal equivalent a. It stops when every point has passed the test since the last update (n visits in a row in the cyclic order, a whole epoch in a shuffled one), or at the step limit. When points are edited, the α of the points that remain are kept. Novikoff's bound as for the online perceptron: at most (R² + 2b/η)/γ² updates with a₀ = 0 and constant η. With a polynomial or Gaussian kernel it is the kernel perceptron (Aizerman et al. 1964; Cristianini and Shawe-Taylor §3.1): ⟨z_j, z_i⟩ becomes 1 + K(x_j, x_i) (the 1 carries the bias), a is never formed, and the field is f(x) = Σ_j α_j y_j (1 + K(x_j, x)); the bound then holds with R and γ measured in the kernel's feature space.
method-perceptron-dual-short = perceptron (dual)
method-perceptron-dual-margin = Margin b
method-perceptron-dual-margin-help = Update when y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b.
value-support = points with α > 0
param-relaxation-eta = Relaxation η
param-relaxation-eta-help = The fraction of the distance to the plane aᵀz = ξ that a correction covers: below 1 under-relaxation, above 1 over-relaxation.
param-relaxation-eta-batch-help = The rate of the batch step a ← a + η Σ (ξ − aᵀz)/‖z‖² z. The corrections of all the points add up, so η must be smaller than for the single-sample rule: the criterion falls at every step when η < 2/L, L the largest eigenvalue of Σ z zᵀ/‖z‖², which is at most n.
param-relaxation-theta = Stopping threshold θ
param-relaxation-theta-help = Stop when the batch update |η Σ (ξ − aᵀz)/‖z‖² z| is shorter than θ.
param-relaxation-xi = Margin ξ
param-relaxation-xi-help = A point needs a correction while aᵀz ≤ ξ; ξ > 0 keeps the solution off the edge of the solution region.
method-relaxation-batch = Relaxation with margin (batch)
method-relaxation-batch-summary = Gradient descent on J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖² over the points with aᵀz ≤ ξ: a ← a + η Σ (ξ − aᵀz)/‖z‖² z.
method-relaxation-batch-short = relaxation (batch)
method-relaxation-batch-max-steps = Step limit (batch updates)
method-relaxation-batch-max-steps-help = Training stops after this many batch updates.
method-relaxation-single = Relaxation with margin (single sample)
method-relaxation-single-summary = Visit the points one by one and, when aᵀz ≤ ξ, move a by η (ξ − aᵀz)/‖z‖² z towards the plane aᵀz = ξ.
method-relaxation-single-short = relaxation (single)
method-softmax = Softmax regression (K classes)
method-softmax-summary = Model p(C_k|x) = exp(a_k)/Σ_j exp(a_j) with a_k = w_kᵀx + w_k0 for all K classes at once, and minimize the cross-entropy −ΣΣ t_nk ln y_nk by gradient or Newton steps.
method-softmax-help = Targets are 1-of-K: t_nk = 1 for the class of x_n. Row k is a_k = w̃_kᵀz with z = (1, φ(x)). E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖², the penalty over all entries, biases included; with the biases excluded (scikit-learn's default) it is ½λ Σ_k ‖w_k‖², and the terms below lose their w_k0 components. The biases are then determined only up to a common constant (adding c to every w_k0 changes no probability), so they are fixed by Σ_k w_k0 = 0, with the term ½(Σ_k w_k0)², which is 0 along the whole run. ∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k (notes 003: ∂E/∂a_k = y_k − t_k), and the Hessian has the K×K blocks H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I (Bishop eq. 4.110), a KM×KM matrix for M weights per row. The softmax is over-parameterised: adding the same vector to every w̃_k changes no probability (notes 003, "Softmax for Two Classes"), so with λ = 0 the Hessian is singular and the optimum is not unique. λ > 0 fixes it: the rows then sum to zero at the optimum, and with two classes w̃₁ − w̃₂ is logistic regression's a with α = λ/2. With λ = 0 Newton's step adds the smallest ridge and the page says so. Gradient step: W ← W − (η/N)∇E. Newton: W ← W − H⁻¹∇E by Cholesky, the step halved while it would increase E. It stops when ‖∇E‖/N < tol or at the step limit; with λ = 0 on data that the rows classify without error the likelihood grows without bound and there is no finite optimum, which the page says. Cost: a gradient step evaluates K − 1 exponentials per point; a Newton step also sums K(K+1)/2 · M(M+1)/2 products per point, about 2.5 ms for K = 2 and 4 ms for K = 3 at N = 100,000 in the plane (measured), growing like K².
method-softmax-short = softmax
method-softmax-method = Method
method-softmax-method-help = Batch gradient descent W ← W − (η/N)∇E, or Newton's method W ← W − H⁻¹∇E with the full KM×KM Hessian.
method-softmax-method-gradient = batch gradient descent
method-softmax-method-newton = Newton
method-softmax-eta = Learning rate η
method-softmax-eta-help = Step size of the gradient method, W ← W − (η/N)∇E.
method-softmax-lambda = Weight decay λ
method-softmax-lambda-help = Penalty ½λ‖W‖² (a Gaussian prior of precision λ on every weight). λ > 0 makes the Hessian definite and the optimum unique and finite.
method-softmax-tol = Tolerance
method-softmax-tol-help = Stop when ‖∇E‖/N falls below this.
method-softmax-max-steps = Step limit
method-softmax-max-steps-help = Training stops after this many steps.
method-svm = Maximum-margin hyperplane (SVM)
method-svm-summary = The separating hyperplane of largest margin, found by sequential minimal optimization (SMO): each step moves the dual coefficients α of one pair of points.
method-svm-help = Targets y = +1 for class 1 and −1 for class 2; h(x) = wᵀφ(x) + w₀ with a = (w₀, w), and the bias w₀ is not part of ‖w‖. The machine works in the feature space of the basis with the linear kernel K(x, x') = φ(x)ᵀφ(x'), so w = Σ αₙ yₙ φ(xₙ) is always known and the boundary is drawn exactly. It maximizes the dual W(α) = Σ αₙ − ½‖w‖² subject to Σ αₙ yₙ = 0 and 0 ≤ αₙ ≤ C (Bishop §7.1, eq. 7.10–7.12 and 7.32–7.34; the hard margin is C = ∞ exactly, with no upper bound). One pair update is SMO (Platt 1998) with the second-order choice of pair of Fan, Chen and Lin (2005): i is the point that violates the optimality (KKT) conditions most, j the partner that raises W(α) most. There is no step size: αᵢ and αⱼ move along Σ αₙ yₙ = 0 to the maximum of W on that line, clipped to [0, C]. The bias is the average of yₙ − wᵀφ(xₙ) over the free support vectors (0 < αₙ < C), which is exact at the optimum, and the midpoint of the feasible interval when there are none (Keerthi et al. 2001). Training stops when the KKT violation m(α) − M(α) is at most the tolerance: then the points with αₙ = 0 have y h(x) ≥ 1 − tol, the support vectors with 0 < αₙ < C lie on h = ±1 within tol, and those with αₙ = C have y h(x) ≤ 1 + tol. Margin 1/‖w‖ is the distance, in feature space, between the boundary and the lines h = ±1. Hard margin on a set that no hyperplane separates: W(α) then grows without bound while ‖w‖ stays bounded. Any α of the run gives two points of the classes' convex hulls at distance 2‖w‖/Σα, so the best margin is at most ‖w‖/Σα; the machine stops as not separable when that bound falls to ε·R (R the radius of the feature vectors about their mean) and the current hyperplane does not separate the classes. With a polynomial or Gaussian kernel K the same SMO runs on the kernel matrix Kᵢⱼ = K(φᵢ, φⱼ) (columns kept in a cache of 32 MB), w is never formed, and the field is f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b over the support vectors; ‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ. Cost: one pair update reads every point four times, O(N·D) for D features; with the linear basis a step of one pair takes under 5 ms at N = 100,000 (about 2 ms measured), and a basis of D features about D/2 times that. A step of p pairs costs p times as much.
method-svm-short = SVM
method-svm-margin = Margin
method-svm-margin-help = Hard: every point must lie on or outside the margin (C = ∞); on a set that no hyperplane separates the machine says so. Soft: points may enter the margin or cross the boundary with slack ξₙ = max(0, 1 − yₙh(xₙ)), at a price C per unit.
method-svm-margin-soft = soft (C)
method-svm-margin-hard = hard (C = ∞)
method-svm-c = Penalty C
method-svm-c-help = Soft margin: the bound on every αₙ, and the price of a unit of slack in ½‖w‖² + C Σ ξₙ. Small C gives a wide margin with many points inside it; large C approaches the hard margin.
method-svm-tol = Tolerance
method-svm-tol-help = Stop when the KKT violation m(α) − M(α) is at most this, in units of the functional margin (the lines h = ±1).
method-svm-eps = Hard-margin give-up ε
method-svm-eps-help = Hard margin only: stop as not separable once the best margin is proven to be at most ε·R and the current hyperplane does not separate the classes. Smaller ε is stricter and takes more steps (about 1/ε).
method-svm-pairs = Pair updates per step
method-svm-pairs-help = How many SMO pair updates one step of the animation performs.
method-svm-max-steps = Step limit
method-svm-max-steps-help = Training stops after this many steps.
value-margin = margin 1/‖w‖ (boundary to h = ±1)
value-set-margin = margin of the set min y h/‖w‖
value-gamma-max = best margin ≤ ‖w‖/Σα
value-c = C
value-primal = primal ½‖w‖² + C Σξ
value-margin-kernel = margin 1/‖w‖ in the kernel's feature space

## Shared words of the help, more settings and values.

method-gauss-common-help = Each class k has a prior π_k and a Gaussian density N(φ | μ_k, Σ_k) of its features; the posterior p(C_k|x) = π_k N(φ|μ_k, Σ_k) / Σ_j π_j N(φ|μ_j, Σ_j) is a softmax of a_k = ln π_k + ln N(φ|μ_k, Σ_k). Maximum likelihood: π_k = N_k/N, μ_k the class mean, Σ_k = (1/N_k) Σ (φ − μ_k)(φ − μ_k)ᵀ (divided by N_k, not N_k − 1); the knob Covariance divides by N_k − 1 instead (pooled: N − K), as the unbiased estimate and scikit-learn's QDA do. MAP, as in the notes: π = (N_k + N_k0)/(N + N_0) with N_k0 pseudo-counts per class, and the precision-weighted combination Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹, Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀ with Σ₀ = s₀²I and μ₀ = φ(prior mean); it is computed in the equivalent form Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML, which also holds when Σ_ML is singular. A singular covariance gets the smallest ridge λI that makes it definite, and the page says so. AIC = ln p(D|θ) − M and BIC = ln p(D|θ) − ½ M ln N, with ln p the log-likelihood of the points and their classes and M the number of free parameters: larger is better.
method-gauss-shared = Gaussian classes, shared covariance
method-gauss-shared-short = shared Σ
method-gauss-shared-summary = Gaussian class densities with one covariance Σ for all classes: the posteriors are a softmax of linear functions, so the boundaries are lines.
method-gauss-shared-help = Σ = Σ_k π_k Σ_k. The discriminants are a_k = w_kᵀx + w_k0 with w_k = Σ⁻¹μ_k and w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (notes), up to a term that all classes share. { method-gauss-common-help }
method-gauss-separate = Gaussian classes, separate covariances
method-gauss-separate-short = own Σₖ
method-gauss-separate-summary = Gaussian class densities each with its own covariance Σ_k: the discriminants are quadratic, so the boundaries are conics.
method-gauss-separate-help = a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k. { method-gauss-common-help }
method-naive-bayes = Gaussian naive Bayes
method-naive-bayes-short = naive Bayes
method-naive-bayes-summary = Gaussian class densities whose features are independent given the class: each Σ_k is diagonal.
method-naive-bayes-help = Σ_k = diag(σ²_k1, …, σ²_kD), each σ² the class's variance of one feature. By default a variance below 1e-9 of the largest class variance is raised to that floor (stated when it acts); scikit-learn's GaussianNB instead adds ε = var_smoothing · max_j Var(φ_j) to every variance, the maximum over the features of the variance of all the points (divided by N). { method-gauss-common-help }
param-cov-help = Maximum likelihood divides each class's scatter S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ by N_k (the notes, Bishop). Unbiased divides by N_k − 1, as numpy's cov and scikit-learn's QDA do; a class of one point then has no estimate (0/0), which the page says, and its scatter 0 is used.
param-cov-pooled-help = Maximum likelihood divides each class's scatter S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ by N_k (the notes, Bishop). Unbiased divides by N_k − 1, as numpy's cov and scikit-learn's QDA do; a class of one point then has no estimate (0/0), which the page says, and its scatter 0 is used. The shared Σ is then the pooled Σ_k S_k/(N − K), S_k the class's scatter matrix, instead of Σ_k (N_k/N) S_k/N_k = Σ_k S_k/N.
method-logistic-common-help = Targets t = 1 for class 1 and t = 0 for class 2; z = (1, φ(x)) and a = (w₀, w), so y = σ(aᵀz). E(a) = −Σ [t ln y + (1−t) ln(1−y)] + ½ α ‖a‖² (the prior term, bias included, only when α > 0), ∇E = Σ (y_n − t_n) z_n + α a and H = ∇∇E = Σ y_n(1 − y_n) z_n z_nᵀ + αI. With the bias excluded from the prior (scikit-learn's default) the prior term is ½ α ‖w‖², and a and I above lose their first component (w₀).
method-logistic-help = { method-logistic-common-help } A batch gradient step is a ← a − (η/N) ∇E, so η does not depend on the number of points; a stochastic step spreads the prior over the points, (α/N) a each. Newton's step solves H δ = ∇E by Cholesky; when H is singular (α = 0 with collinear points) the smallest ridge that makes it factorizable is added and the page says so. Every method stops when ‖∇E‖/N < tol, or at the step limit. On separable data and α = 0 the likelihood grows without bound as ‖w‖ → ∞: there is no finite optimum, and the page says so as soon as the weights separate the classes.
method-logistic-bayes-help = { method-logistic-common-help } Training is MAP logistic regression (α > 0). The Laplace approximation (notes 003; Bishop §4.4, §4.5) is q(a) = N(a | a_MAP, H⁻¹), with H⁻¹ taken from a Cholesky factorization of H at the current weights. The activation a = aᵀz is then Gaussian with mean μ_a = a_MAPᵀz and variance σ_a² = zᵀH⁻¹z, and the predictive probability is approximated by the probit rule p(C₁|x) ≈ σ(κ(σ_a²) μ_a), κ(σ²) = (1 + πσ²/8)^(−1/2) (Bishop eq. 4.153-4.155). The boundary p = ½ is the MAP boundary μ_a = 0; away from the data σ_a² grows and the probabilities fall back towards ½. With more than two classes the combined view uses each sub-problem's MAP rows only.
param-bias-help = Included: the Gaussian prior covers every weight, w₀ too, as in the notes and Bishop. Excluded: the bias is unpenalized, ½{ $precision }‖w‖² leaves w₀ out, as scikit-learn does by default (LogisticRegression with C = 1/{ $precision }); the optimum then does not depend on where the origin is. It matters only when { $precision } > 0.
method-relaxation-common-help = Normalized vectors z = y·(1, x), with y = +1 for class 1 and −1 for class 2, so that a = (w₀, w) separates the classes when aᵀz > 0 for every point. A point needs a correction when aᵀz ≤ ξ, and the criterion is J_r(a) = ½ Σ (aᵀz − ξ)² / ‖z‖² over those points; ‖z‖² ≥ 1 because of the constant 1, so nothing divides by zero. A correction with η = 1 moves a onto the plane aᵀz = ξ of that point, η < 1 (under-relaxation) short of it, η > 1 (over-relaxation) past it; 0 < η < 2 is needed for convergence. It stops when no point has aᵀz ≤ ξ. The corrections may also approach the planes aᵀz = ξ without ever passing them (always so for small η, since the descent then converges to the edge of the region aᵀz ≥ ξ), so it also stops when the corrections have become shorter than θ: the notes' rule |η ∇J_r| < θ for gradient descent. Otherwise it stops at the step limit.
method-relaxation-batch-help = { method-relaxation-common-help } One step is one batch update, summed over all the points that need a correction; it is gradient descent on J_r with step η, which is stable only for η < 2/L (L ≤ n, see η), so its default η is small.
method-relaxation-single-help = { method-relaxation-common-help } One step visits one point, or a whole epoch.
value-bound-novikoff = Novikoff bound (R/γ)²
value-bound-novikoff-margin = Novikoff bound (R² + 2b/η)/γ²
value-fisher-j = J(w)
value-fisher-t = threshold t
value-fisher-m1 = projected mean m₁
value-fisher-m2 = projected mean m₂
value-lambda = λ{ $n }
value-loglik = ln p(D|θ)
value-m = parameters M
value-aic = AIC = ln p(D|θ) − M
value-bic = BIC = ln p(D|θ) − ½M ln N
value-sse = ‖ZW̃ − T‖²
value-grad-norm = ‖∇E‖/N
value-r = R = max‖z‖
value-violations = points with aᵀz ≤ ξ
value-sv = support vectors
value-dual = dual W(α) = Σα − ½‖w‖²
value-kkt = KKT violation m(α) − M(α)
value-slack = total slack Σξ
value-dual-svm-kernel = dual W(α) = Σα − ½ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ
param-schedule-batch-help = Constant: η_k = η₁. Decreasing: η_k = η₁/k, where k counts the batch updates so far; it satisfies the conditions Σ η_k = ∞ and Σ η_k² / (Σ η_k)² → 0 of the notes.
param-relaxation-theta-single-help = Stop after an epoch in which every correction |η (ξ − aᵀz)/‖z‖² z| was shorter than θ.
basis-none = none
basis-none-name = none: φ(x) = (x, y)
basis-poly = poly { $degree }
basis-poly-name = polynomial, degree { $degree }
basis-rbf = RBF { $n }×{ $n }
basis-rbf-name = Gaussian bumps (RBF), { $n } × { $n } over the points
