### Die Wörter von Hyperplane: das Verlaufsdiagramm, Fishers Einblendung und die Tabellen der Diagramme, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

chart-empty = Trainieren Sie, um { -loss } und { -accuracy } zu sehen.
chart-loss = { -loss } { $v }
# $pct: die Trainingsgenauigkeit in Prozent.
chart-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
# $j: Fishers Kriterium J(w) für Fishers Richtung, ausgeschrieben.
chart-fisher = Fisher: J(w) = { $j } · den violetten Griff ziehen, um eine andere Richtung zu testen
# $mine: J der Richtung, die der Benutzer gezogen hat.
chart-fisher-yours = Fisher: J(w) = { $j } · Ihre: J = { $mine }

## Die Namen der Diagramme für Screenreader und ihre Daten als Tabellen.

chart-as-table = Daten als Tabelle
# $name: der Name des Diagramms.
chart-data-of = Daten des Diagramms { $name }
chart-no-data = Noch keine Daten.
chart-percent = { $v } %
chart-yes = ja
chart-no = nein
chart-list-sep = {"; "}
chart-fisher-angle =
    .aria-label = Testrichtung, in Grad von der x-Achse
chart-fisher-direction = Richtung
chart-alt-not-available = nicht verfügbar
chart-alt-loss-empty = { -loss } und Trainings-{ -accuracy } je { -step }: noch kein Training.
# $first, $last, $low: der Verlust beim ersten, letzten und niedrigsten Schritt ($s0, $s1, $slow); $acc0, $acc1: die Trainingsgenauigkeit beim ersten und letzten.
chart-alt-loss = { -loss } je { -step }: von { $first } bei { -step } { $s0 } bis { $last } bei { -step } { $s1 }, am niedrigsten { $low } bei { -step } { $slow }; Trainings-{ -accuracy } von { $acc0 } bis { $acc1 }.
# $criterion: der Name des Verlusts.
chart-alt-loss-named = { -loss } ({ $criterion }) je { -step }: von { $first } bei { -step } { $s0 } bis { $last } bei { -step } { $s1 }, am niedrigsten { $low } bei { -step } { $slow }; Trainings-{ -accuracy } von { $acc0 } bis { $acc1 }.
chart-alt-loss-test = Test-{ -accuracy } am Ende: { $acc }.
chart-alt-roc-empty = ROC-Kurve: trainieren Sie ein Modell, um sie zu sehen.
# $k: die Klasse; $auc: die Fläche unter der Kurve.
chart-alt-roc = ROC-Kurve der { -class } { $k } gegen den Rest: Fläche darunter { $auc } auf den Trainings-{ -points(case: "dat") }.
chart-alt-roc-test = ROC-Kurve der { -class } { $k } gegen den Rest: Fläche darunter { $auc } auf den Trainings-{ -points(case: "dat") }, { $testAuc } auf den Test-{ -points(case: "dat") }.
chart-alt-roc-operating = Arbeitspunkt der Entscheidung: Falsch-positiv-Rate { $fpr }, Richtig-positiv-Rate { $tpr }.
chart-alt-prc-empty = Präzision-Trefferquote-Kurve: trainieren Sie ein Modell, um sie zu sehen.
chart-alt-prc = Präzision-Trefferquote-Kurve der { -class } { $k } gegen den Rest: mittlere Präzision { $ap } auf den Trainings-{ -points(case: "dat") }.
chart-alt-prc-test = Präzision-Trefferquote-Kurve der { -class } { $k } gegen den Rest: mittlere Präzision { $ap } auf den Trainings-{ -points(case: "dat") }, { $testAp } auf den Test-{ -points(case: "dat") }.
chart-alt-cv-empty = Kreuzvalidierung: noch nicht ausgeführt.
# $folds: die Zahl der Folds; $results: ein Teil je Modell.
chart-alt-cv = { $folds }-fache Kreuzvalidierung, { -accuracy } je Fold: { $results }.
chart-alt-cv-row = { $name } { $mean } ± { $sd }, von { $lo } bis { $hi }
chart-alt-cv-error = { $name } { $error }
chart-alt-fisher-empty = Projektionen auf Fishers Richtung: nicht gezeigt.
# $classes: ein Teil je Klasse; $j: J(w).
chart-alt-fisher = Histogramme der auf Fishers Richtung projizierten { -points }: { $classes }. J(w) = { $j }.
chart-alt-fisher-trial = Histogramme der auf Ihre Testrichtung projizierten { -points }: { $classes }. J(w) = { $j }, Ihre { $mine }.
chart-alt-fisher-class = { -class } { $k }, { $n } { -points }, Mittelwert { $mean }, Streuung { $sd }, von { $lo } bis { $hi }
chart-alt-fisher-threshold = Schwelle t = { $t }.
chart-alt-weights-none = { -weight(case: "compound") }raum: { $why }
# $w0: wo der Raum geschnitten wird; $corners: die Ecken des Bereichs; $w1, $w2: die Gewichte jetzt; $n: die Punkte.
chart-alt-weights = { -weight(case: "compound") }raum geschnitten bei w₀ = { $w0 }: der Lösungsbereich ist ein Polygon mit { $corners } Ecken; die { -weights } jetzt bei w₁ = { $w1 }, w₂ = { $w2 }; { $n } Nebenbedingungen, eine je { -point }.
chart-alt-weights-empty = { -weight(case: "compound") }raum geschnitten bei w₀ = { $w0 }: keine { -weights } in der Ansicht erfüllen jede Nebenbedingung; die { -weights } jetzt bei w₁ = { $w1 }, w₂ = { $w2 }; { $n } Nebenbedingungen, eine je { -point }.
chart-alt-shatter-none = Zerschmettern: { $why }
# $separable von $all Beschriftungen von $n Punkten; $conclusion: was das zeigt.
chart-alt-shatter = { $separable } von { $all } Beschriftungen der { $n } { -points } lassen sich durch eine Gerade trennen. { $conclusion }
chart-alt-lift = Die { -points }, angehoben auf z = (1, x, y): { $n } { -points }. Die Pfeiltasten drehen die Ansicht.
# $a: der Gewichtsvektor (w₀, w₁, w₂).
chart-alt-lift-plane = Die { -points }, angehoben auf z = (1, x, y), und die Ebene aᵀz = 0 mit a = { $a } durch den Ursprung: { $n } { -points }. Die Pfeiltasten drehen die Ansicht.
chart-col-step = { -step }
chart-col-loss = { -loss }
chart-col-accuracy = { -accuracy }
chart-col-test-loss = Test-{ -loss }
chart-col-test-accuracy = Test-{ -accuracy }
chart-col-fpr = Falsch-positiv-Rate
chart-col-tpr = Richtig-positiv-Rate
chart-col-threshold = Schwelle
chart-col-recall = Trefferquote
chart-col-precision = Präzision
chart-col-model = Modell
chart-col-fold = Fold { $k }
chart-col-mean = Mittel
chart-col-sd = SD
chart-col-sd-long = Standardabweichung
chart-col-class = { -class }
chart-col-points = { -points }
chart-col-lowest = Minimum
chart-col-highest = Maximum
chart-col-point = { -point }
chart-col-holds = seine Nebenbedingung gilt jetzt
chart-col-labelling = Beschriftung
chart-col-positive = { -points } auf der positiven Seite
chart-col-separable = trennbar
curves-fpr = FPR
curves-tpr = TPR
