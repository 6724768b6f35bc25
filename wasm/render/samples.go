package render

import "hyperplane/engine"

// SampleKeys returns every program the field shader's writer can be asked
// for, over one field of each basis, combine rule and link and every look:
// the native tests and the page's debug hook fieldPrograms compile them
// all, so that a broken combination is found before a user finds it.
func SampleKeys() []Key {
	bases := []engine.Basis{
		{Kind: engine.BasisLinear},
		{Kind: engine.BasisPoly, Degree: 2},
		{Kind: engine.BasisPoly, Degree: 3},
		{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: -1, Y: 2}}, Width: 1},
		{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}}, Width: 1, Linear: true},
	}
	var fields []engine.Field
	for _, b := range bases {
		nz := b.Dim() + 1
		rows := func(n int) [][]float64 {
			r := make([][]float64, n)
			for i := range r {
				r[i] = make([]float64, nz)
				r[i][0] = float64(i)
			}
			return r
		}
		for _, link := range []engine.Link{engine.LinkMargin, engine.LinkLogistic, engine.LinkProbit} {
			for _, band := range []float64{0, 0.5} {
				f := engine.Field{Basis: b, Rows: rows(1), Labels: []int{0, 1}, Combine: engine.CombineSign, Link: link, Band: band}
				if link == engine.LinkProbit {
					if nz > shaderCovZ {
						continue
					}
					f.Cov = make([]float64, nz*nz)
				}
				fields = append(fields, f)
			}
		}
		for _, link := range []engine.Link{engine.LinkMargin, engine.LinkLogistic, engine.LinkSoftmax} {
			fields = append(fields, engine.Field{Basis: b, Rows: rows(3), Labels: []int{0, 1, 2}, Combine: engine.CombineArgmax, Link: link})
		}
		for _, link := range []engine.Link{engine.LinkMargin, engine.LinkLogistic} {
			fields = append(fields,
				engine.Field{Basis: b, Rows: rows(3), Labels: []int{0, 1, 2}, Combine: engine.CombineOvR, Link: link},
				engine.Field{Basis: b, Rows: rows(3), Labels: []int{0, 1, 2}, Combine: engine.CombineOvO, Link: link, Pairs: [][2]int{{0, 1}, {0, 2}, {1, 2}}})
		}
	}
	// Kernel expansions: each kind (one program serves every count of
	// support vectors: the loop stops at the uniform SVBlocks), with one
	// row and with three: one-versus-rest, its argmax, one-versus-one.
	for _, kind := range []string{engine.KernelRBF, engine.KernelPoly, engine.KernelLinear} {
		const n = 16
		e := &engine.Expansion{Kernel: engine.Kernel{Kind: kind, Gamma: 1, Degree: 2, Coef0: 1},
			Points: make([]engine.Vec2, n), Coef: [][]float64{make([]float64, n)}}
		fields = append(fields, engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{0, 0, 0}},
			Labels: []int{0, 1}, Combine: engine.CombineSign, Expansion: e})
		rows := [][]float64{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}
		e3 := &engine.Expansion{Kernel: e.Kernel, Points: e.Points, Coef: [][]float64{e.Coef[0], e.Coef[0], e.Coef[0]}}
		for _, c := range []engine.Combine{engine.CombineOvR, engine.CombineArgmax, engine.CombineOvO} {
			f := engine.Field{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: rows, Labels: []int{0, 1, 2}, Combine: c, Expansion: e3}
			if c == engine.CombineOvO {
				f.Pairs = [][2]int{{0, 1}, {0, 2}, {1, 2}}
			}
			fields = append(fields, f)
		}
	}
	// Networks (network.go): each activation, H = 1, 2 and 8, two classes
	// and three, and a hidden layer that is a Gaussian basis.
	fields = append(fields, netSamples()...)
	seen := map[Key]bool{}
	var keys []Key
	add := func(k Key) {
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, scenery := range []bool{false, true} {
		add(KeyOf(nil, Look{}, scenery, false))
	}
	levels := [][2]float32{{1, 1}, {-1, 1}, {0.5, 0}}
	for i := range fields {
		f := &fields[i]
		add(KeyOf(f, Look{}, false, true))
		for _, shading := range []Shading{ShadingOff, ShadingHard, ShadingSoft} {
			for _, boundary := range []bool{false, true} {
				for _, ambiguity := range []bool{false, true} {
					for _, lv := range [][][2]float32{nil, levels} {
						for _, scenery := range []bool{false, true} {
							lk := Look{Shading: shading, Boundary: boundary, Ambiguity: ambiguity, Levels: lv}
							add(KeyOf(f, lk, scenery, false))
						}
					}
				}
			}
		}
	}
	return keys
}
