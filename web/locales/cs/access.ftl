### Slova Hyperplane: graf z klávesnice, jeho popis a tabulka bodů, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

access-keys-table =
    .aria-label = Klávesy grafu
access-keys-sep = {", "}
access-keys-or = {" nebo "}
access-anywhere = Jednopísmenné klávesy výše fungují kdekoli na stránce (ne v textových polích), nejen na grafu a na vlastních ovládacích prvcích
access-scope = Klávesy výše fungují, když má fokus graf nebo ovládací prvek, ke kterému patří (panel nástrojů, kreslicí nástroje, { -classes }).
access-plot-keys = Graf z klávesnice
access-plot-keys-intro = Tabulátorem přejděte na graf (je na stránce první). Objeví se kurzor; graf oznamuje, co každá klávesa udělala, a při změně modelu jeho shrnutí.
access-description = Popis grafu
# $said: co naposledy řekly klávesy grafu.
access-keyboard-said = Klávesnice: { $said }

## Tabulka bodů.

points-box = Tabulka { -points(case: "gen") }
points-caption = { -points(case: "cap") }: upravte x, y nebo { -class(case: "acc") } { -point(case: "gen") }
points-col-class = { -class }
points-col-state = stav
points-col-remove = odebrat
points-new-x =
    .aria-label = x nového { -point(case: "gen") }
points-new-y =
    .aria-label = y nového { -point(case: "gen") }
points-new-class =
    .aria-label = { -class(case: "cap") } nového { -point(case: "gen") }
points-add = Přidat
points-hint = Upravte x, y nebo { -class(case: "acc") } { -point(case: "gen") }: každá úprava je jeden krok pro Zpět.
points-new = Nový { -point }:
# $n: číslo bodu.
points-x-of = x { -point(case: "gen") } { $n }
points-y-of = y { -point(case: "gen") } { $n }
points-class-of = { -class(case: "cap") } { -point(case: "gen") } { $n }
points-remove = Odebrat { -point(case: "acc") } { $n }
points-none = žádné { -points }
# $first–$last z $total bodů.
points-range = { $first }–{ $last } z { $total }
points-test = test
points-misclassified = chybně klasifikovaný
