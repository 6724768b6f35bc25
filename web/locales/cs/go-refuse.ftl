### Odmítnutí Hyperplane (balíček wasm/api): co se dozví volání window.hyperplane ze stránky nebo z vkládajícího kurzu, když ho nelze provést, česky.
### Odmítnutí je psáno tak, jak zní uvnitř delší zprávy; vlastní větu stránka začne velkým písmenem (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Samotná smlouva.

# $name je název funkce v uvozovkách.
refuse-no-function = funkce { $name } neexistuje
# $name je funkce, hyperplane.clear.
refuse-reentered = { $name } byla zavolána během jiného volání API (z toJSON, getteru nebo zpětného volání) a byla odmítnuta; zavolejte ji až potom
# $where je funkce, $message co se pokazilo (slova pro vývojáře).
refuse-fault = V { $where } se něco pokazilo: { $message }. Učení je pozastaveno; vaše body zůstávají.

## Argument, který není tím, co funkce bere. $arg je název argumentu (refuse-arg-…).

refuse-not-number = { $arg } musí být číslo
refuse-not-finite = { $arg } musí být konečné číslo
refuse-not-whole = { $arg } musí být celé číslo
# $lo a $hi jsou číslicemi.
refuse-not-between = { $arg } musí být mezi { $lo } a { $hi }
refuse-not-string = { $arg } musí být řetězec
# $max je číslicemi.
refuse-too-long = { $arg } je delší než { $max } bajtů
refuse-not-bool = { $arg } musí být true nebo false
refuse-not-function = { $arg } musí být funkce
refuse-missing = { $arg } chybí
refuse-unreadable = { $arg } nelze přečíst: { $why }
refuse-argument-problem = { $arg }: { $why }
refuse-not-value = { $arg } musí být hodnota
refuse-needs-basis = setBasis potřebuje objekt jako {"{"}kind: "poly", degree: 2{"}"}
refuse-needs-split = setSplit potřebuje objekt jako {"{"}fraction: 0.3, seed: 1{"}"}
refuse-needs-view = setView potřebuje objekt přepínačů
refuse-needs-network = setNetwork potřebuje objekt jako {"{"}activation: "tanh", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}], output: [{"{"}w: [1], b: 0{"}"}]{"}"}
refuse-needs-viewport = setViewport potřebuje {"{"}minX, maxX, minY, maxY{"}"}

## Názvy argumentů.

refuse-arg-angle = úhel
refuse-arg-begin-or-end = začátek nebo konec
refuse-arg-class = třída
refuse-arg-collect = sběr
refuse-arg-count = počet
refuse-arg-exportimages-callback = zpětné volání exportImage
refuse-arg-from = od
refuse-arg-index = index
refuse-arg-speed = rychlost
refuse-arg-the-algorithm-id = id algoritmu
refuse-arg-the-answers = odpovědi
refuse-arg-the-basis = báze
refuse-arg-the-basiss-id = id báze
refuse-arg-the-brush = štětec
refuse-arg-the-choice = volba
refuse-arg-the-class = třída
refuse-arg-the-columns = sloupce
refuse-arg-the-comparisons-options = volby porovnání
refuse-arg-the-cross-validations-options = volby křížové validace
refuse-arg-the-csv-text = text CSV
refuse-arg-the-data-sets-id = id datové sady
refuse-arg-the-decided-class = rozhodnutá třída
refuse-arg-the-decision = rozhodnutí
refuse-arg-the-fault-handler = obsluha chyb
refuse-arg-the-indices = indexy
refuse-arg-the-lesson = lekce
refuse-arg-the-lesson-id = id lekce
refuse-arg-the-limit-of-steps = limit kroků
refuse-arg-the-link = odkaz
refuse-arg-the-lock = zámek
refuse-arg-the-milliseconds = milisekundy
refuse-arg-the-name = název
refuse-arg-the-number-of-classes = počet tříd
refuse-arg-the-number-of-steps = počet kroků
refuse-arg-the-options = volby
refuse-arg-the-point-indices = indexy bodů
refuse-arg-the-point-of-the-curve = bod křivky
refuse-arg-the-points = body
refuse-arg-the-prediction = predikce
refuse-arg-the-preset-id = id předvolby
refuse-arg-the-presets-knobs = parametry předvolby
refuse-arg-the-saved-progress = uložený postup
refuse-arg-the-scene = scéna
refuse-arg-the-set = množina
refuse-arg-the-settings = nastavení
refuse-arg-the-settings-key = klíč nastavení
refuse-arg-the-settings-value = hodnota nastavení
refuse-arg-the-split = rozdělení
refuse-arg-the-subscriber = odběratel
refuse-arg-the-target = cíl
refuse-arg-the-text = text
refuse-arg-whether-it-is-csv = zda je text CSV
refuse-arg-the-title = název
refuse-arg-the-tool = nástroj
refuse-arg-the-tools-options = volby nástroje
refuse-arg-the-true-class = skutečná třída
refuse-arg-the-view = zobrazení
refuse-arg-the-network = síť
refuse-arg-the-first-unit = první neuron
refuse-arg-the-second-unit = druhý neuron
refuse-arg-the-unit = neuron
refuse-arg-restart-count = zda začít počítat znovu
refuse-arg-the-viewport = výřez
refuse-arg-where = kde
refuse-arg-whether-to-ring-them = zda je zakroužkovat
refuse-arg-whether-to-start-counting-again = zda začít počítat znovu
refuse-arg-x = x
refuse-arg-y = y

## Odmítnutí jednotlivých funkcí.

refuse-pick-target = cíl { $target } není boundary, mistakes ani ""
refuse-features = x a y jsou příznaky, zadané indexem nebo názvem
# $dataset je název datové sady; $name zadaný název, $features její příznaky, jak je píše skript.
refuse-no-feature = { $dataset } nemá příznak { $name }; její příznaky jsou { $features }
refuse-feature-ambiguous = { $name } je začátkem názvu více příznaků sady { $dataset } (počet: { $n }): { $features }; zadejte delší část názvu
refuse-csv-not-imported = CSV nebylo importováno: { $why }
# $x a $y pojmenovávají sloupce tabulky.
refuse-imported-table = Importováno bodů: { $n }, tříd: { $classes }, { $y } proti { $x }; { $dropped ->
    [one] { $dropped } řádek bez x nebo y byl vynechán.
    [few] { $dropped } řádky bez x nebo y byly vynechány.
    [many] { $dropped } řádku bez x nebo y bylo vynecháno.
   *[other] { $dropped } řádků bez x nebo y bylo vynecháno.
}
# $what je zadaná hodnota v uvozovkách.
refuse-decision-drag = decisionDrag bere "begin" nebo "end", ne { $what }
refuse-cv-models = najednou lze křížově validovat nejvýše tento počet modelů: { $max }
refuse-scene-not-loaded = scéna nebyla načtena: { $why }
refuse-set-points-array = setPoints potřebuje pole [x, y, třída]: { $why }
# $n a $max jsou číslicemi.
refuse-set-points-limit = setPoints dostal počet bodů { $n }; limit je { $max }
refuse-set-points-point = bod { $point } musí být [x, y, třída]: tři čísla, třída celá
refuse-lesson-unsaved = lekci nelze uložit: { $why }
refuse-train-first = nejprve naučte model: zatím neexistuje žádná { -boundary }
refuse-predicted-two = predikovanou { -boundary(case: "acc") } tvoří dva body, ne { $n }
refuse-predict-target = cíl { $target } není boundary ani mistakes
# $min a $max jsou číslicemi.
refuse-progress-limit = limit musí být od { $min } do { $max } znaků
refuse-answers-questions = počet odpovědí { $n } neodpovídá počtu otázek { $questions }
refuse-the-view = zobrazení: { $why }
refuse-no-link = bez odkazu: { $why }
refuse-link-not-opened = odkaz nešlo otevřít: { $why }
# $id je zadané id v uvozovkách.
refuse-no-lesson = lekce { $id } neexistuje
# readText, readStep or readEnd without readBegin (js/files.js opens a big file in steps).
refuse-no-reading = žádný soubor se nečte: nejprve zavolejte readBegin()
refuse-lesson-not-loaded = lekce nebyla načtena: { $why }
refuse-no-python = bez Pythonu: { $why }
refuse-no-notebook = bez notebooku: { $why }
refuse-no-json = nemá podobu JSON (je to funkce nebo undefined?)

## Vytvoření balíčku SCORM ve stránce.

refuse-no-lesson-to-pack = není lekce, kterou zabalit ({ $why }): napište ji přes Sdílení a soubory → Napsat lekci…
refuse-packing = balíček SCORM se právě vytváří; počkejte na něj
refuse-package-not-made = balíček SCORM nebyl vytvořen: { $why }

## Objektový argument, který nelze přečíst jako JSON („to“ je argument).

refuse-json-unread = nešlo ho přečíst
refuse-json-unwritable = nelze ho zapsat jako JSON (cyklus, BigInt, funkce?)
# $max je limit, číslicemi (4194304).
refuse-json-values = obsahuje více než { $max } hodnot
refuse-json-number = obsahuje { $value }, ne konečné číslo
# $what říká, co je špatně; $key kde, jak to píše skript.
refuse-json-at = { $what } (v { $key })
refuse-json-bigint-holds = obsahuje BigInt
refuse-json-bigint = { $what }; použijte Number
# $max je číslicemi.
refuse-json-long = je delší než { $max } znaků
refuse-json-deep = je vnořený příliš hluboko
refuse-json-cycle = odkazuje sám na sebe (cyklus)
# $why jsou vlastní slova prohlížeče.
refuse-json-threw = čtení vyhodilo výjimku: { $why }
refuse-json-exception = čtení vyhodilo výjimku

## Odmítnutí a důvody sítě.

refuse-network-json = síť: { $why }
refuse-network-activation = aktivační funkce sítě musí být "tanh", "logistic", "relu" nebo "step", ne „{ $activation }“
refuse-network-hidden = síť má 1 až { $max } skrytých neuronů, ne { $n }
refuse-network-output = síť má 1 až { $max } výstupních neuronů, ne { $n }
refuse-network-row = { $layer ->
    [hidden] skrytý neuron { $unit } potřebuje w a b
   *[output] výstupní neuron { $unit } potřebuje w a b
}
