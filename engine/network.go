package engine

import (
	"fmt"
	"math"

	"hyperplane/engine/internal/linalg"
)

// This file holds the network's place in the catalog and in a Field: its
// Spec, its settings, and Network, the part of a Field that a network with
// one hidden layer adds to each row. network_pass.go computes it (the
// forward pass and backpropagation of one point), network_train.go trains
// it, network_edit.go builds and changes it (the start, weights set by hand,
// swaps and flips of units, warm starts).

// FamilyNetwork is the family of the neural network: the notes' next
// chapter, the linear model whose basis functions are learnt.
const FamilyNetwork = "Neural network"

// KindNetwork is FamilyNetwork as a key for code (Spec.Kind).
const KindNetwork MethodKind = "network"

// MaxHidden is the largest number of hidden units the network's table
// offers (and setNetwork takes): the field shader draws up to it exactly.
const MaxHidden = 8

// Activation is the function g of a network's hidden units, h = g(a).
type Activation string

// The activations. Each unit's line a = wᵀφ(x) + b = 0 is where tanh and
// ReLU's hinge are 0, the logistic ½ and the step jumps.
const (
	ActivationTanh     Activation = "tanh"     // g(a) = tanh a
	ActivationLogistic Activation = "logistic" // g(a) = σ(a) = 1/(1 + e⁻ᵃ)
	ActivationReLU     Activation = "relu"     // g(a) = max(0, a), g'(0) = 0
	// ActivationStep is the hard threshold g(a) = 1 for a ≥ 0 and 0
	// below, for networks built by hand: its derivative is 0 wherever it
	// has one, so training moves only the output layer.
	ActivationStep Activation = "step"
	// ActivationBasis is a hidden layer that is the field's fixed basis,
	// h = φ(x) (Gaussian bumps, polynomials): the linear model with fixed
	// basis functions that the network's learnt ones replace (Bishop §5
	// opening). It has no hidden weights.
	ActivationBasis Activation = "basis"
)

// NetLoss is the error a network is trained on.
type NetLoss string

// The losses.
const (
	// LossCrossEntropy: Eₙ = −Σₖ tₙₖ ln yₙₖ (for two classes
	// −[t ln y + (1−t) ln(1−y)]), whose output error is δ = y − t.
	LossCrossEntropy NetLoss = "cross-entropy"
	// LossSquared: Eₙ = ½ Σₖ (yₙₖ − tₙₖ)² on the probabilities y, the
	// convention of TensorFlow Playground and of the older texts.
	LossSquared NetLoss = "squared"
)

// Network is the part of a Field that a network with one hidden layer
// adds: row r of the field is
//
//	h_r(x) = Rows[r]ᵀz + o_r(x),   o_r = Output[r][0] + Σⱼ Output[r][j+1] hⱼ,
//	hⱼ = g(aⱼ),   aⱼ = Hidden[j]ᵀz,   z = (1, φ(x)),
//
// so Hidden[j] = (bⱼ, wⱼ) is unit j's hyperplane aⱼ = 0 in the basis's
// augmented vectors (a line of the plane with the linear basis), and
// Output[r] = (v_r0, v_r1, …, v_rH) is the output unit's row over
// (1, h₁, …, h_H). A trainer's Rows are zeros; the decision stage writes
// its offsets there (Decision.Apply). The field is always CombineArgmax
// with LinkSoftmax: K classes have K output units, p(Cₖ|x) = softmax(o)ₖ;
// two classes have one, a logistic unit, p(C₁|x) = σ(o), which the field
// holds as the two rows (o, 0), since softmax(o, 0)₁ = eᵒ/(eᵒ + 1) = σ(o)
// and the argmax of (o, 0) is class 1 exactly where o ≥ 0.
type Network struct {
	Activation Activation `json:"activation"`
	// Loss is the error the network was trained on, for a view that shows
	// its backpropagation (NetworkBackprop).
	Loss NetLoss `json:"loss"`
	// Hidden holds the H rows (bⱼ, wⱼ) of length D+1; nil for
	// ActivationBasis, whose units are the basis's D features.
	Hidden [][]float64 `json:"hidden"`
	// Output holds one row of length H+1 per output unit: one for two
	// classes (the field's second row is 0), K for K classes.
	Output [][]float64 `json:"output"`
}

// Units returns H, the number of hidden units of n in a field of basis b.
func (n *Network) Units(b Basis) int {
	if n.Activation == ActivationBasis {
		return b.Dim()
	}
	return len(n.Hidden)
}

// Clone returns a deep copy of n (nil for nil).
func (n *Network) Clone() *Network {
	if n == nil {
		return nil
	}
	c := *n
	c.Hidden = cloneRows(n.Hidden)
	c.Output = cloneRows(n.Output)
	return &c
}

func cloneRows(rows [][]float64) [][]float64 {
	if rows == nil {
		return nil
	}
	c := make([][]float64, len(rows))
	for i, r := range rows {
		c[i] = append([]float64(nil), r...)
	}
	return c
}

// Check reports whether n is a network that a field of basis b can hold,
// for some number of classes (1 output unit, for two, or 3 to MaxClasses):
// what a scene that stores weights set by hand can check before it knows
// which classes have points.
func (n *Network) Check(b Basis) error {
	k := len(n.Output)
	if k == 1 {
		k = 2
	}
	if k < 3 && len(n.Output) != 1 || k > MaxClasses {
		return fmt.Errorf("a network has one output unit for two classes, or one per class for 3 to %d, not %d", MaxClasses, len(n.Output))
	}
	c := *n
	if c.Loss == "" {
		c.Loss = LossCrossEntropy
	}
	return c.validate(b, k)
}

// validate checks n against a field of basis b and the given number of
// rows.
func (n *Network) validate(b Basis, rows int) error {
	switch n.Activation {
	case ActivationTanh, ActivationLogistic, ActivationReLU, ActivationStep:
		if len(n.Hidden) < 1 || len(n.Hidden) > MaxHidden {
			return fmt.Errorf("a network has 1 to %d hidden units, not %d", MaxHidden, len(n.Hidden))
		}
	case ActivationBasis:
		if n.Hidden != nil {
			return fmt.Errorf("a network whose hidden layer is the basis has no hidden weights")
		}
	default:
		return fmt.Errorf("unknown activation %q", n.Activation)
	}
	switch n.Loss {
	case LossCrossEntropy, LossSquared:
	default:
		return fmt.Errorf("unknown loss %q", n.Loss)
	}
	m := b.Dim() + 1
	for j, w := range n.Hidden {
		if len(w) != m {
			return fmt.Errorf("hidden unit %d has %d weights, want %d", j+1, len(w), m)
		}
		if !linalg.Finite(w) {
			return fmt.Errorf("hidden unit %d has a weight that is not finite", j+1)
		}
	}
	if len(n.Output) != netOutputs(rows) {
		return fmt.Errorf("a network of %d classes has %d output units, not %d", rows, netOutputs(rows), len(n.Output))
	}
	h := n.Units(b)
	for r, v := range n.Output {
		if len(v) != h+1 {
			return fmt.Errorf("output row %d has %d weights, want %d", r+1, len(v), h+1)
		}
		if !linalg.Finite(v) {
			return fmt.Errorf("output row %d has a weight that is not finite", r+1)
		}
	}
	return nil
}

// The network's choices.
const (
	netLayerTrained = "trained" // both layers learn
	netLayerFrozen  = "frozen"  // the hidden layer stays as drawn or set; the output learns
	netLayerBasis   = "basis"   // the hidden layer is the basis, fixed; the output learns

	netModeBatch  = "batch"
	netModeMini   = "minibatch"
	netModeOnline = "online"

	netUnitUpdate = "update"
	netUnitEpoch  = "epoch"
)

// networkSettings are the network's knobs.
type networkSettings struct {
	Hidden     int     `param:"hidden"`
	Activation string  `param:"activation"`
	Layer      string  `param:"layer"`
	Loss       string  `param:"loss"`
	Mode       string  `param:"mode"`
	Batch      int     `param:"batch"`
	Unit       string  `param:"unit"`
	Eta        float64 `param:"eta"`
	Momentum   float64 `param:"momentum"`
	Decay      float64 `param:"decay"`
	Init       int     `param:"init"`
	Tol        float64 `param:"tol"`
	MaxSteps   int     `param:"maxSteps"`
	// Retrain is the page's: whether a line dragged by hand has the
	// output layer retrain at once (RetrainOutput).
	Retrain bool `param:"retrain"`
}

func networkSpec() Spec {
	return Spec{
		ID:     "network",
		Name:   "Neural network (one hidden layer)",
		Family: FamilyNetwork,
		Summary: "H hidden units, each a hyperplane aⱼ = wⱼᵀφ(x) + bⱼ passed through g (tanh, logistic, ReLU or a step), and " +
			"an output layer that is logistic (two classes) or softmax (K) regression on h = (h₁, …, h_H), trained together by " +
			"gradient descent on the cross-entropy, the gradient by backpropagation.",
		Help: "Unit j is the line aⱼ = wⱼᵀφ(x) + bⱼ = 0 (the level ½ of a logistic unit, the hinge of ReLU); hⱼ = g(aⱼ). " +
			"The output is o_r = v_r0 + Σⱼ v_rj hⱼ with p(C₁|x) = σ(o) for two classes (class 1 where o ≥ 0) and softmax(o) " +
			"for K. Targets are 1-of-K (t = 1 for class 1 with two classes). E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²), the decay " +
			"leaving the biases bⱼ and v_r0 out, as scikit-learn's MLPClassifier (alpha = λ). Backpropagation (Bishop §5.3): " +
			"the output error δ_r = y_r − t_r (cross-entropy; with the squared error ½Σ(y − t)² it is multiplied by the " +
			"output's derivative), the hidden deltas δⱼ = g'(aⱼ) Σ_r v_rj δ_r, and ∂Eₙ/∂wⱼ = δⱼ z, ∂Eₙ/∂v_r = δ_r (1, h). " +
			"A step moves the weights by the velocity u ← μu − η g, θ ← θ + u (momentum μ; μ = 0 is plain gradient descent), " +
			"with g = (1/N)∇E over all points (batch), or (1/B)Σ_{batch} ∇Eₙ + (λ/N)θ over the next B points of an order " +
			"shuffled every epoch (mini-batch; online is B = 1). Start (seeded): the weights uniform in ±√(6/(fan_in + fan_out)) " +
			"(Glorot and Bengio 2010; √(2/…) for logistic units, as scikit-learn), and each hidden line through a training point " +
			"drawn by the same seed (bⱼ = −wⱼᵀφ(xₙ)), the output biases from the same range. A frozen hidden layer keeps its " +
			"weights (the start's, or those set by hand) and trains only the output: logistic or softmax regression on fixed " +
			"features. It stops when ‖∇E‖/N < tol, or at the step limit.",
		Params: []Param{
			intParam("hidden", "Hidden units H", 1, MaxHidden, 2, "The number of hidden units, each a line of the plane."),
			choiceParam("activation", "Activation g", string(ActivationTanh),
				"The hidden units' function of aⱼ. A hard step has no gradient: a network of steps is built by hand (drag "+
					"its lines, or setNetwork), and training moves only its output layer.",
				Choice{string(ActivationTanh), "tanh"}, Choice{string(ActivationLogistic), "logistic σ"},
				Choice{string(ActivationReLU), "ReLU max(0, a)"}, Choice{string(ActivationStep), "step (by hand)"}),
			choiceParam("layer", "Hidden layer", netLayerTrained,
				"Trained: both layers learn. Frozen: the hidden units stay where they are (the seeded start, or where you put "+
					"them) and only the output learns. The basis: the hidden units are the basis functions (choose Gaussian "+
					"bumps in the basis menu), fixed, and the output is logistic or softmax regression on them.",
				Choice{netLayerTrained, "trained"}, Choice{netLayerFrozen, "frozen (output only)"},
				Choice{netLayerBasis, "the basis functions, fixed"}),
			choiceParam("loss", "Error", string(LossCrossEntropy),
				"Cross-entropy, whose output error is δ = y − t; or the squared error ½Σ(y − t)², whose δ carries the "+
					"output's derivative y(1 − y) and learns slowly where the output saturates on the wrong side.",
				Choice{string(LossCrossEntropy), "cross-entropy"}, Choice{string(LossSquared), "squared error"}),
			choiceParam("mode", "Gradient", netModeBatch,
				"Batch: every step uses all the points. Mini-batch: the next B points of an order shuffled every epoch "+
					"(seeded). Online: one point at a time, B = 1.",
				Choice{netModeBatch, "full batch"}, Choice{netModeMini, "mini-batch"}, Choice{netModeOnline, "online"}),
			intParam("batch", "Mini-batch size B", 1, 10000, 10, "Mini-batch only: the points of each update."),
			choiceParam("unit", "One step is", netUnitUpdate,
				"Mini-batch and online: whether one step of the animation makes one update or a whole epoch of them. "+
					"Every step also evaluates E and ∇E over all points, for the chart and the stopping rule.",
				Choice{netUnitUpdate, "one update"}, Choice{netUnitEpoch, "one epoch"}),
			logParam("eta", "Learning rate η", 0.001, 10, 1, "The step along −g."),
			floatParam("momentum", "Momentum μ", 0, 0.99, 0.5, "u ← μu − ηg: the share of the last move kept."),
			floatParam("decay", "Weight decay λ", 0, 10, 0.001, "½λ‖W‖² over every weight but the biases."),
			intParam("init", "Seed", 0, 1_000_000, 1,
				"Seed of the start's weights and of the shuffled order: another seed, another start, often another solution."),
			logParam("tol", "Tolerance", 1e-12, 1e-1, 1e-6, "Stop when ‖∇E‖/N falls below this."),
			intParam("maxSteps", "Step limit", 1, 1_000_000, 20000, "Training stops after this many steps."),
			boolParam("retrain", "Output retrains after a drag", true,
				"When you drag a unit's line (or set the weights by hand), the output layer learns at once for the "+
					"hidden units where they are now; otherwise it stays as it was until you train."),
		},
		Iterative: true,
		Short:     "network",
		Link:      LinkSoftmax,
		new:       start(newNetwork),
	}
}

// netOutputs returns the number of output units of a network of k
// classes: one logistic unit for two, k softmax units for more.
func netOutputs(k int) int {
	if k == 2 {
		return 1
	}
	return k
}

// netBound returns the range ±√(factor/(fanIn + fanOut)) of Glorot's
// uniform start, with scikit-learn's factor 2 for logistic units and 6
// for the others.
func netBound(act Activation, fanIn, fanOut int) float64 {
	factor := 6.0
	if act == ActivationLogistic {
		factor = 2
	}
	return math.Sqrt(factor / float64(fanIn+fanOut))
}
