### Hyperplane's words from the browser session (package wasm/session): its messages in the status line and its refusals, in Simplified Chinese.
### A refusal is written as it reads inside a longer message; the page begins a sentence of its own with a capital (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Messages in the status line.

session-scene-not-opened = 无法打开场景：{ $why }
# $steps and $n count steps; $limit is the time limit (20s).
session-time-limit = 在 { $n } 步中执行了 { $steps } 步后停止：{ $limit } 的时间限制已用完。
session-class-names-dropped = 类别名称（{ $why }）
session-imported = 已导入 { $n } 个点，共 { $classes } 个类别。
# $dataset is the data set's title; $x and $y the names of its features.
session-loaded = 已载入{ $dataset }：{ $n } 个点，共 { $classes } 个类别，{ $y } 对 { $x }
session-loaded-dropped = { $loaded }；因缺少测量值略去了 { $n } 行
session-loaded-standard = { $loaded }；两轴均为标准化单位
session-loaded-sentence = { $loaded }。
session-standardized = 已标准化：x' = (x − { $mx }) / { $sx }，y' = (y − { $my }) / { $sy }（{ $n } 个点的均值和样本标准差）。
# $name is the axis's name (the data set's feature); $mean and $sd numbers.
session-axis-standardized = { $name }，已标准化：(值 − { $mean }) / { $sd }

## Refusals.

# $max is in digits.
session-too-many = 场景已达到点数上限 { $max }
session-class-outside = 类别 { $class } 超出 1..{ $max }
session-coord-finite = 有坐标不是有限数
session-coord-limit = 有坐标超过了上限 { $max }
session-import-no-points = 其中没有点
session-import-classes = 其中有 { $n } 个类别；上限为 { $max }
# $index is the point's index, from 0 as a script counts.
session-no-point = 没有点 { $index }
session-no-model = 还没有训练好的模型
session-class-range = 类别必须在 0 到 { $max } 之间
session-class-count = 类别数必须在 2 到 { $max } 之间
session-class-name-args = setClassName 需要类别索引和名称
session-no-drag = 没有正在拖动的点
session-no-grab = 没有可抓取的点
session-locked = 编辑点已被锁定
session-unknown-gesture = 未知手势
session-compare-max = 至多可比较 { $max } 种算法
session-viewport-finite = 视口必须是有限的，且在 ±10⁷ 以内
session-viewport-small = 视口太小
# $tool is the name given, in quotes.
session-unknown-tool = 未知工具 { $tool }：工具有 point、spray、eraser、select 和 jitter
session-spray-count = 喷枪的点数必须在 1 到 { $max } 之间
session-spray-aspect = 喷枪的纵横比必须在 0.05 到 1 之间
session-brush-radius = 画笔半径必须在 4 到 200 像素之间
session-none-selected = 没有选中任何点
session-brush-positive = 画笔的半径必须为正
session-no-stroke = 没有正在进行的笔画
session-speed = 速度必须在每秒 { $min } 到 { $max } 步之间
session-decides-none = 模型没有判定任何类别
session-threshold-class = 两个类别时，阈值位于类别 { $class } 的曲线上
session-no-threshold = 此模型没有可移动的阈值
session-curve-point = 类别 { $class } 的曲线有 { $n } 个点，没有点 { $index }
session-curve-finite = 曲线在该处的得分不是有限数
# $set is the value given, in quotes.
session-set = 数据集合必须是 "train" 或 "test"，而不是 { $set }
session-standard-already = 点已经是标准化单位

## The evaluation: what a curve's point sets.

session-score-sign = h(x)，对概率模型即对数几率：该点设置 t，在 h ≥ t 处作出判定
session-score-two = 两个类别激活值之差的间隔 a_k − a_j（此模型没有可移动的阈值）
session-score-argmax = s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j)，a 为计入先验后的激活值（判别函数则为 h）：在 s_k ≥ −δ_k 处判定为类别 k，因此该点设置 δ_k
session-score-other = 模型对类别 k 的得分（其后验或 h_k）：不是其决策的阈值

## The weight-space picture: why it cannot be drawn, as sentences of their own.

session-weightspace-points = 添加两个类别的点，即可查看解区域。
session-weightspace-many = 权重空间视图为每个点画一条直线：它至多容纳 { $max } 个点。
session-weightspace-two = 权重空间视图用于两个类别。
session-weightspace-basis = 权重空间视图显示 a = (w₀, w₁, w₂)：请不要选择基函数。
session-weightspace-linear = 权重空间视图用于给出一个线性函数 h(x) = w₀ + wᵀx 的二类方法。

## The network's refusals and reasons.

session-network-no-data = 网络还没有两个类别的点可供训练
session-network-basis-set = 以基函数为隐藏层时，由参数 "layer" 选择，且没有可设置的隐藏权重
session-network-output-rows = 网络的类别需要 { $want } 个输出行，而不是 { $n } 个
session-network-no-line = 没有隐藏单元 { $unit } 的直线可拖动
session-network-no-drag = 没有正在拖动的直线
session-network-drag-gone = 被拖动的单元已不存在
session-network-off-plane = 该直线会离开平面
