//go:build ignore

//kage:unit pixels

// The lines shader draws anti-aliased segments (capsules) for the
// overlays, all in one call: each quad carries its segment's ends in
// Custom (destination pixels), its half width in SrcX, and its colour
// (straight alpha) in the vertex colour.
package main

func Fragment(dstPos vec4, src0Pos vec2, color vec4, custom vec4) vec4 {
	p := dstPos.xy - imageDstOrigin()
	a := custom.xy
	ba := custom.zw - a
	pa := p - a
	h := clamp(dot(pa, ba)/max(dot(ba, ba), 1e-6), 0, 1)
	d := length(pa - ba*h)
	cov := clamp(src0Pos.x+0.5-d, 0, 1) * color.a
	return vec4(color.rgb*cov, cov)
}
