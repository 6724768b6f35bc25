### Die Wörter von Hyperplane aus der Bewertung eines Modells (Paket engine/evaluate): Kreuzvalidierung und Modellvergleich, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Kreuzvalidierung.

evaluate-folds = die Zahl der Folds muss zwischen 2 und { $max } liegen, nicht { $k }
evaluate-folds-points = { $k }-fache Kreuzvalidierung braucht mindestens { $k } Punkte, nicht { $n }
evaluate-no-method = Kreuzvalidierung braucht mindestens ein Verfahren

## Der Modellvergleich.

evaluate-logistic-two-classes = die logistische Evidenz ist für zwei Klassen, nicht { $n }
evaluate-no-logistic-model = der Katalog hat kein Modell für die logistische Evidenz
# $basis ist der Kurzname der Basis (go-methods.ftl).
evaluate-basis-problem = { $basis }: { $why }
# Die Hinweise einer Zeile der Bayesschen logistischen Regression im Vergleich.
evaluate-logistic-notes = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L bei a_MAP
evaluate-logistic-notes-ridge = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L bei a_MAP; A ist schlecht konditioniert, daher wurde ln|A + λI| mit λ = { NUMBER($lambda, maximumSignificantDigits: 3) } verwendet
evaluate-logistic-row = logistisch, { $basis }
