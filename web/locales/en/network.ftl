### Hyperplane's words: the neural network's (its panel box, the plot's description of its hidden units, the keyboard's unit mode), in English.
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
