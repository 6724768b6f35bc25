### Slova Hyperplane z relace prohlížeče (balíček wasm/session): její zprávy ve stavovém řádku a její odmítnutí, česky.
### Odmítnutí je psáno tak, jak zní uvnitř delší zprávy; vlastní větu stránka začne velkým písmenem (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Zprávy ve stavovém řádku.

session-scene-not-opened = scénu nešlo otevřít: { $why }
# $steps a $n počítají kroky; $limit je časový limit (20s).
session-time-limit = Zastaveno po { $steps } z { $n } kroků: vypršel časový limit { $limit }.
session-class-names-dropped = názvy tříd ({ $why })
session-imported = Importováno bodů: { $n }, tříd: { $classes }.
# $dataset je název datové sady; $x a $y názvy jejích příznaků.
session-loaded = Načtena sada { $dataset }: bodů { $n }, tříd { $classes }, { $y } proti { $x }
session-loaded-dropped = { $loaded }; { $n ->
    [one] { $n } řádek vynechán kvůli chybějícímu měření
    [few] { $n } řádky vynechány kvůli chybějícímu měření
    [many] { $n } řádku vynecháno kvůli chybějícímu měření
   *[other] { $n } řádků vynecháno kvůli chybějícímu měření
}
session-loaded-standard = { $loaded }; obě osy ve standardizovaných jednotkách
session-loaded-sentence = { $loaded }.
session-standardized = Standardizováno: x' = (x − { $mx }) / { $sx }, y' = (y − { $my }) / { $sy } (průměry a výběrové směrodatné odchylky { $n } bodů).
# $name je název osy (příznak datové sady); $mean a $sd čísla.
session-axis-standardized = { $name }, standardizováno: (hodnota − { $mean }) / { $sd }

## Odmítnutí.

# $max je číslicemi.
session-too-many = scéna už obsahuje maximum { $max } bodů
session-class-outside = třída { $class } leží mimo 1..{ $max }
session-coord-finite = souřadnice není konečné číslo
session-coord-limit = souřadnice překračuje limit { $max }
session-import-no-points = neobsahuje žádné body
session-import-classes = má počet tříd { $n }; limit je { $max }
# $index je index bodu, od 0, jak počítá skript.
session-no-point = bod { $index } neexistuje
session-no-model = zatím neexistuje žádný naučený model
session-class-range = třída musí být mezi 0 a { $max }
session-class-count = počet tříd musí být mezi 2 a { $max }
session-class-name-args = setClassName potřebuje index třídy a název
session-no-drag = žádný bod se netáhne
session-no-grab = není žádný bod k uchopení
session-locked = úpravy bodů jsou zamčené
session-unknown-gesture = neznámé gesto
session-compare-max = porovnat lze nejvýše tento počet algoritmů: { $max }
session-viewport-finite = výřez musí být konečný a v rozmezí ±10⁷
session-viewport-small = výřez je příliš malý
# $tool je zadaný název v uvozovkách.
session-unknown-tool = neznámý nástroj { $tool }: nástroje jsou point, spray, eraser, select a jitter
session-spray-count = počet bodů spreje musí být mezi 1 a { $max }
session-spray-aspect = poměr stran spreje musí být mezi 0,05 a 1
session-brush-radius = poloměr štětce musí být mezi 4 a 200 pixely
session-none-selected = nejsou vybrány žádné body
session-brush-positive = štětec potřebuje kladný poloměr
session-no-stroke = neprobíhá žádný tah
session-speed = rychlost musí být mezi { $min } a { $max } kroky za sekundu
session-decides-none = model nerozhoduje žádnou třídu
session-threshold-class = pro dvě třídy je práh na křivce třídy { $class }
session-no-threshold = tento model nemá práh, kterým by šlo pohnout
session-curve-point = křivka třídy { $class } má počet bodů { $n }, bod { $index } nemá
session-curve-finite = skóre křivky tam nejsou konečná
# $set je zadaná hodnota v uvozovkách.
session-set = množina musí být "train" nebo "test", ne { $set }
session-standard-already = body už jsou ve standardizovaných jednotkách

## Vyhodnocení: co nastavuje bod křivky.

session-score-sign = h(x), u pravděpodobnostního modelu logaritmus šancí: bod nastavuje t, rozhodnuto tam, kde h ≥ t
session-score-two = rozdíl a_k − a_j aktivací obou tříd (tento model nemá práh, kterým by šlo pohnout)
session-score-argmax = s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j), a jsou aktivace po započtení apriorních pravděpodobností (u diskriminačních funkcí h): třída k je rozhodnuta tam, kde s_k ≥ −δ_k, takže bod nastavuje δ_k
session-score-other = skóre třídy k podle modelu (její aposteriorní pravděpodobnost, nebo h_k): není to práh jeho rozhodnutí

## Obrázek prostoru vah: proč ho nelze nakreslit, jako samostatné věty.

session-weightspace-points = Přidejte body dvou tříd a uvidíte oblast řešení.
session-weightspace-many = Zobrazení prostoru vah kreslí pro každý bod jednu přímku: bere nejvýše { $max } bodů.
session-weightspace-two = Zobrazení prostoru vah je pro dvě třídy.
session-weightspace-basis = Zobrazení prostoru vah ukazuje a = (w₀, w₁, w₂): nevolte žádné bázové funkce.
session-weightspace-linear = Zobrazení prostoru vah je pro dvoutřídní metodu, která dává jednu lineární funkci h(x) = w₀ + wᵀx.

## Odmítnutí a důvody sítě.

session-network-no-data = síť zatím nemá body dvou tříd, na kterých by se učila
session-network-basis-set = skrytá vrstva, která je bází, se volí parametrem "layer" a nemá skryté váhy, které by šlo nastavit
session-network-output-rows = síť má mít pro své třídy počet výstupních řádků { $want }, ne { $n }
session-network-no-line = skrytý neuron { $unit } nemá přímku, kterou by šlo táhnout
session-network-no-drag = žádná přímka se netáhne
session-network-drag-gone = tažený neuron zmizel
session-network-off-plane = přímka by opustila rovinu
