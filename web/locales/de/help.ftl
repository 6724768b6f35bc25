### Die Wörter von Hyperplane: die Hilfe, das Fehlerfenster und die Angaben zu einer Sprache, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

help-title = { -hyperplane }
help-intro = Klicken Sie { -points } von zwei oder mehr { -classes } in die Ebene, wählen Sie ein Verfahren und drücken Sie Start, um dem Training zuzusehen.
help-mouse = Maus und Touch
help-mouse-add = Klicken (Tippen): einen { -point } der aktuellen { -class } hinzufügen
help-mouse-drag = Einen { -point } ziehen: ihn verschieben – Verfahren in geschlossener Form passen sich beim Ziehen neu an
help-mouse-remove = Rechtsklick, Umschalt-Klick (langes Drücken): den nächsten { -point } entfernen
help-mouse-pan = Leere Fläche ziehen oder mit der mittleren Taste in jedem Werkzeug ziehen: verschieben · Mausrad: zoomen
help-keyboard = Tastatur
help-key-play = Start / Pause
help-key-step = ein { -step }
help-key-reset = die { -weights } zurücksetzen
help-key-class = { -class } neuer { -points }
help-key-undo = rückgängig / wiederholen
help-key-fit = die Ansicht an die { -points } anpassen
help-key-tools = Werkzeuge: { -point }, Sprühen, Radierer, Lasso, Rechteck, Verwackeln
help-key-delete = die ausgewählten { -points } löschen
help-key-help = diese Hilfe
help-key-escape = diese Hilfe und das Fehlerfenster schließen
help-conventions = Konventionen
help-conventions-text = { -classes } sind von 1…K nummeriert. Bei Zwei-Klassen-Verfahren ist { -class } 1 die positive { -class } (y = +1). Vektoren werden erweitert als z = (1, x) mit a = (w₀, w), der { -bias } steht also vorn. Kovarianzen sind Maximum-Likelihood-Schätzungen (geteilt durch Nₖ).
help-limits = Grenzen
help-limits-text = Höchstens 200.000 { -points }, 6 { -classes }, 32 Gauß-Zentren und Koordinaten innerhalb von ±10⁶; Dateien bis 32 MB. Die Wiedergabe behält 4.000 Momentaufnahmen (ein längerer Lauf wird gleichmäßig ausgedünnt). Rückgängig behält 200 Änderungen und höchstens 600.000 gespeicherte { -points } (6 Änderungen mit 100.000 { -points(case: "dat") }). Das Training nimmt höchstens 8 ms jedes Frames.
help-api = Die API der Seite ist <code>window.hyperplane</code>; probieren Sie <code>hyperplane.state()</code> in der Konsole.
help-close = Schließen

## Die Angaben zur Sprache der Seite, in der Hilfe.

help-language = Diese Sprache
help-language-not-reviewed = nein
# $file: Dateien ihres Katalogs, aufgezählt; $who: wer sie erstellt hat; $reviewed: ob, oder von wem, eine Lehrkraft sie geprüft hat.
help-language-file = { $file }: erstellt von { $who }; von einer Lehrkraft geprüft: { $reviewed }
# $n: die Dateien der Sprache, alle von denselben erstellt und geprüft.
help-language-all = { $n ->
    [one] Ihre Datei: erstellt von { $who }; von einer Lehrkraft geprüft: { $reviewed }
   *[other] Ihre { $n } Dateien: erstellt von { $who }; von einer Lehrkraft geprüft: { $reviewed }
}
help-language-missing = { $n ->
    [one] Eine Meldung dieser Seite gibt es noch nicht in dieser Sprache; sie wird auf Englisch gezeigt.
   *[other] { $n } Meldungen dieser Seite gibt es noch nicht in dieser Sprache; sie werden auf Englisch gezeigt.
}

## Das Fehlerfenster.

help-fault-title = Etwas ist schiefgegangen
help-fault-text = Das Training ist angehalten, und Ihre { -points } bleiben erhalten. Sie können weiterarbeiten, die Szene exportieren oder die Details für einen Fehlerbericht kopieren.
help-fault-copy = Details kopieren
help-fault-copied = Kopiert
# $message: was schiefging, wie das Programm es sagte; $where: der Teil des Programms.
help-fault-message = { $message } (in { $where })
