### Hyperplane's words: the embed API's answers to a course page, and the example course page, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $origin: what the address gave as an origin.
embed-origin-ignored = { -hyperplane }：嵌入的来源 { $origin } 不是 http 或 https 来源；已忽略
embed-unsendable = 无法发送应答：{ $error }
# $origin: the origin of the page that sent the command; $encoded: it, for an address.
embed-command-ignored = { -hyperplane }：已忽略来自 { $origin } 的命令：此嵌入只接受其地址所允许的来源发来的命令（请添加 &origin={ $encoded }）
embed-version = 此嵌入使用第 1 版信封 {"{"}hyperplane: 1, kind, id, name, payload{"}"}
embed-kind = 嵌入只接受类型为 "command" 的消息
embed-extra = 信封中有字段 { $field }；它只应有 hyperplane、kind、id、name 和 payload
embed-id = id 必须是至多 { $max } 个字符的字符串，或有限数
embed-name = name 必须是字符串：window.hyperplane 的一个函数
embed-no-command = 没有命令 { $name }；hyperplane.commands() 会列出所有命令（接受函数参数的命令无法发送）
embed-payload = payload 必须是参数数组，至多 { $max } 个
embed-failed = hyperplane.{ $name } 失败：{ $error }

## The example course page (embed/example.html), which asks the playground for these words.

example-title = 嵌入了 { -hyperplane } 的课程网页
example-heading = 第 3 周：感知机
example-intro = 本页面是一个课程网页示例，它嵌入了 { -hyperplane }，并通过其消息 API（<code>embed/client.js</code>）与之通信。请从 { -hyperplane } 所在网站以外的网站打开它，以查看跨来源的效果：<code>example.html?playground=https://your.site/hyperplane/</code>。页面上的文字来自演练场的目录，使用下方菜单所选的语言（<code>setLocale</code>、<code>formatTexts</code>）。
example-frame =
    .title = { -hyperplane }：线性分类器演练场
example-drive =
    .aria-label = 操控演练场
example-load = 载入 AND 门
example-train = 训练感知机
example-read = 读取{ -weights }
example-lesson = 打开一节课程
example-language = 演练场的语言
example-score = 演练场报告的得分：
example-score-none = 暂无
example-log =
    .aria-label = 来自演练场的消息
# $n: the commands the playground takes.
example-ready = 就绪：{ $n } 条命令
example-trained = 已训练：第 { $step } { -step }，{ -accuracy } { $accuracy }
# $k: the question; $score of $max.
example-answered = 已回答问题 { $k }：{ $score } / { $max }
example-completed = { $score } / { $max }
example-resize = 演练场高 { $height } 像素
