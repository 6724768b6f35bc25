### Hyperplane's words: the test split, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# $pct: an accuracy in percent, 0 to 100.
split-percent = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $pct: the share of the points held out, in percent; $n: how many.
split-value = { $pct }% · { $n } { -points }
split-off = off
# $train, $test: the accuracies, written out; $loss, $testLoss: the criterion's values.
split-score = training { -accuracy } { $train }, test { $test } · { -loss } { $loss }, test { $testLoss }
split-score-no-loss = training { -accuracy } { $train }, test { $test } · this method's criterion has no value on held-out { -points }
