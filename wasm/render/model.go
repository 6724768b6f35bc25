package render

import (
	"fmt"
	"strings"
)

// model writes the evaluation of the field at the pixel and what the look
// draws of it.
func (k Key) model(w func(string, ...any)) {
	if k.strips {
		w("out = color.rgb // the shading and the boundary, from the strips' vertices (StripMesh)")
		if k.levels == 0 {
			return
		}
	}
	w("pos := dstPos.xy - imageDstOrigin()")
	if k.flat {
		// Row 0 is affine in the pixel, and so is its signed distance to
		// the boundary in device pixels: d at pixel (0, 0) plus a unit
		// gradient, and h0 = d·|∇h0| (FieldUniforms works these out once
		// per frame rather than at every pixel).
		w("d := D0 + DGrad.x*pos.x + DGrad.y*pos.y")
		if (k.shading != ShadingOff && !k.strips) || k.levels > 0 {
			w("h0 := d * HPerD")
		}
	} else {
		k.rowsAt(w)
	}
	h := make([]string, k.rows)
	for r := range h {
		h[r] = fmt.Sprintf("h%d", r)
	}
	z := k.featureNames()
	// What the look needs: the class (shading), the confidence (soft
	// shading), and the boundary function g with the distance to its zero
	// set (the boundary line, a compared boundary, or the confidence of a
	// model without probabilities).
	needCls := k.shading != ShadingOff && !k.strips
	needConf := k.shading == ShadingSoft && !k.strips
	confFromDistance := k.link == LinkMargin || k.combine == CombineOvO
	needG := (k.boundary && !k.combine.perRow() && !k.strips) || k.linesOnly || (needConf && confFromDistance)
	g := "g"

	// The probit link moderates row 0 by κ = (1 + π zᵀΣz/8)^(−1/2).
	kappa := ""
	if k.link == LinkProbit && (needConf || k.levels > 0) {
		var terms []string
		for i := 0; i < k.nz; i++ {
			for j := 0; j < k.nz; j++ {
				terms = append(terms, fmt.Sprintf("Cov[%d].%c*%s*%s", (i*k.nz+j)/4, "xyzw"[(i*k.nz+j)%4], z[i], z[j]))
			}
		}
		w("kappa := 1 / sqrt(1+3.14159265*max(%s, 0)/8)", strings.Join(terms, " + "))
		kappa = "kappa*"
	}

	// The class cls (−1: undecided or ambiguous), g, and conf (< 0: the
	// link gives no probabilities here).
	switch k.combine {
	case CombineSign:
		g = "h0"
		if needCls {
			w("cls := 1")
			w("if h0 >= 0 {")
			w("\tcls = 0")
			w("}")
			if k.band {
				w("if abs(h0) <= Band {")
				w("\tcls = -1")
				w("}")
			}
		}
		if needConf && k.link.probabilities() {
			w("conf := confidence(%sh0)", kappa)
		}
	case CombineArgmax:
		if !needCls && !needG && !needConf {
			break // only the probability contours
		}
		w("cls := 0")
		w("bv := h0")
		for r := 1; r < k.rows; r++ {
			w("if %s > bv {", h[r])
			w("\tcls = %d", r)
			w("\tbv = %s", h[r])
			w("}")
		}
		if needG || (needConf && k.link != LinkSoftmax) {
			w("second := -1e30")
			for r := 0; r < k.rows; r++ {
				w("if cls != %d {", r)
				w("\tsecond = max(second, %s)", h[r])
				w("}")
			}
			w("g := bv - second")
		}
		if needConf && k.link == LinkSoftmax {
			var terms []string
			for r := 0; r < k.rows; r++ {
				terms = append(terms, fmt.Sprintf("exp(%s-bv)", h[r]))
			}
			w("conf := (1/(%s) - 1.0/%d) / (1 - 1.0/%d)", strings.Join(terms, " + "), k.rows, k.rows)
		} else if needConf && k.link.probabilities() {
			w("conf := confidence(g)")
		}
	case CombineOvR:
		k.nearestRow(w, needG)
		if needCls {
			w("won := -1")
			w("n := 0")
			if needConf && k.link.probabilities() {
				w("hw := 0.0")
			}
			for r := 0; r < k.rows; r++ {
				w("if %s > 0 {", h[r])
				w("\twon = %d", r)
				if needConf && k.link.probabilities() {
					w("\thw = %s", h[r])
				}
				w("\tn++")
				w("}")
			}
			w("cls := -1")
			w("if n == 1 {")
			w("\tcls = won")
			w("}")
			if needConf && k.link.probabilities() {
				w("conf := confidence(hw)")
			}
		}
	case CombineOvO:
		k.nearestRow(w, needG)
		if needCls {
			for c := 0; c < k.classes; c++ {
				w("v%d := 0.0", c)
			}
			for r := 0; r < k.rows && r < maxPairs; r++ {
				w("if %s >= 0 {", h[r])
				w("\tv%d += 1", k.pairs[r][0])
				w("} else {")
				w("\tv%d += 1", k.pairs[r][1])
				w("}")
			}
			w("cls := 0")
			w("bv := v0")
			w("tie := false")
			for c := 1; c < k.classes; c++ {
				w("if v%d > bv {", c)
				w("\tcls = %d", c)
				w("\tbv = v%d", c)
				w("\ttie = false")
				w("} else if v%d == bv {", c)
				w("\ttie = true")
				w("}")
			}
			w("if tie {")
			w("\tcls = -1")
			w("}")
		}
	}

	// Distance to the boundary in device pixels, from the screen gradient
	// of g. A function that is constant here (all-zero weights at the
	// start of training) has no boundary to draw.
	if needG && k.flat {
		w("dpx := abs(d)")
	} else if needG {
		w("gx := dfdx(%s)", g)
		w("gy := dfdy(%s)", g)
		w("grad := max(length(vec2(gx, gy)), 1e-12)")
		w("dpx := 1e6")
		w("if grad > 1e-9 {")
		w("\tdpx = abs(%s) / grad", g)
		w("}")
	}
	if k.linesOnly {
		if k.flat {
			w("tangent := vec2(-DGrad.y, DGrad.x)")
		} else {
			w("tangent := vec2(-gy, gx) / grad")
		}
		w("t := dot(pos, tangent) / PixelRatio")
		w("on := 1.0")
		w("if Dash > 2.5 {")
		w("\tm := mod(t, 22.0)")
		w("\ton = step(m, 12.0) + step(16.0, m)*step(m, 19.0)")
		w("} else if Dash > 1.5 {")
		w("\ton = step(mod(t, 6.0), 2.5)")
		w("} else if Dash > 0.5 {")
		w("\ton = step(mod(t, 14.0), 8.0)")
		w("}")
		w("cov := line(dpx, 2.4*PixelRatio) * on")
		w("return vec4(LineColor.rgb*cov, cov)")
		return
	}

	// Class regions: hard, or shaded by the confidence; with no
	// probabilities the confidence grows with the distance to the boundary,
	// relative to the size of the view.
	if needCls {
		w("col := ClassColor[0].rgb")
		for c := 1; c < k.classes; c++ {
			w("if cls == %d {", c)
			w("\tcol = ClassColor[%d].rgb", c)
			w("}")
		}
		shade := fmt.Sprint(shadeHard)
		if needConf {
			if confFromDistance {
				w("conf := 1 - exp(-dpx*Scale.x/(%v*Span))", confSpan)
			}
			shade = fmt.Sprintf("%v+%v*conf", shadeMin, shadeConf)
		}
		if k.band || k.combine.perRow() {
			w("if cls >= 0 {")
			w("\tout = mix(out, col, %s)", shade)
			if k.stripes {
				w("} else {")
				w("\tstripe := step(5.0*PixelRatio, mod(pos.x+pos.y, 10.0*PixelRatio))")
				w("\tout = mix(out, vec3(0.45), 0.14+0.10*stripe)")
			}
			w("}")
		} else {
			w("out = mix(out, col, %s)", shade)
		}
	}

	// Contours of row 0's activation (κ·h for probit): margin lines,
	// Fausett's H+ and H−, probability levels.
	if k.levels > 0 {
		if k.combine == CombineArgmax {
			// K posteriors p_k = softmax(h)_k: the contours of the largest,
			// as its log-odds ln(p/(1−p)) = −ln Σ_{j≠max} exp(h_j − h_max).
			w("lm := h0")
			for r := 1; r < k.rows; r++ {
				w("lm = max(lm, %s)", h[r])
			}
			var terms []string
			for r := 0; r < k.rows; r++ {
				terms = append(terms, fmt.Sprintf("exp(%s-lm)", h[r]))
			}
			w("a := -log(max(%s - 1, 1e-30))", strings.Join(terms, " + "))
		} else {
			w("a := %sh0", kappa)
		}
		if k.flat {
			w("ax := Grad0.x")
			w("ay := Grad0.y")
		} else {
			w("ax := dfdx(a)")
			w("ay := dfdy(a)")
		}
		w("ag := max(length(vec2(ax, ay)), 1e-12)")
		w("dash := step(mod(dot(pos, vec2(-ay, ax)/ag), 9.0*PixelRatio), 5.0*PixelRatio)")
		w("if ag > 1e-9 {")
		for i := 0; i < k.levels; i++ {
			w("\tcov%d := line(abs(a-Levels[%d].x)/ag, 1.5*PixelRatio)", i, i)
			w("\tif Levels[%d].y > 0.5 {", i)
			w("\t\tcov%d *= dash", i)
			w("\t}")
			w("\tout = mix(out, vec3(0.2), 0.85*cov%d)", i)
		}
		w("}")
	}

	if k.boundary && !k.strips {
		if k.combine.perRow() {
			// One-versus-rest and one-versus-one: every classifier's own
			// line, thin.
			for r := 0; r < k.rows; r++ {
				w("rg%d := length(vec2(dfdx(%s), dfdy(%s)))", r, h[r], h[r])
				w("if rg%d > 1e-9 {", r)
				w("\tout = mix(out, vec3(0.2), 0.75*line(abs(%s)/rg%d, 1.3*PixelRatio))", h[r], r)
				w("}")
			}
		} else {
			w("out = mix(out, vec3(%v), line(dpx, %v*PixelRatio))", lineGrey, lineWidth)
		}
	}
}
