### Die Wörter von Hyperplane aus der Browsersitzung (Paket wasm/session): Meldungen in der Statuszeile und Ablehnungen, auf Deutsch.
### Eine Ablehnung ist so geschrieben, wie sie innerhalb einer längeren Meldung steht; beginnt sie einen eigenen Satz, schreibt die Seite den ersten Buchstaben groß (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Meldungen in der Statuszeile.

session-scene-not-opened = die Szene konnte nicht geöffnet werden: { $why }
# $steps und $n zählen Schritte; $limit ist das Zeitlimit (20s).
session-time-limit = Nach { $steps } von { $n } Schritten gestoppt: das Zeitlimit von { $limit } ist abgelaufen.
session-class-names-dropped = die Klassennamen ({ $why })
session-imported = { $n } Punkte aus { $classes } Klassen importiert.
# $dataset ist der Titel des Datensatzes; $x und $y die Namen seiner Merkmale.
session-loaded = { $dataset } geladen: { $n } Punkte aus { $classes } Klassen, { $y } gegen { $x }
session-loaded-dropped = { $loaded }; { $n ->
    [one] { $n } Zeile wegen eines fehlenden Messwerts ausgelassen
   *[other] { $n } Zeilen wegen eines fehlenden Messwerts ausgelassen
}
session-loaded-standard = { $loaded }; beide Achsen in Standardeinheiten
session-loaded-sentence = { $loaded }.
session-standardized = Standardisiert: x' = (x − { $mx }) / { $sx }, y' = (y − { $my }) / { $sy } (Mittelwerte und Stichproben-Standardabweichungen der { $n } Punkte).
# $name ist der Name der Achse (das Merkmal des Datensatzes); $mean und $sd Zahlen.
session-axis-standardized = { $name }, standardisiert: (Wert − { $mean }) / { $sd }

## Ablehnungen.

# $max ist in Ziffern.
session-too-many = die Szene enthält bereits das Maximum von { $max } Punkten
session-class-outside = Klasse { $class } liegt außerhalb von 1..{ $max }
session-coord-finite = eine Koordinate ist keine endliche Zahl
session-coord-limit = eine Koordinate ist größer als die Grenze von { $max }
session-import-no-points = sie enthält keine Punkte
session-import-classes = sie hat { $n } Klassen; die Grenze ist { $max }
# $index ist der Index des Punkts, ab 0 gezählt wie in einem Skript.
session-no-point = es gibt keinen Punkt { $index }
session-no-model = es gibt noch kein trainiertes Modell
session-class-range = die Klasse muss zwischen 0 und { $max } liegen
session-class-count = die Zahl der Klassen muss zwischen 2 und { $max } liegen
session-class-name-args = setClassName braucht einen Klassenindex und einen Namen
session-no-drag = es wird kein Punkt gezogen
session-no-grab = es gibt keinen Punkt zum Greifen
session-locked = das Bearbeiten der Punkte ist gesperrt
session-unknown-gesture = unbekannte Geste
session-compare-max = höchstens { $max } Algorithmen lassen sich vergleichen
session-viewport-finite = die Ansicht muss endlich sein und innerhalb von ±10⁷ liegen
session-viewport-small = die Ansicht ist zu klein
# $tool ist der angegebene Name, in Anführungszeichen.
session-unknown-tool = unbekanntes Werkzeug { $tool }: die Werkzeuge sind point, spray, eraser, select und jitter
session-spray-count = die Anzahl beim Sprühen muss zwischen 1 und { $max } liegen
session-spray-aspect = das Seitenverhältnis beim Sprühen muss zwischen 0,05 und 1 liegen
session-brush-radius = der Pinselradius muss zwischen 4 und 200 Pixeln liegen
session-none-selected = es sind keine Punkte ausgewählt
session-brush-positive = der Pinsel braucht einen positiven Radius
session-no-stroke = es ist kein Strich im Gange
session-speed = die Geschwindigkeit muss zwischen { $min } und { $max } Schritten pro Sekunde liegen
session-decides-none = das Modell entscheidet keine Klasse
session-threshold-class = bei zwei Klassen liegt die Schwelle auf der Kurve der Klasse { $class }
session-no-threshold = dieses Modell hat keine Schwelle zum Verschieben
session-curve-point = die Kurve der Klasse { $class } hat { $n } Punkte, keinen Punkt { $index }
session-curve-finite = die Bewertungen der Kurve sind dort nicht endlich
# $set ist der angegebene Wert, in Anführungszeichen.
session-set = die Menge muss "train" oder "test" sein, nicht { $set }
session-standard-already = die Punkte sind bereits in Standardeinheiten

## Die Auswertung: was der Punkt einer Kurve setzt.

session-score-sign = h(x), die Log-Odds bei einem probabilistischen Modell: der Punkt setzt t, entschieden wird dort, wo h ≥ t
session-score-two = die Differenz a_k − a_j der Aktivierungen der beiden Klassen (keine Schwelle dieses Modells zum Verschieben)
session-score-argmax = s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j), a die Aktivierungen nach den Priors (h bei Diskriminanten): Klasse k wird dort entschieden, wo s_k ≥ −δ_k, der Punkt setzt also δ_k
session-score-other = die Bewertung der Klasse k durch das Modell (ihre A-posteriori-Wahrscheinlichkeit oder h_k): keine Schwelle seiner Entscheidung

## Das Bild des Gewichtsraums: warum es sich nicht zeichnen lässt, als eigene Sätze.

session-weightspace-points = Fügen Sie Punkte zweier Klassen hinzu, um den Lösungsbereich zu sehen.
session-weightspace-many = Die Ansicht des Gewichtsraums zeichnet eine Gerade je Punkt: sie nimmt höchstens { $max } Punkte.
session-weightspace-two = Die Ansicht des Gewichtsraums ist für zwei Klassen.
session-weightspace-basis = Die Ansicht des Gewichtsraums zeigt a = (w₀, w₁, w₂): wählen Sie keine Basisfunktionen.
session-weightspace-linear = Die Ansicht des Gewichtsraums ist für ein Zwei-Klassen-Verfahren, das eine lineare Funktion h(x) = w₀ + wᵀx liefert.

## Die Ablehnungen und Gründe des Netzes.

session-network-no-data = das Netz hat noch keine Punkte zweier Klassen zum Trainieren
session-network-basis-set = eine verdeckte Schicht, die die Basis ist, wird mit dem Parameter "layer" gewählt und hat keine verdeckten Gewichte zum Setzen
session-network-output-rows = das Netz hat { $want } Ausgabezeilen für seine Klassen, nicht { $n }
session-network-no-line = es gibt keine Gerade des verdeckten Neurons { $unit } zum Ziehen
session-network-no-drag = es wird keine Gerade gezogen
session-network-drag-gone = das gezogene Neuron gibt es nicht mehr
session-network-off-plane = die Gerade würde die Ebene verlassen
