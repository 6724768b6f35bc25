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

## The network's lessons (engine/course/lessons_network.go).

lesson-network-from-perceptron-title = From the perceptron's failure on XOR to a network
lesson-network-from-perceptron-text =
    Press play. The perceptron visits the four corners for ever: (1,0) and (0,1) are class 1, (0,0) and (1,1) class 2, and no line puts each pair on its own side, so every line it tries gets one corner wrong and the next update undoes the last.
    A network with one hidden layer puts lines before the line: each hidden unit j is a line aⱼ = wⱼᵀx + bⱼ = 0 of the plane (drawn in its own colour, its arrow on the side where aⱼ > 0), its output hⱼ = tanh(aⱼ) says on which side a point lies, and the output unit is logistic regression on (h₁, h₂): a line in the space of the hidden units, which the lines of the plane have bent. Two lines cut the square into a band that holds (1,0) and (0,1) and leaves the other corners outside.
    Backpropagation trains both layers at once: the output's error y − t goes back through the output weights to each unit, δⱼ = (1 − hⱼ²) Σ vⱼ(y − t), and each line moves by −η δⱼ (1, x).
lesson-network-from-perceptron-try-1 = Choose Neural network in the method menu, and play: the two lines move until the band holds class 1.
lesson-network-from-perceptron-try-2 = Press Another seed and play again: another pair of lines, or a pair stuck in a local minimum with a corner wrong.
lesson-network-from-perceptron-try-3 = Swap the units, or flip one's sign: other weights, the same boundary.
lesson-network-from-perceptron-q1-prompt = Why do two hidden units solve XOR when one line cannot?
lesson-network-from-perceptron-q1-choice-1 = Each unit is a line; together they cut out a band, and the output separates the band from the rest
lesson-network-from-perceptron-q1-choice-2 = The network has more weights, so it can memorize four points
lesson-network-from-perceptron-q1-choice-3 = tanh is curved, so one unit's line can bend round the corners
lesson-network-from-perceptron-q1-feedback-1 = Yes: in the units' space (h₁, h₂) the four corners are separable by the output's line.
lesson-network-from-perceptron-q1-feedback-2 = Not quite: a line has enough weights too; what it lacks is a second cut of the plane.
lesson-network-from-perceptron-q1-feedback-3 = No: a unit's level set aⱼ = 0 is straight whatever g is; the bend comes from combining units.
lesson-network-xor-by-hand-title = XOR by hand with two units
lesson-network-xor-by-hand-text =
    Two hidden units of steps, h = 1 on the side of its arrow and 0 on the other, and an output that fires when unit 1 is on and unit 2 is off: o = h₁ − h₂ − ½ ≥ 0 is class 1. Only the two lines are yours to place.
    Drag a line to move it and its disc to turn it (or press u on the plot and use the arrows) until every corner has its class: (1,0) and (0,1) class 1, (0,0) and (1,1) class 2. The output stays as it is while you work.
lesson-network-xor-by-hand-try-1 = Put unit 1's line where its arrow covers every corner but (0,0).
lesson-network-xor-by-hand-try-2 = Put unit 2's line where its arrow covers (1,1) alone.
lesson-network-xor-by-hand-try-3 = Then answer the question to see the classic construction.
lesson-network-xor-by-hand-q1-prompt = What did your two units compute?
lesson-network-xor-by-hand-q1-choice-1 = OR and AND
lesson-network-xor-by-hand-q1-choice-2 = x and y
lesson-network-xor-by-hand-q1-choice-3 = NOT x and NOT y
lesson-network-xor-by-hand-q1-feedback-1 = Yes, the classic construction: unit 1 is OR, x + y − ½ ≥ 0, unit 2 is AND, x + y − 3/2 ≥ 0, two parallel lines of weights (1, 1), and XOR = OR and not AND. Set them exactly with setNetwork({"{"}activation: "step", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}, {"{"}w: [1, 1], b: -1.5{"}"}], output: [{"{"}w: [1, -1], b: -0.5{"}"}]{"}"}).
lesson-network-xor-by-hand-q1-feedback-2 = Lines x = ½ and y = ½ cut the square in four, but OR-and-not-AND of them leaves (1,1) wrong: try OR and AND, x + y − ½ ≥ 0 and x + y − 3/2 ≥ 0.
lesson-network-xor-by-hand-q1-feedback-3 = Not these: the output needs unit 1 on for both class-1 corners. OR (x + y − ½ ≥ 0) and AND (x + y − 3/2 ≥ 0) do it.
lesson-network-xor-trained-title = XOR trained: two lines find the answer
lesson-network-xor-trained-text =
    Two tanh units, started from seed 1 (each line through a corner, Glorot's random weights) and trained by gradient descent with momentum on the cross-entropy. Press play: in about fifty steps the two lines settle into a band round the class-1 corners, and the output separates the band from the rest.
    Not every start gets there. From seed 7 the lines settle with a corner still wrong: a local minimum, where the gradient is near zero and no step helps. Gradient descent finds a minimum near its start, not the best one.
lesson-network-xor-trained-try-1 = Press Another seed a few times: each start finds its own pair of lines, and some stall.
lesson-network-xor-trained-try-2 = Set the seed to 7 and play: a local minimum.
lesson-network-xor-trained-try-3 = Switch the error to the squared error and play from seed 1 again: compare the steps it takes.
lesson-network-circle-title = The circle: two units cannot enclose it, three can
lesson-network-circle-text =
    A disc inside a ring. Each hidden unit is a line, and the network's boundary is made of where the lines' steps add up: two lines make a band, or a wedge, but no closed region, so with two units some of the ring always lies with the disc. Play, and watch the mistakes stop falling.
    Set the hidden units to 3 and play again: three lines make a triangle round the disc, and every point is right.
lesson-network-circle-try-1 = With 2 units: play until the mistakes stop falling.
lesson-network-circle-try-2 = Set Hidden units H to 3 and play: a triangle.
lesson-network-circle-try-3 = Try 8 units: the polygon rounds off towards the circle.
lesson-network-spirals-title = Two spirals: one hidden layer struggles
lesson-network-spirals-text =
    Two spirals wound round each other twice: every line of the plane crosses both spirals several times, so a hidden unit's line agrees with the classes only in patches. Eight units trained for 20,000 steps still leave about a quarter of the points wrong. The two-spirals problem (Lang and Witbrock 1988) is the classic case for more layers.
    The kernel machines do better with a Gaussian kernel: every point is its own bump.
lesson-network-spirals-try-1 = Play, and watch the lines: each settles where it helps a few turns of the spirals.
lesson-network-spirals-try-2 = Choose the support vector machine with the Gaussian kernel (γ = 5, C = 100): the spirals separate.
lesson-network-fixed-basis-title = Fixed basis functions against learnt ones
lesson-network-fixed-basis-text =
    Three hidden units, drawn at random from seed 1 and frozen: only the output learns. That is logistic regression on three fixed basis functions, the linear model of the notes, with basis functions chosen before seeing the data. Play: it stops at its best with many points still wrong, since the three lines are not where the classes meet.
    Now unfreeze them (Hidden layer: trained) and play on from there: the same three units move to where the data need them, round the disc, and every point is right. That is what the network adds: it learns its basis.
lesson-network-fixed-basis-try-1 = Play with the layer frozen, until it stops.
lesson-network-fixed-basis-try-2 = Set Hidden layer to trained and play on: the lines move.
lesson-network-fixed-basis-try-3 = Set the basis to Gaussian bumps and Hidden layer to "the basis functions, fixed": the output on the menu's bumps.
