### Hyperplane's words about lessons (package engine/course): checking a lesson, its questions and predictions, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## A lesson.

course-lesson-size = 课程大小为 { $size }；上限为 { $max }
course-lesson-scene = 课程的场景：{ $why }
course-lesson-no-title = 课程需要标题
course-lesson-no-text = 课程需要正文
course-lesson-id = 课程的 id
# $id is the id given, in quotes.
course-lesson-id-chars = 课程的 id { $id } 只能包含小写字母、数字和 -
course-the-lesson = 课程：{ $why }

## Its Try steps, controls and questions. $controls and $parts are the names a lesson file writes.

course-try-count = 课程至多有 { $max } 个“试一试”步骤，而不是 { $n } 个
course-try-step = 第 { $n } 个“试一试”步骤
course-locks = 课程锁定了 { $control }，但它不是控件；控件有 { $controls }
course-hides = 课程隐藏了 { $part }，但它不是可隐藏的部分；可隐藏的部分有 { $parts }
course-questions-count = 课程至多有 { $max } 个问题，而不是 { $n } 个
course-question = 问题 { $n }：{ $why }
course-no-prompt = 它没有题干
course-the-prompt = 题干
course-choice-target = 选择题不设目标
course-choices-count = 选择题应有 { $min } 到 { $max } 个选项，而不是 { $n } 个
course-choice-empty = 选项 { $n } 为空
course-choice = 选项 { $n }
course-answer-range = 答案是选项 { $answer }，但选项只有 1 到 { $n }
course-feedback-count = 它有 { $n } 条反馈，却有 { $choices } 个选项：请每个选项给一条，或者都不给
course-feedback = 选项 { $n } 的反馈
course-predict-extras = 预测题不设选项、答案或反馈
course-predict-line = 预测{ -boundary }需要一个线性基函数下有两个类别的场景，此时{ -boundary }是一条直线
# $target and $kind are the values given, in quotes; $a and $b the values a lesson file may write.
course-target = 目标 { $target } 不是 { $a } 或 { $b }
course-no-kind = 它没有类型（choice 或 predict）
course-kind = 类型 { $kind } 不是 { $a } 或 { $b }

## Scoring a prediction.

course-line-two-classes = 只有在线性基函数下有两个类别时，{ -boundary }才是直线
course-line-not-single = 此模型的{ -boundary }不是单独一条直线
course-line-not-plane = 此模型的{ -boundary }不是平面上的直线
course-line-zero = 训练后的模型没有{ -boundary }直线（它在 x 和 y 上的{ -weights }为零）
course-predict-same = 预测的两个点必须不同
course-predict-no-line = 训练后的模型没有{ -boundary }直线
course-predict-viewport = 视口为空

## A lesson as a SCORM package, and a student's progress in an LMS.

# $n is the number of a question; $want and $kind kinds of answer (c, b, m).
scorm-no-question = 没有问题 { $n }
scorm-answer-kind = 问题 { $n } 接受类型为 { $want } 的答案，而不是 { $kind }
scorm-score-range = 问题 { $n } 的得分必须在 0 到 { $max } 之间
scorm-choices = 问题 { $n } 的选项为 1 到 { $choices }
scorm-line-answer = 问题 { $n } 的答案是直线上的两个点
scorm-line-points = 问题 { $n } 答案中的点必须是有限数，且在 ±{ $max } 以内
scorm-marks-count = 问题 { $n } 的答案至多标记 { $max } 个点
scorm-marks-point = 问题 { $n } 的答案标记了点 { $point }，而该点不可能存在
scorm-answer-no-kind = 问题 { $n } 的答案不属于任何类型（{ $kind }）
scorm-scene-unsaved = 无法保存场景：{ $why }
# $n and $max count characters, in digits.
scorm-answers-long = 仅答案就占 { $n } 个字符；上限为 { $max }
scorm-progress-long = 保存的进度长 { $n } 个字符；上限为 { $max }
scorm-progress-not-ours = 保存的进度不是 Hyperplane 的：{ $why }
scorm-progress-version = 保存的进度来自另一版本的 Hyperplane
scorm-saved-scene = 保存的场景：{ $why }
scorm-progress-answers = 保存的进度有 { $n } 个答案；课程至多有 { $max } 个问题
scorm-saved-answer = 保存的答案 { $n }：{ $why }
scorm-answer-form = 它不是 [问题, 类型, 答案, 得分]
scorm-answer-question = 它的问题不是整数
scorm-answer-kind-letter = 它的类型不是 c、b 或 m
scorm-answer-score = 它的得分不是 0 到 { $max } 之间的数
scorm-answer-choice = 它的选项不是整数
scorm-answer-line = 它的直线不是 [x1, y1, x2, y2]
scorm-answer-marks = 它的标记不是点的列表
scorm-answer-marks-count = 它标记了超过 { $max } 个点
# $version is the value given, in quotes; $a and $b the versions (1.2, 2004).
scorm-version = SCORM 版本 { $version } 不是 { $a } 或 { $b }
scorm-pass-mark = 及格线必须是 0 到 100 之间的整数百分比，而不是 { $value }
# $file is the name of one of the page's files.
scorm-page-file = 页面文件 { $file }：{ $why }
scorm-page-size = 页面的文件超过 { $files } 个或 { $mb } MB
scorm-no-index = 包中没有 index.html
scorm-lesson-unpacked = 无法打包课程：{ $why }
scorm-second-file = 页面中有第二个名为 { $file } 的文件
scorm-missing-file = 页面缺少 { $file }（请运行 make build）
