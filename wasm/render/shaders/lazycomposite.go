//go:build ignore

//kage:unit pixels

// The lazy composite shader draws the kept kernel field when it is a
// coarse level (image 1), sampled bilinearly as Ebiten's linear filter
// scales it by Scale, under the scenery (image 0, premultiplied, the
// destination's size).
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
