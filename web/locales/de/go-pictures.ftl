### Die Wörter von Hyperplane aus den zusätzlichen Bildern des Bedienfelds (Paket wasm/pictures): der Zerschmetterungs-Explorer und der Gewichtsraum, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pictures-shatter-many = Zerschmettern nimmt höchstens { $max } Punkte; es sind { $n }
pictures-shatter-none = Zerschmettern braucht mindestens einen Punkt
pictures-shatter-finite = ein Punkt hat eine Koordinate, die keine endliche Zahl ist
pictures-slice-box = der Rahmen des Schnitts durch den Gewichtsraum ist leer
pictures-slice-finite = der Schnitt durch den Gewichtsraum braucht endliche Zahlen
pictures-slice-class = die Ansicht des Gewichtsraums ist für zwei Klassen; Punkt { $point } gehört zu Klasse { $class }

# Was die Zählung des Explorers über die VC-Dimension von Geraden in der Ebene sagt: $separable der $all Beschriftungen der $n Punkte sind durch eine Gerade trennbar.
pictures-shatter-point = { $separable } von { $all } Beschriftungen trennbar: dieser Punkt wird zerschmettert
# Was die Zählung des Explorers über die VC-Dimension von Geraden in der Ebene sagt: $separable der $all Beschriftungen der $n Punkte sind durch eine Gerade trennbar.
pictures-shatter-yes = { $separable } von { $all } Beschriftungen trennbar: diese { $n } Punkte werden von Geraden zerschmettert
# Was die Zählung des Explorers über die VC-Dimension von Geraden in der Ebene sagt: $separable der $all Beschriftungen der $n Punkte sind durch eine Gerade trennbar.
pictures-shatter-not-general = { $separable } von { $all } Beschriftungen trennbar: diese { $n } Punkte werden nicht zerschmettert (sie sind nicht in allgemeiner Lage), drei Punkte in allgemeiner Lage aber schon; die VC-Dimension von Geraden in der Ebene ist 3
# Was die Zählung des Explorers über die VC-Dimension von Geraden in der Ebene sagt: $separable der $all Beschriftungen der $n Punkte sind durch eine Gerade trennbar.
pictures-shatter-no = { $separable } von { $all } Beschriftungen trennbar: keine { $n } Punkte lassen sich von Geraden zerschmettern; die VC-Dimension von Geraden in der Ebene ist 3
