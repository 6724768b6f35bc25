### Hyperplane's words: the status lines, the classes and the toolbar's hint, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

status-welcome = 按播放开始训练，或单击添加{ -points }
status-step = 第 { $n } { -step }
# $pct: the training accuracy in percent, 0 to 100.
status-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
status-accuracy-none = { -accuracy } —
status-mistakes = { $n } 个错误
status-updates = { $n } 次更新
# $w: the weight vector as written, "(1.2, −0.5)"; $w0: the bias.
status-weights-one = w = { $w }，w₀ = { $w0 }
# $name: the row's name, w1 or h1,2.
status-weights-row = { $name } = { $w }，w₀ = { $w0 }
status-weights-many = W：{ $rows }
status-list-sep = {"；"}
# $name: the criterion (cross-entropy, the perceptron criterion, …); $value: its value.
status-criterion = { $name } = { $value }
status-note = 注：{ $note }
# $k: the class's number; $name: its name, as the user wrote it.
status-class-label = { -class } { $k }：{ $name }
status-class-title = 按 { $k } 选择此{ -class }
