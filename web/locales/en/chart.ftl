### Hyperplane's words: the History chart, Fisher's inset and the charts' tables, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

chart-empty = Train to see the { -loss } and { -accuracy }.
chart-loss = { -loss } { $v }
# $pct: the training accuracy in percent.
chart-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $j: Fisher's criterion J(w) of Fisher's direction, written out.
chart-fisher = Fisher: J(w) = { $j } · drag the purple handle to try another direction
# $mine: J of the direction the user dragged.
chart-fisher-yours = Fisher: J(w) = { $j } · yours: J = { $mine }

## The charts' names for screen readers, and their data as tables.

chart-as-table = Data as a table
# $name: the chart's name.
chart-data-of = Data of the chart { $name }
chart-no-data = No data yet.
chart-percent = { $v }%
chart-yes = yes
chart-no = no
chart-list-sep = {"; "}
chart-fisher-angle =
    .aria-label = Trial direction, in degrees from the x axis
chart-fisher-direction = direction
chart-alt-not-available = not available
chart-alt-loss-empty = { -loss(case: "cap") } and training { -accuracy } against the { -step }: no training yet.
# $first, $last, $low: the loss at the first, the last and the lowest step ($s0, $s1, $slow); $acc0, $acc1: the training accuracy at the first and last.
chart-alt-loss = { -loss(case: "cap") } against the { -step }: from { $first } at { -step } { $s0 } to { $last } at { -step } { $s1 }, lowest { $low } at { -step } { $slow }; training { -accuracy } from { $acc0 } to { $acc1 }.
# $criterion: the loss's name.
chart-alt-loss-named = { -loss(case: "cap") } ({ $criterion }) against the { -step }: from { $first } at { -step } { $s0 } to { $last } at { -step } { $s1 }, lowest { $low } at { -step } { $slow }; training { -accuracy } from { $acc0 } to { $acc1 }.
chart-alt-loss-test = Test { -accuracy } ends at { $acc }.
chart-alt-roc-empty = ROC curve: train a model to see it.
# $k: the class; $auc: the area under the curve.
chart-alt-roc = ROC curve of { -class } { $k } against the rest: area under it { $auc } on the training { -points }.
chart-alt-roc-test = ROC curve of { -class } { $k } against the rest: area under it { $auc } on the training { -points }, { $testAuc } on the test { -points }.
chart-alt-roc-operating = The decision's operating point: false-positive rate { $fpr }, true-positive rate { $tpr }.
chart-alt-prc-empty = Precision-recall curve: train a model to see it.
chart-alt-prc = Precision-recall curve of { -class } { $k } against the rest: average precision { $ap } on the training { -points }.
chart-alt-prc-test = Precision-recall curve of { -class } { $k } against the rest: average precision { $ap } on the training { -points }, { $testAp } on the test { -points }.
chart-alt-cv-empty = Cross-validation: not run yet.
# $folds: the number of folds; $results: one part per model.
chart-alt-cv = { $folds }-fold cross-validation, { -accuracy } per fold: { $results }.
chart-alt-cv-row = { $name } { $mean } ± { $sd }, from { $lo } to { $hi }
chart-alt-cv-error = { $name } { $error }
chart-alt-fisher-empty = Projections onto Fisher's direction: not shown.
# $classes: one part per class; $j: J(w).
chart-alt-fisher = Histograms of the { -points } projected onto Fisher's direction: { $classes }. J(w) = { $j }.
chart-alt-fisher-trial = Histograms of the { -points } projected onto your trial direction: { $classes }. J(w) = { $j }, yours { $mine }.
chart-alt-fisher-class = { -class } { $k }, { $n } { -points }, mean { $mean }, spread { $sd }, from { $lo } to { $hi }
chart-alt-fisher-threshold = Threshold t = { $t }.
chart-alt-weights-none = { -weight(case: "cap") } space: { $why }
# $w0: where the space is cut; $corners: the region's corners; $w1, $w2: the weights now; $n: the points.
chart-alt-weights = { -weight(case: "cap") } space cut at w₀ = { $w0 }: the solution region is a polygon of { $corners } corners; the { -weights } now at w₁ = { $w1 }, w₂ = { $w2 }; { $n } constraints, one per { -point }.
chart-alt-weights-empty = { -weight(case: "cap") } space cut at w₀ = { $w0 }: no { -weights } in view solve every constraint; the { -weights } now at w₁ = { $w1 }, w₂ = { $w2 }; { $n } constraints, one per { -point }.
chart-alt-shatter-none = Shattering: { $why }
# $separable of $all labellings of $n points; $conclusion: what that shows.
chart-alt-shatter = { $separable } of { $all } labellings of the { $n } { -points } can be separated by a line. { $conclusion }
chart-alt-lift = The { -points } lifted to z = (1, x, y): { $n } { -points }. The arrow keys turn the view.
# $a: the weight vector (w₀, w₁, w₂).
chart-alt-lift-plane = The { -points } lifted to z = (1, x, y) and the plane aᵀz = 0 with a = { $a } through the origin: { $n } { -points }. The arrow keys turn the view.
chart-col-step = { -step }
chart-col-loss = { -loss }
chart-col-accuracy = { -accuracy }
chart-col-test-loss = test { -loss }
chart-col-test-accuracy = test { -accuracy }
chart-col-fpr = false-positive rate
chart-col-tpr = true-positive rate
chart-col-threshold = threshold
chart-col-recall = recall
chart-col-precision = precision
chart-col-model = model
chart-col-fold = fold { $k }
chart-col-mean = mean
chart-col-sd = sd
chart-col-sd-long = standard deviation
chart-col-class = { -class }
chart-col-points = { -points }
chart-col-lowest = lowest
chart-col-highest = highest
chart-col-point = { -point }
chart-col-holds = its constraint holds now
chart-col-labelling = labelling
chart-col-positive = { -points } on the positive side
chart-col-separable = separable
curves-fpr = FPR
curves-tpr = TPR
