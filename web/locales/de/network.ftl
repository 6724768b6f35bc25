### Die Wörter von Hyperplane: die des neuronalen Netzes (sein Kasten im Bedienfeld, die Beschreibung seiner verdeckten Neuronen im Diagramm, der Neuronenmodus der Tastatur, sein verdeckter Raum und die Backpropagation), auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Der Kasten des Netzes im Bedienfeld (web/js/network.js).

network-box-heading = Verdeckte Neuronen
network-units-caption = Die verdeckten Neuronen: die Gerade wᵀx + b = 0 jedes Neurons im Diagramm, in seiner Farbe
network-units-unit = Neuron
network-units-colour = Farbe
network-units-weights = w
network-units-bias = b
network-units-outgoing = Ausgehend ‖v‖
network-unit-name = Neuron { $unit }
network-reseed = Neuer Seed
network-reseed-title = Neu beginnen mit den Gewichten, die ein anderer Seed zieht: oft eine andere Lösung, manchmal ein lokales Minimum
network-swap = Tauschen
network-swap-title = Zwei verdeckte Neuronen und ihre ausgehenden Gewichte tauschen: dieselbe Funktion, ein anderer Punkt im Gewichtsraum
network-swap-first = Erstes Neuron zum Tauschen
network-swap-second = Zweites Neuron zum Tauschen
network-flip = Vorzeichen umkehren
network-flip-title = Die Gewichte eines Neurons (w, b → −w, −b) und seine ausgehenden Gewichte umkehren: dieselbe Funktion
network-flip-unit = Neuron zum Umkehren
network-hint = Die Gerade eines Neurons ziehen verschiebt sie, ihre Scheibe ziehen dreht sie; im Diagramm wählt u eine Gerade, und die Pfeiltasten verschieben und drehen sie.
network-basis-hint = Die verdeckte Schicht ist die Basis: ihre Neuronen sind die Basisfunktionen, fest, und haben keine Geraden zum Ziehen.
network-curves-hint = Mit einer Basis ist jedes Neuron eine Kurve von φ(x): seine Gerade wird nur in den eigenen Koordinaten der Ebene gezeichnet.

## Die Beschreibung des Diagramms (wasm/describe).

network-kind = eine gekrümmte Entscheidungsgrenze eines Netzes aus { $units ->
    [one] einem Neuron ({ $activation })
   *[other] { $units } Neuronen ({ $activation })
  }
network-unit-line = Neuron { $unit }: { $line }, sein Pfeil { $toward }, ausgehende Gewichte { $outgoing }
network-unit-offview = Neuron { $unit }: seine Gerade liegt außerhalb der Ansicht, { $where }

## Der Neuronenmodus der Tastatur (wasm/keys).

network-keys-none = Keine Gerade eines verdeckten Neurons zum Wählen: das Verfahren ist kein Netz in der Ebene, oder seine Geraden liegen außerhalb der Ansicht.
network-keys-chosen = { $unit }. ↑ und ↓ verschieben sie, ← und → drehen sie, Esc verlässt sie.
network-keys-gone = Die Gerade von Neuron { $unit } ist nicht mehr in der Ansicht: zurück zum Cursor.
network-keys-left = Die Gerade von Neuron { $unit } hat die Ansicht verlassen.

## Die Ablehnungen und Hinweise des Netzes aus Go (engine/network*.go, wasm/session/network.go,
## wasm/api/network.go), für den Fall, dass die Seite Go-Fehler als Texte formatiert.

network-note-step = eine harte Stufe hat keinen Gradienten (g' = 0, wo immer sie einen hat), daher lernt nur die Ausgabeschicht: bauen Sie die verdeckten Neuronen von Hand, oder wählen Sie tanh, logistisch oder ReLU, um sie zu trainieren
network-refuse-not-network = das Verfahren ist kein Netz
network-refuse-no-points = das Netz hat noch keine Punkte zweier Klassen zum Trainieren
network-refuse-basis-weights = eine verdeckte Schicht, die die Basis ist, wird mit dem Parameter "layer" gewählt und hat keine verdeckten Gewichte zum Setzen
network-refuse-activation = die Aktivierung des Netzes muss "tanh", "logistic", "relu" oder "step" sein, nicht { $activation }
network-refuse-hidden-count = das Netz hat 1 bis { $max } verdeckte Neuronen, nicht { $n }
network-refuse-output-count = das Netz hat { $want ->
    [one] eine Ausgabezeile
   *[other] { $want } Ausgabezeilen
  } für seine Klassen, nicht { $n }
network-refuse-unit-weights = das verdeckte Neuron { $unit } hat { $n } Gewichte, erwartet { $want }
network-refuse-output-weights = die Ausgabezeile { $row } hat { $n } Gewichte, erwartet { $want }
network-refuse-not-finite = { $what } { $unit } hat ein Gewicht, das nicht endlich ist
network-refuse-needs-w-b = { $what } Neuron { $unit } braucht w und b
network-refuse-no-unit = es gibt kein verdecktes Neuron { $unit }
network-refuse-basis-order = die verdeckte Schicht ist die Basis: ihre Neuronen behalten Reihenfolge und Vorzeichen
network-refuse-relu-flip = ein ReLU-Neuron hat keine Vorzeichensymmetrie: max(0, −a) ist keine Funktion von max(0, a)
network-refuse-no-drag = es wird keine Gerade gezogen
network-refuse-leaves-plane = die Gerade würde die Ebene verlassen
network-reason-overflow = die Gewichte sind übergelaufen, daher wurde der letzte Schritt zurückgenommen: senken Sie die Lernrate η

# Der verdeckte Raum und die Backpropagation (Issue 49, Teil 2).

## Der verdeckte Raum (web/js/pictures/hidden.js, wasm/pictures/hidden.go).

network-space-title = Verdeckter Raum: jeder Punkt bei h = g(Wz)
network-space-canvas =
    .aria-label = Der verdeckte Raum des Netzes
network-space-stage = Von der Ebene in den verdeckten Raum
network-space-first = Waagerecht
network-space-second = Senkrecht
network-space-unit = Neuron { $unit } (h{ $sub })
# Die Namen der Achsen, während der Schieberegler läuft: x und y in der Ebene, dann a = Wz,
# dann h = g(a); $sub ist die Nummer des Neurons in tiefgestellten Ziffern.
network-space-axis-x = { $coordinate ->
    [1] x
    [2] y
   *[other] 0
}
network-space-axis-y = y
network-space-axis-to-a = → a{ $sub }
network-space-axis-a = a{ $sub }
network-space-axis-to-h = → h{ $sub }
network-space-axis-h = h{ $sub }
network-space-stage-plane = { $t }: die Ebene, jeder Punkt bei x
network-space-stage-to-pre = { $t }: auf dem Weg von x zu den Präaktivierungen a = Wz
network-space-stage-pre = { $t }: die Präaktivierungen a = Wz, für jedes Neuron bⱼ + wⱼ·x
network-space-stage-to-hidden = { $t }: auf dem Weg von a zu h = g(a)
network-space-stage-hidden = { $t }: der verdeckte Raum, h = g(a)
network-space-note-stage = { $n ->
    [one] Der Punkt und das Gitter der Ebene, ein Stück des Wegs mitgenommen. Bei 1 wird die Grenze der Ausgabeschicht gezeichnet.
   *[other] Die { $n } Punkte und das Gitter der Ebene, ein Stück des Wegs mitgenommen. Bei 1 wird die Grenze der Ausgabeschicht gezeichnet.
}
network-space-note-line = Im verdeckten Raum ist die Grenze der Ausgabeschicht die Gerade { $c } + { $v1 } h₁ + { $v2 } h₂ = 0 (die Ausgabe o = 0, wo p = ½). Die Neuronen verbiegen das Gitter der Ebene; die Ausgabe trennt, was auf beiden Seiten der Geraden liegt, daher lassen sich Klassen, deren Bilder sich mischen, nicht trennen.
network-space-note-classes = Im verdeckten Raum gewinnt jede der { $classes } Klassen dort, wo ihre Ausgabe am größten ist: die Bereiche werden von Geraden geschnitten, den Grenzen der Ausgabeschicht.
network-space-note-cube = Drei Neuronen: die Grenze der Ausgabeschicht ist die Ebene (blau) im Würfel von (h₁, h₂, h₃), und eine Ebene kann Bilder trennen, die eine Gerade bei zwei Neuronen nicht trennen könnte.
network-space-note-cube-classes = Drei Neuronen: jeder Punkt bei seinem Bild im Würfel von (h₁, h₂, h₃). Bei mehr als zwei Klassen sind die Grenzen der Ausgabe Ebenen zwischen Klassenpaaren; sie werden nicht gezeichnet.
network-space-note-pair = Neuronen { $first } und { $second } von { $units }: das Bild jedes Punkts entlang zweier seiner { $units } Koordinaten gesehen. Die Grenze der Ausgabeschicht ist eine Hyperebene in allen { $units }, keine Gerade in einem Paar, daher wird sie nicht gezeichnet.
network-space-note-keys = Fahren Sie über einen Punkt, um ihn im Diagramm zu umringen; klicken Sie ihn an oder nutzen Sie die Pfeiltasten auf dem Bild, um ihn für die Backpropagation zu wählen (Esc vergisst ihn).
network-space-note-keys-cube = Ziehen Sie ihn oder nutzen Sie die Pfeiltasten, um ihn zu drehen; fahren Sie über einen Punkt, um ihn im Diagramm zu umringen; klicken Sie einen an, um ihn für die Backpropagation zu wählen.
network-space-none = Der verdeckte Raum gehört zu einem neuronalen Netz: wählen Sie das Netz, um ihn zu sehen.
network-space-many = Der verdeckte Raum zeichnet höchstens { $max } Punkte.
network-space-axes = { $units ->
    [one] Das Netz hat ein verdecktes Neuron: zeichnen Sie es als Neuron 0.
   *[other] Wählen Sie zwei oder drei verschiedene der { $units } Neuronen (ab 0 nummeriert).
}
network-space-stage-refused = Die Stufe t des Schiebereglers ist eine Zahl von 0 (die Ebene) bis 1 (der verdeckte Raum).
network-space-alt-none = Verdeckter Raum: { $why }
network-space-alt = { $units ->
    [one] Die Punkte der Ebene, in den Raum des einen verdeckten Neurons des Netzes getragen, mit y als zweiter Achse, bei der Stufe { $t } des Schiebereglers (0 die Ebene, 1 der verdeckte Raum): { $n } Punkte.
   *[other] Die Punkte der Ebene, in den Raum der { $units } verdeckten Neuronen des Netzes getragen, davon { $dims } gezeichnet, bei der Stufe { $t } des Schiebereglers (0 die Ebene, 1 der verdeckte Raum): { $n } Punkte.
}
network-space-alt-line = Die Grenze der Ausgabe ist dort die Gerade { $c } + { $v1 } h₁ + { $v2 } h₂ = 0.
network-space-alt-plane = Die Grenze der Ausgabe ist dort die Ebene { $c } + { $v1 } h₁ + { $v2 } h₂ + { $v3 } h₃ = 0.
network-space-alt-axis = Koordinate { $coordinate }
network-space-alt-point = Punkt
network-space-alt-class = Klasse

## Backpropagation (web/js/pictures/backprop.js, wasm/pictures/backprop.go).

network-backprop-title = Backpropagation eines Punkts
network-backprop-point-label = Punkt
network-backprop-point-input =
    .placeholder = alle
network-backprop-clear = Alle Punkte
network-backprop-arrows = Schritt im Diagramm zeichnen
network-backprop-canvas =
    .aria-label = Backpropagation durch das Netz
network-backprop-input-x = { $v }
network-backprop-input-y = { $v }
network-backprop-a = a = { $a }
network-backprop-delta = δ = { $delta }
network-backprop-grad = ‖∂E/∂w‖ = { $g }
network-backprop-o = o = { $o }
network-backprop-out = t = { $t }, δ = { $delta }
network-backprop-note-point = Punkt { $point } (Klasse { $class }). Vorwärts: über jedem verdeckten Neuron sein aⱼ = bⱼ + wⱼ·x, darin hⱼ = g(aⱼ); die Ausgabe liefert y = { $y } für den Zielwert t = { $t }, der Ausgabefehler ist also δ = y − t = { $delta } und Eₙ = { $e }. Rückwärts: unter jedem Neuron sein δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. Ein Schritt nur für diesen Punkt verschiebt die Zeile (bⱼ, wⱼ) von Neuron j um −η δⱼ (1, x), mit η = { $eta }.
network-backprop-note-point-squared = Punkt { $point } (Klasse { $class }). Vorwärts: über jedem verdeckten Neuron sein aⱼ = bⱼ + wⱼ·x, darin hⱼ = g(aⱼ); die Ausgabe liefert y = { $y } für den Zielwert t = { $t }. Beim quadratischen Fehler trägt der Ausgabefehler die Steigung der Ausgabe, δ = (y − t) y (1 − y) = { $delta }, und Eₙ = { $e }. Rückwärts: unter jedem Neuron sein δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. Ein Schritt nur für diesen Punkt verschiebt die Zeile (bⱼ, wⱼ) von Neuron j um −η δⱼ (1, x), mit η = { $eta }.
network-backprop-note-batch = Kein Punkt gewählt: alle Trainingspunkte. E/N = { $e }, Zerfall eingeschlossen; unter jedem Neuron die Größe seines Gradienten, das Mittel der δⱼ z der Punkte und des Zerfalls. Ein Schritt mit vollem Batch verschiebt jedes Gewicht um −η mal diesen, mit η = { $eta } (ohne Momentum). Wählen Sie einen Punkt, um seine Vorwärtswerte und Deltas zu sehen.
network-backprop-note-frozen = Die verdeckte Schicht ist eingefroren: nur die Ausgabe lernt, und die Geraden bleiben, wo sie sind.
network-backprop-note-arrows = { $k ->
    [1] Im Diagramm ist jede gestrichelte Gerade der Ort, an den der Schritt die Gerade ihres Neurons bringt, und die Pfeile zeigen, wie sie sich verschiebt und dreht.
   *[other] Im Diagramm ist jede gestrichelte Gerade der Ort, an den der Schritt die Gerade ihres Neurons bringt, und die Pfeile zeigen, wie sie sich verschiebt und dreht, { $k }-mal größer gezeichnet als der Schritt.
}
network-backprop-note-still = Der Schritt bewegt keine Gerade: die Neuronen haben hier keinen Gradienten (eine Stufenaktivierung hat keinen).
network-backprop-none = Backpropagation wird für ein neuronales Netz gezeigt: wählen Sie das Netz, um sie zu sehen.
network-backprop-point = { $n ->
    [one] Es gibt keinen Punkt { $point }: die Szene hat einen Punkt.
   *[other] Es gibt keinen Punkt { $point }: die Szene hat { $n } Punkte.
}
network-backprop-class = Die Klasse { $class } des Punkts gehört nicht zu den Klassen des Netzes.
network-backprop-empty = Kein Trainingspunkt gehört zu den Klassen des Netzes.
network-backprop-history = Für einen Schritt aus dem Verlauf wird der Gradient des Batches mit höchstens { $max } Trainingspunkten gezeigt: wählen Sie einen Punkt, oder kehren Sie zum aktuellen Modell zurück.
network-backprop-alt-none = Backpropagation: { $why }
network-backprop-alt-point = { $units ->
    [one] Backpropagation von Punkt { $point } (Klasse { $class }), sein Fehler Eₙ = { $e }: Präaktivierung a, Aktivierung h, Delta δ und Gradient des verdeckten Neurons, dann o, y und δ der Ausgabe.
   *[other] Backpropagation von Punkt { $point } (Klasse { $class }), sein Fehler Eₙ = { $e }: Präaktivierung a, Aktivierung h, Delta δ und Gradient jedes der { $units } verdeckten Neuronen, dann o, y und δ der Ausgaben.
}
network-backprop-alt-batch = Der Gradient des vollen Batches, E/N = { $e }: der Gradient jedes verdeckten Neurons, dann der der Ausgaben.
network-backprop-alt-unit = Neuron
network-backprop-alt-output = Ausgabe { $output }
network-backprop-alt-grad = ∂E/∂ Gewicht { $i }
