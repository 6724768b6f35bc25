### Slova Hyperplane, která sdílejí všechny části programu v Go, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# Chyba, kterou formulovaly vlastní knihovny Go (pro vývojáře); $text jsou jejich slova.
common-error = { $text }

## Seznamy. Seznam tří a více položek se vnořuje: „a, b a c“ je common-and-more
## s $a = a a $rest = „b a c“.

common-and = { $a } a { $b }
common-and-more = { $a }, { $rest }
common-comma = { $a }, { $b }
common-semicolon = { $a }; { $b }
# Dvě věty, jedna za druhou.
common-sentences = { $a } { $b }

## Vlastní text a soubory uživatele (engine/internal/wording).

# $what pojmenovává text (název, název třídy 2); $n a $max počítají znaky, číslicemi.
wording-too-long = { $what } má { $n } znaků; limit je { $max }
wording-size-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
# $n je počet bajtů, $digits totéž číslicemi (32781).
wording-size-bytes = { $n ->
    [one] { $digits } bajt
    [few] { $digits } bajty
    [many] { $digits } bajtu
   *[other] { $digits } bajtů
}
# $why jsou vlastní slova čtečky JSON.
wording-json-syntax = toto není platný JSON (na znaku { $at }): { $why }
wording-json-not-object = toto není scéna Hyperplane: očekáván objekt JSON, nalezeno { $found }
# $field je název pole v uvozovkách; $want a $found druhy hodnot.
wording-json-field = pole { $field } má být { $want }, ne { $found }
wording-the-number = číslo { $number }
wording-kind-number = číslo
wording-kind-text = text
wording-kind-bool = true nebo false
wording-kind-list = seznam
wording-kind-object = objekt

# Vlastní slova uživatele (název třídy, sloupce), zobrazená tak, jak jsou.
common-text = { $text }

# Samostatná věta (msg.Sentence): stránka napíše její první písmeno velké.
common-sentence = { $text }
