### Die Wörter von Hyperplane: das Diagramm in Worten für einen Screenreader (wasm/describe), auf Deutsch.
### Die Live-Region spricht die Zusammenfassung; die Taste i und das Feld Beschreibung sprechen den vollen Text.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Zahlen und Orte. Die Zahlen sind die des Bedienfelds: drei signifikante
## Stellen, ein echtes Minuszeichen (U+2212, das Screenreader als „minus“ sprechen)
## und eine Zehnerpotenz, als e geschrieben, für sehr große und sehr kleine.

# $sign ist "−" oder nichts; $x die Zahl ohne Vorzeichen.
describe-num = { $sign }{ NUMBER($x, maximumFractionDigits: 9) }
# $m ist die Mantisse (1 ≤ $m < 10), $e die Zehnerpotenz ohne Vorzeichen, $esign "−" oder nichts: 1,23e5.
describe-num-exp = { $sign }{ NUMBER($m, maximumFractionDigits: 2) }e{ $esign }{ $e }
describe-num-none = kein Wert
describe-num-infinity = unendlich
describe-num-minus-infinity = minus unendlich
# Ein Punkt der Ebene: (x, y).
describe-pair = ({ $x }, { $y })

## Klassen. $case ist "start" am Satzanfang (im Deutschen gleich).

describe-class = { $case ->
    [start] Klasse { $n }
   *[other] Klasse { $n }
}
# $name ist der eigene Name der Klasse, den der Benutzer eingegeben hat.
describe-class-named = { $case ->
    [start] Klasse { $n } ({ $name })
   *[other] Klasse { $n } ({ $name })
}

## Wo das Training steht.

describe-status-converged = konvergiert
describe-status-not-separable = gestoppt: die Klassen sind nicht linear trennbar
describe-status-step-limit = am Schrittlimit gestoppt
describe-status-no-optimum = kein endliches Optimum
describe-status-training = Training läuft

## Die Zusammenfassung, die die Live-Region spricht. $method ist der Name des Verfahrens.

describe-summary-untrained = { $method }: noch nicht trainiert; { $points }.
describe-summary = { $method }, Schritt { $step }: { $body }.
describe-summary-status = { $method }, Schritt { $step }, { $status }: { $body }.
describe-summary-hidden = die { -boundary } bleibt verborgen, bis Sie die Frage beantworten
# Die beiden Klassen auf den Seiten einer geraden Grenze: „Klasse 1 oben, Klasse 2 unten“.
describe-summary-sides = { $positive } { $positiveSide }, { $negative } { $negativeSide }

## Die Punkte.

describe-points-none = keine Punkte
describe-points = { $n ->
    [one] { $n } Punkt, { $classes }
   *[other] { $n } Punkte, { $classes }
}
describe-points-of-class = { $n } in { $class }

## Die Fehler.

describe-mistakes-none = kein Punkt falsch klassifiziert
describe-mistakes = { $n ->
    [one] { $n } Punkt falsch klassifiziert
   *[other] { $n } Punkte falsch klassifiziert
}
describe-mistakes-by-class = { $n ->
    [one] { $n } Punkt falsch klassifiziert ({ $classes })
   *[other] { $n } Punkte falsch klassifiziert ({ $classes })
}
describe-class-count = { $class }: { $n }
describe-mistakes-test = { $mistakes }, { $n } der { $test } Testpunkte

## Was die Grenze ist, wenn sie keine Gerade ist.

describe-kind-kernel = { $case ->
    [start] { $n ->
        [one] Eine gekrümmte { -boundary } einer Kernentwicklung über { $n } Stützvektor
       *[other] Eine gekrümmte { -boundary } einer Kernentwicklung über { $n } Stützvektoren
    }
   *[other] { $n ->
        [one] eine gekrümmte { -boundary } einer Kernentwicklung über { $n } Stützvektor
       *[other] eine gekrümmte { -boundary } einer Kernentwicklung über { $n } Stützvektoren
    }
}
describe-kind-curve = { $case ->
    [start] Eine gekrümmte { -boundary } ({ $basis })
   *[other] eine gekrümmte { -boundary } ({ $basis })
}
describe-kind-classes = { $n } Klassen ({ $basis })
describe-kind-network = { $case ->
    [start] { $n ->
        [one] Eine gekrümmte { -boundary } eines Netzes aus { $n } Neuron ({ $activation })
       *[other] Eine gekrümmte { -boundary } eines Netzes aus { $n } Neuronen ({ $activation })
    }
   *[other] { $n ->
        [one] eine gekrümmte { -boundary } eines Netzes aus { $n } Neuron ({ $activation })
       *[other] eine gekrümmte { -boundary } eines Netzes aus { $n } Neuronen ({ $activation })
    }
}
describe-kind-network-basis = { $case ->
    [start] Eine { -boundary } eines Netzes, dessen verdeckte Schicht die Basis ist ({ $basis })
   *[other] eine { -boundary } eines Netzes, dessen verdeckte Schicht die Basis ist ({ $basis })
}
describe-kind-decision = { $case ->
    [start] Die { -boundary } der Entscheidungsstufe
   *[other] die { -boundary } der Entscheidungsstufe
}
describe-basis-quadratic = quadratisch
describe-basis-poly = Polynombasis vom Grad { $degree }
describe-basis-rbf = { $n ->
    [one] Basis aus { $n } Gauß-Glocke
   *[other] Basis aus { $n } Gauß-Glocken
}
describe-basis-linear = linear

## Der volle Text, Satz für Satz.

describe-text-method = { $method }.
describe-text-untrained = Noch nicht trainiert.
describe-text-step = Schritt { $step }.
describe-text-step-status = Schritt { $step }, { $status }.
describe-text-points = { $points }.
describe-text-no-points = Keine Punkte.
describe-text-test = { $n ->
    [one] { $n } Punkt ist für den Test zurückgehalten und hohl gezeichnet.
   *[other] { $n } Punkte sind für den Test zurückgehalten und hohl gezeichnet.
}
describe-text-hidden = Die { -boundary } bleibt verborgen, bis Sie die Frage der Lektion beantworten.
describe-text-line = Die { -boundary } ist die Gerade { $equation }: { $words }.
describe-text-sides = Von ihr aus liegt { $positive } { $positiveSide }, { $negative } { $negativeSide }.
describe-text-band = Punkte mit |h| ≤ { $band }, einem Band um die Gerade, bleiben unentschieden.
describe-text-kind = { $kind }.
describe-text-regions = { $regions }.
describe-text-no-regions = Kein Bereich liegt in der Ansicht.
describe-text-mistakes-none = Kein Punkt falsch klassifiziert.
describe-text-mistakes = { $n ->
    [one] { $n } Punkt falsch klassifiziert.
   *[other] { $n } Punkte falsch klassifiziert.
}
describe-text-mistakes-by-class = { $n ->
    [one] { $n } Punkt falsch klassifiziert ({ $classes }).
   *[other] { $n } Punkte falsch klassifiziert ({ $classes }).
}
describe-text-train-mistakes-none = Kein Trainingspunkt falsch klassifiziert.
describe-text-train-mistakes = { $n ->
    [one] { $n } Trainingspunkt falsch klassifiziert.
   *[other] { $n } Trainingspunkte falsch klassifiziert.
}
describe-text-train-mistakes-by-class = { $n ->
    [one] { $n } Trainingspunkt falsch klassifiziert ({ $classes }).
   *[other] { $n } Trainingspunkte falsch klassifiziert ({ $classes }).
}
describe-text-test-mistakes = Von den { $test } Testpunkten: { $n } falsch klassifiziert.
describe-text-margin = Der { -margin } 1/‖w‖ beträgt { $margin }.
describe-text-nearest = Jeder Trainingspunkt liegt auf seiner Seite; der nächste ist { $distance } von der Geraden entfernt.
describe-text-decision = Eine Entscheidungsstufe ist gesetzt (Abschnitt Entscheidung): die { -boundary } ist die entschiedene.
# $reason sind die eigenen Worte des Verfahrens, warum es stoppte (go-engine.ftl).
describe-text-reason = { $reason }.

## Eine gerade Grenze.

describe-shape-horizontal = eine waagerechte Gerade
describe-shape-vertical = eine senkrechte Gerade
describe-shape-nearly-horizontal = eine fast waagerechte Gerade
describe-shape-nearly-vertical = eine fast senkrechte Gerade
describe-shape-rising = eine Gerade von unten links nach oben rechts
describe-shape-falling = eine Gerade von oben links nach unten rechts
describe-line-none = keine Gerade
describe-line-outside = { $shape } außerhalb der Ansicht, { $where }
describe-line-touching = { $shape }, die die Ansicht bei { $at } berührt
describe-line-crossing = { $shape }, die { $first } und { $second } schneidet
describe-crossing-left = den linken Rand bei y = { $y }
describe-crossing-right = den rechten Rand bei y = { $y }
describe-crossing-top = den oberen Rand bei x = { $x }
describe-crossing-bottom = den unteren Rand bei x = { $x }

## Die Gleichung der Geraden, w₁ x + w₂ y + w₀ = 0, Term für Term geschrieben:
## „0,82 x − 1,1 y + 2,3 = 0, also y = 0,745 x + 2,09“.

# $num ist eine Zahl, $var das Symbol ihrer Variablen (x oder y).
describe-term = { $num } { $var }
describe-plus = { $left } + { $right }
describe-minus = { $left } − { $right }
describe-equation = { $sum } = 0
describe-equation-y = { $sum } = 0, also y = { $solved }
describe-equation-x = { $sum } = 0, also x = { $x }

## Richtungen auf dem Bildschirm, von einem Ort aus, und Seiten einer Geraden.

describe-toward-right = rechts
describe-toward-upper-right = oben rechts
describe-toward-above = oben
describe-toward-upper-left = oben links
describe-toward-left = links
describe-toward-lower-left = unten links
describe-toward-below = unten
describe-toward-lower-right = unten rechts
describe-toward-centre = um die Mitte
describe-side-right = rechts
describe-side-upper-right = oben rechts
describe-side-above = oben
describe-side-upper-left = oben links
describe-side-left = links
describe-side-lower-left = unten links
describe-side-below = unten
describe-side-lower-right = unten rechts

## Die Bereiche der Ansicht, die die Klassen einnehmen.

# $percent ist ein ganzzahliger Prozentwert.
describe-share = { $percent } %
describe-share-sliver = unter 1 %
describe-region-short-first = { $class } in { $share } der Ansicht ({ $toward })
describe-region-short = { $class } in { $share } ({ $toward })
describe-region-undecided = { $case ->
    [start] Unentschieden
   *[other] unentschieden
}
describe-region-long = { $class } nimmt { $share } der Ansicht ein, { $toward }
describe-region-long-undecided = { $case ->
    [start] Unentschieden: { $share } der Ansicht, { $toward }
   *[other] unentschieden: { $share } der Ansicht, { $toward }
}
describe-region-pieces = { $region }, in { $pieces } Teilen

## Ein Punkt, ein Ort unter dem Cursor der Tastatur.

describe-point-none = kein Punkt ausgewählt
describe-point = Punkt { $n } von { $total }, { $class }, bei { $at }
describe-point-held-out = { $point }, für den Test zurückgehalten
describe-point-misclassified = { $point }, falsch klassifiziert
describe-point-correct = { $point }, richtig klassifiziert
describe-point-support = { $point }, ein Stützvektor
describe-at = { $case ->
    [start] Bei { $at }
   *[other] bei { $at }
}
describe-at-model = { $place }: { $model }
describe-at-no-model = { $place }: noch kein Modell
describe-at-nearest = { $place }; nächster Punkt { $n }, { $class }, bei { $at }, { $distance } entfernt
describe-at-no-points = { $place }; keine Punkte
describe-side-of-class = Seite von { $class }
describe-side-undecided = unentschieden
describe-at-probability = { $side }, Wahrscheinlichkeit { $p }
describe-at-score = { $side }, Bewertung h = { $h }
describe-at-distance = { $what }, { $distance } von der { -boundary } entfernt
describe-at-about = { $what }, etwa { $distance } von der { -boundary } entfernt

## Die verdeckten Neuronen eines Netzes im vollen Text.

describe-unit = Neuron { $unit }: { $words }, ausgehende Gewichte { $outgoing }.
describe-unit-arrow = Neuron { $unit }: { $words }, sein Pfeil { $toward }, ausgehende Gewichte { $outgoing }.
describe-unit-curve = eine Kurve der Merkmale der Basis
