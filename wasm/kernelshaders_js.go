package main

// The programs that composite the kernel field kept by kernelLayer
// (kernelfield_js.go) with the scenery on the screen (keptscreen_js.go).

// compositeShader draws the kept field (image 0) under the scenery (image
// 1, premultiplied).
const compositeShader = `//kage:unit pixels
package main

func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	f := imageSrc0UnsafeAt(src0Pos)
	p := imageSrc1UnsafeAt(src0Pos)
	return vec4(p.rgb+f.rgb*(1-p.a), 1)
}
`

// lazyCompositeShader draws the kept field, a coarse level (image 1)
// sampled bilinearly as Ebiten's linear filter scales it by Scale, under
// the scenery (image 0, premultiplied, the destination's size).
const lazyCompositeShader = `//kage:unit pixels
package main

var Scale float

func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	p := imageSrc0UnsafeAt(src0Pos)
	o := imageSrc1Origin()
	n := imageSrc1Size()
	u := (dstPos.xy-imageDstOrigin())/Scale - 0.5
	i := floor(u)
	t := u - i
	a := clamp(i+0.5, vec2(0.5), n-0.5)
	b := clamp(i+1.5, vec2(0.5), n-0.5)
	top := mix(imageSrc1UnsafeAt(o+a), imageSrc1UnsafeAt(o+vec2(b.x, a.y)), t.x)
	bottom := mix(imageSrc1UnsafeAt(o+vec2(a.x, b.y)), imageSrc1UnsafeAt(o+b), t.x)
	f := mix(top, bottom, t.y)
	return vec4(p.rgb+f.rgb*(1-p.a), 1)
}
`
