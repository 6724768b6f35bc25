### Hyperplane's words for the methods (package engine's catalog): their names, summaries, help, settings and the values they report, and the bases, in Simplified Chinese.
### The mathematics' symbols are the notes'; a course may rename the words around them.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## The families of methods, in the order of the notes.

family-discriminant = 判别函数
family-generative = 概率生成模型
family-discriminative = 概率判别模型
family-margin = 最大间隔

## The methods and their settings: method-<id> is the name, -summary, -help
## and -short (the name in a narrow column) its other words, and
## method-<id>-<setting> a setting's label with its -help and choices.
## param-… are settings that several methods share.

method-perceptron-fausett = 感知机（Fausett，阈值带 θ）
method-perceptron-fausett-summary = Fausett 感知机：输出 +1、0 或 −1，其中 |y_in| ≤ θ 为未决带；只要输出与目标不同，就更新 a ← a + α t z。
method-perceptron-fausett-help = 净输入为 y_in = b + Σ w_i x_i，因此偏置 b 排在最前：a = (b, w)，z = (1, x)。目标取双极值：类别 1 为 t = +1，类别 2 为 t = −1。当 y_in > θ 时输出 1，当 −θ ≤ y_in ≤ θ 时输出 0，当 y_in < −θ 时输出 −1，因此该带由两条直线界定：H⁺: y_in = θ 与 H⁻: y_in = −θ；带内的点未被判定，计为错误。当且仅当输出与目标不同，即 t·y_in ≤ θ 时才更新。训练在某一轮中没有任何权重改变后停止（讲义中的第 6 步），或在达到步数上限时停止。若 a₀ = 0，在可分数据上的更新次数至多为 (R² + 2θ/α)/γ²（把该带当作间隔的 Novikoff 论证）。
method-perceptron-fausett-short = 感知机（Fausett）
method-perceptron-fausett-theta = 阈值 θ
method-perceptron-fausett-theta-help = 未决带的半宽：当 |y_in| ≤ θ 时输出 0。
method-perceptron-fausett-alpha = 学习率 α
method-perceptron-fausett-alpha-help = 步长：a ← a + α t z，按讲义取 0 < α ≤ 1。
method-fisher = Fisher 线性判别
method-fisher-summary = 投影到使 J(w) = (m₁ − m₂)² / (s₁² + s₂²) 最大的方向 w ∝ S_W⁻¹(m₁ − m₂) 上，再取阈值。
method-fisher-help = S_k = Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ 与 S_W = S₁ + S₂ 都是求和，不除以 N；S_B = (m₁ − m₂)(m₁ − m₂)ᵀ，因此与讲义一致，J(w) = wᵀS_B w / wᵀS_W w。w 缩放为单位长度，由类别 2 指向类别 1；当 wᵀx ≥ t 时 x 归入类别 1。当 S_W 奇异时加上一个小的岭项 λI，页面会予以说明。
method-fisher-short = Fisher
method-fisher-threshold = 阈值 t
method-fisher-threshold-help = 中点：两类投影均值的正中间。高斯：两个一维高斯分布在共享（最大似然）方差、先验为 N_k/N 时的贝叶斯阈值。最优：训练错误最少的阈值。
method-fisher-threshold-midpoint = 投影均值的中点
method-fisher-threshold-bayes = 高斯（贝叶斯），含先验
method-fisher-threshold-best = 训练错误最少
method-fisher-multi = Fisher 判别（K 类）
method-fisher-multi-summary = 投影到满足 S_B w = λ S_W w 的 K−1 个方向上，再把 x 归入投影均值最近的类别。
method-fisher-multi-help = S_W = Σ_k Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ 与 S_B = Σ_k N_k (m_k − m)(m_k − m)ᵀ（m 为总均值）都是求和（Bishop §4.1.6）。方向 w_i 是 S_B w = λ S_W w 中特征值最大的那些广义特征向量，至多 min(K−1, D) 个，并归一化使 w_iᵀ S_W w_j = δ_ij：投影后的类内散度为单位矩阵，且 J(W) = Tr{"{"}(W S_W Wᵀ)⁻¹ W S_B Wᵀ{"}"} = Σ λ_i。求解用 Cholesky 分解 S_W = LLᵀ 和 L⁻¹ S_B L⁻ᵀ 的对称特征分解，从不对 S_W 求逆；当 S_W 奇异时加上一个小的岭项 λI，页面会予以说明。每个方向的符号取为使类别 1 的投影均值位于总均值的投影之上。x 归入投影均值 μ_k 最近的类别（在已白化的投影空间中按欧氏距离），这是线性的：h_k(x) = μ_kᵀ W φ(x) − ½‖μ_k‖²。使用先验时，h_k 加上 ln(N_k/N)/N：这就是共享最大似然协方差 S_W/N（在投影中为 I/N）的高斯分布的贝叶斯规则。
method-fisher-multi-short = Fisher，K 类
method-fisher-multi-rule = 决策
method-fisher-multi-rule-help = 最近的投影类均值，或在投影空间中先验为 N_k/N 的高斯贝叶斯规则。
method-fisher-multi-rule-nearest = 最近的投影均值
method-fisher-multi-rule-priors = 高斯，先验 N_k/N
value-j = J(W) = Σ λ_i
method-gauss-var-smoothing = var_smoothing
method-gauss-var-smoothing-help = scikit-learn 的 var_smoothing：每个方差都加上 ε = var_smoothing · max_j Var(φ_j)（默认值 1e-9）。
param-cov = 协方差
param-cov-ml = 最大似然（÷ N_k）
param-cov-unbiased = 无偏（÷ N_k − 1）
param-varfix = 小方差
param-varfix-help = 下限：低于最大类方差 1e-9 倍的方差提升到该值。加性：scikit-learn 的 GaussianNB，对每个方差加上 ε = var_smoothing · max_j Var(φ_j)（Var 在全部点上计算，除以 N）。
param-varfix-floor = 下限为最大值的 1e-9 倍
param-varfix-additive = 加 ε（scikit-learn 的 var_smoothing）
param-estimate = 估计
param-estimate-help = 最大似然，或使用讲义中共轭先验的 MAP（先验用伪计数，均值和协方差用高斯先验）。
param-estimate-ml = 最大似然
param-estimate-map = 带先验的 MAP
param-estimate-pseudo = 先验伪计数 N_k0
param-estimate-pseudo-help = MAP：加到每个类别计数上的先验计数。
param-estimate-prior-x = 先验均值 μ₀：x
param-estimate-prior-x-help = MAP：每个类别先验均值的 x 坐标。
param-estimate-prior-y = 先验均值 μ₀：y
param-estimate-prior-y-help = MAP：每个类别先验均值的 y 坐标。
param-estimate-prior-s = 先验尺度 s₀
param-estimate-prior-s-help = MAP：先验协方差 Σ₀ = s₀²I；s₀ 越小，估计越被拉向先验。
method-ho-kashyap = Ho-Kashyap
method-ho-kashyap-summary = 同时对 a 和间隔 b > 0 最小化 ‖Za − b‖²：在误差为正处增大 b，再取 a = Z†b。
method-ho-kashyap-help = 规范化向量 z = y·(1, x)（类别 1 为 y = +1，类别 2 为 y = −1）构成 Z 的各行；a = (w₀, w)。从 b = b₀·1 和 a = Z†b 开始。每一步计算误差 e = Za − b 及其正部 e⁺ = ½(e + |e|)，令 b ← b + 2η e⁺（因此 b 只增不减并保持为正），再用 QR 分解（Z 秩亏时用 SVD）重新求解 a = Z†b，从不对 ZᵀZ 求逆。当每个 |e_n| ≤ b_min 时判定为可分并停止，因为此时 Za ≥ b − b_min > 0；当 e ≤ 0 且某个 e_n < −b_min 时判定为不可分并停止：由于在最小二乘解处 Zᵀe = 0，没有任何 a 能使 Za 的每个分量都为正。取 0 < η < 1 时，在可分数据上收敛。停止阈值：对每个 |e_n| 的容差 b_min（默认 10⁻⁶）；在检验 e ≤ 0 时，与 0 相差不超过 10⁻¹²(1 + max b_n) 的 e 分量视为 0。鼠标悬停在点上时显示其 b_n 和 e_n；间隔视图在每个点处画出 e_n：一条沿 w 方向的线段，从该点画到其间隔 y·aᵀz 恰好等于 b_n 的位置（长度 |e_n|/‖w‖），e_n > 0（b_n 增大）时为绿色，e_n < 0 时为红色。
method-ho-kashyap-short = Ho-Kashyap
method-ho-kashyap-b0 = 初始间隔 b₀
method-ho-kashyap-b0-help = 初始间隔向量 b = b₀·1（b₀ > 0）。
method-ho-kashyap-eta = 学习率 η
method-ho-kashyap-eta-help = b ← b + 2η e⁺；收敛需要 0 < η < 1。
method-ho-kashyap-bmin = 容差 b_min
method-ho-kashyap-bmin-help = 每个 |e_n| ≤ b_min 时判为可分；e ≤ 0 且有分量低于 −b_min 时判为不可分。
method-ho-kashyap-max-steps = 步数上限
method-ho-kashyap-max-steps-help = 训练在达到此步数后停止。
value-emax = max e_n
value-emin = min e_n
value-bmin = min b_n
param-kernel = 核函数
param-kernel-help = 取代内积的核 K(x, x') = φ(x)ᵀφ(x')。线性：uᵀv（权重 w 显式存在）。多项式：(γ uᵀv + c₀)^d。高斯（RBF）：exp(−γ‖u − v‖²)，其特征空间为无穷维。使用非线性核时，决策函数为 f(x) = Σ αₙ yₙ K(xₙ, x) + b，从不构造 w（Bishop §6.1、§7.1）；核直接作用于点 (x, y) 本身，取代基函数。
param-kernel-linear = 线性
param-kernel-poly = 多项式
param-kernel-rbf = 高斯（RBF）
param-kernel-gamma = 核参数 γ
param-kernel-gamma-help = 多项式核与高斯核的尺度 γ。对高斯核而言，1/√(2γ) 是每个点处凸起的宽度：γ 很大时，每个点都成了一座孤岛。
param-kernel-degree = 核次数 d
param-kernel-degree-help = 多项式核的次数 d。
param-kernel-coef0 = 核常数 c₀
param-kernel-coef0-help = 多项式核的常数 c₀：c₀ > 0 时所有次数不超过 d 的单项式都参与，c₀ = 0 时只有 d 次单项式参与。
method-least-squares = 最小二乘（K 类）
method-least-squares-summary = 用最小二乘把 K 个线性函数 y_k(x) = w̃_kᵀz 拟合到独热目标；把 x 归入取值最大的那一类。
method-least-squares-help = 目标采用 1-of-K 编码：t_n 在 x_n 所属类别的位置为 1。权重 W̃ 使 ‖ZW̃ − T‖² 最小，其中 z = (1, x) 为 Z 的各行；求解用 Z 的 QR 分解（Z 秩亏时用 SVD，给出最小范数解），从不对 ZᵀZ 求逆。最小二乘对离群点敏感：即使远在正确一侧的点也会拉动边界。
method-least-squares-short = 最小二乘
param-bvec = 间隔向量 b
param-bvec-help = 全 1：每个点 b_n = 1。Fisher 编码：类别 1 的点取 b_n = n/n₁，类别 2 的点取 n/n₂，这样得到的解就是 Fisher 方向，阈值 w₀ = −mᵀw 位于总均值 m 处（讲义 002）。
param-bvec-ones = b = 1（全 1）
param-bvec-fisher = b_n = n/n_k（Fisher）
method-lms-schedule = 学习率调度
method-lms-schedule-help = η₁/k：η_k = η₁/k，其中 k 为到目前为止的修正次数（讲义 002 及 Duda、Hart 与 Stork）；这样 a 收敛到最小二乘解，η₁ 较小时收敛较慢。η₁/轮：第 e 轮中学习率保持为 η₁/e。常数：η_k = η₁，此时 a 一直在最小二乘解附近徘徊。
method-lms-schedule-inverse = η₁ / k
method-lms-schedule-epoch = η₁ / 轮
method-lms-schedule-constant = 常数 η₁
method-lms = Widrow-Hoff（LMS）
method-lms-summary = 对 J_s(a) = ‖Za − b‖² 做序贯梯度下降：逐个访问点，把 a 移动 η_k (b_k − aᵀz_k) z_k。
method-lms-help = 规范化向量 z = y·(1, x)（类别 1 为 y = +1，类别 2 为 y = −1）构成 Z 的各行；a = (w₀, w)。每次访问都做修正 a ← a + η_k (b_k − aᵀz_k) z_k，即使点已在正确一侧也是如此，因此该规则最小化平方误差 J_s(a) = ‖Za − b‖²，趋向最小二乘解 Z†b，而不是某个分离超平面。页面显示距离 ‖a − Z†b‖，其中 Z†b 用 QR 分解（Z 秩亏时用 SVD）一次求出。应使 η₁‖z‖² 小于 2，否则最初的修正会过冲。在某一轮中每次修正 |η_k (b_k − aᵀz_k) z_k| 都短于 θ 后停止（讲义的检验，要求整轮都满足），或在达到步数上限时停止。批量规则 a ← a + η_k Zᵀ(b − Za) 一次取整个梯度（k 计其步数，每步为一轮）；当 ‖η_k Zᵀ(b − Za)‖ < θ 时停止。
method-lms-short = Widrow-Hoff
method-lms-rule = 规则
method-lms-rule-help = 单样本：讲义中的 Widrow-Hoff 规则，每访问一个点做一次修正。批量：讲义中对整个准则的梯度下降，a ← a + η_k Zᵀ(b − Za)（即 −½η_k∇J_s），每轮一步；仅当 η_k λ_max(ZᵀZ) < 2 时稳定，而 λ_max(ZᵀZ) 随点数增长。
method-lms-rule-single = 单样本（Widrow-Hoff）
method-lms-rule-batch = 批量 a ← a + ηZᵀ(b − Za)
method-lms-eta = 学习率 η₁
method-lms-eta-help = 调度中的初始学习率 η₁。
method-lms-theta = 停止阈值 θ
method-lms-theta-help = 在某一轮中每次修正都短于 θ 后停止（批量：某一步 ‖η_k Zᵀ(b − Za)‖ 短于 θ 后停止）。
value-dist = ‖a − Z†b‖
value-jmin = J_s(Z†b)
value-eta = η_k
param-logistic-alpha = 先验精度 α
param-logistic-alpha-help = 所有权重（含偏置）上高斯先验 N(a | 0, α⁻¹I) 的精度；取 0 即为最大似然。
param-logistic-alpha-bayes-help = 所有权重（含偏置）上高斯先验 N(a | 0, α⁻¹I) 的精度。它必须为正：拉普拉斯近似需要有限的 MAP 估计和可逆的 H。
param-logistic-method = 方法
param-logistic-method-help = 批量梯度：在全部点上做 a ← a − (η/N)∇E。随机梯度：按每轮重新打乱（有种子）的顺序访问各点，对每个点做 a ← a − η_k[(y_n − t_n)z_n + (α/N)a]，或对每个含 B 个点的小批量用其梯度均值更新。牛顿法（IRLS）：a ← a − H⁻¹∇E，其中 H = ΦᵀRΦ + αI，R = diag(y_n(1 − y_n))，用 Cholesky 分解求解；这就是迭代重加权最小二乘（讲义 003）。若一步会使 E 增大，就把步长减半。
param-logistic-method-gradient = 批量梯度下降
param-logistic-method-sgd = 随机梯度下降
param-logistic-method-newton = 牛顿法（IRLS）
param-logistic-eta = 学习率 η
param-logistic-eta-help = 梯度方法的步长：批量方法为 a ← a − (η/N)∇E，随机方法对每个点为 a ← a − η_k ∇E_n。牛顿法不需要学习率。
param-logistic-schedule = 学习率调度
param-logistic-schedule-help = 仅用于随机梯度。常数：η_k = η，此时 a 一直在最优点附近徘徊。η/轮：第 e 轮中学习率为 η/e，于是 Σ η_k = ∞ 且 Σ η_k² < ∞，a 会稳定下来。
param-logistic-schedule-constant = 常数 η
param-logistic-schedule-epoch = η / 轮
param-logistic-tol = 容差
param-logistic-tol-help = 当 ‖∇E‖/N 降到此值以下时停止。
param-logistic-max-steps = 步数上限（轮）
param-logistic-max-steps-help = 训练在遍历数据这么多遍后停止：批量方法和牛顿法计步数，随机方法计轮数。
param-logistic-batch = 小批量大小 B
param-logistic-batch-help = 仅用于随机梯度：每次更新使用打乱后顺序中接下来 B 个点的平均梯度，a ← a − η_k[(1/B)Σ(y_n − t_n)z_n + (α/N)a]；B = 1 即讲义中的单点规则。
param-logistic-unit = 每一步为
param-logistic-unit-help = 仅用于随机梯度：动画的一步是做一次更新（一个小批量），还是做整整一轮更新。每一步还会在全部点上计算 E 和 ∇E，供页面显示和停止规则使用。N = 100,000 时，一次更新的一步耗时不到 2 ms，B = 1 的一轮约 4 ms（因为每次更新都要等前一次完成）；三个类别的子问题约 5 ms（实测）。页面每帧最多花 8 ms 训练。
param-logistic-unit-update = 一次更新（小批量）
param-logistic-unit-epoch = 一轮
param-bias = 偏置 w₀ 上的先验
param-bias-penalized = 包含（讲义）
param-bias-free = 不包含（scikit-learn 默认）
method-logistic = 逻辑回归
method-logistic-summary = 建模 p(C₁|x) = σ(wᵀx + w₀)，并用梯度步或牛顿步最小化交叉熵 E(w) = −Σ [t ln y + (1−t) ln(1−y)]。
method-logistic-short = 逻辑回归
method-logistic-bayes = 贝叶斯逻辑回归（拉普拉斯）
method-logistic-bayes-summary = 在高斯先验下求 MAP 权重，用 q(w) = N(w_MAP, H⁻¹) 近似后验，并用 p(C₁|x) ≈ σ(κ(σ_a²) μ_a) 预测：远离数据处，预测变得不确定。
method-logistic-bayes-short = 贝叶斯逻辑回归
value-epoch = 轮
value-t = 牛顿步长 t
method-mse = 最小平方误差（间隔向量 b）
method-mse-summary = 对规范化向量 z = y·(1, x) 和固定的间隔向量 b，在最小二乘意义下求解 Za = b，即 a = Z†b。
method-mse-help = 规范化向量 z = y·(1, x)（类别 1 为 y = +1，类别 2 为 y = −1）构成 Z 的各行；a = (w₀, w)。a 使 J_s(a) = ‖Za − b‖² 最小，用 Z 的 QR 分解（Z 秩亏时用 SVD，给出最小范数解）求出，从不对 ZᵀZ 求逆。取 b = 1 时，每个点都要求间隔 y·aᵀz = 1。对类别 k 的点取 b_n = n/n_k 时，w 与 Fisher 方向 S_W⁻¹(m₁ − m₂) 平行，且 w₀ = −mᵀw（m 为总均值），因此当 wᵀ(x − m) ≥ 0 时 x 归入类别 1（讲义 002；Duda、Hart 与 Stork §5.8.2）。即使类别可分，该解也未必能把它们分开：远在正确一侧的点仍会拉动直线。
method-mse-short = MSE
param-strategy = 多类策略
param-strategy-help = 二类方法如何处理 K > 2 个类别。一对其余训练 K 个分类器，每个把一个类别与其余类别分开；没有分类器认领或有多个分类器认领某点的区域为歧义区域。K 类判别使用同样的 K 个函数，但把 x 归入函数值最大的类别，因此没有歧义区域。一对一训练 K(K-1)/2 个分类器，每对类别一个，再进行多数投票；平票为歧义。每一步轮流推进其中一个分类器。
param-strategy-ovr = 一对其余
param-strategy-ovr-argmax = K 类判别（argmax）
param-strategy-ovo = 一对一
param-eta = 学习率 η
param-eta-help = 每次更新 a ← a + η_k y z 的步长 η₁。
param-schedule = 学习率调度
param-schedule-help = 常数：η_k = η₁。递减：η_k = η₁/k，其中 k 为到目前为止的更新次数；它满足讲义中的条件 Σ η_k = ∞ 和 Σ η_k² / (Σ η_k)² → 0。
param-schedule-constant = 常数 η
param-schedule-inverse = η₁ / k
param-order = 访问顺序
param-order-help = 循环：按点被添加的顺序反复访问。随机：每轮重新打乱（有种子，因此运行结果可重现）。
param-order-cyclic = 循环
param-order-random = 随机（每轮打乱）
param-unit = 每一步为
param-unit-help = 动画的一步是访问一个点，还是整整一轮。
param-unit-point = 一个点
param-unit-epoch = 一轮
param-max-epochs = 步数上限（轮）
param-max-epochs-help = 训练在遍历数据这么多遍后停止。
param-seed = 随机种子
param-seed-help = 随机访问顺序的种子。
method-perceptron = 感知机（在线）
method-perceptron-summary = Rosenblatt 的单样本规则：逐个访问点，只要 y·aᵀz ≤ b 就把 η y z 加到 a 上。
method-perceptron-help = 增广向量 z = (1, x)，a = (w₀, w)；目标：类别 1 为 y = +1，类别 2 为 y = −1。当 y·aᵀz ≤ b 时该点为错误（b 为间隔，默认 0），因此从零开始时会立即更新。显示的准则为 J(a) = 对所有错误求和的 (b − y aᵀz)，b = 0 时即感知机准则。Novikoff 界使用增广向量：若 a₀ = 0 且 η 为常数，更新次数至多为 (R² + 2b/η)/γ²，b = 0 时为 (R/γ)²；R = max‖z‖，γ 是 z 空间中单位向量 a 所能达到的最大间隔。
method-perceptron-short = 感知机
method-perceptron-margin = 间隔 b
method-perceptron-margin-help = 当 y·aᵀz ≤ b 时更新。正的 b 使解远离解区域的边缘。
value-gamma = γ（增广间隔）
method-perceptron-batch = 感知机（批量）
method-perceptron-batch-summary = 对感知机准则做梯度下降：一次性加上所有误分类点的 η_k Σ y z。
method-perceptron-batch-help = 增广向量 z = (1, x)，a = (w₀, w)；类别 1 为 y = +1，类别 2 为 y = −1。一步即一次批量更新 a ← a + η_k Σ y z，对 y·aᵀz ≤ 0 的点求和（讲义写的是 < 0；把 y·aᵀz = 0 也计入，零初值才能动起来）。当没有点被误分类、更新短于 θ 即 |η_k Σ y z| < θ（讲义的规则），或达到步数上限时停止。显示的准则为对误分类点求和的 J(a) = −Σ y aᵀz。更新次数为各批次误分类点数之和；若 a₀ = 0 且 η 为常数，它至多为 n(R/γ)²（把 Novikoff 论证用于批量），R = max‖z‖，γ 为增广间隔。
method-perceptron-batch-short = 感知机（批量）
method-perceptron-batch-theta = 停止阈值 θ
method-perceptron-batch-theta-help = 当最近一次更新的长度 |η_k Σ y z| 降到 θ 以下时停止。
method-perceptron-batch-max-steps = 步数上限（批量更新）
method-perceptron-batch-max-steps-help = 训练在这么多次批量更新后停止。
value-bound = 错误总数上界 n(R/γ)²
value-update = |η_k Σ y z|
method-perceptron-dual = 感知机（对偶形式）
method-perceptron-dual-summary = 对偶形式的感知机：为每个点保留一个系数 α_i，并用 Gram 矩阵检验 y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b。
method-perceptron-dual-help = 基函数特征空间中的增广向量 z = (1, φ(x))；类别 1 为 y = +1，类别 2 为 y = −1。权重从不存储：a = Σ_i α_i y_i z_i，其中 α_i 是在点 i 处各次更新的学习率 η_k 之和（学习率为常数时即点 i 的错误次数乘以 η）。当 y_i Σ_j α_j y_j G_ji ≤ b 时该点为错误，其中 Gram 矩阵 G_ji = ⟨z_j, z_i⟩（不超过 1024 个点时存储，更多时按需计算）。在相同的顺序、学习率和间隔下，它做的更新与在线感知机完全相同，画出的场就是等价原始形式 a 的场。当自上次更新以来每个点都通过了检验（循环顺序下连续访问 n 次，打乱顺序下整整一轮），或达到步数上限时停止。编辑点时，保留剩余各点的 α。Novikoff 界与在线感知机相同：若 a₀ = 0 且 η 为常数，至多更新 (R² + 2b/η)/γ² 次。使用多项式核或高斯核时，它就是核感知机（Aizerman 等 1964；Cristianini 与 Shawe-Taylor §3.1）：⟨z_j, z_i⟩ 变为 1 + K(x_j, x_i)（其中的 1 承载偏置），从不构造 a，场为 f(x) = Σ_j α_j y_j (1 + K(x_j, x))；此时在核的特征空间中度量 R 和 γ，该界依然成立。
method-perceptron-dual-short = 感知机（对偶）
method-perceptron-dual-margin = 间隔 b
method-perceptron-dual-margin-help = 当 y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b 时更新。
value-support = α > 0 的点
param-relaxation-eta = 松弛系数 η
param-relaxation-eta-help = 一次修正所走过的、到平面 aᵀz = ξ 的距离比例：小于 1 为欠松弛，大于 1 为过松弛。
param-relaxation-eta-batch-help = 批量步 a ← a + η Σ (ξ − aᵀz)/‖z‖² z 的学习率。所有点的修正会相加，因此 η 必须比单样本规则小：当 η < 2/L 时准则每步都下降，L 为 Σ z zᵀ/‖z‖² 的最大特征值，它至多为 n。
param-relaxation-theta = 停止阈值 θ
param-relaxation-theta-help = 当批量更新 |η Σ (ξ − aᵀz)/‖z‖² z| 短于 θ 时停止。
param-relaxation-xi = 间隔 ξ
param-relaxation-xi-help = 只要 aᵀz ≤ ξ，该点就需要修正；ξ > 0 使解离开解区域的边缘。
method-relaxation-batch = 带间隔的松弛法（批量）
method-relaxation-batch-summary = 对满足 aᵀz ≤ ξ 的点上的 J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖² 做梯度下降：a ← a + η Σ (ξ − aᵀz)/‖z‖² z。
method-relaxation-batch-short = 松弛法（批量）
method-relaxation-batch-max-steps = 步数上限（批量更新）
method-relaxation-batch-max-steps-help = 训练在这么多次批量更新后停止。
method-relaxation-single = 带间隔的松弛法（单样本）
method-relaxation-single-summary = 逐个访问点，当 aᵀz ≤ ξ 时，把 a 朝平面 aᵀz = ξ 移动 η (ξ − aᵀz)/‖z‖² z。
method-relaxation-single-short = 松弛法（单样本）
method-softmax = Softmax 回归（K 类）
method-softmax-summary = 对全部 K 个类别同时建模 p(C_k|x) = exp(a_k)/Σ_j exp(a_j)，其中 a_k = w_kᵀx + w_k0，并用梯度步或牛顿步最小化交叉熵 −ΣΣ t_nk ln y_nk。
method-softmax-help = 目标采用 1-of-K 编码：x_n 所属类别的 t_nk = 1。第 k 行为 a_k = w̃_kᵀz，其中 z = (1, φ(x))。E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖²，惩罚作用于所有元素，包括偏置；若不含偏置（scikit-learn 的默认），惩罚为 ½λ Σ_k ‖w_k‖²，下面各项去掉其 w_k0 分量。此时偏置只确定到一个公共常数（给每个 w_k0 加上 c 不改变任何概率），因此用 Σ_k w_k0 = 0 把它们固定下来，所加的项 ½(Σ_k w_k0)² 在整个运行中都为 0。∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k（讲义 003：∂E/∂a_k = y_k − t_k），Hessian 矩阵由 K×K 个块 H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I 组成（Bishop 式 4.110），每行有 M 个权重时为 KM×KM 矩阵。Softmax 是过参数化的：给每个 w̃_k 加上同一个向量不改变任何概率（讲义 003，“两个类别的 Softmax”），因此 λ = 0 时 Hessian 矩阵奇异，最优解不唯一。λ > 0 解决了这个问题：此时在最优处各行之和为零，并且在两个类别时 w̃₁ − w̃₂ 就是 α = λ/2 的逻辑回归的 a。λ = 0 时，牛顿步会加上最小的岭项，页面会予以说明。梯度步：W ← W − (η/N)∇E。牛顿法：用 Cholesky 分解计算 W ← W − H⁻¹∇E，若一步会使 E 增大则把步长减半。当 ‖∇E‖/N < tol 或达到步数上限时停止；若 λ = 0 且各行能无误地分类全部点，似然会无界增长，不存在有限的最优解，页面会予以说明。开销：梯度步对每个点计算 K − 1 个指数；牛顿步还要对每个点累加 K(K+1)/2 · M(M+1)/2 个乘积，在平面上 N = 100,000 时 K = 2 约 2.5 ms，K = 3 约 4 ms（实测），按 K² 增长。
method-softmax-short = Softmax
method-softmax-method = 方法
method-softmax-method-help = 批量梯度下降 W ← W − (η/N)∇E，或使用完整 KM×KM Hessian 矩阵的牛顿法 W ← W − H⁻¹∇E。
method-softmax-method-gradient = 批量梯度下降
method-softmax-method-newton = 牛顿法
method-softmax-eta = 学习率 η
method-softmax-eta-help = 梯度方法的步长，W ← W − (η/N)∇E。
method-softmax-lambda = 权重衰减 λ
method-softmax-lambda-help = 惩罚项 ½λ‖W‖²（每个权重上精度为 λ 的高斯先验）。λ > 0 使 Hessian 矩阵正定，最优解唯一且有限。
method-softmax-tol = 容差
method-softmax-tol-help = 当 ‖∇E‖/N 降到此值以下时停止。
method-softmax-max-steps = 步数上限
method-softmax-max-steps-help = 训练在达到此步数后停止。
method-svm = 最大间隔超平面（SVM）
method-svm-summary = 间隔最大的分离超平面，用序列最小优化（SMO）求得：每一步调整一对点的对偶系数 α。
method-svm-help = 目标：类别 1 为 y = +1，类别 2 为 y = −1；h(x) = wᵀφ(x) + w₀，a = (w₀, w)，偏置 w₀ 不计入 ‖w‖。该机器在基函数的特征空间中使用线性核 K(x, x') = φ(x)ᵀφ(x')，因此 w = Σ αₙ yₙ φ(xₙ) 始终已知，边界可以精确画出。它在约束 Σ αₙ yₙ = 0 和 0 ≤ αₙ ≤ C 下最大化对偶目标 W(α) = Σ αₙ − ½‖w‖²（Bishop §7.1，式 7.10–7.12 与 7.32–7.34；硬间隔恰为 C = ∞，没有上界）。一次成对更新即 SMO（Platt 1998），并采用 Fan、Chen 与 Lin（2005）的二阶选对方法：i 是最违反最优性（KKT）条件的点，j 是使 W(α) 增加最多的搭档。没有步长：αᵢ 和 αⱼ 沿 Σ αₙ yₙ = 0 移动到该直线上 W 的最大值处，并截断到 [0, C]。偏置取自由支持向量（0 < αₙ < C）上 yₙ − wᵀφ(xₙ) 的平均值，这在最优处是精确的；没有自由支持向量时取可行区间的中点（Keerthi 等 2001）。当 KKT 违反量 m(α) − M(α) 不超过容差时训练停止：此时 αₙ = 0 的点满足 y h(x) ≥ 1 − tol，0 < αₙ < C 的支持向量在容差 tol 内位于 h = ±1 上，αₙ = C 的点满足 y h(x) ≤ 1 + tol。间隔 1/‖w‖ 是特征空间中边界与直线 h = ±1 之间的距离。对任何超平面都分不开的集合使用硬间隔时：W(α) 无界增长，而 ‖w‖ 保持有界。运行中的任何 α 都给出两类凸包中相距 2‖w‖/Σα 的两个点，因此最优间隔至多为 ‖w‖/Σα；当这个界降到 ε·R（R 为特征向量围绕其均值的半径）且当前超平面不能分开各类时，机器判定为不可分并停止。使用多项式核或高斯核 K 时，同样的 SMO 在核矩阵 Kᵢⱼ = K(φᵢ, φⱼ) 上运行（各列保存在 32 MB 的缓存中），从不构造 w，场为对支持向量求和的 f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b；‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ。开销：一次成对更新读取每个点四次，D 个特征时为 O(N·D)；使用线性基时，N = 100,000 下一对的一步不到 5 ms（实测约 2 ms），D 个特征的基函数约为其 D/2 倍。每步 p 对的开销为其 p 倍。
method-svm-short = SVM
method-svm-margin = 间隔
method-svm-margin-help = 硬：每个点都必须位于间隔上或间隔之外（C = ∞）；若任何超平面都分不开该集合，机器会予以说明。软：点可以进入间隔或越过边界，松弛变量为 ξₙ = max(0, 1 − yₙh(xₙ))，每单位代价为 C。
method-svm-margin-soft = 软（C）
method-svm-margin-hard = 硬（C = ∞）
method-svm-c = 惩罚系数 C
method-svm-c-help = 软间隔：每个 αₙ 的上界，也是 ½‖w‖² + C Σ ξₙ 中单位松弛的代价。C 小则间隔宽，间隔内的点多；C 大则接近硬间隔。
method-svm-tol = 容差
method-svm-tol-help = 当 KKT 违反量 m(α) − M(α) 不超过此值时停止，以函数间隔（直线 h = ±1）为单位。
method-svm-eps = 硬间隔放弃阈值 ε
method-svm-eps-help = 仅用于硬间隔：一旦证明最优间隔至多为 ε·R 且当前超平面不能分开各类，就判定为不可分并停止。ε 越小越严格，所需步数越多（约 1/ε）。
method-svm-pairs = 每步成对更新数
method-svm-pairs-help = 动画的一步执行多少次 SMO 成对更新。
method-svm-max-steps = 步数上限
method-svm-max-steps-help = 训练在达到此步数后停止。
value-margin = 间隔 1/‖w‖（边界到 h = ±1）
value-set-margin = 数据集的间隔 min y h/‖w‖
value-gamma-max = 最优间隔 ≤ ‖w‖/Σα
value-c = C
value-primal = 原始目标 ½‖w‖² + C Σξ
value-margin-kernel = 核特征空间中的间隔 1/‖w‖

## Shared words of the help, more settings and values.

method-gauss-common-help = 每个类别 k 有先验 π_k 及其特征的高斯密度 N(φ | μ_k, Σ_k)；后验 p(C_k|x) = π_k N(φ|μ_k, Σ_k) / Σ_j π_j N(φ|μ_j, Σ_j) 是 a_k = ln π_k + ln N(φ|μ_k, Σ_k) 的 softmax。最大似然：π_k = N_k/N，μ_k 为类均值，Σ_k = (1/N_k) Σ (φ − μ_k)(φ − μ_k)ᵀ（除以 N_k，而不是 N_k − 1）；“协方差”设置可改为除以 N_k − 1（共享时为 N − K），即无偏估计，与 scikit-learn 的 QDA 相同。MAP，与讲义一致：π = (N_k + N_k0)/(N + N_0)，N_k0 为每个类别的伪计数，以及按精度加权的组合 Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹，Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀，其中 Σ₀ = s₀²I，μ₀ = φ(先验均值)；计算时使用等价形式 Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML，它在 Σ_ML 奇异时也成立。奇异的协方差会加上使其正定的最小岭项 λI，页面会予以说明。AIC = ln p(D|θ) − M，BIC = ln p(D|θ) − ½ M ln N，其中 ln p 是各点及其类别的对数似然，M 是自由参数的个数：越大越好。
method-gauss-shared = 高斯类别，共享协方差
method-gauss-shared-short = 共享 Σ
method-gauss-shared-summary = 高斯类条件密度，所有类别共用一个协方差 Σ：后验是线性函数的 softmax，因此边界是直线。
method-gauss-shared-help = Σ = Σ_k π_k Σ_k。判别函数为 a_k = w_kᵀx + w_k0，其中 w_k = Σ⁻¹μ_k，w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k（讲义），相差一个所有类别共有的项。{ method-gauss-common-help }
method-gauss-separate = 高斯类别，各自协方差
method-gauss-separate-short = 各自 Σₖ
method-gauss-separate-summary = 每个类别的高斯密度有各自的协方差 Σ_k：判别函数是二次的，因此边界是圆锥曲线。
method-gauss-separate-help = a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k。{ method-gauss-common-help }
method-naive-bayes = 高斯朴素贝叶斯
method-naive-bayes-short = 朴素贝叶斯
method-naive-bayes-summary = 高斯类条件密度，给定类别时各特征相互独立：每个 Σ_k 都是对角矩阵。
method-naive-bayes-help = Σ_k = diag(σ²_k1, …, σ²_kD)，每个 σ² 是该类别某个特征的方差。默认情况下，低于最大类方差 1e-9 倍的方差会提升到该下限（起作用时会注明）；scikit-learn 的 GaussianNB 则对每个方差加上 ε = var_smoothing · max_j Var(φ_j)，即全部点在各特征上方差的最大值（除以 N）。{ method-gauss-common-help }
param-cov-help = 最大似然把每个类别的散度 S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ 除以 N_k（讲义、Bishop）。无偏估计除以 N_k − 1，与 numpy 的 cov 和 scikit-learn 的 QDA 相同；此时只有一个点的类别没有估计（0/0），页面会予以说明，并使用其散度 0。
param-cov-pooled-help = 最大似然把每个类别的散度 S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ 除以 N_k（讲义、Bishop）。无偏估计除以 N_k − 1，与 numpy 的 cov 和 scikit-learn 的 QDA 相同；此时只有一个点的类别没有估计（0/0），页面会予以说明，并使用其散度 0。此时共享的 Σ 为合并估计 Σ_k S_k/(N − K)（S_k 为该类别的散度矩阵），而不是 Σ_k (N_k/N) S_k/N_k = Σ_k S_k/N。
method-logistic-common-help = 目标：类别 1 为 t = 1，类别 2 为 t = 0；z = (1, φ(x))，a = (w₀, w)，因此 y = σ(aᵀz)。E(a) = −Σ [t ln y + (1−t) ln(1−y)] + ½ α ‖a‖²（先验项，含偏置，仅当 α > 0 时存在），∇E = Σ (y_n − t_n) z_n + α a，H = ∇∇E = Σ y_n(1 − y_n) z_n z_nᵀ + αI。若先验不含偏置（scikit-learn 的默认），先验项为 ½ α ‖w‖²，上式中的 a 和 I 去掉第一个分量（w₀）。
method-logistic-help = { method-logistic-common-help } 批量梯度步为 a ← a − (η/N) ∇E，因此 η 与点数无关；随机梯度步把先验分摊到各点，每点 (α/N) a。牛顿步用 Cholesky 分解求解 H δ = ∇E；当 H 奇异（α = 0 且点共线）时，加上使其可分解的最小岭项，页面会予以说明。每种方法都在 ‖∇E‖/N < tol 或达到步数上限时停止。在可分数据上且 α = 0 时，随着 ‖w‖ → ∞ 似然无界增长：不存在有限的最优解，一旦权重把各类分开，页面就会予以说明。
method-logistic-bayes-help = { method-logistic-common-help } 训练为 MAP 逻辑回归（α > 0）。拉普拉斯近似（讲义 003；Bishop §4.4、§4.5）为 q(a) = N(a | a_MAP, H⁻¹)，H⁻¹ 取自当前权重处 H 的 Cholesky 分解。于是激活 a = aᵀz 服从高斯分布，均值 μ_a = a_MAPᵀz，方差 σ_a² = zᵀH⁻¹z，预测概率用 probit 规则近似为 p(C₁|x) ≈ σ(κ(σ_a²) μ_a)，κ(σ²) = (1 + πσ²/8)^(−1/2)（Bishop 式 4.153-4.155）。边界 p = ½ 就是 MAP 边界 μ_a = 0；远离数据处 σ_a² 增大，概率回落到 ½ 附近。多于两个类别时，组合视图只使用各子问题的 MAP 行。
param-bias-help = 包含：高斯先验覆盖每个权重，也包括 w₀，与讲义和 Bishop 相同。不包含：偏置不受惩罚，½{ $precision }‖w‖² 不含 w₀，与 scikit-learn 的默认相同（LogisticRegression，C = 1/{ $precision }）；此时最优解与原点的位置无关。仅当 { $precision } > 0 时才有影响。
method-relaxation-common-help = 规范化向量 z = y·(1, x)，类别 1 为 y = +1，类别 2 为 y = −1，因此当每个点都有 aᵀz > 0 时，a = (w₀, w) 就把各类分开。当 aᵀz ≤ ξ 时该点需要修正，准则为对这些点求和的 J_r(a) = ½ Σ (aᵀz − ξ)² / ‖z‖²；由于常数 1，‖z‖² ≥ 1，所以不会除以零。η = 1 的修正把 a 移到该点的平面 aᵀz = ξ 上，η < 1（欠松弛）未达该平面，η > 1（过松弛）越过该平面；收敛需要 0 < η < 2。当没有点满足 aᵀz ≤ ξ 时停止。修正也可能不断逼近平面 aᵀz = ξ 却永不越过（η 较小时总是如此，因为此时下降收敛到区域 aᵀz ≥ ξ 的边缘），所以修正短于 θ 时也会停止：这是讲义中梯度下降的规则 |η ∇J_r| < θ。否则在达到步数上限时停止。
method-relaxation-batch-help = { method-relaxation-common-help } 一步即一次批量更新，对所有需要修正的点求和；它是步长为 η 的 J_r 梯度下降，仅当 η < 2/L（L ≤ n，见 η）时稳定，因此其默认 η 较小。
method-relaxation-single-help = { method-relaxation-common-help } 一步访问一个点，或整整一轮。
value-bound-novikoff = Novikoff 界 (R/γ)²
value-bound-novikoff-margin = Novikoff 界 (R² + 2b/η)/γ²
value-fisher-j = J(w)
value-fisher-t = 阈值 t
value-fisher-m1 = 投影均值 m₁
value-fisher-m2 = 投影均值 m₂
value-lambda = λ{ $n }
value-loglik = ln p(D|θ)
value-m = 参数个数 M
value-aic = AIC = ln p(D|θ) − M
value-bic = BIC = ln p(D|θ) − ½M ln N
value-sse = ‖ZW̃ − T‖²
value-grad-norm = ‖∇E‖/N
value-r = R = max‖z‖
value-violations = aᵀz ≤ ξ 的点
value-sv = 支持向量
value-dual = 对偶目标 W(α) = Σα − ½‖w‖²
value-kkt = KKT 违反量 m(α) − M(α)
value-slack = 总松弛 Σξ
value-dual-svm-kernel = 对偶目标 W(α) = Σα − ½ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ
param-schedule-batch-help = 常数：η_k = η₁。递减：η_k = η₁/k，其中 k 为到目前为止的批量更新次数；它满足讲义中的条件 Σ η_k = ∞ 和 Σ η_k² / (Σ η_k)² → 0。
param-relaxation-theta-single-help = 在某一轮中每次修正 |η (ξ − aᵀz)/‖z‖² z| 都短于 θ 后停止。
basis-none = 无
basis-none-name = 无：φ(x) = (x, y)
basis-poly = { $degree } 次多项式
basis-poly-name = 多项式，{ $degree } 次
basis-rbf = RBF { $n }×{ $n }
basis-rbf-name = 高斯凸起（RBF），{ $n } × { $n } 覆盖各点
