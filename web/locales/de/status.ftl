### Die Wörter von Hyperplane: die Statuszeilen, die Klassen und der Hinweis der Werkzeugleiste, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

status-welcome = Start drücken zum Trainieren, oder klicken, um { -points } hinzuzufügen
status-step = { -step } { $n }
# $pct: die Trainingsgenauigkeit in Prozent, 0 bis 100.
status-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
status-accuracy-none = { -accuracy } —
status-mistakes = { $n ->
    [one] { $n } Fehler
   *[other] { $n } Fehler
}
status-updates = { $n ->
    [one] { $n } Update
   *[other] { $n } Updates
}
# $w: der Gewichtsvektor wie geschrieben, "(1,2, −0,5)"; $w0: der Bias.
status-weights-one = w = { $w }, w₀ = { $w0 }
# $name: der Name der Zeile, w1 oder h1,2.
status-weights-row = { $name } = { $w }, w₀ = { $w0 }
status-weights-many = W: { $rows }
status-list-sep = {"; "}
# $name: das Kriterium (Kreuzentropie, Perzeptron-Kriterium, …); $value: sein Wert.
status-criterion = { $name } = { $value }
status-note = Hinweis: { $note }
# $k: die Nummer der Klasse; $name: ihr Name, wie der Benutzer ihn schrieb.
status-class-label = { -class } { $k }: { $name }
status-class-title = { $k } drücken, um diese { -class } zu wählen
