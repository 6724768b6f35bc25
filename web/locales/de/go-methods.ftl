### Die Wörter von Hyperplane für die Verfahren (Katalog des Pakets engine): Namen, Zusammenfassungen, Hilfe, Einstellungen, gemeldete Werte und die Basen, auf Deutsch.
### Die mathematischen Symbole sind die der Vorlesungsnotizen; ein Kurs darf die Wörter um sie herum umbenennen.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Die Familien der Verfahren, in der Reihenfolge der Notizen.

family-discriminant = Diskriminanzfunktionen
family-generative = Probabilistische generative Modelle
family-discriminative = Probabilistische diskriminative Modelle
family-margin = Maximaler Rand

## Die Verfahren und ihre Einstellungen: method-<id> ist der Name, -summary, -help
## und -short (der Name in einer schmalen Spalte) seine weiteren Wörter, und
## method-<id>-<setting> die Beschriftung einer Einstellung mit -help und Auswahl.
## param-… sind Einstellungen, die mehrere Verfahren teilen.

method-perceptron-fausett = Perzeptron (Fausett, Schwellenband θ)
method-perceptron-fausett-summary = Fausetts Perzeptron: Ausgabe +1, 0 oder −1 mit einem unentschiedenen Band |y_in| ≤ θ; Update a ← a + α t z, sobald die Ausgabe vom Zielwert abweicht.
method-perceptron-fausett-help = Die Nettoeingabe ist y_in = b + Σ w_i x_i, der { -bias } b steht also vorn: a = (b, w) und z = (1, x). Die Zielwerte sind bipolar: t = +1 für Klasse 1 und −1 für Klasse 2. Die Ausgabe ist 1 für y_in > θ, 0 für −θ ≤ y_in ≤ θ und −1 für y_in < −θ; zwei Geraden begrenzen also das Band: H⁺: y_in = θ und H⁻: y_in = −θ. { -points } im Band sind unentschieden und zählen als Fehler. Ein Update erfolgt genau dann, wenn die Ausgabe vom Zielwert abweicht, also wenn t·y_in ≤ θ. Das Training endet nach einer Epoche, in der sich kein { -weight } geändert hat (Schritt 6 der Notizen), oder am Schrittlimit. Mit a₀ = 0 ist die Zahl der Updates auf trennbaren Daten höchstens (R² + 2θ/α)/γ² (Novikoffs Argument mit dem Band als { -margin }).
method-perceptron-fausett-short = Perzeptron (Fausett)
method-perceptron-fausett-theta = Schwellenwert θ
method-perceptron-fausett-theta-help = Halbe Breite des unentschiedenen Bands: Ausgabe 0 für |y_in| ≤ θ.
method-perceptron-fausett-alpha = Lernrate α
method-perceptron-fausett-alpha-help = Der Schritt a ← a + α t z, mit 0 < α ≤ 1 wie in den Notizen.
method-fisher = Fishers lineare Diskriminante
method-fisher-summary = Auf die Richtung w ∝ S_W⁻¹(m₁ − m₂) projizieren, die J(w) = (m₁ − m₂)² / (s₁² + s₂²) maximiert, dann mit einer Schwelle trennen.
method-fisher-help = S_k = Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ und S_W = S₁ + S₂ sind Summen, nicht durch N geteilt; S_B = (m₁ − m₂)(m₁ − m₂)ᵀ, also J(w) = wᵀS_B w / wᵀS_W w wie in den Notizen. w wird auf Länge 1 skaliert und zeigt von Klasse 2 zu Klasse 1; x wird Klasse 1 zugeordnet, wenn wᵀx ≥ t. Ist S_W singulär, wird ein kleiner Ridge-Term λI addiert, und die Seite sagt es.
method-fisher-short = Fisher
method-fisher-threshold = Schwelle t
method-fisher-threshold-help = Mitte: halbwegs zwischen den projizierten Klassenmittelwerten. Gauß: die Bayes-Schwelle für zwei eindimensionale Gaußverteilungen mit gemeinsamer (Maximum-Likelihood-)Varianz und A-priori-Wahrscheinlichkeiten N_k/N. Beste: die Schwelle mit den wenigsten Trainingsfehlern.
method-fisher-threshold-midpoint = Mitte der projizierten Mittelwerte
method-fisher-threshold-bayes = Gauß (Bayes) mit Priors
method-fisher-threshold-best = wenigste Trainingsfehler
method-fisher-multi = Fisher-Diskriminante (K Klassen)
method-fisher-multi-summary = Auf die K−1 Richtungen projizieren, die S_B w = λ S_W w lösen, dann x der Klasse mit dem nächsten projizierten Mittelwert zuordnen.
method-fisher-multi-help = S_W = Σ_k Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ und S_B = Σ_k N_k (m_k − m)(m_k − m)ᵀ, mit m dem Gesamtmittelwert, sind Summen (Bishop §4.1.6). Die Richtungen w_i sind die verallgemeinerten Eigenvektoren von S_B w = λ S_W w zu den größten Eigenwerten, höchstens min(K−1, D) davon, so normiert, dass w_iᵀ S_W w_j = δ_ij: die projizierte Streuung innerhalb der Klassen ist die Einheitsmatrix, und J(W) = Tr{"{"}(W S_W Wᵀ)⁻¹ W S_B Wᵀ{"}"} = Σ λ_i. Sie werden über eine Cholesky-Zerlegung S_W = LLᵀ und eine symmetrische Eigenzerlegung von L⁻¹ S_B L⁻ᵀ bestimmt, nie durch Invertieren von S_W; ist S_W singulär, wird ein kleiner Ridge-Term λI addiert, und die Seite sagt es. Jede Richtung erhält ihr Vorzeichen so, dass der projizierte Mittelwert von Klasse 1 über dem des Gesamtmittelwerts liegt. x geht an die Klasse, deren projizierter Mittelwert μ_k am nächsten liegt (euklidisch in der Projektion, die gewhitet ist); das ist linear: h_k(x) = μ_kᵀ W φ(x) − ½‖μ_k‖². Mit Priors wird ln(N_k/N)/N zu h_k addiert: die Bayes-Regel für Gaußverteilungen mit der gemeinsamen Maximum-Likelihood-Kovarianz S_W/N, die in der Projektion I/N ist.
method-fisher-multi-short = Fisher, K Klassen
method-fisher-multi-rule = Entscheidung
method-fisher-multi-rule-help = Nächster projizierter Klassenmittelwert oder die Bayes-Regel für Gaußverteilungen in der Projektion mit Priors N_k/N.
method-fisher-multi-rule-nearest = nächster projizierter Mittelwert
method-fisher-multi-rule-priors = Gauß mit Priors N_k/N
value-j = J(W) = Σ λ_i
method-gauss-var-smoothing = var_smoothing
method-gauss-var-smoothing-help = var_smoothing von scikit-learn: ε = var_smoothing · max_j Var(φ_j) wird zu jeder Varianz addiert (Standardwert 1e-9).
param-cov = Kovarianz
param-cov-ml = Maximum-Likelihood (÷ N_k)
param-cov-unbiased = erwartungstreu (÷ N_k − 1)
param-varfix = Kleine Varianzen
param-varfix-help = Untergrenze: eine Varianz unter 1e-9 der größten Klassenvarianz wird auf diesen Wert angehoben. Additiv: GaussianNB von scikit-learn, das ε = var_smoothing · max_j Var(φ_j) zu jeder Varianz addiert (Var über alle { -points }, geteilt durch N).
param-varfix-floor = Untergrenze 1e-9 der größten
param-varfix-additive = ε addieren (var_smoothing)
param-estimate = Schätzung
param-estimate-help = Maximum-Likelihood oder MAP mit der konjugierten A-priori-Verteilung der Notizen (Pseudozählungen für die Priors, eine Gauß-A-priori-Verteilung für Mittelwerte und Kovarianzen).
param-estimate-ml = Maximum-Likelihood
param-estimate-map = MAP mit A-priori-Verteilung
param-estimate-pseudo = Pseudozählungen N_k0
param-estimate-pseudo-help = MAP: die A-priori-Zählungen, die zur Anzahl jeder Klasse addiert werden.
param-estimate-prior-x = A-priori-Mittel μ₀: x
param-estimate-prior-x-help = MAP: die x-Koordinate des A-priori-Mittelwerts jeder Klasse.
param-estimate-prior-y = A-priori-Mittel μ₀: y
param-estimate-prior-y-help = MAP: die y-Koordinate des A-priori-Mittelwerts jeder Klasse.
param-estimate-prior-s = A-priori-Streuung s₀
param-estimate-prior-s-help = MAP: Σ₀ = s₀²I, die A-priori-Kovarianz; ein kleines s₀ zieht die Schätzungen zur A-priori-Verteilung hin.
method-ho-kashyap = Ho-Kashyap
method-ho-kashyap-summary = ‖Za − b‖² über a und die Ränder b > 0 minimieren: b dort erhöhen, wo der Fehler positiv ist, dann a = Z†b.
method-ho-kashyap-help = Normalisierte Vektoren z = y·(1, x), y = +1 für Klasse 1 und −1 für Klasse 2, bilden die Zeilen von Z; a = (w₀, w). Start bei b = b₀·1 und a = Z†b. Jeder Schritt berechnet den Fehler e = Za − b und seinen positiven Teil e⁺ = ½(e + |e|), erhöht b ← b + 2η e⁺ (b wächst also nur und bleibt positiv) und löst a = Z†b erneut per QR (per SVD, wenn Z keinen vollen Rang hat), nie durch Invertieren von ZᵀZ. Es stoppt als trennbar, wenn jedes |e_n| ≤ b_min, denn dann ist Za ≥ b − b_min > 0; und als nicht trennbar, wenn e ≤ 0 mit einem e_n < −b_min: da an der Kleinste-Quadrate-Lösung Zᵀe = 0 gilt, kann kein a jede Komponente von Za positiv machen. Mit 0 < η < 1 konvergiert es auf trennbaren Daten. Abbruchschwelle: die Toleranz b_min (standardmäßig 10⁻⁶) für jedes |e_n|; Komponenten von e innerhalb von 10⁻¹²(1 + max b_n) um 0 zählen im Test e ≤ 0 als 0. b_n und e_n jedes { -point(case: "gen") } erscheinen beim Darüberfahren, und die Ansicht „Ränder“ zeichnet e_n an jedem { -point }: eine Strecke entlang w vom { -point } bis dorthin, wo sein Rand y·aᵀz gleich b_n wäre (Länge |e_n|/‖w‖), grün für e_n > 0 (b_n wächst) und rot für e_n < 0.
method-ho-kashyap-short = Ho-Kashyap
method-ho-kashyap-b0 = Anfangsrand b₀
method-ho-kashyap-b0-help = Der Start-Randvektor b = b₀·1 (b₀ > 0).
method-ho-kashyap-eta = Lernrate η
method-ho-kashyap-eta-help = b ← b + 2η e⁺; 0 < η < 1 für Konvergenz.
method-ho-kashyap-bmin = Toleranz b_min
method-ho-kashyap-bmin-help = Trennbar, wenn jedes |e_n| ≤ b_min; nicht trennbar, wenn e ≤ 0 eine Komponente unter −b_min hat.
method-ho-kashyap-max-steps = Schrittlimit
method-ho-kashyap-max-steps-help = Das Training endet nach so vielen Schritten.
value-emax = max e_n
value-emin = min e_n
value-bmin = min b_n
param-kernel = Kern
param-kernel-help = Der Kern K(x, x') = φ(x)ᵀφ(x'), der das Skalarprodukt ersetzt. Linear: uᵀv (die { -weights } w sind explizit). Polynomiell: (γ uᵀv + c₀)^d. Gauß (RBF): exp(−γ‖u − v‖²), ein Merkmalsraum unendlicher Dimension. Mit einem nichtlinearen Kern ist die Entscheidungsfunktion f(x) = Σ αₙ yₙ K(xₙ, x) + b, und w wird nie gebildet (Bishop §6.1, §7.1); der Kern wirkt auf die { -points } (x, y) selbst und tritt an die Stelle der Basis.
param-kernel-linear = linear
param-kernel-poly = polynomiell
param-kernel-rbf = Gauß (RBF)
param-kernel-gamma = Kern-γ
param-kernel-gamma-help = Die Skala γ des Polynom- und des Gaußkerns. Beim Gaußkern ist 1/√(2γ) die Breite der Glocke jedes { -point(case: "gen") }: ein großes γ macht jeden { -point } zu einer eigenen Insel.
param-kernel-degree = Kern-Grad d
param-kernel-degree-help = Der Grad d des Polynomkerns.
param-kernel-coef0 = Kern-c₀
param-kernel-coef0-help = Die Konstante c₀ des Polynomkerns: mit c₀ > 0 wirken alle Monome bis zum Grad d mit, mit c₀ = 0 nur die vom Grad d.
method-least-squares = Kleinste Quadrate (K Klassen)
method-least-squares-summary = K lineare Funktionen y_k(x) = w̃_kᵀz per kleinster Quadrate an One-hot-Zielwerte anpassen; x der größten zuordnen.
method-least-squares-help = Die Zielwerte sind 1-aus-K: t_n hat eine 1 an der Stelle der Klasse von x_n. Die { -weights } W̃ minimieren ‖ZW̃ − T‖², mit z = (1, x) in den Zeilen von Z; sie werden über eine QR-Zerlegung von Z bestimmt (oder ihre SVD, wenn Z keinen vollen Rang hat, was die Lösung minimaler Norm liefert), nie durch Invertieren von ZᵀZ. Kleinste Quadrate reagieren empfindlich auf Ausreißer: auch { -points } weit auf der richtigen Seite ziehen an der Grenze.
method-least-squares-short = kleinste Quadrate
param-bvec = Randvektor b
param-bvec-help = Alles Einsen: b_n = 1 für jeden { -point }. Fisher-Kodierung: b_n = n/n₁ für die { -points } der Klasse 1 und n/n₂ für die der Klasse 2; damit ist die Lösung Fishers Richtung mit der Schwelle w₀ = −mᵀw am Gesamtmittelwert m (Notizen 002).
param-bvec-ones = b = 1 (alles Einsen)
param-bvec-fisher = b_n = n/n_k (Fisher)
method-lms-schedule = Ratenverlauf
method-lms-schedule-help = η₁/k: η_k = η₁/k, wobei k die bisherigen Korrekturen zählt (Notizen 002 und Duda, Hart und Stork); damit konvergiert a gegen die Kleinste-Quadrate-Lösung, langsam bei kleinem η₁. η₁/Epoche: die Rate bleibt η₁/e während Epoche e. Konstant: η_k = η₁, womit a um die Kleinste-Quadrate-Lösung herumwandert.
method-lms-schedule-inverse = η₁ / k
method-lms-schedule-epoch = η₁ / Epoche
method-lms-schedule-constant = konstant η₁
method-lms = Widrow-Hoff (LMS)
method-lms-summary = Sequenzieller Gradientenabstieg auf J_s(a) = ‖Za − b‖²: die { -points } besuchen und a um η_k (b_k − aᵀz_k) z_k verschieben.
method-lms-help = Normalisierte Vektoren z = y·(1, x), y = +1 für Klasse 1 und −1 für Klasse 2, bilden die Zeilen von Z; a = (w₀, w). Jeder Besuch korrigiert a ← a + η_k (b_k − aᵀz_k) z_k, auch bei { -points(case: "dat") }, die schon auf der richtigen Seite liegen; die Regel minimiert also den quadratischen Fehler J_s(a) = ‖Za − b‖² und strebt zur Kleinste-Quadrate-Lösung Z†b statt zu einer trennenden Hyperebene. Die Seite zeigt den Abstand ‖a − Z†b‖, wobei Z†b einmal per QR gelöst wird (per SVD, wenn Z keinen vollen Rang hat). Halten Sie η₁‖z‖² unter 2, sonst schießen die ersten Korrekturen über. Es stoppt nach einer Epoche, in der jede Korrektur |η_k (b_k − aᵀz_k) z_k| kürzer als θ war (der Test der Notizen, für einen ganzen Durchlauf verlangt), oder am Schrittlimit. Die Batch-Regel a ← a + η_k Zᵀ(b − Za) nimmt den ganzen Gradienten auf einmal (k zählt ihre Schritte, jeder ein Durchlauf); sie stoppt, wenn ‖η_k Zᵀ(b − Za)‖ < θ.
method-lms-short = Widrow-Hoff
method-lms-rule = Regel
method-lms-rule-help = Einzelschritt: die Widrow-Hoff-Regel der Notizen, eine Korrektur je besuchtem { -point }. Batch: der Gradientenabstieg der Notizen auf dem ganzen Kriterium, a ← a + η_k Zᵀ(b − Za) (−½η_k∇J_s), ein Schritt pro Durchlauf; er ist nur stabil, solange η_k λ_max(ZᵀZ) < 2, und λ_max(ZᵀZ) wächst mit der Zahl der { -points }.
method-lms-rule-single = Einzelschritt (Widrow-Hoff)
method-lms-rule-batch = Batch a ← a + ηZᵀ(b − Za)
method-lms-eta = Lernrate η₁
method-lms-eta-help = Die erste Rate η₁ des Verlaufs.
method-lms-theta = Abbruchschwelle θ
method-lms-theta-help = Stopp nach einer Epoche, in der jede Korrektur kürzer als θ war (Batch: nach einem Schritt ‖η_k Zᵀ(b − Za)‖ kürzer als θ).
value-dist = ‖a − Z†b‖
value-jmin = J_s(Z†b)
value-eta = η_k
param-logistic-alpha = A-priori-Präzision α
param-logistic-alpha-help = Präzision der Gauß-A-priori-Verteilung N(a | 0, α⁻¹I) auf allen { -weights(case: "dat") }, { -bias } eingeschlossen; 0 ergibt Maximum-Likelihood.
param-logistic-alpha-bayes-help = Präzision der Gauß-A-priori-Verteilung N(a | 0, α⁻¹I) auf allen { -weights(case: "dat") }, { -bias } eingeschlossen. Sie muss positiv sein: die Laplace-Approximation braucht eine endliche MAP-Schätzung und eine invertierbare H.
param-logistic-method = Verfahren
param-logistic-method-help = Batch-Gradient: a ← a − (η/N)∇E über alle { -points }. Stochastischer Gradient: die { -points } in einer jede Epoche neu gemischten Reihenfolge besuchen (mit Seed) und a ← a − η_k[(y_n − t_n)z_n + (α/N)a] je { -point } verschieben, oder je Mini-Batch aus B { -points(case: "dat") } mit dem Mittel ihrer Gradienten. Newton (IRLS): a ← a − H⁻¹∇E mit H = ΦᵀRΦ + αI, R = diag(y_n(1 − y_n)), per Cholesky gelöst; das ist die iterativ neu gewichtete Methode der kleinsten Quadrate (Notizen 003). Der Schritt wird halbiert, solange er E erhöhen würde.
param-logistic-method-gradient = Batch-Gradientenabstieg
param-logistic-method-sgd = stochastischer Gradientenabstieg
param-logistic-method-newton = Newton (IRLS)
param-logistic-eta = Lernrate η
param-logistic-eta-help = Schrittweite der Gradientenverfahren: a ← a − (η/N)∇E beim Batch-Verfahren, a ← a − η_k ∇E_n je { -point } beim stochastischen. Das Newton-Verfahren braucht keine Rate.
param-logistic-schedule = Ratenverlauf
param-logistic-schedule-help = Nur stochastischer Gradient. Konstant: η_k = η, womit a in der Nähe des Optimums umherwandert. η/Epoche: die Rate ist η/e während Epoche e, also Σ η_k = ∞ und Σ η_k² < ∞, und a kommt zur Ruhe.
param-logistic-schedule-constant = konstant η
param-logistic-schedule-epoch = η / Epoche
param-logistic-tol = Toleranz
param-logistic-tol-help = Stopp, wenn ‖∇E‖/N darunter fällt.
param-logistic-max-steps = Schrittlimit (Epochen)
param-logistic-max-steps-help = Das Training endet nach so vielen Durchläufen über die Daten: Schritte beim Batch- und beim Newton-Verfahren, Epochen beim stochastischen.
param-logistic-batch = Mini-Batch-Größe B
param-logistic-batch-help = Nur stochastischer Gradient: jedes Update nutzt den mittleren Gradienten der nächsten B { -points } der gemischten Reihenfolge, a ← a − η_k[(1/B)Σ(y_n − t_n)z_n + (α/N)a]; B = 1 ist die Einzelpunktregel der Notizen.
param-logistic-unit = Ein Schritt ist
param-logistic-unit-help = Nur stochastischer Gradient: ob ein Schritt der Animation ein Update (einen Mini-Batch) oder eine ganze Epoche von Updates macht. Jeder Schritt wertet außerdem E und ∇E über alle { -points } aus, für die Seite und die Abbruchregel. Bei N = 100.000 kostet ein Update-Schritt unter 2 ms und eine Epoche mit B = 1 etwa 4 ms, da jedes Update auf das vorige wartet; etwa 5 ms für ein Teilproblem mit drei Klassen (gemessen). Jedes Frame der Seite verwendet höchstens 8 ms fürs Training.
param-logistic-unit-update = ein Update (Mini-Batch)
param-logistic-unit-epoch = eine Epoche
param-bias = A-priori auf dem { -bias } w₀
param-bias-penalized = eingeschlossen (Notizen)
param-bias-free = ausgeschlossen (scikit-learn)
method-logistic = Logistische Regression
method-logistic-summary = p(C₁|x) = σ(wᵀx + w₀) modellieren und die Kreuzentropie E(w) = −Σ [t ln y + (1−t) ln(1−y)] mit Gradienten- oder Newton-Schritten minimieren.
method-logistic-short = logistisch
method-logistic-bayes = Bayessche logistische Regression (Laplace)
method-logistic-bayes-summary = Die MAP-{ -weights } unter einer Gauß-A-priori-Verteilung finden, die A-posteriori-Verteilung durch q(w) = N(w_MAP, H⁻¹) annähern und mit p(C₁|x) ≈ σ(κ(σ_a²) μ_a) vorhersagen, das abseits der Daten unsicherer wird.
method-logistic-bayes-short = Bayes-logistisch
value-epoch = Epoche
value-t = Newton-Schrittlänge t
method-mse = Minimaler quadratischer Fehler (Randvektor b)
method-mse-summary = Za = b im Sinne kleinster Quadrate lösen, a = Z†b, für normalisierte Vektoren z = y·(1, x) und einen festen Randvektor b.
method-mse-help = Normalisierte Vektoren z = y·(1, x), y = +1 für Klasse 1 und −1 für Klasse 2, bilden die Zeilen von Z; a = (w₀, w). a minimiert J_s(a) = ‖Za − b‖² und wird über eine QR-Zerlegung von Z bestimmt (oder ihre SVD, wenn Z keinen vollen Rang hat, was die Lösung minimaler Norm liefert), nie durch Invertieren von ZᵀZ. Mit b = 1 verlangt jeder { -point } den Rand y·aᵀz = 1. Mit b_n = n/n_k für die { -points } der Klasse k ist w parallel zu Fishers Richtung S_W⁻¹(m₁ − m₂) und w₀ = −mᵀw, m der Gesamtmittelwert; x geht also an Klasse 1, wenn wᵀ(x − m) ≥ 0 (Notizen 002; Duda, Hart und Stork §5.8.2). Die Lösung muss trennbare Klassen nicht trennen: { -points } weit auf der richtigen Seite ziehen trotzdem an der Geraden.
method-mse-short = MSE
param-strategy = Mehrklassen-Strategie
param-strategy-help = Wie ein Zwei-Klassen-Verfahren K > 2 Klassen behandelt. Eine gegen alle trainiert K Klassifikatoren, von denen jeder eine Klasse von den übrigen trennt, und lässt Bereiche mehrdeutig, in denen kein oder mehrere Klassifikatoren einen { -point } beanspruchen. Die K-Klassen-Diskriminante nutzt dieselben K Funktionen, ordnet x aber der Klasse mit der größten Funktion zu; so ist kein Bereich mehrdeutig. Eine gegen eine trainiert K(K-1)/2 Klassifikatoren, einen je Paar, und entscheidet per Mehrheitswahl; Gleichstände sind mehrdeutig. Jeder Schritt bringt reihum einen der Klassifikatoren voran.
param-strategy-ovr = eine gegen alle
param-strategy-ovr-argmax = K-Klassen-Diskriminante (argmax)
param-strategy-ovo = eine gegen eine
param-eta = Lernrate η
param-eta-help = Die Schrittweite η₁ jedes Updates a ← a + η_k y z.
param-schedule = Ratenverlauf
param-schedule-help = Konstant: η_k = η₁. Fallend: η_k = η₁/k, wobei k die bisherigen Updates zählt; das erfüllt die Bedingungen Σ η_k = ∞ und Σ η_k² / (Σ η_k)² → 0 der Notizen.
param-schedule-constant = konstant η
param-schedule-inverse = η₁ / k
param-order = Reihenfolge
param-order-help = Zyklisch besucht die { -points } immer wieder in der Reihenfolge, in der sie hinzugefügt wurden. Zufällig mischt sie in jeder Epoche neu (mit Seed, damit Läufe wiederholbar sind).
param-order-cyclic = zyklisch
param-order-random = zufällig (je Epoche gemischt)
param-unit = Ein Schritt ist
param-unit-help = Ob ein Schritt der Animation einen { -point } oder eine ganze Epoche besucht.
param-unit-point = ein { -point }
param-unit-epoch = eine Epoche
param-max-epochs = Schrittlimit (Epochen)
param-max-epochs-help = Das Training endet nach so vielen Durchläufen über die Daten.
param-seed = Zufalls-Seed
param-seed-help = Seed der zufälligen Reihenfolge.
method-perceptron = Perzeptron (online)
method-perceptron-summary = Rosenblatts Einzelschrittregel: die { -points } nacheinander besuchen und η y z zu a addieren, sobald y·aᵀz ≤ b.
method-perceptron-help = Erweiterte Vektoren z = (1, x) und a = (w₀, w); Zielwerte y = +1 für Klasse 1 und -1 für Klasse 2. Ein { -point } ist ein Fehler, wenn y·aᵀz ≤ b (b ist der { -margin }, standardmäßig 0); der Nullstart macht also sofort ein Update. Das angezeigte Kriterium ist J(a) = Σ über die Fehler von (b − y aᵀz), das Perzeptron-Kriterium für b = 0. Novikoffs Schranke verwendet erweiterte Vektoren: mit a₀ = 0 und konstantem η ist die Zahl der Updates höchstens (R² + 2b/η)/γ², also (R/γ)² für b = 0; R = max‖z‖, und γ ist der größte Rand eines Einheitsvektors a im z-Raum.
method-perceptron-short = Perzeptron
method-perceptron-margin = Rand b
method-perceptron-margin-help = Update, wenn y·aᵀz ≤ b. Ein positives b hält die Lösung vom Rand des Lösungsbereichs fern.
value-gamma = γ (erweiterter Rand)
method-perceptron-batch = Perzeptron (Batch)
method-perceptron-batch-summary = Gradientenabstieg auf dem Perzeptron-Kriterium: η_k Σ y z über alle falsch klassifizierten { -points } auf einmal addieren.
method-perceptron-batch-help = Erweiterte Vektoren z = (1, x) und a = (w₀, w); y = +1 für Klasse 1 und −1 für Klasse 2. Ein Schritt ist ein Batch-Update a ← a + η_k Σ y z, summiert über die { -points } mit y·aᵀz ≤ 0 (die Notizen schreiben < 0; y·aᵀz = 0 mitzuzählen lässt den Nullstart sich bewegen). Es stoppt, wenn kein { -point } falsch klassifiziert ist, wenn das Update kürzer als θ war, |η_k Σ y z| < θ (die Regel der Notizen), oder am Schrittlimit. Das angezeigte Kriterium ist J(a) = −Σ y aᵀz über die falsch klassifizierten { -points }. „Updates“ zählt die falsch klassifizierten { -points }, summiert über die Batches; mit a₀ = 0 und konstantem η ist das höchstens n(R/γ)² (Novikoffs Argument, auf Batches angewandt), R = max‖z‖ und γ der erweiterte Rand.
method-perceptron-batch-short = Perzeptron (Batch)
method-perceptron-batch-theta = Abbruchschwelle θ
method-perceptron-batch-theta-help = Stopp, wenn die Länge des letzten Updates |η_k Σ y z| unter θ fällt.
method-perceptron-batch-max-steps = Schrittlimit (Batch-Updates)
method-perceptron-batch-max-steps-help = Das Training endet nach so vielen Batch-Updates.
value-bound = Schranke für Σ Fehler n(R/γ)²
value-update = |η_k Σ y z|
method-perceptron-dual = Perzeptron (duale Form)
method-perceptron-dual-summary = Das Perzeptron in dualer Form: ein Koeffizient α_i je { -point }, getestet wird y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b mit der Gram-Matrix.
method-perceptron-dual-help = Erweiterte Vektoren z = (1, φ(x)) im Merkmalsraum der Basis; y = +1 für Klasse 1 und −1 für Klasse 2. Die { -weights } werden nie gespeichert: a = Σ_i α_i y_i z_i, wobei α_i die Summe der Raten η_k der Updates am { -point } i ist (bei konstanter Rate die Zahl der Fehler an i mal η). Ein { -point } ist ein Fehler, wenn y_i Σ_j α_j y_j G_ji ≤ b, mit der Gram-Matrix G_ji = ⟨z_j, z_i⟩ (gespeichert für bis zu 1024 { -points }, darüber hinaus bei Bedarf berechnet). Mit derselben Reihenfolge, Rate und demselben Rand macht es genau die Updates des Online-Perzeptrons, und das gezeichnete Feld ist das des primalen Äquivalents a. Es stoppt, wenn jeder { -point } den Test seit dem letzten Update bestanden hat (n Besuche nacheinander bei zyklischer Reihenfolge, eine ganze Epoche bei gemischter), oder am Schrittlimit. Werden { -points } bearbeitet, bleiben die α der übrigen { -points } erhalten. Novikoffs Schranke wie beim Online-Perzeptron: höchstens (R² + 2b/η)/γ² Updates mit a₀ = 0 und konstantem η. Mit einem Polynom- oder Gaußkern ist es das Kern-Perzeptron (Aizerman u. a. 1964; Cristianini und Shawe-Taylor §3.1): aus ⟨z_j, z_i⟩ wird 1 + K(x_j, x_i) (die 1 trägt den { -bias }), a wird nie gebildet, und das Feld ist f(x) = Σ_j α_j y_j (1 + K(x_j, x)); die Schranke gilt dann mit R und γ im Merkmalsraum des Kerns gemessen.
method-perceptron-dual-short = Perzeptron (dual)
method-perceptron-dual-margin = Rand b
method-perceptron-dual-margin-help = Update, wenn y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b.
value-support = { -points } mit α > 0
param-relaxation-eta = Relaxation η
param-relaxation-eta-help = Der Anteil des Abstands zur Ebene aᵀz = ξ, den eine Korrektur zurücklegt: unter 1 Unterrelaxation, über 1 Überrelaxation.
param-relaxation-eta-batch-help = Die Rate des Batch-Schritts a ← a + η Σ (ξ − aᵀz)/‖z‖² z. Die Korrekturen aller { -points } addieren sich, daher muss η kleiner sein als bei der Einzelschrittregel: das Kriterium fällt in jedem Schritt, wenn η < 2/L, L der größte Eigenwert von Σ z zᵀ/‖z‖², der höchstens n ist.
param-relaxation-theta = Abbruchschwelle θ
param-relaxation-theta-help = Stopp, wenn das Batch-Update |η Σ (ξ − aᵀz)/‖z‖² z| kürzer als θ ist.
param-relaxation-xi = Rand ξ
param-relaxation-xi-help = Ein { -point } braucht eine Korrektur, solange aᵀz ≤ ξ; ξ > 0 hält die Lösung vom Rand des Lösungsbereichs fern.
method-relaxation-batch = Relaxation mit Rand (Batch)
method-relaxation-batch-summary = Gradientenabstieg auf J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖² über die { -points } mit aᵀz ≤ ξ: a ← a + η Σ (ξ − aᵀz)/‖z‖² z.
method-relaxation-batch-short = Relaxation (Batch)
method-relaxation-batch-max-steps = Schrittlimit (Batch-Updates)
method-relaxation-batch-max-steps-help = Das Training endet nach so vielen Batch-Updates.
method-relaxation-single = Relaxation mit Rand (Einzelschritt)
method-relaxation-single-summary = Die { -points } einzeln besuchen und, wenn aᵀz ≤ ξ, a um η (ξ − aᵀz)/‖z‖² z zur Ebene aᵀz = ξ hin verschieben.
method-relaxation-single-short = Relaxation (einzeln)
method-softmax = Softmax-Regression (K Klassen)
method-softmax-summary = p(C_k|x) = exp(a_k)/Σ_j exp(a_j) mit a_k = w_kᵀx + w_k0 für alle K Klassen zugleich modellieren und die Kreuzentropie −ΣΣ t_nk ln y_nk mit Gradienten- oder Newton-Schritten minimieren.
method-softmax-help = Die Zielwerte sind 1-aus-K: t_nk = 1 für die Klasse von x_n. Zeile k ist a_k = w̃_kᵀz mit z = (1, φ(x)). E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖², die Strafe über alle Einträge, Biasterme eingeschlossen; ohne die Biasterme (Standard von scikit-learn) ist sie ½λ Σ_k ‖w_k‖², und die Terme unten verlieren ihre Komponenten w_k0. Die Biasterme sind dann nur bis auf eine gemeinsame Konstante bestimmt (c zu jedem w_k0 zu addieren ändert keine Wahrscheinlichkeit), daher werden sie durch Σ_k w_k0 = 0 festgelegt, mit dem Term ½(Σ_k w_k0)², der über den ganzen Lauf 0 ist. ∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k (Notizen 003: ∂E/∂a_k = y_k − t_k), und die Hesse-Matrix hat die K×K Blöcke H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I (Bishop Gl. 4.110), eine KM×KM-Matrix für M { -weights } je Zeile. Die Softmax ist überparametrisiert: denselben Vektor zu jedem w̃_k zu addieren ändert keine Wahrscheinlichkeit (Notizen 003, „Softmax für zwei Klassen“), daher ist die Hesse-Matrix mit λ = 0 singulär und das Optimum nicht eindeutig. λ > 0 behebt das: die Zeilen summieren sich dann am Optimum zu null, und bei zwei Klassen ist w̃₁ − w̃₂ das a der logistischen Regression mit α = λ/2. Mit λ = 0 addiert der Newton-Schritt den kleinsten Ridge-Term, und die Seite sagt es. Gradientenschritt: W ← W − (η/N)∇E. Newton: W ← W − H⁻¹∇E per Cholesky, der Schritt halbiert, solange er E erhöhen würde. Es stoppt, wenn ‖∇E‖/N < tol, oder am Schrittlimit; mit λ = 0 auf Daten, die die Zeilen fehlerfrei klassifizieren, wächst die Likelihood unbeschränkt und es gibt kein endliches Optimum, was die Seite sagt. Aufwand: ein Gradientenschritt berechnet K − 1 Exponentialfunktionen je { -point }; ein Newton-Schritt summiert zusätzlich K(K+1)/2 · M(M+1)/2 Produkte je { -point }, etwa 2,5 ms für K = 2 und 4 ms für K = 3 bei N = 100.000 in der Ebene (gemessen), wachsend wie K².
method-softmax-short = Softmax
method-softmax-method = Verfahren
method-softmax-method-help = Batch-Gradientenabstieg W ← W − (η/N)∇E oder das Newton-Verfahren W ← W − H⁻¹∇E mit der vollen KM×KM-Hesse-Matrix.
method-softmax-method-gradient = Batch-Gradientenabstieg
method-softmax-method-newton = Newton
method-softmax-eta = Lernrate η
method-softmax-eta-help = Schrittweite des Gradientenverfahrens, W ← W − (η/N)∇E.
method-softmax-lambda = Gewichtszerfall λ
method-softmax-lambda-help = Strafe ½λ‖W‖² (eine Gauß-A-priori-Verteilung der Präzision λ auf jedem { -weight }). λ > 0 macht die Hesse-Matrix definit und das Optimum eindeutig und endlich.
method-softmax-tol = Toleranz
method-softmax-tol-help = Stopp, wenn ‖∇E‖/N darunter fällt.
method-softmax-max-steps = Schrittlimit
method-softmax-max-steps-help = Das Training endet nach so vielen Schritten.
method-svm = Hyperebene mit maximalem Rand (SVM)
method-svm-summary = Die trennende Hyperebene mit dem größten { -margin }, gefunden per Sequential Minimal Optimization (SMO): jeder Schritt verschiebt die dualen Koeffizienten α eines Paars von { -points(case: "dat") }.
method-svm-help = Zielwerte y = +1 für Klasse 1 und −1 für Klasse 2; h(x) = wᵀφ(x) + w₀ mit a = (w₀, w), und der { -bias } w₀ gehört nicht zu ‖w‖. Die Maschine arbeitet im Merkmalsraum der Basis mit dem linearen Kern K(x, x') = φ(x)ᵀφ(x'), daher ist w = Σ αₙ yₙ φ(xₙ) stets bekannt und die Grenze wird exakt gezeichnet. Sie maximiert das duale Problem W(α) = Σ αₙ − ½‖w‖² unter Σ αₙ yₙ = 0 und 0 ≤ αₙ ≤ C (Bishop §7.1, Gl. 7.10–7.12 und 7.32–7.34; der harte Rand ist genau C = ∞, ohne obere Schranke). Ein Paar-Update ist SMO (Platt 1998) mit der Paarwahl zweiter Ordnung von Fan, Chen und Lin (2005): i ist der { -point }, der die Optimalitätsbedingungen (KKT) am stärksten verletzt, j der Partner, der W(α) am meisten erhöht. Es gibt keine Schrittweite: αᵢ und αⱼ bewegen sich entlang Σ αₙ yₙ = 0 zum Maximum von W auf dieser Geraden, beschnitten auf [0, C]. Der { -bias } ist der Mittelwert von yₙ − wᵀφ(xₙ) über die freien Stützvektoren (0 < αₙ < C), was am Optimum exakt ist, und die Mitte des zulässigen Intervalls, wenn es keine gibt (Keerthi u. a. 2001). Das Training endet, wenn die KKT-Verletzung m(α) − M(α) höchstens die Toleranz ist: dann haben die { -points } mit αₙ = 0 y h(x) ≥ 1 − tol, die Stützvektoren mit 0 < αₙ < C liegen bis auf tol auf h = ±1, und die mit αₙ = C haben y h(x) ≤ 1 + tol. Der Rand 1/‖w‖ ist der Abstand im Merkmalsraum zwischen der Grenze und den Geraden h = ±1. Harter Rand auf einer Menge, die keine Hyperebene trennt: W(α) wächst dann unbeschränkt, während ‖w‖ beschränkt bleibt. Jedes α des Laufs liefert zwei Punkte der konvexen Hüllen der Klassen im Abstand 2‖w‖/Σα, der beste Rand ist also höchstens ‖w‖/Σα; die Maschine stoppt als nicht trennbar, wenn diese Schranke auf ε·R fällt (R der Radius der Merkmalsvektoren um ihren Mittelwert) und die aktuelle Hyperebene die Klassen nicht trennt. Mit einem Polynom- oder Gaußkern K läuft dasselbe SMO auf der Kernmatrix Kᵢⱼ = K(φᵢ, φⱼ) (Spalten in einem Cache von 32 MB), w wird nie gebildet, und das Feld ist f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b über die Stützvektoren; ‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ. Aufwand: ein Paar-Update liest jeden { -point } viermal, O(N·D) für D Merkmale; mit der linearen Basis dauert ein Schritt mit einem Paar bei N = 100.000 unter 5 ms (etwa 2 ms gemessen), mit einer Basis von D Merkmalen etwa D/2-mal so lange. Ein Schritt mit p Paaren kostet p-mal so viel.
method-svm-short = SVM
method-svm-margin = Rand
method-svm-margin-help = Hart: jeder { -point } muss auf oder außerhalb des Rands liegen (C = ∞); bei einer Menge, die keine Hyperebene trennt, sagt die Maschine es. Weich: { -points } dürfen in den Rand eindringen oder die Grenze überqueren, mit Schlupf ξₙ = max(0, 1 − yₙh(xₙ)), zum Preis C je Einheit.
method-svm-margin-soft = weich (C)
method-svm-margin-hard = hart (C = ∞)
method-svm-c = Strafe C
method-svm-c-help = Weicher Rand: die Schranke für jedes αₙ und der Preis einer Einheit Schlupf in ½‖w‖² + C Σ ξₙ. Kleines C ergibt einen breiten Rand mit vielen { -points(case: "dat") } darin; großes C nähert sich dem harten Rand.
method-svm-tol = Toleranz
method-svm-tol-help = Stopp, wenn die KKT-Verletzung m(α) − M(α) höchstens so groß ist, in Einheiten des funktionalen Rands (der Geraden h = ±1).
method-svm-eps = Abbruch-ε (harter Rand)
method-svm-eps-help = Nur harter Rand: als nicht trennbar stoppen, sobald bewiesen ist, dass der beste Rand höchstens ε·R ist, und die aktuelle Hyperebene die Klassen nicht trennt. Kleineres ε ist strenger und braucht mehr Schritte (etwa 1/ε).
method-svm-pairs = Paar-Updates je Schritt
method-svm-pairs-help = Wie viele SMO-Paar-Updates ein Schritt der Animation ausführt.
method-svm-max-steps = Schrittlimit
method-svm-max-steps-help = Das Training endet nach so vielen Schritten.
value-margin = Rand 1/‖w‖ (Grenze bis h = ±1)
value-set-margin = Rand der Menge min y h/‖w‖
value-gamma-max = bester Rand ≤ ‖w‖/Σα
value-c = C
value-primal = primal ½‖w‖² + C Σξ
value-margin-kernel = Rand 1/‖w‖ im Merkmalsraum des Kerns

## Gemeinsame Wörter der Hilfe, weitere Einstellungen und Werte.

method-gauss-common-help = Jede Klasse k hat eine A-priori-Wahrscheinlichkeit π_k und eine Gaußdichte N(φ | μ_k, Σ_k) ihrer Merkmale; die A-posteriori-Wahrscheinlichkeit p(C_k|x) = π_k N(φ|μ_k, Σ_k) / Σ_j π_j N(φ|μ_j, Σ_j) ist eine Softmax von a_k = ln π_k + ln N(φ|μ_k, Σ_k). Maximum-Likelihood: π_k = N_k/N, μ_k der Klassenmittelwert, Σ_k = (1/N_k) Σ (φ − μ_k)(φ − μ_k)ᵀ (geteilt durch N_k, nicht N_k − 1); die Einstellung Kovarianz teilt stattdessen durch N_k − 1 (gepoolt: N − K), wie die erwartungstreue Schätzung und QDA von scikit-learn. MAP, wie in den Notizen: π = (N_k + N_k0)/(N + N_0) mit N_k0 Pseudozählungen je Klasse, und die präzisionsgewichtete Kombination Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹, Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀ mit Σ₀ = s₀²I und μ₀ = φ(A-priori-Mittel); berechnet wird die äquivalente Form Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML, die auch gilt, wenn Σ_ML singulär ist. Eine singuläre Kovarianz erhält den kleinsten Ridge-Term λI, der sie definit macht, und die Seite sagt es. AIC = ln p(D|θ) − M und BIC = ln p(D|θ) − ½ M ln N, mit ln p der Log-Likelihood der { -points } und ihrer Klassen und M der Zahl der freien Parameter: größer ist besser.
method-gauss-shared = Gauß-Klassen, gemeinsame Kovarianz
method-gauss-shared-short = gemeinsame Σ
method-gauss-shared-summary = Gaußsche Klassendichten mit einer Kovarianz Σ für alle Klassen: die A-posteriori-Wahrscheinlichkeiten sind eine Softmax linearer Funktionen, die Grenzen also Geraden.
method-gauss-shared-help = Σ = Σ_k π_k Σ_k. Die Diskriminanten sind a_k = w_kᵀx + w_k0 mit w_k = Σ⁻¹μ_k und w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (Notizen), bis auf einen Term, den alle Klassen teilen. { method-gauss-common-help }
method-gauss-separate = Gauß-Klassen, eigene Kovarianzen
method-gauss-separate-short = eigene Σₖ
method-gauss-separate-summary = Gaußsche Klassendichten mit je eigener Kovarianz Σ_k: die Diskriminanten sind quadratisch, die Grenzen also Kegelschnitte.
method-gauss-separate-help = a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k. { method-gauss-common-help }
method-naive-bayes = Gaußscher naiver Bayes
method-naive-bayes-short = naiver Bayes
method-naive-bayes-summary = Gaußsche Klassendichten, deren Merkmale bei gegebener Klasse unabhängig sind: jede Σ_k ist diagonal.
method-naive-bayes-help = Σ_k = diag(σ²_k1, …, σ²_kD), jedes σ² die Varianz eines Merkmals in der Klasse. Standardmäßig wird eine Varianz unter 1e-9 der größten Klassenvarianz auf diese Untergrenze angehoben (die Seite sagt es, wenn das geschieht); GaussianNB von scikit-learn addiert stattdessen ε = var_smoothing · max_j Var(φ_j) zu jeder Varianz, das Maximum über die Merkmale der Varianz aller { -points } (geteilt durch N). { method-gauss-common-help }
param-cov-help = Maximum-Likelihood teilt die Streuung S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ jeder Klasse durch N_k (die Notizen, Bishop). Erwartungstreu teilt durch N_k − 1, wie cov von numpy und QDA von scikit-learn; eine Klasse aus einem { -point } hat dann keine Schätzung (0/0), was die Seite sagt, und ihre Streuung 0 wird verwendet.
param-cov-pooled-help = Maximum-Likelihood teilt die Streuung S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ jeder Klasse durch N_k (die Notizen, Bishop). Erwartungstreu teilt durch N_k − 1, wie cov von numpy und QDA von scikit-learn; eine Klasse aus einem { -point } hat dann keine Schätzung (0/0), was die Seite sagt, und ihre Streuung 0 wird verwendet. Die gemeinsame Σ ist dann die gepoolte Σ_k S_k/(N − K), S_k die Streumatrix der Klasse, statt Σ_k (N_k/N) S_k/N_k = Σ_k S_k/N.
method-logistic-common-help = Zielwerte t = 1 für Klasse 1 und t = 0 für Klasse 2; z = (1, φ(x)) und a = (w₀, w), also y = σ(aᵀz). E(a) = −Σ [t ln y + (1−t) ln(1−y)] + ½ α ‖a‖² (der A-priori-Term, { -bias } eingeschlossen, nur für α > 0), ∇E = Σ (y_n − t_n) z_n + α a und H = ∇∇E = Σ y_n(1 − y_n) z_n z_nᵀ + αI. Ist der { -bias } von der A-priori-Verteilung ausgeschlossen (Standard von scikit-learn), ist der A-priori-Term ½ α ‖w‖², und a und I oben verlieren ihre erste Komponente (w₀).
method-logistic-help = { method-logistic-common-help } Ein Batch-Gradientenschritt ist a ← a − (η/N) ∇E, η hängt also nicht von der Zahl der { -points } ab; ein stochastischer Schritt verteilt die A-priori-Verteilung auf die { -points }, je (α/N) a. Der Newton-Schritt löst H δ = ∇E per Cholesky; ist H singulär (α = 0 mit kollinearen { -points(case: "dat") }), wird der kleinste Ridge-Term addiert, der sie zerlegbar macht, und die Seite sagt es. Jedes Verfahren stoppt, wenn ‖∇E‖/N < tol, oder am Schrittlimit. Auf trennbaren Daten mit α = 0 wächst die Likelihood unbeschränkt, während ‖w‖ → ∞: es gibt kein endliches Optimum, und die Seite sagt es, sobald die { -weights } die Klassen trennen.
method-logistic-bayes-help = { method-logistic-common-help } Trainiert wird MAP-logistische Regression (α > 0). Die Laplace-Approximation (Notizen 003; Bishop §4.4, §4.5) ist q(a) = N(a | a_MAP, H⁻¹), mit H⁻¹ aus einer Cholesky-Zerlegung von H an den aktuellen { -weights(case: "dat") }. Die Aktivierung a = aᵀz ist dann gaußverteilt mit Mittelwert μ_a = a_MAPᵀz und Varianz σ_a² = zᵀH⁻¹z, und die prädiktive Wahrscheinlichkeit wird durch die Probit-Regel p(C₁|x) ≈ σ(κ(σ_a²) μ_a), κ(σ²) = (1 + πσ²/8)^(−1/2) angenähert (Bishop Gl. 4.153-4.155). Die Grenze p = ½ ist die MAP-Grenze μ_a = 0; abseits der Daten wächst σ_a², und die Wahrscheinlichkeiten fallen auf ½ zurück. Bei mehr als zwei Klassen nutzt die kombinierte Ansicht nur die MAP-Zeilen jedes Teilproblems.
param-bias-help = Eingeschlossen: die Gauß-A-priori-Verteilung erfasst jedes { -weight }, auch w₀, wie in den Notizen und bei Bishop. Ausgeschlossen: der { -bias } wird nicht bestraft, ½{ $precision }‖w‖² lässt w₀ aus, wie scikit-learn es standardmäßig tut (LogisticRegression mit C = 1/{ $precision }); das Optimum hängt dann nicht von der Lage des Ursprungs ab. Es spielt nur für { $precision } > 0 eine Rolle.
method-relaxation-common-help = Normalisierte Vektoren z = y·(1, x), mit y = +1 für Klasse 1 und −1 für Klasse 2, sodass a = (w₀, w) die Klassen trennt, wenn aᵀz > 0 für jeden { -point }. Ein { -point } braucht eine Korrektur, wenn aᵀz ≤ ξ, und das Kriterium ist J_r(a) = ½ Σ (aᵀz − ξ)² / ‖z‖² über diese { -points }; wegen der Konstante 1 ist ‖z‖² ≥ 1, es wird also nie durch null geteilt. Eine Korrektur mit η = 1 bringt a auf die Ebene aᵀz = ξ dieses { -point(case: "gen") }, η < 1 (Unterrelaxation) bleibt davor, η > 1 (Überrelaxation) geht darüber hinaus; für Konvergenz ist 0 < η < 2 nötig. Es stoppt, wenn kein { -point } aᵀz ≤ ξ hat. Die Korrekturen können sich den Ebenen aᵀz = ξ auch nähern, ohne sie je zu überschreiten (bei kleinem η immer, da der Abstieg dann gegen den Rand des Bereichs aᵀz ≥ ξ konvergiert); daher stoppt es auch, wenn die Korrekturen kürzer als θ geworden sind: die Regel |η ∇J_r| < θ der Notizen für den Gradientenabstieg. Sonst stoppt es am Schrittlimit.
method-relaxation-batch-help = { method-relaxation-common-help } Ein Schritt ist ein Batch-Update, summiert über alle { -points }, die eine Korrektur brauchen; das ist Gradientenabstieg auf J_r mit Schrittweite η, der nur für η < 2/L stabil ist (L ≤ n, siehe η), daher ist sein Standard-η klein.
method-relaxation-single-help = { method-relaxation-common-help } Ein Schritt besucht einen { -point } oder eine ganze Epoche.
value-bound-novikoff = Novikoff-Schranke (R/γ)²
value-bound-novikoff-margin = Novikoff-Schranke (R² + 2b/η)/γ²
value-fisher-j = J(w)
value-fisher-t = Schwelle t
value-fisher-m1 = projiziertes Mittel m₁
value-fisher-m2 = projiziertes Mittel m₂
value-lambda = λ{ $n }
value-loglik = ln p(D|θ)
value-m = Parameter M
value-aic = AIC = ln p(D|θ) − M
value-bic = BIC = ln p(D|θ) − ½M ln N
value-sse = ‖ZW̃ − T‖²
value-grad-norm = ‖∇E‖/N
value-r = R = max‖z‖
value-violations = { -points } mit aᵀz ≤ ξ
value-sv = Stützvektoren
value-dual = dual W(α) = Σα − ½‖w‖²
value-kkt = KKT-Verletzung m(α) − M(α)
value-slack = Gesamtschlupf Σξ
value-dual-svm-kernel = dual W(α) = Σα − ½ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ
param-schedule-batch-help = Konstant: η_k = η₁. Fallend: η_k = η₁/k, wobei k die bisherigen Batch-Updates zählt; das erfüllt die Bedingungen Σ η_k = ∞ und Σ η_k² / (Σ η_k)² → 0 der Notizen.
param-relaxation-theta-single-help = Stopp nach einer Epoche, in der jede Korrektur |η (ξ − aᵀz)/‖z‖² z| kürzer als θ war.
basis-none = keine
basis-none-name = keine: φ(x) = (x, y)
basis-poly = Poly { $degree }
basis-poly-name = polynomiell, Grad { $degree }
basis-rbf = RBF { $n }×{ $n }
basis-rbf-name = Gauß-Glocken (RBF), { $n } × { $n } über den { -points(case: "dat") }
