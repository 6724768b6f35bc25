### Die Wörter von Hyperplane aus den Modellen (Paket engine): Fehler, Gründe für das Trainingsende, Hinweise und Kriterien, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Die Einstellungen eines Verfahrens.

# $param ist der Name der Einstellung (go-methods.ftl), $why, was mit ihrem Wert nicht stimmt.
engine-param-refused = { $param }: { $why }
# $key ist der angegebene Name, in Anführungszeichen; $known die Namen der Einstellungen (wie ein Skript sie schreibt).
engine-no-param-none = kein Parameter { $key }; es gibt keine
engine-no-param = kein Parameter { $key }; die Parameter sind { $known }
# $method ist die Kennung des Verfahrens, wie ein Skript sie schreibt.
engine-method-no-param-none = { $method } hat keinen Parameter { $key }; es hat keine Parameter
engine-method-no-param = { $method } hat keinen Parameter { $key }; seine Parameter sind { $known }
# $value ist der angegebene Wert, wie ein Skript ihn schrieb.
engine-value-not-number = { $value } ist keine Zahl
engine-value-not-finite = { $value } ist keine endliche Zahl
engine-value-not-whole = { $value } ist keine ganze Zahl
engine-value-outside = { $value } liegt außerhalb von { $min }..{ $max }
engine-value-not-choice = { $value } gehört nicht zur Auswahl
engine-value-not-bool = { $value } ist weder true noch false

## Die Daten, die ein Verfahren erhält.

engine-classes-count = die Zahl der Klassen muss zwischen 1 und { $max } liegen, nicht { $n }
# $n und $max sind in Ziffern.
engine-too-many-points = { $n } { -points } sind mehr als die Grenze von { $max }
engine-point-class = { -point } { $point } hat die Klasse { $class }, außerhalb von 1..{ $max }
# $why ist, was mit dem Punkt nicht stimmt.
engine-point-problem = { -point } { $point }: { $why }
# $value und $max sind Zahlen, wie ein Skript sie schreibt (2e+06).
engine-coord-not-finite = die Koordinate { $value } ist keine endliche Zahl
engine-coord-too-large = die Koordinate { $value } ist größer als die Grenze von { $max }
# $id ist die angegebene Kennung, in Anführungszeichen.
engine-unknown-method = unbekannter Algorithmus { $id }
engine-two-classes = fügen Sie { -points } von mindestens zwei Klassen hinzu, um zu trainieren

## Warum das Training endete, die Hinweise und das Kriterium jedes Verfahrens.
## Die mathematischen Symbole sind die der Notizen.

engine-fausett-converged = kein { -weight } hat sich in Epoche { $epoch } geändert: konvergiert nach { $updates } Updates
engine-fausett-overflow = die { -weights } sind übergelaufen; das letzte Update wurde zurückgenommen
engine-fausett-step-limit = die { -weights } änderten sich noch in Epoche { $epoch }; die Klassen sind mit einem Band von θ = { $theta } vielleicht nicht trennbar
engine-criterion-fausett = J(a) = Σ über aktualisierende { -points } von (θ − t·y_in)
engine-fisher-ridge = S_W ist singulär; gelöst wurde (S_W + λI) w = m₁ − m₂ mit λ = { $lambda }
engine-fisher-closed-form = geschlossene Form: w = S_W⁻¹(m₁ − m₂)
engine-criterion-fisher = Fisher-Kriterium J(w), maximiert
engine-fisher-zero = Fishers Richtung ist null
engine-fisher-two-classes = Fishers Diskriminante braucht { -points } beider Klassen
engine-fisher-means-coincide = die beiden Klassenmittelwerte fallen zusammen, also ist S_W⁻¹(m₁ − m₂) = 0 und Fishers Richtung undefiniert
engine-class-no-points = Klasse { $class } hat keine { -points }
engine-eigen-no-convergence = die symmetrische Eigenzerlegung ist nicht konvergiert
engine-fisher-multi-means-coincide = die Klassenmittelwerte fallen zusammen, also ist S_B = 0 und Fishers Richtungen sind undefiniert
engine-fisher-multi-ridge = S_W ist singulär; zerlegt wurde S_W + λI mit λ = { $lambda }
engine-criterion-fisher-multi = Fisher-Kriterium J(W) = Σ λ_i (maximiert)
engine-fisher-multi-closed-form = geschlossene Form: verallgemeinerte Eigenvektoren von S_B w = λ S_W w
engine-sw-problem = S_W: { $why }
engine-criterion-generative = negative Log-Likelihood −ln p(D|θ)
engine-generative-closed-form = geschlossene Form: Klassenmittelwerte, Kovarianzen und Priors
engine-no-points = es gibt keine { -points }
engine-generative-evidence = ln p(D) mit Σₖ an seiner Schätzung eingesetzt, nicht integriert; μₖ ~ N(μ₀ = φ({ $x }, { $y }), { $s }²I) und π ~ Dirichlet({ $pseudo }, …) herausintegriert
engine-no-evidence = keine Evidenz: { $why }
engine-pooled-undefined = N = K: die gepoolte erwartungstreue Kovarianz S_W/(N − K) ist undefiniert (0/0); S_W = 0 wurde verwendet
# $classes sind die Nummern der Klassen, "1, 3".
engine-one-point-class = Klasse { $classes } hat einen { -point }: ihre erwartungstreue Kovarianz S_k/(N_k − 1) ist undefiniert (0/0); S_k = 0 wurde verwendet
engine-class-problem = Klasse { $class }: { $why }
engine-sigma-of-class = Σ der Klasse { $class }
engine-sigma-shared = die gemeinsame Σ
engine-sigma-singular = { $sigma } ist singulär: { $ridge }·I addiert
engine-covariance-not-inverted = Klasse { $class }: die Kovarianz ließ sich nicht invertieren
engine-fit-not-finite = das angepasste Modell ist nicht endlich: { $why }
engine-map-not-definite = Klasse { $class }: Σ_ML + Σ₀ ist nicht positiv definit
# $cond ist die Konditionszahl, wie ein Skript sie schreibt (1.2345e+16).
engine-map-singular = Klasse { $class }: Matrix singulär oder fast singulär mit Konditionszahl { $cond }
engine-map-estimates = MAP-Schätzungen mit Σ₀ = { $s }²·I und μ₀ = ({ $x }, { $y })
engine-variances-raised = { $n ->
    [one] { $n } Varianz wurde auf die Untergrenze { $floor } angehoben
   *[other] { $n } Varianzen wurden auf die Untergrenze { $floor } angehoben
}
engine-var-smoothing = ε = { $eps } (var_smoothing { $smoothing } × größte Varianz { $top }) zu jeder Varianz addiert
engine-evidence-mean = die Evidenz eines Mittelwerts braucht { -points } und eine A-priori-Varianz > 0
engine-evidence-not-definite = Σ/N + Σ₀ ist nicht positiv definit
engine-solution-not-finite = die Lösung ist nicht endlich
engine-matrix-not-finite = die zu zerlegende Matrix ist nicht endlich
engine-matrix-no-ridge = die Matrix ließ sich auch mit einem Ridge-Term nicht zerlegen
engine-ls-ill-conditioned = die Designmatrix ist schlecht konditioniert: Lösung per SVD
engine-ls-rank-deficient = die Designmatrix hat Rang { $rank } < { $cols } (kollineare oder doppelte { -points }): Lösung minimaler Norm per SVD
engine-ls-fewer-points = weniger { -points } ({ $rows }) als { -weights } ({ $cols }): Lösung minimaler Norm per SVD
engine-ls-not-finite = die Kleinste-Quadrate-Lösung ist nicht endlich
engine-ls-no-convergence = die Singulärwertzerlegung ist nicht konvergiert
engine-ls-zero = die Designmatrix ist null
engine-ho-kashyap-cannot-solve = Ho-Kashyap kann a = Z†b nicht lösen: { $why }
engine-ho-kashyap-problem = Ho-Kashyap: { $why }
engine-ho-kashyap-separable = trennbar: jedes |e_n| ≤ { $bmin }, also Za ≥ b − b_min > 0
engine-ho-kashyap-not-separable = nicht trennbar: e = Za − b ≤ 0 mit min e_n = { $emin } < 0, während Zᵀe = 0; also macht kein a jedes y·aᵀz positiv
engine-ho-kashyap-overflow = die Ränder sind übergelaufen
engine-ho-kashyap-step-limit = gestoppt nach { $steps } Schritten mit max e_n = { $emax }
engine-criterion-ho-kashyap = quadratischer Fehler J_s(a, b) = ‖Za − b‖²
engine-criterion-least-squares = Quadratsumme ½‖ZW̃ − T‖²
engine-least-squares-closed-form = geschlossene Form: W̃ = Z†T per QR
engine-ls-solution-problem = die Kleinste-Quadrate-Lösung Z†b: { $why }
# $note ist, was die Zerlegung von Z meldete.
engine-lms-note = Z†b: { $note }
engine-lms-diverging-single = divergiert: ‖a‖ wuchs über das 10⁶-Fache von ‖Z†b‖, daher wurde die letzte Korrektur zurückgenommen; senken Sie η₁, sodass η₁‖z‖² < 2
engine-lms-converged-single = jede Korrektur der Epoche { $epoch } war kürzer als θ = { $theta }
engine-stopped-epochs = gestoppt nach { $n } Epochen
engine-stopped-steps = gestoppt nach { $n } Schritten
engine-lms-diverging-batch = divergiert: ‖a‖ wuchs über das 10⁶-Fache von ‖Z†b‖, daher wurde der letzte Schritt zurückgenommen; senken Sie η₁, sodass η₁λ_max(ZᵀZ) < 2
engine-lms-converged-batch = der Schritt ‖η_k Zᵀ(b − Za)‖ = { $step } war kürzer als θ = { $theta }
engine-criterion-squared-error = quadratischer Fehler J_s(a) = ‖Za − b‖²
engine-mse-means-coincide = die Klassenmittelwerte fallen zusammen, also ist Fishers Richtung S_W⁻¹(m₁ − m₂) gleich 0 und a = Z†b = 0: die { -boundary } ist undefiniert
engine-mse-closed-form = geschlossene Form: a = Z†b per QR
engine-gradient-converged = ‖∇E‖/N < { $tol }
# $hessian ist "symbol", wo das Verfahren H schreibt, "word", wo es „die Hesse-Matrix“ sagt.
engine-newton-unfactorizable = { $hessian ->
    [symbol] H ließ sich auch mit einem Ridge-Term nicht zerlegen, daher kann das Newton-Verfahren nicht weiter
   *[word] die Hesse-Matrix ließ sich auch mit einem Ridge-Term nicht zerlegen, daher kann das Newton-Verfahren nicht weiter
}
engine-newton-not-finite = der Newton-Schritt H⁻¹∇E ist nicht endlich
engine-newton-rounding = E fällt entlang der Newton-Richtung nicht mehr (Rundung): ‖∇E‖/N = { $grad }
engine-laplace-unfactorizable = H ließ sich nicht zerlegen: die prädiktive Varianz wird als 0 gezeigt
engine-laplace-ridge = H ist schlecht konditioniert; für die Laplace-Kovarianz wurde H + λI mit λ = { $lambda } invertiert
engine-logistic-newton-ridge = H = ΦᵀRΦ + αI ist singulär (kollineare { -points }, oder α = 0 mit gesättigten { -points(case: "dat") }); der Newton-Schritt löste (H + λI)δ = ∇E mit λ = { $lambda }
engine-logistic-bayes-alpha = Bayessche logistische Regression braucht eine A-priori-Präzision α > 0
engine-weights-overflow = die { -weights } sind übergelaufen, daher wurde der letzte Schritt zurückgenommen: senken Sie die Lernrate η
engine-logistic-no-optimum = die { -weights } trennen die Klassen, daher fällt E(w) weiter, während ‖w‖ wächst: Maximum-Likelihood hat auf trennbaren Daten kein endliches Optimum. Eine A-priori-Verteilung (α > 0) ergibt eine endliche Lösung.
engine-stopped-passes = gestoppt nach { $n } Durchläufen über die Daten
engine-criterion-cross-entropy = Kreuzentropie E(w)
engine-laplace-alpha = die Laplace-Evidenz braucht eine A-priori-Präzision α > 0
engine-evidence-points = die Evidenz braucht { -points }
engine-laplace-hessian = die Hesse-Matrix bei a_MAP ließ sich nicht zerlegen
engine-evidence-weight = die Evidenz braucht mindestens ein { -weight }
engine-evidence-rows = die Zeilen z sind unterschiedlich lang
engine-evidence-row-finite = eine Zeile z ist nicht endlich
engine-evidence-targets = die Zielwerte t müssen 1 oder 0 sein
engine-softmax-no-optimum = die Zeilen klassifizieren jeden { -point } mit einem { -margin }, daher fällt E(W) weiter, während ‖W‖ wächst: Maximum-Likelihood hat auf trennbaren Daten kein endliches Optimum. Gewichtszerfall (λ > 0) ergibt eine endliche Lösung.
engine-softmax-newton-ridge = die Softmax ist überparametrisiert, daher ist die Hesse-Matrix mit λ = 0 (oder gesättigten { -points(case: "dat") }) singulär; der Newton-Schritt löste (H + λ'I)δ = ∇E mit λ' = { $lambda }
engine-criterion-softmax = Kreuzentropie E(W) = −ΣΣ t ln y + ½λ‖W‖²
# $strategy ist der Name der Strategie, wie ein Skript ihn schreibt, in Anführungszeichen.
engine-unknown-strategy = unbekannte Strategie { $strategy }
# Ein Teilproblem eines Zwei-Klassen-Verfahrens auf mehr Klassen: $a und $b sind Klassennummern.
engine-sub-rest = { $a } gegen Rest
engine-sub-pair = { $a } gegen { $b }
engine-sub-problem = { $sub }: { $why }
engine-sub-value = { $value } ({ $sub })
engine-criterion-summed = { $criterion }, summiert über die Teilprobleme
engine-perceptron-converged = jeder { -point } hat y·aᵀz > { $b }: konvergiert nach { $updates } Updates
engine-perceptron-step-limit = keine trennende Hyperebene nach { $n } Epochen; die Klassen sind vielleicht nicht linear trennbar
engine-perceptron-overflow = die { -weights } sind übergelaufen
engine-criterion-perceptron = Perzeptron-Kriterium J(a) = Σ_Fehler (b − y aᵀz)
engine-batch-none-misclassified = kein { -point } ist falsch klassifiziert
engine-batch-converged = kein { -point } ist nach { $n } Batch-Updates falsch klassifiziert
engine-batch-short-update = das letzte Update war kürzer als θ: |η_k Σ y z| = { $update } < { $theta }, obwohl noch einige { -points } falsch klassifiziert sind
engine-batch-step-limit = keine trennende Hyperebene nach { $n } Batch-Updates; die Klassen sind vielleicht nicht linear trennbar
engine-criterion-perceptron-batch = Perzeptron-Kriterium J(a) = −Σ_Fehler y aᵀz
engine-dual-converged = ein ganzer Durchlauf ohne Fehler: jeder { -point } hat y·aᵀz > { $b } nach { $updates } Updates
engine-dual-overflow = die Koeffizienten sind übergelaufen
engine-criterion-perceptron-kernel = Perzeptron-Kriterium J = Σ_Fehler (b − y f(x))
engine-relaxation-converged = jeder { -point } hat aᵀz > ξ = { $xi }
engine-relaxation-overflow = die { -weights } sind übergelaufen, daher wurde das letzte Update zurückgenommen: senken Sie η
engine-relaxation-converged-after = jeder { -point } hat aᵀz > ξ = { $xi } nach { $n } Korrekturen
# $what ist "update" für die Batch-Regel, "epoch" für die Einzelschrittregel.
engine-relaxation-short = { $what ->
    [update] das letzte Update war
   *[epoch] jede Korrektur der letzten Epoche war
} kürzer als θ = { $theta }: { $n } { -points } liegen bis auf J_r = { $jr } auf ihren Ebenen aᵀz = ξ, die Korrekturen nähern sich also dem { -margin }, ohne ihn zu überschreiten
engine-relaxation-step-limit = { $n } { -points } haben am Schrittlimit noch aᵀz ≤ ξ; die Klassen sind vielleicht nicht linear trennbar
engine-relaxation-rounding = { $n } { -points } liegen bis auf Rundung auf ihren Ebenen aᵀz = ξ (J_r = { $jr }): die Korrekturen nähern sich dem { -margin }, ohne ihn zu überschreiten; versuchen Sie η > 1
engine-criterion-relaxation = Relaxationskriterium J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖²
engine-criterion-smo = SMO-Zielfunktion f(α) = ½‖w‖² − Σα = −W(α) (minimiert)
engine-criterion-smo-kernel = SMO-Zielfunktion f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α) (minimiert)
engine-kernel-basis-unused = der Kern wirkt auf die { -points } (x, y) selbst und tritt an die Stelle der Basis: die gewählte Basis wird nicht verwendet
engine-kernel-overflow = die Werte des Kerns laufen auf diesen { -points(case: "dat") } über; senken Sie γ oder den Grad, oder skalieren Sie die Daten um
engine-kernel-not-separable = keine trennende { -boundary } im Merkmalsraum des Kerns mit einem { -margin } breiter als { $eps } (ε·R mit R = { $r }): der { -margin } ist höchstens ‖w‖/Σα = { $bound }. Verwenden Sie den weichen Rand.
engine-svm-too-large = die Merkmalsvektoren sind zu groß für die Stützvektormaschine
engine-svm-too-close = die { -points } liegen im Merkmalsraum bis auf { $min } beieinander, zu nah für den harten Rand; verwenden Sie den weichen Rand
engine-svm-not-separable = keine Hyperebene trennt die Klassen mit einem { -margin } breiter als { $eps } (ε·R mit R = { $r }): der { -margin } ist höchstens ‖w‖/Σα = { $bound }, während Σα = { $sum } weiter wächst. Verwenden Sie den weichen Rand.
engine-svm-two-classes = die Stützvektormaschine braucht { -points } beider Klassen
engine-svm-overflow = die Multiplikatoren sind übergelaufen
engine-svm-overflow-rescale = die Multiplikatoren der Stützvektormaschine sind übergelaufen; skalieren Sie die Daten um
engine-svm-converged = die KKT-Bedingungen gelten: m(α) − M(α) = { $gap } ≤ { $tol } nach { $n } Paar-Updates
engine-svm-step-limit = gestoppt nach { $n } Schritten mit m(α) − M(α) = { $gap }
engine-svm-alpha-zero = α = 0 und damit w = 0: noch keine { -boundary } und kein { -margin } 1/‖w‖ zum Zeigen
engine-svm-w-zero = w = 0 exakt: das Optimum legt kein { -weight } auf die Merkmale (wie wenn ein { -point } einer Klasse in der konvexen Hülle der anderen liegt und C klein ist), daher entscheidet über jeden { -point } allein der { -bias }; es gibt keine { -boundary } und keinen { -margin } 1/‖w‖
engine-svm-w-tiny = w ist innerhalb der Toleranz null: ‖w‖·R = { $wr } ≤ tol = { $tol } (R = { $r } der Radius der Daten), w ändert h also nirgends auf den Daten um mehr als die Toleranz; das Optimum hat w = 0, und der { -margin } 1/‖w‖ = { $margin }, den der Rest ergibt, bedeutet nichts, daher wird er nicht gezeigt

## Basen, Kerne, Felder und die Entscheidungsstufe.

# $id ist der angegebene Name, in Anführungszeichen.
engine-unknown-basis = unbekannte Basis { $id }
# $basis ist der Kurzname der Basis (go-methods.ftl).
engine-basis-needs-points = die Basis { $basis } braucht { -points } oder einen Ausschnitt, um ihre Zentren darüber zu verteilen
engine-poly-degree = der Polynomgrad muss 1, 2 oder 3 sein, nicht { $degree }
engine-rbf-no-centre = die Gauß-Basis braucht mindestens ein Zentrum
engine-rbf-too-many = { $n } Gauß-Zentren sind mehr als die Grenze von { $max }
engine-rbf-width = die Gauß-Breite muss eine positive Zahl sein, nicht { $width }
engine-rbf-centre = Gauß-Zentrum: { $why }
engine-priors-count = die Priors brauchen einen Wert je Klasse ({ $k }), nicht { $n }
engine-prior-positive = der Prior der Klasse { $class } muss eine positive Zahl sein
engine-loss-rows = die Verlustmatrix braucht { $k } Zeilen, nicht { $n }
engine-loss-row = Zeile { $row } der Verlustmatrix braucht { $k } Einträge, nicht { $n }
engine-losses-finite = die Verluste müssen endliche Zahlen ≥ 0 sein
engine-reject-range = die Rückweisungsschwelle θ muss zwischen 0 und 1 liegen, nicht { $value }
engine-threshold-finite = die Schwelle auf h muss eine endliche Zahl sein
engine-field-posteriors = nur ein Feld mit A-posteriori-Wahrscheinlichkeiten kann Verluste gewichten oder zurückweisen
engine-field-weights = das Feld braucht ein { -weight } je Klasse
engine-field-weights-positive = die { -weights } des Felds müssen positive Zahlen sein
engine-field-loss = die Verlustmatrix des Felds braucht { $k }×{ $k } Einträge
engine-field-losses-finite = die Verluste des Felds müssen endliche Zahlen ≥ 0 sein
engine-field-reject = die Rückweisungsschwelle des Felds muss zwischen 0 und 1 liegen
engine-offsets-two-classes = Offsets je Klasse gibt es ab drei Klassen; zwei Klassen haben die Schwelle t
engine-offsets-count = die Offsets brauchen einen Wert je Klasse ({ $k }), nicht { $n }
engine-offset-finite = der Offset der Klasse { $class } muss eine endliche Zahl sein
engine-offsets-not-argmax = die Klassen dieses Modells sind nicht die größte von K Bewertungen (Stimmen von eine gegen alle oder eine gegen eine): kein Offset verschiebt eine Klasse allein
engine-offsets-loss = mit einer Verlustmatrix, die nicht 0-1 ist, entscheidet die Regel des minimalen Risikos, nicht die Bewertung der Kurve: die Offsets gewichten dann die A-posteriori-Wahrscheinlichkeiten vorher mit e^δₖ um, und der Punkt lässt sich nicht ziehen
engine-offsets-reject = mit einer Rückweisung θ hängt die Klasse auch von der größten A-posteriori-Wahrscheinlichkeit ab, nicht nur von der Bewertung der Kurve: setzen Sie θ auf 0, um zu ziehen
engine-field-row-length = Zeile { $row } hat { $n } Koeffizienten, erwartet { $want }
engine-field-row-finite = Zeile { $row } hat einen Koeffizienten, der nicht endlich ist
engine-field-quad-rows = ein quadratisches Feld braucht eine Form je Zeile
engine-field-quad-length = die quadratische Form { $form } hat { $n } Einträge, erwartet { $want }
engine-field-quad-finite = die quadratische Form { $form } hat einen Eintrag, der nicht endlich ist
engine-field-sign = ein Vorzeichenfeld hat eine Zeile und zwei Klassen
# $combine ist, wie das Feld seine Zeilen kombiniert, wie ein Skript es schreibt (argmax, ovr).
engine-field-per-class = ein { $combine }-Feld hat eine Zeile je Klasse
engine-field-ovo = ein Feld „eine gegen eine“ hat eine Zeile je Klassenpaar
engine-field-pair = ungültiges Klassenpaar { $pair }
engine-field-combine = unbekannte Kombination { $combine }
engine-field-probit = ein Probit-Feld braucht eine { $n }×{ $n }-Kovarianz
engine-margin-class = Klasse { $class } gehört nicht zu den Klassen des Felds
engine-margin-sign = Ränder brauchen ein Zwei-Klassen-Feld (Vorzeichen), kein { $combine }-Feld mit { $rows } Zeilen
engine-margin-no-point = kein { -point } der Klassen des Felds
engine-direction-zero = die Richtung { $direction } hat keine Länge
engine-kernel-degree = der Grad des Polynomkerns muss 1 bis 10 sein, nicht { $degree }
engine-kernel-coef0 = c₀ des Polynomkerns muss endlich und ≥ 0 sein (damit K positiv semidefinit ist)
# $kernel ist der angegebene Name, in Anführungszeichen.
engine-kernel-unknown = unbekannter Kern { $kernel } (linear, poly oder rbf)
engine-kernel-gamma = γ des Kerns muss positiv und endlich sein
engine-expansion-rows = eine Kernentwicklung braucht eine Zeile Koeffizienten je Zeile, hat { $n } für { $rows }
engine-expansion-row = Kernzeile { $row } hat { $n } Koeffizienten für { $points } { -points }
engine-expansion-finite = Kernzeile { $row } hat einen Koeffizienten, der nicht endlich ist
engine-expansion-point = ein { -point } der Kernentwicklung ist nicht endlich

## Zahlen, wie die Modelle sie zitieren: ihre signifikanten Stellen mit dem
## Dezimalzeichen der Sprache und eine Zehnerpotenz nach e ($exp ist "-09", "+06").

engine-num = { NUMBER($x, maximumFractionDigits: 20) }
engine-num-exp = { NUMBER($m, maximumFractionDigits: 20) }e{ $exp }
# $text ist NaN, +Inf oder -Inf.
engine-num-word = { $text }
