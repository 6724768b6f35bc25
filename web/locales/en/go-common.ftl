### Hyperplane's words that every part of the Go program shares, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# An error that Go's own libraries worded (for a developer); $text is their words.
common-error = { $text }

## Lists. A list of three or more nests: "a, b and c" is common-and-more
## with $a = a and $rest = "b and c".

common-and = { $a } and { $b }
common-and-more = { $a }, { $rest }
common-comma = { $a }, { $b }
common-semicolon = { $a }; { $b }
# Two sentences, one after the other.
common-sentences = { $a } { $b }

## The user's own text and files (engine/internal/wording).

# $what names the text (the title, the name of class 2); $n and $max count characters, in digits.
wording-too-long = { $what } is { $n } characters long; the limit is { $max }
wording-size-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
# $n is the number of bytes, $digits the same in digits (32781).
wording-size-bytes = { $n ->
    [one] { $digits } byte
   *[other] { $digits } bytes
}
# $why is the JSON reader's own words.
wording-json-syntax = this is not valid JSON (at character { $at }): { $why }
wording-json-not-object = this is not a Hyperplane scene: expected a JSON object, found { $found }
# $field is the field's name, in quotes; $want and $found kinds of value.
wording-json-field = the field { $field } should be { $want }, not { $found }
wording-the-number = the number { $number }
wording-kind-number = a number
wording-kind-text = text
wording-kind-bool = true or false
wording-kind-list = a list
wording-kind-object = an object

# The user's own words (a class's name, a column's), shown as they are.
common-text = { $text }

# A sentence of its own (msg.Sentence): the page writes its first letter in upper case.
common-sentence = { $text }
