### Hyperplane's words: the View section and the legend of compared boundaries, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $name: a method's name; $pct: its training accuracy in percent.
view-legend-accuracy = { $name } · { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $error: why the method could not be compared.
view-legend-error = { $name } — { $error }
view-compare-stop = 停止与 { $name } 比较
# $n: the points of the sample; $of: the training points.
view-compare-sample = 在 { $of } 个{ -points }中抽取 { $n } 个进行比较
