### Slova Hyperplane: graf převedený do slov pro čtečku obrazovky (wasm/describe), česky.
### Živá oblast říká shrnutí; klávesa i a pole Popis říkají celý text.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Čísla a místa. Čísla jsou ta z panelu: tři platné číslice, skutečné
## znaménko minus (U+2212, které čtečky čtou jako „minus“) a mocnina deseti
## zapsaná jako e u velmi velkých a velmi malých čísel.

# $sign je „−“ nebo nic; $x je číslo bez znaménka.
describe-num = { $sign }{ NUMBER($x, maximumFractionDigits: 9) }
# $m je mantisa (1 ≤ $m < 10), $e mocnina deseti bez znaménka, $esign „−“ nebo nic: 1,23e5.
describe-num-exp = { $sign }{ NUMBER($m, maximumFractionDigits: 2) }e{ $esign }{ $e }
describe-num-none = bez hodnoty
describe-num-infinity = nekonečno
describe-num-minus-infinity = minus nekonečno
# Bod roviny: (x; y). Středník, protože čeština píše desetinnou čárku.
describe-pair = ({ $x }; { $y })

## Třídy. $case je „start“ na začátku věty.

describe-class = { $case ->
    [start] Třída { $n }
   *[other] třída { $n }
}
# $name je vlastní název třídy, jak ho napsal uživatel.
describe-class-named = { $case ->
    [start] Třída { $n } ({ $name })
   *[other] třída { $n } ({ $name })
}

## Jak je na tom učení.

describe-status-converged = konvergence dosažena
describe-status-not-separable = zastaveno: třídy nejsou lineárně separabilní
describe-status-step-limit = zastaveno na limitu kroků
describe-status-no-optimum = bez konečného optima
describe-status-training = probíhá učení

## Shrnutí, které říká živá oblast. $method je název metody.

describe-summary-untrained = { $method }: zatím nenaučeno; { $points }.
describe-summary = { $method }, krok { $step }: { $body }.
describe-summary-status = { $method }, krok { $step }, { $status }: { $body }.
describe-summary-hidden = { -boundary } je skrytá, dokud neodpovíte na otázku
# Dvě třídy po stranách přímé hranice: „třída 1 nad ní, třída 2 pod ní“.
describe-summary-sides = { $positive } { $positiveSide }, { $negative } { $negativeSide }

## Body.

describe-points-none = žádné body
describe-points = { $n ->
    [one] { $n } bod, { $classes }
    [few] { $n } body, { $classes }
    [many] { $n } bodu, { $classes }
   *[other] { $n } bodů, { $classes }
}
describe-points-of-class = { $class }: { $n }

## Chyby.

describe-mistakes-none = žádný chybně klasifikovaný bod
describe-mistakes = { $n ->
    [one] { $n } chybně klasifikovaný bod
    [few] { $n } chybně klasifikované body
    [many] { $n } chybně klasifikovaného bodu
   *[other] { $n } chybně klasifikovaných bodů
}
describe-mistakes-by-class = { $n ->
    [one] { $n } chybně klasifikovaný bod ({ $classes })
    [few] { $n } chybně klasifikované body ({ $classes })
    [many] { $n } chybně klasifikovaného bodu ({ $classes })
   *[other] { $n } chybně klasifikovaných bodů ({ $classes })
}
describe-class-count = { $class }: { $n }
describe-mistakes-test = { $mistakes }, u testovacích bodů { $n } z { $test }

## Jaká je hranice, když to není přímka.

describe-kind-kernel = { $case ->
    [start] { $n ->
        [one] Zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrný vektor
        [few] Zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrné vektory
        [many] Zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrného vektoru
       *[other] Zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrných vektorů
    }
   *[other] { $n ->
        [one] zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrný vektor
        [few] zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrné vektory
        [many] zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrného vektoru
       *[other] zakřivená { -boundary } jádrového rozvoje přes { $n } podpůrných vektorů
    }
}
describe-kind-curve = { $case ->
    [start] Zakřivená { -boundary } ({ $basis })
   *[other] zakřivená { -boundary } ({ $basis })
}
describe-kind-classes = { $n ->
    [one] { $n } třída ({ $basis })
    [few] { $n } třídy ({ $basis })
    [many] { $n } třídy ({ $basis })
   *[other] { $n } tříd ({ $basis })
}
describe-kind-network = { $case ->
    [start] { $n ->
        [one] Zakřivená { -boundary } sítě o { $n } neuronu { $activation }
        [few] Zakřivená { -boundary } sítě o { $n } neuronech { $activation }
        [many] Zakřivená { -boundary } sítě o { $n } neuronu { $activation }
       *[other] Zakřivená { -boundary } sítě o { $n } neuronech { $activation }
    }
   *[other] { $n ->
        [one] zakřivená { -boundary } sítě o { $n } neuronu { $activation }
        [few] zakřivená { -boundary } sítě o { $n } neuronech { $activation }
        [many] zakřivená { -boundary } sítě o { $n } neuronu { $activation }
       *[other] zakřivená { -boundary } sítě o { $n } neuronech { $activation }
    }
}
describe-kind-network-basis = { $case ->
    [start] { -boundary(case: "cap") } sítě, jejíž skrytá vrstva je báze ({ $basis })
   *[other] { -boundary } sítě, jejíž skrytá vrstva je báze ({ $basis })
}
describe-kind-decision = { $case ->
    [start] { -boundary(case: "cap") } rozhodovací fáze
   *[other] { -boundary } rozhodovací fáze
}
describe-basis-quadratic = kvadratická
describe-basis-poly = polynomiální báze stupně { $degree }
describe-basis-rbf = { $n ->
    [one] báze { $n } gaussovské funkce
    [few] báze { $n } gaussovských funkcí
    [many] báze { $n } gaussovské funkce
   *[other] báze { $n } gaussovských funkcí
}
describe-basis-linear = lineární

## Celý text, věta po větě.

describe-text-method = { $method }.
describe-text-untrained = Zatím nenaučeno.
describe-text-step = Krok { $step }.
describe-text-step-status = Krok { $step }, { $status }.
describe-text-points = { $points }.
describe-text-no-points = Žádné body.
describe-text-test = { $n ->
    [one] { $n } bod je odložen pro testování a kreslí se dutý.
    [few] { $n } body jsou odloženy pro testování a kreslí se duté.
    [many] { $n } bodu je odloženo pro testování a kreslí se duté.
   *[other] { $n } bodů je odloženo pro testování a kreslí se duté.
}
describe-text-hidden = { -boundary(case: "cap") } je skrytá, dokud neodpovíte na otázku lekce.
describe-text-line = { -boundary(case: "cap") } je přímka { $equation }: { $words }.
describe-text-sides = { $positive } leží { $positiveSide }, { $negative } { $negativeSide }.
describe-text-band = Body, kde |h| ≤ { $band }, tedy pás kolem přímky, zůstávají nerozhodnuté.
describe-text-kind = { $kind }.
describe-text-regions = { $regions }.
describe-text-no-regions = Ve výřezu není žádná oblast.
describe-text-mistakes-none = Žádný bod není chybně klasifikovaný.
describe-text-mistakes = { $n ->
    [one] { $n } bod je chybně klasifikovaný.
    [few] { $n } body jsou chybně klasifikované.
    [many] { $n } bodu je chybně klasifikováno.
   *[other] { $n } bodů je chybně klasifikováno.
}
describe-text-mistakes-by-class = { $n ->
    [one] { $n } bod je chybně klasifikovaný ({ $classes }).
    [few] { $n } body jsou chybně klasifikované ({ $classes }).
    [many] { $n } bodu je chybně klasifikováno ({ $classes }).
   *[other] { $n } bodů je chybně klasifikováno ({ $classes }).
}
describe-text-train-mistakes-none = Mezi trénovacími body není žádný chybně klasifikovaný.
describe-text-train-mistakes = { $n ->
    [one] Mezi trénovacími body je { $n } chybně klasifikovaný.
    [few] Mezi trénovacími body jsou { $n } chybně klasifikované.
    [many] Mezi trénovacími body je { $n } chybně klasifikovaného.
   *[other] Mezi trénovacími body je { $n } chybně klasifikovaných.
}
describe-text-train-mistakes-by-class = { $n ->
    [one] Mezi trénovacími body je { $n } chybně klasifikovaný ({ $classes }).
    [few] Mezi trénovacími body jsou { $n } chybně klasifikované ({ $classes }).
    [many] Mezi trénovacími body je { $n } chybně klasifikovaného ({ $classes }).
   *[other] Mezi trénovacími body je { $n } chybně klasifikovaných ({ $classes }).
}
describe-text-test-mistakes = Chybně klasifikované testovací body: { $n } z { $test }.
describe-text-margin = { -margin(case: "cap") } 1/‖w‖ je { $margin }.
describe-text-nearest = Každý trénovací bod je na své straně; nejbližší je ve vzdálenosti { $distance } od přímky.
describe-text-decision = Je nastavena rozhodovací fáze (sekce Rozhodnutí): popsaná { -boundary } je ta po rozhodnutí.
# $reason jsou vlastní slova metody o tom, proč skončila (go-engine.ftl).
describe-text-reason = { $reason }.

## Přímá hranice.

describe-shape-horizontal = vodorovná přímka
describe-shape-vertical = svislá přímka
describe-shape-nearly-horizontal = téměř vodorovná přímka
describe-shape-nearly-vertical = téměř svislá přímka
describe-shape-rising = přímka zleva zdola doprava nahoru
describe-shape-falling = přímka zleva shora doprava dolů
describe-line-none = žádná přímka
describe-line-outside = { $shape } mimo výřez, { $where }
describe-line-touching = { $shape }, dotýká se výřezu v bodě { $at }
describe-line-crossing = { $shape }, protíná { $first } a { $second }
describe-crossing-left = levý okraj v y = { $y }
describe-crossing-right = pravý okraj v y = { $y }
describe-crossing-top = horní okraj v x = { $x }
describe-crossing-bottom = dolní okraj v x = { $x }

## Rovnice přímky, w₁ x + w₂ y + w₀ = 0, její členy zapsané jeden po druhém:
## „0,82 x − 1,1 y + 2,3 = 0, tedy y = 0,745 x + 2,09“.

# $num je číslo, $var symbol jeho proměnné (x nebo y).
describe-term = { $num } { $var }
describe-plus = { $left } + { $right }
describe-minus = { $left } − { $right }
describe-equation = { $sum } = 0
describe-equation-y = { $sum } = 0, tedy y = { $solved }
describe-equation-x = { $sum } = 0, tedy x = { $x }

## Směry na obrazovce od místa a strany přímky.

describe-toward-right = vpravo
describe-toward-upper-right = vpravo nahoře
describe-toward-above = nahoře
describe-toward-upper-left = vlevo nahoře
describe-toward-left = vlevo
describe-toward-lower-left = vlevo dole
describe-toward-below = dole
describe-toward-lower-right = vpravo dole
describe-toward-centre = kolem středu
describe-side-right = vpravo od ní
describe-side-upper-right = vpravo nad ní
describe-side-above = nad ní
describe-side-upper-left = vlevo nad ní
describe-side-left = vlevo od ní
describe-side-lower-left = vlevo pod ní
describe-side-below = pod ní
describe-side-lower-right = vpravo pod ní

## Oblasti výřezu, které zabírají třídy.

# $percent je celé procento.
describe-share = { $percent } %
describe-share-sliver = méně než 1 %
describe-region-short-first = { $class } na { $share } výřezu ({ $toward })
describe-region-short = { $class } na { $share } ({ $toward })
describe-region-undecided = { $case ->
    [start] Nerozhodnutá oblast
   *[other] nerozhodnutá oblast
}
describe-region-long = { $class } zabírá { $share } výřezu, { $toward }
describe-region-long-undecided = { $case ->
    [start] Nerozhodnuto: { $share } výřezu, { $toward }
   *[other] nerozhodnuto: { $share } výřezu, { $toward }
}
describe-region-pieces = { $region }, počet částí { $pieces }

## Bod, místo pod kurzorem klávesnice.

describe-point-none = žádný vybraný bod
describe-point = bod { $n } z { $total }, { $class }, na pozici { $at }
describe-point-held-out = { $point }, odložený pro testování
describe-point-misclassified = { $point }, chybně klasifikovaný
describe-point-correct = { $point }, správně klasifikovaný
describe-point-support = { $point }, podpůrný vektor
describe-at = { $case ->
    [start] Pozice { $at }
   *[other] pozice { $at }
}
describe-at-model = { $place }: { $model }
describe-at-no-model = { $place }: zatím bez modelu
describe-at-nearest = { $place }; nejbližší bod { $n }, { $class }, na pozici { $at }, ve vzdálenosti { $distance }
describe-at-no-points = { $place }; žádné body
describe-side-of-class = strana: { $class }
describe-side-undecided = nerozhodnuto
describe-at-probability = { $side }, pravděpodobnost { $p }
describe-at-score = { $side }, skóre h = { $h }
describe-at-distance = { $what }, { $distance } od { -boundary(case: "gen") }
describe-at-about = { $what }, asi { $distance } od { -boundary(case: "gen") }

## Skryté neurony sítě v celém popisu.

describe-unit = Neuron { $unit }: { $words }, výstupní váhy { $outgoing }.
describe-unit-arrow = Neuron { $unit }: { $words }, jeho šipka { $toward }, výstupní váhy { $outgoing }.
describe-unit-curve = křivka příznaků báze
