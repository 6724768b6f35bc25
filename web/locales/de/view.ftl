### Die Wörter von Hyperplane: der Abschnitt Ansicht und die Legende verglichener Grenzen, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $name: der Name eines Verfahrens; $pct: seine Trainingsgenauigkeit in Prozent.
view-legend-accuracy = { $name } · { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
# $error: warum das Verfahren nicht verglichen werden konnte.
view-legend-error = { $name } — { $error }
view-compare-stop = Vergleich mit { $name } beenden
# $n: die Punkte der Stichprobe; $of: die Trainingspunkte.
view-compare-sample = verglichen auf einer Stichprobe von { $n } der { $of } { -points }
