### Die Wörter von Hyperplane: das Bedienfeld, die Werkzeugleiste und die Einblendungen über dem Diagramm, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Über dem Diagramm.

panel-legend =
    .aria-label = Legende der Grenzen
panel-fisher-inset =
    .aria-label = Projektionen auf die Richtung
panel-fisher-reset = zurück zu Fisher
panel-drop = CSV-Datei oder Szene hier ablegen, um sie zu öffnen
panel-toast-close = ✕
    .aria-label = Meldung schließen
    .title = Schließen

## Die Werkzeugleiste.

panel-toolbar =
    .aria-label = Training
panel-play-button =
    .title = Start oder Pause (Leertaste)
panel-play = ▶ Start
panel-pause = ❚❚ Pause
panel-step = Schritt
    .title = Ein Schritt (s)
panel-reset = Neustart
    .title = Neu beginnen mit den Anfangsgewichten (r)
panel-open-full = In { -hyperplane } öffnen ↗
panel-controls-show = ☰ Steuerung
panel-controls-hide = ✕ Steuerung
panel-controls-more = ▴ Mehr
panel-controls-less = ▾ Weniger
panel-controls-show-title = Steuerung zeigen
panel-card-kind = Lektion
panel-card-collapse =
    .title = Text der Lektion aus- oder einblenden
panel-card-hide = Zu
    .title = Text der Lektion aus- oder einblenden
panel-card-show = Auf
    .title = Text der Lektion aus- oder einblenden

## Der Kopf des Bedienfelds.

panel =
    .aria-label = Steuerung von { -hyperplane }
panel-title = { -hyperplane }
panel-language = Sprache
panel-language-menu =
    .title = Sprache der Seite
panel-help-open = ?
    .aria-label = Hilfe und Tastenkürzel
    .title = Hilfe und Tastenkürzel (?)
panel-close = ✕
    .aria-label = Steuerung schließen
    .title = Steuerung schließen

## Szenen.

panel-scenes = Szenen
panel-preset = Mit einem Datensatz beginnen
panel-preset-choose = Datensatz wählen…
panel-preset-load = Erzeugen
panel-lesson = Lektion
panel-lesson-choose = Lektion wählen…

## Daten.

panel-data = Daten
panel-classes =
    .aria-label = { -class } neuer { -points }
panel-class-add = + { -class }
    .title = Eine { -class } hinzufügen
panel-class-remove = − { -class }
    .title = Die letzte { -class } und ihre { -points } entfernen
panel-undo = Rückgängig
    .title = Rückgängig (z)
panel-redo = Wiederholen
    .title = Wiederholen (Umschalt+z)
panel-clear = Leeren
    .title = Alle { -points } entfernen
panel-split-row =
    .title = { -points } vom Training zurückhalten, um die Generalisierung zu messen; sie werden hohl gezeichnet
panel-split = Testanteil
panel-split-resample = Neu ziehen
    .title = Andere { -points } zurückhalten
panel-data-hint = Klick fügt einen { -point } hinzu · { -point } ziehen verschiebt ihn · Rechtsklick oder Umschalt-Klick entfernt · Mausrad zoomt · leere Fläche ziehen (oder mit der mittleren Taste ziehen, in jedem Werkzeug) verschiebt die Ansicht

## Der Algorithmus.

panel-algorithm = Algorithmus
panel-method = Verfahren
panel-conventions = Konventionen
panel-basis = Basisfunktionen φ(x)

## Training.

panel-training = Training
panel-speed = Tempo
panel-speed-slider =
    .aria-label = Trainingsschritte pro Sekunde (logarithmisch)
panel-values =
    .aria-label = Größen des Modells
panel-hk-summary = Ho–Kashyap: b und e je { -point }
panel-hk-table =
    .aria-label = Randvektor b und Fehler e je { -point }
panel-hk-note = e = Ya − b, mit y = +1 für { -class } 1; jeder Schritt erhöht b dort, wo e > 0 (b ← b + 2η e⁺). Alle e ≤ 0 mit einem e < 0 beweist, dass die { -classes } nicht linear trennbar sind.
panel-models-summary = Modelle vergleichen (AIC, BIC, Evidenz)
panel-models-table =
    .aria-label = Verglichene Modelle
panel-models-note = Größer ist besser: AIC = ln p(D|θ) − M, BIC = ln p(D|θ) − ½ M ln N (Notizen); die generativen Modelle per Maximum-Likelihood angepasst. Die logistische Regression (A-priori N(0, α⁻¹I), { -bias } eingeschlossen) wird bei a_MAP auf jeder Basis bewertet, mit der Laplace-Evidenz ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|; Occam sind ihre letzten drei Terme. Das ln p(D) = ln p(x, t) der generativen Modelle integriert die Mittelwerte (A-priori N(μ₀ = φ(0, 0), 3²I)) und die Priors der { -classes } (Dirichlet(1, …, 1)) exakt heraus, wobei jede Σ<sub>k</sub> an ihrer Schätzung eingesetzt und nicht integriert wird; ihr Occam ist ln p(D) − ln p(D|θ̂). Zeilen sind nur innerhalb einer Tabelle vergleichbar (dieselben { -points } und Labels, dieselbe Art von Evidenz: p(x, t) für die generativen Modelle, p(t|x) für die logistische Regression); das beste ln p(D) ist die hervorgehobene Zeile.

## Ansicht.

panel-view = Ansicht
panel-shading = Bereiche
panel-shading-soft = nach Sicherheit schattiert
panel-shading-hard = harte Farben je { -class }
panel-shading-off = aus
panel-compare = Grenzen vergleichen mit
panel-compare-add = Algorithmus hinzufügen…
panel-fit = Ansicht anpassen
    .title = Alle { -points } einpassen (f)

## Bilder.

panel-pictures = Bilder
panel-pic-shatter = Zerschmettern: welche Beschriftungen trennt eine Gerade?
panel-pic-shatter-canvas =
    .aria-label = Jede Beschriftung der { -points } mit zwei { -classes }, mit einer trennenden Geraden oder einem Kreuz, wo es keine gibt
panel-pic-weights = { -weight(case: "compound") }raum: der Lösungsbereich
panel-pic-weights-canvas =
    .aria-label = Der Lösungsbereich im { -weight(case: "compound") }raum, die Nebenbedingung jedes { -point(case: "gen") } als Gerade und der Pfad der { -weights }
panel-pic-lift = Erweiterter Raum: z = (1, x, y)
panel-pic-lift-canvas =
    .aria-label = Die { -points }, angehoben auf z = (1, x, y), und die Ebene aᵀz = 0 durch den Ursprung; zum Drehen ziehen

## Teilen und Dateien.

panel-share = Teilen und Dateien
panel-copy-link = Link kopieren
    .title = Ein Link, der genau diese Szene öffnet
panel-copy-embed = Einbettungscode kopieren
    .title = Ein iframe-Schnipsel für eine Kursseite
panel-export-png = Bild (PNG)
panel-export-csv = { -points } (CSV)
panel-export-json = Szene (JSON)
panel-export-weights = { -weights } (JSON)
panel-import = CSV-Datei (x, y, { -class }), Szene oder Lektion (JSON) öffnen – oder auf das Diagramm ziehen

## Verlauf.

panel-history = Verlauf
panel-chart =
    .aria-label = { -loss } und Trainings-{ -accuracy } je { -step }
panel-replay = Wiedergabe
panel-scrub =
    .aria-label = Trainingsverlauf wiedergeben

## Von der Seite zur Laufzeit gesetzt.

# $n: Trainingsschritte pro Sekunde.
panel-speed-value = { $n } Schritte/s
# $n: die Fehler, zu viele, um jeden zu umringen.
panel-rings-hidden = ({ $n }: zu viele zum Umringen)
panel-replay-live = live
panel-rbf-width = Breite s von exp(−‖x − c‖² / 2s²)
panel-rbf-linear = auch x und y
