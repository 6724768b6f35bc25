### Hyperplane's words for the plot's keyboard (package wasm/keys): the key list of the help, and what each key did, for the live region, in Simplified Chinese.
### The names of the keys (Enter, Escape, Delete, Shift) are the keyboard's; a locale may name them as its keyboards do.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## The key list: keys-label-… names the keys, keys-help-… says what they do.

keys-label-move = ← → ↑ ↓
keys-help-move = 把光标移动一个网格步长，按住 Shift 则移动十分之一；视图跟随光标
keys-label-enter = Enter
keys-help-enter = 在光标处添加一个当前类别的点；使用其他工具（喷枪、橡皮擦、套索、框选、抖动）时，从该处开始一笔
keys-label-class = 1 – 6
keys-help-class = 新点的类别
keys-label-delete = Delete、Backspace
keys-help-delete = 删除选中的点，没有选中时删除离光标最近的点
keys-label-point-mode = m
keys-help-point-mode = 点模式：选定离光标最近的点
keys-label-next = n、Shift+n
keys-help-next = 选定下一个点或上一个点
keys-label-choose = 点模式下的 ← → ↑ ↓
keys-help-choose = 选定该方向上最近的点
keys-label-grab = 点模式下的 Enter
keys-help-grab = 抓取选定的点：方向键移动它，Enter 放下，Esc 放回原处
keys-label-delete-chosen = 点模式下的 Delete
keys-help-delete-chosen = 删除选定的点
keys-label-leave = 点模式下的 Esc 或 m
keys-help-leave = 回到光标，光标位于选定的点处
keys-label-move-grabbed = 抓取点时的 ← → ↑ ↓
keys-help-move-grabbed = 把它移动一个网格步长，按住 Shift 则移动十分之一
keys-label-drop = 抓取点时的 Enter
keys-help-drop = 放下它
keys-label-put-back = 抓取点时的 Esc
keys-help-put-back = 把它放回原处
keys-label-stroke-move = 一笔进行中的 ← → ↑ ↓
keys-help-stroke-move = 延续这一笔：扩散喷枪，画套索或框，移动橡皮擦或抖动
keys-label-stroke-end = 一笔进行中的 Enter
keys-help-stroke-end = 结束这一笔：喷出点，选中套索或框内的点
keys-label-stroke-cancel = 一笔进行中的 Esc
keys-help-stroke-cancel = 取消这一笔
keys-label-unit = u、Shift+u
keys-help-unit = 网络的隐藏单元：选定下一个单元的直线，或上一个
keys-label-unit-move = 选定单元直线时的 ↑ ↓
keys-help-unit-move = 沿箭头方向把直线移动一个网格步长，按住 Shift 则移动十分之一；← → 使其绕中点旋转 5°，按住 Shift 则旋转 1°（每次都可单步撤销）
keys-label-unit-leave = 选定单元直线时的 Esc
keys-help-unit-leave = 回到光标
keys-label-clear-selection = Esc
keys-help-clear-selection = 清除选择
keys-label-relabel = c
keys-help-relabel = 把选定的点或选中的点设为新点的类别
keys-label-zoom = + 和 -
keys-help-zoom = 以光标为中心放大和缩小
keys-label-home = Home
keys-help-home = 把光标移到视图中心
keys-label-describe-at = d
keys-help-describe-at = 描述光标下的位置：其类别和得分、到边界的距离、最近的点
keys-label-describe-all = i
keys-help-describe-all = 朗读图的完整描述
keys-label-tab = Tab
keys-help-tab = 离开图

## What a key did. $place is a place of the plane, $point a point
## (go-describe.ftl), $class a class.

# $error is a refusal, as a sentence.
keys-failed = { $error }。
keys-cursor-side = { $place }，{ $side }
keys-cursor-on-point = { $place }，在第 { $n } 个点上（{ $class }）
keys-home = 视图中心，{ $place }
keys-predict-boundary = 你的预测：{ -boundary }上的一点，在 { $at }。
keys-no-point-to-mark = 这里没有可标记的点：按 m 或 n 选定一个。
keys-added = 已添加第 { $n } 个点，{ $class }，在 { $at }。
keys-tools-plain-view = 工具只在普通视图中绘制：请关闭白化视图。
# $stroke says what the arrows do in the stroke just begun.
keys-stroke-started = { $stroke }Enter 结束，Esc 取消。
keys-new-points = 新点：{ $class }。
keys-deleted-selected = 已删除 { $n } 个选中的点。
keys-no-point-near = 光标附近没有点：按 m 选定最近的点。
keys-removed = 已删除{ $point }。
keys-pick-first = 本课程要求你先做预测：按 Enter 标记；点保持不变。
keys-whitened-no-zoom = 白化视图不能缩放。
# $way is "in" or "out"; $x0 to $y1 the edges of the view.
keys-zoomed = { $way ->
    [in] 已放大
   *[out] 已缩小
}：x 从 { $x0 } 到 { $x1 }，y 从 { $y0 } 到 { $y1 }。
keys-describe-at = { $place }。
keys-no-points = 没有点。
keys-point-mode = 点模式：{ $point }。
keys-point = { $point }。
keys-no-point-further = { $toward }再没有别的点。
keys-cursor-at = 光标{ $place }。
keys-unit-where = 单元 { $unit }，{ $words }，箭头指向{ $toward }
keys-unit-none = 没有可选定的隐藏单元直线：该方法不是平面上的网络，或其直线都在视图之外。
keys-unit-chosen = { $unit }。↑ 和 ↓ 移动它，← 和 → 旋转它，Esc 退出。
keys-unit-gone = 单元 { $unit } 的直线已不在视图中：回到光标。
keys-unit-left-view = 单元 { $unit } 的直线离开了视图。
keys-unit-moved = { $unit }。
keys-grabbed = 已抓取第 { $n } 个点，在 { $at }：方向键移动它，Enter 放下，Esc 放回原处。
keys-predict-mark = 你的预测：已标记第 { $n } 个点；若它原已标记，则取消标记。
keys-place-misclassified = { $place }，被误分类
keys-place-correct = { $place }，分类正确
keys-dropped = 已把第 { $n } 个点放在 { $at }。
keys-put-back = 已把第 { $n } 个点放回 { $at }。
keys-removed-last = 已删除{ $point }。一个点也不剩了。
keys-removed-now = 已删除{ $point }。现在：{ $now }。
keys-gave = 已把 { $n } 个选中的点设为{ $class }。
keys-choose-first = 请先选定一个点（m 或 n），或用框选或套索选中点。

## The drawing tools at the cursor.

keys-stroke-spray = 喷枪：方向键扩散由 { $n } 个点组成的点团（{ $class }）。
keys-stroke-moving = 正在用方向键移动 { $n } 个选中的点。
keys-stroke-box = 框选：方向键移动框的对角。
keys-stroke-lasso = 套索：方向键绘制套索。
keys-stroke-eraser = 橡皮擦：方向键把它移过要删除的点。
keys-stroke-jitter = 抖动：方向键把它移过要抖动的点。
keys-sprayed = 已喷出 { $n } 个点（{ $class }）。
keys-moved = 已移动 { $n } 个点。
keys-selected-none = 未选中任何点。
keys-selected = 已选中 { $n } 个点：Delete 删除它们，c 把它们设为当前类别，在其中一个上按 Enter 可整体移动。
keys-erased = 已擦除 { $n } 个点。
keys-jittered = 已抖动画笔经过的点。
keys-stroke-cancelled = 已取消这一笔。
keys-selection-cleared = 已清除选择。

## The plot itself, for a screen reader: its name and role, and how to use it.

keys-plot-label = 点与{ -boundary }的图
keys-plot-role = 交互式图
# The plot's canvas, worded again when the language changes.
keys-plot =
    .aria-label = { keys-plot-label }
    .aria-roledescription = { keys-plot-role }
keys-plot-help = 方向键移动光标，Enter 添加一个当前类别的点，数字键选择类别，m 选定要移动或删除的点，d 描述光标下的位置，i 描述整个图。帮助（问号）列出了所有按键；Tab 离开图。
