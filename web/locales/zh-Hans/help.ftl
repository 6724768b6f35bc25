### Hyperplane's words: the help, the fault box and the About of a language, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

help-title = { -hyperplane }
help-intro = 在平面上单击，添加两个或更多{ -classes }的{ -points }，选择一种方法，再按播放观看训练过程。
help-mouse = 鼠标与触摸
help-mouse-add = 单击（轻触）：添加一个当前{ -class }的{ -point }
help-mouse-drag = 拖动{ -point }：移动它——闭式解方法会随拖动重新拟合
help-mouse-remove = 右键单击、Shift+单击（长按）：删除最近的{ -point }
help-mouse-pan = 拖动空白处，或在任何工具下用中键拖动：平移 · 滚轮：缩放
help-keyboard = 键盘
help-key-play = 播放 / 暂停
help-key-step = 走一{ -step }
help-key-reset = 重置{ -weights }
help-key-class = 新{ -points }的{ -class }
help-key-undo = 撤销 / 重做
help-key-fit = 使视图适应所有{ -points }
help-key-tools = 工具：{ -point }、喷枪、橡皮擦、套索、框选、抖动
help-key-delete = 删除选中的{ -points }
help-key-help = 本帮助
help-key-escape = 关闭本帮助和故障框
help-conventions = 约定
help-conventions-text = { -classes }编号为 1…K。对二类方法，{ -class } 1 是正类（y = +1）。向量增广为 z = (1, x)，a = (w₀, w)，因此{ -bias }排在最前。协方差为最大似然估计（除以 Nₖ）。
help-limits = 限制
help-limits-text = 至多 200,000 个{ -points }、6 个{ -classes }、32 个高斯中心，坐标在 ±10⁶ 以内；文件至多 32 MB。回放保留 4,000 个快照（更长的运行会均匀抽稀）。撤销保留 200 次编辑，至多保存 600,000 个{ -points }（6 次各含 100,000 个{ -points }的编辑）。训练每帧至多占用 8 ms。
help-api = 页面的 API 是 <code>window.hyperplane</code>；可在控制台中试试 <code>hyperplane.state()</code>。
help-close = 关闭

## The About of the page's language, in the help.

help-language = 本语言
help-language-not-reviewed = 否
# $file: files of its catalog, listed; $who: who made them; $reviewed: whether, or by whom, a teacher reviewed them.
help-language-file = { $file }：制作者 { $who }；教师审阅：{ $reviewed }
# $n: the language's files, all made and reviewed by the same.
help-language-all = 共 { $n } 个文件：制作者 { $who }；教师审阅：{ $reviewed }
help-language-missing = 本页面有 { $n } 条消息尚未译成本语言，以英文显示。

## The fault box.

help-fault-title = 出错了
help-fault-text = 训练已暂停，你的{ -points }都保留着。你可以继续操作、导出场景，或复制详细信息用于报告错误。
help-fault-copy = 复制详细信息
help-fault-copied = 已复制
# $message: what went wrong, as the program said it; $where: the part of the program.
help-fault-message = { $message }（位于 { $where }）
