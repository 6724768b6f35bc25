### Slova Hyperplane pro klávesnici grafu (balíček wasm/keys): seznam kláves v nápovědě a co každá klávesa udělala, pro živou oblast, česky.
### Názvy kláves (Enter, Escape, Delete, Shift) jsou ty z klávesnice; jazyk je může pojmenovat tak, jak je popisují jeho klávesnice.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Seznam kláves: keys-label-… pojmenovává klávesy, keys-help-… říká, co dělají.

keys-label-move = ← → ↑ ↓
keys-help-move = posune kurzor o jeden krok mřížky, se Shiftem o desetinu kroku; výřez kurzor sleduje
keys-label-enter = Enter
keys-help-enter = přidá na pozici kurzoru bod aktuální třídy; s jiným nástrojem (sprej, guma, laso, obdélník, roztřesení) tam začne jeho tah
keys-label-class = 1 – 6
keys-help-class = třída nových bodů
keys-label-delete = Delete, Backspace
keys-help-delete = odstraní vybrané body, jinak bod nejbližší ke kurzoru
keys-label-point-mode = m
keys-help-point-mode = režim bodů: vybere bod nejbližší ke kurzoru
keys-label-next = n, Shift+n
keys-help-next = vybere další bod, nebo předchozí
keys-label-choose = ← → ↑ ↓ v režimu bodů
keys-help-choose = vybere nejbližší bod v daném směru
keys-label-grab = Enter v režimu bodů
keys-help-grab = uchopí vybraný bod: šipky ho posouvají, Enter ho položí, Escape ho vrátí zpět
keys-label-delete-chosen = Delete v režimu bodů
keys-help-delete-chosen = odstraní vybraný bod
keys-label-leave = Escape nebo m v režimu bodů
keys-help-leave = zpět na kurzor, tam kde je vybraný bod
keys-label-move-grabbed = ← → ↑ ↓ s uchopeným bodem
keys-help-move-grabbed = posune ho o jeden krok mřížky, se Shiftem o desetinu kroku
keys-label-drop = Enter s uchopeným bodem
keys-help-drop = položí ho
keys-label-put-back = Escape s uchopeným bodem
keys-help-put-back = vrátí ho, kde byl
keys-label-stroke-move = ← → ↑ ↓ během tahu
keys-help-stroke-move = vedou tah: rozšíří sprej, kreslí laso nebo obdélník, posouvají gumu nebo roztřesení
keys-label-stroke-end = Enter během tahu
keys-help-stroke-end = ukončí ho: nastříká body, vybere, co obsahuje laso nebo obdélník
keys-label-stroke-cancel = Escape během tahu
keys-help-stroke-cancel = zruší ho
keys-label-unit = u, Shift+u
keys-help-unit = skryté neurony sítě: vybere přímku dalšího neuronu, nebo předchozího
keys-label-unit-move = ↑ ↓ s vybranou přímkou neuronu
keys-help-unit-move = posune přímku po její šipce o jeden krok mřížky, se Shiftem o desetinu kroku; ← → ji otočí o 5° kolem jejího středu, se Shiftem o 1° (každé je jeden krok pro Zpět)
keys-label-unit-leave = Escape s vybranou přímkou neuronu
keys-help-unit-leave = zpět na kurzor
keys-label-clear-selection = Escape
keys-help-clear-selection = zruší výběr
keys-label-relabel = c
keys-help-relabel = dá vybranému bodu nebo vybraným bodům třídu nových bodů
keys-label-zoom = + a -
keys-help-zoom = přiblíží a oddálí kolem kurzoru
keys-label-home = Home
keys-help-home = kurzor do středu výřezu
keys-label-describe-at = d
keys-help-describe-at = popíše místo pod kurzorem: jeho třídu a skóre, vzdálenost od hranice, nejbližší bod
keys-label-describe-all = i
keys-help-describe-all = přečte celý popis grafu
keys-label-tab = Tab
keys-help-tab = opustí graf

## Co klávesa udělala. $place je místo roviny, $point bod
## (go-describe.ftl), $class třída.

# $error je odmítnutí jako věta.
keys-failed = { $error }.
keys-cursor-side = { $place }, { $side }
keys-cursor-on-point = { $place }, na bodě { $n } ({ $class })
keys-home = Střed výřezu, { $place }
keys-predict-boundary = Vaše predikce: bod { -boundary(case: "gen") } na pozici { $at }.
keys-no-point-to-mark = Tady není žádný bod k označení: bod vybere m nebo n.
keys-added = Přidán bod { $n }, { $class }, na pozici { $at }.
keys-tools-plain-view = Nástroje kreslí v obyčejném zobrazení: vypněte bělené zobrazení.
# $stroke říká, co šipky dělají v právě začatém tahu.
keys-stroke-started = { $stroke } Enter ho ukončí, Escape zruší.
keys-new-points = Nové body: { $class }.
keys-deleted-selected = { $n ->
    [one] Smazán { $n } vybraný bod
    [few] Smazány { $n } vybrané body
    [many] Smazáno { $n } vybraného bodu
   *[other] Smazáno { $n } vybraných bodů
}.
keys-no-point-near = U kurzoru není žádný bod: nejbližší vybere m.
keys-removed = Odstraněn { $point }.
keys-pick-first = Lekce nejprve žádá vaši predikci: Enter ji označí; body zůstávají, jak jsou.
keys-whitened-no-zoom = Bělené zobrazení nelze přiblížit.
# $way je „in“ nebo „out“; $x0 až $y1 okraje výřezu.
keys-zoomed = { $way ->
    [in] Přiblíženo
   *[out] Oddáleno
}: x od { $x0 } do { $x1 }, y od { $y0 } do { $y1 }.
keys-describe-at = { $place }.
keys-no-points = Nejsou žádné body.
keys-point-mode = Režim bodů: { $point }.
keys-point = { $point }.
keys-no-point-further = Dál { $toward } už žádný bod není.
keys-cursor-at = Kurzor: { $place }.
keys-unit-where = { $case ->
    [start] Neuron { $unit }, { $words }, jeho šipka { $toward }
   *[other] neuron { $unit }, { $words }, jeho šipka { $toward }
}
keys-unit-none = Není přímka skrytého neuronu k výběru: metoda není síť v rovině, nebo jsou její přímky mimo výřez.
keys-unit-chosen = { $unit }. ↑ a ↓ ji posouvají, ← a → otáčejí, Escape ji opustí.
keys-unit-gone = Přímka neuronu { $unit } už není ve výřezu: zpět na kurzor.
keys-unit-left-view = Přímka neuronu { $unit } opustila výřez.
keys-unit-moved = { $unit }.
keys-grabbed = Uchopen bod { $n } na pozici { $at }: šipky ho posouvají, Enter ho položí, Escape ho vrátí zpět.
keys-predict-mark = Vaše predikce: bod { $n } označen, nebo odznačen, pokud už označený byl.
keys-place-misclassified = { $place }, chybně klasifikováno
keys-place-correct = { $place }, správně klasifikováno
keys-dropped = Bod { $n } položen na pozici { $at }.
keys-put-back = Bod { $n } vrácen na pozici { $at }.
keys-removed-last = Odstraněn { $point }. Nezbyly žádné body.
keys-removed-now = Odstraněn { $point }. Nyní { $now }.
keys-gave = { $n ->
    [one] { $n } vybraný bod dostal
    [few] { $n } vybrané body dostaly
    [many] { $n } vybraného bodu dostalo
   *[other] { $n } vybraných bodů dostalo
} { $class }.
keys-choose-first = Nejprve vyberte bod (m nebo n), nebo vyberte body obdélníkem či lasem.

## Kreslicí nástroje u kurzoru.

keys-stroke-spray = Sprej: šipky rozšiřují shluk { $n ->
    [one] { $n } bodu
    [few] { $n } bodů
    [many] { $n } bodu
   *[other] { $n } bodů
}, { $class }.
keys-stroke-moving = Šipky posouvají vybrané body (počet: { $n }).
keys-stroke-box = Obdélník: šipky posouvají jeho protější roh.
keys-stroke-lasso = Laso: šipky ho kreslí.
keys-stroke-eraser = Guma: šipky ji posouvají přes body, které se mají odstranit.
keys-stroke-jitter = Roztřesení: šipky ho posouvají přes body, které se mají roztřást.
keys-sprayed = { $n ->
    [one] Nastříkán { $n } bod
    [few] Nastříkány { $n } body
    [many] Nastříkáno { $n } bodu
   *[other] Nastříkáno { $n } bodů
}, { $class }.
keys-moved = { $n ->
    [one] Posunut { $n } bod
    [few] Posunuty { $n } body
    [many] Posunuto { $n } bodu
   *[other] Posunuto { $n } bodů
}.
keys-selected-none = Nevybrány žádné body.
keys-selected = { $n ->
    [one] Vybrán { $n } bod
    [few] Vybrány { $n } body
    [many] Vybráno { $n } bodu
   *[other] Vybráno { $n } bodů
}: Delete je odstraní, c jim dá aktuální třídu, Enter na jednom z nich posune všechny.
keys-erased = { $n ->
    [one] Vymazán { $n } bod
    [few] Vymazány { $n } body
    [many] Vymazáno { $n } bodu
   *[other] Vymazáno { $n } bodů
}.
keys-jittered = Body, přes které štětec přešel, byly roztřeseny.
keys-stroke-cancelled = Tah zrušen.
keys-selection-cleared = Výběr zrušen.

## Samotný graf pro čtečku obrazovky: jeho název, role a jak ho používat.

keys-plot-label = Graf bodů a rozhodovací { -boundary(case: "gen") }
keys-plot-role = interaktivní graf
# Plátno grafu, znovu pojmenované při změně jazyka.
keys-plot =
    .aria-label = { keys-plot-label }
    .aria-roledescription = { keys-plot-role }
keys-plot-help = Šipky posouvají kurzor, Enter přidá bod aktuální třídy, číslice volí třídu, m vybírá body k posunutí nebo odstranění, d popíše místo pod kurzorem a i celý graf. Nápověda (otazník) uvádí všechny klávesy; Tab graf opustí.
