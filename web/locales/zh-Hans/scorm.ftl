### Hyperplane's words: a lesson's SCORM package and its runtime in an LMS, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $lang: the tag given, quoted.
scorm-lang-invalid = 包的语言 { $lang } 不是语言标签（例如 cs 或 zh-Hans）。
# $have: the page's locales.
scorm-lang-missing = 页面没有语言 { $lang } 的目录；它有 { $have }。
scorm-lang-no-catalogs = 页面没有任何目录（{ $file }），因此没有语言 { $lang }。

## The runtime of a package in an LMS.

# $fn: a function of the LMS's SCORM API; $error: what it threw.
scorm-lms-threw = { -hyperplane }：LMS 的 { $fn } 抛出了错误：{ $error }
scorm-lesson-failed = 无法打开包中的课程：{ $error }
scorm-not-started = 课程平台（LMS）没有启动本课程：你的答案不会被记录。
scorm-no-lms = 不在课程平台中（未找到 LMS）：你的答案不会被记录。
scorm-restore-failed = 无法恢复你保存的作答：{ $error }
scorm-save-failed = 无法保存你的作答：{ $error }
scorm-no-answer = 未作答
# $needed, $limit: characters.
scorm-scene-too-large = 场景太大，无法保存到课程平台（需要 { $needed } 个字符，上限为 { $limit }）：你的答案和得分已保存，但点没有保存。
# $status: one of the scorm-status- words.
scorm-recorded = 已记录到你的课程平台：{ $status }。
# $score: out of 100.
scorm-recorded-score = 已记录到你的课程平台：{ $score } / 100，{ $status }。
scorm-recorded-partial = 已记录到你的课程平台：{ $score } / 100，{ $status }（已回答 { $questions } 个问题中的 { $answered } 个）。
scorm-status-passed = 通过
scorm-status-failed = 未通过
scorm-status-completed = 已完成
scorm-status-incomplete = 未完成
