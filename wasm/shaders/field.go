//go:build ignore

//kage:unit pixels

// The field shader paints a model's decision function at every pixel: the
// class regions (hard or shaded by confidence), ambiguous and undecided
// regions, the boundary and contour lines (anti-aliased from the gradient
// of the function), and the grid. It evaluates the same rows as
// engine.Evaluator, in float32: h_r(x) = W_rᵀ z with z = (1, φ(x)).
package main

// Pixel (px, py) of the destination shows the data point
// (Origin.x + px·Scale.x, Origin.y − py·Scale.y).
var Origin vec2
var Scale vec2
var PixelRatio float

// The view may be transformed (the whitened view): the pixel's view
// coordinates v map to the data point ViewInv·v + ViewC, with ViewInv the
// row-major 2×2 matrix (x, y, z, w).
var ViewInv vec4
var ViewC vec2

// The feature map: Kind 0 linear, 1 polynomial, 2 Gaussian.
var Kind float
var Degree float
var NCentres float
var Centres [32]vec2
var Width float
var RBFLinear float

// Rows: NRows rows of NZ coefficients, packed row after row in W.
var NRows float
var NZ float
var W [128]vec4

// Combine: 0 sign, 1 argmax, 2 one-versus-rest, 3 one-versus-one.
var Combine float
var Pairs [15]vec2
var Labels [6]float
var NClasses float

// Link: 0 margin, 1 logistic, 2 softmax, 3 probit (with the covariance Cov
// of row 0, NZ ≤ 10).
var Link float
var Cov [25]vec4
var Band float

// Look.
var Shading float // 0 off, 1 hard, 2 soft
var Colors [6]vec4
var Boundary float
var Ambiguity float
var Levels [8]vec4 // x: level of the activation, y: 1 dashed
var NLevels float
var Span float
var GridStep float
var Grid float

// HasPoints composites source image 0, the points drawn once into a layer
// of the screen's size, over the field: one pass instead of two.
var HasPoints float

// LinesOnly draws only the boundary, in LineColor with the dash pattern
// Dash (0 solid, 1 dashed, 2 dotted, 3 dash-dot), on a transparent
// background: the boundaries of compared algorithms.
var LinesOnly float
var LineColor vec4
var Dash float

// The sizes and the combine rule are constants so that the program can be
// compiled for one kind of model (wasm/field_js.go fills them in): for two
// classes in the plane it is then three multiply-adds per pixel. These are
// the values of the general program, which can draw any field.
const maxZ = 36
const maxRows = 15
const combineConst = -1

func sigmoid(a float) float {
	return 1.0 / (1.0 + exp(-a))
}

// features returns z = (1, φ(x, y)).
func features(x, y float) [maxZ]float {
	var z [maxZ]float
	z[0] = 1
	// FEATURES BEGIN
	if Kind < 0.5 {
		z[1] = x
		z[2] = y
	} else if Kind < 1.5 {
		z[1] = x
		z[2] = y
		if Degree > 1.5 {
			z[3] = x * x
			z[4] = x * y
			z[5] = y * y
		}
		if Degree > 2.5 {
			z[6] = x * x * x
			z[7] = x * x * y
			z[8] = x * y * y
			z[9] = y * y * y
		}
	} else {
		z = rbf(x, y, z)
	}
	// FEATURES END
	return z
}

// rbf writes the Gaussian features into z.
func rbf(x, y float, z [maxZ]float) [maxZ]float {
	s2 := 2.0 * Width * Width
	n := 0
	for j := 0; j < 32; j++ {
		if float(j) >= NCentres || j+1 >= maxZ {
			break
		}
		d := vec2(x, y) - Centres[j]
		z[j+1] = exp(-dot(d, d) / s2)
		n = j + 1
	}
	if RBFLinear > 0.5 && n+2 < maxZ {
		z[n+1] = x
		z[n+2] = y
	}
	return z
}

func coef(k int) float {
	return W[k/4][k%4]
}

// rows returns the row values h_r.
func rows(z [maxZ]float) [maxRows]float {
	var h [maxRows]float
	nz := int(NZ)
	for r := 0; r < maxRows; r++ {
		if float(r) >= NRows {
			break
		}
		s := 0.0
		for j := 0; j < maxZ; j++ {
			if j >= nz {
				break
			}
			s += coef(r*nz+j) * z[j]
		}
		h[r] = s
	}
	return h
}

// variance returns zᵀ Cov z for the probit link.
func variance(z [maxZ]float) float {
	nz := int(NZ)
	s := 0.0
	for i := 0; i < maxZ; i++ {
		if i >= nz || i >= 10 {
			break
		}
		t := 0.0
		for j := 0; j < maxZ; j++ {
			if j >= nz || j >= 10 {
				break
			}
			k := i*nz + j
			t += Cov[k/4][k%4] * z[j]
		}
		s += z[i] * t
	}
	return max(s, 0)
}

// decide returns the field class (−1 ambiguous or undecided), the function
// whose zero set is the boundary near this pixel, and a confidence in [0, 1]
// when the link gives probabilities (−1 otherwise).
func decide(h [maxRows]float, kappa float) (int, float, float) {
	if combineConst == 0 || (combineConst < 0 && Combine < 0.5) {
		a := h[0]
		conf := -1.0
		if Link > 0.5 {
			p := sigmoid(kappa * a)
			conf = abs(2*p - 1)
		}
		if Band > 0 && abs(a) <= Band {
			return -1, a, conf
		}
		if a >= 0 {
			return 0, a, conf
		}
		return 1, a, conf
	}
	if combineConst == 1 || (combineConst < 0 && Combine < 1.5) {
		best := 0
		bv := h[0]
		for k := 1; k < maxRows; k++ {
			if float(k) >= NRows {
				break
			}
			if h[k] > bv {
				best = k
				bv = h[k]
			}
		}
		second := -1e30
		sum := 0.0
		for k := 0; k < maxRows; k++ {
			if float(k) >= NRows {
				break
			}
			if k != best {
				second = max(second, h[k])
			}
			sum += exp(h[k] - bv)
		}
		conf := -1.0
		if Link > 1.5 && Link < 2.5 {
			conf = (1/sum - 1/NRows) / (1 - 1/NRows)
		} else if Link > 0.5 {
			conf = abs(2*sigmoid(bv-second) - 1)
		}
		return best, bv - second, conf
	}
	if combineConst == 2 || (combineConst < 0 && Combine < 2.5) {
		won := -1
		n := 0
		g := 1e30
		for k := 0; k < maxRows; k++ {
			if float(k) >= NRows {
				break
			}
			if h[k] > 0 {
				won = k
				n++
			}
			if abs(h[k]) < abs(g) {
				g = h[k]
			}
		}
		conf := -1.0
		if n == 1 {
			if Link > 0.5 {
				conf = abs(2*sigmoid(h[won]) - 1)
			}
			return won, g, conf
		}
		return -1, g, conf
	}
	var votes [6]float
	g := 1e30
	for r := 0; r < maxRows; r++ {
		if float(r) >= NRows {
			break
		}
		p := Pairs[r]
		c := int(p.y)
		if h[r] >= 0 {
			c = int(p.x)
		}
		votes[c] += 1
		if abs(h[r]) < abs(g) {
			g = h[r]
		}
	}
	best := 0
	tie := false
	for k := 1; k < 6; k++ {
		if float(k) >= NClasses {
			break
		}
		if votes[k] > votes[best] {
			best = k
			tie = false
		} else if votes[k] == votes[best] {
			tie = true
		}
	}
	if tie {
		return -1, g, -1
	}
	return best, g, -1
}

func labelColor(k int) vec4 {
	return Colors[int(Labels[k])]
}

// line returns the coverage of a line of the given width (device pixels)
// at distance d (device pixels) from the pixel centre.
func line(d, width float) float {
	return clamp(width/2+0.5-d, 0, 1)
}

func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	pos := dstPos.xy - imageDstOrigin()
	vx := Origin.x + pos.x*Scale.x
	vy := Origin.y - pos.y*Scale.y
	x := ViewInv.x*vx + ViewInv.y*vy + ViewC.x
	y := ViewInv.z*vx + ViewInv.w*vy + ViewC.y

	bg := vec3(1)
	out := bg
	if LinesOnly > 0.5 && NRows < 0.5 {
		return vec4(0)
	}
	if NRows > 0.5 {
		z := features(x, y)
		h := rows(z)
		kappa := 1.0
		if Link > 2.5 {
			kappa = 1 / sqrt(1+3.14159265*variance(z)/8)
		}
		cls, g, conf := decide(h, kappa)

		// Distance to the boundary in device pixels, from the screen
		// gradient of the boundary function.
		// A function that is constant here (all-zero weights at the
		// start of training) has no boundary to draw.
		gx := dfdx(g)
		gy := dfdy(g)
		grad := max(length(vec2(gx, gy)), 1e-12)
		dpx := 1e6
		if grad > 1e-9 {
			dpx = abs(g) / grad
		}
		if LinesOnly > 0.5 {
			tangent := vec2(-gy, gx) / grad
			t := dot(pos, tangent) / PixelRatio
			on := 1.0
			if Dash > 2.5 {
				m := mod(t, 22.0)
				on = step(m, 12.0) + step(16.0, m)*step(m, 19.0)
			} else if Dash > 1.5 {
				on = step(mod(t, 6.0), 2.5)
			} else if Dash > 0.5 {
				on = step(mod(t, 14.0), 8.0)
			}
			cov := line(dpx, 2.4*PixelRatio) * on
			return vec4(LineColor.rgb*cov, cov)
		}
		if conf < 0 {
			// No probabilities: confidence from the distance to the
			// boundary, relative to the size of the view.
			conf = 1 - exp(-dpx*Scale.x/(0.12*Span))
		}

		if Shading > 0.5 {
			if cls >= 0 {
				c := labelColor(cls).rgb
				a := 0.30
				if Shading > 1.5 {
					a = 0.08 + 0.42*conf
				}
				out = mix(bg, c, a)
			} else if Ambiguity > 0.5 || Combine < 0.5 {
				stripe := step(5.0*PixelRatio, mod(pos.x+pos.y, 10.0*PixelRatio))
				out = mix(bg, vec3(0.45), 0.14+0.10*stripe)
			}
		}

		// Contours of row 0's activation (κ·h for probit): margin lines,
		// Fausett's H+ and H−, probability levels.
		if NLevels > 0.5 {
			a := kappa * h[0]
			ax := dfdx(a)
			ay := dfdy(a)
			ag := max(length(vec2(ax, ay)), 1e-12)
			tangent := vec2(-ay, ax) / ag
			for i := 0; i < 8; i++ {
				if float(i) >= NLevels || ag <= 1e-9 {
					break
				}
				lv := Levels[i]
				d := abs(a-lv.x) / ag
				cov := line(d, 1.5*PixelRatio)
				if lv.y > 0.5 {
					t := dot(pos, tangent)
					cov *= step(mod(t, 9.0*PixelRatio), 5.0*PixelRatio)
				}
				out = mix(out, vec3(0.2), 0.85*cov)
			}
		}

		if Boundary > 0.5 {
			if Combine > 1.5 {
				// One-versus-rest and one-versus-one: every classifier's
				// own line, thin.
				for r := 0; r < maxRows; r++ {
					if float(r) >= NRows {
						break
					}
					hr := h[r]
					rg := max(length(vec2(dfdx(hr), dfdy(hr))), 1e-12)
					cov := line(abs(hr)/rg, 1.3*PixelRatio)
					if rg <= 1e-9 {
						cov = 0
					}
					out = mix(out, vec3(0.2), 0.75*cov)
				}
			} else {
				out = mix(out, vec3(0.1), line(dpx, 2.2*PixelRatio))
			}
		}
	}

	if Grid > 0.5 && GridStep > 0 {
		// Grid lines every GridStep data units, and darker axes.
		fx := abs(fract(vx/GridStep+0.5)-0.5) * GridStep / Scale.x
		fy := abs(fract(vy/GridStep+0.5)-0.5) * GridStep / Scale.y
		gcov := max(line(fx, PixelRatio), line(fy, PixelRatio))
		out = mix(out, vec3(0.55), 0.18*gcov)
		acov := max(line(abs(vx)/Scale.x, 1.3*PixelRatio), line(abs(vy)/Scale.y, 1.3*PixelRatio))
		out = mix(out, vec3(0.3), 0.45*acov)
	}
	if HasPoints > 0.5 {
		p := imageSrc0At(src0Pos) // premultiplied: p over out
		out = p.rgb + out*(1-p.a)
	}
	return vec4(out, 1)
}
