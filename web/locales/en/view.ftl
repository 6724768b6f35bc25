### Hyperplane's words: the View section and the legend of compared boundaries, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# $name: a method's name; $pct: its training accuracy in percent.
view-legend-accuracy = { $name } · { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $error: why the method could not be compared.
view-legend-error = { $name } — { $error }
view-compare-stop = Stop comparing with { $name }
# $n: the points of the sample; $of: the training points.
view-compare-sample = compared on a sample of { $n } of { $of } { -points }
