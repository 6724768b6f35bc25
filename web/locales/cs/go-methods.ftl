### Slova Hyperplane pro metody (katalog balíčku engine): jejich názvy, shrnutí, nápověda, nastavení a hodnoty, které hlásí, a báze, česky.
### Matematické symboly jsou ze skript; kurz může přejmenovat slova kolem nich.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Rodiny metod v pořadí skript.

family-discriminant = Diskriminační funkce
family-generative = Pravděpodobnostní generativní modely
family-discriminative = Pravděpodobnostní diskriminativní modely
family-margin = Maximální okraj

## Metody a jejich nastavení: method-<id> je název, -summary, -help
## a -short (název v úzkém sloupci) jsou další slova metody,
## method-<id>-<nastavení> je popisek nastavení s jeho -help a volbami.
## param-… jsou nastavení, která sdílí více metod.

method-perceptron-fausett = Perceptron (Fausett, pásmo prahu θ)
method-perceptron-fausett-summary = Fausettův perceptron: výstup +1, 0 nebo −1 s pásmem nerozhodnutí |y_in| ≤ θ; úprava a ← a + α t z, kdykoli se výstup liší od cíle.
method-perceptron-fausett-help = Vstup neuronu je y_in = b + Σ w_i x_i, takže bias b stojí na prvním místě: a = (b, w) a z = (1, x). Cíle jsou bipolární: t = +1 pro třídu 1 a −1 pro třídu 2. Výstup je 1, když y_in > θ, 0, když −θ ≤ y_in ≤ θ, a −1, když y_in < −θ, takže pásmo ohraničují dvě přímky: H⁺: y_in = θ a H⁻: y_in = −θ; body v pásmu jsou nerozhodnuté a počítají se jako chyby. Úprava nastane právě tehdy, když se výstup liší od cíle, tedy když t·y_in ≤ θ. Učení skončí po epoše, v níž se nezměnila žádná váha (krok 6 ve skriptech), nebo při limitu kroků. Při a₀ = 0 je počet úprav na separabilních datech nejvýše (R² + 2θ/α)/γ² (Novikoffův argument s pásmem v roli okraje).
method-perceptron-fausett-short = perceptron (Fausett)
method-perceptron-fausett-theta = Práh θ
method-perceptron-fausett-theta-help = Poloviční šířka pásma nerozhodnutí: výstup je 0, když |y_in| ≤ θ.
method-perceptron-fausett-alpha = Míra učení α
method-perceptron-fausett-alpha-help = Krok a ← a + α t z, s 0 < α ≤ 1 jako ve skriptech.
method-fisher = Fisherův lineární diskriminant
method-fisher-summary = Projekce na směr w ∝ S_W⁻¹(m₁ − m₂), který maximalizuje J(w) = (m₁ − m₂)² / (s₁² + s₂²), a poté prahování.
method-fisher-help = S_k = Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ a S_W = S₁ + S₂ jsou součty, nedělené N; S_B = (m₁ − m₂)(m₁ − m₂)ᵀ, takže J(w) = wᵀS_B w / wᵀS_W w jako ve skriptech. Vektor w má jednotkovou délku a míří od třídy 2 ke třídě 1; x se přiřadí třídě 1, když wᵀx ≥ t. Je-li S_W singulární, přičte se malý regularizační člen λI a stránka to oznámí.
method-fisher-short = Fisher
method-fisher-threshold = Práh t
method-fisher-threshold-help = Střed: v polovině mezi promítnutými průměry tříd. Gaussovský: Bayesův práh pro dvě jednorozměrná normální rozdělení se společným (maximálně věrohodným) rozptylem a apriorními pravděpodobnostmi N_k/N. Nejlepší: práh s nejmenším počtem chyb na trénovacích bodech.
method-fisher-threshold-midpoint = střed promítnutých průměrů
method-fisher-threshold-bayes = gaussovský (Bayes) s priory
method-fisher-threshold-best = nejméně trénovacích chyb
method-fisher-multi = Fisherův diskriminant (K tříd)
method-fisher-multi-summary = Projekce na K−1 směrů, které řeší S_B w = λ S_W w, a přiřazení x třídě s nejbližším promítnutým průměrem.
method-fisher-multi-help = S_W = Σ_k Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ a S_B = Σ_k N_k (m_k − m)(m_k − m)ᵀ, kde m je celkový průměr, jsou součty (Bishop §4.1.6). Směry w_i jsou zobecněné vlastní vektory úlohy S_B w = λ S_W w s největšími vlastními čísly, nejvýše min(K−1, D) z nich, normované tak, aby w_iᵀ S_W w_j = δ_ij: promítnutý vnitrotřídní rozptyl je jednotková matice a J(W) = Tr{"{"}(W S_W Wᵀ)⁻¹ W S_B Wᵀ{"}"} = Σ λ_i. Počítají se Choleského rozkladem S_W = LLᵀ a symetrickým spektrálním rozkladem L⁻¹ S_B L⁻ᵀ, nikdy inverzí S_W; je-li S_W singulární, přičte se malý regularizační člen λI a stránka to oznámí. Znaménko každého směru je zvoleno tak, aby promítnutý průměr třídy 1 ležel nad promítnutým celkovým průměrem. x připadne třídě, jejíž promítnutý průměr μ_k je nejblíž (eukleidovsky v projekci, která je bělená), což je lineární: h_k(x) = μ_kᵀ W φ(x) − ½‖μ_k‖². S apriorními pravděpodobnostmi se k h_k přičte ln(N_k/N)/N: to je Bayesovo pravidlo pro normální rozdělení se společnou maximálně věrohodnou kovariancí S_W/N, která je v projekci I/N.
method-fisher-multi-short = Fisher, K tříd
method-fisher-multi-rule = Rozhodnutí
method-fisher-multi-rule-help = Nejbližší promítnutý průměr třídy, nebo gaussovské Bayesovo pravidlo v projekci s apriorními pravděpodobnostmi N_k/N.
method-fisher-multi-rule-nearest = nejbližší promítnutý průměr
method-fisher-multi-rule-priors = gaussovské s priory N_k/N
value-j = J(W) = Σ λ_i
method-gauss-var-smoothing = var_smoothing
method-gauss-var-smoothing-help = var_smoothing ze scikit-learn: ke každému rozptylu se přičte ε = var_smoothing · max_j Var(φ_j) (výchozí hodnota 1e-9).
param-cov = Kovariance
param-cov-ml = max. věrohodnost (÷ N_k)
param-cov-unbiased = nestranný odhad (÷ N_k − 1)
param-varfix = Malé rozptyly
param-varfix-help = Dolní mez: rozptyl menší než 1e-9 největšího rozptylu tříd se zvýší na tuto mez. Přičtení: GaussianNB ze scikit-learn, který ke každému rozptylu přičte ε = var_smoothing · max_j Var(φ_j) (Var přes všechny body, děleno N).
param-varfix-floor = mez 1e-9 největšího
param-varfix-additive = přičíst ε (var_smoothing ze scikit-learn)
param-estimate = Odhad
param-estimate-help = Maximální věrohodnost, nebo MAP s konjugovaným apriorním rozdělením ze skript (pseudopočty pro apriorní pravděpodobnosti tříd, normální apriorní rozdělení pro střední hodnoty a kovariance).
param-estimate-ml = maximální věrohodnost
param-estimate-map = MAP s apriorním rozdělením
param-estimate-pseudo = Apriorní pseudopočty N_k0
param-estimate-pseudo-help = MAP: apriorní počty přičtené k počtu bodů každé třídy.
param-estimate-prior-x = Apriorní střed μ₀: x
param-estimate-prior-x-help = MAP: souřadnice x apriorní střední hodnoty každé třídy.
param-estimate-prior-y = Apriorní střed μ₀: y
param-estimate-prior-y-help = MAP: souřadnice y apriorní střední hodnoty každé třídy.
param-estimate-prior-s = Apriorní šíře s₀
param-estimate-prior-s-help = MAP: Σ₀ = s₀²I, apriorní kovariance; malé s₀ táhne odhady k apriornímu rozdělení.
method-ho-kashyap = Ho-Kashyap
method-ho-kashyap-summary = Minimalizace ‖Za − b‖² přes a i přes okraje b > 0: zvýší b tam, kde je chyba kladná, a pak a = Z†b.
method-ho-kashyap-help = Normalizované vektory z = y·(1, x), y = +1 pro třídu 1 a −1 pro třídu 2, tvoří řádky Z; a = (w₀, w). Začíná se z b = b₀·1 a a = Z†b. Každý krok spočítá chybu e = Za − b a její kladnou část e⁺ = ½(e + |e|), zvýší b ← b + 2η e⁺ (b tedy jen roste a zůstává kladné) a znovu řeší a = Z†b pomocí QR (SVD, má-li Z neúplnou hodnost), nikdy inverzí ZᵀZ. Skončí jako separabilní, když každé |e_n| ≤ b_min, neboť pak Za ≥ b − b_min > 0; a jako neseparabilní, když e ≤ 0 a některé e_n < −b_min: protože v řešení nejmenších čtverců platí Zᵀe = 0, žádné a nemůže udělat všechny složky Za kladnými. Pro 0 < η < 1 na separabilních datech konverguje. Práh zastavení: tolerance b_min (výchozí 10⁻⁶) pro každé |e_n|; složky e v rozmezí 10⁻¹²(1 + max b_n) od 0 se v testu e ≤ 0 počítají jako 0. Hodnoty b_n a e_n bodu se ukážou po najetí myší na bod a zobrazení okrajů kreslí e_n u každého bodu: úsečku ve směru w od bodu tam, kde by jeho okraj y·aᵀz byl roven b_n (délky |e_n|/‖w‖), zelenou, když e_n > 0 (b_n roste), a červenou, když e_n < 0.
method-ho-kashyap-short = Ho-Kashyap
method-ho-kashyap-b0 = Počáteční okraj b₀
method-ho-kashyap-b0-help = Počáteční vektor okrajů b = b₀·1 (b₀ > 0).
method-ho-kashyap-eta = Míra učení η
method-ho-kashyap-eta-help = b ← b + 2η e⁺; pro konvergenci 0 < η < 1.
method-ho-kashyap-bmin = Tolerance b_min
method-ho-kashyap-bmin-help = Separabilní, když každé |e_n| ≤ b_min; neseparabilní, když e ≤ 0 má složku menší než −b_min.
method-ho-kashyap-max-steps = Limit kroků
method-ho-kashyap-max-steps-help = Učení skončí po tomto počtu kroků.
value-emax = max e_n
value-emin = min e_n
value-bmin = min b_n
param-kernel = Jádro
param-kernel-help = Jádro K(x, x') = φ(x)ᵀφ(x'), které nahrazuje skalární součin. Lineární: uᵀv (váhy w jsou explicitní). Polynomiální: (γ uᵀv + c₀)^d. Gaussovské (RBF): exp(−γ‖u − v‖²), prostor příznaků nekonečné dimenze. S jiným než lineárním jádrem je rozhodovací funkce f(x) = Σ αₙ yₙ K(xₙ, x) + b a w se nikdy nesestavuje (Bishop §6.1, §7.1); jádro působí přímo na body (x, y) a nahrazuje bázi.
param-kernel-linear = lineární
param-kernel-poly = polynomiální
param-kernel-rbf = gaussovské (RBF)
param-kernel-gamma = γ jádra
param-kernel-gamma-help = Měřítko γ polynomiálního a gaussovského jádra. U gaussovského je 1/√(2γ) šířka „kopečku“ kolem každého bodu: velké γ udělá z každého bodu samostatný ostrov.
param-kernel-degree = Stupeň jádra d
param-kernel-degree-help = Stupeň d polynomiálního jádra.
param-kernel-coef0 = c₀ jádra
param-kernel-coef0-help = Konstanta c₀ polynomiálního jádra: při c₀ > 0 se uplatní všechny monomy do stupně d, při c₀ = 0 jen monomy stupně d.
method-least-squares = Nejmenší čtverce (K tříd)
method-least-squares-summary = Metodou nejmenších čtverců proloží K lineárních funkcí y_k(x) = w̃_kᵀz cíli v kódování 1 z K; x přiřadí třídě s největší hodnotou.
method-least-squares-help = Cíle jsou v kódování 1 z K: t_n má 1 na pozici třídy bodu x_n. Váhy W̃ minimalizují ‖ZW̃ − T‖², kde řádky Z jsou z = (1, x); počítají se QR rozkladem Z (nebo jeho SVD, má-li Z neúplnou hodnost, což dá řešení s nejmenší normou), nikdy inverzí ZᵀZ. Nejmenší čtverce jsou citlivé na odlehlé body: i body daleko na správné straně táhnou hranici k sobě.
method-least-squares-short = nejmenší čtverce
param-bvec = Vektor okrajů b
param-bvec-help = Samé jedničky: b_n = 1 pro každý bod. Fisherovo kódování: b_n = n/n₁ pro body třídy 1 a n/n₂ pro body třídy 2, takže řešením je Fisherův směr s prahem w₀ = −mᵀw v celkovém průměru m (skripta 002).
param-bvec-ones = b = 1 (samé jedničky)
param-bvec-fisher = b_n = n/n_k (Fisher)
method-lms-schedule = Průběh míry učení
method-lms-schedule-help = η₁/k: η_k = η₁/k, kde k počítá dosavadní korekce (skripta 002 a Duda, Hart a Stork); s ním a konverguje k řešení nejmenších čtverců, při malém η₁ pomalu. η₁/epocha: během epochy e je míra η₁/e. Konstantní: η_k = η₁, s níž a stále bloudí kolem řešení nejmenších čtverců.
method-lms-schedule-inverse = η₁ / k
method-lms-schedule-epoch = η₁ / epocha
method-lms-schedule-constant = konstantní η₁
method-lms = Widrow-Hoff (LMS)
method-lms-summary = Sekvenční gradientní sestup na J_s(a) = ‖Za − b‖²: prochází body a posouvá a o η_k (b_k − aᵀz_k) z_k.
method-lms-help = Normalizované vektory z = y·(1, x), y = +1 pro třídu 1 a −1 pro třídu 2, tvoří řádky Z; a = (w₀, w). Každá návštěva provede korekci a ← a + η_k (b_k − aᵀz_k) z_k, i pro body, které už jsou na správné straně, takže pravidlo minimalizuje kvadratickou chybu J_s(a) = ‖Za − b‖² a blíží se k řešení nejmenších čtverců Z†b, nikoli k oddělující nadrovině. Stránka ukazuje vzdálenost ‖a − Z†b‖, kde Z†b se spočítá jednou pomocí QR (nebo SVD, má-li Z neúplnou hodnost). Udržujte η₁‖z‖² pod 2, jinak první korekce přestřelí. Skončí po epoše, v níž byla každá korekce |η_k (b_k − aᵀz_k) z_k| kratší než θ (test ze skript, požadovaný pro celý průchod), nebo při limitu kroků. Dávkové pravidlo a ← a + η_k Zᵀ(b − Za) bere celý gradient najednou (k počítá jeho kroky, každý je jeden průchod); skončí, když ‖η_k Zᵀ(b − Za)‖ < θ.
method-lms-short = Widrow-Hoff
method-lms-rule = Pravidlo
method-lms-rule-help = Po jednom vzorku: Widrowovo-Hoffovo pravidlo ze skript, jedna korekce na každý navštívený bod. Dávkové: gradientní sestup ze skript na celém kritériu, a ← a + η_k Zᵀ(b − Za) (−½η_k∇J_s), jeden krok na průchod; je stabilní, jen dokud η_k λ_max(ZᵀZ) < 2, a λ_max(ZᵀZ) roste s počtem bodů.
method-lms-rule-single = po jednom vzorku (Widrow-Hoff)
method-lms-rule-batch = dávkové a ← a + ηZᵀ(b − Za)
method-lms-eta = Míra učení η₁
method-lms-eta-help = První míra η₁ průběhu.
method-lms-theta = Práh zastavení θ
method-lms-theta-help = Zastavit po epoše, v níž byla každá korekce kratší než θ (dávkově: po kroku ‖η_k Zᵀ(b − Za)‖ kratším než θ).
value-dist = ‖a − Z†b‖
value-jmin = J_s(Z†b)
value-eta = η_k
param-logistic-alpha = Apriorní přesnost α
param-logistic-alpha-help = Přesnost normálního apriorního rozdělení N(a | 0, α⁻¹I) na všech vahách včetně biasu; 0 dává maximální věrohodnost.
param-logistic-alpha-bayes-help = Přesnost normálního apriorního rozdělení N(a | 0, α⁻¹I) na všech vahách včetně biasu. Musí být kladná: Laplaceova aproximace potřebuje konečný odhad MAP a invertibilní H.
param-logistic-method = Metoda
param-logistic-method-help = Dávkový gradient: a ← a − (η/N)∇E přes všechny body. Stochastický gradient: prochází body v pořadí zamíchaném v každé epoše (s pevným semínkem) a posouvá a ← a − η_k[(y_n − t_n)z_n + (α/N)a] po každém bodu, nebo po každé minidávce B bodů s průměrem jejich gradientů. Newton (IRLS): a ← a − H⁻¹∇E s H = ΦᵀRΦ + αI, R = diag(y_n(1 − y_n)), řešeno Choleského rozkladem; to je iterativně převažovaná metoda nejmenších čtverců (skripta 003). Krok se půlí, dokud by E zvětšil.
param-logistic-method-gradient = dávkový gradientní sestup
param-logistic-method-sgd = stochastický gradientní sestup
param-logistic-method-newton = Newton (IRLS)
param-logistic-eta = Míra učení η
param-logistic-eta-help = Velikost kroku gradientních metod: a ← a − (η/N)∇E u dávkové metody, a ← a − η_k ∇E_n po každém bodu u stochastické. Newtonova metoda míru učení nemá.
param-logistic-schedule = Průběh míry učení
param-logistic-schedule-help = Jen stochastický gradient. Konstantní: η_k = η, s níž a stále bloudí poblíž optima. η/epocha: během epochy e je míra η/e, takže Σ η_k = ∞ a Σ η_k² < ∞ a a se ustálí.
param-logistic-schedule-constant = konstantní η
param-logistic-schedule-epoch = η / epocha
param-logistic-tol = Tolerance
param-logistic-tol-help = Zastavit, když ‖∇E‖/N klesne pod tuto hodnotu.
param-logistic-max-steps = Limit kroků (epoch)
param-logistic-max-steps-help = Učení skončí po tomto počtu průchodů daty: kroků dávkové a Newtonovy metody, epoch stochastické.
param-logistic-batch = Velikost minidávky B
param-logistic-batch-help = Jen stochastický gradient: každá úprava použije průměrný gradient dalších B bodů zamíchaného pořadí, a ← a − η_k[(1/B)Σ(y_n − t_n)z_n + (α/N)a]; B = 1 je pravidlo po jednom bodu ze skript.
param-logistic-unit = Jeden krok je
param-logistic-unit-help = Jen stochastický gradient: zda jeden krok animace provede jednu úpravu (jednu minidávku), nebo celou epochu úprav. Každý krok navíc vyhodnotí E a ∇E přes všechny body, pro stránku a pro pravidlo zastavení. Při N = 100 000 stojí krok jedné úpravy méně než 2 ms a epocha s B = 1 asi 4 ms, protože každá úprava čeká na předchozí; asi 5 ms pro dílčí úlohu tří tříd (změřeno). Snímek stránky věnuje učení nejvýše 8 ms.
param-logistic-unit-update = jedna úprava (minidávka)
param-logistic-unit-epoch = jedna epocha
param-bias = Apriorní rozdělení biasu w₀
param-bias-penalized = zahrnuto (skripta)
param-bias-free = vynecháno (výchozí ve scikit-learn)
method-logistic = Logistická regrese
method-logistic-summary = Model p(C₁|x) = σ(wᵀx + w₀); minimalizuje křížovou entropii E(w) = −Σ [t ln y + (1−t) ln(1−y)] gradientními nebo Newtonovými kroky.
method-logistic-short = logistická
method-logistic-bayes = Bayesovská logistická regrese (Laplace)
method-logistic-bayes-summary = Najde váhy MAP při normálním apriorním rozdělení, aproximuje aposteriorní rozdělení q(w) = N(w_MAP, H⁻¹) a predikuje p(C₁|x) ≈ σ(κ(σ_a²) μ_a), což je dál od dat stále nejistější.
method-logistic-bayes-short = bayesovská logistická
value-epoch = epocha
value-t = délka Newtonova kroku t
method-mse = Minimální kvadratická chyba (vektor okrajů b)
method-mse-summary = Řeší Za = b ve smyslu nejmenších čtverců, a = Z†b, pro normalizované vektory z = y·(1, x) a pevný vektor okrajů b.
method-mse-help = Normalizované vektory z = y·(1, x), y = +1 pro třídu 1 a −1 pro třídu 2, tvoří řádky Z; a = (w₀, w). a minimalizuje J_s(a) = ‖Za − b‖² a počítá se QR rozkladem Z (nebo jeho SVD, má-li Z neúplnou hodnost, což dá řešení s nejmenší normou), nikdy inverzí ZᵀZ. Při b = 1 žádá každý bod okraj y·aᵀz = 1. Při b_n = n/n_k pro body třídy k je w rovnoběžné s Fisherovým směrem S_W⁻¹(m₁ − m₂) a w₀ = −mᵀw, kde m je celkový průměr, takže x připadne třídě 1, když wᵀ(x − m) ≥ 0 (skripta 002; Duda, Hart a Stork §5.8.2). Řešení nemusí oddělit ani separabilní třídy: body daleko na správné straně přímku stále táhnou.
method-mse-short = MSE
param-strategy = Strategie pro více tříd
param-strategy-help = Jak dvoutřídní metoda zvládá K > 2 tříd. Jedna proti ostatním trénuje K klasifikátorů, každý oddělí jednu třídu od ostatních, a oblasti, kde bod nechce žádný klasifikátor nebo jich chce víc, nechává nejednoznačné. K-třídní diskriminant používá tytéž K funkce, ale x přiřadí třídě s největší hodnotou funkce, takže žádná oblast není nejednoznačná. Jedna proti jedné trénuje K(K-1)/2 klasifikátorů, jeden pro každou dvojici, a rozhoduje většinovým hlasováním; shoda hlasů je nejednoznačná. Každý krok posune jeden z klasifikátorů, postupně jeden po druhém.
param-strategy-ovr = jedna proti ostatním
param-strategy-ovr-argmax = K-třídní diskriminant (argmax)
param-strategy-ovo = jedna proti jedné
param-eta = Míra učení η
param-eta-help = Velikost kroku η₁ každé úpravy a ← a + η_k y z.
param-schedule = Průběh míry učení
param-schedule-help = Konstantní: η_k = η₁. Klesající: η_k = η₁/k, kde k počítá dosavadní úpravy; splňuje podmínky Σ η_k = ∞ a Σ η_k² / (Σ η_k)² → 0 ze skript.
param-schedule-constant = konstantní η
param-schedule-inverse = η₁ / k
param-order = Pořadí průchodu
param-order-help = Cyklické prochází body stále dokola v pořadí, v jakém byly přidány. Náhodné je v každé epoše zamíchá (s pevným semínkem, takže se běhy opakují).
param-order-cyclic = cyklické
param-order-random = náhodné (zamíchané v každé epoše)
param-unit = Jeden krok je
param-unit-help = Zda jeden krok animace navštíví jeden bod, nebo celou epochu.
param-unit-point = jeden bod
param-unit-epoch = jedna epocha
param-max-epochs = Limit kroků (epoch)
param-max-epochs-help = Učení skončí po tomto počtu průchodů daty.
param-seed = Náhodné semínko
param-seed-help = Semínko náhodného pořadí průchodu.
method-perceptron = Perceptron (online)
method-perceptron-summary = Rosenblattovo pravidlo po jednom vzorku: prochází body jeden po druhém a přičte η y z k a, kdykoli y·aᵀz ≤ b.
method-perceptron-help = Rozšířené vektory z = (1, x) a a = (w₀, w); cíle y = +1 pro třídu 1 a -1 pro třídu 2. Bod je chybou, když y·aᵀz ≤ b (b je okraj, výchozí 0), takže nulový počátek se upraví hned. Zobrazené kritérium je J(a) = Σ přes chyby (b − y aᵀz), pro b = 0 perceptronové kritérium. Novikoffova mez používá rozšířené vektory: při a₀ = 0 a konstantním η je počet úprav nejvýše (R² + 2b/η)/γ², pro b = 0 tedy (R/γ)²; R = max‖z‖ a γ je největší okraj jednotkového vektoru a v prostoru z.
method-perceptron-short = perceptron
method-perceptron-margin = Okraj b
method-perceptron-margin-help = Úprava, když y·aᵀz ≤ b. Kladné b drží řešení dál od hranice oblasti řešení.
value-gamma = γ (okraj v rozšířeném prostoru)
method-perceptron-batch = Perceptron (dávkový)
method-perceptron-batch-summary = Gradientní sestup na perceptronovém kritériu: přičte η_k Σ y z přes všechny chybně klasifikované body najednou.
method-perceptron-batch-help = Rozšířené vektory z = (1, x) a a = (w₀, w); y = +1 pro třídu 1 a −1 pro třídu 2. Jeden krok je jedna dávková úprava a ← a + η_k Σ y z, součet přes body s y·aᵀz ≤ 0 (skripta píší < 0; započtení y·aᵀz = 0 umožní pohnout se z nulového počátku). Skončí, když žádný bod není chybně klasifikovaný, když byla úprava kratší než θ, |η_k Σ y z| < θ (pravidlo ze skript), nebo při limitu kroků. Zobrazené kritérium je J(a) = −Σ y aᵀz přes chybně klasifikované body. Úpravy počítají chybně klasifikované body sečtené přes dávky; při a₀ = 0 a konstantním η je jich nejvýše n(R/γ)² (Novikoffův argument použitý na dávky), R = max‖z‖ a γ je okraj v rozšířeném prostoru.
method-perceptron-batch-short = perceptron (dávkový)
method-perceptron-batch-theta = Práh zastavení θ
method-perceptron-batch-theta-help = Zastavit, když délka poslední úpravy |η_k Σ y z| klesne pod θ.
method-perceptron-batch-max-steps = Limit kroků (dávkových úprav)
method-perceptron-batch-max-steps-help = Učení skončí po tomto počtu dávkových úprav.
value-bound = mez Σ chyb n(R/γ)²
value-update = |η_k Σ y z|
method-perceptron-dual = Perceptron (duální tvar)
method-perceptron-dual-summary = Perceptron v duálním tvaru: pro každý bod drží koeficient α_i a testuje y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b s Gramovou maticí.
method-perceptron-dual-help = Rozšířené vektory z = (1, φ(x)) v prostoru příznaků báze; y = +1 pro třídu 1 a −1 pro třídu 2. Váhy se nikdy neukládají: a = Σ_i α_i y_i z_i, kde α_i je součet měr η_k úprav provedených v bodě i (při konstantní míře počet chyb v bodě i krát η). Bod je chybou, když y_i Σ_j α_j y_j G_ji ≤ b, s Gramovou maticí G_ji = ⟨z_j, z_i⟩ (uloženou pro nejvýše 1024 bodů, nad tento počet počítanou podle potřeby). Při stejném pořadí, míře a okraji provede přesně tytéž úpravy jako online perceptron a kreslené pole je pole ekvivalentního primárního a. Skončí, když každý bod od poslední úpravy prošel testem (n návštěv za sebou v cyklickém pořadí, celá epocha v zamíchaném), nebo při limitu kroků. Při úpravě bodů se α zbývajících bodů zachovají. Novikoffova mez jako u online perceptronu: nejvýše (R² + 2b/η)/γ² úprav při a₀ = 0 a konstantním η. S polynomiálním nebo gaussovským jádrem je to jádrový perceptron (Aizerman a kol. 1964; Cristianini a Shawe-Taylor §3.1): ⟨z_j, z_i⟩ se změní na 1 + K(x_j, x_i) (1 nese bias), a se nikdy nesestavuje a pole je f(x) = Σ_j α_j y_j (1 + K(x_j, x)); mez pak platí s R a γ měřenými v prostoru příznaků jádra.
method-perceptron-dual-short = perceptron (duální)
method-perceptron-dual-margin = Okraj b
method-perceptron-dual-margin-help = Úprava, když y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b.
value-support = body s α > 0
param-relaxation-eta = Relaxační η
param-relaxation-eta-help = Podíl vzdálenosti k rovině aᵀz = ξ, který korekce urazí: pod 1 podrelaxace, nad 1 nadrelaxace.
param-relaxation-eta-batch-help = Míra dávkového kroku a ← a + η Σ (ξ − aᵀz)/‖z‖² z. Korekce všech bodů se sčítají, takže η musí být menší než u pravidla po jednom vzorku: kritérium klesá v každém kroku, když η < 2/L, kde L je největší vlastní číslo Σ z zᵀ/‖z‖², nejvýše n.
param-relaxation-theta = Práh zastavení θ
param-relaxation-theta-help = Zastavit, když je dávková úprava |η Σ (ξ − aᵀz)/‖z‖² z| kratší než θ.
param-relaxation-xi = Okraj ξ
param-relaxation-xi-help = Bod potřebuje korekci, dokud aᵀz ≤ ξ; ξ > 0 drží řešení mimo hranici oblasti řešení.
method-relaxation-batch = Relaxace s okrajem (dávková)
method-relaxation-batch-summary = Gradientní sestup na J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖² přes body s aᵀz ≤ ξ: a ← a + η Σ (ξ − aᵀz)/‖z‖² z.
method-relaxation-batch-short = relaxace (dávková)
method-relaxation-batch-max-steps = Limit kroků (dávkových úprav)
method-relaxation-batch-max-steps-help = Učení skončí po tomto počtu dávkových úprav.
method-relaxation-single = Relaxace s okrajem (po jednom vzorku)
method-relaxation-single-summary = Prochází body jeden po druhém, a když aᵀz ≤ ξ, posune a o η (ξ − aᵀz)/‖z‖² z k rovině aᵀz = ξ.
method-relaxation-single-short = relaxace (po vzorku)
method-softmax = Softmaxová regrese (K tříd)
method-softmax-summary = Model p(C_k|x) = exp(a_k)/Σ_j exp(a_j) s a_k = w_kᵀx + w_k0 pro všech K tříd najednou; minimalizuje křížovou entropii −ΣΣ t_nk ln y_nk gradientními nebo Newtonovými kroky.
method-softmax-help = Cíle jsou v kódování 1 z K: t_nk = 1 pro třídu bodu x_n. Řádek k je a_k = w̃_kᵀz se z = (1, φ(x)). E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖², penalizace přes všechny prvky včetně biasů; s vynechanými biasy (výchozí ve scikit-learn) je to ½λ Σ_k ‖w_k‖² a členy níže ztratí své složky w_k0. Biasy jsou pak určeny jen až na společnou konstantu (přičtení c ke každému w_k0 nezmění žádnou pravděpodobnost), proto se fixují podmínkou Σ_k w_k0 = 0 pomocí členu ½(Σ_k w_k0)², který je po celý běh 0. ∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k (skripta 003: ∂E/∂a_k = y_k − t_k) a Hessova matice má bloky K×K H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I (Bishop rov. 4.110), celkem matice KM×KM pro M vah na řádek. Softmax je přeparametrizovaný: přičtení téhož vektoru ke každému w̃_k nezmění žádnou pravděpodobnost (skripta 003, „Softmax pro dvě třídy“), takže při λ = 0 je Hessova matice singulární a optimum není jednoznačné. λ > 0 to napraví: řádky se pak v optimu sečtou na nulu a pro dvě třídy je w̃₁ − w̃₂ vektor a logistické regrese s α = λ/2. Při λ = 0 Newtonův krok přičte nejmenší regularizační člen a stránka to oznámí. Gradientní krok: W ← W − (η/N)∇E. Newton: W ← W − H⁻¹∇E Choleského rozkladem, krok se půlí, dokud by E zvětšil. Skončí, když ‖∇E‖/N < tol, nebo při limitu kroků; při λ = 0 na datech, která řádky klasifikují bez chyby, roste věrohodnost neomezeně a konečné optimum neexistuje, což stránka oznámí. Cena: gradientní krok vyhodnotí K − 1 exponenciál na bod; Newtonův krok navíc sečte K(K+1)/2 · M(M+1)/2 součinů na bod, asi 2,5 ms pro K = 2 a 4 ms pro K = 3 při N = 100 000 v rovině (změřeno), s růstem jako K².
method-softmax-short = softmax
method-softmax-method = Metoda
method-softmax-method-help = Dávkový gradientní sestup W ← W − (η/N)∇E, nebo Newtonova metoda W ← W − H⁻¹∇E s úplnou Hessovou maticí KM×KM.
method-softmax-method-gradient = dávkový gradientní sestup
method-softmax-method-newton = Newton
method-softmax-eta = Míra učení η
method-softmax-eta-help = Velikost kroku gradientní metody, W ← W − (η/N)∇E.
method-softmax-lambda = Útlum vah λ
method-softmax-lambda-help = Penalizace ½λ‖W‖² (normální apriorní rozdělení s přesností λ na každé váze). λ > 0 udělá Hessovu matici definitní a optimum jednoznačné a konečné.
method-softmax-tol = Tolerance
method-softmax-tol-help = Zastavit, když ‖∇E‖/N klesne pod tuto hodnotu.
method-softmax-max-steps = Limit kroků
method-softmax-max-steps-help = Učení skončí po tomto počtu kroků.
method-svm = Nadrovina s maximálním okrajem (SVM)
method-svm-summary = Oddělující nadrovina s největším okrajem, nalezená sekvenční minimální optimalizací (SMO): každý krok posune duální koeficienty α jedné dvojice bodů.
method-svm-help = Cíle y = +1 pro třídu 1 a −1 pro třídu 2; h(x) = wᵀφ(x) + w₀ s a = (w₀, w) a bias w₀ není součástí ‖w‖. Stroj pracuje v prostoru příznaků báze s lineárním jádrem K(x, x') = φ(x)ᵀφ(x'), takže w = Σ αₙ yₙ φ(xₙ) je vždy známé a hranice se kreslí přesně. Maximalizuje duální úlohu W(α) = Σ αₙ − ½‖w‖² za podmínek Σ αₙ yₙ = 0 a 0 ≤ αₙ ≤ C (Bishop §7.1, rov. 7.10–7.12 a 7.32–7.34; tvrdý okraj je přesně C = ∞, bez horní meze). Jedna úprava dvojice je SMO (Platt 1998) s výběrem dvojice druhého řádu podle Fana, Chena a Lina (2005): i je bod, který nejvíce porušuje podmínky optimality (KKT), j partner, který nejvíce zvýší W(α). Velikost kroku neexistuje: αᵢ a αⱼ se posunou po Σ αₙ yₙ = 0 do maxima W na této přímce, oříznuté na [0, C]. Bias je průměr yₙ − wᵀφ(xₙ) přes volné podpůrné vektory (0 < αₙ < C), což je v optimu přesné, a střed přípustného intervalu, když žádné nejsou (Keerthi a kol. 2001). Učení skončí, když porušení KKT m(α) − M(α) nepřesáhne toleranci: pak body s αₙ = 0 mají y h(x) ≥ 1 − tol, podpůrné vektory s 0 < αₙ < C leží na h = ±1 s přesností tol a ty s αₙ = C mají y h(x) ≤ 1 + tol. Okraj 1/‖w‖ je vzdálenost v prostoru příznaků mezi hranicí a přímkami h = ±1. Tvrdý okraj na množině, kterou žádná nadrovina neoddělí: W(α) pak roste neomezeně, zatímco ‖w‖ zůstává omezené. Libovolné α běhu dává dva body konvexních obalů tříd ve vzdálenosti 2‖w‖/Σα, takže nejlepší okraj je nejvýše ‖w‖/Σα; stroj skončí jako neseparabilní, když tato mez klesne na ε·R (R je poloměr vektorů příznaků kolem jejich průměru) a současná nadrovina třídy neodděluje. S polynomiálním nebo gaussovským jádrem K běží totéž SMO na jádrové matici Kᵢⱼ = K(φᵢ, φⱼ) (sloupce v mezipaměti 32 MB), w se nikdy nesestavuje a pole je f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b přes podpůrné vektory; ‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ. Cena: jedna úprava dvojice čte každý bod čtyřikrát, O(N·D) pro D příznaků; s lineární bází trvá krok jedné dvojice při N = 100 000 méně než 5 ms (změřeno asi 2 ms) a s bází D příznaků asi D/2krát tolik. Krok p dvojic stojí p-krát víc.
method-svm-short = SVM
method-svm-margin = Okraj
method-svm-margin-help = Tvrdý: každý bod musí ležet na okraji nebo za ním (C = ∞); na množině, kterou žádná nadrovina neoddělí, to stroj oznámí. Měkký: body smějí vstoupit do okraje nebo překročit hranici s volnou proměnnou ξₙ = max(0, 1 − yₙh(xₙ)), za cenu C za jednotku.
method-svm-margin-soft = měkký (C)
method-svm-margin-hard = tvrdý (C = ∞)
method-svm-c = Penalizace C
method-svm-c-help = Měkký okraj: mez každého αₙ a cena jednotky volné proměnné v ½‖w‖² + C Σ ξₙ. Malé C dává široký okraj s mnoha body uvnitř; velké C se blíží tvrdému okraji.
method-svm-tol = Tolerance
method-svm-tol-help = Zastavit, když porušení KKT m(α) − M(α) nepřesáhne tuto hodnotu, v jednotkách funkčního okraje (přímky h = ±1).
method-svm-eps = Mez vzdání ε (tvrdý okraj)
method-svm-eps-help = Jen tvrdý okraj: zastavit jako neseparabilní, jakmile je dokázáno, že nejlepší okraj je nejvýše ε·R, a současná nadrovina třídy neodděluje. Menší ε je přísnější a potřebuje víc kroků (asi 1/ε).
method-svm-pairs = Úprav dvojic na krok
method-svm-pairs-help = Kolik úprav dvojic SMO provede jeden krok animace.
method-svm-max-steps = Limit kroků
method-svm-max-steps-help = Učení skončí po tomto počtu kroků.
value-margin = okraj 1/‖w‖ (od hranice k h = ±1)
value-set-margin = okraj množiny min y h/‖w‖
value-gamma-max = nejlepší okraj ≤ ‖w‖/Σα
value-c = C
value-primal = primární ½‖w‖² + C Σξ
value-margin-kernel = okraj 1/‖w‖ v prostoru příznaků jádra

## Společná slova nápovědy, další nastavení a hodnoty.

method-gauss-common-help = Každá třída k má apriorní pravděpodobnost π_k a normální hustotu N(φ | μ_k, Σ_k) svých příznaků; aposteriorní pravděpodobnost p(C_k|x) = π_k N(φ|μ_k, Σ_k) / Σ_j π_j N(φ|μ_j, Σ_j) je softmax z a_k = ln π_k + ln N(φ|μ_k, Σ_k). Maximální věrohodnost: π_k = N_k/N, μ_k průměr třídy, Σ_k = (1/N_k) Σ (φ − μ_k)(φ − μ_k)ᵀ (děleno N_k, nikoli N_k − 1); nastavení Kovariance místo toho dělí N_k − 1 (společná: N − K), jako nestranný odhad a QDA ze scikit-learn. MAP jako ve skriptech: π = (N_k + N_k0)/(N + N_0) s N_k0 pseudopočty na třídu a kombinace vážená přesností Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹, Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀ se Σ₀ = s₀²I a μ₀ = φ(apriorní střed); počítá se v ekvivalentním tvaru Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML, který platí i pro singulární Σ_ML. Singulární kovariance dostane nejmenší regularizační člen λI, který ji učiní definitní, a stránka to oznámí. AIC = ln p(D|θ) − M a BIC = ln p(D|θ) − ½ M ln N, kde ln p je logaritmická věrohodnost bodů a jejich tříd a M počet volných parametrů: větší je lepší.
method-gauss-shared = Gaussovské třídy, společná kovariance
method-gauss-shared-short = společná Σ
method-gauss-shared-summary = Normální hustoty tříd s jednou kovariancí Σ pro všechny třídy: aposteriorní pravděpodobnosti jsou softmax lineárních funkcí, takže hranice jsou přímky.
method-gauss-shared-help = Σ = Σ_k π_k Σ_k. Diskriminační funkce jsou a_k = w_kᵀx + w_k0 s w_k = Σ⁻¹μ_k a w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (skripta), až na člen společný všem třídám. { method-gauss-common-help }
method-gauss-separate = Gaussovské třídy, vlastní kovariance
method-gauss-separate-short = vlastní Σₖ
method-gauss-separate-summary = Normální hustoty tříd, každá s vlastní kovariancí Σ_k: diskriminační funkce jsou kvadratické, takže hranice jsou kuželosečky.
method-gauss-separate-help = a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k. { method-gauss-common-help }
method-naive-bayes = Gaussovský naivní Bayes
method-naive-bayes-short = naivní Bayes
method-naive-bayes-summary = Normální hustoty tříd, jejichž příznaky jsou při dané třídě nezávislé: každá Σ_k je diagonální.
method-naive-bayes-help = Σ_k = diag(σ²_k1, …, σ²_kD), každé σ² je rozptyl jednoho příznaku ve třídě. Ve výchozím nastavení se rozptyl menší než 1e-9 největšího rozptylu tříd zvýší na tuto mez (stránka to oznámí); GaussianNB ze scikit-learn místo toho ke každému rozptylu přičte ε = var_smoothing · max_j Var(φ_j), maximum přes příznaky z rozptylu všech bodů (děleno N). { method-gauss-common-help }
param-cov-help = Maximální věrohodnost dělí rozptylovou matici každé třídy S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ hodnotou N_k (skripta, Bishop). Nestranný odhad dělí N_k − 1, jako cov z numpy a QDA ze scikit-learn; třída o jednom bodu pak odhad nemá (0/0), což stránka oznámí, a použije se její rozptylová matice 0.
param-cov-pooled-help = Maximální věrohodnost dělí rozptylovou matici každé třídy S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ hodnotou N_k (skripta, Bishop). Nestranný odhad dělí N_k − 1, jako cov z numpy a QDA ze scikit-learn; třída o jednom bodu pak odhad nemá (0/0), což stránka oznámí, a použije se její rozptylová matice 0. Společná Σ je pak sdružená Σ_k S_k/(N − K), kde S_k je rozptylová matice třídy, místo Σ_k (N_k/N) S_k/N_k = Σ_k S_k/N.
method-logistic-common-help = Cíle t = 1 pro třídu 1 a t = 0 pro třídu 2; z = (1, φ(x)) a a = (w₀, w), takže y = σ(aᵀz). E(a) = −Σ [t ln y + (1−t) ln(1−y)] + ½ α ‖a‖² (apriorní člen, včetně biasu, jen při α > 0), ∇E = Σ (y_n − t_n) z_n + α a a H = ∇∇E = Σ y_n(1 − y_n) z_n z_nᵀ + αI. Je-li bias z apriorního rozdělení vynechán (výchozí ve scikit-learn), apriorní člen je ½ α ‖w‖² a a a I výše ztratí svou první složku (w₀).
method-logistic-help = { method-logistic-common-help } Dávkový gradientní krok je a ← a − (η/N) ∇E, takže η nezávisí na počtu bodů; stochastický krok rozloží apriorní člen mezi body, (α/N) a na každý. Newtonův krok řeší H δ = ∇E Choleského rozkladem; je-li H singulární (α = 0 s kolineárními body), přičte se nejmenší regularizační člen, s nímž jde rozložit, a stránka to oznámí. Každá metoda skončí, když ‖∇E‖/N < tol, nebo při limitu kroků. Na separabilních datech a při α = 0 roste věrohodnost neomezeně s ‖w‖ → ∞: konečné optimum neexistuje a stránka to oznámí, jakmile váhy oddělí třídy.
method-logistic-bayes-help = { method-logistic-common-help } Učení je logistická regrese MAP (α > 0). Laplaceova aproximace (skripta 003; Bishop §4.4, §4.5) je q(a) = N(a | a_MAP, H⁻¹), s H⁻¹ z Choleského rozkladu H v aktuálních vahách. Aktivace a = aᵀz je pak normální se střední hodnotou μ_a = a_MAPᵀz a rozptylem σ_a² = zᵀH⁻¹z a prediktivní pravděpodobnost se aproximuje probitovým pravidlem p(C₁|x) ≈ σ(κ(σ_a²) μ_a), κ(σ²) = (1 + πσ²/8)^(−1/2) (Bishop rov. 4.153–4.155). Hranice p = ½ je hranice MAP μ_a = 0; dál od dat σ_a² roste a pravděpodobnosti se vracejí k ½. Při více než dvou třídách používá kombinované zobrazení jen řádky MAP jednotlivých dílčích úloh.
param-bias-help = Zahrnuto: normální apriorní rozdělení pokrývá každou váhu, i w₀, jako ve skriptech a u Bishopa. Vynecháno: bias není penalizován, ½{ $precision }‖w‖² vynechává w₀, jako ve výchozím nastavení scikit-learn (LogisticRegression s C = 1/{ $precision }); optimum pak nezávisí na poloze počátku. Záleží na tom jen při { $precision } > 0.
method-relaxation-common-help = Normalizované vektory z = y·(1, x), s y = +1 pro třídu 1 a −1 pro třídu 2, takže a = (w₀, w) odděluje třídy, když aᵀz > 0 pro každý bod. Bod potřebuje korekci, když aᵀz ≤ ξ, a kritérium je J_r(a) = ½ Σ (aᵀz − ξ)² / ‖z‖² přes tyto body; ‖z‖² ≥ 1 díky konstantní 1, takže se nikdy nedělí nulou. Korekce s η = 1 přesune a na rovinu aᵀz = ξ daného bodu, η < 1 (podrelaxace) před ni, η > 1 (nadrelaxace) za ni; pro konvergenci je potřeba 0 < η < 2. Skončí, když žádný bod nemá aᵀz ≤ ξ. Korekce se ale mohou k rovinám aᵀz = ξ jen blížit a nikdy je nepřekročit (pro malé η vždy, protože sestup pak konverguje k hranici oblasti aᵀz ≥ ξ), proto skončí také tehdy, když jsou korekce kratší než θ: pravidlo ze skript |η ∇J_r| < θ pro gradientní sestup. Jinak skončí při limitu kroků.
method-relaxation-batch-help = { method-relaxation-common-help } Jeden krok je jedna dávková úprava sečtená přes všechny body, které potřebují korekci; je to gradientní sestup na J_r s krokem η, stabilní jen pro η < 2/L (L ≤ n, viz η), proto je jeho výchozí η malé.
method-relaxation-single-help = { method-relaxation-common-help } Jeden krok navštíví jeden bod, nebo celou epochu.
value-bound-novikoff = Novikoffova mez (R/γ)²
value-bound-novikoff-margin = Novikoffova mez (R² + 2b/η)/γ²
value-fisher-j = J(w)
value-fisher-t = práh t
value-fisher-m1 = promítnutý průměr m₁
value-fisher-m2 = promítnutý průměr m₂
value-lambda = λ{ $n }
value-loglik = ln p(D|θ)
value-m = počet parametrů M
value-aic = AIC = ln p(D|θ) − M
value-bic = BIC = ln p(D|θ) − ½M ln N
value-sse = ‖ZW̃ − T‖²
value-grad-norm = ‖∇E‖/N
value-r = R = max‖z‖
value-violations = body s aᵀz ≤ ξ
value-sv = podpůrné vektory
value-dual = duální W(α) = Σα − ½‖w‖²
value-kkt = porušení KKT m(α) − M(α)
value-slack = součet volných proměnných Σξ
value-dual-svm-kernel = duální W(α) = Σα − ½ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ
param-schedule-batch-help = Konstantní: η_k = η₁. Klesající: η_k = η₁/k, kde k počítá dosavadní dávkové úpravy; splňuje podmínky Σ η_k = ∞ a Σ η_k² / (Σ η_k)² → 0 ze skript.
param-relaxation-theta-single-help = Zastavit po epoše, v níž byla každá korekce |η (ξ − aᵀz)/‖z‖² z| kratší než θ.
basis-none = žádná
basis-none-name = žádná: φ(x) = (x, y)
basis-poly = poly { $degree }
basis-poly-name = polynomiální, stupeň { $degree }
basis-rbf = RBF { $n }×{ $n }
basis-rbf-name = gaussovské RBF, { $n } × { $n } nad body
