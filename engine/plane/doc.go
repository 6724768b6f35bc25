// Package plane holds the geometry of the plane that the models, the view
// and its description share, each routine once: points and vectors, boxes,
// segments and lines, the clip of a line or a segment to a box, the clip of
// a convex polygon by a half-plane, and the ellipses and whitening of 2×2
// covariances. It is pure Go on the standard library's math alone, has no
// package-level state, and imports nothing of Hyperplane: package engine
// builds on it (engine.Vec2 is Vec2), and so do the page's plain-Go
// packages wasm/render (the overlay, the compared regions, the whitened
// view) and wasm/describe (where a boundary crosses the view).
//
// # Rooms
//
//   - vec.go: Vec2, and the 2×2 matrices that act on it (Apply2, Inverse2).
//   - box.go: Box, Segment, and Line, the affine function
//     h = W0 + W1·x + W2·y, its zero line and its half-plane h ≥ 0.
//   - clip.go: the one clip of a line to a box (Clip, by Liang and Barsky's
//     algorithm), and what is built on it: ClipSegment for segments,
//     Line.Level for the level lines h = c of a linear field.
//   - polygon.go: the one clip of a convex polygon by a half-plane
//     (ClipPolygon, a pass of Sutherland and Hodgman's algorithm), with a
//     tag on each side saying which cut made it.
//   - ellipse.go: the ellipses of a covariance (CovEllipse) and whitening
//     (Whitening, Σ^(−1/2)).
//
// # Failure
//
// Numbers that come from data are never a panic. The clips report ok =
// false (or return nil) for input that is not finite, an empty box, a line
// with no direction or a polygon with no area left; the ellipses and
// whitening return an error for a covariance that is not finite, not
// symmetric or not positive (semi-)definite. A closed box includes its
// edges: a line through a corner touches the box, at one point.
package plane
