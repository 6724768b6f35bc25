### Hyperplane's words: the test split, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $pct: an accuracy in percent, 0 to 100.
split-percent = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $pct: the share of the points held out, in percent; $n: how many.
split-value = { $pct }% · { $n } 个{ -points }
split-off = 关
# $train, $test: the accuracies, written out; $loss, $testLoss: the criterion's values.
split-score = 训练{ -accuracy } { $train }，测试 { $test } · { -loss } { $loss }，测试 { $testLoss }
split-score-no-loss = 训练{ -accuracy } { $train }，测试 { $test } · 此方法的准则在留出的{ -points }上没有值
