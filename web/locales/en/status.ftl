### Hyperplane's words: the status lines, the classes and the toolbar's hint, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

status-welcome = Press Play to train, or click to add { -points }
status-step = { -step } { $n }
# $pct: the training accuracy in percent, 0 to 100.
status-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
status-accuracy-none = { -accuracy } —
status-mistakes = { $n ->
    [one] { $n } mistake
   *[other] { $n } mistakes
}
status-updates = { $n ->
    [one] { $n } update
   *[other] { $n } updates
}
# $w: the weight vector as written, "(1.2, −0.5)"; $w0: the bias.
status-weights-one = w = { $w }, w₀ = { $w0 }
# $name: the row's name, w1 or h1,2.
status-weights-row = { $name } = { $w }, w₀ = { $w0 }
status-weights-many = W: { $rows }
status-list-sep = {"; "}
# $name: the criterion (cross-entropy, the perceptron criterion, …); $value: its value.
status-criterion = { $name } = { $value }
status-note = Note: { $note }
# $k: the class's number; $name: its name, as the user wrote it.
status-class-label = { -class(case: "cap") } { $k }: { $name }
status-class-title = Press { $k } to choose this { -class }
