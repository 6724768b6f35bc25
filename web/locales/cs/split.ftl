### Slova Hyperplane: testovací část, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $pct: úspěšnost v procentech, 0 až 100.
split-percent = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
# $pct: podíl odložených bodů v procentech; $n: kolik jich je.
split-value = { $pct } % · { $n ->
    [one] { $n } { -point }
    [few] { $n } { -points }
    [many] { $n } { -point(case: "gen") }
   *[other] { $n } { -points(case: "gen") }
}
split-off = vypnuto
# $train, $test: úspěšnosti, vypsané; $loss, $testLoss: hodnoty kritéria.
split-score = trénovací { -accuracy } { $train }, testovací { $test } · { -loss } { $loss }, testovací { $testLoss }
split-score-no-loss = trénovací { -accuracy } { $train }, testovací { $test } · kritérium této metody nemá na odložených { -points(case: "loc") } hodnotu
