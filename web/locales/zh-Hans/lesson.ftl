### Hyperplane's words: the lesson card and the lesson editor, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-edit = 编辑
    .title = 编辑本课程及其问题
lesson-try = 试一试：

## The lesson editor.

editor-write = 编写课程…
    .title = 为此场景编写带问题的课程，并分享出去
editor-title = 编写课程
editor-lesson-title = 标题
editor-text = 正文：**粗体**、*强调*、`代码`、- 列表、[链接](https://…)
editor-preview =
    .aria-label = 正文预览
editor-try = “试一试”步骤，每行一个
editor-controls = 学生不能使用的控件
editor-part = 页面部分
editor-locked = 锁定
editor-hidden = 隐藏
editor-points = 添加和移动{ -points }
# $name: a part of the page.
editor-lock = 锁定{ $name }
editor-hide = 隐藏{ $name }
editor-questions = 问题
editor-course = 用于课程平台
editor-out =
    .aria-label = 链接、嵌入代码或消息
editor-apply = 应用
editor-applied = 已应用到页面。
editor-link = 分享链接
editor-embed = 嵌入代码
editor-file = 课程文件
editor-add-choice = + 选择题
editor-add-predict = + 预测题
editor-choice = 选择题
editor-predict = 预测题
editor-remove = 删除
editor-question = 问题
editor-choices = 选项，每行一个
editor-choice-n = 选项 { $k }
editor-answer = 正确答案
editor-feedback = 反馈，每个选项一行（可选）
editor-target = 学生预测的是
editor-target-boundary = { -boundary }：学生在其上单击两个{ -points }
editor-target-mistakes = 错误：学生单击模型会分错的{ -points }
editor-no-link = 没有链接：无法编码该场景。
# $name: the lesson file's name.
editor-saved = 已保存 { $name }：用“打开 CSV、场景或课程”打开它，即可再次编辑。

## What a course takes away: the embed's origin, a SCORM package.

course-origin = 可以操控嵌入的课程网页（可选）
course-origin-hint = 它的来源会写入嵌入代码（&origin=…）：该网页随后可以向演练场发送命令（embed/client.js）。
course-origin-invalid = 请给出课程网页的地址，以 https:// 开头
course-scorm-12 = SCORM 1.2（所有 LMS）
course-scorm-2004 = SCORM 2004 第 4 版
course-scorm-download = 下载 SCORM 包
course-scorm-for = 打包格式
course-pass = 及格线（占得分的 %）
course-scorm-hint = 一个 zip 文件，可上传到 Moodle、Canvas、Blackboard 或任何 LMS：其中有页面、本课程，以及报告得分并保存学生作答的运行时。每个问题满分 100。
course-pass-invalid = 及格线是 0 到 100 之间的整数。
course-scorm-making = 正在制作 SCORM 包…
course-scorm-failed = 未能制作 SCORM 包。
# $name: the zip's name; $mb: its size in megabytes; $s: the seconds it took.
course-scorm-saved = 已保存 { $name }（{ NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB，用时 { NUMBER($s, minimumFractionDigits: 1, maximumFractionDigits: 1) } s）：请把它作为 SCORM 包上传到你的 LMS。
