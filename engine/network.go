package engine

import (
	"hyperplane/engine/msg"
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
const FamilyNetwork Family = "family-network"

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
		return msg.Err("engine-network-outputs", "max", MaxClasses, "n", len(n.Output))
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
			return msg.Err("engine-network-hidden-count", "max", MaxHidden, "n", len(n.Hidden))
		}
	case ActivationBasis:
		if n.Hidden != nil {
			return msg.Err("engine-network-basis-weights")
		}
	default:
		return msg.Err("engine-network-activation", "activation", string(n.Activation))
	}
	switch n.Loss {
	case LossCrossEntropy, LossSquared:
	default:
		return msg.Err("engine-network-loss", "loss", string(n.Loss))
	}
	m := b.Dim() + 1
	for j, w := range n.Hidden {
		if len(w) != m {
			return msg.Err("engine-network-hidden-weights", "unit", j+1, "n", len(w), "want", m)
		}
		if !linalg.Finite(w) {
			return msg.Err("engine-network-hidden-finite", "unit", j+1)
		}
	}
	if len(n.Output) != netOutputs(rows) {
		return msg.Err("engine-network-output-rows", "classes", rows, "want", netOutputs(rows), "n", len(n.Output))
	}
	h := n.Units(b)
	for r, v := range n.Output {
		if len(v) != h+1 {
			return msg.Err("engine-network-output-weights", "row", r+1, "n", len(v), "want", h+1)
		}
		if !linalg.Finite(v) {
			return msg.Err("engine-network-output-finite", "row", r+1)
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
		ID:      "network",
		Name:    msg.T("method-network"),
		Family:  FamilyNetwork,
		Summary: msg.T("method-network-summary"),
		Help:    msg.T("method-network-help"),
		Params: []Param{
			intParam("hidden", msg.T("param-network-hidden"), 1, MaxHidden, 2, msg.T("param-network-hidden-help")),
			choiceParam("activation", msg.T("param-network-activation"), string(ActivationTanh),
				msg.T("param-network-activation-help"),
				Choice{string(ActivationTanh), msg.T("param-network-activation-tanh")}, Choice{string(ActivationLogistic), msg.T("param-network-activation-logistic")},
				Choice{string(ActivationReLU), msg.T("param-network-activation-relu")}, Choice{string(ActivationStep), msg.T("param-network-activation-step")}),
			choiceParam("layer", msg.T("param-network-layer"), netLayerTrained,
				msg.T("param-network-layer-help"),
				Choice{netLayerTrained, msg.T("param-network-layer-trained")}, Choice{netLayerFrozen, msg.T("param-network-layer-frozen")},
				Choice{netLayerBasis, msg.T("param-network-layer-basis")}),
			choiceParam("loss", msg.T("param-network-loss"), string(LossCrossEntropy),
				msg.T("param-network-loss-help"),
				Choice{string(LossCrossEntropy), msg.T("param-network-loss-cross-entropy")}, Choice{string(LossSquared), msg.T("param-network-loss-squared")}),
			choiceParam("mode", msg.T("param-network-mode"), netModeBatch,
				msg.T("param-network-mode-help"),
				Choice{netModeBatch, msg.T("param-network-mode-batch")}, Choice{netModeMini, msg.T("param-network-mode-minibatch")}, Choice{netModeOnline, msg.T("param-network-mode-online")}),
			intParam("batch", msg.T("param-network-batch"), 1, 10000, 10, msg.T("param-network-batch-help")),
			choiceParam("unit", msg.T("param-network-unit"), netUnitUpdate,
				msg.T("param-network-unit-help"),
				Choice{netUnitUpdate, msg.T("param-network-unit-update")}, Choice{netUnitEpoch, msg.T("param-network-unit-epoch")}),
			logParam("eta", msg.T("param-network-eta"), 0.001, 10, 1, msg.T("param-network-eta-help")),
			floatParam("momentum", msg.T("param-network-momentum"), 0, 0.99, 0.5, msg.T("param-network-momentum-help")),
			floatParam("decay", msg.T("param-network-decay"), 0, 10, 0.001, msg.T("param-network-decay-help")),
			intParam("init", msg.T("param-network-init"), 0, 1_000_000, 1,
				msg.T("param-network-init-help")),
			logParam("tol", msg.T("param-network-tol"), 1e-12, 1e-1, 1e-6, msg.T("param-network-tol-help")),
			intParam("maxSteps", msg.T("param-network-maxSteps"), 1, 1_000_000, 20000, msg.T("param-network-maxSteps-help")),
			boolParam("retrain", msg.T("param-network-retrain"), true,
				msg.T("param-network-retrain-help")),
		},
		Iterative: true,
		Short:     msg.T("method-network-short"),
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
