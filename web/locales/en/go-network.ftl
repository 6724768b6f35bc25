### Hyperplane's words for the neural network of one hidden layer (package engine: its catalog entry, settings, reasons and notes), in English.
### The mathematics' symbols are the notes'; a course may rename the words around them.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

family-network = Neural network

## The neural network of one hidden layer (engine/network.go).

method-network = Neural network (one hidden layer)
method-network-summary = H hidden units, each a hyperplane aⱼ = wⱼᵀφ(x) + bⱼ passed through g (tanh, logistic, ReLU or a step), and an output layer that is logistic (two classes) or softmax (K) regression on h = (h₁, …, h_H), trained together by gradient descent on the cross-entropy, the gradient by backpropagation.
method-network-help = Unit j is the line aⱼ = wⱼᵀφ(x) + bⱼ = 0 (the level ½ of a logistic unit, the hinge of ReLU); hⱼ = g(aⱼ). The output is o_r = v_r0 + Σⱼ v_rj hⱼ with p(C₁|x) = σ(o) for two classes (class 1 where o ≥ 0) and softmax(o) for K. Targets are 1-of-K (t = 1 for class 1 with two classes). E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²), the decay leaving the biases bⱼ and v_r0 out, as scikit-learn's MLPClassifier (alpha = λ). Backpropagation (Bishop §5.3): the output error δ_r = y_r − t_r (cross-entropy; with the squared error ½Σ(y − t)² it is multiplied by the output's derivative), the hidden deltas δⱼ = g'(aⱼ) Σ_r v_rj δ_r, and ∂Eₙ/∂wⱼ = δⱼ z, ∂Eₙ/∂v_r = δ_r (1, h). A step moves the weights by the velocity u ← μu − η g, θ ← θ + u (momentum μ; μ = 0 is plain gradient descent), with g = (1/N)∇E over all points (batch), or (1/B)Σ_{"{"}batch{"}"} ∇Eₙ + (λ/N)θ over the next B points of an order shuffled every epoch (mini-batch; online is B = 1). Start (seeded): the weights uniform in ±√(6/(fan_in + fan_out)) (Glorot and Bengio 2010; √(2/…) for logistic units, as scikit-learn), and each hidden line through a training point drawn by the same seed (bⱼ = −wⱼᵀφ(xₙ)), the output biases from the same range. A frozen hidden layer keeps its weights (the start's, or those set by hand) and trains only the output: logistic or softmax regression on fixed features. It stops when ‖∇E‖/N < tol, or at the step limit.
param-network-hidden = Hidden units H
param-network-hidden-help = The number of hidden units, each a line of the plane.
param-network-activation = Activation g
param-network-activation-help = The hidden units' function of aⱼ. A hard step has no gradient: a network of steps is built by hand (drag its lines, or setNetwork), and training moves only its output layer.
param-network-activation-tanh = tanh
param-network-activation-logistic = logistic σ
param-network-activation-relu = ReLU max(0, a)
param-network-activation-step = step (by hand)
param-network-layer = Hidden layer
param-network-layer-help = Trained: both layers learn. Frozen: the hidden units stay where they are (the seeded start, or where you put them) and only the output learns. The basis: the hidden units are the basis functions (choose Gaussian bumps in the basis menu), fixed, and the output is logistic or softmax regression on them.
param-network-layer-trained = trained
param-network-layer-frozen = frozen (output only)
param-network-layer-basis = the basis functions, fixed
param-network-loss = Error
param-network-loss-help = Cross-entropy, whose output error is δ = y − t; or the squared error ½Σ(y − t)², whose δ carries the output's derivative y(1 − y) and learns slowly where the output saturates on the wrong side.
param-network-loss-cross-entropy = cross-entropy
param-network-loss-squared = squared error
param-network-mode = Gradient
param-network-mode-help = Batch: every step uses all the points. Mini-batch: the next B points of an order shuffled every epoch (seeded). Online: one point at a time, B = 1.
param-network-mode-batch = full batch
param-network-mode-minibatch = mini-batch
param-network-mode-online = online
param-network-batch = Mini-batch size B
param-network-batch-help = Mini-batch only: the points of each update.
param-network-unit = One step is
param-network-unit-help = Mini-batch and online: whether one step of the animation makes one update or a whole epoch of them. Every step also evaluates E and ∇E over all points, for the chart and the stopping rule.
param-network-unit-update = one update
param-network-unit-epoch = one epoch
param-network-eta = Learning rate η
param-network-eta-help = The step along −g.
param-network-momentum = Momentum μ
param-network-momentum-help = u ← μu − ηg: the share of the last move kept.
param-network-decay = Weight decay λ
param-network-decay-help = ½λ‖W‖² over every weight but the biases.
param-network-init = Seed
param-network-init-help = Seed of the start's weights and of the shuffled order: another seed, another start, often another solution.
param-network-tol = Tolerance
param-network-tol-help = Stop when ‖∇E‖/N falls below this.
param-network-maxSteps = Step limit
param-network-maxSteps-help = Training stops after this many steps.
param-network-retrain = Output retrains after a drag
param-network-retrain-help = When you drag a unit's line (or set the weights by hand), the output layer learns at once for the hidden units where they are now; otherwise it stays as it was until you train.
method-network-short = network
engine-network-classes-changed = the network's classes changed
engine-network-nothing-to-train = nothing to train
engine-criterion-network = E = Σ Eₙ + ½λ‖W‖²
engine-network-step-note = a hard step has no gradient (g' = 0 wherever it has one), so only the output layer learns: build the hidden units by hand, or choose tanh, logistic or ReLU to train them

## The network's refusals and reasons.

engine-network-field-form = a network's field is an argmax of its rows, without forms or kernels
engine-network-outputs = a network has one output unit for two classes, or one per class for 3 to { $max }, not { $n }
engine-network-hidden-count = a network has 1 to { $max } hidden units, not { $n }
engine-network-basis-weights = a network whose hidden layer is the basis has no hidden weights
engine-network-activation = unknown activation “{ $activation }”
engine-network-loss = unknown loss “{ $loss }”
engine-network-hidden-weights = hidden unit { $unit } has { $n } weights, want { $want }
engine-network-hidden-finite = hidden unit { $unit } has a weight that is not finite
engine-network-output-rows = a network of { $classes } classes has { $want } output units, not { $n }
engine-network-output-weights = output row { $row } has { $n } weights, want { $want }
engine-network-output-finite = output row { $row } has a weight that is not finite
engine-network-not = the method is not a network
engine-network-activation-is = the network's activation is { $is }, not { $not }
engine-network-units-is = the network has { $is } hidden units, not { $not }
engine-network-basis-order = the hidden layer is the basis: its units keep their order
engine-network-no-units = there is no hidden unit { $i } or { $j } of { $n }
engine-network-basis-flip = the hidden layer is the basis: its units cannot be flipped
engine-network-relu-flip = a ReLU unit has no sign symmetry: max(0, −a) is not a function of max(0, a)
engine-network-no-unit = there is no hidden unit { $unit } of { $n }
engine-network-none = the field has no network
engine-network-class = class { $class } is not one of the network's classes
