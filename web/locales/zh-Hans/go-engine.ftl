### Hyperplane's words from the models (package engine): their errors, why training stopped, notes and criteria, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## A method's settings.

# $param is the setting's name (go-methods.ftl), $why what is wrong with its value.
engine-param-refused = { $param }：{ $why }
# $key is the name given, in quotes; $known the names of the settings (as a script writes them).
engine-no-param-none = 没有参数 { $key }；根本没有任何参数
engine-no-param = 没有参数 { $key }；参数有 { $known }
# $method is the method's id, as a script writes it.
engine-method-no-param-none = { $method } 没有参数 { $key }；它没有任何参数
engine-method-no-param = { $method } 没有参数 { $key }；它的参数有 { $known }
# $value is the value given, as a script wrote it.
engine-value-not-number = { $value } 不是数字
engine-value-not-finite = { $value } 不是有限数
engine-value-not-whole = { $value } 不是整数
engine-value-outside = { $value } 超出范围 { $min }..{ $max }
engine-value-not-choice = { $value } 不是可选项之一
engine-value-not-bool = { $value } 不是 true 或 false

## The data a method is given.

engine-classes-count = 类别数必须在 1 到 { $max } 之间，而不是 { $n }
# $n and $max are in digits.
engine-too-many-points = { $n } 个点超过了上限 { $max }
engine-point-class = 点 { $point } 的类别为 { $class }，超出 1..{ $max }
# $why is what is wrong with the point.
engine-point-problem = 点 { $point }：{ $why }
# $value and $max are numbers as a script writes them (2e+06).
engine-coord-not-finite = 坐标 { $value } 不是有限数
engine-coord-too-large = 坐标 { $value } 超过了上限 { $max }
# $id is the id given, in quotes.
engine-unknown-method = 未知算法 { $id }
engine-two-classes = 请至少添加两个类别的点再训练

## Why training stopped, the notes and the criterion of each method. The
## mathematics' symbols are the notes'.

engine-fausett-converged = 第 { $epoch } 轮中没有{ -weight }改变：经过 { $updates } 次更新后收敛
engine-fausett-overflow = { -weights }溢出；已撤销最后一次更新
engine-fausett-step-limit = 第 { $epoch } 轮中{ -weights }仍在改变；在带宽 θ = { $theta } 下，各类别可能不可分
engine-criterion-fausett = J(a) = 对更新点求和的 (θ − t·y_in)
engine-fisher-ridge = S_W 奇异；以 λ = { $lambda } 求解了 (S_W + λI) w = m₁ − m₂
engine-fisher-closed-form = 闭式解：w = S_W⁻¹(m₁ − m₂)
engine-criterion-fisher = Fisher 准则 J(w)，取最大
engine-fisher-zero = Fisher 方向为零
engine-fisher-two-classes = Fisher 判别需要两个类别的点
engine-fisher-means-coincide = 两个类均值重合，因此 S_W⁻¹(m₁ − m₂) = 0，Fisher 方向无定义
engine-class-no-points = 类别 { $class } 没有点
engine-eigen-no-convergence = 对称特征分解未收敛
engine-fisher-multi-means-coincide = 各类均值重合，因此 S_B = 0，Fisher 方向无定义
engine-fisher-multi-ridge = S_W 奇异；以 λ = { $lambda } 分解了 S_W + λI
engine-criterion-fisher-multi = Fisher 准则 J(W) = Σ λ_i（取最大）
engine-fisher-multi-closed-form = 闭式解：S_B w = λ S_W w 的广义特征向量
engine-sw-problem = S_W：{ $why }
engine-criterion-generative = 负对数似然 −ln p(D|θ)
engine-generative-closed-form = 闭式解：类均值、协方差和先验
engine-no-points = 没有点
engine-generative-evidence = ln p(D)，其中 Σₖ 代入其估计值而不积分；μₖ ~ N(μ₀ = φ({ $x }, { $y }), { $s }²I) 与 π ~ Dirichlet({ $pseudo }, …) 已积分消去
engine-no-evidence = 无证据：{ $why }
engine-pooled-undefined = N = K：合并的无偏协方差 S_W/(N − K) 无定义（0/0）；使用了 S_W = 0
# $classes are the numbers of the classes, "1, 3".
engine-one-point-class = 类别 { $classes } 只有一个点：其无偏协方差 S_k/(N_k − 1) 无定义（0/0）；使用了 S_k = 0
engine-class-problem = 类别 { $class }：{ $why }
engine-sigma-of-class = 类别 { $class } 的 Σ
engine-sigma-shared = 共享的 Σ
engine-sigma-singular = { $sigma } 奇异：加上了 { $ridge }·I
engine-covariance-not-inverted = 类别 { $class }：协方差无法求逆
engine-fit-not-finite = 拟合的模型不是有限的：{ $why }
engine-map-not-definite = 类别 { $class }：Σ_ML + Σ₀ 不是正定的
# $cond is the condition number as a script writes it (1.2345e+16).
engine-map-singular = 类别 { $class }：矩阵奇异或接近奇异，条件数为 { $cond }
engine-map-estimates = MAP 估计，Σ₀ = { $s }²·I，μ₀ = ({ $x }, { $y })
engine-variances-raised = { $n } 个方差被提升到下限 { $floor }
engine-var-smoothing = 每个方差都加上了 ε = { $eps }（var_smoothing { $smoothing } × 最大方差 { $top }）
engine-evidence-mean = 均值的证据需要点，且先验方差 > 0
engine-evidence-not-definite = Σ/N + Σ₀ 不是正定的
engine-solution-not-finite = 解不是有限的
engine-matrix-not-finite = 待分解的矩阵不是有限的
engine-matrix-no-ridge = 即使加上岭项，矩阵也无法分解
engine-ls-ill-conditioned = 设计矩阵病态：用 SVD 求解
engine-ls-rank-deficient = 设计矩阵的秩为 { $rank } < { $cols }（点共线或重复）：用 SVD 求最小范数解
engine-ls-fewer-points = 点数（{ $rows }）少于{ -weights }个数（{ $cols }）：用 SVD 求最小范数解
engine-ls-not-finite = 最小二乘解不是有限的
engine-ls-no-convergence = 奇异值分解未收敛
engine-ls-zero = 设计矩阵为零
engine-ho-kashyap-cannot-solve = Ho-Kashyap 无法求解 a = Z†b：{ $why }
engine-ho-kashyap-problem = Ho-Kashyap：{ $why }
engine-ho-kashyap-separable = 可分：每个 |e_n| ≤ { $bmin }，因此 Za ≥ b − b_min > 0
engine-ho-kashyap-not-separable = 不可分：e = Za − b ≤ 0 且 min e_n = { $emin } < 0，而 Zᵀe = 0，因此没有 a 能使每个 y·aᵀz 都为正
engine-ho-kashyap-overflow = 间隔溢出
engine-ho-kashyap-step-limit = { $steps } 步后停止，max e_n = { $emax }
engine-criterion-ho-kashyap = 平方误差 J_s(a, b) = ‖Za − b‖²
engine-criterion-least-squares = 平方和 ½‖ZW̃ − T‖²
engine-least-squares-closed-form = 闭式解：用 QR 求 W̃ = Z†T
engine-ls-solution-problem = 最小二乘解 Z†b：{ $why }
# $note is what the factorization of Z said.
engine-lms-note = Z†b：{ $note }
engine-lms-diverging-single = 发散：‖a‖ 超过了 ‖Z†b‖ 的 10⁶ 倍，因此撤销了最后一次修正；请减小 η₁，使 η₁‖z‖² < 2
engine-lms-converged-single = 第 { $epoch } 轮的每次修正都短于 θ = { $theta }
engine-stopped-epochs = { $n } 轮后停止
engine-stopped-steps = { $n } 步后停止
engine-lms-diverging-batch = 发散：‖a‖ 超过了 ‖Z†b‖ 的 10⁶ 倍，因此撤销了最后一步；请减小 η₁，使 η₁λ_max(ZᵀZ) < 2
engine-lms-converged-batch = 步长 ‖η_k Zᵀ(b − Za)‖ = { $step } 短于 θ = { $theta }
engine-criterion-squared-error = 平方误差 J_s(a) = ‖Za − b‖²
engine-mse-means-coincide = 各类均值重合，因此 Fisher 方向 S_W⁻¹(m₁ − m₂) 为 0，a = Z†b = 0：边界无定义
engine-mse-closed-form = 闭式解：用 QR 求 a = Z†b
engine-gradient-converged = ‖∇E‖/N < { $tol }
# $hessian is "symbol" where the method writes H, "word" where it says "the Hessian".
engine-newton-unfactorizable = { $hessian ->
    [symbol] 即使加上岭项 H 也无法分解，因此牛顿法无法继续
   *[word] 即使加上岭项，Hessian 矩阵也无法分解，因此牛顿法无法继续
}
engine-newton-not-finite = 牛顿步 H⁻¹∇E 不是有限的
engine-newton-rounding = 沿牛顿方向 E 不再下降（舍入误差）：‖∇E‖/N = { $grad }
engine-laplace-unfactorizable = H 无法分解：预测方差显示为 0
engine-laplace-ridge = H 病态；为求拉普拉斯协方差，对 H + λI（λ = { $lambda }）求了逆
engine-logistic-newton-ridge = H = ΦᵀRΦ + αI 奇异（点共线，或 α = 0 且有饱和点）；牛顿步以 λ = { $lambda } 求解了 (H + λI)δ = ∇E
engine-logistic-bayes-alpha = 贝叶斯逻辑回归需要先验精度 α > 0
engine-weights-overflow = { -weights }溢出，因此撤销了最后一步：请减小学习率 η
engine-logistic-no-optimum = { -weights }已把各类别分开，因此 E(w) 随 ‖w‖ 增大而不断下降：在可分数据上，最大似然没有有限的最优解。加上先验（α > 0）即可得到有限的解。
engine-stopped-passes = 遍历数据 { $n } 遍后停止
engine-criterion-cross-entropy = 交叉熵 E(w)
engine-laplace-alpha = 拉普拉斯证据需要先验精度 α > 0
engine-evidence-points = 证据需要点
engine-laplace-hessian = a_MAP 处的 Hessian 矩阵无法分解
engine-evidence-weight = 证据至少需要一个{ -weight }
engine-evidence-rows = 各行 z 的长度不同
engine-evidence-row-finite = 某一行 z 不是有限的
engine-evidence-targets = 目标 t 必须为 1 或 0
engine-softmax-no-optimum = 各行以一定的{ -margin }正确分类了每个点，因此 E(W) 随 ‖W‖ 增大而不断下降：在可分数据上，最大似然没有有限的最优解。加上权重衰减（λ > 0）即可得到有限的解。
engine-softmax-newton-ridge = Softmax 是过参数化的，因此 λ = 0（或有饱和点）时 Hessian 矩阵奇异；牛顿步以 λ' = { $lambda } 求解了 (H + λ'I)δ = ∇E
engine-criterion-softmax = 交叉熵 E(W) = −ΣΣ t ln y + ½λ‖W‖²
# $strategy is the strategy's name as a script writes it, in quotes.
engine-unknown-strategy = 未知策略 { $strategy }
# A sub-problem of a two-class method on more classes: $a and $b are class numbers.
engine-sub-rest = { $a } 对其余
engine-sub-pair = { $a } 对 { $b }
engine-sub-problem = { $sub }：{ $why }
engine-sub-value = { $value }（{ $sub }）
engine-criterion-summed = { $criterion }，对各子问题求和
engine-perceptron-converged = 每个点都满足 y·aᵀz > { $b }：经过 { $updates } 次更新后收敛
engine-perceptron-step-limit = { $n } 轮后仍没有分离超平面；各类别可能线性不可分
engine-perceptron-overflow = { -weights }溢出
engine-criterion-perceptron = 感知机准则 J(a) = Σ_错误 (b − y aᵀz)
engine-batch-none-misclassified = 没有点被误分类
engine-batch-converged = { $n } 次批量更新后，没有点被误分类
engine-batch-short-update = 最近一次更新短于 θ：|η_k Σ y z| = { $update } < { $theta }，尽管仍有点被误分类
engine-batch-step-limit = { $n } 次批量更新后仍没有分离超平面；各类别可能线性不可分
engine-criterion-perceptron-batch = 感知机准则 J(a) = −Σ_错误 y aᵀz
engine-dual-converged = 完整一遍没有错误：经过 { $updates } 次更新后，每个点都满足 y·aᵀz > { $b }
engine-dual-overflow = 系数溢出
engine-criterion-perceptron-kernel = 感知机准则 J = Σ_错误 (b − y f(x))
engine-relaxation-converged = 每个点都满足 aᵀz > ξ = { $xi }
engine-relaxation-overflow = { -weights }溢出，因此撤销了最后一次更新：请减小 η
engine-relaxation-converged-after = 经过 { $n } 次修正后，每个点都满足 aᵀz > ξ = { $xi }
# $what is "update" for the batch rule, "epoch" for the single-sample one.
engine-relaxation-short = { $what ->
    [update] 最近一次更新短于
   *[epoch] 最近一轮的每次修正都短于
} θ = { $theta }：{ $n } 个点在 J_r = { $jr } 的精度内位于各自的平面 aᵀz = ξ 上，因此修正在逼近{ -margin }，却不越过它
engine-relaxation-step-limit = 达到步数上限时仍有 { $n } 个点满足 aᵀz ≤ ξ；各类别可能线性不可分
engine-relaxation-rounding = { $n } 个点在舍入误差内位于各自的平面 aᵀz = ξ 上（J_r = { $jr }）：修正在逼近{ -margin }，却不越过它；请尝试 η > 1
engine-criterion-relaxation = 松弛准则 J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖²
engine-criterion-smo = SMO 目标 f(α) = ½‖w‖² − Σα = −W(α)（取最小）
engine-criterion-smo-kernel = SMO 目标 f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α)（取最小）
engine-kernel-basis-unused = 核直接作用于点 (x, y) 本身，取代基函数：所选的基函数未被使用
engine-kernel-overflow = 核函数值在这些点上溢出；请减小 γ 或次数，或重新缩放数据
engine-kernel-not-separable = 在核特征空间中，不存在{ -margin }宽于 { $eps }（ε·R，R = { $r }）的分离{ -boundary }：{ -margin }至多为 ‖w‖/Σα = { $bound }。请使用软间隔。
engine-svm-too-large = 特征向量太大，支持向量机无法处理
engine-svm-too-close = 各点在特征空间中彼此相距不超过 { $min }，对硬间隔来说太近；请使用软间隔
engine-svm-not-separable = 不存在以宽于 { $eps }（ε·R，R = { $r }）的{ -margin }分开各类别的超平面：{ -margin }至多为 ‖w‖/Σα = { $bound }，而 Σα = { $sum } 仍在增长。请使用软间隔。
engine-svm-two-classes = 支持向量机需要两个类别的点
engine-svm-overflow = 乘子溢出
engine-svm-overflow-rescale = 支持向量机的乘子溢出；请重新缩放数据
engine-svm-converged = KKT 条件成立：经过 { $n } 次成对更新后，m(α) − M(α) = { $gap } ≤ { $tol }
engine-svm-step-limit = { $n } 步后停止，m(α) − M(α) = { $gap }
engine-svm-alpha-zero = α = 0，因此 w = 0：尚无{ -boundary }，也没有可显示的{ -margin } 1/‖w‖
engine-svm-w-zero = w 恰为 0：最优解不在特征上放任何{ -weight }（例如一个类别的某点位于另一类别的凸包内且 C 较小时），因此每个点都仅由{ -bias }决定；没有{ -boundary }，也没有{ -margin } 1/‖w‖
engine-svm-w-tiny = w 在容差内为零：‖w‖·R = { $wr } ≤ tol = { $tol }（R = { $r } 为数据的半径），因此在数据上任何位置 w 对 h 的改变都小于容差；最优解为 w = 0，残差给出的{ -margin } 1/‖w‖ = { $margin } 没有意义，因此不予显示

## Bases, kernels, fields and the decision stage.

# $id is the name given, in quotes.
engine-unknown-basis = 未知基函数 { $id }
# $basis is the basis's short name (go-methods.ftl).
engine-basis-needs-points = { $basis } 基函数需要点或视图来布置其中心
engine-poly-degree = 多项式次数必须为 1、2 或 3，而不是 { $degree }
engine-rbf-no-centre = 高斯基函数至少需要一个中心
engine-rbf-too-many = { $n } 个高斯中心超过了上限 { $max }
engine-rbf-width = 高斯宽度必须是正数，而不是 { $width }
engine-rbf-centre = 高斯中心：{ $why }
engine-priors-count = 先验需要每个类别一个值（{ $k } 个），而不是 { $n } 个
engine-prior-positive = 类别 { $class } 的先验必须是正数
engine-loss-rows = 损失矩阵需要 { $k } 行，而不是 { $n } 行
engine-loss-row = 损失矩阵的第 { $row } 行需要 { $k } 个元素，而不是 { $n } 个
engine-losses-finite = 损失必须是 ≥ 0 的有限数
engine-reject-range = 拒绝阈值 θ 必须在 0 到 1 之间，而不是 { $value }
engine-threshold-finite = h 上的阈值必须是有限数
engine-field-posteriors = 只有带后验的场才能加权损失或拒绝
engine-field-weights = 场需要每个类别一个{ -weight }
engine-field-weights-positive = 场的{ -weights }必须是正数
engine-field-loss = 场的损失矩阵需要 { $k }×{ $k } 个元素
engine-field-losses-finite = 场的损失必须是 ≥ 0 的有限数
engine-field-reject = 场的拒绝阈值必须在 0 到 1 之间
engine-offsets-two-classes = 各类别的偏移用于三个及以上类别；两个类别用阈值 t
engine-offsets-count = 偏移需要每个类别一个值（{ $k } 个），而不是 { $n } 个
engine-offset-finite = 类别 { $class } 的偏移必须是有限数
engine-offsets-not-argmax = 此模型的类别不是 K 个得分中的最大者（一对其余或一对一投票）：没有能单独移动一个类别的偏移
engine-offsets-loss = 损失矩阵不是 0-1 损失时，由最小风险规则而非曲线的得分决策：此时偏移先以 e^δₖ 对后验重新加权，该点无法拖动
engine-offsets-reject = 设置了拒绝阈值 θ 时，类别还取决于最大后验，而不仅取决于曲线的得分：把 θ 设为 0 才能拖动
engine-field-row-length = 第 { $row } 行有 { $n } 个系数，应为 { $want } 个
engine-field-row-finite = 第 { $row } 行有一个系数不是有限数
engine-field-quad-rows = 二次场每行需要一个二次型
engine-field-quad-length = 二次型 { $form } 有 { $n } 个元素，应为 { $want } 个
engine-field-quad-finite = 二次型 { $form } 有一个元素不是有限数
engine-field-sign = 符号场只有一行和两个类别
# $combine is how the field combines its rows, as a script writes it (argmax, ovr).
engine-field-per-class = { $combine } 场每个类别一行
engine-field-ovo = 一对一场每对类别一行
engine-field-pair = 错误的类别对 { $pair }
engine-field-combine = 未知的组合方式 { $combine }
engine-field-probit = probit 场需要 { $n }×{ $n } 的协方差
engine-margin-class = 类别 { $class } 不是该场的类别之一
engine-margin-sign = 间隔需要二类（符号）场，而不是有 { $rows } 行的 { $combine } 场
engine-margin-no-point = 没有属于该场类别的点
engine-direction-zero = 方向 { $direction } 的长度为零
engine-kernel-degree = 多项式核的次数必须在 1 到 10 之间，而不是 { $degree }
engine-kernel-coef0 = 多项式核的 c₀ 必须有限且 ≥ 0（这样 K 才是半正定的）
# $kernel is the name given, in quotes.
engine-kernel-unknown = 未知核函数 { $kernel }（linear、poly 或 rbf）
engine-kernel-gamma = 核的 γ 必须为正且有限
engine-expansion-rows = 核展开需要每行一组系数，现有 { $n } 组，对应 { $rows } 行
engine-expansion-row = 核的第 { $row } 行有 { $n } 个系数，对应 { $points } 个点
engine-expansion-finite = 核的第 { $row } 行有一个系数不是有限数
engine-expansion-point = 核展开中有一个点不是有限的

## Numbers, as the models quote them: their significant digits in the
## locale's decimal sign, and a power of ten after e ($exp is "-09", "+06").

engine-num = { NUMBER($x, maximumFractionDigits: 20) }
engine-num-exp = { NUMBER($m, maximumFractionDigits: 20) }e{ $exp }
# $text is NaN, +Inf or -Inf.
engine-num-word = { $text }
