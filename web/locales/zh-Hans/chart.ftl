### Hyperplane's words: the History chart, Fisher's inset and the charts' tables, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

chart-empty = 训练后即可查看{ -loss }和{ -accuracy }。
chart-loss = { -loss } { $v }
# $pct: the training accuracy in percent.
chart-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $j: Fisher's criterion J(w) of Fisher's direction, written out.
chart-fisher = Fisher：J(w) = { $j } · 拖动紫色手柄可尝试其他方向
# $mine: J of the direction the user dragged.
chart-fisher-yours = Fisher：J(w) = { $j } · 你的方向：J = { $mine }

## The charts' names for screen readers, and their data as tables.

chart-as-table = 以表格显示数据
# $name: the chart's name.
chart-data-of = 图表“{ $name }”的数据
chart-no-data = 还没有数据。
chart-percent = { $v }%
chart-yes = 是
chart-no = 否
chart-list-sep = {"；"}
chart-fisher-angle =
    .aria-label = 试验方向，与 x 轴的夹角（度）
chart-fisher-direction = 方向
chart-alt-not-available = 不可用
chart-alt-loss-empty = { -loss }与训练{ -accuracy }随{ -step }数的变化：尚未训练。
# $first, $last, $low: the loss at the first, the last and the lowest step ($s0, $s1, $slow); $acc0, $acc1: the training accuracy at the first and last.
chart-alt-loss = { -loss }随{ -step }数的变化：从第 { $s0 } { -step }的 { $first } 到第 { $s1 } { -step }的 { $last }，最低为第 { $slow } { -step }的 { $low }；训练{ -accuracy }从 { $acc0 } 到 { $acc1 }。
# $criterion: the loss's name.
chart-alt-loss-named = { -loss }（{ $criterion }）随{ -step }数的变化：从第 { $s0 } { -step }的 { $first } 到第 { $s1 } { -step }的 { $last }，最低为第 { $slow } { -step }的 { $low }；训练{ -accuracy }从 { $acc0 } 到 { $acc1 }。
chart-alt-loss-test = 测试{ -accuracy }最终为 { $acc }。
chart-alt-roc-empty = ROC 曲线：训练模型后即可查看。
# $k: the class; $auc: the area under the curve.
chart-alt-roc = { -class } { $k } 对其余的 ROC 曲线：在训练{ -points }上的曲线下面积为 { $auc }。
chart-alt-roc-test = { -class } { $k } 对其余的 ROC 曲线：曲线下面积在训练{ -points }上为 { $auc }，在测试{ -points }上为 { $testAuc }。
chart-alt-roc-operating = 决策的工作点：假正率 { $fpr }，真正率 { $tpr }。
chart-alt-prc-empty = 精确率-召回率曲线：训练模型后即可查看。
chart-alt-prc = { -class } { $k } 对其余的精确率-召回率曲线：在训练{ -points }上的平均精确率为 { $ap }。
chart-alt-prc-test = { -class } { $k } 对其余的精确率-召回率曲线：平均精确率在训练{ -points }上为 { $ap }，在测试{ -points }上为 { $testAp }。
chart-alt-cv-empty = 交叉验证：尚未运行。
# $folds: the number of folds; $results: one part per model.
chart-alt-cv = { $folds } 折交叉验证，每折的{ -accuracy }：{ $results }。
chart-alt-cv-row = { $name } { $mean } ± { $sd }，从 { $lo } 到 { $hi }
chart-alt-cv-error = { $name } { $error }
chart-alt-fisher-empty = Fisher 方向上的投影：未显示。
# $classes: one part per class; $j: J(w).
chart-alt-fisher = 投影到 Fisher 方向上的{ -points }的直方图：{ $classes }。J(w) = { $j }。
chart-alt-fisher-trial = 投影到你的试验方向上的{ -points }的直方图：{ $classes }。J(w) = { $j }，你的方向为 { $mine }。
chart-alt-fisher-class = { -class } { $k }，{ $n } 个{ -points }，均值 { $mean }，散布 { $sd }，从 { $lo } 到 { $hi }
chart-alt-fisher-threshold = 阈值 t = { $t }。
chart-alt-weights-none = { -weight }空间：{ $why }
# $w0: where the space is cut; $corners: the region's corners; $w1, $w2: the weights now; $n: the points.
chart-alt-weights = 在 w₀ = { $w0 } 处截取的{ -weight }空间：解区域是有 { $corners } 个顶点的多边形；当前{ -weights }位于 w₁ = { $w1 }，w₂ = { $w2 }；共 { $n } 个约束，每个{ -point }一个。
chart-alt-weights-empty = 在 w₀ = { $w0 } 处截取的{ -weight }空间：视图中没有满足所有约束的{ -weights }；当前{ -weights }位于 w₁ = { $w1 }，w₂ = { $w2 }；共 { $n } 个约束，每个{ -point }一个。
chart-alt-shatter-none = 打散：{ $why }
# $separable of $all labellings of $n points; $conclusion: what that shows.
chart-alt-shatter = 这 { $n } 个{ -points }的 { $all } 种标注中，有 { $separable } 种可以用直线分开。{ $conclusion }
chart-alt-lift = 提升到 z = (1, x, y) 的{ -points }：共 { $n } 个{ -points }。方向键可旋转视图。
# $a: the weight vector (w₀, w₁, w₂).
chart-alt-lift-plane = 提升到 z = (1, x, y) 的{ -points }和过原点的平面 aᵀz = 0，其中 a = { $a }：共 { $n } 个{ -points }。方向键可旋转视图。
chart-col-step = { -step }数
chart-col-loss = { -loss }
chart-col-accuracy = { -accuracy }
chart-col-test-loss = 测试{ -loss }
chart-col-test-accuracy = 测试{ -accuracy }
chart-col-fpr = 假正率
chart-col-tpr = 真正率
chart-col-threshold = 阈值
chart-col-recall = 召回率
chart-col-precision = 精确率
chart-col-model = 模型
chart-col-fold = 第 { $k } 折
chart-col-mean = 均值
chart-col-sd = 标准差
chart-col-sd-long = 标准差
chart-col-class = { -class }
chart-col-points = { -points }
chart-col-lowest = 最低
chart-col-highest = 最高
chart-col-point = { -point }
chart-col-holds = 其约束当前成立
chart-col-labelling = 标注
chart-col-positive = 正侧的{ -points }
chart-col-separable = 可分
curves-fpr = FPR
curves-tpr = TPR
