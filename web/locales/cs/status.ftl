### Slova Hyperplane: stavové řádky, třídy a nápověda panelu nástrojů, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

status-welcome = Stiskněte Start, nebo klikáním přidávejte { -points(case: "acc") }
status-step = { -step(case: "cap") } { $n }
# $pct: trénovací úspěšnost v procentech, 0 až 100.
status-accuracy = { -accuracy(case: "cap") } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
status-accuracy-none = { -accuracy(case: "cap") } —
status-mistakes = { $n ->
    [one] { $n } chyba
    [few] { $n } chyby
    [many] { $n } chyby
   *[other] { $n } chyb
}
status-updates = { $n ->
    [one] { $n } úprava
    [few] { $n } úpravy
    [many] { $n } úpravy
   *[other] { $n } úprav
}
# $w: váhový vektor, jak je zapsán, „(1,2; −0,5)“; $w0: bias.
status-weights-one = w = { $w }, w₀ = { $w0 }
# $name: název řádku, w1 nebo h1,2.
status-weights-row = { $name } = { $w }, w₀ = { $w0 }
status-weights-many = W: { $rows }
status-list-sep = {"; "}
# $name: kritérium (křížová entropie, perceptronové kritérium, …); $value: jeho hodnota.
status-criterion = { $name } = { $value }
status-note = Poznámka: { $note }
# $k: číslo třídy; $name: její název, jak ho napsal uživatel.
status-class-label = { -class(case: "cap") } { $k }: { $name }
status-class-title = Stiskem { $k } zvolíte tuto { -class(case: "acc") }
