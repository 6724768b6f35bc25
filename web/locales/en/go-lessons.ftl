### Hyperplane's built-in lessons (package engine/course), in English: lesson-<id>-title and lesson-<id>-text.
### A lesson's text is a small Markdown: a line break starts a paragraph. The mathematics' symbols are the notes'.
### A lesson a teacher writes (the lesson editor, a lesson file) keeps its own words: it is not in the catalog.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

lesson-vc-dimension-title = How many points can a line shatter?
lesson-vc-dimension-text =
    A classifier shatters a set of points when it can separate every one of their labellings. Lines in the plane shatter three points in general position: try the preset with three points and all eight labellings.
    These are four points with the XOR labelling, and no line separates them: the perceptron never converges. No set of four points can be shattered by lines, so their capacity, the Vapnik–Chervonenkis dimension, is 3.
    Try: change one label. Every labelling of the square except the two XOR ones is separable.
lesson-overfitting-rbf-title = Overfitting with RBF bumps, seen on test points
lesson-overfitting-rbf-text =
    Half the points (the hollow rings) are held out as test points: the model never trains on them. Least squares here works in the feature space of narrow Gaussian bumps, one on each of 30 training points. With almost as many features as training points it can fit every training point, noise included, and the boundary curls around single points.
    The status shows the training accuracy and the test accuracy side by side: the first is high, the second much lower. That gap is overfitting: too much freedom decreases the generalization of the classifier.
    Try: widen the bumps, or switch the basis to linear, and watch the test accuracy rise towards the training accuracy. Resample the split to see how much the test accuracy depends on which points were held out.
lesson-occam-evidence-title = The evidence chooses the simpler model
lesson-occam-evidence-text =
    Two overlapping clouds: the best boundary is a line. Open Training › Compare models: Bayesian logistic regression (prior N(0, α⁻¹I), α = 1) is fitted on four bases, none, polynomials of degree 2 and 3, and 3×3 Gaussian bumps.
    The cubic fits the training points better: its ln p(D|a_MAP) is the highest. But the Laplace evidence ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| adds the Occam factor, the log of how much of the prior's volume the data leave: negative, and more so for more weights. Its best row (bold) is the plain line.
    Try: the Decision section's cross-validation on each basis, which tells the same story from held-out points; or set priors and unequal losses and watch the line slide.
lesson-perceptron-novikoff-title = The perceptron and Novikoff's bound
lesson-perceptron-novikoff-text =
    Press play and watch the perceptron: each time it meets a point on the wrong side (y·aᵀz ≤ 0) it adds that point's augmented vector z = (1, x) to its weights, and the line jumps.
    The circle has radius R, the largest ‖z‖, and the band has half-width γ, the best margin any line through the origin of z-space achieves. Novikoff's theorem says that on separable data the perceptron makes at most (R/γ)² updates, however it visits the points. Compare the count of updates with the bound.
    Try: drag a point towards the other class. γ shrinks, the bound grows, and the perceptron needs more updates. Drag one across and the data stop being separable: the perceptron never settles.
lesson-xor-basis-title = XOR and basis functions
lesson-xor-basis-text =
    No line separates the XOR gate: the corners (1,0) and (0,1) have output 1, the corners (0,0) and (1,1) output 0. Switch the basis to linear and the perceptron runs for ever.
    Here each point x is first mapped to φ(x) = (φ₁(x), φ₂(x)), two Gaussian bumps centred on (0,0) and (1,1). In that feature space the four points are separable, so the perceptron converges, and its line in feature space is the curved boundary you see in the plane.
    Try: the polynomial basis of degree 2 works too, because x + y − 2xy is exactly XOR on the corners.
lesson-least-squares-outliers-title = Least squares versus logistic regression with outliers
lesson-least-squares-outliers-text =
    Least squares fits the targets of every point, so a point far on the correct side of the boundary is an error too: its value is much larger than its target. The group of class-2 points at the lower right pulls the least squares boundary towards it, and points near the blobs end up misclassified.
    The overlaid boundary is logistic regression. Its error for a point that is far on the correct side is almost zero, so the far group hardly moves it.
    Try: delete the far points one by one, and watch the least squares boundary come back.
lesson-fisher-vs-means-title = Fisher's direction versus the difference of the means
lesson-fisher-vs-means-text =
    Project the points on a direction w and look at the two histograms. The obvious choice is w ∝ m₁ − m₂, the difference of the class means; but these classes are long and thin, and along that direction their projections overlap badly.
    Fisher's criterion J(w) = (m₁ − m₂)² / (s₁² + s₂²) also asks for a small spread within each class. Its maximum, w ∝ S_W⁻¹(m₁ − m₂), turns away from the long axis of the classes, and their projections separate.
    Try: compare J for Fisher's direction with J for the direction of m₁ − m₂, then make the classes round and see the two directions agree.
lesson-one-versus-rest-title = One-versus-rest leaves regions undecided
lesson-one-versus-rest-text =
    With three classes, one-versus-rest trains three perceptrons: class 1 against the others, class 2 against the others, class 3 against the others. A point is given to class k when classifier k says yes and the others say no.
    In the regions marked as ambiguous that rule gives no answer: either no classifier says yes (the middle) or more than one does. The notes call this the ambiguity of one-versus-rest.
    Try: switch the strategy to the K-class discriminant, which assigns x to the class whose function yₖ(x) is largest. Its regions cover the plane with no gaps and no overlaps.
lesson-least-squares-masking-title = Least squares masks a class
lesson-least-squares-masking-text =
    Three classes lie along a line, class 2 in the middle. Least squares fits a linear function y_k(x) to the 1-of-K targets of each class and assigns x to the largest. Along the line, y₁ falls and y₃ rises, but the best linear fit to class 2's targets (1 in the middle, 0 at both ends) is almost flat, near 1/3, and it is never the largest for long: class 2 gets almost no region, and most of its points are misclassified (Bishop, figure 4.5).
    The overlaid boundaries are softmax regression, whose posteriors are not asked to fit targets linearly; it gives class 2 the middle of the line.
    Try: drag class 2 off the line, away from the other two, and watch least squares give it a region again.
lesson-ho-kashyap-separability-title = Ho-Kashyap detects non-separability
lesson-ho-kashyap-separability-text =
    The perceptron never stops on data that no line separates, and never tells you why. Ho-Kashyap minimizes ‖Za − b‖² over the weights a and the margins b > 0: each step raises b_n where the error e = Za − b is positive and solves a = Z†b again.
    Since a is the least-squares solution, Zᵀe = 0. So if e ≤ 0 with e ≠ 0, no a can make every margin aᵀz positive: the procedure stops with a proof that the classes are not linearly separable. Here one point of each class lies among the other class; press play and read the status.
    Try: drag the two stray points back to their own side (class 1 to the left, class 2 to the right) and run again: e shrinks to 0 and Ho-Kashyap converges to a separating line.
lesson-widrow-hoff-title = Widrow-Hoff approaches least squares
lesson-widrow-hoff-text =
    The Widrow-Hoff (LMS) rule visits the points one at a time and corrects a ← a + η_k (b_k − aᵀz_k) z_k, even for points already on the right side. It is sequential gradient descent on J_s(a) = ‖Za − b‖², so it does not look for a separating line but for the least-squares solution Z†b, whose boundary is overlaid.
    Each step here is a whole pass over the points, with the rate η₁/e in pass e. As the rate decreases the corrections shrink, and a settles on Z†b: the status shows the distance ‖a − Z†b‖ falling, by about a factor of 5 to 8 for every tenfold number of passes.
    Try: switch the rate schedule to constant and see a keep wandering around Z†b; or to η₁/k, where k counts single corrections: the rate then falls so fast that a crawls towards Z†b.
lesson-kernel-trick-title = The kernel trick: circles and XOR with no basis
lesson-kernel-trick-text =
    The basis here is linear, and no line separates a disc from the ring around it. The support vector machine never needs the features themselves, only their inner products φ(x)ᵀφ(x'): replace them by a kernel K(x, x') and it works in the kernel's feature space without ever building it. The Gaussian kernel exp(−γ‖x − x'‖²) has a feature space of infinite dimension, yet the machine stores only one α per point, and the boundary f(x) = Σ αₙ yₙ K(xₙ, x) + b = 0 is a closed curve round the disc: every training point is on its side.
    Only the support vectors (ringed, sized by α) have α > 0; the dashed curves are f = ±1, the margin in feature space.
    Try: set the kernel to linear: the best line leaves about a third of the points on the wrong side. Set it to polynomial of degree 2: (γ xᵀx' + c₀)² holds x², xy and y², and separates the circles too. Load the XOR gate and pick the SVM again: the Gaussian kernel and the polynomial of degree 2 separate it (with a large C), the linear kernel cannot.
lesson-kernel-gamma-islands-title = γ too large: every point its own island, seen on the test split
lesson-kernel-gamma-islands-text =
    Half the points (the hollow rings) are held out. The Gaussian kernel exp(−γ‖x − x'‖²) with γ = 30 is a bump of width 1/√(2γ) ≈ 0.13 about each training point: the machine draws a small island round every point of the other class and gets every training point right, noise included.
    Compare the training and the test accuracy in the status: the test points fall between the islands, where the bias alone decides, and the test accuracy is far lower. That is overfitting, with as many free bumps as points.
    Try: lower γ to 0.3: the islands merge into one smooth boundary, the training accuracy drops a little and the test accuracy rises.
lesson-svm-c-slack-title = C trades margin for slack
lesson-svm-c-slack-text =
    No line separates these blobs, so the soft margin lets points inside the margin or across the boundary, each with slack ξₙ = max(0, 1 − yₙh(xₙ)), and minimizes ½‖w‖² + C Σ ξₙ. C is the price of a unit of slack.
    At C = 0.01 slack is cheap: the margin 1/‖w‖ (the dashed lines are h = ±1) is wide, and most points are support vectors, most of them at the bound αₙ = C (ringed in amber).
    Try: raise C to 1 and then 100, and train again: the margin narrows, the total slack Σξ in the values falls and fewer points are support vectors. A larger C fits the training points harder; the boundary itself moves little here.
lesson-generative-vs-discriminative-title = Generative or discriminative: add a far point
lesson-shared-vs-separate-covariances-title = Shared versus separate covariances
lesson-shared-vs-separate-covariances-text =
    Class 1 is a tight round cloud; class 2 is wide and stretched along x. The generative model fits a Gaussian N(x|μ_k, Σ_k) to each class and compares π_k N(x|μ_k, Σ_k).
    With one covariance Σ shared by both classes, the quadratic terms −½xᵀΣ⁻¹x are the same on both sides and cancel: the boundary is a line (the overlaid one), which cannot wrap around class 1. With a covariance for each class they do not cancel, and the boundary is quadratic, here a closed curve around the tight class. The notes: the decision surface is planar when the covariance matrices are the same, and quadratic when they are not.
    Try: compare the log-likelihood ln p(D|θ) and the mistakes of the two models (switch the algorithm to Gaussian classes, shared covariance), then make the two classes equally spread and see the curve open into a line.
lesson-generative-vs-discriminative-text =
    What happens to the decision boundary if we add a new point of class 1 far out on its own side? The point at the lower right is such a point; drag it, or delete it and add it back.
    The generative model fits a Gaussian to each class. The far point drags the mean of its class towards it and stretches the shared covariance, and the boundary, which depends only on those, moves and turns, even though the point was never in doubt.
    Logistic regression (the overlaid boundary) fits p(C₁|x) directly. A point classified with confidence adds almost nothing to its gradient Σ (yₙ − tₙ) zₙ, so its boundary barely moves.
lesson-generative-vs-discriminative-text-fisher =
    { lesson-generative-vs-discriminative-text }
    Here Fisher's discriminant stands in for the Gaussian model: its direction S_W⁻¹(m₁ − m₂) is the one that Gaussians with a shared covariance give, and it too is moved by the far point.
