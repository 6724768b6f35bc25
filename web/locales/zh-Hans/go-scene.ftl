### Hyperplane's words about scenes, links and files of points (package engine/scene), in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Checking a scene.

scene-version-range = 版本 { $version } 不是本页面能读取的场景版本（1 到 { $max }）
scene-the-title = 标题
scene-the-text = 正文
scene-classes-count = 场景应有 1 到 { $max } 个类别，而不是 { $n } 个
scene-class-name = 类别 { $class } 的名称
scene-class-no-name = 类别 { $class } 没有名称
# $name is the class's name, in quotes.
scene-class-twice = 类别 { $a } 和 { $b } 都叫 { $name }；请给它们起不同的名称
# $id is the id given, in quotes; $n the number of methods.
scene-unknown-method = 未知算法 { $id }；算法菜单列出了本页面支持的 { $n } 种算法
# $key is the setting as a script writes it, in quotes; $method the method's name.
scene-param-of = { $method } 的参数 { $key }：{ $why }
scene-param-of-method = { $method } 的参数：{ $why }
scene-basis = 基函数：{ $why }
# $shading is the value given, in quotes; $choices the values a script may write.
scene-unknown-shading = 未知的着色方式 { $shading }；请使用 { $choices }
scene-compare-unknown = 无法与未知算法 { $id } 比较
scene-compare-too-many = 比较列表中有 { $n } 种算法，超过了现有的算法数
scene-speed = 速度必须在每秒 { $min } 到 { $max } 步之间，而不是 { $value }
scene-viewport-finite = 视口：{ $value } 不是有限数
scene-viewport-limit = 视口：{ $value } 超出上限 { $max }
# $axis is x or y.
scene-viewport-order = 视口：最小的 { $axis }（{ $lo }）必须小于最大的（{ $hi }）
scene-viewport-narrow = 视口：{ $axis } 的范围 { $lo } 到 { $hi } 太窄，无法绘制
scene-value-too-long = 该值太长，不可能是可选项
scene-value-list = 列表不能作为参数值
scene-value-object = 对象不能作为参数值
# $type is the kind of value, as Go names it.
scene-value-type = 类型为 { $type } 的值不能作为参数值
scene-lesson-size = 课程大小为 { $size }；上限为 { $max }
scene-lesson-object = 课程应为 JSON 对象 {"{"}…{"}"}
scene-axis-name = { $axis } 轴的名称
scene-axis-units = { $axis } 轴的单位
scene-axis-mean = { $axis } 轴：其均值和标准差必须是有限数，标准差不能为负
scene-dataset-id = 数据集的 id
scene-split-fraction = 测试比例必须在 0 到 { $max } 之间，而不是 { $value }
scene-decision-dropped = 已略去决策阶段：{ $why }
# $key or $keys are the settings as a script writes them, in quotes; $method the method's id.
scene-dropped-one = 已丢弃参数 { $key }，{ $method } 没有该参数
scene-dropped-some = 已丢弃参数 { $keys }，{ $method } 没有这些参数
scene-dropped-more = 已丢弃参数 { $keys } 及另外 { $more } 个，{ $method } 没有这些参数

## The switches of the View section.

scene-view-boundary = { -boundary }
scene-view-misclassified = 标出错误
scene-view-weights = w 与 w₀/‖w‖
scene-view-margins = 间隔
scene-view-update = 最近一次更新
scene-view-novikoff = Novikoff R、γ
scene-view-fisher = Fisher 视图
scene-view-densities = 类别密度
scene-view-contours = 概率等高线
scene-view-whitened = 白化空间
scene-view-ambiguity = 歧义区域
scene-view-grid = 网格
scene-view-backprop = 网络的下一步

## Files of points (CSV).

# $line is the number of the line of the file, in digits; $why what is wrong there.
scene-csv-line = 第 { $line } 行：{ $why }
scene-csv-binary = 这不是文本文件（其中含有二进制数据）；请把点保存为 CSV 文本
scene-csv-fields = 应有 3 个字段（x, y, 类别），实际有 { $n } 个
scene-csv-too-many = 文件中的点超过了上限 { $max } 个
scene-csv-class-list = 类别列表：{ $why }
scene-csv-class-list-empty = 类别列表中没有任何类别
scene-csv-header = 表头应列出 3 列（x, y, 类别），而不是 { $n } 列
# $axis is x or y; $value the text of the file, in quotes.
scene-csv-coord-huge = { $axis } = { $value } 太大；坐标限制在 ±{ $max } 以内
scene-csv-coord-nan = { $axis } = { $value } 不是数字
scene-csv-coord-infinite = { $axis } = { $value } 不是有限数
scene-csv-coord-limit = { $axis } = { $value } 超出了 ±{ $max } 的上限
# $class is the class as the file writes it, in quotes.
scene-csv-class-not-number = 类别 { $class } 不是数字（第一行以数字给出类别，因此每一行都必须如此）
scene-csv-class-range = 类别 { $class } 不是类别编号（1 到 { $max }）
scene-csv-class-range-zero = 类别 { $class } 不是类别编号（0 到 { $max }，因为另一行的类别为 0）
scene-csv-class-empty = 类别为空
scene-csv-class-long = 类别名称 { $class } 超过了 { $max } 个字符
scene-csv-class-twice = 类别 { $class } 列出了两次
scene-csv-class-too-many = 类别 { $class } 将成为类别 { $n }；场景至多有 { $max } 个类别
scene-csv-header-only = 文件有表头，但没有点
scene-csv-no-points = 文件中没有点
scene-csv-too-large = 文件大于上限 { $max }
scene-csv-line-long = 第 { $line } 行超过了 { $max }；这看起来不像点的 CSV 文件
scene-csv-unreadable = 无法读取文件：{ $why }
scene-csv-quote-open = 有引号未闭合
scene-csv-after-quote = 闭合引号之后还有文本
# The name of a column of a table without a header.
scene-csv-column = 第 { $n } 列
scene-csv-no-rows = 文件中没有任何行
scene-csv-columns = 文件有 { $n } 列；其中必须包含 x、y 和类别

## Scene files.

scene-size = 场景大小为 { $size }；上限为 { $max }
scene-empty = 场景为空
scene-no-version = 这不是 Hyperplane 场景：它没有版本号
# $version is the text of the file.
scene-version-not-whole = 版本 { $version } 不是像 { $example } 这样的整数
scene-version-invalid = 版本 { $version } 不是有效的场景版本
scene-newer = 此场景由较新的 Hyperplane 制作（场景格式 { $format }；本页面只能读取格式 { $max } 及更早的格式）：请用较新的页面打开
scene-points-list = points 必须是由 [x, y, 类别] 三元组构成的列表
scene-too-many-points = 场景中的点超过了上限 { $max } 个
scene-point-triple = 点 { $point } 必须是三元组 [x, y, 类别]
scene-point-short = 点 { $point } 有 { $n } 个数；它必须是三元组 [x, y, 类别]
scene-point-empty = 点 { $point } 为空；它必须是三元组 [x, y, 类别]
# $what is x, y or class.
scene-point-nan = 点 { $point }：{ $what ->
    [class] 类别
   *[other] { $what }
} 不是数字
scene-point-huge = 点 { $point }：{ $what ->
    [class] 类别
   *[other] { $what }
} = { $value } 太大
scene-point-long = 点 { $point } 的数多于 3 个；它必须是三元组 [x, y, 类别]
scene-point-class = 点 { $point }：类别 { $class } 不是从 0（第一个类别）起的整数
scene-point-class-max = 点 { $point }：类别 { $class } 超出了 { $max } 个可能类别中的最后一个（类别从 0 开始计数）
scene-point-after = 点 { $point } 之后：应为 , 或 ]
scene-points-after = points：列表之后有多余的文本

## Share links.

scene-link-too-large = 场景太大，无法放入链接（{ $size }）；请改为保存为文件
scene-link-empty = 链接中没有场景
scene-link-long = 链接长度为 { $size }；上限为 { $max }
scene-link-not-ours = 这不是 Hyperplane 链接：它应以 v2. 开头
# $version is the start of the link, in quotes.
scene-link-version = 这不是 Hyperplane 链接：{ $version } 不是链接版本
scene-link-newer = 此链接由较新的 Hyperplane 制作（链接格式 { $format }；本页面只能读取格式 { $max }）：请用较新的页面打开
scene-link-damaged-at = 链接在第 { $at } 个字符处损坏：其中含有 Hyperplane 链接不会有的字符，或者被截断了（复制时是否被改动过？）
scene-link-damaged = 链接已损坏：{ $why }
scene-link-cut = 链接被截断：缺少结尾部分（是否完整复制了？）
scene-link-corrupt = 链接已损坏：其中的压缩数据有误
scene-link-unpacks = 链接解压后超过上限 { $max }；它不是由 Hyperplane 生成的
scene-link-scene = 链接中的场景无法打开：{ $why }
scene-link-no-checksum = 链接已损坏或被截断：缺少校验和（是否完整复制了？）
scene-link-checksum = 链接已损坏：校验和不匹配（复制时是否被改动过？）

## The network's refusals and reasons.

scene-network-method = 场景中有网络的权重，但其方法是 { $method }
scene-network-weights = 网络的权重：{ $why }
scene-class-default = 类别 { $n }
