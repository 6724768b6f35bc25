### Hyperplane's words: the neural network's (its panel box, the plot's description of its hidden units, the keyboard's unit mode, its hidden space and backpropagation), in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## The panel's network box (web/js/network.js).

network-box-heading = Hidden units
network-units-caption = The hidden units: each one's line wᵀx + b = 0 on the plot, in its colour
network-units-unit = Unit
network-units-colour = Colour
network-units-weights = w
network-units-bias = b
network-units-outgoing = Outgoing ‖v‖
network-unit-name = unit { $unit }
network-reseed = Another seed
network-reseed-title = Start again from the weights another seed draws: often another solution, sometimes a local minimum
network-swap = Swap
network-swap-title = Exchange two hidden units and their outgoing weights: the same function, another point of weight space
network-swap-first = First unit to swap
network-swap-second = Second unit to swap
network-flip = Flip sign
network-flip-title = Flip a unit's weights (w, b → −w, −b) and its outgoing weights: the same function
network-flip-unit = Unit to flip
network-hint = Drag a unit's line to move it, its disc to turn it; on the plot, u chooses a line and the arrows move and turn it.
network-basis-hint = The hidden layer is the basis: its units are the basis functions, fixed, and have no lines to drag.
network-curves-hint = With a basis, each unit is a curve of φ(x): its line is drawn only on the plane's own coordinates.

## The plot's description (wasm/describe).

network-kind = a curved boundary of a network of { $units ->
    [one] one { $activation } unit
   *[other] { $units } { $activation } units
  }
network-unit-line = unit { $unit }: { $line }, its arrow { $toward }, outgoing weights { $outgoing }
network-unit-offview = unit { $unit }: its line is outside the view, { $where }

## The keyboard's unit mode (wasm/keys).

network-keys-none = No hidden unit's line to choose: the method is not a network on the plane, or its lines are outside the view.
network-keys-chosen = { $unit }. ↑ and ↓ move it, ← and → turn it, Escape leaves it.
network-keys-gone = Unit { $unit }'s line is not in the view any more: back to the cursor.
network-keys-left = Unit { $unit }'s line left the view.

## The network's refusals and notes from Go (engine/network*.go, wasm/session/network.go,
## wasm/api/network.go), for when the page formats Go's errors as texts: until then Go
## says them in English with these words.

network-note-step = a hard step has no gradient (g' = 0 wherever it has one), so only the output layer learns: build the hidden units by hand, or choose tanh, logistic or ReLU to train them
network-refuse-not-network = the method is not a network
network-refuse-no-points = the network has no points of two classes to train on yet
network-refuse-basis-weights = a hidden layer that is the basis is chosen by the parameter "layer", and has no hidden weights to set
network-refuse-activation = the network's activation must be "tanh", "logistic", "relu" or "step", not { $activation }
network-refuse-hidden-count = the network has 1 to { $max } hidden units, not { $n }
network-refuse-output-count = the network has { $want ->
    [one] one output row
   *[other] { $want } output rows
  } for its classes, not { $n }
network-refuse-unit-weights = hidden unit { $unit } has { $n } weights, want { $want }
network-refuse-output-weights = output row { $row } has { $n } weights, want { $want }
network-refuse-not-finite = { $what } { $unit } has a weight that is not finite
network-refuse-needs-w-b = { $what } unit { $unit } needs w and b
network-refuse-no-unit = there is no hidden unit { $unit }
network-refuse-basis-order = the hidden layer is the basis: its units keep their order and sign
network-refuse-relu-flip = a ReLU unit has no sign symmetry: max(0, −a) is not a function of max(0, a)
network-refuse-no-drag = no line is being dragged
network-refuse-leaves-plane = the line would leave the plane
network-reason-overflow = the weights overflowed, so the last step was undone: lower the learning rate η

# The hidden space and backpropagation (issue 49, part 2).

## The hidden space (web/js/pictures/hidden.js, wasm/pictures/hidden.go).

network-space-title = Hidden space: each point at h = g(Wz)
network-space-canvas =
    .aria-label = The network's hidden space
network-space-stage = From the plane to the hidden space
network-space-first = Across
network-space-second = Up
network-space-unit = unit { $unit } (h{ $sub })
# The axes' names as the slider goes: x and y on the plane, then a = Wz,
# then h = g(a); $sub is the unit's number in subscript digits.
network-space-axis-x = { $coordinate ->
    [1] x
    [2] y
   *[other] 0
}
network-space-axis-y = y
network-space-axis-to-a = → a{ $sub }
network-space-axis-a = a{ $sub }
network-space-axis-to-h = → h{ $sub }
network-space-axis-h = h{ $sub }
network-space-stage-plane = { $t }: the plane, each point at x
network-space-stage-to-pre = { $t }: on the way from x to the pre-activations a = Wz
network-space-stage-pre = { $t }: the pre-activations a = Wz, each unit's bⱼ + wⱼ·x
network-space-stage-to-hidden = { $t }: on the way from a to h = g(a)
network-space-stage-hidden = { $t }: the hidden space, h = g(a)
network-space-note-stage = { $n ->
    [one] The point and the plane's grid, carried part of the way. At 1 the output layer's boundary is drawn.
   *[other] The { $n } points and the plane's grid, carried part of the way. At 1 the output layer's boundary is drawn.
}
network-space-note-line = In the hidden space the output layer's boundary is the straight line { $c } + { $v1 } h₁ + { $v2 } h₂ = 0 (the output o = 0, where p = ½). The units bend the plane's grid; the output separates what lies on either side of the line, so classes whose images mix cannot be separated.
network-space-note-classes = In the hidden space each of the { $classes } classes wins where its output is largest: the regions are cut by straight lines, the output layer's boundaries.
network-space-note-cube = Three units: the output layer's boundary is the plane (blue) in the cube of (h₁, h₂, h₃), and a plane can separate images that a line in two units could not.
network-space-note-cube-classes = Three units: each point at its image in the cube of (h₁, h₂, h₃). With more than two classes the output's boundaries are planes between pairs of classes; they are not drawn.
network-space-note-pair = Units { $first } and { $second } of { $units }: each point's image seen along two of its { $units } coordinates. The output layer's boundary is a hyperplane in all { $units }, not a line in a pair, so it is not drawn.
network-space-note-keys = Hover a point to ring it on the plot; click it, or use the arrow keys on the picture, to choose it for backpropagation (Escape forgets it).
network-space-note-keys-cube = Drag it or use the arrow keys to turn it; hover a point to ring it on the plot; click one to choose it for backpropagation.
network-space-none = The hidden space is a neural network's: choose the network to see it.
network-space-many = The hidden space draws at most { $max } points.
network-space-axes = { $units ->
    [one] The network has one hidden unit: draw it as the unit 0.
   *[other] Choose two or three different units of the { $units } (numbered from 0).
}
network-space-stage-refused = The slider's stage t is a number from 0 (the plane) to 1 (the hidden space).
network-space-alt-none = Hidden space: { $why }
network-space-alt = { $units ->
    [one] The points of the plane carried to the space of the network's one hidden unit, with y as the second axis, at the stage { $t } of the slider (0 the plane, 1 the hidden space): { $n } points.
   *[other] The points of the plane carried to the space of the network's { $units } hidden units, { $dims } of them drawn, at the stage { $t } of the slider (0 the plane, 1 the hidden space): { $n } points.
}
network-space-alt-line = The output's boundary there is the line { $c } + { $v1 } h₁ + { $v2 } h₂ = 0.
network-space-alt-plane = The output's boundary there is the plane { $c } + { $v1 } h₁ + { $v2 } h₂ + { $v3 } h₃ = 0.
network-space-alt-axis = coordinate { $coordinate }
network-space-alt-point = point
network-space-alt-class = class

## Backpropagation (web/js/pictures/backprop.js, wasm/pictures/backprop.go).

network-backprop-title = Backpropagation of one point
network-backprop-point-label = Point
network-backprop-point-input =
    .placeholder = all
network-backprop-clear = All points
network-backprop-arrows = Draw the step on the plot
network-backprop-canvas =
    .aria-label = Backpropagation through the network
network-backprop-input-x = { $v }
network-backprop-input-y = { $v }
network-backprop-a = a = { $a }
network-backprop-delta = δ = { $delta }
network-backprop-grad = ‖∂E/∂w‖ = { $g }
network-backprop-o = o = { $o }
network-backprop-out = t = { $t }, δ = { $delta }
network-backprop-note-point = Point { $point } (class { $class }). Forward: over each hidden unit its aⱼ = bⱼ + wⱼ·x, in it hⱼ = g(aⱼ); the output gives y = { $y } for the target t = { $t }, so the output error is δ = y − t = { $delta } and Eₙ = { $e }. Backward: under each unit its δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. A step on this point alone moves unit j's row (bⱼ, wⱼ) by −η δⱼ (1, x), with η = { $eta }.
network-backprop-note-point-squared = Point { $point } (class { $class }). Forward: over each hidden unit its aⱼ = bⱼ + wⱼ·x, in it hⱼ = g(aⱼ); the output gives y = { $y } for the target t = { $t }. With the squared error the output error carries the output's slope, δ = (y − t) y (1 − y) = { $delta }, and Eₙ = { $e }. Backward: under each unit its δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. A step on this point alone moves unit j's row (bⱼ, wⱼ) by −η δⱼ (1, x), with η = { $eta }.
network-backprop-note-batch = No point chosen: all the training points. E/N = { $e }, decay included; under each unit the size of its gradient, the mean of the points' δⱼ z and the decay's. A full-batch step moves every weight by −η times it, with η = { $eta } (momentum left out). Choose a point to see its forward values and deltas.
network-backprop-note-frozen = The hidden layer is frozen: only the output learns, and the lines stay where they are.
network-backprop-note-arrows = { $k ->
    [1] On the plot each dashed line is where the step takes its unit's line, and the arrows show how it moves and turns.
   *[other] On the plot each dashed line is where the step takes its unit's line, and the arrows show how it moves and turns, drawn { $k } times larger than the step.
}
network-backprop-note-still = The step moves no line: the units have no gradient here (a step activation has none).
network-backprop-none = Backpropagation is shown for a neural network: choose the network to see it.
network-backprop-point = { $n ->
    [one] There is no point { $point }: the scene has one point.
   *[other] There is no point { $point }: the scene has { $n } points.
}
network-backprop-class = The point's class { $class } is not one of the network's classes.
network-backprop-empty = No training point is of the network's classes.
network-backprop-history = For a step of the history the batch's gradient is shown with at most { $max } training points: choose a point, or go back to the model as it is now.
network-backprop-alt-none = Backpropagation: { $why }
network-backprop-alt-point = { $units ->
    [one] Backpropagation of point { $point } (class { $class }), its error Eₙ = { $e }: the hidden unit's pre-activation a, activation h, delta δ and gradient, then the output's o, y and δ.
   *[other] Backpropagation of point { $point } (class { $class }), its error Eₙ = { $e }: each of the { $units } hidden units' pre-activation a, activation h, delta δ and gradient, then the outputs' o, y and δ.
}
network-backprop-alt-batch = The full batch's gradient, E/N = { $e }: each hidden unit's gradient, then the outputs'.
network-backprop-alt-unit = unit
network-backprop-alt-output = output { $output }
network-backprop-alt-grad = ∂E/∂ weight { $i }
