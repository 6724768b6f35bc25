### Hyperplane's words: the plot from the keyboard, its description, and the points table, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

access-keys-table =
    .aria-label = 图的按键
access-keys-sep = {"、"}
access-keys-or = {" 或 "}
access-anywhere = 让上面的单字母按键在页面任何位置（文本框除外）都起作用，而不只在图和它们所属的控件上
access-scope = 当图或上述按键所属的控件（工具栏、绘图工具、{ -classes }）获得焦点时，这些按键起作用。
access-plot-keys = 用键盘操作图
access-plot-keys-intro = 按 Tab 移到图上（它在页面的最前面）。会出现一个光标；图会说出每个按键做了什么，并在模型变化时说出其摘要。
access-description = 图的描述
# $said: what the plot's keys last said.
access-keyboard-said = 键盘：{ $said }

## The points table.

points-box = { -points }表格
points-caption = 各{ -points }：编辑{ -point }的 x、y 或{ -class }
points-col-class = { -class }
points-col-state = 状态
points-col-remove = 删除
points-new-x =
    .aria-label = 新{ -point }的 x
points-new-y =
    .aria-label = 新{ -point }的 y
points-new-class =
    .aria-label = 新{ -point }的{ -class }
points-add = 添加
points-hint = 编辑{ -point }的 x、y 或{ -class }：每次编辑都可单步撤销。
points-new = 新{ -point }：
# $n: the point's number.
points-x-of = { -point } { $n } 的 x
points-y-of = { -point } { $n } 的 y
points-class-of = { -point } { $n } 的{ -class }
points-remove = 删除{ -point } { $n }
points-none = 没有{ -points }
# $first–$last of $total points.
points-range = 第 { $first }–{ $last } 个，共 { $total } 个
points-test = 测试
points-misclassified = 误分类
