### Die Wörter von Hyperplane: das Diagramm per Tastatur, seine Beschreibung und die Punkttabelle, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

access-keys-table =
    .aria-label = Die Tasten des Diagramms
access-keys-sep = {", "}
access-keys-or = {" oder "}
access-anywhere = Die Einzelbuchstaben-Tasten oben überall auf der Seite wirken lassen (nicht in Textfeldern), nicht nur im Diagramm und in ihren eigenen Bedienelementen
access-scope = Die Tasten oben wirken, solange das Diagramm oder das Bedienelement, zu dem sie gehören (die Werkzeugleiste, die Zeichenwerkzeuge, die { -classes }), den Fokus hat.
access-plot-keys = Das Diagramm per Tastatur
access-plot-keys-intro = Mit Tab zum Diagramm (es kommt auf der Seite zuerst). Ein Cursor erscheint; das Diagramm sagt, was jede Taste getan hat, und die Zusammenfassung des Modells, wenn es sich ändert.
access-description = Beschreibung des Diagramms
# $said: was die Tasten des Diagramms zuletzt gesagt haben.
access-keyboard-said = Tastatur: { $said }

## Die Punkttabelle.

points-box = Tabelle der { -points }
points-caption = Die { -points }: x, y oder die { -class } eines { -point(case: "gen") } bearbeiten
points-col-class = { -class }
points-col-state = Zustand
points-col-remove = entfernen
points-new-x =
    .aria-label = x des neuen { -point(case: "gen") }
points-new-y =
    .aria-label = y des neuen { -point(case: "gen") }
points-new-class =
    .aria-label = { -class } des neuen { -point(case: "gen") }
points-add = Hinzufügen
points-hint = x, y oder die { -class } eines { -point(case: "gen") } bearbeiten: jede Änderung ist ein Schritt zum Rückgängigmachen.
points-new = Neuer { -point }:
# $n: die Nummer des Punkts.
points-x-of = x von { -point } { $n }
points-y-of = y von { -point } { $n }
points-class-of = { -class } von { -point } { $n }
points-remove = { -point } { $n } entfernen
points-none = keine { -points }
# $first–$last von $total Punkten.
points-range = { $first }–{ $last } von { $total }
points-test = Test
points-misclassified = falsch klassifiziert
