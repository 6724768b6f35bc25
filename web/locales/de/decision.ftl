### Die Wörter von Hyperplane: der Abschnitt Entscheidung (Priors, Verluste, Rückweisung, Schwellen, Konfusionsmatrix, Kurven, Kreuzvalidierung), auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

decision-title = Entscheidung
decision-priors = A-priori p(C<sub>k</sub>)
decision-loss = { -loss } L<sub>kj</sub> (entscheide k, { -class } j)
decision-reject = Rückweisen unter θ
decision-threshold = Schwelle t auf h
decision-offsets = Offsets δ<sub>k</sub> auf a<sub>k</sub>
decision-reset = Zurücksetzen
    .title = Gelernte Priors, 0-1-{ -loss }, keine Rückweisung, t = 0, δ = 0
decision-confusion-of = Konfusion der
decision-set-train = Trainings-{ -points }
decision-set-test = Test-{ -points }
decision-confusion =
    .aria-label = Konfusionsmatrix: Zeilen sind die wahren { -classes }, Spalten die entschiedenen
decision-curves-of = Kurven der { -class }
decision-against-rest = gegen den Rest
decision-roc =
    .aria-label = ROC-Kurve: den gelben Punkt entlang der Kurve ziehen, um die Schwelle zu setzen
decision-prc =
    .aria-label = Präzision-Trefferquote-Kurve
decision-cv = Kreuzvalidieren
decision-cv-this = dieses Verfahren
decision-cv-bases = dieses Verfahren, jede Basis
decision-cv-generative = die generativen Modelle
decision-cv-k =
    .aria-label = Folds k
decision-cv-run = Ausführen
decision-cv-box =
    .aria-label = Genauigkeiten je Fold und Modell
decision-prior-learnt = auto
decision-prior-of = Prior der { -class } { $k }
decision-offset-of = Offset δ der { -class } { $k }
# $k: die entschiedene Klasse; $j: die wahre Klasse.
decision-loss-of = { -loss } bei Entscheidung für { -class } { $k } bei wahrer { -class } { $j }
decision-priors-positive = Geben Sie jeder { -class } einen positiven Prior (oder lassen Sie alle leer für die gelernten).
decision-confusion-corner = { -class } ↓ entschieden →
decision-rejected = zurückgewiesen
# $n: die Punkte in der Zelle; $pct: ihr Anteil an der wahren Klasse, in Prozent.
decision-cell = { $n } · { $pct } %
decision-ring = Diese { -points } in der Ebene umringen
# $pct: die Genauigkeit in Prozent, ausgeschrieben; $n: die Punkte.
decision-accuracy = { -accuracy } { $pct } % von { $n }
decision-precision = { $k }: Präzision { $precision }, Trefferquote { $recall }
# $k: die Klasse; $auc, $test: die Flächen unter der ROC-Kurve auf den Trainings- und Testpunkten; $ap: die mittlere Präzision.
decision-auc = { -class } { $k }: AUC { $auc } (Test { $test }), mittlere Präzision { $ap }
# $what: t, oder δ mit der Nummer der Klasse.
decision-drag = den gelben Punkt entlang der Kurve ziehen, um { $what } zu setzen
decision-score = Bewertung der Kurve: { $score }.
decision-why = Der Punkt lässt sich nicht ziehen: { $why }.
decision-cv-no-basis = keine Basis
decision-cv-running = läuft… { $pct } %
# $folds: k; $n: die Punkte; $ms: die benötigte Zeit.
decision-cv-done = { $folds }-fach, { $n } { -points }, { $ms } ms
# $mean, $sd: die Genauigkeit über die Folds in Prozent, ausgeschrieben.
decision-cv-row = { $name }: { $mean } % ± { $sd }
decision-cv-row-loss = { $name }: { $mean } % ± { $sd }, { -loss } { $loss } ± { $lossSd }
decision-cv-row-error = { $name }: { $error }
decision-untrained = Trainieren Sie ein Modell, um seine Entscheidungen zu sehen.
decision-applied = Angewandt: { $what }.
decision-applied-priors = Priors
decision-applied-loss = Verluste
decision-applied-reject = Rückweisung θ
decision-applied-threshold = Schwelle t
decision-applied-offsets = Offsets δ
decision-none-applied = Priors, Verluste und Rückweisung gewichten A-posteriori-Wahrscheinlichkeiten (generative Modelle, logistische und Softmax-Regression); t verschiebt h = 0 nach h = t bei zwei { -classes }, δₖ addiert sich bei mehr zu aₖ.
