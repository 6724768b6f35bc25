### Hyperplane's refusals (package wasm/api): what a call of window.hyperplane, from the page or an embedding course, is told when it cannot be done, in Simplified Chinese.
### A refusal is written as it reads inside a longer message; the page begins a sentence of its own with a capital (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## The contract itself.

# $name is the function's name, in quotes.
refuse-no-function = 没有函数 { $name }
# $name is the function, hyperplane.clear.
refuse-reentered = { $name } 是在另一个 API 调用期间（从 toJSON、getter 或回调中）被调用的，已被拒绝；请在之后再调用
# $where is the function, $message what went wrong (a developer's words).
refuse-fault = { $where } 中出错了：{ $message }。训练已暂停；你的点都保留着。

## An argument that is not what the function takes. $arg is the argument's name (refuse-arg-…).

refuse-not-number = “{ $arg }”必须是数字
refuse-not-finite = “{ $arg }”必须是有限数
refuse-not-whole = “{ $arg }”必须是整数
# $lo and $hi are in digits.
refuse-not-between = “{ $arg }”必须在 { $lo } 到 { $hi } 之间
refuse-not-string = “{ $arg }”必须是字符串
# $max is in digits.
refuse-too-long = “{ $arg }”超过了 { $max } 字节
refuse-not-bool = “{ $arg }”必须是 true 或 false
refuse-not-function = “{ $arg }”必须是函数
refuse-missing = 缺少“{ $arg }”
refuse-unreadable = 无法读取“{ $arg }”：{ $why }
refuse-argument-problem = { $arg }：{ $why }
refuse-not-value = “{ $arg }”必须是一个值
refuse-needs-basis = setBasis 需要一个对象，例如 {"{"}kind: "poly", degree: 2{"}"}
refuse-needs-split = setSplit 需要一个对象，例如 {"{"}fraction: 0.3, seed: 1{"}"}
refuse-needs-view = setView 需要一个由开关组成的对象
refuse-needs-network = setNetwork 需要一个对象，例如 {"{"}activation: "tanh", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}], output: [{"{"}w: [1], b: 0{"}"}]{"}"}
refuse-needs-viewport = setViewport 需要 {"{"}minX, maxX, minY, maxY{"}"}

## The arguments' names.

refuse-arg-angle = 角度
refuse-arg-begin-or-end = begin 或 end
refuse-arg-class = 类别
refuse-arg-collect = 是否回收
refuse-arg-count = 数量
refuse-arg-exportimages-callback = exportImage 的回调
refuse-arg-from = 起始位置
refuse-arg-index = 索引
refuse-arg-speed = 速度
refuse-arg-the-algorithm-id = 算法 id
refuse-arg-the-answers = 答案
refuse-arg-the-basis = 基函数
refuse-arg-the-basiss-id = 基函数的 id
refuse-arg-the-brush = 画笔
refuse-arg-the-choice = 选项
refuse-arg-the-class = 类别
refuse-arg-the-columns = 列
refuse-arg-the-comparisons-options = 比较的选项
refuse-arg-the-cross-validations-options = 交叉验证的选项
refuse-arg-the-csv-text = CSV 文本
refuse-arg-the-data-sets-id = 数据集的 id
refuse-arg-the-decided-class = 判定的类别
refuse-arg-the-decision = 决策
refuse-arg-the-fault-handler = 故障处理函数
refuse-arg-the-indices = 索引
refuse-arg-the-lesson = 课程
refuse-arg-the-lesson-id = 课程 id
refuse-arg-the-limit-of-steps = 步数上限
refuse-arg-the-link = 链接
refuse-arg-the-lock = 锁定
refuse-arg-the-milliseconds = 毫秒数
refuse-arg-the-name = 名称
refuse-arg-the-number-of-classes = 类别数
refuse-arg-the-number-of-steps = 步数
refuse-arg-the-options = 选项
refuse-arg-the-point-indices = 点的索引
refuse-arg-the-point-of-the-curve = 曲线上的点
refuse-arg-the-points = 点
refuse-arg-the-prediction = 预测
refuse-arg-the-preset-id = 预设 id
refuse-arg-the-presets-knobs = 预设的旋钮
refuse-arg-the-saved-progress = 保存的进度
refuse-arg-the-scene = 场景
refuse-arg-the-set = 数据集合
refuse-arg-the-settings = 设置
refuse-arg-the-settings-key = 设置的键
refuse-arg-the-settings-value = 设置的值
refuse-arg-the-split = 划分
refuse-arg-the-subscriber = 订阅者
refuse-arg-the-target = 目标
refuse-arg-the-text = 文本
refuse-arg-whether-it-is-csv = 文本是否为 CSV
refuse-arg-the-title = 标题
refuse-arg-the-tool = 工具
refuse-arg-the-tools-options = 工具的选项
refuse-arg-the-true-class = 真实类别
refuse-arg-the-view = 视图
refuse-arg-the-network = 网络
refuse-arg-the-first-unit = 第一个单元
refuse-arg-the-second-unit = 第二个单元
refuse-arg-the-unit = 单元
refuse-arg-restart-count = 是否重新开始计数
refuse-arg-the-viewport = 视口
refuse-arg-where = 位置
refuse-arg-whether-to-ring-them = 是否圈出它们
refuse-arg-whether-to-start-counting-again = 是否重新开始计数
refuse-arg-x = x
refuse-arg-y = y

## Refusals of the functions.

refuse-pick-target = 目标 { $target } 不是 boundary、mistakes 或 ""
refuse-features = x 和 y 是特征，可用索引或名称指定
# $dataset is the data set's title; $name the name given, $features its features, as a script writes them.
refuse-no-feature = { $dataset } 没有特征 { $name }；它的特征有 { $features }
refuse-feature-ambiguous = { $dataset } 中有 { $n } 个特征以 { $name } 开头：{ $features }；请给出更完整的名称
refuse-csv-not-imported = 未导入 CSV：{ $why }
# $x and $y name the table's columns.
refuse-imported-table = 已导入 { $n } 个点，共 { $classes } 个类别，{ $y } 对 { $x }；略去了 { $dropped } 个缺少 x 或 y 的行。
# $what is the value given, in quotes.
refuse-decision-drag = decisionDrag 接受 "begin" 或 "end"，而不是 { $what }
refuse-cv-models = 一次至多交叉验证 { $max } 个模型
refuse-scene-not-loaded = 未载入场景：{ $why }
refuse-set-points-array = setPoints 需要由 [x, y, class] 组成的数组：{ $why }
# $n and $max are in digits.
refuse-set-points-limit = setPoints 收到 { $n } 个点；上限为 { $max }
refuse-set-points-point = 点 { $point } 必须是 [x, y, class]：三个数，类别为整数
refuse-lesson-unsaved = 无法保存课程：{ $why }
refuse-train-first = 请先训练模型：还没有{ -boundary }
refuse-predicted-two = 预测的{ -boundary }由两个点给出，而不是 { $n } 个
refuse-predict-target = 目标 { $target } 不是 boundary 或 mistakes
# $min and $max are in digits.
refuse-progress-limit = 上限必须在 { $min } 到 { $max } 个字符之间
refuse-answers-questions = { $questions } 个问题却有 { $n } 个答案
refuse-the-view = 视图：{ $why }
refuse-no-link = 没有链接：{ $why }
refuse-link-not-opened = 无法打开链接：{ $why }
# $id is the id given, in quotes.
refuse-no-lesson = 没有课程 { $id }
# readText, readStep or readEnd without readBegin (js/files.js opens a big file in steps).
refuse-no-reading = 没有正在读取的文件：请先调用 readBegin()
refuse-lesson-not-loaded = 未载入课程：{ $why }
refuse-no-python = 没有 Python 代码：{ $why }
refuse-no-notebook = 没有笔记本：{ $why }
refuse-no-json = 它没有 JSON 形式（它是函数还是 undefined？）

## Making a SCORM package in the page.

refuse-no-lesson-to-pack = 没有可打包的课程（{ $why }）：请通过“分享与文件 → 编写课程…”编写一个
refuse-packing = 正在制作 SCORM 包；请稍候
refuse-package-not-made = 未能制作 SCORM 包：{ $why }

## An object argument that cannot be read as JSON ("it" is the argument).

refuse-json-unread = 无法读取它
refuse-json-unwritable = 它无法写成 JSON（有循环引用、BigInt 还是函数？）
# $max is the limit, in digits (4194304).
refuse-json-values = 它含有超过 { $max } 个值
refuse-json-number = 它含有 { $value }，这不是有限数
# $what says what is wrong; $key names where, as a script writes it.
refuse-json-at = { $what }（位于 { $key }）
refuse-json-bigint-holds = 它含有 BigInt
refuse-json-bigint = { $what }；请使用 Number
# $max is in digits.
refuse-json-long = 它超过了 { $max } 个字符
refuse-json-deep = 它的嵌套太深
refuse-json-cycle = 它引用了自身（循环引用）
# $why is the browser's own words.
refuse-json-threw = 读取它时抛出了错误：{ $why }
refuse-json-exception = 读取它时抛出了异常

## The network's refusals and reasons.

refuse-network-json = 网络：{ $why }
refuse-network-activation = 网络的激活函数必须是 "tanh"、"logistic"、"relu" 或 "step"，而不是“{ $activation }”
refuse-network-hidden = 网络应有 1 到 { $max } 个隐藏单元，而不是 { $n } 个
refuse-network-output = 网络应有 1 到 { $max } 个输出单元，而不是 { $n } 个
refuse-network-row = { $layer ->
    [hidden] 隐藏单元 { $unit } 需要 w 和 b
   *[output] 输出单元 { $unit } 需要 w 和 b
}
