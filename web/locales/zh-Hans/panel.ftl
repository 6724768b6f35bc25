### Hyperplane's words: the panel, the toolbar and the plot's overlays, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Over the plot.

panel-legend =
    .aria-label = 各边界的图例
panel-fisher-inset =
    .aria-label = 在该方向上的投影
panel-fisher-reset = 回到 Fisher 方向
panel-drop = 拖放 CSV 或场景文件即可打开
panel-toast-close = ✕
    .aria-label = 关闭此消息
    .title = 关闭

## The toolbar.

panel-toolbar =
    .aria-label = 训练
panel-play-button =
    .title = 播放或暂停（空格键）
panel-play = ▶ 播放
panel-pause = ❚❚ 暂停
panel-step = 单步
    .title = 走一步（s）
panel-reset = 重置
    .title = 从初始权重重新开始（r）
panel-open-full = 在 { -hyperplane } 中打开 ↗
panel-controls-show = ☰ 控制面板
panel-controls-hide = ✕ 控制面板
panel-controls-more = ▴ 更多
panel-controls-less = ▾ 收起
panel-controls-show-title = 显示控制面板
panel-card-kind = 课程
panel-card-collapse =
    .title = 隐藏或显示课程正文
panel-card-hide = 隐藏
    .title = 隐藏或显示课程正文
panel-card-show = 显示
    .title = 隐藏或显示课程正文

## The panel's head.

panel =
    .aria-label = { -hyperplane } 控制面板
panel-title = { -hyperplane }
panel-language = 语言
panel-language-menu =
    .title = 页面语言
panel-help-open = ?
    .aria-label = 帮助与键盘快捷键
    .title = 帮助与键盘快捷键（?）
panel-close = ✕
    .aria-label = 关闭控制面板
    .title = 关闭控制面板

## Scenes.

panel-scenes = 场景
panel-preset = 从数据集开始
panel-preset-choose = 选择数据集…
panel-preset-load = 生成
panel-lesson = 课程
panel-lesson-choose = 选择课程…

## Data.

panel-data = 数据
panel-classes =
    .aria-label = 新{ -points }的{ -class }
panel-class-add = + { -class }
    .title = 添加一个{ -class }
panel-class-remove = − { -class }
    .title = 删除最后一个{ -class }及其{ -points }
panel-undo = 撤销
    .title = 撤销（z）
panel-redo = 重做
    .title = 重做（shift+z）
panel-clear = 清空
    .title = 删除所有{ -point }
panel-split-row =
    .title = 把部分{ -points }留出、不参与训练，以衡量泛化能力；它们以空心显示
panel-split = 测试划分
panel-split-resample = 重新抽样
    .title = 留出另一批{ -points }
panel-data-hint = 单击添加{ -point } · 拖动{ -point }可移动它 · 右键单击或 Shift+单击删除 · 滚轮缩放 · 拖动空白处（或在任何工具下用中键拖动）平移

## The algorithm.

panel-algorithm = 算法
panel-method = 方法
panel-conventions = 约定
panel-basis = 基函数 φ(x)

## Training.

panel-training = 训练
panel-speed = 速度
panel-speed-slider =
    .aria-label = 每秒训练步数（对数刻度）
panel-values =
    .aria-label = 模型的各项数值
panel-hk-summary = Ho–Kashyap：每个{ -point }的 b 和 e
panel-hk-table =
    .aria-label = 每个{ -point }的间隔向量 b 和误差 e
panel-hk-note = e = Ya − b，{ -class } 1 取 y = +1；每一步在 e > 0 处增大 b（b ← b + 2η e⁺）。若所有 e ≤ 0 且有某个 e < 0，就证明了各{ -classes }线性不可分。
panel-models-summary = 比较模型（AIC、BIC、证据）
panel-models-table =
    .aria-label = 模型比较
panel-models-note = 越大越好：AIC = ln p(D|θ) − M，BIC = ln p(D|θ) − ½ M ln N（讲义）；生成模型用最大似然拟合。逻辑回归（先验 N(0, α⁻¹I)，含{ -bias }）在每种基函数上于 a_MAP 处评分，并给出拉普拉斯证据 ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|；奥卡姆项是其最后三项。生成模型的 ln p(D) = ln p(x, t) 对均值（先验 N(μ₀ = φ(0, 0), 3²I)）和{ -class }先验（Dirichlet(1, …, 1)）精确积分，而每个 Σ<sub>k</sub> 代入其估计值，不积分；它们的奥卡姆项为 ln p(D) − ln p(D|θ̂)。各行只在同一张表内比较（相同的{ -points }和标签，相同类型的证据：生成模型为 p(x, t)，逻辑回归为 p(t|x)）；ln p(D) 最好的一行高亮显示。

## View.

panel-view = 视图
panel-shading = 区域
panel-shading-soft = 按置信度着色
panel-shading-hard = 按{ -class }纯色
panel-shading-off = 关闭
panel-compare = 对比边界：
panel-compare-add = 添加算法…
panel-fit = 适应视图
    .title = 框住所有{ -points }（f）

## Pictures.

panel-pictures = 图示
panel-pic-shatter = 打散：直线能分开哪些标注？
panel-pic-shatter-canvas =
    .aria-label = 用两个{ -classes }标注这些{ -points }的每一种方式，附一条分离直线，不存在时画叉
panel-pic-weights = { -weight }空间：解区域
panel-pic-weights-canvas =
    .aria-label = { -weight }空间中的解区域，每个{ -point }的约束画成一条直线，以及{ -weights }的路径
panel-pic-lift = 增广空间：z = (1, x, y)
panel-pic-lift-canvas =
    .aria-label = 提升到 z = (1, x, y) 的{ -points }和过原点的平面 aᵀz = 0；拖动可旋转

## Share and files.

panel-share = 分享与文件
panel-copy-link = 复制链接
    .title = 打开这一场景的链接
panel-copy-embed = 复制嵌入代码
    .title = 用于课程网页的 iframe 代码片段
panel-export-png = 图片（PNG）
panel-export-csv = { -points }（CSV）
panel-export-json = 场景（JSON）
panel-export-weights = { -weights }（JSON）
panel-import = 打开 CSV（x, y, { -class }）、场景或课程（JSON），或将其拖放到图上

## History.

panel-history = 历史
panel-chart =
    .aria-label = { -loss }与训练{ -accuracy }随{ -step }数的变化
panel-replay = 回放
panel-scrub =
    .aria-label = 回放训练历史

## Set by the page as it runs.

# $n: training steps per second.
panel-speed-value = { $n } 步/秒
# $n: the mistakes, too many to ring each one.
panel-rings-hidden = （{ $n } 个：太多，无法逐一圈出）
panel-replay-live = 实时
panel-rbf-width = exp(−‖x − c‖² / 2s²) 的宽度 s
panel-rbf-linear = 同时包含 x 和 y
