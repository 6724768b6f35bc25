### Slova Hyperplane: graf Historie, Fisherův vložený graf a tabulky grafů, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

chart-empty = Spusťte učení a uvidíte { -loss(case: "acc") } a { -accuracy(case: "acc") }.
chart-loss = { -loss(case: "cap") } { $v }
# $pct: trénovací úspěšnost v procentech.
chart-accuracy = { -accuracy(case: "cap") } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
# $j: Fisherovo kritérium J(w) Fisherova směru, vypsané.
chart-fisher = Fisher: J(w) = { $j } · tažením fialového úchytu zkusíte jiný směr
# $mine: J směru, který táhl uživatel.
chart-fisher-yours = Fisher: J(w) = { $j } · váš: J = { $mine }

## Názvy grafů pro čtečky obrazovky a jejich data jako tabulky.

chart-as-table = Data jako tabulka
# $name: název grafu.
chart-data-of = Data grafu { $name }
chart-no-data = Zatím žádná data.
chart-percent = { $v } %
chart-yes = ano
chart-no = ne
chart-list-sep = {"; "}
chart-fisher-angle =
    .aria-label = Zkušební směr ve stupních od osy x
chart-fisher-direction = směr
chart-alt-not-available = není k dispozici
chart-alt-loss-empty = { -loss(case: "cap") } a trénovací { -accuracy } podle { -step(case: "gen") }: zatím žádné učení.
# $first, $last, $low: ztráta v prvním, posledním a nejnižším kroku ($s0, $s1, $slow); $acc0, $acc1: trénovací úspěšnost v prvním a posledním.
chart-alt-loss = { -loss(case: "cap") } podle { -step(case: "gen") }: od { $first } v { -step(case: "loc") } { $s0 } do { $last } v { -step(case: "loc") } { $s1 }, nejnižší { $low } v { -step(case: "loc") } { $slow }; trénovací { -accuracy } od { $acc0 } do { $acc1 }.
# $criterion: název ztráty.
chart-alt-loss-named = { -loss(case: "cap") } ({ $criterion }) podle { -step(case: "gen") }: od { $first } v { -step(case: "loc") } { $s0 } do { $last } v { -step(case: "loc") } { $s1 }, nejnižší { $low } v { -step(case: "loc") } { $slow }; trénovací { -accuracy } od { $acc0 } do { $acc1 }.
chart-alt-loss-test = Testovací { -accuracy } končí na { $acc }.
chart-alt-roc-empty = Křivka ROC: naučte model a uvidíte ji.
# $k: třída; $auc: plocha pod křivkou.
chart-alt-roc = Křivka ROC { -class(case: "gen") } { $k } proti ostatním: plocha pod ní { $auc } na trénovacích { -points(case: "loc") }.
chart-alt-roc-test = Křivka ROC { -class(case: "gen") } { $k } proti ostatním: plocha pod ní { $auc } na trénovacích { -points(case: "loc") }, { $testAuc } na testovacích { -points(case: "loc") }.
chart-alt-roc-operating = Pracovní bod rozhodnutí: míra falešně pozitivních { $fpr }, míra skutečně pozitivních { $tpr }.
chart-alt-prc-empty = Křivka přesnost–úplnost: naučte model a uvidíte ji.
chart-alt-prc = Křivka přesnost–úplnost { -class(case: "gen") } { $k } proti ostatním: průměrná přesnost { $ap } na trénovacích { -points(case: "loc") }.
chart-alt-prc-test = Křivka přesnost–úplnost { -class(case: "gen") } { $k } proti ostatním: průměrná přesnost { $ap } na trénovacích { -points(case: "loc") }, { $testAp } na testovacích { -points(case: "loc") }.
chart-alt-cv-empty = Křížová validace: zatím nespuštěna.
# $folds: počet složek; $results: jedna část na model.
chart-alt-cv = { $folds }-násobná křížová validace, { -accuracy } po složkách: { $results }.
chart-alt-cv-row = { $name } { $mean } ± { $sd }, od { $lo } do { $hi }
chart-alt-cv-error = { $name } { $error }
chart-alt-fisher-empty = Projekce na Fisherův směr: nezobrazeny.
# $classes: jedna část na třídu; $j: J(w).
chart-alt-fisher = Histogramy { -points(case: "gen") } promítnutých na Fisherův směr: { $classes }. J(w) = { $j }.
chart-alt-fisher-trial = Histogramy { -points(case: "gen") } promítnutých na váš zkušební směr: { $classes }. J(w) = { $j }, váš { $mine }.
chart-alt-fisher-class = { -class(case: "cap") } { $k }, { -points } { $n }, průměr { $mean }, směrodatná odchylka { $sd }, od { $lo } do { $hi }
chart-alt-fisher-threshold = Práh t = { $t }.
chart-alt-weights-none = Prostor { -weights(case: "gen") }: { $why }
# $w0: kde je prostor řezán; $corners: vrcholy oblasti; $w1, $w2: současné váhy; $n: body.
chart-alt-weights = Prostor { -weights(case: "gen") } v řezu w₀ = { $w0 }: oblast řešení je mnohoúhelník s počtem vrcholů { $corners }; { -weights } jsou teď w₁ = { $w1 }, w₂ = { $w2 }; podmínek { $n }, jedna na { -point(case: "acc") }.
chart-alt-weights-empty = Prostor { -weights(case: "gen") } v řezu w₀ = { $w0 }: žádné { -weights } ve výřezu nesplňují všechny podmínky; { -weights } jsou teď w₁ = { $w1 }, w₂ = { $w2 }; podmínek { $n }, jedna na { -point(case: "acc") }.
chart-alt-shatter-none = Rozbití: { $why }
# $separable z $all označení $n bodů; $conclusion: co to ukazuje.
chart-alt-shatter = Přímkou lze oddělit { $separable } z { $all } označení { -points(case: "gen") } (počet { -points(case: "gen") }: { $n }). { $conclusion }
chart-alt-lift = { -points(case: "cap") } zvednuté do z = (1, x, y): { -points } { $n }. Šipky otáčejí pohledem.
# $a: váhový vektor (w₀, w₁, w₂).
chart-alt-lift-plane = { -points(case: "cap") } zvednuté do z = (1, x, y) a rovina aᵀz = 0 s a = { $a } procházející počátkem: { -points } { $n }. Šipky otáčejí pohledem.
chart-col-step = { -step }
chart-col-loss = { -loss }
chart-col-accuracy = { -accuracy }
chart-col-test-loss = testovací { -loss }
chart-col-test-accuracy = testovací { -accuracy }
chart-col-fpr = míra FP
chart-col-tpr = míra TP
chart-col-threshold = práh
chart-col-recall = úplnost
chart-col-precision = přesnost
chart-col-model = model
chart-col-fold = složka { $k }
chart-col-mean = průměr
chart-col-sd = sm. odch.
chart-col-sd-long = směrodatná odchylka
chart-col-class = { -class }
chart-col-points = { -points }
chart-col-lowest = nejnižší
chart-col-highest = nejvyšší
chart-col-point = { -point }
chart-col-holds = jeho podmínka teď platí
chart-col-labelling = označení
chart-col-positive = { -points } na kladné straně
chart-col-separable = separabilní
curves-fpr = FPR
curves-tpr = TPR
