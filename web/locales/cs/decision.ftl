### Slova Hyperplane: sekce Rozhodnutí (apriorní pravděpodobnosti, ztráty, odmítnutí, prahy, matice záměn, křivky, křížová validace), česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

decision-title = Rozhodnutí
decision-priors = Apriorní p(C<sub>k</sub>)
decision-loss = { -loss(case: "cap") } L<sub>kj</sub> (rozhodnuto k, { -class } j)
decision-reject = Odmítnout pod θ
decision-threshold = Práh t na h
decision-offsets = Posuny δ<sub>k</sub> na a<sub>k</sub>
decision-reset = Výchozí
    .title = Apriorní pravděpodobnosti z dat, { -loss } 0-1, bez odmítnutí, t = 0, δ = 0
decision-confusion-of = Matice záměn pro
decision-set-train = trénovací { -points(case: "acc") }
decision-set-test = testovací { -points(case: "acc") }
decision-confusion =
    .aria-label = Matice záměn: řádky jsou skutečné { -classes }, sloupce rozhodnuté
decision-curves-of = Křivky { -class(case: "gen") }
decision-against-rest = proti ostatním
decision-roc =
    .aria-label = Křivka ROC: tažením žlutého bodu po ní nastavíte práh
decision-prc =
    .aria-label = Křivka přesnost–úplnost
decision-cv = Křížová validace
decision-cv-this = tato metoda
decision-cv-bases = tato metoda, každá báze
decision-cv-generative = generativní modely
decision-cv-k =
    .aria-label = Počet složek k
decision-cv-run = Spustit
decision-cv-box =
    .aria-label = Úspěšnost složek pro každý model
decision-prior-learnt = z dat
decision-prior-of = Apriorní pravděpodobnost { -class(case: "gen") } { $k }
decision-offset-of = Posun δ { -class(case: "gen") } { $k }
# $k: rozhodnutá třída; $j: skutečná třída.
decision-loss-of = { -loss(case: "cap") } rozhodnutí „{ -class } { $k }“ pro { -class(case: "acc") } { $j }
decision-priors-positive = Dejte každé { -class(case: "dat") } kladnou apriorní pravděpodobnost (nebo je nechte všechny prázdné a použijí se odhady z dat).
decision-confusion-corner = { -class } ↓ rozhodnuto →
decision-rejected = odmítnuto
# $n: body v buňce; $pct: jejich podíl na skutečné třídě v procentech.
decision-cell = { $n } · { $pct } %
decision-ring = Zakroužkovat tyto { -points(case: "acc") } v rovině
# $pct: úspěšnost v procentech, vypsaná; $n: body.
decision-accuracy = { -accuracy(case: "cap") } { $pct } % (bodů: { $n })
decision-precision = { $k }: přesnost { $precision }, úplnost { $recall }
# $k: třída; $auc, $test: plochy pod křivkou ROC na trénovacích a testovacích bodech; $ap: průměrná přesnost.
decision-auc = { -class(case: "cap") } { $k }: AUC { $auc } (test { $test }), průměrná přesnost { $ap }
# $what: t, nebo δ s číslem třídy.
decision-drag = tažením žlutého bodu po křivce nastavíte { $what }
decision-score = Skóre křivky: { $score }.
decision-why = Bodem nelze táhnout: { $why }.
decision-cv-no-basis = bez báze
decision-cv-running = běží… { $pct } %
# $folds: k; $n: body; $ms: jak dlouho to trvalo.
decision-cv-done = { $folds }-násobná, { -points(case: "gen") } { $n }, { $ms } ms
# $mean, $sd: úspěšnost přes složky v procentech, vypsaná.
decision-cv-row = { $name }: { $mean } % ± { $sd }
decision-cv-row-loss = { $name }: { $mean } % ± { $sd }, { -loss } { $loss } ± { $lossSd }
decision-cv-row-error = { $name }: { $error }
decision-untrained = Naučte model a uvidíte jeho rozhodnutí.
decision-applied = Použito: { $what }.
decision-applied-priors = apriorní pravděpodobnosti
decision-applied-loss = ztráty
decision-applied-reject = odmítnutí θ
decision-applied-threshold = práh t
decision-applied-offsets = posuny δ
decision-none-applied = Apriorní pravděpodobnosti, ztráty a odmítnutí váží aposteriorní pravděpodobnosti (generativní modely, logistická a softmaxová regrese); t posouvá h = 0 na h = t pro dvě { -classes }, δₖ se přičítá k aₖ pro více tříd.
