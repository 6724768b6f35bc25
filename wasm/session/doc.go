// Package session is the state of a Hyperplane session in the browser: the
// scene the user is making, the method training on it and its history, the
// compared methods, the decision stage and the grading of the model. Its
// methods are the only way to change that state, and they check every
// value first. It needs neither syscall/js nor Ebiten, so it is tested
// natively; the caller serialises calls (the wasm program holds a lock).
//
// # Parts
//
// A Session holds seven parts, each a type with its own files and tests:
//
//   - Document (document*.go), what the user makes: the points, the
//     classes and the class of new points, what the axes measure, the title
//     and the lesson, every edit of the points with its undo and redo, the
//     pointer's and the keyboard's grab of a point, imports and the bundled
//     data sets.
//   - Tools (tools*.go), the tool bar: the tool, the brush, the stroke under
//     way (a spray, an eraser, a jitter, a lasso) and the selection. Its
//     strokes edit the points through the Document, one undo step a stroke.
//   - Plot (plot.go), how the plane is shown: the view toggles with the list
//     of compared methods, the box of data coordinates on screen and the
//     wheel's zoom range, Fisher's trial direction.
//   - Training (training*.go, history.go, jobs.go, weightspace.go), the run:
//     the method's spec and its settings, resolved once for each change of
//     the method or its parameters (engine.NewTrainerFrom builds the trainer
//     from both), the trainer, the snapshots and their history with the
//     scrubber, play, the jobs of Train and Step run a slice at a time, the
//     split of the points into training and test, the weight-space picture.
//   - Network (network.go, probe.go), a network edited by hand, on the
//     Training's trainer: its weights set, its units swapped, flipped and
//     their lines dragged or turned (each one step of undo, and the scene's
//     start), the slope that backpropagation shows, and the point it is
//     shown for.
//   - Comparisons (compare.go, sample.go), the compared methods, trained on
//     the same training points (a stratified sample of a large set) a slice
//     at a time.
//   - Assessment (assess*.go), the grading of the shown model: the decision
//     stage and the drag of a ROC operating point, the evaluation, the
//     model's scores at a point, the points ringed for a confusion cell and
//     the cross-validation.
//
// Session.Doc, Tools, Plot, Training, Network, Compared and Assessment
// return them; Session itself keeps only what spans them: New and Load (a
// whole scene reaches every part), Apply (a gesture of the pointer goes to
// the part it concerns), Flush, Waiting, the message, Versions and the
// longest steps.
//
// # What they share, and how a change travels
//
// The parts share one core (core.go) through a pointer: the scene, the
// partition of its points by the split, the undo stack, the change counters,
// the message and the longest steps. Each part writes only its own fields
// of the scene: the Document the points, classes, axes, title, text and
// lesson; the Plot the view and the viewport; the Training the algorithm,
// parameters, basis, speed and split; the Network the hand-set weights
// (through the Training); the Assessment the decision. No part
// reads another's fields. A change that other parts must follow goes
// through a hook of the core, which New wires to the parts concerned:
//
//   - refit: an edit of the points (Document, Tools) hands them to the
//     trainer, which keeps its weights, and starts the compared methods
//     again. A click, and the moves of an eraser, a jitter or a dragged
//     selection, only mark the points stale: their picture changes at once
//     and the models follow at the next Flush, which the frame and every
//     locked call of the page's API make.
//   - restartCompared: a new list of compared methods (Plot), a new basis or
//     split (Training) starts the compared methods again.
//   - methodChanged: a new method (Training) drops Fisher's trial direction
//     (Plot).
//   - editTaken: an undo or a redo (Document) ends the stroke under way
//     (Tools) and the drag of the operating point (Assessment). The
//     Assessment's edits of the decision are steps of the same undo stack.
//   - frame: an import, a data set or standardizing (Document) frames the
//     new points (Plot).
//   - network: an undo or a redo (Document) of a network's edit puts back
//     the weights and parameters it saved (Training, for the Network part).
//
// The Assessment reads the snapshot on screen through a function New wires
// to the Training.
//
// # What reaches the frame
//
// Every change counts itself in the core's counters, which Versions returns:
// the picture and the status, the points, the points redrawn rather than
// extended, and the compared methods. The frame keeps the Versions it drew
// and draws again the parts whose counters moved; this is the one channel
// from the parts to the picture. The page's JSON is written by wasm/api from
// the plain values the parts return.
package session
