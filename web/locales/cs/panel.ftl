### Slova Hyperplane: panel, panel nástrojů a překryvy grafu, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Nad grafem.

panel-legend =
    .aria-label = Legenda hranic
panel-fisher-inset =
    .aria-label = Projekce na směr
panel-fisher-reset = zpět na Fishera
panel-drop = Přetáhněte sem CSV nebo scénu a otevřete je
panel-toast-close = ✕
    .aria-label = Zavřít zprávu
    .title = Zavřít

## Panel nástrojů.

panel-toolbar =
    .aria-label = Učení
panel-play-button =
    .title = Spustit nebo pozastavit (mezerník)
panel-play = ▶ Start
panel-pause = ❚❚ Pauza
panel-step = Krok
    .title = Jeden krok (s)
panel-reset = Restart
    .title = Začít znovu od počátečních vah (r)
panel-open-full = Otevřít v { -hyperplane } ↗
panel-controls-show = ☰ Ovládání
panel-controls-hide = ✕ Ovládání
panel-controls-more = ▴ Více
panel-controls-less = ▾ Méně
panel-controls-show-title = Zobrazit ovládání
panel-card-kind = Lekce
panel-card-collapse =
    .title = Skrýt nebo zobrazit text lekce
panel-card-hide = Skrýt
    .title = Skrýt nebo zobrazit text lekce
panel-card-show = Zobrazit
    .title = Skrýt nebo zobrazit text lekce

## Hlava panelu.

panel =
    .aria-label = Ovládání { -hyperplane }
panel-title = { -hyperplane }
panel-language = Jazyk
panel-language-menu =
    .title = Jazyk stránky
panel-help-open = ?
    .aria-label = Nápověda a klávesové zkratky
    .title = Nápověda a klávesové zkratky (?)
panel-close = ✕
    .aria-label = Zavřít ovládání
    .title = Zavřít ovládání

## Scény.

panel-scenes = Scény
panel-preset = Začít z datové sady
panel-preset-choose = vyberte datovou sadu…
panel-preset-load = Vytvořit
panel-lesson = Lekce
panel-lesson-choose = vyberte lekci…

## Data.

panel-data = Data
panel-classes =
    .aria-label = { -class(case: "cap") } nových { -points(case: "gen") }
panel-class-add = + { -class }
    .title = Přidat { -class(case: "acc") }
panel-class-remove = − { -class }
    .title = Odebrat poslední { -class(case: "acc") } a její { -points(case: "acc") }
panel-undo = Zpět
    .title = Zpět (z)
panel-redo = Znovu
    .title = Znovu (shift+z)
panel-clear = Vymazat
    .title = Odstranit všechny { -points(case: "acc") }
panel-split-row =
    .title = Odložit { -points(case: "acc") } stranou od učení a měřit zobecnění; kreslí se dutě
panel-split = Testovací část
panel-split-resample = Přelosovat
    .title = Odložit jiné { -points(case: "acc") }
panel-data-hint = Kliknutím přidáte { -point(case: "acc") } · tažením { -point(case: "gen") } ho posunete · pravé tlačítko nebo shift+klik odebírá · kolečko přibližuje · tažení prázdného místa (nebo prostředním tlačítkem, v kterémkoli nástroji) posouvá

## Algoritmus.

panel-algorithm = Algoritmus
panel-method = Metoda
panel-conventions = Konvence
panel-basis = Bázové funkce φ(x)

## Učení.

panel-training = Učení
panel-speed = Rychlost
panel-speed-slider =
    .aria-label = Kroky učení za sekundu (logaritmicky)
panel-values =
    .aria-label = Veličiny modelu
panel-hk-summary = Ho–Kashyap: b a e u každého { -point(case: "gen") }
panel-hk-table =
    .aria-label = Vektor okrajů b a chyba e u každého { -point(case: "gen") }
panel-hk-note = e = Ya − b, s y = +1 pro { -class(case: "acc") } 1; každý krok zvýší b tam, kde e > 0 (b ← b + 2η e⁺). Všechna e ≤ 0 a některé e < 0 dokazují, že { -classes } nejsou lineárně separabilní.
panel-models-summary = Porovnat modely (AIC, BIC, evidence)
panel-models-table =
    .aria-label = Porovnávané modely
panel-models-note = Větší je lepší: AIC = ln p(D|θ) − M, BIC = ln p(D|θ) − ½ M ln N (skripta); generativní modely jsou naučeny maximální věrohodností. Logistická regrese (apriorní rozdělení N(0, α⁻¹I), včetně { -bias(case: "gen") }) je hodnocena v a_MAP na každé bázi, s Laplaceovou evidencí ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|; Occam jsou její poslední tři členy. ln p(D) = ln p(x, t) generativních modelů přesně vyintegruje průměry (apriorní rozdělení N(μ₀ = φ(0, 0), 3²I)) a apriorní pravděpodobnosti { -classes(case: "gen") } (Dirichlet(1, …, 1)), přičemž každá Σ<sub>k</sub> je dosazena v odhadu, ne integrována; jejich Occam je ln p(D) − ln p(D|θ̂). Řádky lze porovnávat jen v rámci jedné tabulky (stejné { -points } a označení, stejný druh evidence: p(x, t) u generativních modelů, p(t|x) u logistické regrese); nejlepší ln p(D) je zvýrazněný řádek.

## Zobrazení.

panel-view = Zobrazení
panel-shading = Oblasti
panel-shading-soft = stínované podle jistoty
panel-shading-hard = ostré barvy { -classes(case: "gen") }
panel-shading-off = vypnuto
panel-compare = Porovnat hranice s
panel-compare-add = přidat algoritmus…
panel-fit = Přizpůsobit
    .title = Zobrazit všechny { -points(case: "acc") } (f)

## Obrázky.

panel-pictures = Obrázky
panel-pic-shatter = Rozbití: která označení přímka oddělí?
panel-pic-shatter-canvas =
    .aria-label = Každé označení { -points(case: "gen") } dvěma { -classes(case: "ins") }, s oddělující přímkou, nebo s křížkem, kde žádná neexistuje
panel-pic-weights = Prostor { -weights(case: "gen") }: oblast řešení
panel-pic-weights-canvas =
    .aria-label = Oblast řešení v prostoru { -weights(case: "gen") }, podmínka každého { -point(case: "gen") } jako přímka a dráha { -weights(case: "gen") }
panel-pic-lift = Rozšířený prostor: z = (1, x, y)
panel-pic-lift-canvas =
    .aria-label = { -points(case: "cap") } zvednuté do z = (1, x, y) a rovina aᵀz = 0 procházející počátkem; tažením ji otočíte

## Sdílení a soubory.

panel-share = Sdílení a soubory
panel-copy-link = Kopírovat odkaz
    .title = Odkaz, který otevře přesně tuto scénu
panel-copy-embed = Kopírovat kód pro vložení
    .title = Úryvek iframe pro stránku kurzu
panel-export-png = Obrázek (PNG)
panel-export-csv = { -points(case: "cap") } (CSV)
panel-export-json = Scéna (JSON)
panel-export-weights = { -weights(case: "cap") } (JSON)
panel-import = Otevřít CSV (x, y, { -class }), scénu nebo lekci (JSON) — nebo je přetáhnout na graf

## Historie.

panel-history = Historie
panel-chart =
    .aria-label = { -loss(case: "cap") } a trénovací { -accuracy } podle { -step(case: "gen") }
panel-replay = Přehrát
panel-scrub =
    .aria-label = Přehrát historii učení

## Nastavuje stránka za běhu.

# $n: kroky učení za sekundu.
panel-speed-value = { $n ->
    [one] { $n } krok/s
    [few] { $n } kroky/s
    [many] { $n } kroku/s
   *[other] { $n } kroků/s
}
# $n: chyby, příliš mnoho na zakroužkování každé z nich.
panel-rings-hidden = ({ $n }: příliš mnoho na kroužky)
panel-replay-live = živě
panel-rbf-width = Šířka s v exp(−‖x − c‖² / 2s²)
panel-rbf-linear = také x a y
