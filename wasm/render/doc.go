// Package render is what the browser program draws, worked out in plain
// Go: the camera from data to device pixels, the field shader's programs
// (their keys and the Kage source written for each), the uniforms that
// feed them, the strip mesh that carries the shading of a linear field,
// and the overlay geometry (segments, arrows, curves and discs, clipped to
// the screen by the plane's one clip, hyperplane/engine/plane, and cut
// into the quads of the lines shader). It imports Ebiten
// only for its vertex type, and neither syscall/js nor the session, so its
// tests run natively: they compile every field program with Ebiten's Kage
// compiler and check the geometry against closed forms. The wasm program
// (package main, the *_js.go files) keeps the drawing, the images and the
// page.
package render
