### Die Ablehnungen von Hyperplane (Paket wasm/api): was ein Aufruf von window.hyperplane, aus der Seite oder einem einbettenden Kurs, erfährt, wenn er nicht ausgeführt werden kann, auf Deutsch.
### Eine Ablehnung ist so geschrieben, wie sie innerhalb einer längeren Meldung steht; beginnt sie einen eigenen Satz, schreibt die Seite den ersten Buchstaben groß (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Der Vertrag selbst.

# $name ist der Name der Funktion, in Anführungszeichen.
refuse-no-function = es gibt keine Funktion { $name }
# $name ist die Funktion, hyperplane.clear.
refuse-reentered = { $name } wurde während eines anderen Aufrufs der API aufgerufen (aus einem toJSON, einem Getter oder einem Callback) und abgelehnt; rufen Sie es danach auf
# $where ist die Funktion, $message, was schiefging (Worte für Entwickler).
refuse-fault = In { $where } ist etwas schiefgegangen: { $message }. Das Training ist angehalten; Ihre Punkte bleiben erhalten.

## Ein Argument, das nicht dem entspricht, was die Funktion nimmt. $arg ist der Name des Arguments (refuse-arg-…).

refuse-not-number = { $arg } muss eine Zahl sein
refuse-not-finite = { $arg } muss eine endliche Zahl sein
refuse-not-whole = { $arg } muss eine ganze Zahl sein
# $lo und $hi sind in Ziffern.
refuse-not-between = { $arg } muss zwischen { $lo } und { $hi } liegen
refuse-not-string = { $arg } muss eine Zeichenkette sein
# $max ist in Ziffern.
refuse-too-long = { $arg } ist länger als { $max } Bytes
refuse-not-bool = { $arg } muss true oder false sein
refuse-not-function = { $arg } muss eine Funktion sein
refuse-missing = { $arg } fehlt
refuse-unreadable = { $arg } kann nicht gelesen werden: { $why }
refuse-argument-problem = { $arg }: { $why }
refuse-not-value = { $arg } muss ein Wert sein
refuse-needs-basis = setBasis braucht ein Objekt wie {"{"}kind: "poly", degree: 2{"}"}
refuse-needs-split = setSplit braucht ein Objekt wie {"{"}fraction: 0.3, seed: 1{"}"}
refuse-needs-view = setView braucht ein Objekt mit Schaltern
refuse-needs-network = setNetwork braucht ein Objekt wie {"{"}activation: "tanh", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}], output: [{"{"}w: [1], b: 0{"}"}]{"}"}
refuse-needs-viewport = setViewport braucht {"{"}minX, maxX, minY, maxY{"}"}

## Die Namen der Argumente.

refuse-arg-angle = der Winkel
refuse-arg-begin-or-end = begin oder end
refuse-arg-class = die Klasse
refuse-arg-collect = collect
refuse-arg-count = die Anzahl
refuse-arg-exportimages-callback = der Callback von exportImage
refuse-arg-from = der Startindex
refuse-arg-index = der Index
refuse-arg-speed = die Geschwindigkeit
refuse-arg-the-algorithm-id = die Kennung des Algorithmus
refuse-arg-the-answers = die Antworten
refuse-arg-the-basis = die Basis
refuse-arg-the-basiss-id = die Kennung der Basis
refuse-arg-the-brush = der Pinsel
refuse-arg-the-choice = die Auswahl
refuse-arg-the-class = die Klasse
refuse-arg-the-columns = die Spalten
refuse-arg-the-comparisons-options = die Optionen des Vergleichs
refuse-arg-the-cross-validations-options = die Optionen der Kreuzvalidierung
refuse-arg-the-csv-text = der CSV-Text
refuse-arg-the-data-sets-id = die Kennung des Datensatzes
refuse-arg-the-decided-class = die entschiedene Klasse
refuse-arg-the-decision = die Entscheidung
refuse-arg-the-fault-handler = die Fehlerbehandlung
refuse-arg-the-indices = die Indizes
refuse-arg-the-lesson = die Lektion
refuse-arg-the-lesson-id = die Kennung der Lektion
refuse-arg-the-limit-of-steps = das Schrittlimit
refuse-arg-the-link = der Link
refuse-arg-the-lock = die Sperre
refuse-arg-the-milliseconds = die Millisekunden
refuse-arg-the-name = der Name
refuse-arg-the-number-of-classes = die Zahl der Klassen
refuse-arg-the-number-of-steps = die Zahl der Schritte
refuse-arg-the-options = die Optionen
refuse-arg-the-point-indices = die Punktindizes
refuse-arg-the-point-of-the-curve = der Punkt der Kurve
refuse-arg-the-points = die Punkte
refuse-arg-the-prediction = die Vorhersage
refuse-arg-the-preset-id = die Kennung der Vorlage
refuse-arg-the-presets-knobs = die Regler der Vorlage
refuse-arg-the-saved-progress = der gespeicherte Fortschritt
refuse-arg-the-scene = die Szene
refuse-arg-the-set = die Menge
refuse-arg-the-settings = die Einstellungen
refuse-arg-the-settings-key = der Schlüssel der Einstellung
refuse-arg-the-settings-value = der Wert der Einstellung
refuse-arg-the-split = die Aufteilung
refuse-arg-the-subscriber = der Abonnent
refuse-arg-the-target = das Ziel
refuse-arg-the-text = der Text
refuse-arg-whether-it-is-csv = ob der Text CSV ist
refuse-arg-the-title = der Titel
refuse-arg-the-tool = das Werkzeug
refuse-arg-the-tools-options = die Optionen des Werkzeugs
refuse-arg-the-true-class = die wahre Klasse
refuse-arg-the-view = die Ansicht
refuse-arg-the-network = das Netz
refuse-arg-the-first-unit = das erste Neuron
refuse-arg-the-second-unit = das zweite Neuron
refuse-arg-the-unit = das Neuron
refuse-arg-restart-count = ob neu gezählt wird
refuse-arg-the-viewport = der Ausschnitt
refuse-arg-where = der Ort
refuse-arg-whether-to-ring-them = ob sie umringt werden
refuse-arg-whether-to-start-counting-again = ob neu gezählt wird
refuse-arg-x = x
refuse-arg-y = y

## Ablehnungen der Funktionen.

refuse-pick-target = das Ziel { $target } ist nicht boundary, mistakes oder ""
refuse-features = x und y sind Merkmale, per Index oder per Name
# $dataset ist der Titel des Datensatzes; $name der angegebene Name, $features seine Merkmale, wie ein Skript sie schreibt.
refuse-no-feature = { $dataset } hat kein Merkmal { $name }; seine Merkmale sind { $features }
refuse-feature-ambiguous = { $name } ist der Anfang von { $n } Merkmalen von { $dataset }: { $features }; geben Sie mehr vom Namen an
refuse-csv-not-imported = die CSV-Datei wurde nicht importiert: { $why }
# $x und $y benennen die Spalten der Tabelle.
refuse-imported-table = { $n } Punkte aus { $classes } Klassen importiert, { $y } gegen { $x }; { $dropped ->
    [one] { $dropped } Zeile ohne x oder y wurde ausgelassen.
   *[other] { $dropped } Zeilen ohne x oder y wurden ausgelassen.
}
# $what ist der angegebene Wert, in Anführungszeichen.
refuse-decision-drag = decisionDrag nimmt "begin" oder "end", nicht { $what }
refuse-cv-models = höchstens { $max } Modelle auf einmal kreuzvalidieren
refuse-scene-not-loaded = die Szene wurde nicht geladen: { $why }
refuse-set-points-array = setPoints braucht ein Array aus [x, y, Klasse]: { $why }
# $n und $max sind in Ziffern.
refuse-set-points-limit = setPoints erhielt { $n } Punkte; die Grenze ist { $max }
refuse-set-points-point = Punkt { $point } muss [x, y, Klasse] sein: drei Zahlen, die Klasse ganzzahlig
refuse-lesson-unsaved = die Lektion kann nicht gespeichert werden: { $why }
refuse-train-first = trainieren Sie zuerst das Modell: es gibt noch keine { -boundary }
refuse-predicted-two = eine vorhergesagte { -boundary } besteht aus zwei Punkten, nicht { $n }
refuse-predict-target = das Ziel { $target } ist nicht boundary oder mistakes
# $min und $max sind in Ziffern.
refuse-progress-limit = die Grenze muss zwischen { $min } und { $max } Zeichen liegen
refuse-answers-questions = { $n } Antworten für { $questions } Fragen
refuse-the-view = die Ansicht: { $why }
refuse-no-link = kein Link: { $why }
refuse-link-not-opened = der Link konnte nicht geöffnet werden: { $why }
# $id ist die angegebene Kennung, in Anführungszeichen.
refuse-no-lesson = es gibt keine Lektion { $id }
# readText, readStep or readEnd without readBegin (js/files.js opens a big file in steps).
refuse-no-reading = es wird keine Datei gelesen: rufen Sie zuerst readBegin() auf
refuse-lesson-not-loaded = die Lektion wurde nicht geladen: { $why }
refuse-no-python = kein Python: { $why }
refuse-no-notebook = kein Notebook: { $why }
refuse-no-json = es hat keine JSON-Form (ist es eine Funktion oder undefined?)

## Ein SCORM-Paket in der Seite erstellen.

refuse-no-lesson-to-pack = es gibt keine Lektion zum Verpacken ({ $why }): schreiben Sie eine unter Teilen und Dateien → Lektion schreiben…
refuse-packing = ein SCORM-Paket wird gerade erstellt; warten Sie darauf
refuse-package-not-made = das SCORM-Paket wurde nicht erstellt: { $why }

## Ein Objekt-Argument, das sich nicht als JSON lesen lässt („es“ ist das Argument).

refuse-json-unread = es konnte nicht gelesen werden
refuse-json-unwritable = es lässt sich nicht als JSON schreiben (ein Zyklus, ein BigInt, eine Funktion?)
# $max ist die Grenze, in Ziffern (4194304).
refuse-json-values = es enthält mehr als { $max } Werte
refuse-json-number = es enthält { $value }, keine endliche Zahl
# $what sagt, was nicht stimmt; $key nennt die Stelle, wie ein Skript sie schreibt.
refuse-json-at = { $what } (bei { $key })
refuse-json-bigint-holds = es enthält ein BigInt
refuse-json-bigint = { $what }; verwenden Sie eine Number
# $max ist in Ziffern.
refuse-json-long = es ist länger als { $max } Zeichen
refuse-json-deep = es ist zu tief verschachtelt
refuse-json-cycle = es verweist auf sich selbst (ein Zyklus)
# $why sind die eigenen Worte des Browsers.
refuse-json-threw = beim Lesen wurde eine Ausnahme geworfen: { $why }
refuse-json-exception = beim Lesen wurde eine Ausnahme geworfen

## Die Ablehnungen und Gründe des Netzes.

refuse-network-json = das Netz: { $why }
refuse-network-activation = die Aktivierung des Netzes muss "tanh", "logistic", "relu" oder "step" sein, nicht „{ $activation }“
refuse-network-hidden = das Netz hat 1 bis { $max } verdeckte Neuronen, nicht { $n }
refuse-network-output = das Netz hat 1 bis { $max } Ausgabeneuronen, nicht { $n }
refuse-network-row = { $layer ->
    [hidden] das verdeckte Neuron { $unit } braucht w und b
   *[output] das Ausgabeneuron { $unit } braucht w und b
}
