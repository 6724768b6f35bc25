### Slova Hyperplane pro neuronovou síť (její pole v panelu, popis jejích skrytých neuronů v grafu, režim neuronů na klávesnici, její skrytý prostor a zpětné šíření), česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Pole sítě v panelu (web/js/network.js).

network-box-heading = Skryté neurony
network-units-caption = Skryté neurony: přímka wᵀx + b = 0 každého z nich v grafu, v jeho barvě
network-units-unit = Neuron
network-units-colour = Barva
network-units-weights = w
network-units-bias = b
network-units-outgoing = Výstupní ‖v‖
network-unit-name = neuron { $unit }
network-reseed = Jiné semínko
network-reseed-title = Začít znovu od vah, které vylosuje jiné semínko: často jiné řešení, někdy lokální minimum
network-swap = Prohodit
network-swap-title = Prohodit dva skryté neurony a jejich výstupní váhy: stejná funkce, jiný bod prostoru vah
network-swap-first = První neuron k prohození
network-swap-second = Druhý neuron k prohození
network-flip = Obrátit znaménko
network-flip-title = Obrátit váhy neuronu (w, b → −w, −b) a jeho výstupní váhy: stejná funkce
network-flip-unit = Neuron k obrácení
network-hint = Tažením přímky neuronu ji posunete, tažením jejího kolečka ji otočíte; v grafu vybere přímku klávesa u a šipky ji posouvají a otáčejí.
network-basis-hint = Skrytá vrstva je báze: její neurony jsou bázové funkce, pevné, a nemají přímky k tažení.
network-curves-hint = S bází je každý neuron křivkou v φ(x): jeho přímka se kreslí jen ve vlastních souřadnicích roviny.

## Popis grafu (wasm/describe).

network-kind = zakřivená hranice sítě { $units ->
    [one] o jednom neuronu { $activation }
    [few] o { $units } neuronech { $activation }
    [many] o { $units } neuronu { $activation }
   *[other] o { $units } neuronech { $activation }
  }
network-unit-line = neuron { $unit }: { $line }, jeho šipka { $toward }, výstupní váhy { $outgoing }
network-unit-offview = neuron { $unit }: jeho přímka je mimo výřez, { $where }

## Režim neuronů na klávesnici (wasm/keys).

network-keys-none = Není přímka skrytého neuronu k výběru: metoda není síť v rovině, nebo jsou její přímky mimo výřez.
network-keys-chosen = { $unit }. ↑ a ↓ ji posouvají, ← a → otáčejí, Escape ji opustí.
network-keys-gone = Přímka neuronu { $unit } už není ve výřezu: zpět na kurzor.
network-keys-left = Přímka neuronu { $unit } opustila výřez.

## Odmítnutí a poznámky sítě z Go (engine/network*.go, wasm/session/network.go,
## wasm/api/network.go), pro případ, kdy stránka formátuje chyby Go jako texty: do té doby
## je Go říká anglicky těmito slovy.

network-note-step = ostrý skok nemá gradient (g' = 0 všude, kde existuje), takže se učí jen výstupní vrstva: postavte skryté neurony ručně, nebo zvolte tanh, logistickou funkci či ReLU, aby se učily
network-refuse-not-network = metoda není síť
network-refuse-no-points = síť zatím nemá body dvou tříd, na kterých by se učila
network-refuse-basis-weights = skrytá vrstva, která je bází, se volí parametrem "layer" a nemá skryté váhy, které by šlo nastavit
network-refuse-activation = aktivační funkce sítě musí být "tanh", "logistic", "relu" nebo "step", ne { $activation }
network-refuse-hidden-count = síť má 1 až { $max } skrytých neuronů, ne { $n }
network-refuse-output-count = síť má pro své třídy { $want ->
    [one] jeden výstupní řádek
    [few] { $want } výstupní řádky
    [many] { $want } výstupního řádku
   *[other] { $want } výstupních řádků
  }, ne { $n }
network-refuse-unit-weights = skrytý neuron { $unit } má počet vah { $n }, má mít { $want }
network-refuse-output-weights = výstupní řádek { $row } má počet vah { $n }, má mít { $want }
network-refuse-not-finite = { $what } { $unit } má váhu, která není konečná
network-refuse-needs-w-b = { $what } neuron { $unit } potřebuje w a b
network-refuse-no-unit = skrytý neuron { $unit } neexistuje
network-refuse-basis-order = skrytá vrstva je báze: její neurony si drží své pořadí a znaménko
network-refuse-relu-flip = neuron ReLU nemá znaménkovou symetrii: max(0, −a) není funkcí max(0, a)
network-refuse-no-drag = žádná přímka se netáhne
network-refuse-leaves-plane = přímka by opustila rovinu
network-reason-overflow = váhy přetekly, proto byl poslední krok vrácen: snižte míru učení η

# Skrytý prostor a zpětné šíření (issue 49, část 2).

## Skrytý prostor (web/js/pictures/hidden.js, wasm/pictures/hidden.go).

network-space-title = Skrytý prostor: každý bod v h = g(Wz)
network-space-canvas =
    .aria-label = Skrytý prostor sítě
network-space-stage = Z roviny do skrytého prostoru
network-space-first = Vodorovně
network-space-second = Svisle
network-space-unit = neuron { $unit } (h{ $sub })
# Názvy os podle posuvníku: x a y v rovině, pak a = Wz,
# pak h = g(a); $sub je číslo neuronu dolními indexy.
network-space-axis-x = { $coordinate ->
    [1] x
    [2] y
   *[other] 0
}
network-space-axis-y = y
network-space-axis-to-a = → a{ $sub }
network-space-axis-a = a{ $sub }
network-space-axis-to-h = → h{ $sub }
network-space-axis-h = h{ $sub }
network-space-stage-plane = { $t }: rovina, každý bod v x
network-space-stage-to-pre = { $t }: na cestě od x k vnitřním potenciálům a = Wz
network-space-stage-pre = { $t }: vnitřní potenciály a = Wz, u každého neuronu bⱼ + wⱼ·x
network-space-stage-to-hidden = { $t }: na cestě od a k h = g(a)
network-space-stage-hidden = { $t }: skrytý prostor, h = g(a)
network-space-note-stage = { $n ->
    [one] Bod a mřížka roviny, přenesené část cesty. Při 1 se nakreslí hranice výstupní vrstvy.
    [few] { $n } body a mřížka roviny, přenesené část cesty. Při 1 se nakreslí hranice výstupní vrstvy.
    [many] { $n } bodu a mřížka roviny, přenesené část cesty. Při 1 se nakreslí hranice výstupní vrstvy.
   *[other] { $n } bodů a mřížka roviny, přenesené část cesty. Při 1 se nakreslí hranice výstupní vrstvy.
}
network-space-note-line = Ve skrytém prostoru je hranice výstupní vrstvy přímka { $c } + { $v1 } h₁ + { $v2 } h₂ = 0 (výstup o = 0, kde p = ½). Neurony ohýbají mřížku roviny; výstup odděluje, co leží na obou stranách přímky, takže třídy, jejichž obrazy se mísí, oddělit nelze.
network-space-note-classes = Ve skrytém prostoru vyhrává každá z tříd (počet: { $classes }) tam, kde je její výstup největší: oblasti jsou odděleny přímkami, hranicemi výstupní vrstvy.
network-space-note-cube = Tři neurony: hranice výstupní vrstvy je rovina (modrá) v krychli (h₁, h₂, h₃) a rovina dokáže oddělit obrazy, které přímka při dvou neuronech oddělit nedokázala.
network-space-note-cube-classes = Tři neurony: každý bod ve svém obrazu v krychli (h₁, h₂, h₃). Při více než dvou třídách jsou hranice výstupu roviny mezi dvojicemi tříd; nekreslí se.
network-space-note-pair = Neurony { $first } a { $second } z { $units }: obraz každého bodu ve dvou z jeho { $units } souřadnic. Hranice výstupní vrstvy je nadrovina ve všech { $units } souřadnicích, ne přímka v jedné dvojici, proto se nekreslí.
network-space-note-keys = Najetím na bod ho zakroužkujete v grafu; kliknutím na něj, nebo šipkami na obrázku, ho vyberete pro zpětné šíření (Escape výběr zruší).
network-space-note-keys-cube = Tažením nebo šipkami ji otočíte; najetím na bod ho zakroužkujete v grafu; kliknutím na bod ho vyberete pro zpětné šíření.
network-space-none = Skrytý prostor patří neuronové síti: zvolte síť a uvidíte ho.
network-space-many = Skrytý prostor kreslí nejvýše { $max } bodů.
network-space-axes = { $units ->
    [one] Síť má jeden skrytý neuron: nakreslete ho jako neuron 0.
    [few] Zvolte dva nebo tři různé z { $units } neuronů (číslovaných od 0).
    [many] Zvolte dva nebo tři různé z { $units } neuronu (číslovaných od 0).
   *[other] Zvolte dva nebo tři různé z { $units } neuronů (číslovaných od 0).
}
network-space-stage-refused = Fáze t posuvníku je číslo od 0 (rovina) do 1 (skrytý prostor).
network-space-alt-none = Skrytý prostor: { $why }
network-space-alt = { $units ->
    [one] Body roviny přenesené do prostoru jediného skrytého neuronu sítě, s y jako druhou osou, ve fázi { $t } posuvníku (0 rovina, 1 skrytý prostor): bodů { $n }.
    [few] Body roviny přenesené do prostoru { $units } skrytých neuronů sítě, z nich nakreslené { $dims }, ve fázi { $t } posuvníku (0 rovina, 1 skrytý prostor): bodů { $n }.
    [many] Body roviny přenesené do prostoru { $units } skrytého neuronu sítě, z nich nakreslené { $dims }, ve fázi { $t } posuvníku (0 rovina, 1 skrytý prostor): bodů { $n }.
   *[other] Body roviny přenesené do prostoru { $units } skrytých neuronů sítě, z nich nakreslené { $dims }, ve fázi { $t } posuvníku (0 rovina, 1 skrytý prostor): bodů { $n }.
}
network-space-alt-line = Hranice výstupu je tam přímka { $c } + { $v1 } h₁ + { $v2 } h₂ = 0.
network-space-alt-plane = Hranice výstupu je tam rovina { $c } + { $v1 } h₁ + { $v2 } h₂ + { $v3 } h₃ = 0.
network-space-alt-axis = souřadnice { $coordinate }
network-space-alt-point = bod
network-space-alt-class = třída

## Zpětné šíření (web/js/pictures/backprop.js, wasm/pictures/backprop.go).

network-backprop-title = Zpětné šíření jednoho bodu
network-backprop-point-label = Bod
network-backprop-point-input =
    .placeholder = všechny
network-backprop-clear = Všechny body
network-backprop-arrows = Nakreslit krok v grafu
network-backprop-canvas =
    .aria-label = Zpětné šíření sítí
network-backprop-input-x = { $v }
network-backprop-input-y = { $v }
network-backprop-a = a = { $a }
network-backprop-delta = δ = { $delta }
network-backprop-grad = ‖∂E/∂w‖ = { $g }
network-backprop-o = o = { $o }
network-backprop-out = t = { $t }, δ = { $delta }
network-backprop-note-point = Bod { $point } (třída { $class }). Dopředu: nad každým skrytým neuronem jeho aⱼ = bⱼ + wⱼ·x, v něm hⱼ = g(aⱼ); výstup dává y = { $y } pro cíl t = { $t }, takže výstupní chyba je δ = y − t = { $delta } a Eₙ = { $e }. Zpět: pod každým neuronem jeho δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. Krok jen na tomto bodu posune řádek (bⱼ, wⱼ) neuronu j o −η δⱼ (1, x), s η = { $eta }.
network-backprop-note-point-squared = Bod { $point } (třída { $class }). Dopředu: nad každým skrytým neuronem jeho aⱼ = bⱼ + wⱼ·x, v něm hⱼ = g(aⱼ); výstup dává y = { $y } pro cíl t = { $t }. S kvadratickou chybou nese výstupní chyba sklon výstupu, δ = (y − t) y (1 − y) = { $delta }, a Eₙ = { $e }. Zpět: pod každým neuronem jeho δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. Krok jen na tomto bodu posune řádek (bⱼ, wⱼ) neuronu j o −η δⱼ (1, x), s η = { $eta }.
network-backprop-note-batch = Není vybrán žádný bod: všechny trénovací body. E/N = { $e } včetně útlumu; pod každým neuronem velikost jeho gradientu, průměru δⱼ z přes body a útlumu. Krok celé dávky posune každou váhu o −η krát tuto hodnotu, s η = { $eta } (bez momentu). Vyberte bod a uvidíte jeho dopředné hodnoty a delty.
network-backprop-note-frozen = Skrytá vrstva je zmrazená: učí se jen výstup a přímky zůstávají, kde jsou.
network-backprop-note-arrows = { $k ->
    [1] V grafu je každá čárkovaná přímka místem, kam krok posune přímku jejího neuronu, a šipky ukazují, jak se posouvá a otáčí.
   *[other] V grafu je každá čárkovaná přímka místem, kam krok posune přímku jejího neuronu, a šipky ukazují, jak se posouvá a otáčí, nakreslené { $k }krát větší než krok.
}
network-backprop-note-still = Krok nepohne žádnou přímkou: neurony tu nemají gradient (skoková aktivační funkce žádný nemá).
network-backprop-none = Zpětné šíření se ukazuje pro neuronovou síť: zvolte síť a uvidíte ho.
network-backprop-point = { $n ->
    [one] Bod { $point } neexistuje: scéna má jeden bod.
    [few] Bod { $point } neexistuje: scéna má { $n } body.
    [many] Bod { $point } neexistuje: scéna má { $n } bodu.
   *[other] Bod { $point } neexistuje: scéna má { $n } bodů.
}
network-backprop-class = Třída bodu { $class } není žádná ze tříd sítě.
network-backprop-empty = Žádný trénovací bod nepatří do tříd sítě.
network-backprop-history = Pro krok historie se gradient dávky ukazuje nejvýše s tímto počtem trénovacích bodů: { $max }. Vyberte bod, nebo se vraťte k modelu, jaký je teď.
network-backprop-alt-none = Zpětné šíření: { $why }
network-backprop-alt-point = { $units ->
    [one] Zpětné šíření bodu { $point } (třída { $class }), jeho chyba Eₙ = { $e }: vnitřní potenciál a, aktivace h, delta δ a gradient skrytého neuronu, pak o, y a δ výstupu.
    [few] Zpětné šíření bodu { $point } (třída { $class }), jeho chyba Eₙ = { $e }: vnitřní potenciál a, aktivace h, delta δ a gradient každého z { $units } skrytých neuronů, pak o, y a δ výstupů.
    [many] Zpětné šíření bodu { $point } (třída { $class }), jeho chyba Eₙ = { $e }: vnitřní potenciál a, aktivace h, delta δ a gradient každého z { $units } skrytého neuronu, pak o, y a δ výstupů.
   *[other] Zpětné šíření bodu { $point } (třída { $class }), jeho chyba Eₙ = { $e }: vnitřní potenciál a, aktivace h, delta δ a gradient každého z { $units } skrytých neuronů, pak o, y a δ výstupů.
}
network-backprop-alt-batch = Gradient celé dávky, E/N = { $e }: gradient každého skrytého neuronu, pak výstupů.
network-backprop-alt-unit = neuron
network-backprop-alt-output = výstup { $output }
network-backprop-alt-grad = ∂E/∂ váha { $i }
