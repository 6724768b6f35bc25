### Slova Hyperplane z hodnocení modelu (balíček engine/evaluate): křížová validace a porovnání modelů, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Křížová validace.

evaluate-folds = počet složek musí být mezi 2 a { $max }, ne { $k }
evaluate-folds-points = { $k }-násobná křížová validace potřebuje alespoň { $k ->
    [one] { $k } bod
    [few] { $k } body
    [many] { $k } bodu
   *[other] { $k } bodů
}, ne { $n }
evaluate-no-method = křížová validace potřebuje alespoň jednu metodu

## Porovnání modelů.

evaluate-logistic-two-classes = logistická evidence je pro dvě třídy, ne { $n }
evaluate-no-logistic-model = katalog nemá model pro logistickou evidenci
# $basis je krátký název báze (go-methods.ftl).
evaluate-basis-problem = { $basis }: { $why }
# Poznámky k řádku bayesovské logistické regrese v porovnání.
evaluate-logistic-notes = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L v a_MAP
evaluate-logistic-notes-ridge = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L v a_MAP; A je špatně podmíněná, proto bylo použito ln|A + λI| s λ = { NUMBER($lambda, maximumSignificantDigits: 3) }
evaluate-logistic-row = logistická, { $basis }
