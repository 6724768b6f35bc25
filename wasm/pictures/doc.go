// Package pictures computes the pictures of the notes that the page draws
// beside the plot (web/js/pictures/), as plain Go tested natively:
//
//   - shatter.go: which labellings of a few points a line separates, and
//     with what margin (the shattering explorer, the notes' capacity
//     slides: lines shatter 3 points but not 4);
//   - weightspace.go: the solution region of a two-class linear model in
//     weight space, cut at its current bias (the weight-space view).
//
// The page reaches them through wasm/api's shatter() and wasm/session's
// weightSpace(). They build on the engine's points and on the plane's
// polygon clip (hyperplane/engine/plane); nothing in the engine depends on
// them.
package pictures
