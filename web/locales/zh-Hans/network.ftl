### Hyperplane's words: the neural network's (its panel box, the plot's description of its hidden units, the keyboard's unit mode, its hidden space and backpropagation), in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## The panel's network box (web/js/network.js).

network-box-heading = 隐藏单元
network-units-caption = 隐藏单元：每个单元的直线 wᵀx + b = 0 以其颜色画在图上
network-units-unit = 单元
network-units-colour = 颜色
network-units-weights = w
network-units-bias = b
network-units-outgoing = 输出 ‖v‖
network-unit-name = 单元 { $unit }
network-reseed = 换个种子
network-reseed-title = 从另一个种子抽取的权重重新开始：往往得到另一个解，有时会陷入局部极小值
network-swap = 交换
network-swap-title = 交换两个隐藏单元及其输出权重：函数不变，位于权重空间的另一点
network-swap-first = 要交换的第一个单元
network-swap-second = 要交换的第二个单元
network-flip = 翻转符号
network-flip-title = 翻转一个单元的权重（w, b → −w, −b）及其输出权重：函数不变
network-flip-unit = 要翻转的单元
network-hint = 拖动单元的直线可移动它，拖动其圆点可旋转它；在图上，按 u 选定一条直线，再用方向键移动和旋转它。
network-basis-hint = 隐藏层就是基函数：其单元是固定的基函数，没有可拖动的直线。
network-curves-hint = 使用基函数时，每个单元是 φ(x) 的一条曲线：只按平面自身的坐标画出其直线。

## The plot's description (wasm/describe).

network-kind = 由 { $units } 个 { $activation } 单元组成的网络给出的弯曲边界
network-unit-line = 单元 { $unit }：{ $line }，箭头指向{ $toward }，输出权重 { $outgoing }
network-unit-offview = 单元 { $unit }：其直线在视图之外的{ $where }

## The keyboard's unit mode (wasm/keys).

network-keys-none = 没有可选定的隐藏单元直线：该方法不是平面上的网络，或其直线都在视图之外。
network-keys-chosen = { $unit }。↑ 和 ↓ 移动它，← 和 → 旋转它，Esc 退出。
network-keys-gone = 单元 { $unit } 的直线已不在视图中：回到光标。
network-keys-left = 单元 { $unit } 的直线离开了视图。

## The network's refusals and notes from Go (engine/network*.go, wasm/session/network.go,
## wasm/api/network.go), for when the page formats Go's errors as texts: until then Go
## says them in English with these words.

network-note-step = 硬阶跃函数没有梯度（凡有定义处 g' = 0），因此只有输出层学习：请手动搭建隐藏单元，或选择 tanh、logistic 或 ReLU 来训练它们
network-refuse-not-network = 该方法不是网络
network-refuse-no-points = 网络还没有两个类别的点可供训练
network-refuse-basis-weights = 以基函数为隐藏层时，由参数 "layer" 选择，且没有可设置的隐藏权重
network-refuse-activation = 网络的激活函数必须是 "tanh"、"logistic"、"relu" 或 "step"，而不是 { $activation }
network-refuse-hidden-count = 网络应有 1 到 { $max } 个隐藏单元，而不是 { $n } 个
network-refuse-output-count = 网络的类别需要 { $want } 个输出行，而不是 { $n } 个
network-refuse-unit-weights = 隐藏单元 { $unit } 有 { $n } 个权重，应为 { $want } 个
network-refuse-output-weights = 输出第 { $row } 行有 { $n } 个权重，应为 { $want } 个
network-refuse-not-finite = { $what } { $unit } 有一个权重不是有限数
network-refuse-needs-w-b = { $what } 单元 { $unit } 需要 w 和 b
network-refuse-no-unit = 没有隐藏单元 { $unit }
network-refuse-basis-order = 隐藏层就是基函数：其单元保持原有的顺序和符号
network-refuse-relu-flip = ReLU 单元没有符号对称性：max(0, −a) 不是 max(0, a) 的函数
network-refuse-no-drag = 没有正在拖动的直线
network-refuse-leaves-plane = 该直线会离开平面
network-reason-overflow = 权重溢出，因此撤销了最后一步：请减小学习率 η

# The hidden space and backpropagation (issue 49, part 2).

## The hidden space (web/js/pictures/hidden.js, wasm/pictures/hidden.go).

network-space-title = 隐藏空间：每个点位于 h = g(Wz)
network-space-canvas =
    .aria-label = 网络的隐藏空间
network-space-stage = 从平面到隐藏空间
network-space-first = 横轴
network-space-second = 纵轴
network-space-unit = 单元 { $unit }（h{ $sub }）
# The axes' names as the slider goes: x and y on the plane, then a = Wz,
# then h = g(a); $sub is the unit's number in subscript digits.
network-space-axis-x = { $coordinate ->
    [1] x
    [2] y
   *[other] 0
}
network-space-axis-y = y
network-space-axis-to-a = → a{ $sub }
network-space-axis-a = a{ $sub }
network-space-axis-to-h = → h{ $sub }
network-space-axis-h = h{ $sub }
network-space-stage-plane = { $t }：平面，每个点位于 x
network-space-stage-to-pre = { $t }：从 x 到预激活 a = Wz 的途中
network-space-stage-pre = { $t }：预激活 a = Wz，即每个单元的 bⱼ + wⱼ·x
network-space-stage-to-hidden = { $t }：从 a 到 h = g(a) 的途中
network-space-stage-hidden = { $t }：隐藏空间，h = g(a)
network-space-note-stage = { $n } 个点和平面的网格，已随之走了一部分路程。到 1 时画出输出层的边界。
network-space-note-line = 在隐藏空间中，输出层的边界是直线 { $c } + { $v1 } h₁ + { $v2 } h₂ = 0（输出 o = 0，此处 p = ½）。各单元把平面的网格弯曲了；输出层分开直线两侧的东西，因此像相互混杂的类别无法被分开。
network-space-note-classes = 在隐藏空间中，{ $classes } 个类别各自在其输出最大处胜出：各区域由直线，即输出层的边界，切分开来。
network-space-note-cube = 三个单元：输出层的边界是 (h₁, h₂, h₃) 立方体中的平面（蓝色），平面能分开两个单元时直线分不开的像。
network-space-note-cube-classes = 三个单元：每个点位于其在 (h₁, h₂, h₃) 立方体中的像。多于两个类别时，输出层的边界是各对类别之间的平面；这些平面不画出。
network-space-note-pair = { $units } 个单元中的单元 { $first } 和 { $second }：沿其 { $units } 个坐标中的两个观察每个点的像。输出层的边界是全部 { $units } 维中的超平面，而不是一对坐标中的直线，因此不画出。
network-space-note-keys = 把鼠标悬停在点上，可在图上圈出它；单击它，或在图示上使用方向键，可选定它以查看反向传播（Esc 取消选定）。
network-space-note-keys-cube = 拖动它或使用方向键可旋转它；把鼠标悬停在点上，可在图上圈出它；单击某个点，可选定它以查看反向传播。
network-space-none = 隐藏空间属于神经网络：选择神经网络即可查看。
network-space-many = 隐藏空间至多绘制 { $max } 个点。
network-space-axes = { $units ->
    [1] 网络只有一个隐藏单元：把它画作单元 0。
   *[other] 请从 { $units } 个单元中选择两个或三个不同的单元（从 0 开始编号）。
}
network-space-stage-refused = 滑块的阶段 t 是 0（平面）到 1（隐藏空间）之间的数。
network-space-alt-none = 隐藏空间：{ $why }
network-space-alt = { $units ->
    [1] 平面上的点被带到网络唯一隐藏单元的空间，以 y 为第二个坐标轴，位于滑块的阶段 { $t }（0 为平面，1 为隐藏空间）：共 { $n } 个点。
   *[other] 平面上的点被带到网络 { $units } 个隐藏单元的空间，画出其中 { $dims } 个，位于滑块的阶段 { $t }（0 为平面，1 为隐藏空间）：共 { $n } 个点。
}
network-space-alt-line = 那里输出层的边界是直线 { $c } + { $v1 } h₁ + { $v2 } h₂ = 0。
network-space-alt-plane = 那里输出层的边界是平面 { $c } + { $v1 } h₁ + { $v2 } h₂ + { $v3 } h₃ = 0。
network-space-alt-axis = 坐标 { $coordinate }
network-space-alt-point = 点
network-space-alt-class = 类别

## Backpropagation (web/js/pictures/backprop.js, wasm/pictures/backprop.go).

network-backprop-title = 单个点的反向传播
network-backprop-point-label = 点
network-backprop-point-input =
    .placeholder = 全部
network-backprop-clear = 全部点
network-backprop-arrows = 在图上画出这一步
network-backprop-canvas =
    .aria-label = 经过网络的反向传播
network-backprop-input-x = { $v }
network-backprop-input-y = { $v }
network-backprop-a = a = { $a }
network-backprop-delta = δ = { $delta }
network-backprop-grad = ‖∂E/∂w‖ = { $g }
network-backprop-o = o = { $o }
network-backprop-out = t = { $t }，δ = { $delta }
network-backprop-note-point = 点 { $point }（类别 { $class }）。前向：每个隐藏单元上方是它的 aⱼ = bⱼ + wⱼ·x，其中是 hⱼ = g(aⱼ)；输出对目标 t = { $t } 给出 y = { $y }，因此输出误差为 δ = y − t = { $delta }，Eₙ = { $e }。反向：每个单元下方是它的 δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ。只针对此点的一步会把单元 j 的行 (bⱼ, wⱼ) 移动 −η δⱼ (1, x)，其中 η = { $eta }。
network-backprop-note-point-squared = 点 { $point }（类别 { $class }）。前向：每个隐藏单元上方是它的 aⱼ = bⱼ + wⱼ·x，其中是 hⱼ = g(aⱼ)；输出对目标 t = { $t } 给出 y = { $y }。使用平方误差时，输出误差带有输出的斜率，δ = (y − t) y (1 − y) = { $delta }，Eₙ = { $e }。反向：每个单元下方是它的 δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ。只针对此点的一步会把单元 j 的行 (bⱼ, wⱼ) 移动 −η δⱼ (1, x)，其中 η = { $eta }。
network-backprop-note-batch = 未选定点：全部训练点。E/N = { $e }，含衰减项；每个单元下方是其梯度的大小，即各点 δⱼ z 的平均值加上衰减项的梯度。全批量的一步把每个权重移动其 −η 倍，η = { $eta }（不计动量）。选定一个点，即可查看它的前向值和各个 δ。
network-backprop-note-frozen = 隐藏层已冻结：只有输出层学习，直线保持不动。
network-backprop-note-arrows = { $k ->
    [1] 图上每条虚线是这一步把该单元的直线带到的位置，箭头表示它如何移动和旋转。
   *[other] 图上每条虚线是这一步把该单元的直线带到的位置，箭头表示它如何移动和旋转，画得比实际的一步大 { $k } 倍。
}
network-backprop-note-still = 这一步不移动任何直线：这里的单元没有梯度（阶跃激活函数没有梯度）。
network-backprop-none = 反向传播只为神经网络显示：选择神经网络即可查看。
network-backprop-point = 没有点 { $point }：场景中有 { $n } 个点。
network-backprop-class = 该点的类别 { $class } 不是网络的类别之一。
network-backprop-empty = 没有属于网络类别的训练点。
network-backprop-history = 对于历史中的某一步，只在至多 { $max } 个训练点时显示批量梯度：请选定一个点，或回到当前的模型。
network-backprop-alt-none = 反向传播：{ $why }
network-backprop-alt-point = 点 { $point }（类别 { $class }）的反向传播，其误差 Eₙ = { $e }：{ $units } 个隐藏单元各自的预激活 a、激活 h、δ 和梯度，然后是输出的 o、y 和 δ。
network-backprop-alt-batch = 全批量的梯度，E/N = { $e }：每个隐藏单元的梯度，然后是各输出的梯度。
network-backprop-alt-unit = 单元
network-backprop-alt-output = 输出 { $output }
network-backprop-alt-grad = ∂E/∂权重 { $i }
