### Hyperplane's words: the drawing tools, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

tools-bar =
    .aria-label = 绘图工具
# A tool's button shows its symbol; its name is read out and its title shown.
tools-point =
    .aria-label = { -point }
    .title = { -point }：单击添加{ -point }，拖动可移动点或平移视图（p）
tools-spray =
    .aria-label = 喷枪
    .title = 喷枪：从中心向外拖动；拖动决定高斯点团的散布和方向（a）
tools-eraser =
    .aria-label = 橡皮擦
    .title = 橡皮擦：删除画笔经过的{ -points }（e）
tools-lasso =
    .aria-label = 套索
    .title = 套索：圈住{ -points }以选中它们；拖动一个选中的{ -point }可整体移动（l）
tools-box =
    .aria-label = 框选
    .title = 框选：拖出一个框来选中{ -points }；拖动一个选中的{ -point }可整体移动（b）
tools-jitter =
    .aria-label = 抖动
    .title = 抖动：把画笔经过的每个{ -point }随机挪动一点（j）
tools-count-box =
    .title = 每一笔喷出的{ -points }数
tools-count =
    .aria-label = 每一笔喷出的{ -points }数
tools-delete-title =
    .title = 删除选中的{ -points }（Delete）
# $n: the selected points.
tools-delete = 删除 { $n } 个
tools-relabel = → { -class }
    .title = 把选中的{ -points }设为新{ -points }的{ -class }
