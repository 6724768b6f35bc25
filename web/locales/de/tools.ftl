### Die Wörter von Hyperplane: die Zeichenwerkzeuge, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

tools-bar =
    .aria-label = Zeichenwerkzeuge
# Der Knopf eines Werkzeugs zeigt sein Symbol; sein Name wird vorgelesen und sein Titel gezeigt.
tools-point =
    .aria-label = { -point }
    .title = { -point }: Klick fügt einen { -point } hinzu, Ziehen verschiebt einen oder die Ansicht (p)
tools-spray =
    .aria-label = Sprühen
    .title = Sprühen: von der Mitte nach außen ziehen; das Ziehen legt Streuung und Richtung einer gaußschen Wolke fest (a)
tools-eraser =
    .aria-label = Radierer
    .title = Radierer: entfernt die { -points }, über die der Pinsel fährt (e)
tools-lasso =
    .aria-label = Lasso
    .title = Lasso: um { -points } herumzeichnen, um sie auszuwählen; einen ausgewählten { -point } ziehen verschiebt alle (l)
tools-box =
    .aria-label = Rechteck
    .title = Rechteck: ein Rechteck aufziehen, um { -points } auszuwählen; einen ausgewählten { -point } ziehen verschiebt alle (b)
tools-jitter =
    .aria-label = Verwackeln
    .title = Verwackeln: verschiebt jeden { -point }, über den der Pinsel fährt, um etwas Rauschen (j)
tools-count-box =
    .title = { -points } je Sprühstrich
tools-count =
    .aria-label = { -points } je Sprühstrich
tools-delete-title =
    .title = Die ausgewählten { -points } löschen (Entf)
# $n: die ausgewählten Punkte.
tools-delete = { $n } löschen
tools-relabel = → { -class }
    .title = Den ausgewählten { -points(case: "dat") } die { -class } neuer { -points } geben
