### Die Wörter von Hyperplane über Szenen, Links und Punktdateien (Paket engine/scene), auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Eine Szene prüfen.

scene-version-range = die Version { $version } ist keine Szenenversion, die diese Seite liest (1 bis { $max })
scene-the-title = der Titel
scene-the-text = der Text
scene-classes-count = eine Szene hat 1 bis { $max } Klassen, nicht { $n }
scene-class-name = der Name der Klasse { $class }
scene-class-no-name = Klasse { $class } hat keinen Namen
# $name ist der Name der Klasse, in Anführungszeichen.
scene-class-twice = die Klassen { $a } und { $b } heißen beide { $name }; geben Sie ihnen verschiedene Namen
# $id ist die angegebene Kennung, in Anführungszeichen; $n die Zahl der Verfahren.
scene-unknown-method = unbekannter Algorithmus { $id }; das Menü der Algorithmen listet die { $n }, die diese Seite kennt
# $key ist die Einstellung, wie ein Skript sie schreibt, in Anführungszeichen; $method der Name des Verfahrens.
scene-param-of = Parameter { $key } von { $method }: { $why }
scene-param-of-method = Parameter von { $method }: { $why }
scene-basis = Basis: { $why }
# $shading ist der angegebene Wert, in Anführungszeichen; $choices die Werte, die ein Skript schreiben darf.
scene-unknown-shading = unbekannte Schattierung { $shading }; verwenden Sie { $choices }
scene-compare-unknown = Vergleich mit dem unbekannten Algorithmus { $id } nicht möglich
scene-compare-too-many = der Vergleich listet { $n } Algorithmen, mehr als es gibt
scene-speed = die Geschwindigkeit muss zwischen { $min } und { $max } Schritten pro Sekunde liegen, nicht { $value }
scene-viewport-finite = Ansicht: { $value } ist keine endliche Zahl
scene-viewport-limit = Ansicht: { $value } liegt jenseits der Grenze von { $max }
# $axis ist x oder y.
scene-viewport-order = Ansicht: das kleinste { $axis } ({ $lo }) muss unter dem größten ({ $hi }) liegen
scene-viewport-narrow = Ansicht: der { $axis }-Bereich { $lo } bis { $hi } ist zu schmal zum Zeichnen
scene-value-too-long = der Wert ist zu lang für eine Auswahl
scene-value-list = eine Liste ist kein Parameterwert
scene-value-object = ein Objekt ist kein Parameterwert
# $type ist die Art des Werts, wie Go sie nennt.
scene-value-type = ein Wert vom Typ { $type } ist kein Parameterwert
scene-lesson-size = die Lektion ist { $size } lang; die Grenze ist { $max }
scene-lesson-object = die Lektion sollte ein JSON-Objekt {"{"}…{"}"} sein
scene-axis-name = der Name der { $axis }-Achse
scene-axis-units = die Einheiten der { $axis }-Achse
scene-axis-mean = die { $axis }-Achse: Mittelwert und Standardabweichung müssen endlich sein, die Abweichung nicht negativ
scene-dataset-id = die Kennung des Datensatzes
scene-split-fraction = der Testanteil muss zwischen 0 und { $max } liegen, nicht { $value }
scene-decision-dropped = die Entscheidungsstufe wurde weggelassen: { $why }
# $key oder $keys sind die Einstellungen, wie ein Skript sie schreibt, in Anführungszeichen; $method die Kennung des Verfahrens.
scene-dropped-one = den Parameter { $key } verworfen, den { $method } nicht hat
scene-dropped-some = die Parameter { $keys } verworfen, die { $method } nicht hat
scene-dropped-more = die Parameter { $keys } und { $more } weitere verworfen, die { $method } nicht hat

## Die Schalter des Abschnitts Ansicht.

scene-view-boundary = { -boundary }
scene-view-misclassified = Fehler markieren
scene-view-weights = w und w₀/‖w‖
scene-view-margins = Ränder
scene-view-update = letztes Update
scene-view-novikoff = Novikoff R, γ
scene-view-fisher = Fisher-Ansicht
scene-view-densities = Klassendichten
scene-view-contours = Konturen von p(C|x)
scene-view-whitened = Whitening-Raum
scene-view-ambiguity = mehrdeutige Bereiche
scene-view-grid = Gitter
scene-view-backprop = nächster Schritt eines Netzes

## Punktdateien (CSV).

# $line ist die Nummer der Zeile der Datei, in Ziffern; $why, was dort nicht stimmt.
scene-csv-line = Zeile { $line }: { $why }
scene-csv-binary = das ist keine Textdatei (sie enthält Binärdaten); speichern Sie die Punkte als CSV-Text
scene-csv-fields = 3 Felder erwartet (x, y, Klasse), { $n } gefunden
scene-csv-too-many = die Datei hat mehr als { $max } Punkte, die Grenze
scene-csv-class-list = die Liste der Klassen: { $why }
scene-csv-class-list-empty = die Liste der Klassen nennt keine Klasse
scene-csv-header = die Kopfzeile sollte 3 Spalten nennen (x, y, Klasse), nicht { $n }
# $axis ist x oder y; $value der Text der Datei, in Anführungszeichen.
scene-csv-coord-huge = { $axis } = { $value } ist zu groß; Koordinaten sind auf ±{ $max } begrenzt
scene-csv-coord-nan = { $axis } = { $value } ist keine Zahl
scene-csv-coord-infinite = { $axis } = { $value } ist keine endliche Zahl
scene-csv-coord-limit = { $axis } = { $value } liegt jenseits der Grenze von ±{ $max }
# $class ist die Klasse, wie die Datei sie schreibt, in Anführungszeichen.
scene-csv-class-not-number = die Klasse { $class } ist keine Zahl (die erste Zeile gab ihre Klasse als Zahl an, also muss jede Zeile das tun)
scene-csv-class-range = die Klasse { $class } ist keine Klassennummer (1 bis { $max })
scene-csv-class-range-zero = die Klasse { $class } ist keine Klassennummer (0 bis { $max }, da eine andere Zeile die Klasse 0 hat)
scene-csv-class-empty = die Klasse ist leer
scene-csv-class-long = der Klassenname { $class } ist länger als { $max } Zeichen
scene-csv-class-twice = die Klasse { $class } ist doppelt aufgeführt
scene-csv-class-too-many = die Klasse { $class } wäre Klasse { $n }; eine Szene hat höchstens { $max } Klassen
scene-csv-header-only = die Datei hat eine Kopfzeile, aber keine Punkte
scene-csv-no-points = die Datei enthält keine Punkte
scene-csv-too-large = die Datei ist größer als { $max }, die Grenze
scene-csv-line-long = Zeile { $line } ist länger als { $max }; das sieht nicht nach einer CSV-Datei mit Punkten aus
scene-csv-unreadable = die Datei kann nicht gelesen werden: { $why }
scene-csv-quote-open = ein Anführungszeichen ist nicht geschlossen
scene-csv-after-quote = nach einem schließenden Anführungszeichen steht Text
# Der Name einer Spalte einer Tabelle ohne Kopfzeile.
scene-csv-column = Spalte { $n }
scene-csv-no-rows = die Datei hat keine Zeilen
scene-csv-columns = die Datei hat { $n } Spalten; x, y und die Klasse müssen darunter sein

## Szenendateien.

scene-size = die Szene ist { $size } lang; die Grenze ist { $max }
scene-empty = die Szene ist leer
scene-no-version = das ist keine Hyperplane-Szene: sie hat keine Versionsnummer
# $version ist der Text der Datei.
scene-version-not-whole = die Version { $version } ist keine ganze Zahl wie { $example }
scene-version-invalid = die Version { $version } ist keine gültige Szenenversion
scene-newer = diese Szene stammt von einem neueren Hyperplane (Szenenformat { $format }; diese Seite liest Format { $max } und älter): öffnen Sie sie mit der neueren Seite
scene-points-list = die Punkte müssen eine Liste von Tripeln [x, y, Klasse] sein
scene-too-many-points = die Szene hat mehr als { $max } Punkte, die Grenze
scene-point-triple = Punkt { $point } muss ein Tripel [x, y, Klasse] sein
scene-point-short = Punkt { $point } hat { $n } Zahlen; er muss ein Tripel [x, y, Klasse] sein
scene-point-empty = Punkt { $point } ist leer; er muss ein Tripel [x, y, Klasse] sein
# $what ist x, y oder class.
scene-point-nan = Punkt { $point }: { $what ->
    [class] die Klasse
   *[other] { $what }
} ist keine Zahl
scene-point-huge = Punkt { $point }: { $what ->
    [class] die Klasse
   *[other] { $what }
} = { $value } ist zu groß
scene-point-long = Punkt { $point } hat mehr als 3 Zahlen; er muss ein Tripel [x, y, Klasse] sein
scene-point-class = Punkt { $point }: die Klasse { $class } ist keine ganze Zahl ab 0 (der ersten Klasse)
scene-point-class-max = Punkt { $point }: die Klasse { $class } liegt jenseits der letzten von { $max } möglichen Klassen (Klassen zählen ab 0)
scene-point-after = nach Punkt { $point }: , oder ] erwartet
scene-points-after = Punkte: unerwarteter Text nach der Liste

## Links zum Teilen.

scene-link-too-large = die Szene ist zu groß für einen Link ({ $size }); speichern Sie sie stattdessen als Datei
scene-link-empty = der Link enthält keine Szene
scene-link-long = der Link ist { $size } lang; die Grenze ist { $max }
scene-link-not-ours = das ist kein Hyperplane-Link: er sollte mit v2. beginnen
# $version ist der Anfang des Links, in Anführungszeichen.
scene-link-version = das ist kein Hyperplane-Link: { $version } ist keine Linkversion
scene-link-newer = dieser Link stammt von einem neueren Hyperplane (Linkformat { $format }; diese Seite liest Format { $max }): öffnen Sie ihn mit der neueren Seite
scene-link-damaged-at = der Link ist bei Zeichen { $at } beschädigt: er enthält Zeichen, die ein Hyperplane-Link nicht hat, oder er wurde abgeschnitten (wurde er beim Kopieren verändert?)
scene-link-damaged = der Link ist beschädigt: { $why }
scene-link-cut = der Link ist abgeschnitten: sein Ende fehlt (wurde er vollständig kopiert?)
scene-link-corrupt = der Link ist beschädigt: seine komprimierten Daten sind fehlerhaft
scene-link-unpacks = der Link entpackt zu mehr als { $max }, der Grenze; er wurde nicht von Hyperplane erstellt
scene-link-scene = der Link enthält eine Szene, die sich nicht öffnen lässt: { $why }
scene-link-no-checksum = der Link ist beschädigt oder abgeschnitten: seine Prüfsumme fehlt (wurde er vollständig kopiert?)
scene-link-checksum = der Link ist beschädigt: seine Prüfsumme stimmt nicht (wurde er beim Kopieren verändert?)

## Die Ablehnungen und Gründe des Netzes.

scene-network-method = die Szene enthält die Gewichte eines Netzes, aber ihr Verfahren ist { $method }
scene-network-weights = die Gewichte des Netzes: { $why }
scene-class-default = Klasse { $n }
