### Die Wörter von Hyperplane: der Abschnitt Bilder (Zerschmettern, Gewichtsraum, die erweiterte Ansicht), auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pic-shatter-empty = Fügen Sie einen bis sechs { -points } hinzu (ihre { -classes } spielen keine Rolle), um jede Art zu sehen, sie zu beschriften.
# $n: die Punkte in der Ebene.
pic-shatter-too-many = Der Explorer nimmt höchstens sechs { -points }; es sind { $n }. Entfernen Sie einige, oder laden Sie die Datensätze „… Punkte zerschmettern“.
# $conclusion: was die Beschriftungen zeigen, wie das Programm es sagt.
pic-shatter-conclusion = { $conclusion }.
# $m: ξ oder b, der Rand, den jede Nebenbedingung verlangt.
pic-weights-region = schattiert: die { -weights } w mit yᵢ(w₀ + wᵀxᵢ) ≥ { $m } für jeden { -point }
pic-weights-empty = kein w in diesem Bild erfüllt bei diesem w₀ jede Nebenbedingung
# $w0: der Schnitt; $b: der Wert des Rands; $region: was schattiert ist.
pic-weights-note = Schnitt w₀ = { $w0 } durch den Lösungsbereich, { $m } = { $b }: { $region }. Jede Gerade ist die Nebenbedingung eines { -point(case: "gen") }; der Pfad sind die { -weights } (w₁, w₂) während des Trainings, der blaue Punkt die aktuellen.
pic-weights-too-many = Die Ansicht des { -weight(case: "compound") }raums zeichnet eine Gerade je { -point }: sie nimmt höchstens 500 { -points }.
pic-lift-too-many = Die erweiterte Ansicht zeichnet höchstens 5.000 { -points }.
pic-lift-paraboloid = Angehobener Raum: (x, y, x² + y²)
pic-lift-paraboloid-canvas =
    .aria-label = Die { -points }, angehoben auf (x, y, x² + y²) auf einem Paraboloid, mit der Ebene des kreisförmigen Teils der { -boundary }; zum Drehen ziehen
pic-lift-poly-kernel = Der Polynomkern (γxᵀx' + c₀)² hat eine explizite Anhebung: f(x) = Σ αₙyₙK(xₙ, x) + b ist eine Zeile über (1, x, y, x², xy, y²), und jeder { -point } wird auf (x, y, x² + y²) auf einem Paraboloid angehoben.
pic-lift-poly-basis = Mit der Polynombasis vom Grad 2 wird jeder { -point } auf (x, y, x² + y²) auf einem Paraboloid angehoben.
pic-lift-circle = Die Ebene w₀ + w₁x + w₂y + c(x² + y²) = 0, mit c = ½(w₁₁ + w₂₂), schneidet das Paraboloid entlang eines Kreises; die schwarze Kurve ist die { -boundary } h(x, y) = 0 auf dem Paraboloid.
pic-lift-exact = Hier ist w₁₂ = 0 und w₁₁ = w₂₂, die { -boundary } ist also genau dieser Schnitt: eine Ebene trennt die angehobenen { -classes }.
# $w12, $diff: w₁₂ und w₁₁ − w₂₂, ausgeschrieben.
pic-lift-not-plane = Hier sind w₁₂ = { $w12 } und w₁₁ − w₂₂ = { $diff } nicht 0, die { -boundary } ist in dieser Anhebung also keine Ebene: die Ebene behält nur den kreisförmigen Teil von h, und die Kurve verlässt ihren Schnitt.
pic-lift-two-class = Die Ebene wird für ein Zwei-Klassen-Verfahren gezeichnet.
pic-lift-drag = Zum Drehen ziehen.
pic-lift-plane = Jeder { -point } wird auf z = (1, x, y) in der Ebene z₀ = 1 angehoben; der Klassifikator ist die Ebene aᵀz = 0 durch den Ursprung, die z₀ = 1 entlang der { -boundary } (schwarz) schneidet.
pic-lift-plane-none = Jeder { -point } wird auf z = (1, x, y) in der Ebene z₀ = 1 angehoben. Die Ebene aᵀz = 0 wird für ein Zwei-Klassen-Verfahren ohne Basisfunktionen gezeichnet.
pic-lift-rbf = Der Gaußkern exp(−γ‖x − x'‖²) hebt die { -points } in einen Raum unendlicher Dimension: es gibt keine explizite Anhebung zum Zeichnen, daher zeigt die Ansicht z = (1, x, y); die { -boundary } im Diagramm ist f(x) = Σ αₙyₙK(xₙ, x) + b = 0.
# $degree: der Grad des Kerns.
pic-lift-poly-degree = Der Polynomkern vom Grad { $degree } hebt die { -points } auf die Monome bis zum Grad { $degree }, mehr als drei Koordinaten: nur Grad 2 wird gezeichnet, auf dem Paraboloid.
pic-lift-poly-classes = Die Anhebung des Polynomkerns wird für zwei { -classes } gezeichnet.
