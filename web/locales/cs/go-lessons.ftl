### Vestavěné lekce Hyperplane (balíček engine/course), česky: lesson-<id>-title a lesson-<id>-text.
### Text lekce je malý Markdown: konec řádku začíná nový odstavec. Matematické symboly jsou ze skript.
### Lekce, kterou napíše učitel (editor lekcí, soubor lekce), si ponechává vlastní slova: v katalogu není.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-vc-dimension-title = Kolik bodů dokáže přímka rozbít?
lesson-vc-dimension-text =
    Klasifikátor rozbije (shatter) množinu bodů, když dokáže oddělit každé jejich označení třídami. Přímky v rovině rozbijí tři body v obecné poloze: vyzkoušejte předvolbu se třemi body a všemi osmi označeními.
    Tady jsou čtyři body s označením XOR a žádná přímka je neoddělí: perceptron nikdy nekonverguje. Žádnou čtveřici bodů přímky rozbít nedokážou, takže jejich kapacita, Vapnikova–Červoněnkisova dimenze, je 3.
    Zkuste: změňte jedno označení. Každé označení čtverce kromě dvou označení XOR je separabilní.
lesson-overfitting-rbf-title = Přeučení s RBF funkcemi na testovacích bodech
lesson-overfitting-rbf-text =
    Polovina bodů (duté kroužky) je odložena jako testovací body: model se na nich nikdy neučí. Nejmenší čtverce tu pracují v prostoru příznaků úzkých gaussovských funkcí, po jedné na každém z 30 trénovacích bodů. S téměř tolika příznaky jako trénovacími body dokáže model proložit každý trénovací bod včetně šumu a hranice se stáčí kolem jednotlivých bodů.
    Stavový řádek ukazuje vedle sebe úspěšnost na trénovacích a na testovacích bodech: první je vysoká, druhá mnohem nižší. Tento rozdíl je přeučení: příliš velká volnost zhoršuje schopnost klasifikátoru zobecňovat.
    Zkuste: rozšiřte gaussovské funkce nebo přepněte bázi na lineární a sledujte, jak testovací úspěšnost roste k trénovací. Přelosujte rozdělení a uvidíte, jak moc testovací úspěšnost závisí na tom, které body byly odloženy.
lesson-occam-evidence-title = Evidence volí jednodušší model
lesson-occam-evidence-text =
    Dva překrývající se mraky: nejlepší hranice je přímka. Otevřete Učení › Porovnat modely: bayesovská logistická regrese (apriorní rozdělení N(0, α⁻¹I), α = 1) je naučena na čtyřech bázích: žádné, polynomech stupně 2 a 3 a gaussovských funkcích 3×3.
    Kubický model proloží trénovací body lépe: jeho ln p(D|a_MAP) je nejvyšší. Laplaceova evidence ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| však přidává Occamův faktor, logaritmus toho, jakou část objemu apriorního rozdělení data ponechají: je záporný, a tím víc, čím víc je vah. Nejlepší řádek (tučně) je obyčejná přímka.
    Zkuste: křížovou validaci v sekci Rozhodnutí na každé bázi, která totéž ukáže na odložených bodech; nebo nastavte apriorní pravděpodobnosti a nestejné ztráty a sledujte, jak se přímka posouvá.
lesson-perceptron-novikoff-title = Perceptron a Novikoffova mez
lesson-perceptron-novikoff-text =
    Stiskněte Start a sledujte perceptron: pokaždé, když narazí na bod na špatné straně (y·aᵀz ≤ 0), přičte k vahám rozšířený vektor tohoto bodu z = (1, x) a přímka poskočí.
    Kružnice má poloměr R, největší ‖z‖, a pás má poloviční šířku γ, nejlepší okraj, jakého dosáhne přímka procházející počátkem prostoru z. Novikoffova věta říká, že na separabilních datech provede perceptron nejvýše (R/γ)² úprav, ať body prochází v jakémkoli pořadí. Porovnejte počet úprav s mezí.
    Zkuste: táhněte bod k druhé třídě. γ se zmenší, mez vzroste a perceptron potřebuje víc úprav. Přetáhněte ho na druhou stranu a data přestanou být separabilní: perceptron se nikdy neustálí.
lesson-xor-basis-title = XOR a bázové funkce
lesson-xor-basis-text =
    Hradlo XOR žádná přímka neoddělí: rohy (1,0) a (0,1) mají výstup 1, rohy (0,0) a (1,1) výstup 0. Přepněte bázi na lineární a perceptron poběží donekonečna.
    Zde se každý bod x nejprve zobrazí na φ(x) = (φ₁(x), φ₂(x)), dvě gaussovské funkce se středy v (0,0) a (1,1). V tomto prostoru příznaků jsou čtyři body separabilní, takže perceptron konverguje, a jeho přímka v prostoru příznaků je zakřivená hranice, kterou vidíte v rovině.
    Zkuste: funguje i polynomiální báze stupně 2, protože x + y − 2xy je na rozích přesně XOR.
lesson-least-squares-outliers-title = Nejmenší čtverce proti logistické regresi s odlehlými body
lesson-least-squares-outliers-text =
    Nejmenší čtverce prokládají cíle všech bodů, takže i bod daleko na správné straně hranice je chybou: jeho hodnota je mnohem větší než jeho cíl. Skupina bodů třídy 2 vpravo dole táhne hranici nejmenších čtverců k sobě a body poblíž shluků skončí chybně klasifikované.
    Překrývající hranice je logistická regrese. Její chyba pro bod daleko na správné straně je téměř nulová, takže vzdálená skupina s ní skoro nepohne.
    Zkuste: mažte vzdálené body jeden po druhém a sledujte, jak se hranice nejmenších čtverců vrací.
lesson-fisher-vs-means-title = Fisherův směr proti rozdílu průměrů
lesson-fisher-vs-means-text =
    Promítněte body na směr w a podívejte se na oba histogramy. Nabízí se volba w ∝ m₁ − m₂, rozdíl průměrů tříd; tyto třídy jsou ale dlouhé a tenké a v tomto směru se jejich projekce silně překrývají.
    Fisherovo kritérium J(w) = (m₁ − m₂)² / (s₁² + s₂²) žádá navíc malý rozptyl uvnitř každé třídy. Jeho maximum, w ∝ S_W⁻¹(m₁ − m₂), se odkloní od dlouhé osy tříd a jejich projekce se oddělí.
    Zkuste: porovnejte J pro Fisherův směr s J pro směr m₁ − m₂, pak udělejte třídy kulaté a uvidíte, že oba směry splynou.
lesson-one-versus-rest-title = Jedna proti ostatním nechává oblasti nerozhodnuté
lesson-one-versus-rest-text =
    Se třemi třídami trénuje strategie jedna proti ostatním tři perceptrony: třídu 1 proti ostatním, třídu 2 proti ostatním a třídu 3 proti ostatním. Bod dostane třídu k, když klasifikátor k řekne ano a ostatní ne.
    V oblastech označených jako nejednoznačné toto pravidlo odpověď nedává: buď neřekne ano žádný klasifikátor (uprostřed), nebo jich řekne ano víc. Skripta tomu říkají nejednoznačnost strategie jedna proti ostatním.
    Zkuste: přepněte strategii na K-třídní diskriminant, který x přiřadí třídě s největší hodnotou funkce yₖ(x). Jeho oblasti pokryjí rovinu bez mezer a bez překryvů.
lesson-least-squares-masking-title = Nejmenší čtverce zakryjí třídu
lesson-least-squares-masking-text =
    Tři třídy leží podél přímky, třída 2 uprostřed. Nejmenší čtverce proloží lineární funkci y_k(x) cíli 1 z K každé třídy a x přiřadí třídě s největší hodnotou. Podél přímky y₁ klesá a y₃ roste, ale nejlepší lineární proložení cílů třídy 2 (1 uprostřed, 0 na obou koncích) je téměř ploché, blízko 1/3, a nikdy není dlouho největší: třída 2 nedostane téměř žádnou oblast a většina jejích bodů je chybně klasifikovaná (Bishop, obrázek 4.5).
    Překrývající hranice jsou softmaxová regrese, jejíž aposteriorní pravděpodobnosti nemusí cíle prokládat lineárně; třídě 2 dá střed přímky.
    Zkuste: odtáhněte třídu 2 z přímky, pryč od ostatních dvou, a sledujte, jak jí nejmenší čtverce znovu dají oblast.
lesson-ho-kashyap-separability-title = Ho-Kashyap odhalí neseparabilitu
lesson-ho-kashyap-separability-text =
    Perceptron se na datech, která žádná přímka neoddělí, nikdy nezastaví a nikdy neřekne proč. Ho-Kashyap minimalizuje ‖Za − b‖² přes váhy a a okraje b > 0: každý krok zvýší b_n tam, kde je chyba e = Za − b kladná, a znovu vyřeší a = Z†b.
    Protože a je řešení nejmenších čtverců, platí Zᵀe = 0. Je-li tedy e ≤ 0 a e ≠ 0, žádné a nemůže udělat všechny okraje aᵀz kladnými: procedura skončí s důkazem, že třídy nejsou lineárně separabilní. Tady leží jeden bod každé třídy mezi body druhé třídy; stiskněte Start a čtěte stavový řádek.
    Zkuste: přetáhněte oba zbloudilé body zpět na jejich stranu (třídu 1 doleva, třídu 2 doprava) a spusťte učení znovu: e se zmenší na 0 a Ho-Kashyap konverguje k oddělující přímce.
lesson-widrow-hoff-title = Widrow-Hoff se blíží nejmenším čtvercům
lesson-widrow-hoff-text =
    Widrowovo-Hoffovo pravidlo (LMS) prochází body po jednom a opravuje a ← a + η_k (b_k − aᵀz_k) z_k, i pro body, které už jsou na správné straně. Je to sekvenční gradientní sestup na J_s(a) = ‖Za − b‖², takže nehledá oddělující přímku, ale řešení nejmenších čtverců Z†b, jehož hranice je zobrazena přes ni.
    Každý krok je tu celý průchod body, s mírou η₁/e v průchodu e. Jak míra klesá, korekce se zmenšují a a se ustálí na Z†b: stavový řádek ukazuje, jak vzdálenost ‖a − Z†b‖ klesá, zhruba pětkrát až osmkrát při každém desetinásobku počtu průchodů.
    Zkuste: přepněte průběh míry učení na konstantní a uvidíte, jak a stále bloudí kolem Z†b; nebo na η₁/k, kde k počítá jednotlivé korekce: míra pak klesá tak rychle, že se a k Z†b jen plazí.
lesson-kernel-trick-title = Jádrový trik: kružnice a XOR bez báze
lesson-kernel-trick-text =
    Báze je tu lineární a žádná přímka neoddělí kruh od mezikruží kolem něj. Metoda podpůrných vektorů nikdy nepotřebuje samotné příznaky, jen jejich skalární součiny φ(x)ᵀφ(x'): nahraďte je jádrem K(x, x') a pracuje v prostoru příznaků jádra, aniž ho kdy sestaví. Gaussovské jádro exp(−γ‖x − x'‖²) má prostor příznaků nekonečné dimenze, a přesto si stroj ukládá jen jedno α na bod a hranice f(x) = Σ αₙ yₙ K(xₙ, x) + b = 0 je uzavřená křivka kolem kruhu: každý trénovací bod je na své straně.
    Jen podpůrné vektory (zakroužkované, velikost podle α) mají α > 0; čárkované křivky jsou f = ±1, okraj v prostoru příznaků.
    Zkuste: nastavte jádro na lineární: nejlepší přímka nechá asi třetinu bodů na špatné straně. Nastavte polynomiální stupně 2: (γ xᵀx' + c₀)² obsahuje x², xy a y² a kružnice také oddělí. Načtěte hradlo XOR a znovu zvolte SVM: gaussovské jádro a polynom stupně 2 ho oddělí (s velkým C), lineární jádro ne.
lesson-kernel-gamma-islands-title = Příliš velké γ: každý bod svým ostrovem, na testovacím rozdělení
lesson-kernel-gamma-islands-text =
    Polovina bodů (duté kroužky) je odložena. Gaussovské jádro exp(−γ‖x − x'‖²) s γ = 30 je kopeček šířky 1/√(2γ) ≈ 0,13 kolem každého trénovacího bodu: stroj nakreslí malý ostrov kolem každého bodu druhé třídy a správně zařadí každý trénovací bod, včetně šumu.
    Porovnejte ve stavovém řádku trénovací a testovací úspěšnost: testovací body padají mezi ostrovy, kde rozhoduje jen bias, a testovací úspěšnost je mnohem nižší. To je přeučení, s tolika volnými kopečky, kolik je bodů.
    Zkuste: snižte γ na 0,3: ostrovy splynou do jedné hladké hranice, trénovací úspěšnost trochu klesne a testovací vzroste.
lesson-svm-c-slack-title = C vyvažuje okraj a volné proměnné
lesson-svm-c-slack-text =
    Tyto shluky žádná přímka neoddělí, proto měkký okraj pustí body do okraje nebo přes hranici, každý s volnou proměnnou ξₙ = max(0, 1 − yₙh(xₙ)), a minimalizuje ½‖w‖² + C Σ ξₙ. C je cena za jednotku volné proměnné.
    Při C = 0,01 je volnost levná: okraj 1/‖w‖ (čárkované přímky jsou h = ±1) je široký a většina bodů jsou podpůrné vektory, většinou na mezi αₙ = C (jantarově zakroužkované).
    Zkuste: zvyšte C na 1 a pak na 100 a učte znovu: okraj se zúží, součet volných proměnných Σξ v hodnotách klesne a podpůrných vektorů ubude. Větší C proloží trénovací body těsněji; samotná hranice se tu skoro nepohne.
lesson-generative-vs-discriminative-title = Generativní, nebo diskriminativní: přidejte vzdálený bod
lesson-shared-vs-separate-covariances-title = Společná a vlastní kovariance
lesson-shared-vs-separate-covariances-text =
    Třída 1 je těsný kulatý mrak; třída 2 je široká a protažená podél x. Generativní model proloží každou třídu normálním rozdělením N(x|μ_k, Σ_k) a porovnává π_k N(x|μ_k, Σ_k).
    S jednou kovariancí Σ společnou oběma třídám jsou kvadratické členy −½xᵀΣ⁻¹x na obou stranách stejné a odečtou se: hranice je přímka (ta zobrazená přes ni), která nemůže obtočit třídu 1. S kovariancí pro každou třídu se neodečtou a hranice je kvadratická, zde uzavřená křivka kolem těsné třídy. Skripta: rozhodovací plocha je rovinná, když jsou kovarianční matice stejné, a kvadratická, když nejsou.
    Zkuste: porovnejte logaritmickou věrohodnost ln p(D|θ) a chyby obou modelů (přepněte algoritmus na gaussovské třídy se společnou kovariancí), pak dejte oběma třídám stejný rozptyl a uvidíte, jak se křivka otevře v přímku.
lesson-generative-vs-discriminative-text =
    Co se stane s rozhodovací hranicí, když přidáme nový bod třídy 1 daleko na jeho vlastní straně? Bod vpravo dole je takový bod; táhněte ho, nebo ho smažte a přidejte zpět.
    Generativní model proloží každou třídu normálním rozdělením. Vzdálený bod k sobě táhne průměr své třídy a natahuje společnou kovarianci, a hranice, která závisí jen na nich, se posune a natočí, přestože o bodu nikdy nebylo pochyb.
    Logistická regrese (překrývající hranice) prokládá přímo p(C₁|x). Bod klasifikovaný s jistotou nepřidá k jejímu gradientu Σ (yₙ − tₙ) zₙ téměř nic, takže se její hranice skoro nepohne.
lesson-generative-vs-discriminative-text-fisher =
    { lesson-generative-vs-discriminative-text }
    Zde gaussovský model zastupuje Fisherův diskriminant: jeho směr S_W⁻¹(m₁ − m₂) je ten, který dávají normální rozdělení se společnou kovariancí, a i s ním vzdálený bod pohne.

## Lekce o síti (engine/course/lessons_network.go).

lesson-network-from-perceptron-title = Od selhání perceptronu na XOR k neuronové síti
lesson-network-from-perceptron-text =
    Stiskněte Start. Perceptron obchází čtyři rohy donekonečna: (1,0) a (0,1) jsou třída 1, (0,0) a (1,1) třída 2, a žádná přímka nedá každou dvojici na její vlastní stranu, takže každá přímka, kterou zkusí, má jeden roh špatně a další úprava vrátí tu předchozí.
    Síť s jednou skrytou vrstvou staví před přímku další přímky: každý skrytý neuron j je přímka aⱼ = wⱼᵀx + bⱼ = 0 roviny (nakreslená ve své barvě, šipka na straně, kde aⱼ > 0), jeho výstup hⱼ = tanh(aⱼ) říká, na které straně bod leží, a výstupní neuron je logistická regrese na (h₁, h₂): přímka v prostoru skrytých neuronů, který přímky roviny ohnuly. Dvě přímky vyříznou ze čtverce pás, který obsahuje (1,0) a (0,1) a ostatní rohy nechá venku.
    Zpětné šíření učí obě vrstvy najednou: chyba výstupu y − t se vrací přes výstupní váhy ke každému neuronu, δⱼ = (1 − hⱼ²) Σ vⱼ(y − t), a každá přímka se posune o −η δⱼ (1, x).
lesson-network-from-perceptron-try-1 = V nabídce metod zvolte Neuronová síť a spusťte: obě přímky se posouvají, dokud pás neobsahuje třídu 1.
lesson-network-from-perceptron-try-2 = Stiskněte Jiné semínko a spusťte znovu: jiná dvojice přímek, nebo dvojice uvízlá v lokálním minimu s jedním rohem špatně.
lesson-network-from-perceptron-try-3 = Prohoďte neurony nebo jednomu obraťte znaménko: jiné váhy, stejná hranice.
lesson-network-from-perceptron-q1-prompt = Proč dva skryté neurony vyřeší XOR, když jedna přímka nemůže?
lesson-network-from-perceptron-q1-choice-1 = Každý neuron je přímka; spolu vyříznou pás a výstup oddělí pás od zbytku
lesson-network-from-perceptron-q1-choice-2 = Síť má víc vah, takže si dokáže zapamatovat čtyři body
lesson-network-from-perceptron-q1-choice-3 = tanh je zakřivená, takže přímka jednoho neuronu se dokáže ohnout kolem rohů
lesson-network-from-perceptron-q1-feedback-1 = Ano: v prostoru neuronů (h₁, h₂) lze čtyři rohy oddělit přímkou výstupu.
lesson-network-from-perceptron-q1-feedback-2 = Ne tak docela: vah má dost i přímka; chybí jí druhý řez roviny.
lesson-network-from-perceptron-q1-feedback-3 = Ne: hladina aⱼ = 0 neuronu je přímá, ať je g jakákoli; ohyb vzniká skládáním neuronů.
lesson-network-xor-by-hand-title = XOR ručně se dvěma neurony
lesson-network-xor-by-hand-text =
    Dva skryté neurony se skokem, h = 1 na straně jeho šipky a 0 na druhé, a výstup, který vystřelí, když je neuron 1 zapnutý a neuron 2 vypnutý: o = h₁ − h₂ − ½ ≥ 0 je třída 1. Umístit máte jen obě přímky.
    Tažením přímky ji posunete a tažením jejího kolečka otočíte (nebo v grafu stiskněte u a použijte šipky), dokud každý roh nemá svou třídu: (1,0) a (0,1) třídu 1, (0,0) a (1,1) třídu 2. Výstup zůstává, jaký je, zatímco pracujete.
lesson-network-xor-by-hand-try-1 = Dejte přímku neuronu 1 tam, kde jeho šipka pokryje všechny rohy kromě (0,0).
lesson-network-xor-by-hand-try-2 = Dejte přímku neuronu 2 tam, kde jeho šipka pokryje jen (1,1).
lesson-network-xor-by-hand-try-3 = Pak odpovězte na otázku a uvidíte klasickou konstrukci.
lesson-network-xor-by-hand-q1-prompt = Co spočítaly vaše dva neurony?
lesson-network-xor-by-hand-q1-choice-1 = OR a AND
lesson-network-xor-by-hand-q1-choice-2 = x a y
lesson-network-xor-by-hand-q1-choice-3 = NOT x a NOT y
lesson-network-xor-by-hand-q1-feedback-1 = Ano, klasická konstrukce: neuron 1 je OR, x + y − ½ ≥ 0, neuron 2 je AND, x + y − 3/2 ≥ 0, dvě rovnoběžné přímky s vahami (1, 1), a XOR = OR a ne AND. Přesně je nastavíte příkazem setNetwork({"{"}activation: "step", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}, {"{"}w: [1, 1], b: -1.5{"}"}], output: [{"{"}w: [1, -1], b: -0.5{"}"}]{"}"}).
lesson-network-xor-by-hand-q1-feedback-2 = Přímky x = ½ a y = ½ rozdělí čtverec na čtyři části, ale OR-a-ne-AND z nich nechá (1,1) špatně: zkuste OR a AND, x + y − ½ ≥ 0 a x + y − 3/2 ≥ 0.
lesson-network-xor-by-hand-q1-feedback-3 = Tyto ne: výstup potřebuje neuron 1 zapnutý pro oba rohy třídy 1. Zvládnou to OR (x + y − ½ ≥ 0) a AND (x + y − 3/2 ≥ 0).
lesson-network-xor-trained-title = XOR naučený: dvě přímky najdou odpověď
lesson-network-xor-trained-text =
    Dva neurony tanh, start ze semínka 1 (každá přímka prochází rohem, náhodné váhy podle Glorota), učené gradientním sestupem s momentem na křížové entropii. Stiskněte Start: zhruba za padesát kroků se obě přímky ustálí v pásu kolem rohů třídy 1 a výstup oddělí pás od zbytku.
    Ne každý start tam dojde. Ze semínka 7 se přímky ustálí s jedním rohem stále špatně: lokální minimum, kde je gradient skoro nulový a žádný krok nepomůže. Gradientní sestup najde minimum blízko svého startu, ne to nejlepší.
lesson-network-xor-trained-try-1 = Několikrát stiskněte Jiné semínko: každý start najde svou dvojici přímek a některé uváznou.
lesson-network-xor-trained-try-2 = Nastavte semínko na 7 a spusťte: lokální minimum.
lesson-network-xor-trained-try-3 = Přepněte chybu na kvadratickou a spusťte znovu ze semínka 1: porovnejte, kolik kroků potřebuje.
lesson-network-circle-title = Kruh: dva neurony ho neuzavřou, tři ano
lesson-network-circle-text =
    Kruh uvnitř mezikruží. Každý skrytý neuron je přímka a hranice sítě vzniká tam, kde se skoky přímek sečtou: dvě přímky vytvoří pás nebo klín, ale žádnou uzavřenou oblast, takže se dvěma neurony leží část mezikruží vždy spolu s kruhem. Spusťte a sledujte, jak chyby přestanou klesat.
    Nastavte počet skrytých neuronů na 3 a spusťte znovu: tři přímky vytvoří kolem kruhu trojúhelník a každý bod je správně.
lesson-network-circle-try-1 = Se 2 neurony: spusťte a čekejte, dokud chyby nepřestanou klesat.
lesson-network-circle-try-2 = Nastavte Skryté neurony H na 3 a spusťte: trojúhelník.
lesson-network-circle-try-3 = Zkuste 8 neuronů: mnohoúhelník se zaoblí ke kružnici.
lesson-network-spirals-title = Dvě spirály: jedna skrytá vrstva se trápí
lesson-network-spirals-text =
    Dvě spirály dvakrát navinuté jedna kolem druhé: každá přímka roviny protne obě spirály několikrát, takže přímka skrytého neuronu souhlasí s třídami jen místy. Osm neuronů učených 20 000 kroků stále nechá zhruba čtvrtinu bodů špatně. Úloha dvou spirál (Lang a Witbrock 1988) je klasickým případem pro více vrstev.
    Jádrové stroje si s gaussovským jádrem vedou lépe: každý bod je svým vlastním kopečkem.
lesson-network-spirals-try-1 = Spusťte a sledujte přímky: každá se ustálí tam, kde pomůže několika závitům spirál.
lesson-network-spirals-try-2 = Zvolte metodu podpůrných vektorů s gaussovským jádrem (γ = 5, C = 100): spirály se oddělí.
lesson-network-fixed-basis-title = Pevné bázové funkce proti naučeným
lesson-network-fixed-basis-text =
    Tři skryté neurony, náhodně vylosované ze semínka 1 a zmrazené: učí se jen výstup. To je logistická regrese na třech pevných bázových funkcích, lineární model ze skript, s bázovými funkcemi zvolenými dřív, než jsme viděli data. Spusťte: zastaví se na svém optimu s mnoha body stále špatně, protože tři přímky nejsou tam, kde se třídy potkávají.
    Teď je rozmrazte (Skrytá vrstva: učená) a pokračujte odtud: tytéž tři neurony se přesunou tam, kde je data potřebují, kolem kruhu, a každý bod je správně. To je to, co síť přidává: učí se svou bázi.
lesson-network-fixed-basis-try-1 = Spusťte se zmrazenou vrstvou, dokud se nezastaví.
lesson-network-fixed-basis-try-2 = Nastavte Skrytá vrstva na učená a pokračujte: přímky se pohnou.
lesson-network-fixed-basis-try-3 = Nastavte bázi na gaussovské funkce a Skrytá vrstva na „bázové funkce, pevné“: výstup na funkcích z nabídky.
