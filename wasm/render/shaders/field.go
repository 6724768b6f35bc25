//go:build ignore

//kage:unit pixels

// The field shader paints a model's decision function at every pixel: the
// class regions (hard or shaded by confidence), ambiguous and undecided
// regions, the boundary and contour lines (anti-aliased from the gradient
// of the function), and the scenery (grid, axes and points, drawn once into
// a layer) over them. It evaluates the same rows as engine.Evaluator, in
// float32: h_r(x) = W_rᵀ z with z = (1, φ(x)).
//
// This file holds the uniforms and helpers; Key.Source (wasm/render/key.go
// and model.go) writes the body of Fragment for each kind of field and
// look, as straight-line code with every size, rule and layer decided:
// under software WebGL (SwiftShader) a loop, a local array or a branch on
// a uniform costs several times the arithmetic it stands for. The uniforms
// are set by render.FieldUniforms, with slices of the sizes declared here.
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

// The Gaussian basis: centres and width.
var Centres [32]vec2
var Width float

// Rows of coefficients, packed row after row in W.
var W [128]vec4

// A kernel expansion (render/kernel.go): its support vectors and
// coefficients are read from the image imageSrc0 in fixed point (svCode):
// a point is SVLo + v·SVStep, a coefficient (v − 2²³ + 1)·CStep; the loop
// stops after SVBlocks blocks of four. The kernel's γ, c₀ and degree.
var SVLo vec2
var SVStep vec2
var CStep float
var SVBlocks float
var KGamma float
var KCoef0 float
var KDegree float

// A linear two-class field is affine in the pixel: row 0 has the screen
// gradient Grad0 (per device pixel), and its signed distance to its zero,
// in device pixels, is D0 at pixel (0, 0) with the unit gradient DGrad;
// h0 = d·HPerD.
var Grad0 vec2
var D0 float
var DGrad vec2
var HPerD float

// ClassColor[k] is the colour of the field's class k.
var ClassColor [6]vec4

// Probit link: Cov is the covariance of row 0 (at most 10 coefficients);
// Band is Fausett's threshold θ.
var Cov [25]vec4
var Band float

// Levels of row 0's activation to draw as contours (x: level, y: 1 dashed)
// and the span of the view (for the confidence of margin models).
var Levels [8]vec4
var Span float

// The boundary of a compared algorithm: colour and dash pattern (0 solid,
// 1 dashed, 2 dotted, 3 dash-dot).
var LineColor vec4
var Dash float

// confidence returns |2σ(a) − 1| = (1 − e^−|a|) / (1 + e^−|a|), how far
// the probability σ(a) is from even, between 0 and 1.
func confidence(a float) float {
	e := exp(-abs(a))
	return (1 - e) / (1 + e)
}

// svCode returns the 24-bit number v = 65536·r + 256·g + b that the texel
// at p (in the atlas, pixels) holds in its red, green and blue bytes, each
// rounded back to its integer first so that v is exact in float32.
func svCode(p vec2) float {
	b := floor(imageSrc0UnsafeAt(p).rgb*255 + 0.5)
	return dot(b, vec3(65536, 256, 1))
}

// line returns the coverage of a line of the given width (device pixels)
// at distance d (device pixels) from the pixel centre.
func line(d, width float) float {
	return clamp(width/2+0.5-d, 0, 1)
}

// Fragment is written by Key.Source for each kind of field and look, in
// straight-line code: scalar features z1…zn, rows h0…hm with constant
// indices into W, the combine rule, then the shading, contours, boundary
// and scenery that the look asks for. This body is the program without a
// model: a white page under the scenery.
func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	// BODY BEGIN
	return vec4(1)
	// BODY END
}
