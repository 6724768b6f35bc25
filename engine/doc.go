// Package engine holds the models of Hyperplane: data sets of labelled
// points in the plane, fixed basis functions, the classifiers of the
// lecture notes with their trainers and their catalog of parameters, the
// decision functions they produce (Field, Evaluator, Model) with their
// score on held-out points (Score), and the geometry of those fields:
// gradients, margins, regions and Novikoff's bound. It is pure Go on top
// of gonum; it knows nothing of the browser or of Ebiten, has no
// package-level state, and is tested natively.
//
// The geometry of the plane itself (points, boxes, segments and lines,
// the clip of a line or a polygon, covariance ellipses, whitening) is the
// package hyperplane/engine/plane, which the engine imports and which
// imports nothing of Hyperplane; Vec2 is plane.Vec2.
//
// Two packages build on it, and it imports neither:
//
//   - hyperplane/engine/scene: the scene, the document a user makes
//     (points, classes, algorithm, basis, view, viewport, split), and its
//     formats: scene JSON, CSV and share links;
//   - hyperplane/engine/course: the course content, the lessons and the
//     presets, which are scenes.
//
// Its dense linear algebra (matrices, Cholesky, eigen and least-squares
// solvers, checked against gonum's mat and LAPACK) is the internal package
// hyperplane/engine/internal/linalg. The catalog (catalog.go, spec.go) is
// the one registry of methods, and bases.go the one registry of named
// bases (ExampleLookup, ExampleBasisFor).
//
// # Shape
//
// A Trainer takes one step at a time and the caller owns the loop, as in
// gonum's optimize package (ExampleNewTrainer runs one to the end). Every
// Step returns a Snapshot that owns its memory, so a view may keep a
// history of them. A Model scores points and describes its decision function
// as a Field, so a view can draw the function exactly (on the GPU when the
// Field is linear in a known feature map).
//
// # The network
//
// The method "network" (family FamilyNetwork; network*.go) is one hidden
// layer of H ≤ MaxHidden units. Its decision function is a Field whose
// Network adds to each row the network's output (Field.Network: the
// activation, each hidden unit's row (bⱼ, wⱼ) over z = (1, φ(x)), whose
// line aⱼ = 0 a view draws, and the output units' rows over (1, h)); the
// field is an argmax with the softmax link, two classes holding their one
// logistic unit as the rows (o, 0). Every snapshot carries the weights so.
// For a view of the hidden space and of backpropagation:
//
//   - NetworkForward(f, x, y): a point's z, pre-activations aⱼ,
//     activations hⱼ, outputs oᵣ and probabilities;
//   - NetworkBackprop(f, p): that, the point's error Eₙ, the output errors
//     δᵣ, the hidden deltas δⱼ and ∂Eₙ/∂ of every weight;
//   - FieldGradient works through the network, so margins and distances
//     do too.
//
// For the page: SetNetwork(t, n) gives a network trainer weights set by
// hand and NetworkWeights(t) reads them; Network.Swap and Network.Flip
// return the same function with two units exchanged or one unit's sign
// flipped (Bishop §5.1.1); WarmStart carries the weights over a change of
// rate, momentum, decay, error, mode or freezing.
//
// # Conventions
//
// These change the numbers a student compares with the notes, so they are
// stated once here and repeated where they matter.
//
//   - Classes are numbered 0..K-1 in code and shown as 1..K. For a two-class
//     method class 0 is the positive class C₁ (target t = +1, or t = 1 for
//     logistic regression) and class 1 is C₂ (t = -1, or t = 0).
//   - The augmented vectors of Duda, Hart and Stork are used throughout:
//     z = (1, φ(x)) and a = (w₀, w), so the bias sits first. A two-class
//     discriminant is h(x) = aᵀz = wᵀφ(x) + w₀ and x is assigned to C₁ when
//     h(x) ≥ 0.
//   - Covariances are maximum-likelihood estimates and divide by N_k, as in
//     Bishop's chapter 4; scatter matrices (S_k, S_W) are sums and are not
//     divided at all.
//   - The perceptron updates when y·aᵀz ≤ 0, so that a zero start updates.
//
// # Failure
//
// Misuse by the programmer (a slice of the wrong length) panics, as in gonum.
// Trouble that comes from the data (one class, a singular covariance, a set
// that is not separable) is never a panic: it is an error, or a finite model
// whose Snapshot states the regularization that was applied.
package engine
