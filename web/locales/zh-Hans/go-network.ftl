### Hyperplane's words for the neural network of one hidden layer (package engine: its catalog entry, settings, reasons and notes), in Simplified Chinese.
### The mathematics' symbols are the notes'; a course may rename the words around them.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

family-network = 神经网络

## The neural network of one hidden layer (engine/network.go).

method-network = 神经网络（一个隐藏层）
method-network-summary = H 个隐藏单元，每个都是一个超平面 aⱼ = wⱼᵀφ(x) + bⱼ，再经过 g（tanh、logistic、ReLU 或阶跃函数），加上一个输出层，即在 h = (h₁, …, h_H) 上的逻辑回归（两个类别）或 Softmax 回归（K 个类别）；两层一起在交叉熵上用梯度下降训练，梯度由反向传播求得。
method-network-help = 单元 j 是直线 aⱼ = wⱼᵀφ(x) + bⱼ = 0（logistic 单元取值 ½ 的等值线，ReLU 的折点）；hⱼ = g(aⱼ)。输出为 o_r = v_r0 + Σⱼ v_rj hⱼ，两个类别时 p(C₁|x) = σ(o)（o ≥ 0 处为类别 1），K 个类别时为 softmax(o)。目标采用 1-of-K 编码（两个类别时类别 1 为 t = 1）。E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²)，衰减项不含偏置 bⱼ 和 v_r0，与 scikit-learn 的 MLPClassifier（alpha = λ）相同。反向传播（Bishop §5.3）：输出误差 δ_r = y_r − t_r（交叉熵；使用平方误差 ½Σ(y − t)² 时还要乘以输出的导数），隐藏层的 δⱼ = g'(aⱼ) Σ_r v_rj δ_r，且 ∂Eₙ/∂wⱼ = δⱼ z，∂Eₙ/∂v_r = δ_r (1, h)。每一步按速度更新权重：u ← μu − η g，θ ← θ + u（动量 μ；μ = 0 即普通梯度下降），其中 g = (1/N)∇E 取自全部点（批量），或为 (1/B)Σ_{"{"}批量{"}"} ∇Eₙ + (λ/N)θ，取自每轮重新打乱的顺序中接下来的 B 个点（小批量；在线即 B = 1）。初始化（有种子）：权重在 ±√(6/(fan_in + fan_out)) 内均匀分布（Glorot 与 Bengio 2010；logistic 单元用 √(2/…)，与 scikit-learn 相同），每条隐藏直线经过由同一种子抽取的一个训练点（bⱼ = −wⱼᵀφ(xₙ)），输出偏置取自同一范围。冻结的隐藏层保留其权重（初始的，或手动设置的），只训练输出层：即在固定特征上的逻辑回归或 Softmax 回归。当 ‖∇E‖/N < tol 或达到步数上限时停止。
param-network-hidden = 隐藏单元数 H
param-network-hidden-help = 隐藏单元的个数，每个单元都是平面上的一条直线。
param-network-activation = 激活函数 g
param-network-activation-help = 隐藏单元关于 aⱼ 的函数。硬阶跃函数没有梯度：阶跃单元组成的网络要手动搭建（拖动其直线，或用 setNetwork），训练只移动其输出层。
param-network-activation-tanh = tanh
param-network-activation-logistic = logistic σ
param-network-activation-relu = ReLU max(0, a)
param-network-activation-step = 阶跃（手动）
param-network-layer = 隐藏层
param-network-layer-help = 训练：两层都学习。冻结：隐藏单元保持原位（有种子的初始位置，或你放置的位置），只有输出层学习。基函数：隐藏单元就是基函数（在基函数菜单中选择高斯凸起），固定不变，输出层是在它们之上的逻辑回归或 Softmax 回归。
param-network-layer-trained = 训练
param-network-layer-frozen = 冻结（只训练输出层）
param-network-layer-basis = 基函数，固定
param-network-loss = 误差
param-network-loss-help = 交叉熵，其输出误差为 δ = y − t；或平方误差 ½Σ(y − t)²，其 δ 带有输出的导数 y(1 − y)，在输出饱和于错误一侧时学得很慢。
param-network-loss-cross-entropy = 交叉熵
param-network-loss-squared = 平方误差
param-network-mode = 梯度
param-network-mode-help = 批量：每一步使用全部点。小批量：每轮重新打乱（有种子）的顺序中接下来的 B 个点。在线：每次一个点，B = 1。
param-network-mode-batch = 全批量
param-network-mode-minibatch = 小批量
param-network-mode-online = 在线
param-network-batch = 小批量大小 B
param-network-batch-help = 仅用于小批量：每次更新所用的点数。
param-network-unit = 每一步为
param-network-unit-help = 小批量和在线：动画的一步是做一次更新，还是整整一轮更新。每一步还会在全部点上计算 E 和 ∇E，供图表和停止规则使用。
param-network-unit-update = 一次更新
param-network-unit-epoch = 一轮
param-network-eta = 学习率 η
param-network-eta-help = 沿 −g 方向的步长。
param-network-momentum = 动量 μ
param-network-momentum-help = u ← μu − ηg：保留的上一次移动的比例。
param-network-decay = 权重衰减 λ
param-network-decay-help = 对除偏置外的所有权重施加 ½λ‖W‖²。
param-network-init = 种子
param-network-init-help = 初始权重和打乱顺序的种子：换一个种子就换一个起点，往往得到另一个解。
param-network-tol = 容差
param-network-tol-help = 当 ‖∇E‖/N 降到此值以下时停止。
param-network-maxSteps = 步数上限
param-network-maxSteps-help = 训练在达到此步数后停止。
param-network-retrain = 拖动后重新训练输出层
param-network-retrain-help = 当你拖动某个单元的直线（或手动设置权重）时，输出层立即针对隐藏单元的当前位置进行学习；否则它保持原样，直到你训练。
method-network-short = 神经网络
engine-network-classes-changed = 网络的类别发生了变化
engine-network-nothing-to-train = 没有可训练的内容
engine-criterion-network = E = Σ Eₙ + ½λ‖W‖²
engine-network-step-note = 硬阶跃函数没有梯度（凡有定义处 g' = 0），因此只有输出层学习：请手动搭建隐藏单元，或选择 tanh、logistic 或 ReLU 来训练它们

## The network's refusals and reasons.

engine-network-field-form = 网络的场是其各行的 argmax，不含二次型或核
engine-network-outputs = 网络在两个类别时有一个输出单元，在 3 到 { $max } 个类别时每个类别一个，而不是 { $n } 个
engine-network-hidden-count = 网络应有 1 到 { $max } 个隐藏单元，而不是 { $n } 个
engine-network-basis-weights = 以基函数为隐藏层的网络没有隐藏权重
engine-network-activation = 未知的激活函数“{ $activation }”
engine-network-loss = 未知的损失“{ $loss }”
engine-network-hidden-weights = 隐藏单元 { $unit } 有 { $n } 个权重，应为 { $want } 个
engine-network-hidden-finite = 隐藏单元 { $unit } 有一个权重不是有限数
engine-network-output-rows = { $classes } 个类别的网络应有 { $want } 个输出单元，而不是 { $n } 个
engine-network-output-weights = 输出第 { $row } 行有 { $n } 个权重，应为 { $want } 个
engine-network-output-finite = 输出第 { $row } 行有一个权重不是有限数
engine-network-not = 该方法不是网络
engine-network-activation-is = 网络的激活函数是 { $is }，而不是 { $not }
engine-network-units-is = 网络有 { $is } 个隐藏单元，而不是 { $not } 个
engine-network-basis-order = 隐藏层就是基函数：其单元保持原有顺序
engine-network-no-units = { $n } 个隐藏单元中没有单元 { $i } 或 { $j }
engine-network-basis-flip = 隐藏层就是基函数：其单元不能翻转
engine-network-relu-flip = ReLU 单元没有符号对称性：max(0, −a) 不是 max(0, a) 的函数
engine-network-no-unit = { $n } 个隐藏单元中没有单元 { $unit }
engine-network-none = 该场没有网络
engine-network-class = 类别 { $class } 不是网络的类别之一
