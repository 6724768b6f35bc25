### Hyperplane's words from the models (package engine): their errors, why training stopped, notes and criteria, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## A method's settings.

# $param is the setting's name (go-methods.ftl), $why what is wrong with its value.
engine-param-refused = { $param }: { $why }
# $key is the name given, in quotes; $known the names of the settings (as a script writes them).
engine-no-param-none = no parameter { $key }; there are none
engine-no-param = no parameter { $key }; the parameters are { $known }
# $method is the method's id, as a script writes it.
engine-method-no-param-none = { $method } has no parameter { $key }; it has no parameters
engine-method-no-param = { $method } has no parameter { $key }; its parameters are { $known }
# $value is the value given, as a script wrote it.
engine-value-not-number = { $value } is not a number
engine-value-not-finite = { $value } is not a finite number
engine-value-not-whole = { $value } is not a whole number
engine-value-outside = { $value } is outside { $min }..{ $max }
engine-value-not-choice = { $value } is not one of the choices
engine-value-not-bool = { $value } is not true or false

## The data a method is given.

engine-classes-count = the number of classes must be between 1 and { $max }, not { $n }
# $n and $max are in digits.
engine-too-many-points = { $n } points is more than the limit of { $max }
engine-point-class = point { $point } has class { $class }, outside 1..{ $max }
# $why is what is wrong with the point.
engine-point-problem = point { $point }: { $why }
# $value and $max are numbers as a script writes them (2e+06).
engine-coord-not-finite = coordinate { $value } is not a finite number
engine-coord-too-large = coordinate { $value } is larger than the limit of { $max }
# $id is the id given, in quotes.
engine-unknown-method = unknown algorithm { $id }
engine-two-classes = add points of at least two classes to train

## Why training stopped, the notes and the criterion of each method. The
## mathematics' symbols are the notes'.

engine-fausett-converged = no { -weight } changed in epoch { $epoch }: converged after { $updates } updates
engine-fausett-overflow = the { -weights } overflowed; the last update was undone
engine-fausett-step-limit = { -weights } still changed in epoch { $epoch }; the classes may not be separable with a band of θ = { $theta }
engine-criterion-fausett = J(a) = Σ over updating points of (θ − t·y_in)
engine-fisher-ridge = S_W is singular; solved (S_W + λI) w = m₁ − m₂ with λ = { $lambda }
engine-fisher-closed-form = closed form: w = S_W⁻¹(m₁ − m₂)
engine-criterion-fisher = Fisher criterion J(w), maximized
engine-fisher-zero = Fisher's direction is zero
engine-fisher-two-classes = Fisher's discriminant needs points of both classes
engine-fisher-means-coincide = the two class means coincide, so S_W⁻¹(m₁ − m₂) = 0 and Fisher's direction is undefined
engine-class-no-points = class { $class } has no points
engine-eigen-no-convergence = the symmetric eigendecomposition did not converge
engine-fisher-multi-means-coincide = the class means coincide, so S_B = 0 and Fisher's directions are undefined
engine-fisher-multi-ridge = S_W is singular; factorized S_W + λI with λ = { $lambda }
engine-criterion-fisher-multi = Fisher criterion J(W) = Σ λ_i (maximized)
engine-fisher-multi-closed-form = closed form: generalized eigenvectors of S_B w = λ S_W w
engine-sw-problem = S_W: { $why }
engine-criterion-generative = negative log-likelihood −ln p(D|θ)
engine-generative-closed-form = closed form: class means, covariances and priors
engine-no-points = there are no points
engine-generative-evidence = ln p(D) with Σₖ plugged in at its estimate, not integrated; μₖ ~ N(μ₀ = φ({ $x }, { $y }), { $s }²I) and π ~ Dirichlet({ $pseudo }, …) integrated out
engine-no-evidence = no evidence: { $why }
engine-pooled-undefined = N = K: the pooled unbiased covariance S_W/(N − K) is undefined (0/0); S_W = 0 was used
# $classes are the numbers of the classes, "1, 3".
engine-one-point-class = class { $classes } has one point: its unbiased covariance S_k/(N_k − 1) is undefined (0/0); S_k = 0 was used
engine-class-problem = class { $class }: { $why }
engine-sigma-of-class = Σ of class { $class }
engine-sigma-shared = the shared Σ
engine-sigma-singular = { $sigma } is singular: added { $ridge }·I
engine-covariance-not-inverted = class { $class }: the covariance could not be inverted
engine-fit-not-finite = the fitted model is not finite: { $why }
engine-map-not-definite = class { $class }: Σ_ML + Σ₀ is not positive definite
# $cond is the condition number as a script writes it (1.2345e+16).
engine-map-singular = class { $class }: matrix singular or near-singular with condition number { $cond }
engine-map-estimates = MAP estimates with Σ₀ = { $s }²·I and μ₀ = ({ $x }, { $y })
engine-variances-raised = { $n ->
    [one] { $n } variance was raised to the floor { $floor }
   *[other] { $n } variances were raised to the floor { $floor }
}
engine-var-smoothing = ε = { $eps } (var_smoothing { $smoothing } × max variance { $top }) added to every variance
engine-evidence-mean = the evidence of a mean needs points and a prior variance > 0
engine-evidence-not-definite = Σ/N + Σ₀ is not positive definite
engine-solution-not-finite = the solution is not finite
engine-matrix-not-finite = the matrix to factorize is not finite
engine-matrix-no-ridge = the matrix could not be factorized even with a ridge
engine-ls-ill-conditioned = the design matrix is ill-conditioned: solution by SVD
engine-ls-rank-deficient = the design matrix has rank { $rank } < { $cols } (collinear or repeated points): minimum-norm solution by SVD
engine-ls-fewer-points = fewer points ({ $rows }) than { -weights } ({ $cols }): minimum-norm solution by SVD
engine-ls-not-finite = the least-squares solution is not finite
engine-ls-no-convergence = the singular value decomposition did not converge
engine-ls-zero = the design matrix is zero
engine-ho-kashyap-cannot-solve = Ho-Kashyap cannot solve a = Z†b: { $why }
engine-ho-kashyap-problem = Ho-Kashyap: { $why }
engine-ho-kashyap-separable = separable: every |e_n| ≤ { $bmin }, so Za ≥ b − b_min > 0
engine-ho-kashyap-not-separable = not separable: e = Za − b ≤ 0 with min e_n = { $emin } < 0, while Zᵀe = 0, so no a makes every y·aᵀz positive
engine-ho-kashyap-overflow = the margins overflowed
engine-ho-kashyap-step-limit = stopped after { $steps } steps with max e_n = { $emax }
engine-criterion-ho-kashyap = squared error J_s(a, b) = ‖Za − b‖²
engine-criterion-least-squares = sum of squares ½‖ZW̃ − T‖²
engine-least-squares-closed-form = closed form: W̃ = Z†T by QR
engine-ls-solution-problem = the least-squares solution Z†b: { $why }
# $note is what the factorization of Z said.
engine-lms-note = Z†b: { $note }
engine-lms-diverging-single = diverging: ‖a‖ grew past 10⁶ times ‖Z†b‖, so the last correction was undone; lower η₁ so that η₁‖z‖² < 2
engine-lms-converged-single = every correction of epoch { $epoch } was shorter than θ = { $theta }
engine-stopped-epochs = stopped after { $n } epochs
engine-stopped-steps = stopped after { $n } steps
engine-lms-diverging-batch = diverging: ‖a‖ grew past 10⁶ times ‖Z†b‖, so the last step was undone; lower η₁ so that η₁λ_max(ZᵀZ) < 2
engine-lms-converged-batch = the step ‖η_k Zᵀ(b − Za)‖ = { $step } was shorter than θ = { $theta }
engine-criterion-squared-error = squared error J_s(a) = ‖Za − b‖²
engine-mse-means-coincide = the class means coincide, so Fisher's direction S_W⁻¹(m₁ − m₂) is 0 and a = Z†b = 0: the boundary is undefined
engine-mse-closed-form = closed form: a = Z†b by QR
engine-gradient-converged = ‖∇E‖/N < { $tol }
# $hessian is "symbol" where the method writes H, "word" where it says "the Hessian".
engine-newton-unfactorizable = { $hessian ->
    [symbol] H could not be factorized even with a ridge, so Newton's method cannot go on
   *[word] the Hessian could not be factorized even with a ridge, so Newton's method cannot go on
}
engine-newton-not-finite = Newton's step H⁻¹∇E is not finite
engine-newton-rounding = E no longer decreases along Newton's direction (rounding): ‖∇E‖/N = { $grad }
engine-laplace-unfactorizable = H could not be factorized: the predictive variance is shown as 0
engine-laplace-ridge = H is ill-conditioned; H + λI with λ = { $lambda } was inverted for the Laplace covariance
engine-logistic-newton-ridge = H = ΦᵀRΦ + αI is singular (collinear points, or α = 0 with saturated points); Newton's step solved (H + λI)δ = ∇E with λ = { $lambda }
engine-logistic-bayes-alpha = Bayesian logistic regression needs a prior precision α > 0
engine-weights-overflow = the { -weights } overflowed, so the last step was undone: lower the learning rate η
engine-logistic-no-optimum = the { -weights } separate the classes, so E(w) keeps falling as ‖w‖ grows: maximum likelihood has no finite optimum on separable data. Add a prior (α > 0) for a finite answer.
engine-stopped-passes = stopped after { $n } passes over the data
engine-criterion-cross-entropy = cross-entropy E(w)
engine-laplace-alpha = the Laplace evidence needs a prior precision α > 0
engine-evidence-points = the evidence needs points
engine-laplace-hessian = the Hessian at a_MAP could not be factorized
engine-evidence-weight = the evidence needs at least one { -weight }
engine-evidence-rows = the rows z have different lengths
engine-evidence-row-finite = a row z is not finite
engine-evidence-targets = the targets t must be 1 or 0
engine-softmax-no-optimum = the rows classify every point with a { -margin }, so E(W) keeps falling as ‖W‖ grows: maximum likelihood has no finite optimum on separable data. Add weight decay (λ > 0) for a finite answer.
engine-softmax-newton-ridge = the softmax is over-parameterised, so with λ = 0 (or saturated points) the Hessian is singular; Newton's step solved (H + λ'I)δ = ∇E with λ' = { $lambda }
engine-criterion-softmax = cross-entropy E(W) = −ΣΣ t ln y + ½λ‖W‖²
# $strategy is the strategy's name as a script writes it, in quotes.
engine-unknown-strategy = unknown strategy { $strategy }
# A sub-problem of a two-class method on more classes: $a and $b are class numbers.
engine-sub-rest = { $a } vs rest
engine-sub-pair = { $a } vs { $b }
engine-sub-problem = { $sub }: { $why }
engine-sub-value = { $value } ({ $sub })
engine-criterion-summed = { $criterion }, summed over the sub-problems
engine-perceptron-converged = every point has y·aᵀz > { $b }: converged after { $updates } updates
engine-perceptron-step-limit = no separating hyperplane after { $n } epochs; the classes may not be linearly separable
engine-perceptron-overflow = the { -weights } overflowed
engine-criterion-perceptron = perceptron criterion J(a) = Σ_mistakes (b − y aᵀz)
engine-batch-none-misclassified = no point is misclassified
engine-batch-converged = no point is misclassified after { $n } batch updates
engine-batch-short-update = the last update was shorter than θ: |η_k Σ y z| = { $update } < { $theta }, although some points are still misclassified
engine-batch-step-limit = no separating hyperplane after { $n } batch updates; the classes may not be linearly separable
engine-criterion-perceptron-batch = perceptron criterion J(a) = −Σ_mistakes y aᵀz
engine-dual-converged = a whole pass without a mistake: every point has y·aᵀz > { $b } after { $updates } updates
engine-dual-overflow = the coefficients overflowed
engine-criterion-perceptron-kernel = perceptron criterion J = Σ_mistakes (b − y f(x))
engine-relaxation-converged = every point has aᵀz > ξ = { $xi }
engine-relaxation-overflow = the { -weights } overflowed, so the last update was undone: lower η
engine-relaxation-converged-after = every point has aᵀz > ξ = { $xi } after { $n } corrections
# $what is "update" for the batch rule, "epoch" for the single-sample one.
engine-relaxation-short = { $what ->
    [update] the last update was
   *[epoch] every correction of the last epoch was
} shorter than θ = { $theta }: { $n } points lie on their planes aᵀz = ξ up to J_r = { $jr }, so the corrections approach the { -margin } without passing it
engine-relaxation-step-limit = { $n } points still have aᵀz ≤ ξ at the step limit; the classes may not be linearly separable
engine-relaxation-rounding = { $n } points lie on their planes aᵀz = ξ up to rounding (J_r = { $jr }): the corrections approach the { -margin } without passing it; try η > 1
engine-criterion-relaxation = relaxation criterion J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖²
engine-criterion-smo = SMO objective f(α) = ½‖w‖² − Σα = −W(α) (minimized)
engine-criterion-smo-kernel = SMO objective f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α) (minimized)
engine-kernel-basis-unused = the kernel acts on the points (x, y) themselves and takes the place of the basis: the chosen basis is not used
engine-kernel-overflow = the kernel's values overflow on these points; lower γ or the degree, or rescale the data
engine-kernel-not-separable = no separating { -boundary } in the kernel's feature space with a { -margin } wider than { $eps } (ε·R with R = { $r }): the { -margin } is at most ‖w‖/Σα = { $bound }. Use the soft margin.
engine-svm-too-large = the feature vectors are too large for the support vector machine
engine-svm-too-close = the points lie within { $min } of each other in feature space, too close for the hard margin; use the soft margin
engine-svm-not-separable = no hyperplane separates the classes with a { -margin } wider than { $eps } (ε·R with R = { $r }): the { -margin } is at most ‖w‖/Σα = { $bound } while Σα = { $sum } keeps growing. Use the soft margin.
engine-svm-two-classes = the support vector machine needs points of both classes
engine-svm-overflow = the multipliers overflowed
engine-svm-overflow-rescale = the support vector machine's multipliers overflowed; rescale the data
engine-svm-converged = the KKT conditions hold: m(α) − M(α) = { $gap } ≤ { $tol } after { $n } pair updates
engine-svm-step-limit = stopped after { $n } steps with m(α) − M(α) = { $gap }
engine-svm-alpha-zero = α = 0 and so w = 0: no { -boundary } yet, and no { -margin } 1/‖w‖ to show
engine-svm-w-zero = w = 0 exactly: the optimum puts no { -weight } on the features (as when a point of one class lies inside the other's convex hull and C is small), so every point is decided by the { -bias } alone; there is no { -boundary } and no { -margin } 1/‖w‖
engine-svm-w-tiny = w is zero within the tolerance: ‖w‖·R = { $wr } ≤ tol = { $tol } (R = { $r } the radius of the data), so w changes h by less than the tolerance anywhere on the data; the optimum has w = 0 and the { -margin } 1/‖w‖ = { $margin } that the residue gives means nothing, so it is not shown

## Bases, kernels, fields and the decision stage.

# $id is the name given, in quotes.
engine-unknown-basis = unknown basis { $id }
# $basis is the basis's short name (go-methods.ftl).
engine-basis-needs-points = the { $basis } basis needs points, or a view, to place its centres over
engine-poly-degree = polynomial degree must be 1, 2 or 3, not { $degree }
engine-rbf-no-centre = the Gaussian basis needs at least one centre
engine-rbf-too-many = { $n } Gaussian centres is more than the limit of { $max }
engine-rbf-width = the Gaussian width must be a positive number, not { $width }
engine-rbf-centre = Gaussian centre: { $why }
engine-priors-count = the priors need one value per class ({ $k }), not { $n }
engine-prior-positive = the prior of class { $class } must be a positive number
engine-loss-rows = the loss matrix needs { $k } rows, not { $n }
engine-loss-row = row { $row } of the loss matrix needs { $k } entries, not { $n }
engine-losses-finite = the losses must be finite numbers ≥ 0
engine-reject-range = the reject threshold θ must be between 0 and 1, not { $value }
engine-threshold-finite = the threshold on h must be a finite number
engine-field-posteriors = only a field with posteriors can weigh losses or reject
engine-field-weights = the field needs one { -weight } per class
engine-field-weights-positive = the field's { -weights } must be positive numbers
engine-field-loss = the field's loss matrix needs { $k }×{ $k } entries
engine-field-losses-finite = the field's losses must be finite numbers ≥ 0
engine-field-reject = the field's reject threshold must be between 0 and 1
engine-offsets-two-classes = per-class offsets are for three classes or more; two classes have the threshold t
engine-offsets-count = the offsets need one value per class ({ $k }), not { $n }
engine-offset-finite = the offset of class { $class } must be a finite number
engine-offsets-not-argmax = this model's classes are not the largest of K scores (one-versus-rest or one-versus-one votes): no offset moves one class alone
engine-offsets-loss = with a loss matrix that is not 0-1 the minimum-risk rule decides, not the score of the curve: the offsets then reweight the posteriors by e^δₖ before it, and the point cannot be dragged
engine-offsets-reject = with a reject θ the class also depends on the largest posterior, not on the score of the curve alone: set θ to 0 to drag
engine-field-row-length = row { $row } has { $n } coefficients, want { $want }
engine-field-row-finite = row { $row } has a coefficient that is not finite
engine-field-quad-rows = a quadratic field needs one form per row
engine-field-quad-length = quadratic form { $form } has { $n } entries, want { $want }
engine-field-quad-finite = quadratic form { $form } has an entry that is not finite
engine-field-sign = a sign field has one row and two classes
# $combine is how the field combines its rows, as a script writes it (argmax, ovr).
engine-field-per-class = a { $combine } field has one row per class
engine-field-ovo = a one-versus-one field has one row per pair of classes
engine-field-pair = bad class pair { $pair }
engine-field-combine = unknown combine { $combine }
engine-field-probit = a probit field needs a { $n }×{ $n } covariance
engine-margin-class = class { $class } is not one of the field's classes
engine-margin-sign = margins need a two-class (sign) field, not a { $combine } field with { $rows } rows
engine-margin-no-point = no point of the field's classes
engine-direction-zero = the direction { $direction } has no length
engine-kernel-degree = the polynomial kernel's degree must be 1 to 10, not { $degree }
engine-kernel-coef0 = the polynomial kernel's c₀ must be finite and ≥ 0 (so that K is positive semi-definite)
# $kernel is the name given, in quotes.
engine-kernel-unknown = unknown kernel { $kernel } (linear, poly or rbf)
engine-kernel-gamma = the kernel's γ must be positive and finite
engine-expansion-rows = a kernel expansion needs one row of coefficients per row, has { $n } for { $rows }
engine-expansion-row = kernel row { $row } has { $n } coefficients for { $points } points
engine-expansion-finite = kernel row { $row } has a coefficient that is not finite
engine-expansion-point = a point of the kernel expansion is not finite

## Numbers, as the models quote them: their significant digits in the
## locale's decimal sign, and a power of ten after e ($exp is "-09", "+06").

engine-num = { NUMBER($x, maximumFractionDigits: 20) }
engine-num-exp = { NUMBER($m, maximumFractionDigits: 20) }e{ $exp }
# $text is NaN, +Inf or -Inf.
engine-num-word = { $text }
