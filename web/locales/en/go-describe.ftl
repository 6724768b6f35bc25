### Hyperplane's words: the plot put into words for a screen reader (wasm/describe), in English.
### The live region says the summary; the key i and the Description box say the full text.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## Numbers and places. The numbers are the panel's: three significant
## digits, a true minus sign (U+2212, which screen readers say as "minus"),
## and a power of ten written as e for very large and very small ones.

# $sign is "−" or nothing; $x is the number without its sign.
describe-num = { $sign }{ NUMBER($x, maximumFractionDigits: 9) }
# $m is the mantissa (1 ≤ $m < 10), $e the power of ten without its sign, $esign "−" or nothing: 1.23e5.
describe-num-exp = { $sign }{ NUMBER($m, maximumFractionDigits: 2) }e{ $esign }{ $e }
describe-num-none = no value
describe-num-infinity = infinity
describe-num-minus-infinity = minus infinity
# A point of the plane: (x, y).
describe-pair = ({ $x }, { $y })

## Classes. $case is "start" at the beginning of a sentence.

describe-class = { $case ->
    [start] Class { $n }
   *[other] class { $n }
}
# $name is the class's own name, which the user typed.
describe-class-named = { $case ->
    [start] Class { $n } ({ $name })
   *[other] class { $n } ({ $name })
}

## Where training stands.

describe-status-converged = converged
describe-status-not-separable = stopped: the classes are not linearly separable
describe-status-step-limit = stopped at the step limit
describe-status-no-optimum = no finite optimum
describe-status-training = training

## The summary the live region says. $method is the method's name.

describe-summary-untrained = { $method }: not trained yet; { $points }.
describe-summary = { $method }, step { $step }: { $body }.
describe-summary-status = { $method }, step { $step }, { $status }: { $body }.
describe-summary-hidden = the { -boundary } is hidden until you answer the question
# The two classes on the sides of a straight boundary: "class 1 above, class 2 below".
describe-summary-sides = { $positive } { $positiveSide }, { $negative } { $negativeSide }

## The points.

describe-points-none = no points
describe-points = { $n ->
    [one] { $n } point, { $classes }
   *[other] { $n } points, { $classes }
}
describe-points-of-class = { $n } of { $class }

## The mistakes.

describe-mistakes-none = no point misclassified
describe-mistakes = { $n ->
    [one] { $n } point misclassified
   *[other] { $n } points misclassified
}
describe-mistakes-by-class = { $n ->
    [one] { $n } point misclassified ({ $classes })
   *[other] { $n } points misclassified ({ $classes })
}
describe-class-count = { $class }: { $n }
describe-mistakes-test = { $mistakes }, { $n } of the { $test } test points

## What the boundary is, when it is not a line.

describe-kind-kernel = { $case ->
    [start] { $n ->
        [one] A curved { -boundary } of a kernel expansion over { $n } support vector
       *[other] A curved { -boundary } of a kernel expansion over { $n } support vectors
    }
   *[other] { $n ->
        [one] a curved { -boundary } of a kernel expansion over { $n } support vector
       *[other] a curved { -boundary } of a kernel expansion over { $n } support vectors
    }
}
describe-kind-curve = { $case ->
    [start] A curved { -boundary } ({ $basis })
   *[other] a curved { -boundary } ({ $basis })
}
describe-kind-classes = { $n } classes ({ $basis })
describe-kind-network = { $case ->
    [start] { $n ->
        [one] A curved { -boundary } of a network of { $n } { $activation } unit
       *[other] A curved { -boundary } of a network of { $n } { $activation } units
    }
   *[other] { $n ->
        [one] a curved { -boundary } of a network of { $n } { $activation } unit
       *[other] a curved { -boundary } of a network of { $n } { $activation } units
    }
}
describe-kind-network-basis = { $case ->
    [start] A { -boundary } of a network whose hidden layer is the basis ({ $basis })
   *[other] a { -boundary } of a network whose hidden layer is the basis ({ $basis })
}
describe-kind-decision = { $case ->
    [start] The decision stage's { -boundary }
   *[other] the decision stage's { -boundary }
}
describe-basis-quadratic = quadratic
describe-basis-poly = polynomial basis of degree { $degree }
describe-basis-rbf = { $n ->
    [one] { $n } Gaussian bump basis
   *[other] { $n } Gaussian bumps basis
}
describe-basis-linear = linear

## The full text, sentence by sentence.

describe-text-method = { $method }.
describe-text-untrained = Not trained yet.
describe-text-step = Step { $step }.
describe-text-step-status = Step { $step }, { $status }.
describe-text-points = { $points }.
describe-text-no-points = No points.
describe-text-test = { $n ->
    [one] { $n } point is held out for testing, drawn hollow.
   *[other] { $n } points are held out for testing, drawn hollow.
}
describe-text-hidden = The { -boundary } is hidden until you answer the lesson's question.
describe-text-line = The { -boundary } is the line { $equation }: { $words }.
describe-text-sides = { $positive } lies { $positiveSide } of it, { $negative } { $negativeSide }.
describe-text-band = Points where |h| ≤ { $band }, a band about the line, are left undecided.
describe-text-kind = { $kind }.
describe-text-regions = { $regions }.
describe-text-no-regions = No region is in view.
describe-text-mistakes-none = No point misclassified.
describe-text-mistakes = { $n ->
    [one] { $n } point misclassified.
   *[other] { $n } points misclassified.
}
describe-text-mistakes-by-class = { $n ->
    [one] { $n } point misclassified ({ $classes }).
   *[other] { $n } points misclassified ({ $classes }).
}
describe-text-train-mistakes-none = No point misclassified among the training points.
describe-text-train-mistakes = { $n ->
    [one] { $n } point misclassified among the training points.
   *[other] { $n } points misclassified among the training points.
}
describe-text-train-mistakes-by-class = { $n ->
    [one] { $n } point misclassified among the training points ({ $classes }).
   *[other] { $n } points misclassified among the training points ({ $classes }).
}
describe-text-test-mistakes = Of the { $test } test points, { $n } misclassified.
describe-text-margin = The { -margin } 1/‖w‖ is { $margin }.
describe-text-nearest = Every training point is on its side; the nearest is { $distance } from the line.
describe-text-decision = A decision stage is set (the Decision section): the { -boundary } is the decided one.
# $reason is the method's own words for why it stopped (go-engine.ftl).
describe-text-reason = { $reason }.

## A straight boundary.

describe-shape-horizontal = a horizontal line
describe-shape-vertical = a vertical line
describe-shape-nearly-horizontal = a nearly horizontal line
describe-shape-nearly-vertical = a nearly vertical line
describe-shape-rising = a line from the lower left to the upper right
describe-shape-falling = a line from the upper left to the lower right
describe-line-none = no line
describe-line-outside = { $shape } outside the view, { $where }
describe-line-touching = { $shape } touching the view at { $at }
describe-line-crossing = { $shape }, crossing { $first } and { $second }
describe-crossing-left = the left edge at y = { $y }
describe-crossing-right = the right edge at y = { $y }
describe-crossing-top = the top at x = { $x }
describe-crossing-bottom = the bottom at x = { $x }

## The line's equation, w₁ x + w₂ y + w₀ = 0, its terms written one by one:
## "0.82 x − 1.1 y + 2.3 = 0, that is y = 0.745 x + 2.09".

# $num is a number, $var the symbol of its variable (x or y).
describe-term = { $num } { $var }
describe-plus = { $left } + { $right }
describe-minus = { $left } − { $right }
describe-equation = { $sum } = 0
describe-equation-y = { $sum } = 0, that is y = { $solved }
describe-equation-x = { $sum } = 0, that is x = { $x }

## Directions on the screen, from a place, and sides of a line.

describe-toward-right = to the right
describe-toward-upper-right = to the upper right
describe-toward-above = above
describe-toward-upper-left = to the upper left
describe-toward-left = to the left
describe-toward-lower-left = to the lower left
describe-toward-below = below
describe-toward-lower-right = to the lower right
describe-toward-centre = about the centre
describe-side-right = to the right
describe-side-upper-right = above and to the right
describe-side-above = above
describe-side-upper-left = above and to the left
describe-side-left = to the left
describe-side-lower-left = below and to the left
describe-side-below = below
describe-side-lower-right = below and to the right

## The regions of the view that the classes take.

# $percent is a whole percentage.
describe-share = { $percent }%
describe-share-sliver = under 1%
describe-region-short-first = { $class } in { $share } of the view ({ $toward })
describe-region-short = { $class } in { $share } ({ $toward })
describe-region-undecided = { $case ->
    [start] Undecided
   *[other] undecided
}
describe-region-long = { $class } takes { $share } of the view, { $toward }
describe-region-long-undecided = { $case ->
    [start] Undecided: { $share } of the view, { $toward }
   *[other] undecided: { $share } of the view, { $toward }
}
describe-region-pieces = { $region }, in { $pieces } pieces

## A point, a place under the keyboard's cursor.

describe-point-none = no point selected
describe-point = point { $n } of { $total }, { $class }, at { $at }
describe-point-held-out = { $point }, held out for testing
describe-point-misclassified = { $point }, misclassified
describe-point-correct = { $point }, correctly classified
describe-point-support = { $point }, a support vector
describe-at = { $case ->
    [start] At { $at }
   *[other] at { $at }
}
describe-at-model = { $place }: { $model }
describe-at-no-model = { $place }: no model yet
describe-at-nearest = { $place }; nearest point { $n }, { $class }, at { $at }, { $distance } away
describe-at-no-points = { $place }; no points
describe-side-of-class = { $class } side
describe-side-undecided = undecided
describe-at-probability = { $side }, probability { $p }
describe-at-score = { $side }, score h = { $h }
describe-at-distance = { $what }, { $distance } from the { -boundary }
describe-at-about = { $what }, about { $distance } from the { -boundary }

## A network's hidden units in the full description.

describe-unit = Unit { $unit }: { $words }, outgoing weights { $outgoing }.
describe-unit-arrow = Unit { $unit }: { $words }, its arrow { $toward }, outgoing weights { $outgoing }.
describe-unit-curve = a curve of the basis's features
