### Hyperplane's ready-made scenes (package engine/course, presets), in English: their names, descriptions and knobs.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

preset-and = AND gate
preset-or = OR gate
preset-xor = XOR gate
preset-blobs = Two separable blobs
preset-overlap = Overlapping blobs
preset-outliers = Blobs with outliers
preset-three-classes = Three classes
preset-four-classes = Four classes
# The classes of the logic gates: the gate's output, 1 or 0.
preset-class-output = Output { $n }
preset-circles = Concentric circles
preset-spirals = Two spirals
preset-shatter-3 = Shattering three points
preset-shatter-4 = Shattering four points
preset-and-description = The four inputs of a two-input AND gate; class 1 is where the output is 1. One line separates them, so the perceptron converges.
preset-or-description = The four inputs of an OR gate; class 1 is where the output is 1. Linearly separable.
preset-xor-description = The XOR gate: the two classes sit on opposite corners of the square, and no line separates them. The perceptron never converges; a basis function (the product xy, or Gaussian bumps) makes it separable.
preset-blobs-description = Two Gaussian clouds with a guaranteed gap between them: the perceptron converges, within Novikoff's bound.
preset-overlap-description = Two Gaussian clouds that overlap: no line separates them. Logistic regression still finds a finite best fit.
preset-outliers-description = Two separable blobs, and a few points of class 2 far away on their own, correct side. Least squares bends towards the far points and misclassifies some near ones; logistic regression does not.
preset-three-classes-description = Three blobs at the corners of a triangle, for the multi-class strategies.
preset-four-classes-description = Four blobs at the corners of a square, for the multi-class strategies.
preset-circles-description = A disc inside a ring. No line separates them, but with the polynomial basis of degree 2 (features x, y, x², xy, y²) the circle x² + y² = r² is a line in feature space, and the classes separate.
preset-spirals-description = Two spirals wound round each other twice, the classic hard case for a network with one hidden layer (Lang and Witbrock 1988): every line cuts both many times.
preset-shatter-3-description = Three points in general position. Every one of the 2³ = 8 labellings is separable by a line: lines in the plane shatter three points. Change the labelling and train again.
preset-shatter-4-description = The corners of a square. Fourteen of the 16 labellings are separable, but not the two XOR labellings (5 and 10): lines cannot shatter these four points, and no four points at all, so their VC dimension in the plane is 3.

## The knobs the scenes are made from.

preset-knob-seed = Random seed
preset-knob-seed-help = The seed of the generator: the same seed gives the same points.
preset-knob-n = Points per class
preset-knob-n-help = How many points each class gets.
preset-knob-noise = Noise σ
preset-knob-noise-help = The standard deviation of the points around their centre.
preset-knob-labelling = Labelling
preset-knob-labelling-help = Which points belong to class 2: point i does when bit i of this number is set (point 1 is bit 0).

## Making a scene.

# The title of a shattering scene: $n points, $labelling the knob's number.
preset-shatter-title = Shattering { $n } points: labelling { $labelling }
# $preset is the preset's name; $why what is wrong with a knob.
preset-refused = preset { $preset }: { $why }
# $id is the id given, in quotes.
preset-unknown = unknown preset { $id }
