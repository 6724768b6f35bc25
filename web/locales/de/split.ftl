### Die Wörter von Hyperplane: die Testaufteilung, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $pct: eine Genauigkeit in Prozent, 0 bis 100.
split-percent = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
# $pct: der Anteil der zurückgehaltenen Punkte, in Prozent; $n: wie viele.
split-value = { $pct } % · { $n } { -points }
split-off = aus
# $train, $test: die Genauigkeiten, ausgeschrieben; $loss, $testLoss: die Werte des Kriteriums.
split-score = Trainings-{ -accuracy } { $train }, Test { $test } · { -loss } { $loss }, Test { $testLoss }
split-score-no-loss = Trainings-{ -accuracy } { $train }, Test { $test } · das Kriterium dieses Verfahrens hat auf zurückgehaltenen { -points(case: "dat") } keinen Wert
