### Hyperplane's built-in lessons (package engine/course), in Simplified Chinese: lesson-<id>-title and lesson-<id>-text.
### A lesson's text is a small Markdown: a line break starts a paragraph. The mathematics' symbols are the notes'.
### A lesson a teacher writes (the lesson editor, a lesson file) keeps its own words: it is not in the catalog.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-vc-dimension-title = 一条直线能打散多少个点？
lesson-vc-dimension-text =
    若一个分类器能把一组点的每一种标注都分开，就称它打散了这组点。平面上的直线能打散处于一般位置的三个点：试试含三个点及其全部八种标注的预设场景。
    这里是四个带 XOR 标注的点，没有直线能把它们分开：感知机永远不会收敛。任何四个点都不能被直线打散，所以直线的容量，即 Vapnik–Chervonenkis 维数（VC 维），为 3。
    试一试：改变一个标签。除了两种 XOR 标注之外，正方形的每一种标注都是可分的。
lesson-overfitting-rbf-title = 在测试点上看 RBF 凸起的过拟合
lesson-overfitting-rbf-text =
    一半的点（空心圆环）被留作测试点：模型从不在它们上训练。这里的最小二乘工作在窄高斯凸起的特征空间中，30 个训练点上各有一个凸起。特征数几乎与训练点一样多，它能拟合每一个训练点，连噪声也不例外，边界绕着单个点打转。
    状态栏并列显示训练准确率和测试准确率：前者很高，后者低得多。这个差距就是过拟合：过多的自由度降低了分类器的泛化能力。
    试一试：加宽凸起，或把基函数换成线性，观察测试准确率向训练准确率靠拢。重新抽样划分，看看测试准确率在多大程度上取决于哪些点被留出。
lesson-occam-evidence-title = 证据选择更简单的模型
lesson-occam-evidence-text =
    两团相互重叠的点云：最佳边界是一条直线。打开“训练 › 比较模型”：贝叶斯逻辑回归（先验 N(0, α⁻¹I)，α = 1）在四种基函数上拟合：无、2 次和 3 次多项式，以及 3×3 高斯凸起。
    三次多项式对训练点拟合得更好：它的 ln p(D|a_MAP) 最高。但拉普拉斯证据 ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| 加上了奥卡姆因子，即数据留下的先验体积比例的对数：它是负的，权重越多就越负。证据最好的一行（粗体）是普通的直线。
    试一试：在“决策”部分对每种基函数做交叉验证，它用留出的点讲述同一个故事；或者设置先验和不等的损失，看直线如何滑动。
lesson-perceptron-novikoff-title = 感知机与 Novikoff 界
lesson-perceptron-novikoff-text =
    按下播放，观察感知机：每当遇到一个位于错误一侧的点（y·aᵀz ≤ 0），它就把该点的增广向量 z = (1, x) 加到权重上，直线随之跳动。
    圆的半径为 R，即最大的 ‖z‖；带的半宽为 γ，即经过 z 空间原点的直线所能达到的最佳间隔。Novikoff 定理指出：在可分数据上，无论以何种顺序访问各点，感知机至多更新 (R/γ)² 次。把更新次数与这个界比较一下。
    试一试：把一个点拖向另一类。γ 缩小，界增大，感知机需要更多次更新。把一个点拖过去，数据就不再可分：感知机永远不会稳定下来。
lesson-xor-basis-title = XOR 与基函数
lesson-xor-basis-text =
    没有直线能分开 XOR 门：角点 (1,0) 和 (0,1) 输出 1，角点 (0,0) 和 (1,1) 输出 0。把基函数换成线性，感知机就会永远运行下去。
    这里每个点 x 先被映射为 φ(x) = (φ₁(x), φ₂(x))，即以 (0,0) 和 (1,1) 为中心的两个高斯凸起。在这个特征空间中四个点是可分的，因此感知机收敛，它在特征空间中的直线就是你在平面上看到的弯曲边界。
    试一试：2 次多项式基函数也可以，因为在各角点上 x + y − 2xy 恰好就是 XOR。
lesson-least-squares-outliers-title = 有离群点时的最小二乘与逻辑回归
lesson-least-squares-outliers-text =
    最小二乘拟合每个点的目标值，因此远在边界正确一侧的点也算误差：它的值远大于目标值。右下方那群类别 2 的点把最小二乘边界拉向自己，靠近两团点的一些点因此被误分类。
    叠加显示的边界是逻辑回归。对远在正确一侧的点，它的误差几乎为零，因此远处那群点几乎不会移动它。
    试一试：逐个删除远处的点，观察最小二乘边界回到原处。
lesson-fisher-vs-means-title = Fisher 方向与均值之差
lesson-fisher-vs-means-text =
    把各点投影到方向 w 上，看两个直方图。最直接的选择是 w ∝ m₁ − m₂，即两个类均值之差；但这两类又长又窄，沿该方向的投影严重重叠。
    Fisher 准则 J(w) = (m₁ − m₂)² / (s₁² + s₂²) 还要求每类内部的散布小。它的最大值 w ∝ S_W⁻¹(m₁ − m₂) 偏离了类别的长轴，投影便分开了。
    试一试：比较 Fisher 方向的 J 与 m₁ − m₂ 方向的 J，然后把各类变圆，看两个方向趋于一致。
lesson-one-versus-rest-title = 一对其余会留下未决区域
lesson-one-versus-rest-text =
    有三个类别时，一对其余训练三个感知机：类别 1 对其余、类别 2 对其余、类别 3 对其余。当分类器 k 说“是”而其他分类器都说“否”时，点才归入类别 k。
    在标为歧义的区域里，这条规则给不出答案：要么没有分类器说“是”（中间），要么不止一个说“是”。讲义称之为一对其余的歧义性。
    试一试：把策略换成 K 类判别，它把 x 归入函数 yₖ(x) 最大的类别。它的区域覆盖整个平面，既无空隙也无重叠。
lesson-least-squares-masking-title = 最小二乘掩盖了一个类别
lesson-least-squares-masking-text =
    三个类别沿一条直线排列，类别 2 在中间。最小二乘对每个类别的 1-of-K 目标拟合一个线性函数 y_k(x)，并把 x 归入取值最大者。沿着这条直线，y₁ 下降、y₃ 上升，但对类别 2 的目标（中间为 1，两端为 0）的最佳线性拟合几乎是平的，接近 1/3，它不会在较长的一段上成为最大者：类别 2 几乎得不到区域，其大部分点被误分类（Bishop，图 4.5）。
    叠加显示的边界是 Softmax 回归，它的后验不必线性地拟合目标；它把直线的中段交给了类别 2。
    试一试：把类别 2 拖离直线，远离另外两类，看最小二乘重新给它一块区域。
lesson-ho-kashyap-separability-title = Ho-Kashyap 检测不可分性
lesson-ho-kashyap-separability-text =
    在任何直线都分不开的数据上，感知机永不停止，也从不告诉你原因。Ho-Kashyap 对权重 a 和间隔 b > 0 最小化 ‖Za − b‖²：每一步在误差 e = Za − b 为正处增大 b_n，再重新求解 a = Z†b。
    由于 a 是最小二乘解，Zᵀe = 0。因此若 e ≤ 0 且 e ≠ 0，就没有 a 能使每个间隔 aᵀz 都为正：该过程停止，并证明了各类线性不可分。这里每个类别都有一个点混在另一类中；按下播放，再看状态栏。
    试一试：把两个离群点拖回各自一侧（类别 1 在左，类别 2 在右）再运行：e 缩小到 0，Ho-Kashyap 收敛到一条分离直线。
lesson-widrow-hoff-title = Widrow-Hoff 逼近最小二乘
lesson-widrow-hoff-text =
    Widrow-Hoff（LMS）规则每次访问一个点并修正 a ← a + η_k (b_k − aᵀz_k) z_k，即使点已在正确一侧也是如此。它是对 J_s(a) = ‖Za − b‖² 的序贯梯度下降，所以它寻找的不是分离直线，而是最小二乘解 Z†b，后者的边界叠加显示。
    这里每一步都是对全部点的一遍遍历，第 e 遍的学习率为 η₁/e。随着学习率减小，修正越来越小，a 稳定在 Z†b 上：状态栏显示距离 ‖a − Z†b‖ 不断下降，遍数每增加十倍，它大约缩小到五分之一至八分之一。
    试一试：把学习率调度换成常数，看 a 一直在 Z†b 附近徘徊；或换成 η₁/k（k 计单次修正）：此时学习率下降得太快，a 只能缓慢地爬向 Z†b。
lesson-kernel-trick-title = 核技巧：不用基函数分开同心圆和 XOR
lesson-kernel-trick-text =
    这里的基函数是线性的，没有直线能把圆盘与包围它的圆环分开。支持向量机从不需要特征本身，只需要它们的内积 φ(x)ᵀφ(x')：把内积换成核 K(x, x')，它就在核的特征空间中工作，而无需构造这个空间。高斯核 exp(−γ‖x − x'‖²) 的特征空间是无穷维的，但机器只为每个点存储一个 α，边界 f(x) = Σ αₙ yₙ K(xₙ, x) + b = 0 是绕着圆盘的一条闭曲线：每个训练点都在自己的一侧。
    只有支持向量（带圆环，大小表示 α）的 α > 0；虚线曲线是 f = ±1，即特征空间中的间隔。
    试一试：把核设为线性：最佳直线会让约三分之一的点落在错误一侧。设为 2 次多项式：(γ xᵀx' + c₀)² 含有 x²、xy 和 y²，也能分开两个圆。载入 XOR 门并再次选择 SVM：高斯核和 2 次多项式核能分开它（C 取大值），线性核则不能。
lesson-kernel-gamma-islands-title = γ 太大：每个点都成了孤岛（看测试划分）
lesson-kernel-gamma-islands-text =
    一半的点（空心圆环）被留出。γ = 30 的高斯核 exp(−γ‖x − x'‖²) 在每个训练点周围是宽为 1/√(2γ) ≈ 0.13 的凸起：机器在另一类的每个点周围画出一座小岛，把每个训练点都分对了，连噪声也不例外。
    比较状态栏中的训练准确率和测试准确率：测试点落在各岛之间，那里仅由偏置决定，测试准确率低得多。这就是过拟合：自由的凸起和点一样多。
    试一试：把 γ 降到 0.3：各岛融合成一条平滑的边界，训练准确率略降，测试准确率上升。
lesson-svm-c-slack-title = C 在间隔与松弛之间权衡
lesson-svm-c-slack-text =
    没有直线能分开这两团点，所以软间隔允许点进入间隔或越过边界，每个点的松弛为 ξₙ = max(0, 1 − yₙh(xₙ))，并最小化 ½‖w‖² + C Σ ξₙ。C 是单位松弛的代价。
    C = 0.01 时松弛很便宜：间隔 1/‖w‖（虚线为 h = ±1）很宽，大多数点都是支持向量，其中多数位于上界 αₙ = C（琥珀色圆环）。
    试一试：把 C 升到 1，再升到 100，重新训练：间隔变窄，数值表中的总松弛 Σξ 下降，支持向量变少。C 越大，对训练点的拟合越紧；这里边界本身移动不大。
lesson-generative-vs-discriminative-title = 生成式还是判别式：添加一个远处的点
lesson-shared-vs-separate-covariances-title = 共享协方差与各自协方差
lesson-shared-vs-separate-covariances-text =
    类别 1 是一团紧凑的圆形点云；类别 2 很宽，沿 x 方向拉长。生成模型对每个类别拟合一个高斯分布 N(x|μ_k, Σ_k)，并比较 π_k N(x|μ_k, Σ_k)。
    若两个类别共享一个协方差 Σ，二次项 −½xᵀΣ⁻¹x 在两边相同而相互抵消：边界是一条直线（叠加显示的那条），无法包住类别 1。若每个类别各有协方差，它们就不会抵消，边界是二次的，这里是围绕紧凑类别的一条闭曲线。讲义：协方差矩阵相同时决策面是平面，不同时是二次曲面。
    试一试：比较两个模型的对数似然 ln p(D|θ) 和错误数（把算法换成“高斯类别，共享协方差”），然后让两个类别同样分散，看曲线张开成一条直线。
lesson-generative-vs-discriminative-text =
    如果在类别 1 自己一侧的远处添加一个新点，决策边界会怎样？右下方的那个点就是这样的点；拖动它，或者删除后再加回来。
    生成模型对每个类别拟合一个高斯分布。远处的点把其所在类别的均值拉向自己，并拉伸共享协方差；而边界只取决于这些量，因此会移动和转动，尽管这个点的类别从来没有疑问。
    逻辑回归（叠加显示的边界）直接拟合 p(C₁|x)。被有把握地分类的点对其梯度 Σ (yₙ − tₙ) zₙ 几乎没有贡献，所以它的边界几乎不动。
lesson-generative-vs-discriminative-text-fisher =
    { lesson-generative-vs-discriminative-text }
    这里用 Fisher 判别代替高斯模型：它的方向 S_W⁻¹(m₁ − m₂) 正是共享协方差的高斯分布给出的方向，它同样会被远处的点移动。

## The network's lessons (engine/course/lessons_network.go).

lesson-network-from-perceptron-title = 从感知机在 XOR 上的失败到神经网络
lesson-network-from-perceptron-text =
    按下播放。感知机无休止地访问四个角点：(1,0) 和 (0,1) 属于类别 1，(0,0) 和 (1,1) 属于类别 2，没有直线能让每一对各在一侧，所以它尝试的每条直线都会分错一个角点，下一次更新又抵消了上一次。
    有一个隐藏层的网络在这条直线之前再放几条直线：每个隐藏单元 j 是平面上的一条直线 aⱼ = wⱼᵀx + bⱼ = 0（以它自己的颜色绘制，箭头指向 aⱼ > 0 的一侧），它的输出 hⱼ = tanh(aⱼ) 表明点位于哪一侧，而输出单元是在 (h₁, h₂) 上的逻辑回归：即隐藏单元空间中的一条直线，而平面上的那些直线已把这个空间弯曲了。两条直线把正方形切出一条带，带内含有 (1,0) 和 (0,1)，其他角点则在带外。
    反向传播同时训练两层：输出的误差 y − t 经输出权重传回每个单元，δⱼ = (1 − hⱼ²) Σ vⱼ(y − t)，每条直线移动 −η δⱼ (1, x)。
lesson-network-from-perceptron-try-1 = 在方法菜单中选择“神经网络”，然后播放：两条直线不断移动，直到带中含有类别 1。
lesson-network-from-perceptron-try-2 = 按“换个种子”后再次播放：会得到另一对直线，或者一对陷入局部极小值、分错一个角点的直线。
lesson-network-from-perceptron-try-3 = 交换两个单元，或翻转其中一个的符号：权重不同，边界相同。
lesson-network-from-perceptron-q1-prompt = 一条直线做不到，为什么两个隐藏单元就能解决 XOR？
lesson-network-from-perceptron-q1-choice-1 = 每个单元是一条直线；它们合起来切出一条带，输出层再把这条带与其余部分分开
lesson-network-from-perceptron-q1-choice-2 = 网络的权重更多，所以能记住四个点
lesson-network-from-perceptron-q1-choice-3 = tanh 是弯曲的，所以一个单元的直线能绕着角点弯折
lesson-network-from-perceptron-q1-feedback-1 = 对：在单元空间 (h₁, h₂) 中，四个角点可以被输出层的直线分开。
lesson-network-from-perceptron-q1-feedback-2 = 不完全对：一条直线的权重也够多；它缺少的是对平面的第二次切割。
lesson-network-from-perceptron-q1-feedback-3 = 不对：无论 g 是什么，单元的水平集 aⱼ = 0 都是直的；弯折来自单元的组合。
lesson-network-xor-by-hand-title = 用两个单元手动构造 XOR
lesson-network-xor-by-hand-text =
    两个阶跃隐藏单元，在其箭头一侧 h = 1，另一侧为 0；输出在单元 1 开启且单元 2 关闭时激发：o = h₁ − h₂ − ½ ≥ 0 即为类别 1。只有两条直线由你来放置。
    拖动直线可移动它，拖动其圆点可旋转它（或在图上按 u 并使用方向键），直到每个角点都得到自己的类别：(1,0) 和 (0,1) 属于类别 1，(0,0) 和 (1,1) 属于类别 2。在你操作期间，输出层保持不变。
lesson-network-xor-by-hand-try-1 = 放置单元 1 的直线，使其箭头覆盖除 (0,0) 以外的所有角点。
lesson-network-xor-by-hand-try-2 = 放置单元 2 的直线，使其箭头只覆盖 (1,1)。
lesson-network-xor-by-hand-try-3 = 然后回答问题，看看经典的构造。
lesson-network-xor-by-hand-q1-prompt = 你的两个单元计算的是什么？
lesson-network-xor-by-hand-q1-choice-1 = OR 和 AND
lesson-network-xor-by-hand-q1-choice-2 = x 和 y
lesson-network-xor-by-hand-q1-choice-3 = NOT x 和 NOT y
lesson-network-xor-by-hand-q1-feedback-1 = 对，这就是经典的构造：单元 1 是 OR，x + y − ½ ≥ 0，单元 2 是 AND，x + y − 3/2 ≥ 0，两条权重为 (1, 1) 的平行线，而 XOR = OR 且非 AND。用 setNetwork({"{"}activation: "step", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}, {"{"}w: [1, 1], b: -1.5{"}"}], output: [{"{"}w: [1, -1], b: -0.5{"}"}]{"}"}) 可以精确地设置它们。
lesson-network-xor-by-hand-q1-feedback-2 = 直线 x = ½ 和 y = ½ 把正方形切成四块，但用它们做“OR 且非 AND”会把 (1,1) 分错：试试 OR 和 AND，即 x + y − ½ ≥ 0 和 x + y − 3/2 ≥ 0。
lesson-network-xor-by-hand-q1-feedback-3 = 不是这两个：输出层需要单元 1 在两个类别 1 角点上都开启。OR（x + y − ½ ≥ 0）和 AND（x + y − 3/2 ≥ 0）能做到。
lesson-network-xor-trained-title = 训练 XOR：两条直线找到答案
lesson-network-xor-trained-text =
    两个 tanh 单元，从种子 1 开始（每条直线经过一个角点，权重按 Glorot 方法随机初始化），在交叉熵上用带动量的梯度下降训练。按下播放：大约五十步后，两条直线稳定成一条围住类别 1 角点的带，输出层把这条带与其余部分分开。
    并非每个起点都能到达那里。从种子 7 开始，直线稳定下来时仍有一个角点分错：这是局部极小值，那里梯度接近零，任何一步都无济于事。梯度下降找到的是起点附近的极小值，而不是最好的那个。
lesson-network-xor-trained-try-1 = 按几次“换个种子”：每个起点都会找到自己的一对直线，有些会停滞不前。
lesson-network-xor-trained-try-2 = 把种子设为 7 并播放：一个局部极小值。
lesson-network-xor-trained-try-3 = 把“误差”换成平方误差，再从种子 1 开始播放：比较所需的步数。
lesson-network-circle-title = 圆：两个单元围不住它，三个可以
lesson-network-circle-text =
    圆环内的一个圆盘。每个隐藏单元是一条直线，网络的边界由各条直线的阶跃叠加而成：两条直线能构成一条带或一个楔形，却构不成封闭区域，所以用两个单元时，圆环总有一部分与圆盘归在一起。播放，观察错误数不再下降。
    把隐藏单元数设为 3 再播放：三条直线围成一个包住圆盘的三角形，每个点都分对了。
lesson-network-circle-try-1 = 用 2 个单元：播放，直到错误数不再下降。
lesson-network-circle-try-2 = 把“隐藏单元数 H”设为 3 并播放：一个三角形。
lesson-network-circle-try-3 = 试试 8 个单元：多边形逐渐变圆，接近那个圆。
lesson-network-spirals-title = 双螺旋：一个隐藏层力不从心
lesson-network-spirals-text =
    两条彼此缠绕两圈的螺旋：平面上的每条直线都会多次穿过两条螺旋，所以一个隐藏单元的直线只在局部与类别相符。八个单元训练 20,000 步后，仍有约四分之一的点分错。双螺旋问题（Lang 与 Witbrock 1988）是需要更多层的经典例子。
    使用高斯核的核方法表现更好：每个点都有自己的凸起。
lesson-network-spirals-try-1 = 播放，观察各条直线：每条都停在能帮上螺旋某几圈的位置。
lesson-network-spirals-try-2 = 选择使用高斯核的支持向量机（γ = 5，C = 100）：两条螺旋分开了。
lesson-network-fixed-basis-title = 固定的基函数与学得的基函数
lesson-network-fixed-basis-text =
    三个隐藏单元，由种子 1 随机抽取并冻结：只有输出层学习。这就是在三个固定基函数上的逻辑回归，即讲义中的线性模型，其基函数在看到数据之前就已选定。播放：它在最佳状态处停下，但仍有许多点分错，因为这三条直线不在类别交界处。
    现在解冻它们（隐藏层：训练），并从这里继续播放：同样的三个单元移到数据需要它们的位置，围住圆盘，每个点都分对了。这就是网络带来的东西：它学习自己的基函数。
lesson-network-fixed-basis-try-1 = 在隐藏层冻结的情况下播放，直到停止。
lesson-network-fixed-basis-try-2 = 把“隐藏层”设为“训练”，继续播放：直线动起来了。
lesson-network-fixed-basis-try-3 = 把基函数设为高斯凸起，把“隐藏层”设为“基函数，固定”：输出层作用在菜单中的凸起上。
