### Hyperplane's words: the Decision section (priors, losses, reject, thresholds, the confusion matrix, the curves, cross-validation), in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

decision-title = 决策
decision-priors = 先验 p(C<sub>k</sub>)
decision-loss = { -loss } L<sub>kj</sub>（判为 k，真实{ -class }为 j）
decision-reject = 低于 θ 时拒绝
decision-threshold = h 上的阈值 t
decision-offsets = a<sub>k</sub> 上的偏移 δ<sub>k</sub>
decision-reset = 重置
    .title = 学得的先验、0-1 { -loss }、不拒绝、t = 0、δ = 0
decision-confusion-of = 混淆矩阵：
decision-set-train = 训练{ -points }
decision-set-test = 测试{ -points }
decision-confusion =
    .aria-label = 混淆矩阵：行为真实{ -classes }，列为判定的{ -classes }
decision-curves-of = 曲线：{ -class }
decision-against-rest = 对其余
decision-roc =
    .aria-label = ROC 曲线：沿曲线拖动黄点以设置阈值
decision-prc =
    .aria-label = 精确率-召回率曲线
decision-cv = 交叉验证
decision-cv-this = 此方法
decision-cv-bases = 此方法，每种基函数
decision-cv-generative = 各生成模型
decision-cv-k =
    .aria-label = 折数 k
decision-cv-run = 运行
decision-cv-box =
    .aria-label = 各模型每折的准确率
decision-prior-learnt = 学得
decision-prior-of = { -class } { $k } 的先验
decision-offset-of = { -class } { $k } 的偏移 δ
# $k: the decided class; $j: the true class.
decision-loss-of = 把{ -class } { $j } 判为{ -class } { $k } 的{ -loss }
decision-priors-positive = 请给每个{ -class }一个正的先验（或全部留空，使用学得的先验）。
decision-confusion-corner = { -class } ↓ 判定 →
decision-rejected = 拒绝
# $n: the points in the cell; $pct: their share of the true class, in percent.
decision-cell = { $n } · { $pct }%
decision-ring = 在平面上圈出这些{ -points }
# $pct: the accuracy in percent, written out; $n: the points.
decision-accuracy = { -accuracy } { $pct }%，共 { $n } 个
decision-precision = { $k }：精确率 { $precision }，召回率 { $recall }
# $k: the class; $auc, $test: the areas under the ROC curve on the training and test points; $ap: the average precision.
decision-auc = { -class } { $k }：AUC { $auc }（测试 { $test }），平均精确率 { $ap }
# $what: t, or δ with the class's number.
decision-drag = 沿曲线拖动黄点以设置 { $what }
decision-score = 曲线的得分：{ $score }。
decision-why = 该点无法拖动：{ $why }。
decision-cv-no-basis = 无基函数
decision-cv-running = 正在运行… { $pct }%
# $folds: k; $n: the points; $ms: the time it took.
decision-cv-done = { $folds } 折，{ $n } 个{ -points }，{ $ms } ms
# $mean, $sd: the accuracy over the folds in percent, written out.
decision-cv-row = { $name }：{ $mean }% ± { $sd }
decision-cv-row-loss = { $name }：{ $mean }% ± { $sd }，{ -loss } { $loss } ± { $lossSd }
decision-cv-row-error = { $name }：{ $error }
decision-untrained = 训练模型后即可查看其决策。
decision-applied = 已应用：{ $what }。
decision-applied-priors = 先验
decision-applied-loss = 损失
decision-applied-reject = 拒绝 θ
decision-applied-threshold = 阈值 t
decision-applied-offsets = 偏移 δ
decision-none-applied = 先验、损失和拒绝对后验加权（生成模型、逻辑回归和 Softmax 回归）；两个{ -classes }时 t 把 h = 0 移到 h = t，更多{ -classes }时 δₖ 加到 aₖ 上。
