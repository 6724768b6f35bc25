### Die Wörter von Hyperplane für die Tastatur des Diagramms (Paket wasm/keys): die Tastenliste der Hilfe und was jede Taste tat, für die Live-Region, auf Deutsch.
### Die Tastennamen sind die einer deutschen Tastatur (Enter, Esc, Entf, Rücktaste, Pos1, Umschalt).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Die Tastenliste: keys-label-… nennt die Tasten, keys-help-… sagt, was sie tun.

keys-label-move = ← → ↑ ↓
keys-help-move = den Cursor um einen Gitterschritt bewegen, mit Umschalt um ein Zehntel davon; die Ansicht folgt dem Cursor
keys-label-enter = Enter
keys-help-enter = einen Punkt der aktuellen Klasse am Cursor hinzufügen; mit einem anderen Werkzeug (Sprühen, Radierer, Lasso, Rechteck, Verwackeln) dort dessen Strich beginnen
keys-label-class = 1 – 6
keys-help-class = die Klasse neuer Punkte
keys-label-delete = Entf, Rücktaste
keys-help-delete = die ausgewählten Punkte entfernen, sonst den Punkt, der dem Cursor am nächsten ist
keys-label-point-mode = m
keys-help-point-mode = Punktmodus: den Punkt wählen, der dem Cursor am nächsten ist
keys-label-next = n, Umschalt+n
keys-help-next = den nächsten Punkt wählen, oder den vorigen
keys-label-choose = ← → ↑ ↓ im Punktmodus
keys-help-choose = den nächstgelegenen Punkt in dieser Richtung wählen
keys-label-grab = Enter im Punktmodus
keys-help-grab = den gewählten Punkt greifen: die Pfeiltasten bewegen ihn, Enter legt ihn ab, Esc setzt ihn zurück
keys-label-delete-chosen = Entf im Punktmodus
keys-help-delete-chosen = den gewählten Punkt entfernen
keys-label-leave = Esc oder m im Punktmodus
keys-help-leave = zurück zum Cursor, dorthin, wo der gewählte Punkt ist
keys-label-move-grabbed = ← → ↑ ↓ mit gegriffenem Punkt
keys-help-move-grabbed = ihn um einen Gitterschritt bewegen, mit Umschalt um ein Zehntel davon
keys-label-drop = Enter mit gegriffenem Punkt
keys-help-drop = ihn ablegen
keys-label-put-back = Esc mit gegriffenem Punkt
keys-help-put-back = ihn dorthin zurücksetzen, wo er war
keys-label-stroke-move = ← → ↑ ↓ während eines Strichs
keys-help-stroke-move = den Strich führen: die Sprühwolke ausbreiten, das Lasso oder das Rechteck zeichnen, den Radierer oder das Verwackeln bewegen
keys-label-stroke-end = Enter während eines Strichs
keys-help-stroke-end = ihn beenden: die Punkte sprühen, auswählen, was das Lasso oder das Rechteck umfasst
keys-label-stroke-cancel = Esc während eines Strichs
keys-help-stroke-cancel = ihn abbrechen
keys-label-unit = u, Umschalt+u
keys-help-unit = die verdeckten Neuronen eines Netzes: die Gerade des nächsten Neurons wählen, oder des vorigen
keys-label-unit-move = ↑ ↓ mit gewählter Neuronengerade
keys-help-unit-move = die Gerade entlang ihres Pfeils um einen Gitterschritt verschieben, mit Umschalt um ein Zehntel davon; ← → drehen sie um 5° um ihre Mitte, mit Umschalt um 1° (jedes ein Schritt zum Rückgängigmachen)
keys-label-unit-leave = Esc mit gewählter Neuronengerade
keys-help-unit-leave = zurück zum Cursor
keys-label-clear-selection = Esc
keys-help-clear-selection = die Auswahl aufheben
keys-label-relabel = c
keys-help-relabel = dem gewählten Punkt oder den ausgewählten Punkten die Klasse neuer Punkte geben
keys-label-zoom = + und -
keys-help-zoom = um den Cursor hinein- und herauszoomen
keys-label-home = Pos1
keys-help-home = den Cursor in die Mitte der Ansicht setzen
keys-label-describe-at = d
keys-help-describe-at = den Ort unter dem Cursor beschreiben: seine Klasse und Bewertung, seinen Abstand von der Grenze, den nächsten Punkt
keys-label-describe-all = i
keys-help-describe-all = die volle Beschreibung des Diagramms vorlesen
keys-label-tab = Tab
keys-help-tab = das Diagramm verlassen

## Was eine Taste tat. $place ist ein Ort der Ebene, $point ein Punkt
## (go-describe.ftl), $class eine Klasse.

# $error ist eine Ablehnung, als Satz.
keys-failed = { $error }.
keys-cursor-side = { $place }, { $side }
keys-cursor-on-point = { $place }, auf Punkt { $n } ({ $class })
keys-home = Mitte der Ansicht, { $place }
keys-predict-boundary = Ihre Vorhersage: ein Punkt der { -boundary } bei { $at }.
keys-no-point-to-mark = Hier ist kein Punkt zum Markieren: m oder n wählt einen.
keys-added = Punkt { $n } hinzugefügt, { $class }, bei { $at }.
keys-tools-plain-view = Die Werkzeuge zeichnen in der normalen Ansicht: schalten Sie den Whitening-Raum aus.
# $stroke sagt, was die Pfeiltasten im gerade begonnenen Strich tun.
keys-stroke-started = { $stroke } Enter beendet, Esc bricht ab.
keys-new-points = Neue Punkte: { $class }.
keys-deleted-selected = { $n ->
    [one] { $n } ausgewählter Punkt gelöscht
   *[other] { $n } ausgewählte Punkte gelöscht
}.
keys-no-point-near = Kein Punkt nahe dem Cursor: m wählt den nächstgelegenen.
keys-removed = { $point } entfernt.
keys-pick-first = Die Lektion fragt zuerst nach Ihrer Vorhersage: Enter markiert sie; die Punkte bleiben, wie sie sind.
keys-whitened-no-zoom = Der Whitening-Raum lässt sich nicht zoomen.
# $way ist "in" oder "out"; $x0 bis $y1 die Ränder der Ansicht.
keys-zoomed = { $way ->
    [in] Hineingezoomt
   *[out] Herausgezoomt
}: x von { $x0 } bis { $x1 }, y von { $y0 } bis { $y1 }.
keys-describe-at = { $place }.
keys-no-points = Es gibt keine Punkte.
keys-point-mode = Punktmodus: { $point }.
keys-point = { $point }.
keys-no-point-further = Kein Punkt weiter { $toward }.
keys-cursor-at = Cursor bei { $place }.
keys-unit-where = { $case ->
    [start] Neuron { $unit }, { $words }, sein Pfeil { $toward }
   *[other] Neuron { $unit }, { $words }, sein Pfeil { $toward }
}
keys-unit-none = Keine Gerade eines verdeckten Neurons zum Wählen: das Verfahren ist kein Netz in der Ebene, oder seine Geraden liegen außerhalb der Ansicht.
keys-unit-chosen = { $unit }. ↑ und ↓ verschieben sie, ← und → drehen sie, Esc verlässt sie.
keys-unit-gone = Die Gerade von Neuron { $unit } ist nicht mehr in der Ansicht: zurück zum Cursor.
keys-unit-left-view = Die Gerade von Neuron { $unit } hat die Ansicht verlassen.
keys-unit-moved = { $unit }.
keys-grabbed = Punkt { $n } bei { $at } gegriffen: die Pfeiltasten bewegen ihn, Enter legt ihn ab, Esc setzt ihn zurück.
keys-predict-mark = Ihre Vorhersage: Punkt { $n } markiert, oder die Markierung entfernt, falls er markiert war.
keys-place-misclassified = { $place }, falsch klassifiziert
keys-place-correct = { $place }, richtig klassifiziert
keys-dropped = Punkt { $n } bei { $at } abgelegt.
keys-put-back = Punkt { $n } zurück nach { $at } gesetzt.
keys-removed-last = { $point } entfernt. Es sind keine Punkte mehr übrig.
keys-removed-now = { $point } entfernt. Jetzt { $now }.
keys-gave = { $n ->
    [one] { $n } ausgewählter Punkt erhielt
   *[other] { $n } ausgewählte Punkte erhielten
} { $class }.
keys-choose-first = Wählen Sie zuerst einen Punkt (m oder n), oder wählen Sie Punkte mit dem Rechteck oder dem Lasso aus.

## Die Zeichenwerkzeuge am Cursor.

keys-stroke-spray = Sprühen: die Pfeiltasten breiten die Wolke aus { $n } Punkten von { $class } aus.
keys-stroke-moving = Die { $n } ausgewählten Punkte werden mit den Pfeiltasten verschoben.
keys-stroke-box = Rechteck: die Pfeiltasten bewegen seine gegenüberliegende Ecke.
keys-stroke-lasso = Lasso: die Pfeiltasten zeichnen es.
keys-stroke-eraser = Radierer: die Pfeiltasten führen ihn über die zu entfernenden Punkte.
keys-stroke-jitter = Verwackeln: die Pfeiltasten führen es über die zu verwackelnden Punkte.
keys-sprayed = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
} von { $class } gesprüht.
keys-moved = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
} verschoben.
keys-selected-none = Keine Punkte ausgewählt.
keys-selected = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
} ausgewählt: Entf entfernt sie, c gibt ihnen die aktuelle Klasse, Enter auf einem von ihnen verschiebt alle.
keys-erased = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
} radiert.
keys-jittered = Die Punkte, über die der Pinsel fuhr, wurden verwackelt.
keys-stroke-cancelled = Strich abgebrochen.
keys-selection-cleared = Auswahl aufgehoben.

## Das Diagramm selbst, für einen Screenreader: Name, Rolle und Bedienung.

keys-plot-label = Diagramm der Punkte und der { -boundary }
keys-plot-role = interaktives Diagramm
# Die Zeichenfläche des Diagramms, beim Sprachwechsel neu beschriftet.
keys-plot =
    .aria-label = { keys-plot-label }
    .aria-roledescription = { keys-plot-role }
keys-plot-help = Die Pfeiltasten bewegen einen Cursor, Enter fügt einen Punkt der aktuellen Klasse hinzu, Ziffern wählen die Klasse, m wählt Punkte zum Verschieben oder Entfernen, d beschreibt den Ort unter dem Cursor und i das ganze Diagramm. Die Hilfe (Fragezeichen) listet jede Taste; Tab verlässt das Diagramm.
