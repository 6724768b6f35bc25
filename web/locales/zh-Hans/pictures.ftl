### Hyperplane's words: the Pictures section (shattering, weight space, the augmented view), in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pic-shatter-empty = 添加一到六个{ -points }（它们的{ -classes }无关紧要），即可查看标注它们的每一种方式。
# $n: the points on the plane.
pic-shatter-too-many = 探索器至多接受六个{ -points }；现有 { $n } 个。请清除一些，或载入“打散”数据集。
# $conclusion: what the labellings show, as the program says it.
pic-shatter-conclusion = { $conclusion }。
# $m: ξ or b, the margin each constraint asks for.
pic-weights-region = 阴影：对每个{ -point }都满足 yᵢ(w₀ + wᵀxᵢ) ≥ { $m } 的{ -weights } w
pic-weights-empty = 在此 w₀ 处，图中没有 w 满足所有约束
# $w0: the slice; $b: the margin's value; $region: what is shaded.
pic-weights-note = 解区域在 w₀ = { $w0 } 处的切片，{ $m } = { $b }：{ $region }。每条直线是一个{ -point }的约束；路径是训练中的{ -weights } (w₁, w₂)，蓝点是当前的权重。
pic-weights-too-many = { -weight }空间视图为每个{ -point }画一条直线：它至多容纳 500 个{ -points }。
pic-lift-too-many = 增广视图至多绘制 5,000 个{ -points }。
pic-lift-paraboloid = 提升空间：(x, y, x² + y²)
pic-lift-paraboloid-canvas =
    .aria-label = 提升到抛物面上 (x, y, x² + y²) 的{ -points }，以及{ -boundary }圆形部分所在的平面；拖动可旋转
pic-lift-poly-kernel = 多项式核 (γxᵀx' + c₀)² 有显式的提升：f(x) = Σ αₙyₙK(xₙ, x) + b 是关于 (1, x, y, x², xy, y²) 的一行，每个{ -point }提升到抛物面上的 (x, y, x² + y²)。
pic-lift-poly-basis = 使用 2 次多项式基函数时，每个{ -point }提升到抛物面上的 (x, y, x² + y²)。
pic-lift-circle = 平面 w₀ + w₁x + w₂y + c(x² + y²) = 0（其中 c = ½(w₁₁ + w₂₂)）沿一个圆截抛物面；黑色曲线是抛物面上的{ -boundary } h(x, y) = 0。
pic-lift-exact = 这里 w₁₂ = 0 且 w₁₁ = w₂₂，因此{ -boundary }恰好就是那条截线：一个平面分开了提升后的各{ -classes }。
# $w12, $diff: w₁₂ and w₁₁ − w₂₂, written out.
pic-lift-not-plane = 这里 w₁₂ = { $w12 }，w₁₁ − w₂₂ = { $diff }，都不为 0，因此在这个提升中{ -boundary }不是平面：平面只保留了 h 的圆形部分，曲线会偏离其截线。
pic-lift-two-class = 平面只为二类方法绘制。
pic-lift-drag = 拖动可旋转。
pic-lift-plane = 每个{ -point }提升到平面 z₀ = 1 上的 z = (1, x, y)；分类器是过原点的平面 aᵀz = 0，它与平面 z₀ = 1 的交线就是{ -boundary }（黑色）。
pic-lift-plane-none = 每个{ -point }提升到平面 z₀ = 1 上的 z = (1, x, y)。平面 aᵀz = 0 只为不带基函数的二类方法绘制。
pic-lift-rbf = 高斯核 exp(−γ‖x − x'‖²) 把{ -points }提升到无穷维空间：没有可绘制的显式提升，因此视图显示 z = (1, x, y)；图上的{ -boundary }为 f(x) = Σ αₙyₙK(xₙ, x) + b = 0。
# $degree: the kernel's degree.
pic-lift-poly-degree = { $degree } 次多项式核把{ -points }提升到次数不超过 { $degree } 的单项式，坐标多于三个：只有 2 次的情形会绘制在抛物面上。
pic-lift-poly-classes = 多项式核的提升只为两个{ -classes }绘制。
