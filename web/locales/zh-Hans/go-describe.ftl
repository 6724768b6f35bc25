### Hyperplane's words: the plot put into words for a screen reader (wasm/describe), in Simplified Chinese.
### The live region says the summary; the key i and the Description box say the full text.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Numbers and places. The numbers are the panel's: three significant
## digits, a true minus sign (U+2212, which screen readers say as "minus"),
## and a power of ten written as e for very large and very small ones.

# $sign is "−" or nothing; $x is the number without its sign.
describe-num = { $sign }{ NUMBER($x, maximumFractionDigits: 9) }
# $m is the mantissa (1 ≤ $m < 10), $e the power of ten without its sign, $esign "−" or nothing: 1.23e5.
describe-num-exp = { $sign }{ NUMBER($m, maximumFractionDigits: 2) }e{ $esign }{ $e }
describe-num-none = 无值
describe-num-infinity = 无穷大
describe-num-minus-infinity = 负无穷大
# A point of the plane: (x, y).
describe-pair = ({ $x }, { $y })

## Classes. $case is "start" at the beginning of a sentence (Chinese has no capitals: one form).

describe-class = 类别 { $n }
# $name is the class's own name, which the user typed.
describe-class-named = 类别 { $n }（{ $name }）

## Where training stands.

describe-status-converged = 已收敛
describe-status-not-separable = 已停止：各类别线性不可分
describe-status-step-limit = 在步数上限处停止
describe-status-no-optimum = 没有有限的最优解
describe-status-training = 正在训练

## The summary the live region says. $method is the method's name.

describe-summary-untrained = { $method }：尚未训练；{ $points }。
describe-summary = { $method }，第 { $step } 步：{ $body }。
describe-summary-status = { $method }，第 { $step } 步，{ $status }：{ $body }。
describe-summary-hidden = 回答问题之前，{ -boundary }处于隐藏状态
# The two classes on the sides of a straight boundary: "class 1 above, class 2 below".
describe-summary-sides = { $positive } 在{ $positiveSide }，{ $negative } 在{ $negativeSide }

## The points.

describe-points-none = 没有点
describe-points = { $n } 个点：{ $classes }
describe-points-of-class = { $class }（{ $n } 个）

## The mistakes.

describe-mistakes-none = 没有点被误分类
describe-mistakes = { $n } 个点被误分类
describe-mistakes-by-class = { $n } 个点被误分类（{ $classes }）
describe-class-count = { $class }：{ $n }
describe-mistakes-test = { $mistakes }，{ $test } 个测试点中有 { $n } 个被误分类

## What the boundary is, when it is not a line.

describe-kind-kernel = 由 { $n } 个支持向量的核展开给出的弯曲{ -boundary }
describe-kind-curve = 弯曲的{ -boundary }（{ $basis }）
describe-kind-classes = { $n } 个类别（{ $basis }）
describe-kind-network = 由 { $n } 个 { $activation } 单元组成的网络给出的弯曲{ -boundary }
describe-kind-network-basis = 以基函数为隐藏层的网络的{ -boundary }（{ $basis }）
describe-kind-decision = 决策阶段的{ -boundary }
describe-basis-quadratic = 二次
describe-basis-poly = { $degree } 次多项式基函数
describe-basis-rbf = { $n } 个高斯凸起基函数
describe-basis-linear = 线性

## The full text, sentence by sentence.

describe-text-method = { $method }。
describe-text-untrained = 尚未训练。
describe-text-step = 第 { $step } 步。
describe-text-step-status = 第 { $step } 步，{ $status }。
describe-text-points = { $points }。
describe-text-no-points = 没有点。
describe-text-test = { $n } 个点被留作测试，以空心显示。
describe-text-hidden = 回答课程的问题之前，{ -boundary }处于隐藏状态。
describe-text-line = { -boundary }是直线 { $equation }：{ $words }。
describe-text-sides = { $positive } 位于其{ $positiveSide }，{ $negative } 位于{ $negativeSide }。
describe-text-band = 满足 |h| ≤ { $band } 的点（直线两侧的一条带）不作判定。
describe-text-kind = { $kind }。
describe-text-regions = { $regions }。
describe-text-no-regions = 视图中没有任何区域。
describe-text-mistakes-none = 没有点被误分类。
describe-text-mistakes = { $n } 个点被误分类。
describe-text-mistakes-by-class = { $n } 个点被误分类（{ $classes }）。
describe-text-train-mistakes-none = 训练点中没有点被误分类。
describe-text-train-mistakes = 训练点中有 { $n } 个被误分类。
describe-text-train-mistakes-by-class = 训练点中有 { $n } 个被误分类（{ $classes }）。
describe-text-test-mistakes = { $test } 个测试点中有 { $n } 个被误分类。
describe-text-margin = { -margin } 1/‖w‖ 为 { $margin }。
describe-text-nearest = 每个训练点都在自己的一侧；最近的点距直线 { $distance }。
describe-text-decision = 已设置决策阶段（“决策”部分）：所示{ -boundary }是决策后的边界。
# $reason is the method's own words for why it stopped (go-engine.ftl).
describe-text-reason = { $reason }。

## A straight boundary.

describe-shape-horizontal = 一条水平线
describe-shape-vertical = 一条竖直线
describe-shape-nearly-horizontal = 一条近乎水平的直线
describe-shape-nearly-vertical = 一条近乎竖直的直线
describe-shape-rising = 一条从左下到右上的直线
describe-shape-falling = 一条从左上到右下的直线
describe-line-none = 没有直线
describe-line-outside = { $shape }，在视图外的{ $where }
describe-line-touching = { $shape }，与视图相接于{ $at }
describe-line-crossing = { $shape }，穿过{ $first }和{ $second }
describe-crossing-left = 左边缘 y = { $y } 处
describe-crossing-right = 右边缘 y = { $y } 处
describe-crossing-top = 上边缘 x = { $x } 处
describe-crossing-bottom = 下边缘 x = { $x } 处

## The line's equation, w₁ x + w₂ y + w₀ = 0, its terms written one by one:
## "0.82 x − 1.1 y + 2.3 = 0, that is y = 0.745 x + 2.09".

# $num is a number, $var the symbol of its variable (x or y).
describe-term = { $num } { $var }
describe-plus = { $left } + { $right }
describe-minus = { $left } − { $right }
describe-equation = { $sum } = 0
describe-equation-y = { $sum } = 0，即 y = { $solved }
describe-equation-x = { $sum } = 0，即 x = { $x }

## Directions on the screen, from a place, and sides of a line.

describe-toward-right = 右方
describe-toward-upper-right = 右上方
describe-toward-above = 上方
describe-toward-upper-left = 左上方
describe-toward-left = 左方
describe-toward-lower-left = 左下方
describe-toward-below = 下方
describe-toward-lower-right = 右下方
describe-toward-centre = 中央附近
describe-side-right = 右侧
describe-side-upper-right = 右上方
describe-side-above = 上方
describe-side-upper-left = 左上方
describe-side-left = 左侧
describe-side-lower-left = 左下方
describe-side-below = 下方
describe-side-lower-right = 右下方

## The regions of the view that the classes take.

# $percent is a whole percentage.
describe-share = { $percent }%
describe-share-sliver = 不到 1%
describe-region-short-first = { $class } 占视图的 { $share }（{ $toward }）
describe-region-short = { $class } 占 { $share }（{ $toward }）
describe-region-undecided = 未决区域
describe-region-long = { $class } 占视图的 { $share }，位于{ $toward }
describe-region-long-undecided = 未决区域：占视图的 { $share }，位于{ $toward }
describe-region-pieces = { $region }，分为 { $pieces } 块

## A point, a place under the keyboard's cursor.

describe-point-none = 未选中任何点
describe-point = 第 { $n } 个点（共 { $total } 个），{ $class }，位于 { $at }
describe-point-held-out = { $point }，留作测试
describe-point-misclassified = { $point }，被误分类
describe-point-correct = { $point }，分类正确
describe-point-support = { $point }，是支持向量
describe-at = 在 { $at }
describe-at-model = { $place }：{ $model }
describe-at-no-model = { $place }：尚无模型
describe-at-nearest = { $place }；最近的点是第 { $n } 个，{ $class }，位于 { $at }，距离 { $distance }
describe-at-no-points = { $place }；没有点
describe-side-of-class = { $class } 一侧
describe-side-undecided = 未决
describe-at-probability = { $side }，概率 { $p }
describe-at-score = { $side }，得分 h = { $h }
describe-at-distance = { $what }，距{ -boundary } { $distance }
describe-at-about = { $what }，距{ -boundary }约 { $distance }

## A network's hidden units in the full description.

describe-unit = 单元 { $unit }：{ $words }，输出权重 { $outgoing }。
describe-unit-arrow = 单元 { $unit }：{ $words }，箭头指向{ $toward }，输出权重 { $outgoing }。
describe-unit-curve = 基函数特征的一条曲线
