### Hyperplane's words that every part of the Go program shares, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# An error that Go's own libraries worded (for a developer); $text is their words.
common-error = { $text }

## Lists. A list of three or more nests: "a、b和c" is common-and-more
## with $a = a and $rest = "b和c".

common-and = { $a }和{ $b }
common-and-more = { $a }、{ $rest }
common-comma = { $a }，{ $b }
common-semicolon = { $a }；{ $b }
# Two sentences, one after the other (Chinese sentences end in 。 and need no space between them).
common-sentences = { $a }{ $b }

## The user's own text and files (engine/internal/wording).

# $what names the text (the title, the name of class 2); $n and $max count characters, in digits.
wording-too-long = { $what }长 { $n } 个字符；上限为 { $max }
wording-size-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
# $n is the number of bytes, $digits the same in digits (32781).
wording-size-bytes = { $digits } 字节
# $why is the JSON reader's own words.
wording-json-syntax = 这不是有效的 JSON（在第 { $at } 个字符处）：{ $why }
wording-json-not-object = 这不是 Hyperplane 场景：应为 JSON 对象，实际为{ $found }
# $field is the field's name, in quotes; $want and $found kinds of value.
wording-json-field = 字段 { $field } 应为{ $want }，而不是{ $found }
wording-the-number = 数 { $number }
wording-kind-number = 数字
wording-kind-text = 文本
wording-kind-bool = true 或 false
wording-kind-list = 列表
wording-kind-object = 对象

# The user's own words (a class's name, a column's), shown as they are.
common-text = { $text }

# A sentence of its own (msg.Sentence): the page writes its first letter in upper case.
common-sentence = { $text }
