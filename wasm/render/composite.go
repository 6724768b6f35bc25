package render

import _ "embed"

// CompositeShader is the Kage source of the program that draws the kept
// kernel field (image 0) under the scenery (image 1), on the screen that
// the browser program keeps from frame to frame.
//
//go:embed shaders/composite.go
var CompositeShader []byte

// LazyCompositeShader is the Kage source of the program that draws the
// kept kernel field while it is a coarse level (image 1, scaled by the
// uniform Scale, the level's factor) under the scenery (image 0).
//
//go:embed shaders/lazycomposite.go
var LazyCompositeShader []byte
