// Package pictures computes the pictures of the notes that the page draws
// beside the plot (web/js/pictures/), as plain Go tested natively:
//
//   - shatter.go: which labellings of a few points a line separates, and
//     with what margin (the shattering explorer, the notes' capacity
//     slides: lines shatter 3 points but not 4);
//   - weightspace.go: the solution region of a two-class linear model in
//     weight space, cut at its current bias (the weight-space view);
//   - hidden.go: a network's hidden space, each point at its image
//     h = g(Wz), the plane's grid carried there, the output layer's
//     regions and boundary, straight in that space, and the stages of the
//     slider that carries the plane there (the hidden-space view);
//   - backprop.go: backpropagation of one point in numbers (the forward
//     values, the output errors, the hidden deltas, the gradient), and the
//     full batch's gradient, with the step each makes.
//
// The page reaches them through wasm/api's shatter(), hiddenSpace() and
// backprop(), and wasm/session's weightSpace(). They build on the engine's
// points, its network's forward pass and backpropagation, and on the
// plane's polygon clip (hyperplane/engine/plane); nothing in the engine
// depends on them.
package pictures
