### Hyperplane's words from the browser session (package wasm/session): its messages in the status line and its refusals, in English.
### A refusal is written as it reads inside a longer message; the page begins a sentence of its own with a capital (common-sentence).
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## Messages in the status line.

session-scene-not-opened = the scene could not be opened: { $why }
# $steps and $n count steps; $limit is the time limit (20s).
session-time-limit = Stopped after { $steps } of { $n } steps: the time limit of { $limit } ran out.
session-class-names-dropped = the class names ({ $why })
session-imported = Imported { $n } points of { $classes } classes.
# $dataset is the data set's title; $x and $y the names of its features.
session-loaded = Loaded { $dataset }: { $n } points of { $classes } classes, { $y } against { $x }
session-loaded-dropped = { $loaded }; { $n ->
    [one] { $n } row left out for a missing measurement
   *[other] { $n } rows left out for a missing measurement
}
session-loaded-standard = { $loaded }; both axes in standard units
session-loaded-sentence = { $loaded }.
session-standardized = Standardized: x' = (x − { $mx }) / { $sx }, y' = (y − { $my }) / { $sy } (means and sample standard deviations of the { $n } points).
# $name is the axis's name (the data set's feature); $mean and $sd numbers.
session-axis-standardized = { $name }, standardized: (value − { $mean }) / { $sd }

## Refusals.

# $max is in digits.
session-too-many = the scene holds the maximum of { $max } points
session-class-outside = class { $class } is outside 1..{ $max }
session-coord-finite = a coordinate is not a finite number
session-coord-limit = a coordinate is larger than the limit of { $max }
session-import-no-points = it has no points
session-import-classes = it has { $n } classes; the limit is { $max }
# $index is the point's index, from 0 as a script counts.
session-no-point = there is no point { $index }
session-no-model = there is no trained model yet
session-class-range = class must be between 0 and { $max }
session-class-count = the number of classes must be between 2 and { $max }
session-class-name-args = setClassName needs a class index and a name
session-no-drag = no point is being dragged
session-no-grab = there is no point to grab
session-locked = editing the points is locked
session-unknown-gesture = unknown gesture
session-compare-max = at most { $max } algorithms can be compared
session-viewport-finite = the viewport must be finite and within ±10⁷
session-viewport-small = the viewport is too small
# $tool is the name given, in quotes.
session-unknown-tool = unknown tool { $tool }: the tools are point, spray, eraser, select and jitter
session-spray-count = the spray's count must be between 1 and { $max }
session-spray-aspect = the spray's aspect must be between 0.05 and 1
session-brush-radius = the brush radius must be between 4 and 200 pixels
session-none-selected = no points are selected
session-brush-positive = the brush needs a positive radius
session-no-stroke = no stroke is under way
session-speed = speed must be between { $min } and { $max } steps per second
session-decides-none = the model decides no class
session-threshold-class = for two classes the threshold is on the curve of class { $class }
session-no-threshold = this model has no threshold to move
session-curve-point = the curve of class { $class } has { $n } points, not a point { $index }
session-curve-finite = the scores of the curve are not finite there
# $set is the value given, in quotes.
session-set = the set must be "train" or "test", not { $set }
session-standard-already = the points are already in standard units

## The evaluation: what a curve's point sets.

session-score-sign = h(x), the log-odds for a probabilistic model: the point sets t, decided where h ≥ t
session-score-two = the margin a_k − a_j of the two classes' activations (no threshold of this model to move)
session-score-argmax = s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j), a the activations after the priors (h for discriminants): class k is decided where s_k ≥ −δ_k, so the point sets δ_k
session-score-other = the model's score of class k (its posterior, or h_k): not a threshold of its decision

## The weight-space picture: why it cannot be drawn, as sentences of their own.

session-weightspace-points = Add points of two classes to see the solution region.
session-weightspace-many = The weight-space view draws one line for each point: it takes at most { $max } points.
session-weightspace-two = The weight-space view is for two classes.
session-weightspace-basis = The weight-space view shows a = (w₀, w₁, w₂): choose no basis functions.
session-weightspace-linear = The weight-space view is for a two-class method that gives one linear function h(x) = w₀ + wᵀx.

## The network's refusals and reasons.

session-network-no-data = the network has no points of two classes to train on yet
session-network-basis-set = a hidden layer that is the basis is chosen by the parameter "layer", and has no hidden weights to set
session-network-output-rows = the network has { $want } output rows for its classes, not { $n }
session-network-no-line = there is no line of hidden unit { $unit } to drag
session-network-no-drag = no line is being dragged
session-network-drag-gone = the dragged unit is gone
session-network-off-plane = the line would leave the plane
