### Hyperplane's words: the page's own (loading, languages, a course's words), in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## The loading cover.

page-loading = 正在载入 { -hyperplane }…
page-loading-bar =
    .aria-label = 程序下载进度
page-loading-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-loading-of = { NUMBER($got, minimumFractionDigits: 1, maximumFractionDigits: 1) } / { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-load-failed = { -hyperplane } 无法载入其程序：{ $error }
page-page-failed = { -hyperplane } 无法载入其页面：{ $error }
page-stopped = { -hyperplane } 已停止。请重新载入页面以重新开始。

## A course's own words (?strings= and the embed API's setStrings).

i18n-strings-refused = 未使用课程的自定义用语：{ $reason }
i18n-strings-cross-origin = 未载入位于 { $url } 的课程用语：它们必须来自本页面所在的网站。
i18n-strings-malformed = 未使用 { $url } 中的课程用语：{ $reason }
i18n-strings-unreadable = 无法读取 { $url } 中的课程用语（{ $reason }）。
i18n-check-empty = 文件为空。
i18n-check-too-long = 文件超过了 { $max } 个字符。
i18n-check-line = 第 { $line } 行既不是消息、注释，也不是消息的缩进行。
i18n-check-entry = 第 { $line } 行的 { $name } 不是有效的 Fluent。
i18n-check-unknown = 第 { $line } 行指定了 { $name }，但它不是本页面的消息。

## The language, from the page's API and a course page.

language-bad-code = setLocale 接受语言标签，例如 cs 或 zh-Hans。
language-strings-not-text = setStrings 接受 Fluent 文本形式的课程用语。
language-texts-not-list = formatTexts 接受由至多 500 个文本 {"{"}id, args, attr{"}"} 组成的列表。
# $lang: the tag given, quoted.
scene-lang-invalid = 场景的语言 { $lang } 不是语言标签（例如 cs 或 zh-Hans）。
