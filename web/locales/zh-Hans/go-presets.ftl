### Hyperplane's ready-made scenes (package engine/course, presets), in Simplified Chinese: their names, descriptions and knobs.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

preset-and = AND 门
preset-or = OR 门
preset-xor = XOR 门
preset-blobs = 两团可分的点
preset-overlap = 重叠的两团点
preset-outliers = 带离群点的两团点
preset-three-classes = 三个类别
preset-four-classes = 四个类别
preset-circles = 同心圆
preset-spirals = 双螺旋
preset-shatter-3 = 打散三个点
preset-shatter-4 = 打散四个点
preset-and-description = 二输入 AND 门的四种输入；输出为 1 处为类别 1。一条直线即可分开它们，因此感知机收敛。
preset-or-description = OR 门的四种输入；输出为 1 处为类别 1。线性可分。
preset-xor-description = XOR 门：两个类别位于正方形的对角上，没有直线能分开它们。感知机永远不会收敛；基函数（乘积 xy 或高斯凸起）能使其可分。
preset-blobs-description = 两团高斯点云，中间保证有间隙：感知机在 Novikoff 界内收敛。
preset-overlap-description = 两团相互重叠的高斯点云：没有直线能分开它们。逻辑回归仍能找到有限的最佳拟合。
preset-outliers-description = 两团可分的点，外加几个远离、但位于正确一侧的类别 2 的点。最小二乘会偏向远处的点，并误分类一些近处的点；逻辑回归则不会。
preset-three-classes-description = 位于三角形三个顶点的三团点，用于多类策略。
preset-four-classes-description = 位于正方形四个角的四团点，用于多类策略。
preset-circles-description = 圆环内的一个圆盘。没有直线能分开它们，但使用 2 次多项式基函数（特征 x、y、x²、xy、y²）时，圆 x² + y² = r² 在特征空间中是一条直线，各类便分开了。
preset-spirals-description = 两条彼此缠绕两圈的螺旋，是单隐藏层网络的经典难题（Lang 与 Witbrock 1988）：每条直线都会多次穿过两条螺旋。
preset-shatter-3-description = 处于一般位置的三个点。2³ = 8 种标注中的每一种都能用直线分开：平面上的直线能打散三个点。改变标注后再训练一次。
preset-shatter-4-description = 正方形的四个角。16 种标注中有十四种可分，但两种 XOR 标注（5 和 10）不可分：直线不能打散这四个点，也不能打散任何四个点，因此平面上直线的 VC 维为 3。

## The knobs the scenes are made from.

preset-knob-seed = 随机种子
preset-knob-seed-help = 生成器的种子：相同的种子给出相同的点。
preset-knob-n = 每类点数
preset-knob-n-help = 每个类别的点数。
preset-knob-noise = 噪声 σ
preset-knob-noise-help = 点围绕其中心的标准差。
preset-knob-labelling = 标注
preset-knob-labelling-help = 哪些点属于类别 2：该数的某一位为 1 时，对应的点属于类别 2（点 1 对应第 0 位，点 2 对应第 1 位，依此类推）。

## Making a scene.

# The title of a shattering scene: $n points, $labelling the knob's number.
preset-shatter-title = 打散 { $n } 个点：标注 { $labelling }
# $preset is the preset's name; $why what is wrong with a knob.
preset-refused = 预设 { $preset }：{ $why }
# $id is the id given, in quotes.
preset-unknown = 未知预设 { $id }
preset-class-output = 输出 { $n }
