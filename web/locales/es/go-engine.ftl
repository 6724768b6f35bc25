### Las palabras de Hyperplane que vienen de los modelos (paquete engine): sus errores, por qué se detuvo el entrenamiento, notas y criterios, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Los ajustes de un método.

engine-param-refused = { $param }: { $why }
engine-no-param-none = no hay ningún parámetro { $key }; no hay parámetros
engine-no-param = no hay ningún parámetro { $key }; los parámetros son { $known }
engine-method-no-param-none = { $method } no tiene el parámetro { $key }; no tiene parámetros
engine-method-no-param = { $method } no tiene el parámetro { $key }; sus parámetros son { $known }
engine-value-not-number = { $value } no es un número
engine-value-not-finite = { $value } no es un número finito
engine-value-not-whole = { $value } no es un número entero
engine-value-outside = { $value } está fuera de { $min }..{ $max }
engine-value-not-choice = { $value } no es ninguna de las opciones
engine-value-not-bool = { $value } no es true ni false

## Los datos que recibe un método.

engine-classes-count = el número de clases debe estar entre 1 y { $max }, no { $n }
engine-too-many-points = { $n } puntos superan el límite de { $max }
engine-point-class = el punto { $point } tiene la clase { $class }, fuera de 1..{ $max }
engine-point-problem = punto { $point }: { $why }
engine-coord-not-finite = la coordenada { $value } no es un número finito
engine-coord-too-large = la coordenada { $value } supera el límite de { $max }
engine-unknown-method = algoritmo desconocido { $id }
engine-two-classes = añade puntos de al menos dos clases para entrenar

## Por qué se detuvo el entrenamiento, las notas y el criterio de cada método.
## Los símbolos matemáticos son los de los apuntes.

engine-fausett-converged = ningún { -weight } cambió en la época { $epoch }: convergió tras { $updates } actualizaciones
engine-fausett-overflow = los { -weights } se desbordaron; se deshizo la última actualización
engine-fausett-step-limit = los { -weights } seguían cambiando en la época { $epoch }; puede que las clases no sean separables con una banda θ = { $theta }
engine-criterion-fausett = J(a) = Σ sobre los puntos que actualizan de (θ − t·y_in)
engine-fisher-ridge = S_W es singular; se resolvió (S_W + λI) w = m₁ − m₂ con λ = { $lambda }
engine-fisher-closed-form = forma cerrada: w = S_W⁻¹(m₁ − m₂)
engine-criterion-fisher = criterio de Fisher J(w), maximizado
engine-fisher-zero = la dirección de Fisher es nula
engine-fisher-two-classes = el discriminante de Fisher necesita puntos de ambas clases
engine-fisher-means-coincide = las medias de las dos clases coinciden, así que S_W⁻¹(m₁ − m₂) = 0 y la dirección de Fisher no está definida
engine-class-no-points = la clase { $class } no tiene puntos
engine-eigen-no-convergence = la descomposición espectral simétrica no convergió
engine-fisher-multi-means-coincide = las medias de las clases coinciden, así que S_B = 0 y las direcciones de Fisher no están definidas
engine-fisher-multi-ridge = S_W es singular; se factorizó S_W + λI con λ = { $lambda }
engine-criterion-fisher-multi = criterio de Fisher J(W) = Σ λ_i (maximizado)
engine-fisher-multi-closed-form = forma cerrada: vectores propios generalizados de S_B w = λ S_W w
engine-sw-problem = S_W: { $why }
engine-criterion-generative = log-verosimilitud negativa −ln p(D|θ)
engine-generative-closed-form = forma cerrada: medias, covarianzas y probabilidades a priori de las clases
engine-no-points = no hay puntos
engine-generative-evidence = ln p(D) con Σₖ sustituida por su estimación, no integrada; μₖ ~ N(μ₀ = φ({ $x }, { $y }), { $s }²I) y π ~ Dirichlet({ $pseudo }, …) integradas
engine-no-evidence = sin evidencia: { $why }
engine-pooled-undefined = N = K: la covarianza combinada insesgada S_W/(N − K) no está definida (0/0); se usó S_W = 0
engine-one-point-class = la clase { $classes } tiene un solo punto: su covarianza insesgada S_k/(N_k − 1) no está definida (0/0); se usó S_k = 0
engine-class-problem = clase { $class }: { $why }
engine-sigma-of-class = Σ de la clase { $class }
engine-sigma-shared = la Σ compartida
engine-sigma-singular = { $sigma } es singular: se sumó { $ridge }·I
engine-covariance-not-inverted = clase { $class }: no se pudo invertir la covarianza
engine-fit-not-finite = el modelo ajustado no es finito: { $why }
engine-map-not-definite = clase { $class }: Σ_ML + Σ₀ no es definida positiva
engine-map-singular = clase { $class }: matriz singular o casi singular con número de condición { $cond }
engine-map-estimates = estimaciones MAP con Σ₀ = { $s }²·I y μ₀ = ({ $x }, { $y })
engine-variances-raised = { $n ->
    [one] { $n } varianza se elevó al suelo { $floor }
   *[other] { $n } varianzas se elevaron al suelo { $floor }
}
engine-var-smoothing = ε = { $eps } (var_smoothing { $smoothing } × varianza máxima { $top }) sumado a cada varianza
engine-evidence-mean = la evidencia de una media necesita puntos y una varianza a priori > 0
engine-evidence-not-definite = Σ/N + Σ₀ no es definida positiva
engine-solution-not-finite = la solución no es finita
engine-matrix-not-finite = la matriz que hay que factorizar no es finita
engine-matrix-no-ridge = no se pudo factorizar la matriz ni siquiera con regularización (ridge)
engine-ls-ill-conditioned = la matriz de diseño está mal condicionada: solución por SVD
engine-ls-rank-deficient = la matriz de diseño tiene rango { $rank } < { $cols } (puntos colineales o repetidos): solución de norma mínima por SVD
engine-ls-fewer-points = menos puntos ({ $rows }) que { -weights } ({ $cols }): solución de norma mínima por SVD
engine-ls-not-finite = la solución de mínimos cuadrados no es finita
engine-ls-no-convergence = la descomposición en valores singulares no convergió
engine-ls-zero = la matriz de diseño es nula
engine-ho-kashyap-cannot-solve = Ho-Kashyap no puede resolver a = Z†b: { $why }
engine-ho-kashyap-problem = Ho-Kashyap: { $why }
engine-ho-kashyap-separable = separable: todo |e_n| ≤ { $bmin }, así que Za ≥ b − b_min > 0
engine-ho-kashyap-not-separable = no separable: e = Za − b ≤ 0 con min e_n = { $emin } < 0, mientras que Zᵀe = 0, así que ningún a hace positivos todos los y·aᵀz
engine-ho-kashyap-overflow = los márgenes se desbordaron
engine-ho-kashyap-step-limit = detenido tras { $steps } pasos con max e_n = { $emax }
engine-criterion-ho-kashyap = error cuadrático J_s(a, b) = ‖Za − b‖²
engine-criterion-least-squares = suma de cuadrados ½‖ZW̃ − T‖²
engine-least-squares-closed-form = forma cerrada: W̃ = Z†T por QR
engine-ls-solution-problem = la solución de mínimos cuadrados Z†b: { $why }
engine-lms-note = Z†b: { $note }
engine-lms-diverging-single = diverge: ‖a‖ superó 10⁶ veces ‖Z†b‖, así que se deshizo la última corrección; baja η₁ para que η₁‖z‖² < 2
engine-lms-converged-single = toda corrección de la época { $epoch } fue menor que θ = { $theta }
engine-stopped-epochs = detenido tras { $n } épocas
engine-stopped-steps = detenido tras { $n } pasos
engine-lms-diverging-batch = diverge: ‖a‖ superó 10⁶ veces ‖Z†b‖, así que se deshizo el último paso; baja η₁ para que η₁λ_max(ZᵀZ) < 2
engine-lms-converged-batch = el paso ‖η_k Zᵀ(b − Za)‖ = { $step } fue menor que θ = { $theta }
engine-criterion-squared-error = error cuadrático J_s(a) = ‖Za − b‖²
engine-mse-means-coincide = las medias de las clases coinciden, así que la dirección de Fisher S_W⁻¹(m₁ − m₂) es 0 y a = Z†b = 0: la frontera no está definida
engine-mse-closed-form = forma cerrada: a = Z†b por QR
engine-gradient-converged = ‖∇E‖/N < { $tol }
engine-newton-unfactorizable = { $hessian ->
    [symbol] no se pudo factorizar H ni siquiera con regularización, así que el método de Newton no puede seguir
   *[word] no se pudo factorizar la hessiana ni siquiera con regularización, así que el método de Newton no puede seguir
}
engine-newton-not-finite = el paso de Newton H⁻¹∇E no es finito
engine-newton-rounding = E ya no disminuye en la dirección de Newton (redondeo): ‖∇E‖/N = { $grad }
engine-laplace-unfactorizable = no se pudo factorizar H: la varianza predictiva se muestra como 0
engine-laplace-ridge = H está mal condicionada; se invirtió H + λI con λ = { $lambda } para la covarianza de Laplace
engine-logistic-newton-ridge = H = ΦᵀRΦ + αI es singular (puntos colineales, o α = 0 con puntos saturados); el paso de Newton resolvió (H + λI)δ = ∇E con λ = { $lambda }
engine-logistic-bayes-alpha = la regresión logística bayesiana necesita una precisión a priori α > 0
engine-weights-overflow = los { -weights } se desbordaron, así que se deshizo el último paso: baja la tasa de aprendizaje η
engine-logistic-no-optimum = los { -weights } separan las clases, así que E(w) sigue bajando a medida que ‖w‖ crece: la máxima verosimilitud no tiene óptimo finito en datos separables. Añade una a priori (α > 0) para obtener una respuesta finita.
engine-stopped-passes = detenido tras { $n } pasadas por los datos
engine-criterion-cross-entropy = entropía cruzada E(w)
engine-laplace-alpha = la evidencia de Laplace necesita una precisión a priori α > 0
engine-evidence-points = la evidencia necesita puntos
engine-laplace-hessian = no se pudo factorizar la hessiana en a_MAP
engine-evidence-weight = la evidencia necesita al menos un { -weight }
engine-evidence-rows = las filas z tienen longitudes distintas
engine-evidence-row-finite = una fila z no es finita
engine-evidence-targets = los objetivos t deben ser 1 o 0
engine-softmax-no-optimum = las filas clasifican cada punto con un { -margin }, así que E(W) sigue bajando a medida que ‖W‖ crece: la máxima verosimilitud no tiene óptimo finito en datos separables. Añade decaimiento de pesos (λ > 0) para obtener una respuesta finita.
engine-softmax-newton-ridge = la softmax está sobreparametrizada, así que con λ = 0 (o puntos saturados) la hessiana es singular; el paso de Newton resolvió (H + λ'I)δ = ∇E con λ' = { $lambda }
engine-criterion-softmax = entropía cruzada E(W) = −ΣΣ t ln y + ½λ‖W‖²
engine-unknown-strategy = estrategia desconocida { $strategy }
engine-sub-rest = { $a } contra el resto
engine-sub-pair = { $a } contra { $b }
engine-sub-problem = { $sub }: { $why }
engine-sub-value = { $value } ({ $sub })
engine-criterion-summed = { $criterion }, sumado sobre los subproblemas
engine-perceptron-converged = todo punto tiene y·aᵀz > { $b }: convergió tras { $updates } actualizaciones
engine-perceptron-step-limit = ningún hiperplano separador tras { $n } épocas; puede que las clases no sean linealmente separables
engine-perceptron-overflow = los { -weights } se desbordaron
engine-criterion-perceptron = criterio del perceptrón J(a) = Σ_errores (b − y aᵀz)
engine-batch-none-misclassified = ningún punto está mal clasificado
engine-batch-converged = ningún punto está mal clasificado tras { $n } actualizaciones por lotes
engine-batch-short-update = la última actualización fue menor que θ: |η_k Σ y z| = { $update } < { $theta }, aunque algunos puntos siguen mal clasificados
engine-batch-step-limit = ningún hiperplano separador tras { $n } actualizaciones por lotes; puede que las clases no sean linealmente separables
engine-criterion-perceptron-batch = criterio del perceptrón J(a) = −Σ_errores y aᵀz
engine-dual-converged = una pasada entera sin errores: todo punto tiene y·aᵀz > { $b } tras { $updates } actualizaciones
engine-dual-overflow = los coeficientes se desbordaron
engine-criterion-perceptron-kernel = criterio del perceptrón J = Σ_errores (b − y f(x))
engine-relaxation-converged = todo punto tiene aᵀz > ξ = { $xi }
engine-relaxation-overflow = los { -weights } se desbordaron, así que se deshizo la última actualización: baja η
engine-relaxation-converged-after = todo punto tiene aᵀz > ξ = { $xi } tras { $n } correcciones
engine-relaxation-short = { $what ->
    [update] la última actualización fue
   *[epoch] toda corrección de la última época fue
} menor que θ = { $theta }: { $n } puntos están sobre sus planos aᵀz = ξ salvo J_r = { $jr }, así que las correcciones se acercan al { -margin } sin rebasarlo
engine-relaxation-step-limit = { $n } puntos siguen con aᵀz ≤ ξ en el límite de pasos; puede que las clases no sean linealmente separables
engine-relaxation-rounding = { $n } puntos están sobre sus planos aᵀz = ξ salvo redondeo (J_r = { $jr }): las correcciones se acercan al { -margin } sin rebasarlo; prueba con η > 1
engine-criterion-relaxation = criterio de relajación J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖²
engine-criterion-smo = objetivo de SMO f(α) = ½‖w‖² − Σα = −W(α) (minimizado)
engine-criterion-smo-kernel = objetivo de SMO f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α) (minimizado)
engine-kernel-basis-unused = el núcleo actúa sobre los propios puntos (x, y) y ocupa el lugar de la base: la base elegida no se usa
engine-kernel-overflow = los valores del núcleo se desbordan en estos puntos; baja γ o el grado, o cambia la escala de los datos
engine-kernel-not-separable = no hay { -boundary } separadora en el espacio de características del núcleo con un { -margin } mayor que { $eps } (ε·R con R = { $r }): el { -margin } es como mucho ‖w‖/Σα = { $bound }. Usa el margen blando.
engine-svm-too-large = los vectores de características son demasiado grandes para la máquina de vectores de soporte
engine-svm-too-close = los puntos están a menos de { $min } unos de otros en el espacio de características, demasiado cerca para el margen duro; usa el margen blando
engine-svm-not-separable = ningún hiperplano separa las clases con un { -margin } mayor que { $eps } (ε·R con R = { $r }): el { -margin } es como mucho ‖w‖/Σα = { $bound } mientras Σα = { $sum } sigue creciendo. Usa el margen blando.
engine-svm-two-classes = la máquina de vectores de soporte necesita puntos de ambas clases
engine-svm-overflow = los multiplicadores se desbordaron
engine-svm-overflow-rescale = los multiplicadores de la máquina de vectores de soporte se desbordaron; cambia la escala de los datos
engine-svm-converged = se cumplen las condiciones KKT: m(α) − M(α) = { $gap } ≤ { $tol } tras { $n } actualizaciones de pareja
engine-svm-step-limit = detenido tras { $n } pasos con m(α) − M(α) = { $gap }
engine-svm-alpha-zero = α = 0 y por tanto w = 0: todavía no hay { -boundary } ni { -margin } 1/‖w‖ que mostrar
engine-svm-w-zero = w = 0 exactamente: el óptimo no pone ningún { -weight } en las características (como cuando un punto de una clase está dentro de la envolvente convexa de la otra y C es pequeño), así que cada punto lo decide solo el { -bias }; no hay { -boundary } ni { -margin } 1/‖w‖
engine-svm-w-tiny = w es cero dentro de la tolerancia: ‖w‖·R = { $wr } ≤ tol = { $tol } (R = { $r } el radio de los datos), así que w cambia h menos que la tolerancia en cualquier punto de los datos; el óptimo tiene w = 0 y el { -margin } 1/‖w‖ = { $margin } que da el residuo no significa nada, así que no se muestra

## Bases, núcleos, campos y la etapa de decisión.

engine-unknown-basis = base desconocida { $id }
engine-basis-needs-points = la base { $basis } necesita puntos, o una vista, sobre los que colocar sus centros
engine-poly-degree = el grado del polinomio debe ser 1, 2 o 3, no { $degree }
engine-rbf-no-centre = la base gaussiana necesita al menos un centro
engine-rbf-too-many = { $n } centros gaussianos superan el límite de { $max }
engine-rbf-width = el ancho gaussiano debe ser un número positivo, no { $width }
engine-rbf-centre = centro gaussiano: { $why }
engine-priors-count = las probabilidades a priori necesitan un valor por clase ({ $k }), no { $n }
engine-prior-positive = la probabilidad a priori de la clase { $class } debe ser un número positivo
engine-loss-rows = la matriz de pérdidas necesita { $k } filas, no { $n }
engine-loss-row = la fila { $row } de la matriz de pérdidas necesita { $k } entradas, no { $n }
engine-losses-finite = las pérdidas deben ser números finitos ≥ 0
engine-reject-range = el umbral de rechazo θ debe estar entre 0 y 1, no { $value }
engine-threshold-finite = el umbral sobre h debe ser un número finito
engine-field-posteriors = solo un campo con probabilidades a posteriori puede ponderar pérdidas o rechazar
engine-field-weights = el campo necesita un { -weight } por clase
engine-field-weights-positive = los { -weights } del campo deben ser números positivos
engine-field-loss = la matriz de pérdidas del campo necesita { $k }×{ $k } entradas
engine-field-losses-finite = las pérdidas del campo deben ser números finitos ≥ 0
engine-field-reject = el umbral de rechazo del campo debe estar entre 0 y 1
engine-offsets-two-classes = los desplazamientos por clase son para tres clases o más; dos clases tienen el umbral t
engine-offsets-count = los desplazamientos necesitan un valor por clase ({ $k }), no { $n }
engine-offset-finite = el desplazamiento de la clase { $class } debe ser un número finito
engine-offsets-not-argmax = las clases de este modelo no son la mayor de K puntuaciones (votos de uno contra el resto o uno contra uno): ningún desplazamiento mueve una sola clase
engine-offsets-loss = con una matriz de pérdidas que no es 0-1 decide la regla de mínimo riesgo, no la puntuación de la curva: los desplazamientos reponderan entonces las probabilidades a posteriori por e^δₖ antes de ella, y el punto no se puede arrastrar
engine-offsets-reject = con un θ de rechazo la clase depende también de la mayor probabilidad a posteriori, no solo de la puntuación de la curva: pon θ a 0 para arrastrar
engine-field-row-length = la fila { $row } tiene { $n } coeficientes, se esperaban { $want }
engine-field-row-finite = la fila { $row } tiene un coeficiente que no es finito
engine-field-quad-rows = un campo cuadrático necesita una forma por fila
engine-field-quad-length = la forma cuadrática { $form } tiene { $n } entradas, se esperaban { $want }
engine-field-quad-finite = la forma cuadrática { $form } tiene una entrada que no es finita
engine-field-sign = un campo de signo tiene una fila y dos clases
engine-field-per-class = un campo { $combine } tiene una fila por clase
engine-field-ovo = un campo de uno contra uno tiene una fila por pareja de clases
engine-field-pair = pareja de clases incorrecta { $pair }
engine-field-combine = combinación desconocida { $combine }
engine-field-probit = un campo probit necesita una covarianza { $n }×{ $n }
engine-margin-class = la clase { $class } no es una de las clases del campo
engine-margin-sign = los márgenes necesitan un campo de dos clases (signo), no un campo { $combine } con { $rows } filas
engine-margin-no-point = ningún punto de las clases del campo
engine-direction-zero = la dirección { $direction } no tiene longitud
engine-kernel-degree = el grado del núcleo polinómico debe ser de 1 a 10, no { $degree }
engine-kernel-coef0 = el c₀ del núcleo polinómico debe ser finito y ≥ 0 (para que K sea semidefinido positivo)
engine-kernel-unknown = núcleo desconocido { $kernel } (linear, poly o rbf)
engine-kernel-gamma = el γ del núcleo debe ser positivo y finito
engine-expansion-rows = un desarrollo en núcleos necesita una fila de coeficientes por fila; tiene { $n } para { $rows }
engine-expansion-row = la fila { $row } del núcleo tiene { $n } coeficientes para { $points } puntos
engine-expansion-finite = la fila { $row } del núcleo tiene un coeficiente que no es finito
engine-expansion-point = un punto del desarrollo en núcleos no es finito

## Los números, tal como los citan los modelos: sus cifras significativas con el
## signo decimal de la configuración regional, y una potencia de diez tras la e ($exp es "-09", "+06").

engine-num = { NUMBER($x, maximumFractionDigits: 20) }
engine-num-exp = { NUMBER($m, maximumFractionDigits: 20) }e{ $exp }
engine-num-word = { $text }
