//go:build ignore

//kage:unit pixels

// The composite shader draws the kernel field kept by the browser program
// (image 0, opaque) under the scenery (image 1, premultiplied), both of
// the destination's size.
package main

func Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {
	f := imageSrc0UnsafeAt(src0Pos)
	p := imageSrc1UnsafeAt(src0Pos)
	return vec4(p.rgb+f.rgb*(1-p.a), 1)
}
