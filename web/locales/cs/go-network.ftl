### Slova Hyperplane pro neuronovou síť s jednou skrytou vrstvou (balíček engine: její položka katalogu, nastavení, důvody a poznámky), česky.
### Matematické symboly jsou ze skript; kurz může přejmenovat slova kolem nich.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

family-network = Neuronová síť

## Neuronová síť s jednou skrytou vrstvou (engine/network.go).

method-network = Neuronová síť (jedna skrytá vrstva)
method-network-summary = H skrytých neuronů, každý nadrovina aⱼ = wⱼᵀφ(x) + bⱼ prošlá funkcí g (tanh, logistická, ReLU nebo skok), a výstupní vrstva, která je logistickou (dvě třídy) nebo softmaxovou (K tříd) regresí na h = (h₁, …, h_H), učené společně gradientním sestupem na křížové entropii, s gradientem ze zpětného šíření.
method-network-help = Neuron j je přímka aⱼ = wⱼᵀφ(x) + bⱼ = 0 (hladina ½ logistického neuronu, zlom ReLU); hⱼ = g(aⱼ). Výstup je o_r = v_r0 + Σⱼ v_rj hⱼ s p(C₁|x) = σ(o) pro dvě třídy (třída 1 tam, kde o ≥ 0) a softmax(o) pro K tříd. Cíle jsou v kódování 1 z K (t = 1 pro třídu 1 při dvou třídách). E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²), útlum vynechává biasy bⱼ a v_r0, jako MLPClassifier ze scikit-learn (alpha = λ). Zpětné šíření (Bishop §5.3): výstupní chyba δ_r = y_r − t_r (křížová entropie; s kvadratickou chybou ½Σ(y − t)² se násobí derivací výstupu), skryté delty δⱼ = g'(aⱼ) Σ_r v_rj δ_r a ∂Eₙ/∂wⱼ = δⱼ z, ∂Eₙ/∂v_r = δ_r (1, h). Krok posune váhy o rychlost u ← μu − η g, θ ← θ + u (moment μ; μ = 0 je obyčejný gradientní sestup), s g = (1/N)∇E přes všechny body (dávka), nebo (1/B)Σ_{"{"}dávka{"}"} ∇Eₙ + (λ/N)θ přes dalších B bodů pořadí zamíchaného v každé epoše (minidávka; online je B = 1). Start (se semínkem): váhy rovnoměrně v ±√(6/(fan_in + fan_out)) (Glorot a Bengio 2010; √(2/…) pro logistické neurony, jako scikit-learn) a přímka každého skrytého neuronu prochází trénovacím bodem vylosovaným tímtéž semínkem (bⱼ = −wⱼᵀφ(xₙ)), výstupní biasy ze stejného rozsahu. Zmrazená skrytá vrstva si ponechá své váhy (ty ze startu, nebo nastavené ručně) a učí se jen výstup: logistická nebo softmaxová regrese na pevných příznacích. Skončí, když ‖∇E‖/N < tol, nebo při limitu kroků.
param-network-hidden = Skryté neurony H
param-network-hidden-help = Počet skrytých neuronů, každý je přímkou roviny.
param-network-activation = Aktivační funkce g
param-network-activation-help = Funkce skrytých neuronů z aⱼ. Ostrý skok nemá gradient: síť ze skoků se staví ručně (tažením jejích přímek, nebo přes setNetwork) a učení pohybuje jen její výstupní vrstvou.
param-network-activation-tanh = tanh
param-network-activation-logistic = logistická σ
param-network-activation-relu = ReLU max(0, a)
param-network-activation-step = skok (ručně)
param-network-layer = Skrytá vrstva
param-network-layer-help = Učená: učí se obě vrstvy. Zmrazená: skryté neurony zůstávají, kde jsou (start ze semínka, nebo kam je umístíte), a učí se jen výstup. Báze: skryté neurony jsou bázové funkce (v nabídce báze zvolte gaussovské funkce), pevné, a výstup je na nich logistická nebo softmaxová regrese.
param-network-layer-trained = učená
param-network-layer-frozen = zmrazená (jen výstup)
param-network-layer-basis = bázové funkce, pevné
param-network-loss = Chyba
param-network-loss-help = Křížová entropie, jejíž výstupní chyba je δ = y − t; nebo kvadratická chyba ½Σ(y − t)², jejíž δ nese derivaci výstupu y(1 − y) a učí se pomalu tam, kde je výstup saturovaný na špatné straně.
param-network-loss-cross-entropy = křížová entropie
param-network-loss-squared = kvadratická chyba
param-network-mode = Gradient
param-network-mode-help = Dávka: každý krok použije všechny body. Minidávka: dalších B bodů pořadí zamíchaného v každé epoše (se semínkem). Online: jeden bod najednou, B = 1.
param-network-mode-batch = celá dávka
param-network-mode-minibatch = minidávka
param-network-mode-online = online
param-network-batch = Velikost minidávky B
param-network-batch-help = Jen minidávka: body každé úpravy.
param-network-unit = Jeden krok je
param-network-unit-help = Minidávka a online: zda jeden krok animace provede jednu úpravu, nebo jejich celou epochu. Každý krok navíc vyhodnotí E a ∇E přes všechny body, pro graf a pro pravidlo zastavení.
param-network-unit-update = jedna úprava
param-network-unit-epoch = jedna epocha
param-network-eta = Míra učení η
param-network-eta-help = Krok ve směru −g.
param-network-momentum = Moment μ
param-network-momentum-help = u ← μu − ηg: ponechaná část posledního pohybu.
param-network-decay = Útlum vah λ
param-network-decay-help = ½λ‖W‖² přes všechny váhy kromě biasů.
param-network-init = Semínko
param-network-init-help = Semínko startovních vah a zamíchaného pořadí: jiné semínko, jiný start, často i jiné řešení.
param-network-tol = Tolerance
param-network-tol-help = Zastavit, když ‖∇E‖/N klesne pod tuto hodnotu.
param-network-maxSteps = Limit kroků
param-network-maxSteps-help = Učení skončí po tomto počtu kroků.
param-network-retrain = Po tažení přeučit výstup
param-network-retrain-help = Když táhnete přímku neuronu (nebo nastavíte váhy ručně), výstupní vrstva se hned naučí pro skryté neurony tam, kde teď jsou; jinak zůstane, jaká byla, dokud nespustíte učení.
method-network-short = síť
engine-network-classes-changed = třídy sítě se změnily
engine-network-nothing-to-train = není co učit
engine-criterion-network = E = Σ Eₙ + ½λ‖W‖²
engine-network-step-note = ostrý skok nemá gradient (g' = 0 všude, kde existuje), takže se učí jen výstupní vrstva: postavte skryté neurony ručně, nebo zvolte tanh, logistickou funkci či ReLU, aby se učily

## Odmítnutí a důvody sítě.

engine-network-field-form = pole sítě je argmax jejích řádků, bez forem a jader
engine-network-outputs = síť má jeden výstupní neuron pro dvě třídy, nebo jeden na třídu pro 3 až { $max } tříd, ne { $n }
engine-network-hidden-count = síť má 1 až { $max } skrytých neuronů, ne { $n }
engine-network-basis-weights = síť, jejíž skrytá vrstva je báze, nemá skryté váhy
engine-network-activation = neznámá aktivační funkce „{ $activation }“
engine-network-loss = neznámá chyba „{ $loss }“
engine-network-hidden-weights = skrytý neuron { $unit } má počet vah { $n }, má mít { $want }
engine-network-hidden-finite = skrytý neuron { $unit } má váhu, která není konečná
engine-network-output-rows = síť o počtu tříd { $classes } má mít počet výstupních neuronů { $want }, ne { $n }
engine-network-output-weights = výstupní řádek { $row } má počet vah { $n }, má mít { $want }
engine-network-output-finite = výstupní řádek { $row } má váhu, která není konečná
engine-network-not = metoda není síť
engine-network-activation-is = aktivační funkce sítě je { $is }, ne { $not }
engine-network-units-is = síť má počet skrytých neuronů { $is }, ne { $not }
engine-network-basis-order = skrytá vrstva je báze: její neurony si drží své pořadí
engine-network-no-units = skrytý neuron { $i } nebo { $j } z { $n } neexistuje
engine-network-basis-flip = skrytá vrstva je báze: znaménko jejích neuronů nelze obrátit
engine-network-relu-flip = neuron ReLU nemá znaménkovou symetrii: max(0, −a) není funkcí max(0, a)
engine-network-no-unit = skrytý neuron { $unit } z { $n } neexistuje
engine-network-none = pole nemá žádnou síť
engine-network-class = třída { $class } není žádná ze tříd sítě
