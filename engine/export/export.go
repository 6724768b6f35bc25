// Package export writes a scene as code a student can run outside the
// page: a self-contained Python script (NumPy, and scikit-learn where a
// method has a counterpart that gives the page's numbers) and a Jupyter
// notebook of the same code with a plot of the regions. The script fits
// the scene's method to the scene's training points, in the scene's basis
// and with its parameters, and prints the weights, the training accuracy
// and the loss in the page's conventions (engine's doc): a = (w₀, w),
// class 0 (shown as class 1) positive, h(x) ≥ 0 for class 0.
//
// Every method of the catalog has a writer; a two-class method met with
// more classes runs its strategy (one-versus-rest, argmax, one-versus-one)
// as the engine does. The kernel machines are written too (kernels.go):
// the kernel SVM by scikit-learn's SVC with the page's kernel, its decision
// function written out from the dual coefficients, and the kernel
// perceptron in NumPy; they print α, the support and f at the training
// points. A scene's decision stage (priors, loss matrix, reject option,
// threshold; decision.go) is applied to the fitted model's posteriors or
// scores, and the script prints the decided confusion and accuracy that
// the page's evaluation() shows.
package export

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Cell is one part of an exported program: a heading in words (Markdown
// in a notebook, a comment in a script) and its Python code.
type Cell struct {
	Title string
	Code  string
}

// Words writes a Text of the catalog in the reader's language: the page
// gives its formatter, so that the program names the method as the page
// does. The program's comments are Python's, in English.
type Words func(msg.Text) string

// methodName names spec in the words of w, or by its id when w is nil.
func methodName(spec engine.Spec, w Words) string {
	if w == nil {
		return spec.ID
	}
	return w(spec.Name)
}

// Cells returns the program that reproduces sc, in cells: the data, the
// basis, the method and the report; w names the method (methodName).
func Cells(sc scene.Scene, w Words) ([]Cell, error) {
	spec, ok := engine.Lookup(sc.Algorithm)
	if !ok {
		return nil, fmt.Errorf("unknown algorithm %q", sc.Algorithm)
	}
	settings, err := spec.Resolve(sc.Params)
	if err != nil {
		return nil, err
	}
	meth, ok := methods[sc.Algorithm]
	if !ok {
		return nil, fmt.Errorf("no Python writer for %q", sc.Algorithm)
	}
	if err := sc.Basis.Validate(); err != nil {
		return nil, err
	}
	// A kernel machine's kernel acts on the points (x, y) and takes the
	// place of the basis, as in the page (engine/svm_kernel.go).
	kern, _ := settings["kernel"].(string)
	kernelMachine := spec.Kernel && kern != engine.KernelLinear
	basis, basisTitle := sc.Basis, "The feature map φ of the basis, and the augmented vectors z = (1, φ(x)) of the training points"
	if kernelMachine {
		basis = engine.Basis{}
		basisTitle = "The kernel takes the place of the basis, as in the page: it acts on the points (x, y), and z = (1, x, y)"
		if meth.kernel != nil {
			meth = *meth.kernel
		}
	}
	cells := []Cell{
		{"Imports", imports},
		{"The scene's points: (x, y), the class of each (0..K-1 in code, shown as 1..K in the page), and which are held out for testing",
			dataCode(sc)},
		{"The parameters of " + methodName(spec, w) + " (the page's settings, defaults filled in)", paramsCode(spec, settings)},
		{basisTitle, basisCode(basis)},
	}
	if spec.Binary {
		cells = append(cells, Cell{"Tools of the two-class methods", binaryTools})
	}
	if kernelMachine {
		cells = append(cells, Cell{"The kernel K(x, x') of the machine", kernelTools})
	}
	if meth.gram {
		gram := Cell{"The Gram matrix of the training points", linearGram}
		if kernelMachine {
			gram.Code = kernelGram
		}
		cells = append(cells, gram)
	}
	if spec.Shuffled || spec.Kind == engine.KindNetwork {
		cells = append(cells, Cell{"The page's visiting order: the same generator (PCG-DXSM, as Go's math/rand/v2) and the same shuffles", pcgCode})
	}
	if spec.Kind == engine.KindNetwork {
		start, err := networkStartCode(sc, basis)
		if err != nil {
			return nil, err
		}
		cells = append(cells, Cell{"The page's start: its seeded weights, or the weights set by hand", start})
	}
	title := methodName(spec, w)
	if kernelMachine {
		title += " with the " + kern + " kernel"
	}
	cells = append(cells, Cell{title, meth.fit})
	if spec.Binary {
		cells = append(cells, Cell{"Two classes, or K classes through the multi-class strategy", strategyCode})
	}
	cells = append(cells, Cell{"What the page shows: the weights, the training accuracy and the loss", reportCode})
	if meth.check != "" {
		cells = append(cells, Cell{"The same fit by scikit-learn, where it has a counterpart", meth.check})
	}
	if !sc.Decision.IsZero() {
		cells = append(cells, Cell{"The decision stage: priors, losses, reject option and threshold, applied to the model's predictions",
			decisionCode(sc, spec)})
	}
	return cells, nil
}

// Python returns the script that reproduces sc; w names the method
// (methodName).
func Python(sc scene.Scene, w Words) (string, error) {
	cells, err := Cells(sc, w)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("#!/usr/bin/env python3\n")
	fmt.Fprintf(&b, "# %s, exported from Hyperplane.\n", headline(sc, w))
	b.WriteString("# Run it with Python 3, NumPy and scikit-learn: it prints the numbers the page shows.\n")
	for _, c := range cells {
		b.WriteString("\n# " + strings.ReplaceAll(c.Title, "\n", "\n# ") + "\n")
		b.WriteString(c.Code)
		if !strings.HasSuffix(c.Code, "\n") {
			b.WriteString("\n")
		}
	}
	return b.String(), nil
}

// headline names the scene and its method.
func headline(sc scene.Scene, w Words) string {
	spec, _ := engine.Lookup(sc.Algorithm)
	h := methodName(spec, w)
	if t := strings.TrimSpace(sc.Title); t != "" {
		h = strings.ReplaceAll(t, "\n", " ") + ": " + h
	}
	return h
}

const imports = `import numpy as np
`

// num writes a float so that Python reads back the same float64.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") { // "Inf"/"NaN" cannot occur: scenes are finite
		s += ".0"
	}
	return s
}

// dataCode writes the points, their classes and the test mask.
func dataCode(sc scene.Scene) string {
	var b strings.Builder
	b.WriteString("X = np.array([\n")
	for _, p := range sc.Points {
		fmt.Fprintf(&b, "    [%s, %s],\n", num(p.X), num(p.Y))
	}
	b.WriteString("]).reshape(-1, 2)\n")
	b.WriteString("labels = np.array([")
	for i, p := range sc.Points {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(p.Class))
	}
	b.WriteString("], dtype=int)\n")
	fmt.Fprintf(&b, "K = %d  # classes of the scene\n", len(sc.Classes))
	mask := sc.Split.TestMask(len(sc.Points))
	if mask == nil {
		b.WriteString("test = np.zeros(len(X), dtype=bool)  # no split: every point trains\n")
	} else {
		fmt.Fprintf(&b, "# The page's split: fraction %s, seed %d (the points of smallest SplitMix64 key).\n",
			num(sc.Split.Fraction), sc.Split.Seed)
		b.WriteString("test = np.array([")
		for i, m := range mask {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(map[bool]string{true: "1", false: "0"}[m])
		}
		b.WriteString("], dtype=bool)\n")
	}
	b.WriteString(`# Classes without training points are left out, as in the page: the model
# decides between the classes present, numbered 0..C-1 here; names[c] is the
# scene's class of class c.
names = np.unique(labels[~test])
Xtr = X[~test]
y = np.searchsorted(names, labels[~test])
C = len(names)
`)
	return b.String()
}

// paramsCode writes the resolved settings as a dict P.
func paramsCode(spec engine.Spec, s engine.Settings) string {
	kinds := map[string]engine.ParamKind{}
	for _, p := range spec.Params {
		kinds[p.Key] = p.Kind
	}
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("P = {\n")
	for _, k := range keys {
		var v string
		switch x := s[k].(type) {
		case float64:
			v = num(x)
			if kinds[k] == engine.ParamInt {
				v = strconv.FormatInt(int64(x), 10)
			}
		case string:
			v = strconv.Quote(x)
		case bool:
			v = map[bool]string{true: "True", false: "False"}[x]
		default:
			v = fmt.Sprintf("%q", fmt.Sprint(x))
		}
		fmt.Fprintf(&b, "    %q: %s,\n", k, v)
	}
	b.WriteString("}\n")
	return b.String()
}

// basisCode writes phi(X) for the basis b.
func basisCode(b engine.Basis) string {
	var s strings.Builder
	switch b.Kind {
	case engine.BasisPoly:
		fmt.Fprintf(&s, "DEGREE = %d\n", b.Degree)
		s.WriteString(`def phi(X):
    """All monomials x^i y^j with 1 <= i+j <= DEGREE, in the order x, y, x², xy, y², x³, ..."""
    x, y = X[:, 0], X[:, 1]
    return np.column_stack([x ** (p - j) * y ** j for p in range(1, DEGREE + 1) for j in range(p + 1)])
`)
	case engine.BasisRBF:
		s.WriteString("CENTRES = np.array([")
		for i, c := range b.Centres {
			if i > 0 {
				s.WriteString(", ")
			}
			fmt.Fprintf(&s, "[%s, %s]", num(c.X), num(c.Y))
		}
		s.WriteString("])\n")
		fmt.Fprintf(&s, "WIDTH = %s\nWITH_XY = %s\n", num(b.Width), map[bool]string{true: "True", false: "False"}[b.Linear])
		s.WriteString(`def phi(X):
    """Gaussian bumps exp(-|x - c|² / (2 s²)) at the centres, then x and y when WITH_XY."""
    d2 = ((X[:, None, :] - CENTRES[None, :, :]) ** 2).sum(axis=2)
    F = np.exp(-d2 / (2 * WIDTH * WIDTH))
    return np.column_stack([F, X]) if WITH_XY else F
`)
	default:
		s.WriteString(`def phi(X):
    """The linear basis: φ(x) = (x, y)."""
    return np.asarray(X, dtype=float)
`)
	}
	s.WriteString(`def augment(X):
    """z = (1, φ(x)): the bias comes first, a = (w0, w)."""
    F = phi(X)
    return np.column_stack([np.ones(len(F)), F])

Z = augment(Xtr)
EXPANSION = None  # a kernel machine's support vectors and coefficients, set by its fit
ALPHA = None      # a dual machine's coefficients α, set by its fit
NETWORK = None    # a network's weights (hidden rows, output rows), set by its fit
`)
	return s.String()
}
