### Slova Hyperplane z modelů (balíček engine): jejich chyby, proč učení skončilo, poznámky a kritéria, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Nastavení metody.

# $param je název nastavení (go-methods.ftl), $why co je špatně s jeho hodnotou.
engine-param-refused = { $param }: { $why }
# $key je zadaný název v uvozovkách; $known názvy nastavení (jak je píše skript).
engine-no-param-none = parametr { $key } neexistuje; metoda nemá žádné parametry
engine-no-param = parametr { $key } neexistuje; parametry jsou { $known }
# $method je id metody, jak je píše skript.
engine-method-no-param-none = { $method } nemá parametr { $key }; nemá žádné parametry
engine-method-no-param = { $method } nemá parametr { $key }; její parametry jsou { $known }
# $value je zadaná hodnota, jak ji napsal skript.
engine-value-not-number = { $value } není číslo
engine-value-not-finite = { $value } není konečné číslo
engine-value-not-whole = { $value } není celé číslo
engine-value-outside = { $value } leží mimo { $min }..{ $max }
engine-value-not-choice = { $value } není žádná z voleb
engine-value-not-bool = { $value } není true ani false

## Data, která metoda dostane.

engine-classes-count = počet tříd musí být mezi 1 a { $max }, ne { $n }
# $n a $max jsou číslicemi.
engine-too-many-points = počet bodů { $n } překračuje limit { $max }
engine-point-class = bod { $point } má třídu { $class }, mimo 1..{ $max }
# $why je, co je s bodem špatně.
engine-point-problem = bod { $point }: { $why }
# $value a $max jsou čísla, jak je píše skript (2e+06).
engine-coord-not-finite = souřadnice { $value } není konečné číslo
engine-coord-too-large = souřadnice { $value } překračuje limit { $max }
# $id je zadané id v uvozovkách.
engine-unknown-method = neznámý algoritmus { $id }
engine-two-classes = pro učení přidejte body alespoň dvou tříd

## Proč učení skončilo, poznámky a kritérium každé metody.
## Matematické symboly jsou ze skript.

engine-fausett-converged = v epoše { $epoch } se nezměnila žádná { -weight }: konvergence po { $updates ->
    [one] { $updates } úpravě
    [few] { $updates } úpravách
    [many] { $updates } úpravy
   *[other] { $updates } úpravách
}
engine-fausett-overflow = { -weights } přetekly; poslední úprava byla vrácena
engine-fausett-step-limit = { -weights(case: "cap") } se v epoše { $epoch } stále měnily; třídy možná nejsou oddělitelné s pásmem θ = { $theta }
engine-criterion-fausett = J(a) = Σ přes upravující body (θ − t·y_in)
engine-fisher-ridge = S_W je singulární; řešeno (S_W + λI) w = m₁ − m₂ s λ = { $lambda }
engine-fisher-closed-form = uzavřený tvar: w = S_W⁻¹(m₁ − m₂)
engine-criterion-fisher = Fisherovo kritérium J(w), maximalizované
engine-fisher-zero = Fisherův směr je nulový
engine-fisher-two-classes = Fisherův diskriminant potřebuje body obou tříd
engine-fisher-means-coincide = průměry obou tříd splývají, takže S_W⁻¹(m₁ − m₂) = 0 a Fisherův směr není definován
engine-class-no-points = třída { $class } nemá žádné body
engine-eigen-no-convergence = symetrický spektrální rozklad nekonvergoval
engine-fisher-multi-means-coincide = průměry tříd splývají, takže S_B = 0 a Fisherovy směry nejsou definovány
engine-fisher-multi-ridge = S_W je singulární; rozložena S_W + λI s λ = { $lambda }
engine-criterion-fisher-multi = Fisherovo kritérium J(W) = Σ λ_i (maximalizované)
engine-fisher-multi-closed-form = uzavřený tvar: zobecněné vlastní vektory S_B w = λ S_W w
engine-sw-problem = S_W: { $why }
engine-criterion-generative = záporná logaritmická věrohodnost −ln p(D|θ)
engine-generative-closed-form = uzavřený tvar: průměry tříd, kovariance a apriorní pravděpodobnosti
engine-no-points = nejsou žádné body
engine-generative-evidence = ln p(D) se Σₖ dosazenou v odhadu, ne integrovanou; μₖ ~ N(μ₀ = φ({ $x }, { $y }), { $s }²I) a π ~ Dirichlet({ $pseudo }, …) vyintegrovány
engine-no-evidence = bez evidence: { $why }
engine-pooled-undefined = N = K: sdružená nestranná kovariance S_W/(N − K) není definována (0/0); použito S_W = 0
# $classes jsou čísla tříd, „1, 3“.
engine-one-point-class = třída { $classes } má jeden bod: její nestranná kovariance S_k/(N_k − 1) není definována (0/0); použito S_k = 0
engine-class-problem = třída { $class }: { $why }
engine-sigma-of-class = Σ třídy { $class }
engine-sigma-shared = společná Σ
engine-sigma-singular = { $sigma } je singulární: přičteno { $ridge }·I
engine-covariance-not-inverted = třída { $class }: kovarianci nešlo invertovat
engine-fit-not-finite = naučený model není konečný: { $why }
engine-map-not-definite = třída { $class }: Σ_ML + Σ₀ není pozitivně definitní
# $cond je číslo podmíněnosti, jak ho píše skript (1.2345e+16).
engine-map-singular = třída { $class }: matice je singulární nebo téměř singulární, číslo podmíněnosti { $cond }
engine-map-estimates = odhady MAP se Σ₀ = { $s }²·I a μ₀ = ({ $x }, { $y })
engine-variances-raised = { $n ->
    [one] { $n } rozptyl byl zvýšen na mez { $floor }
    [few] { $n } rozptyly byly zvýšeny na mez { $floor }
    [many] { $n } rozptylu bylo zvýšeno na mez { $floor }
   *[other] { $n } rozptylů bylo zvýšeno na mez { $floor }
}
engine-var-smoothing = ke každému rozptylu přičteno ε = { $eps } (var_smoothing { $smoothing } × max. rozptyl { $top })
engine-evidence-mean = evidence průměru potřebuje body a apriorní rozptyl > 0
engine-evidence-not-definite = Σ/N + Σ₀ není pozitivně definitní
engine-solution-not-finite = řešení není konečné
engine-matrix-not-finite = rozkládaná matice není konečná
engine-matrix-no-ridge = matici nešlo rozložit ani s regularizačním členem
engine-ls-ill-conditioned = matice plánu je špatně podmíněná: řešení pomocí SVD
engine-ls-rank-deficient = matice plánu má hodnost { $rank } < { $cols } (kolineární nebo opakované body): řešení s nejmenší normou pomocí SVD
engine-ls-fewer-points = méně bodů ({ $rows }) než vah ({ $cols }): řešení s nejmenší normou pomocí SVD
engine-ls-not-finite = řešení nejmenších čtverců není konečné
engine-ls-no-convergence = singulární rozklad nekonvergoval
engine-ls-zero = matice plánu je nulová
engine-ho-kashyap-cannot-solve = Ho-Kashyap nemůže vyřešit a = Z†b: { $why }
engine-ho-kashyap-problem = Ho-Kashyap: { $why }
engine-ho-kashyap-separable = separabilní: každé |e_n| ≤ { $bmin }, takže Za ≥ b − b_min > 0
engine-ho-kashyap-not-separable = neseparabilní: e = Za − b ≤ 0 s min e_n = { $emin } < 0, přičemž Zᵀe = 0, takže žádné a neudělá všechna y·aᵀz kladná
engine-ho-kashyap-overflow = okraje přetekly
engine-ho-kashyap-step-limit = zastaveno po { $steps ->
    [one] { $steps } kroku
    [few] { $steps } krocích
    [many] { $steps } kroku
   *[other] { $steps } krocích
} s max e_n = { $emax }
engine-criterion-ho-kashyap = kvadratická chyba J_s(a, b) = ‖Za − b‖²
engine-criterion-least-squares = součet čtverců ½‖ZW̃ − T‖²
engine-least-squares-closed-form = uzavřený tvar: W̃ = Z†T pomocí QR
engine-ls-solution-problem = řešení nejmenších čtverců Z†b: { $why }
# $note je, co řekl rozklad Z.
engine-lms-note = Z†b: { $note }
engine-lms-diverging-single = diverguje: ‖a‖ přerostlo 10⁶násobek ‖Z†b‖, proto byla poslední korekce vrácena; snižte η₁ tak, aby η₁‖z‖² < 2
engine-lms-converged-single = každá korekce epochy { $epoch } byla kratší než θ = { $theta }
engine-stopped-epochs = zastaveno po { $n ->
    [one] { $n } epoše
    [few] { $n } epochách
    [many] { $n } epochy
   *[other] { $n } epochách
}
engine-stopped-steps = zastaveno po { $n ->
    [one] { $n } kroku
    [few] { $n } krocích
    [many] { $n } kroku
   *[other] { $n } krocích
}
engine-lms-diverging-batch = diverguje: ‖a‖ přerostlo 10⁶násobek ‖Z†b‖, proto byl poslední krok vrácen; snižte η₁ tak, aby η₁λ_max(ZᵀZ) < 2
engine-lms-converged-batch = krok ‖η_k Zᵀ(b − Za)‖ = { $step } byl kratší než θ = { $theta }
engine-criterion-squared-error = kvadratická chyba J_s(a) = ‖Za − b‖²
engine-mse-means-coincide = průměry tříd splývají, takže Fisherův směr S_W⁻¹(m₁ − m₂) je 0 a a = Z†b = 0: hranice není definována
engine-mse-closed-form = uzavřený tvar: a = Z†b pomocí QR
engine-gradient-converged = ‖∇E‖/N < { $tol }
# $hessian je „symbol“, kde metoda píše H, „word“, kde říká „Hessova matice“.
engine-newton-unfactorizable = { $hessian ->
    [symbol] H nešlo rozložit ani s regularizačním členem, takže Newtonova metoda nemůže pokračovat
   *[word] Hessovu matici nešlo rozložit ani s regularizačním členem, takže Newtonova metoda nemůže pokračovat
}
engine-newton-not-finite = Newtonův krok H⁻¹∇E není konečný
engine-newton-rounding = E už ve Newtonově směru neklesá (zaokrouhlení): ‖∇E‖/N = { $grad }
engine-laplace-unfactorizable = H nešlo rozložit: prediktivní rozptyl se zobrazuje jako 0
engine-laplace-ridge = H je špatně podmíněná; pro Laplaceovu kovarianci byla invertována H + λI s λ = { $lambda }
engine-logistic-newton-ridge = H = ΦᵀRΦ + αI je singulární (kolineární body, nebo α = 0 se saturovanými body); Newtonův krok řešil (H + λI)δ = ∇E s λ = { $lambda }
engine-logistic-bayes-alpha = bayesovská logistická regrese potřebuje apriorní přesnost α > 0
engine-weights-overflow = { -weights } přetekly, proto byl poslední krok vrácen: snižte míru učení η
engine-logistic-no-optimum = { -weights } oddělují třídy, takže E(w) s rostoucím ‖w‖ stále klesá: maximální věrohodnost nemá na separabilních datech konečné optimum. Pro konečnou odpověď přidejte apriorní rozdělení (α > 0).
engine-stopped-passes = zastaveno po { $n ->
    [one] { $n } průchodu
    [few] { $n } průchodech
    [many] { $n } průchodu
   *[other] { $n } průchodech
} daty
engine-criterion-cross-entropy = křížová entropie E(w)
engine-laplace-alpha = Laplaceova evidence potřebuje apriorní přesnost α > 0
engine-evidence-points = evidence potřebuje body
engine-laplace-hessian = Hessovu matici v a_MAP nešlo rozložit
engine-evidence-weight = evidence potřebuje alespoň jednu { -weight(case: "acc") }
engine-evidence-rows = řádky z mají různé délky
engine-evidence-row-finite = řádek z není konečný
engine-evidence-targets = cíle t musí být 1 nebo 0
engine-softmax-no-optimum = řádky klasifikují každý bod s { -margin(case: "ins") }, takže E(W) s rostoucím ‖W‖ stále klesá: maximální věrohodnost nemá na separabilních datech konečné optimum. Pro konečnou odpověď přidejte útlum vah (λ > 0).
engine-softmax-newton-ridge = softmax je přeparametrizovaný, takže při λ = 0 (nebo se saturovanými body) je Hessova matice singulární; Newtonův krok řešil (H + λ'I)δ = ∇E s λ' = { $lambda }
engine-criterion-softmax = křížová entropie E(W) = −ΣΣ t ln y + ½λ‖W‖²
# $strategy je název strategie, jak ho píše skript, v uvozovkách.
engine-unknown-strategy = neznámá strategie { $strategy }
# Dílčí úloha dvoutřídní metody na více třídách: $a a $b jsou čísla tříd.
engine-sub-rest = { $a } proti ostatním
engine-sub-pair = { $a } proti { $b }
engine-sub-problem = { $sub }: { $why }
engine-sub-value = { $value } ({ $sub })
engine-criterion-summed = { $criterion }, sečteno přes dílčí úlohy
engine-perceptron-converged = každý bod má y·aᵀz > { $b }: konvergence po { $updates ->
    [one] { $updates } úpravě
    [few] { $updates } úpravách
    [many] { $updates } úpravy
   *[other] { $updates } úpravách
}
engine-perceptron-step-limit = po { $n ->
    [one] { $n } epoše
    [few] { $n } epochách
    [many] { $n } epochy
   *[other] { $n } epochách
} žádná oddělující nadrovina; třídy možná nejsou lineárně separabilní
engine-perceptron-overflow = { -weights } přetekly
engine-criterion-perceptron = perceptronové kritérium J(a) = Σ_chyby (b − y aᵀz)
engine-batch-none-misclassified = žádný bod není chybně klasifikovaný
engine-batch-converged = po { $n ->
    [one] { $n } dávkové úpravě
    [few] { $n } dávkových úpravách
    [many] { $n } dávkové úpravy
   *[other] { $n } dávkových úpravách
} není žádný bod chybně klasifikovaný
engine-batch-short-update = poslední úprava byla kratší než θ: |η_k Σ y z| = { $update } < { $theta }, přestože některé body jsou stále chybně klasifikované
engine-batch-step-limit = po { $n ->
    [one] { $n } dávkové úpravě
    [few] { $n } dávkových úpravách
    [many] { $n } dávkové úpravy
   *[other] { $n } dávkových úpravách
} žádná oddělující nadrovina; třídy možná nejsou lineárně separabilní
engine-criterion-perceptron-batch = perceptronové kritérium J(a) = −Σ_chyby y aᵀz
engine-dual-converged = celý průchod bez chyby: každý bod má y·aᵀz > { $b } po { $updates ->
    [one] { $updates } úpravě
    [few] { $updates } úpravách
    [many] { $updates } úpravy
   *[other] { $updates } úpravách
}
engine-dual-overflow = koeficienty přetekly
engine-criterion-perceptron-kernel = perceptronové kritérium J = Σ_chyby (b − y f(x))
engine-relaxation-converged = každý bod má aᵀz > ξ = { $xi }
engine-relaxation-overflow = { -weights } přetekly, proto byla poslední úprava vrácena: snižte η
engine-relaxation-converged-after = každý bod má aᵀz > ξ = { $xi } po { $n ->
    [one] { $n } korekci
    [few] { $n } korekcích
    [many] { $n } korekce
   *[other] { $n } korekcích
}
# $what je „update“ pro dávkové pravidlo, „epoch“ pro pravidlo po jednom vzorku.
engine-relaxation-short = { $what ->
    [update] poslední úprava byla
   *[epoch] každá korekce poslední epochy byla
} kratší než θ = { $theta }: { $n ->
    [one] { $n } bod leží na své rovině
    [few] { $n } body leží na svých rovinách
    [many] { $n } bodu leží na svých rovinách
   *[other] { $n } bodů leží na svých rovinách
} aᵀz = ξ až na J_r = { $jr }, takže se korekce k { -margin(case: "dat") } blíží, aniž ho překročí
engine-relaxation-step-limit = { $n ->
    [one] { $n } bod má při limitu kroků stále aᵀz ≤ ξ
    [few] { $n } body mají při limitu kroků stále aᵀz ≤ ξ
    [many] { $n } bodu má při limitu kroků stále aᵀz ≤ ξ
   *[other] { $n } bodů má při limitu kroků stále aᵀz ≤ ξ
}; třídy možná nejsou lineárně separabilní
engine-relaxation-rounding = { $n ->
    [one] { $n } bod leží na své rovině
    [few] { $n } body leží na svých rovinách
    [many] { $n } bodu leží na svých rovinách
   *[other] { $n } bodů leží na svých rovinách
} aᵀz = ξ až na zaokrouhlení (J_r = { $jr }): korekce se k { -margin(case: "dat") } blíží, aniž ho překročí; zkuste η > 1
engine-criterion-relaxation = relaxační kritérium J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖²
engine-criterion-smo = cíl SMO f(α) = ½‖w‖² − Σα = −W(α) (minimalizovaný)
engine-criterion-smo-kernel = cíl SMO f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α) (minimalizovaný)
engine-kernel-basis-unused = jádro působí přímo na body (x, y) a nahrazuje bázi: zvolená báze se nepoužije
engine-kernel-overflow = hodnoty jádra na těchto bodech přetékají; snižte γ nebo stupeň, nebo data přeškálujte
engine-kernel-not-separable = v prostoru příznaků jádra není žádná oddělující { -boundary } s { -margin(case: "ins") } širším než { $eps } (ε·R s R = { $r }): { -margin } je nejvýše ‖w‖/Σα = { $bound }. Použijte měkký okraj.
engine-svm-too-large = vektory příznaků jsou pro metodu podpůrných vektorů příliš velké
engine-svm-too-close = body leží v prostoru příznaků do vzdálenosti { $min } od sebe, příliš blízko pro tvrdý okraj; použijte měkký okraj
engine-svm-not-separable = žádná nadrovina neodděluje třídy s { -margin(case: "ins") } širším než { $eps } (ε·R s R = { $r }): { -margin } je nejvýše ‖w‖/Σα = { $bound }, zatímco Σα = { $sum } stále roste. Použijte měkký okraj.
engine-svm-two-classes = metoda podpůrných vektorů potřebuje body obou tříd
engine-svm-overflow = multiplikátory přetekly
engine-svm-overflow-rescale = multiplikátory metody podpůrných vektorů přetekly; data přeškálujte
engine-svm-converged = podmínky KKT platí: m(α) − M(α) = { $gap } ≤ { $tol } po { $n ->
    [one] { $n } úpravě dvojice
    [few] { $n } úpravách dvojic
    [many] { $n } úpravy dvojic
   *[other] { $n } úpravách dvojic
}
engine-svm-step-limit = zastaveno po { $n ->
    [one] { $n } kroku
    [few] { $n } krocích
    [many] { $n } kroku
   *[other] { $n } krocích
} s m(α) − M(α) = { $gap }
engine-svm-alpha-zero = α = 0, a tedy w = 0: zatím žádná { -boundary } a žádný { -margin } 1/‖w‖ k zobrazení
engine-svm-w-zero = w = 0 přesně: optimum nedává příznakům žádnou { -weight(case: "acc") } (jako když bod jedné třídy leží uvnitř konvexního obalu druhé a C je malé), takže o každém bodu rozhoduje jen { -bias }; neexistuje žádná { -boundary } ani { -margin } 1/‖w‖
engine-svm-w-tiny = w je nulové v rámci tolerance: ‖w‖·R = { $wr } ≤ tol = { $tol } (R = { $r } je poloměr dat), takže w mění h kdekoli na datech méně, než je tolerance; optimum má w = 0 a { -margin } 1/‖w‖ = { $margin }, který dává zbytek, nic neznamená, proto se nezobrazuje

## Báze, jádra, pole a rozhodovací fáze.

# $id je zadaný název v uvozovkách.
engine-unknown-basis = neznámá báze { $id }
# $basis je krátký název báze (go-methods.ftl).
engine-basis-needs-points = báze { $basis } potřebuje body nebo zobrazení, nad které rozmístí svá centra
engine-poly-degree = stupeň polynomu musí být 1, 2 nebo 3, ne { $degree }
engine-rbf-no-centre = gaussovská báze potřebuje alespoň jedno centrum
engine-rbf-too-many = počet gaussovských center { $n } překračuje limit { $max }
engine-rbf-width = šířka gaussovské funkce musí být kladné číslo, ne { $width }
engine-rbf-centre = gaussovské centrum: { $why }
engine-priors-count = apriorní pravděpodobnosti potřebují jednu hodnotu na třídu ({ $k }), ne { $n }
engine-prior-positive = apriorní pravděpodobnost třídy { $class } musí být kladné číslo
engine-loss-rows = matice ztrát musí mít počet řádků { $k }, ne { $n }
engine-loss-row = řádek { $row } matice ztrát musí mít počet prvků { $k }, ne { $n }
engine-losses-finite = ztráty musí být konečná čísla ≥ 0
engine-reject-range = práh odmítnutí θ musí být mezi 0 a 1, ne { $value }
engine-threshold-finite = práh na h musí být konečné číslo
engine-field-posteriors = ztráty vážit nebo odmítat lze jen u pole s aposteriorními pravděpodobnostmi
engine-field-weights = pole potřebuje jednu váhu na třídu
engine-field-weights-positive = váhy pole musí být kladná čísla
engine-field-loss = matice ztrát pole musí mít rozměr { $k }×{ $k }
engine-field-losses-finite = ztráty pole musí být konečná čísla ≥ 0
engine-field-reject = práh odmítnutí pole musí být mezi 0 a 1
engine-offsets-two-classes = posuny po třídách jsou pro tři a více tříd; dvě třídy mají práh t
engine-offsets-count = posuny potřebují jednu hodnotu na třídu ({ $k }), ne { $n }
engine-offset-finite = posun třídy { $class } musí být konečné číslo
engine-offsets-not-argmax = třídy tohoto modelu nejsou největší z K skóre (hlasy jedna proti ostatním nebo jedna proti jedné): žádný posun nepohne jen jednou třídou
engine-offsets-loss = s maticí ztrát jinou než 0-1 rozhoduje pravidlo minimálního rizika, ne skóre křivky: posuny pak předtím převáží aposteriorní pravděpodobnosti faktorem e^δₖ a bodem nelze táhnout
engine-offsets-reject = s prahem odmítnutí θ závisí třída i na největší aposteriorní pravděpodobnosti, nejen na skóre křivky: pro tažení nastavte θ na 0
engine-field-row-length = řádek { $row } má počet koeficientů { $n }, má mít { $want }
engine-field-row-finite = řádek { $row } má koeficient, který není konečný
engine-field-quad-rows = kvadratické pole potřebuje jednu formu na řádek
engine-field-quad-length = kvadratická forma { $form } má počet prvků { $n }, má mít { $want }
engine-field-quad-finite = kvadratická forma { $form } má prvek, který není konečný
engine-field-sign = znaménkové pole má jeden řádek a dvě třídy
# $combine je, jak pole kombinuje své řádky, jak to píše skript (argmax, ovr).
engine-field-per-class = pole { $combine } má jeden řádek na třídu
engine-field-ovo = pole jedna proti jedné má jeden řádek na dvojici tříd
engine-field-pair = chybná dvojice tříd { $pair }
engine-field-combine = neznámé kombinování { $combine }
engine-field-probit = probitové pole potřebuje kovarianci { $n }×{ $n }
engine-margin-class = třída { $class } není žádná ze tříd pole
engine-margin-sign = okraje potřebují dvoutřídní (znaménkové) pole, ne pole { $combine } s { $rows } řádky
engine-margin-no-point = žádný bod tříd pole
engine-direction-zero = směr { $direction } má nulovou délku
engine-kernel-degree = stupeň polynomiálního jádra musí být 1 až 10, ne { $degree }
engine-kernel-coef0 = c₀ polynomiálního jádra musí být konečné a ≥ 0 (aby K bylo pozitivně semidefinitní)
# $kernel je zadaný název v uvozovkách.
engine-kernel-unknown = neznámé jádro { $kernel } (linear, poly nebo rbf)
engine-kernel-gamma = γ jádra musí být kladné a konečné
engine-expansion-rows = jádrový rozvoj potřebuje jeden řádek koeficientů na řádek, má jich { $n } pro { $rows }
engine-expansion-row = řádek jádra { $row } má počet koeficientů { $n }, ale počet bodů je { $points }
engine-expansion-finite = řádek jádra { $row } má koeficient, který není konečný
engine-expansion-point = bod jádrového rozvoje není konečný

## Čísla, jak je modely citují: jejich platné číslice s desetinným
## znaménkem jazyka a mocnina deseti za e ($exp je „-09“, „+06“).

engine-num = { NUMBER($x, maximumFractionDigits: 20) }
engine-num-exp = { NUMBER($m, maximumFractionDigits: 20) }e{ $exp }
# $text je NaN, +Inf nebo -Inf.
engine-num-word = { $text }
