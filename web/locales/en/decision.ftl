### Hyperplane's words: the Decision section (priors, losses, reject, thresholds, the confusion matrix, the curves, cross-validation), in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

decision-title = Decision
decision-priors = Priors p(C<sub>k</sub>)
decision-loss = { -loss(case: "cap") } L<sub>kj</sub> (decide k, { -class } j)
decision-reject = Reject below θ
decision-threshold = Threshold t on h
decision-offsets = Offsets δ<sub>k</sub> on a<sub>k</sub>
decision-reset = Reset
    .title = Priors learnt, 0-1 { -loss }, no reject, t = 0, δ = 0
decision-confusion-of = Confusion of the
decision-set-train = training { -points }
decision-set-test = test { -points }
decision-confusion =
    .aria-label = Confusion matrix: rows are the true { -classes }, columns the decided ones
decision-curves-of = Curves of { -class }
decision-against-rest = against the rest
decision-roc =
    .aria-label = ROC curve: drag the yellow point along it to set the threshold
decision-prc =
    .aria-label = Precision-recall curve
decision-cv = Cross-validate
decision-cv-this = this method
decision-cv-bases = this method, each basis
decision-cv-generative = the generative models
decision-cv-k =
    .aria-label = Folds k
decision-cv-run = Run
decision-cv-box =
    .aria-label = Fold accuracies per model
decision-prior-learnt = learnt
decision-prior-of = Prior of { -class } { $k }
decision-offset-of = Offset δ of { -class } { $k }
# $k: the decided class; $j: the true class.
decision-loss-of = { -loss(case: "cap") } of deciding { -class } { $k } for { -class } { $j }
decision-priors-positive = Give every { -class } a positive prior (or leave them all blank for the learnt ones).
decision-confusion-corner = { -class } ↓ decided →
decision-rejected = rejected
# $n: the points in the cell; $pct: their share of the true class, in percent.
decision-cell = { $n } · { $pct }%
decision-ring = Ring these { -points } on the plane
# $pct: the accuracy in percent, written out; $n: the points.
decision-accuracy = { -accuracy } { $pct }% of { $n }
decision-precision = { $k }: precision { $precision }, recall { $recall }
# $k: the class; $auc, $test: the areas under the ROC curve on the training and test points; $ap: the average precision.
decision-auc = { -class } { $k }: AUC { $auc } (test { $test }), average precision { $ap }
# $what: t, or δ with the class's number.
decision-drag = drag the yellow point along the curve to set { $what }
decision-score = Score of the curve: { $score }.
decision-why = The point cannot be dragged: { $why }.
decision-cv-no-basis = no basis
decision-cv-running = running… { $pct }%
# $folds: k; $n: the points; $ms: the time it took.
decision-cv-done = { $folds }-fold, { $n } { -points }, { $ms } ms
# $mean, $sd: the accuracy over the folds in percent, written out.
decision-cv-row = { $name }: { $mean }% ± { $sd }
decision-cv-row-loss = { $name }: { $mean }% ± { $sd }, { -loss } { $loss } ± { $lossSd }
decision-cv-row-error = { $name }: { $error }
decision-untrained = Train a model to see its decisions.
decision-applied = Applied: { $what }.
decision-applied-priors = priors
decision-applied-loss = losses
decision-applied-reject = reject θ
decision-applied-threshold = threshold t
decision-applied-offsets = offsets δ
decision-none-applied = Priors, losses and reject weigh posteriors (generative models, logistic and softmax regression); t moves h = 0 to h = t for two { -classes }, δₖ adds to aₖ for more.
