### Las palabras de Hyperplane para los métodos (el catálogo del paquete engine): sus nombres, resúmenes, ayuda, ajustes y los valores que informan, y las bases, en español.
### Los símbolos matemáticos son los de los apuntes; un curso puede cambiar las palabras que los rodean.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Las familias de métodos, en el orden de los apuntes.

family-discriminant = Funciones discriminantes
family-generative = Modelos generativos probabilísticos
family-discriminative = Modelos discriminativos probabilísticos
family-margin = Margen máximo

## Los métodos y sus ajustes: method-<id> es el nombre, -summary, -help
## y -short (el nombre en una columna estrecha) sus otras palabras, y
## method-<id>-<ajuste> la etiqueta de un ajuste con su -help y sus opciones.
## param-… son ajustes que comparten varios métodos.

method-perceptron-fausett = Perceptrón (Fausett, banda de umbral θ)
method-perceptron-fausett-summary = Perceptrón de Fausett: salida +1, 0 o −1 con una banda de indecisión |y_in| ≤ θ; actualiza a ← a + α t z siempre que la salida difiera del objetivo.
method-perceptron-fausett-help = La entrada neta es y_in = b + Σ w_i x_i, de modo que el sesgo b va primero: a = (b, w) y z = (1, x). Los objetivos son bipolares: t = +1 para la clase 1 y −1 para la clase 2. La salida es 1 si y_in > θ, 0 si −θ ≤ y_in ≤ θ y −1 si y_in < −θ, así que dos rectas limitan la banda: H⁺: y_in = θ y H⁻: y_in = −θ; los puntos de la banda quedan sin decidir y cuentan como errores. Hay actualización exactamente cuando la salida difiere del objetivo, es decir, cuando t·y_in ≤ θ. El entrenamiento se detiene tras una época en la que no cambió ningún peso (paso 6 de los apuntes) o al llegar al límite de pasos. Con a₀ = 0, el número de actualizaciones en datos separables es como mucho (R² + 2θ/α)/γ² (el argumento de Novikoff con la banda como margen).
method-perceptron-fausett-short = perceptrón (Fausett)
method-perceptron-fausett-theta = Umbral θ
method-perceptron-fausett-theta-help = Semiancho de la banda de indecisión: salida 0 cuando |y_in| ≤ θ.
method-perceptron-fausett-alpha = Tasa de aprendizaje α
method-perceptron-fausett-alpha-help = El paso a ← a + α t z, con 0 < α ≤ 1 como en los apuntes.
method-fisher = Discriminante lineal de Fisher
method-fisher-summary = Proyecta sobre la dirección w ∝ S_W⁻¹(m₁ − m₂) que maximiza J(w) = (m₁ − m₂)² / (s₁² + s₂²) y después aplica un umbral.
method-fisher-help = S_k = Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ y S_W = S₁ + S₂ son sumas, no divididas por N; S_B = (m₁ − m₂)(m₁ − m₂)ᵀ, de modo que J(w) = wᵀS_B w / wᵀS_W w como en los apuntes. w se escala a longitud unidad y apunta de la clase 2 hacia la clase 1; x se asigna a la clase 1 cuando wᵀx ≥ t. Cuando S_W es singular se suma una pequeña regularización λI (ridge) y la página lo indica.
method-fisher-short = Fisher
method-fisher-threshold = Umbral t
method-fisher-threshold-help = Punto medio: a mitad de camino entre las medias proyectadas de las clases. Gaussiano: el umbral de Bayes para dos gaussianas 1-D con una varianza compartida (de máxima verosimilitud) y probabilidades a priori N_k/N. Óptimo: el umbral con menos errores de entrenamiento.
method-fisher-threshold-midpoint = punto medio de las medias proyectadas
method-fisher-threshold-bayes = gaussiano (Bayes) con a priori
method-fisher-threshold-best = menos errores de entrenamiento
method-fisher-multi = Discriminante de Fisher (K clases)
method-fisher-multi-summary = Proyecta sobre las K−1 direcciones que resuelven S_B w = λ S_W w y asigna x a la clase cuya media proyectada está más cerca.
method-fisher-multi-help = S_W = Σ_k Σ_{"{"}n∈C_k{"}"} (x_n − m_k)(x_n − m_k)ᵀ y S_B = Σ_k N_k (m_k − m)(m_k − m)ᵀ, con m la media global, son sumas (Bishop §4.1.6). Las direcciones w_i son los vectores propios generalizados de S_B w = λ S_W w con los mayores valores propios, como mucho min(K−1, D) de ellos, normalizados de modo que w_iᵀ S_W w_j = δ_ij: la dispersión intraclase proyectada es la identidad, y J(W) = Tr{"{"}(W S_W Wᵀ)⁻¹ W S_B Wᵀ{"}"} = Σ λ_i. Se obtienen mediante una factorización de Cholesky S_W = LLᵀ y una descomposición espectral simétrica de L⁻¹ S_B L⁻ᵀ, nunca invirtiendo S_W; cuando S_W es singular se suma una pequeña regularización λI (ridge) y la página lo indica. Cada dirección lleva el signo que deja la media proyectada de la clase 1 por encima de la media global. x va a la clase cuya media proyectada μ_k está más cerca (euclídea en la proyección, que está blanqueada), lo cual es lineal: h_k(x) = μ_kᵀ W φ(x) − ½‖μ_k‖². Con probabilidades a priori se suma ln(N_k/N)/N a h_k: la regla de Bayes para gaussianas con la covarianza compartida de máxima verosimilitud S_W/N, que en la proyección es I/N.
method-fisher-multi-short = Fisher, K clases
method-fisher-multi-rule = Decisión
method-fisher-multi-rule-help = La media proyectada de clase más cercana, o la regla de Bayes gaussiana en la proyección con probabilidades a priori N_k/N.
method-fisher-multi-rule-nearest = media proyectada más cercana
method-fisher-multi-rule-priors = gaussiana con a priori N_k/N
value-j = J(W) = Σ λ_i
method-gauss-var-smoothing = var_smoothing
method-gauss-var-smoothing-help = El var_smoothing de scikit-learn: ε = var_smoothing · max_j Var(φ_j) se suma a cada varianza (por defecto 1e-9).
param-cov = Covarianza
param-cov-ml = máxima verosimilitud (÷ N_k)
param-cov-unbiased = insesgada (÷ N_k − 1)
param-varfix = Varianzas pequeñas
param-varfix-help = Suelo: una varianza inferior a 1e-9 de la mayor varianza de clase se eleva hasta ese valor. Aditivo: el GaussianNB de scikit-learn, que suma ε = var_smoothing · max_j Var(φ_j) a cada varianza (Var sobre todos los puntos, dividida por N).
param-varfix-floor = suelo en 1e-9 de la mayor
param-varfix-additive = sumar ε (var_smoothing de scikit-learn)
param-estimate = Estimación
param-estimate-help = Máxima verosimilitud, o MAP con la distribución a priori conjugada de los apuntes (pseudoconteos para las probabilidades a priori, una a priori gaussiana para las medias y las covarianzas).
param-estimate-ml = máxima verosimilitud
param-estimate-map = MAP con una a priori
param-estimate-pseudo = Pseudoconteos a priori N_k0
param-estimate-pseudo-help = MAP: los conteos a priori que se suman al conteo de cada clase.
param-estimate-prior-x = Media a priori μ₀: x
param-estimate-prior-x-help = MAP: la coordenada x de la media a priori de cada clase.
param-estimate-prior-y = Media a priori μ₀: y
param-estimate-prior-y-help = MAP: la coordenada y de la media a priori de cada clase.
param-estimate-prior-s = Dispersión a priori s₀
param-estimate-prior-s-help = MAP: Σ₀ = s₀²I, la covarianza a priori; un s₀ pequeño atrae las estimaciones hacia la a priori.
method-ho-kashyap = Ho-Kashyap
method-ho-kashyap-summary = Minimiza ‖Za − b‖² en a y en los márgenes b > 0: aumenta b donde el error es positivo y después a = Z†b.
method-ho-kashyap-help = Los vectores normalizados z = y·(1, x), con y = +1 para la clase 1 y −1 para la clase 2, forman las filas de Z; a = (w₀, w). Parte de b = b₀·1 y a = Z†b. Cada paso calcula el error e = Za − b y su parte positiva e⁺ = ½(e + |e|), aumenta b ← b + 2η e⁺ (así b solo crece y sigue siendo positivo) y vuelve a resolver a = Z†b mediante QR (SVD cuando Z no tiene rango completo), nunca invirtiendo ZᵀZ. Se detiene como separable cuando todo |e_n| ≤ b_min, pues entonces Za ≥ b − b_min > 0; y como no separable cuando e ≤ 0 con algún e_n < −b_min: como Zᵀe = 0 en la solución de mínimos cuadrados, ningún a puede hacer positivas todas las componentes de Za. Con 0 < η < 1 converge en datos separables. Umbral de parada: la tolerancia b_min (10⁻⁶ por defecto) sobre cada |e_n|; las componentes de e a menos de 10⁻¹²(1 + max b_n) de 0 cuentan como 0 en la prueba e ≤ 0. Los valores b_n y e_n de cada punto se muestran al pasar el puntero por encima, y la vista de márgenes dibuja e_n en cada punto: un segmento a lo largo de w desde el punto hasta donde su margen y·aᵀz igualaría b_n (de longitud |e_n|/‖w‖), verde donde e_n > 0 (b_n crece) y rojo donde e_n < 0.
method-ho-kashyap-short = Ho-Kashyap
method-ho-kashyap-b0 = Margen inicial b₀
method-ho-kashyap-b0-help = El vector de márgenes inicial b = b₀·1 (b₀ > 0).
method-ho-kashyap-eta = Tasa de aprendizaje η
method-ho-kashyap-eta-help = b ← b + 2η e⁺; 0 < η < 1 para converger.
method-ho-kashyap-bmin = Tolerancia b_min
method-ho-kashyap-bmin-help = Separable cuando todo |e_n| ≤ b_min; no separable cuando e ≤ 0 tiene una componente por debajo de −b_min.
method-ho-kashyap-max-steps = Límite de pasos
method-ho-kashyap-max-steps-help = El entrenamiento se detiene tras este número de pasos.
value-emax = max e_n
value-emin = min e_n
value-bmin = min b_n
param-kernel = Núcleo
param-kernel-help = El núcleo (kernel) K(x, x') = φ(x)ᵀφ(x') que sustituye al producto escalar. Lineal: uᵀv (los pesos w son explícitos). Polinómico: (γ uᵀv + c₀)^d. Gaussiano (RBF): exp(−γ‖u − v‖²), un espacio de características de dimensión infinita. Con un núcleo que no sea lineal, la función de decisión es f(x) = Σ αₙ yₙ K(xₙ, x) + b y w nunca se forma (Bishop §6.1, §7.1); el núcleo actúa sobre los propios puntos (x, y) y ocupa el lugar de la base.
param-kernel-linear = lineal
param-kernel-poly = polinómico
param-kernel-rbf = gaussiano (RBF)
param-kernel-gamma = γ del núcleo
param-kernel-gamma-help = La escala γ de los núcleos polinómico y gaussiano. En el gaussiano, 1/√(2γ) es el ancho de la campana de cada punto: un γ grande convierte cada punto en una isla propia.
param-kernel-degree = Grado d del núcleo
param-kernel-degree-help = El grado d del núcleo polinómico.
param-kernel-coef0 = c₀ del núcleo
param-kernel-coef0-help = La constante c₀ del núcleo polinómico: con c₀ > 0 intervienen todos los monomios hasta el grado d; con c₀ = 0, solo los de grado d.
method-least-squares = Mínimos cuadrados (K clases)
method-least-squares-summary = Ajusta K funciones lineales y_k(x) = w̃_kᵀz a objetivos one-hot por mínimos cuadrados; asigna x a la mayor.
method-least-squares-help = Los objetivos son 1-de-K: t_n tiene un 1 en la posición de la clase de x_n. Los pesos W̃ minimizan ‖ZW̃ − T‖², con z = (1, x) en las filas de Z; se obtienen con una factorización QR de Z (o su SVD cuando Z no tiene rango completo, que da la solución de norma mínima), nunca invirtiendo ZᵀZ. Los mínimos cuadrados son sensibles a los valores atípicos: los puntos alejados en el lado correcto también tiran de la frontera.
method-least-squares-short = mínimos cuadrados
param-bvec = Vector de márgenes b
param-bvec-help = Todo unos: b_n = 1 para cada punto. Codificación de Fisher: b_n = n/n₁ para los puntos de la clase 1 y n/n₂ para los de la clase 2, lo que hace que la solución sea la dirección de Fisher con el umbral w₀ = −mᵀw en la media global m (apuntes 002).
param-bvec-ones = b = 1 (todo unos)
param-bvec-fisher = b_n = n/n_k (Fisher)
method-lms-schedule = Esquema de la tasa
method-lms-schedule-help = η₁/k: η_k = η₁/k, donde k cuenta las correcciones hechas (apuntes 002 y Duda, Hart y Stork); con él, a converge a la solución de mínimos cuadrados, despacio si η₁ es pequeño. η₁/época: la tasa vale η₁/e durante la época e. Constante: η_k = η₁, con la que a sigue vagando alrededor de la solución de mínimos cuadrados.
method-lms-schedule-inverse = η₁ / k
method-lms-schedule-epoch = η₁ / época
method-lms-schedule-constant = η₁ constante
method-lms = Widrow-Hoff (LMS)
method-lms-summary = Descenso de gradiente secuencial sobre J_s(a) = ‖Za − b‖²: recorre los puntos y mueve a en η_k (b_k − aᵀz_k) z_k.
method-lms-help = Los vectores normalizados z = y·(1, x), con y = +1 para la clase 1 y −1 para la clase 2, forman las filas de Z; a = (w₀, w). Cada visita aplica la corrección a ← a + η_k (b_k − aᵀz_k) z_k, incluso a los puntos que ya están en el lado correcto, de modo que la regla minimiza el error cuadrático J_s(a) = ‖Za − b‖² y tiende a la solución de mínimos cuadrados Z†b y no a un hiperplano separador. La página muestra la distancia ‖a − Z†b‖, con Z†b resuelto una vez por QR (o SVD cuando Z no tiene rango completo). Mantén η₁‖z‖² por debajo de 2 o las primeras correcciones se pasarán de largo. Se detiene tras una época en la que toda corrección |η_k (b_k − aᵀz_k) z_k| fue menor que θ (la prueba de los apuntes, exigida a una pasada entera) o al llegar al límite de pasos. La regla por lotes a ← a + η_k Zᵀ(b − Za) toma todo el gradiente de una vez (k cuenta sus pasos, cada uno una pasada); se detiene cuando ‖η_k Zᵀ(b − Za)‖ < θ.
method-lms-short = Widrow-Hoff
method-lms-rule = Regla
method-lms-rule-help = Muestra a muestra: la regla de Widrow-Hoff de los apuntes, una corrección por cada punto visitado. Por lotes: el descenso de gradiente de los apuntes sobre el criterio completo, a ← a + η_k Zᵀ(b − Za) (−½η_k∇J_s), un paso por pasada; solo es estable mientras η_k λ_max(ZᵀZ) < 2, y λ_max(ZᵀZ) crece con el número de puntos.
method-lms-rule-single = muestra a muestra (Widrow-Hoff)
method-lms-rule-batch = por lotes a ← a + ηZᵀ(b − Za)
method-lms-eta = Tasa de aprendizaje η₁
method-lms-eta-help = La primera tasa η₁ del esquema.
method-lms-theta = Umbral de parada θ
method-lms-theta-help = Parar tras una época en la que toda corrección fue menor que θ (por lotes: tras un paso ‖η_k Zᵀ(b − Za)‖ menor que θ).
value-dist = ‖a − Z†b‖
value-jmin = J_s(Z†b)
value-eta = η_k
param-logistic-alpha = Precisión a priori α
param-logistic-alpha-help = Precisión de la distribución a priori gaussiana N(a | 0, α⁻¹I) sobre todos los pesos, sesgo incluido; 0 da máxima verosimilitud.
param-logistic-alpha-bayes-help = Precisión de la distribución a priori gaussiana N(a | 0, α⁻¹I) sobre todos los pesos, sesgo incluido. Debe ser positiva: la aproximación de Laplace necesita una estimación MAP finita y una H invertible.
param-logistic-method = Método
param-logistic-method-help = Gradiente por lotes: a ← a − (η/N)∇E sobre todos los puntos. Gradiente estocástico: recorre los puntos en un orden que se baraja en cada época (con semilla) y mueve a ← a − η_k[(y_n − t_n)z_n + (α/N)a] por punto, o por minilote de B puntos con la media de sus gradientes. Newton (IRLS): a ← a − H⁻¹∇E con H = ΦᵀRΦ + αI, R = diag(y_n(1 − y_n)), resuelto por Cholesky; son los mínimos cuadrados reponderados iterativamente (apuntes 003). El paso se divide por la mitad mientras aumentaría E.
param-logistic-method-gradient = descenso de gradiente por lotes
param-logistic-method-sgd = descenso de gradiente estocástico
param-logistic-method-newton = Newton (IRLS)
param-logistic-eta = Tasa de aprendizaje η
param-logistic-eta-help = Tamaño de paso de los métodos de gradiente: a ← a − (η/N)∇E en el método por lotes, a ← a − η_k ∇E_n por punto en el estocástico. El método de Newton no usa tasa.
param-logistic-schedule = Esquema de la tasa
param-logistic-schedule-help = Solo gradiente estocástico. Constante: η_k = η, con la que a sigue vagando cerca del óptimo. η/época: la tasa es η/e durante la época e, de modo que Σ η_k = ∞ y Σ η_k² < ∞ y a se asienta.
param-logistic-schedule-constant = η constante
param-logistic-schedule-epoch = η / época
param-logistic-tol = Tolerancia
param-logistic-tol-help = Parar cuando ‖∇E‖/N baje de este valor.
param-logistic-max-steps = Límite de pasos (épocas)
param-logistic-max-steps-help = El entrenamiento se detiene tras este número de pasadas por los datos: pasos de los métodos por lotes y de Newton, épocas del estocástico.
param-logistic-batch = Tamaño del minilote B
param-logistic-batch-help = Solo gradiente estocástico: cada actualización usa el gradiente medio de los B puntos siguientes del orden barajado, a ← a − η_k[(1/B)Σ(y_n − t_n)z_n + (α/N)a]; B = 1 es la regla de un solo punto de los apuntes.
param-logistic-unit = Un paso es
param-logistic-unit-help = Solo gradiente estocástico: si un paso de la animación hace una actualización (un minilote) o una época entera de actualizaciones. Cada paso evalúa además E y ∇E sobre todos los puntos, para la página y la regla de parada. Con N = 100 000, un paso de actualización cuesta menos de 2 ms y una época con B = 1 unos 4 ms, pues cada actualización espera a la anterior; unos 5 ms para un subproblema de tres clases (medido). Cada fotograma de la página dedica como mucho 8 ms al entrenamiento.
param-logistic-unit-update = una actualización (minilote)
param-logistic-unit-epoch = una época
param-bias = A priori sobre el sesgo w₀
param-bias-penalized = incluido (los apuntes)
param-bias-free = excluido (por defecto en scikit-learn)
method-logistic = Regresión logística
method-logistic-summary = Modela p(C₁|x) = σ(wᵀx + w₀) y minimiza la entropía cruzada E(w) = −Σ [t ln y + (1−t) ln(1−y)] con pasos de gradiente o de Newton.
method-logistic-short = logística
method-logistic-bayes = Regresión logística bayesiana (Laplace)
method-logistic-bayes-summary = Halla los pesos MAP con una a priori gaussiana, aproxima la distribución a posteriori por q(w) = N(w_MAP, H⁻¹) y predice con p(C₁|x) ≈ σ(κ(σ_a²) μ_a), que se vuelve incierta lejos de los datos.
method-logistic-bayes-short = logística bayesiana
value-epoch = época
value-t = longitud del paso de Newton t
method-mse = Mínimo error cuadrático (vector de márgenes b)
method-mse-summary = Resuelve Za = b en el sentido de mínimos cuadrados, a = Z†b, para los vectores normalizados z = y·(1, x) y un vector de márgenes b fijo.
method-mse-help = Los vectores normalizados z = y·(1, x), con y = +1 para la clase 1 y −1 para la clase 2, forman las filas de Z; a = (w₀, w). a minimiza J_s(a) = ‖Za − b‖² y se obtiene con una factorización QR de Z (o su SVD cuando Z no tiene rango completo, que da la solución de norma mínima), nunca invirtiendo ZᵀZ. Con b = 1, cada punto pide el margen y·aᵀz = 1. Con b_n = n/n_k para los puntos de la clase k, w es paralelo a la dirección de Fisher S_W⁻¹(m₁ − m₂) y w₀ = −mᵀw, con m la media global, de modo que x va a la clase 1 cuando wᵀ(x − m) ≥ 0 (apuntes 002; Duda, Hart y Stork §5.8.2). La solución no tiene por qué separar clases separables: los puntos alejados en el lado correcto siguen tirando de la recta.
method-mse-short = MSE
param-strategy = Estrategia multiclase
param-strategy-help = Cómo trata un método de dos clases K > 2 clases. Uno contra el resto entrena K clasificadores, cada uno separa una clase de las demás, y deja ambiguas las regiones donde ningún clasificador, o varios, reclaman un punto. El discriminante de K clases usa las mismas K funciones pero asigna x a la clase cuya función es mayor, así que ninguna región es ambigua. Uno contra uno entrena K(K-1)/2 clasificadores, uno por pareja, y decide por mayoría de votos; los empates son ambiguos. Cada paso hace avanzar uno de los clasificadores, por turnos.
param-strategy-ovr = uno contra el resto
param-strategy-ovr-argmax = discriminante de K clases (argmax)
param-strategy-ovo = uno contra uno
param-eta = Tasa de aprendizaje η
param-eta-help = El tamaño de paso η₁ de cada actualización a ← a + η_k y z.
param-schedule = Esquema de la tasa
param-schedule-help = Constante: η_k = η₁. Decreciente: η_k = η₁/k, donde k cuenta las actualizaciones hechas; cumple las condiciones Σ η_k = ∞ y Σ η_k² / (Σ η_k)² → 0 de los apuntes.
param-schedule-constant = η constante
param-schedule-inverse = η₁ / k
param-order = Orden de visita
param-order-help = Cíclico recorre los puntos en el orden en que se añadieron, una y otra vez. Aleatorio los baraja en cada época (con semilla, así las ejecuciones se repiten).
param-order-cyclic = cíclico
param-order-random = aleatorio (barajado en cada época)
param-unit = Un paso es
param-unit-help = Si un paso de la animación visita un punto o una época entera.
param-unit-point = un punto
param-unit-epoch = una época
param-max-epochs = Límite de pasos (épocas)
param-max-epochs-help = El entrenamiento se detiene tras este número de pasadas por los datos.
param-seed = Semilla aleatoria
param-seed-help = Semilla del orden de visita aleatorio.
method-perceptron = Perceptrón (en línea)
method-perceptron-summary = La regla muestra a muestra de Rosenblatt: recorre los puntos uno a uno y suma η y z a a siempre que y·aᵀz ≤ b.
method-perceptron-help = Vectores aumentados z = (1, x) y a = (w₀, w); objetivos y = +1 para la clase 1 y -1 para la clase 2. Un punto es un error cuando y·aᵀz ≤ b (b es el margen, 0 por defecto), así que el inicio en cero actualiza enseguida. El criterio mostrado es J(a) = Σ sobre los errores de (b − y aᵀz), el criterio del perceptrón cuando b = 0. La cota de Novikoff usa vectores aumentados: con a₀ = 0 y η constante, el número de actualizaciones es como mucho (R² + 2b/η)/γ², que es (R/γ)² para b = 0; R = max‖z‖ y γ es el mayor margen de un vector unitario a en el espacio de z.
method-perceptron-short = perceptrón
method-perceptron-margin = Margen b
method-perceptron-margin-help = Actualizar cuando y·aᵀz ≤ b. Un b positivo aleja la solución del borde de la región de soluciones.
value-gamma = γ (margen aumentado)
method-perceptron-batch = Perceptrón (por lotes)
method-perceptron-batch-summary = Descenso de gradiente sobre el criterio del perceptrón: suma η_k Σ y z sobre todos los puntos mal clasificados a la vez.
method-perceptron-batch-help = Vectores aumentados z = (1, x) y a = (w₀, w); y = +1 para la clase 1 y −1 para la clase 2. Un paso es una actualización por lotes a ← a + η_k Σ y z, sumando sobre los puntos con y·aᵀz ≤ 0 (los apuntes escriben < 0; contar y·aᵀz = 0 permite que el inicio en cero se mueva). Se detiene cuando ningún punto está mal clasificado, cuando la actualización fue menor que θ, |η_k Σ y z| < θ (la regla de los apuntes), o al llegar al límite de pasos. El criterio mostrado es J(a) = −Σ y aᵀz sobre los puntos mal clasificados. Las actualizaciones cuentan los puntos mal clasificados sumados sobre los lotes; con a₀ = 0 y η constante son como mucho n(R/γ)² (el argumento de Novikoff aplicado a lotes), con R = max‖z‖ y γ el margen aumentado.
method-perceptron-batch-short = perceptrón (lotes)
method-perceptron-batch-theta = Umbral de parada θ
method-perceptron-batch-theta-help = Parar cuando la longitud de la última actualización |η_k Σ y z| baje de θ.
method-perceptron-batch-max-steps = Límite de pasos (lotes)
method-perceptron-batch-max-steps-help = El entrenamiento se detiene tras este número de actualizaciones por lotes.
value-bound = cota de Σ errores n(R/γ)²
value-update = |η_k Σ y z|
method-perceptron-dual = Perceptrón (forma dual)
method-perceptron-dual-summary = El perceptrón en forma dual: guarda un coeficiente α_i por punto y comprueba y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b con la matriz de Gram.
method-perceptron-dual-help = Vectores aumentados z = (1, φ(x)) en el espacio de características de la base; y = +1 para la clase 1 y −1 para la clase 2. Los pesos nunca se guardan: a = Σ_i α_i y_i z_i, donde α_i es la suma de las tasas η_k de las actualizaciones hechas en el punto i (el número de errores en i por η, con una tasa constante). Un punto es un error cuando y_i Σ_j α_j y_j G_ji ≤ b, con la matriz de Gram G_ji = ⟨z_j, z_i⟩ (guardada para hasta 1024 puntos y calculada según haga falta a partir de ahí). Con el mismo orden, tasa y margen hace exactamente las mismas actualizaciones que el perceptrón en línea, y el campo dibujado es el del equivalente primal a. Se detiene cuando todos los puntos han pasado la prueba desde la última actualización (n visitas seguidas en el orden cíclico, una época entera en uno barajado) o al llegar al límite de pasos. Al editar puntos se conservan los α de los puntos que quedan. La cota de Novikoff, como en el perceptrón en línea: como mucho (R² + 2b/η)/γ² actualizaciones con a₀ = 0 y η constante. Con un núcleo polinómico o gaussiano es el perceptrón con núcleo (Aizerman et al. 1964; Cristianini y Shawe-Taylor §3.1): ⟨z_j, z_i⟩ pasa a ser 1 + K(x_j, x_i) (el 1 lleva el sesgo), a nunca se forma, y el campo es f(x) = Σ_j α_j y_j (1 + K(x_j, x)); la cota vale entonces con R y γ medidos en el espacio de características del núcleo.
method-perceptron-dual-short = perceptrón (dual)
method-perceptron-dual-margin = Margen b
method-perceptron-dual-margin-help = Actualizar cuando y_i Σ_j α_j y_j ⟨z_j, z_i⟩ ≤ b.
value-support = puntos con α > 0
param-relaxation-eta = Relajación η
param-relaxation-eta-help = La fracción de la distancia al plano aᵀz = ξ que recorre una corrección: por debajo de 1, subrelajación; por encima de 1, sobrerrelajación.
param-relaxation-eta-batch-help = La tasa del paso por lotes a ← a + η Σ (ξ − aᵀz)/‖z‖² z. Las correcciones de todos los puntos se suman, así que η debe ser menor que en la regla muestra a muestra: el criterio baja en cada paso cuando η < 2/L, con L el mayor valor propio de Σ z zᵀ/‖z‖², que es como mucho n.
param-relaxation-theta = Umbral de parada θ
param-relaxation-theta-help = Parar cuando la actualización por lotes |η Σ (ξ − aᵀz)/‖z‖² z| sea menor que θ.
param-relaxation-xi = Margen ξ
param-relaxation-xi-help = Un punto necesita corrección mientras aᵀz ≤ ξ; ξ > 0 mantiene la solución lejos del borde de la región de soluciones.
method-relaxation-batch = Relajación con margen (por lotes)
method-relaxation-batch-summary = Descenso de gradiente sobre J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖² en los puntos con aᵀz ≤ ξ: a ← a + η Σ (ξ − aᵀz)/‖z‖² z.
method-relaxation-batch-short = relajación (lotes)
method-relaxation-batch-max-steps = Límite de pasos (lotes)
method-relaxation-batch-max-steps-help = El entrenamiento se detiene tras este número de actualizaciones por lotes.
method-relaxation-single = Relajación con margen (muestra a muestra)
method-relaxation-single-summary = Recorre los puntos uno a uno y, cuando aᵀz ≤ ξ, mueve a en η (ξ − aᵀz)/‖z‖² z hacia el plano aᵀz = ξ.
method-relaxation-single-short = relajación (muestra)
method-softmax = Regresión softmax (K clases)
method-softmax-summary = Modela p(C_k|x) = exp(a_k)/Σ_j exp(a_j) con a_k = w_kᵀx + w_k0 para las K clases a la vez y minimiza la entropía cruzada −ΣΣ t_nk ln y_nk con pasos de gradiente o de Newton.
method-softmax-help = Los objetivos son 1-de-K: t_nk = 1 para la clase de x_n. La fila k es a_k = w̃_kᵀz con z = (1, φ(x)). E(W) = −Σ_n Σ_k t_nk ln y_nk + ½λ‖W‖², con la penalización sobre todas las entradas, sesgos incluidos; con los sesgos excluidos (por defecto en scikit-learn) es ½λ Σ_k ‖w_k‖², y los términos siguientes pierden sus componentes w_k0. Los sesgos quedan entonces determinados solo salvo una constante común (sumar c a cada w_k0 no cambia ninguna probabilidad), así que se fijan con Σ_k w_k0 = 0, mediante el término ½(Σ_k w_k0)², que vale 0 a lo largo de toda la ejecución. ∇_k E = Σ_n (y_nk − t_nk) z_n + λ w̃_k (apuntes 003: ∂E/∂a_k = y_k − t_k), y la hessiana tiene los bloques K×K H_kj = Σ_n y_nk(δ_kj − y_nj) z_n z_nᵀ + λδ_kj I (Bishop ec. 4.110), una matriz KM×KM para M pesos por fila. La softmax está sobreparametrizada: sumar el mismo vector a cada w̃_k no cambia ninguna probabilidad (apuntes 003, «Softmax para dos clases»), así que con λ = 0 la hessiana es singular y el óptimo no es único. λ > 0 lo arregla: las filas suman entonces cero en el óptimo, y con dos clases w̃₁ − w̃₂ es el a de la regresión logística con α = λ/2. Con λ = 0, el paso de Newton suma la menor regularización (ridge) posible y la página lo indica. Paso de gradiente: W ← W − (η/N)∇E. Newton: W ← W − H⁻¹∇E por Cholesky, con el paso dividido por la mitad mientras aumentaría E. Se detiene cuando ‖∇E‖/N < tol o al llegar al límite de pasos; con λ = 0, en datos que las filas clasifican sin error, la verosimilitud crece sin límite y no hay óptimo finito, lo que la página indica. Coste: un paso de gradiente evalúa K − 1 exponenciales por punto; un paso de Newton suma además K(K+1)/2 · M(M+1)/2 productos por punto, unos 2,5 ms para K = 2 y 4 ms para K = 3 con N = 100 000 en el plano (medido), y crece como K².
method-softmax-short = softmax
method-softmax-method = Método
method-softmax-method-help = Descenso de gradiente por lotes W ← W − (η/N)∇E, o el método de Newton W ← W − H⁻¹∇E con la hessiana KM×KM completa.
method-softmax-method-gradient = descenso de gradiente por lotes
method-softmax-method-newton = Newton
method-softmax-eta = Tasa de aprendizaje η
method-softmax-eta-help = Tamaño de paso del método de gradiente, W ← W − (η/N)∇E.
method-softmax-lambda = Decaimiento de pesos λ
method-softmax-lambda-help = Penalización ½λ‖W‖² (una a priori gaussiana de precisión λ sobre cada peso). λ > 0 hace la hessiana definida y el óptimo único y finito.
method-softmax-tol = Tolerancia
method-softmax-tol-help = Parar cuando ‖∇E‖/N baje de este valor.
method-softmax-max-steps = Límite de pasos
method-softmax-max-steps-help = El entrenamiento se detiene tras este número de pasos.
method-svm = Hiperplano de margen máximo (SVM)
method-svm-summary = El hiperplano separador de mayor margen, hallado por optimización mínima secuencial (SMO): cada paso mueve los coeficientes duales α de una pareja de puntos.
method-svm-help = Objetivos y = +1 para la clase 1 y −1 para la clase 2; h(x) = wᵀφ(x) + w₀ con a = (w₀, w), y el sesgo w₀ no forma parte de ‖w‖. La máquina trabaja en el espacio de características de la base con el núcleo lineal K(x, x') = φ(x)ᵀφ(x'), de modo que w = Σ αₙ yₙ φ(xₙ) se conoce siempre y la frontera se dibuja exactamente. Maximiza el dual W(α) = Σ αₙ − ½‖w‖² sujeto a Σ αₙ yₙ = 0 y 0 ≤ αₙ ≤ C (Bishop §7.1, ec. 7.10–7.12 y 7.32–7.34; el margen duro es exactamente C = ∞, sin cota superior). Una actualización de pareja es SMO (Platt 1998) con la elección de pareja de segundo orden de Fan, Chen y Lin (2005): i es el punto que más viola las condiciones de optimalidad (KKT) y j la pareja que más aumenta W(α). No hay tamaño de paso: αᵢ y αⱼ se mueven a lo largo de Σ αₙ yₙ = 0 hasta el máximo de W en esa recta, recortados a [0, C]. El sesgo es la media de yₙ − wᵀφ(xₙ) sobre los vectores de soporte libres (0 < αₙ < C), que es exacta en el óptimo, y el punto medio del intervalo factible cuando no hay ninguno (Keerthi et al. 2001). El entrenamiento se detiene cuando la violación KKT m(α) − M(α) no supera la tolerancia: entonces los puntos con αₙ = 0 tienen y h(x) ≥ 1 − tol, los vectores de soporte con 0 < αₙ < C están sobre h = ±1 salvo tol, y los que tienen αₙ = C tienen y h(x) ≤ 1 + tol. El margen 1/‖w‖ es la distancia, en el espacio de características, entre la frontera y las rectas h = ±1. Margen duro en un conjunto que ningún hiperplano separa: W(α) crece entonces sin límite mientras ‖w‖ permanece acotado. Cualquier α de la ejecución da dos puntos de las envolventes convexas de las clases a distancia 2‖w‖/Σα, así que el mejor margen es como mucho ‖w‖/Σα; la máquina se detiene como no separable cuando esa cota baja a ε·R (R el radio de los vectores de características respecto a su media) y el hiperplano actual no separa las clases. Con un núcleo K polinómico o gaussiano, el mismo SMO trabaja sobre la matriz del núcleo Kᵢⱼ = K(φᵢ, φⱼ) (columnas guardadas en una caché de 32 MB), w nunca se forma y el campo es f(x) = Σ αₙ yₙ K(φₙ, φ(x)) + b sobre los vectores de soporte; ‖w‖² = ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ. Coste: una actualización de pareja lee cada punto cuatro veces, O(N·D) para D características; con la base lineal, un paso de una pareja tarda menos de 5 ms con N = 100 000 (unos 2 ms medidos), y una base de D características unas D/2 veces eso. Un paso de p parejas cuesta p veces más.
method-svm-short = SVM
method-svm-margin = Margen
method-svm-margin-help = Duro: todo punto debe quedar sobre el margen o fuera de él (C = ∞); en un conjunto que ningún hiperplano separa, la máquina lo indica. Blando: los puntos pueden entrar en el margen o cruzar la frontera con una holgura ξₙ = max(0, 1 − yₙh(xₙ)), a un precio C por unidad.
method-svm-margin-soft = blando (C)
method-svm-margin-hard = duro (C = ∞)
method-svm-c = Penalización C
method-svm-c-help = Margen blando: la cota de cada αₙ y el precio de una unidad de holgura en ½‖w‖² + C Σ ξₙ. Un C pequeño da un margen ancho con muchos puntos dentro; un C grande se acerca al margen duro.
method-svm-tol = Tolerancia
method-svm-tol-help = Parar cuando la violación KKT m(α) − M(α) no supere este valor, en unidades del margen funcional (las rectas h = ±1).
method-svm-eps = ε de abandono (margen duro)
method-svm-eps-help = Solo margen duro: parar como no separable en cuanto se demuestre que el mejor margen es como mucho ε·R y el hiperplano actual no separe las clases. Un ε menor es más estricto y necesita más pasos (unos 1/ε).
method-svm-pairs = Parejas por paso
method-svm-pairs-help = Cuántas actualizaciones de pareja de SMO hace un paso de la animación.
method-svm-max-steps = Límite de pasos
method-svm-max-steps-help = El entrenamiento se detiene tras este número de pasos.
value-margin = margen 1/‖w‖ (de la frontera a h = ±1)
value-set-margin = margen del conjunto min y h/‖w‖
value-gamma-max = mejor margen ≤ ‖w‖/Σα
value-c = C
value-primal = primal ½‖w‖² + C Σξ
value-margin-kernel = margen 1/‖w‖ en el espacio de características del núcleo

## Palabras compartidas de la ayuda, más ajustes y valores.

method-gauss-common-help = Cada clase k tiene una probabilidad a priori π_k y una densidad gaussiana N(φ | μ_k, Σ_k) de sus características; la probabilidad a posteriori p(C_k|x) = π_k N(φ|μ_k, Σ_k) / Σ_j π_j N(φ|μ_j, Σ_j) es una softmax de a_k = ln π_k + ln N(φ|μ_k, Σ_k). Máxima verosimilitud: π_k = N_k/N, μ_k la media de la clase, Σ_k = (1/N_k) Σ (φ − μ_k)(φ − μ_k)ᵀ (dividida por N_k, no por N_k − 1); el ajuste Covarianza divide en cambio por N_k − 1 (combinada: N − K), como hacen la estimación insesgada y el QDA de scikit-learn. MAP, como en los apuntes: π = (N_k + N_k0)/(N + N_0) con N_k0 pseudoconteos por clase, y la combinación ponderada por precisión Σ_MAP⁻¹ = Σ_ML⁻¹ + Σ₀⁻¹, Σ_MAP⁻¹μ_MAP = Σ_ML⁻¹μ_ML + Σ₀⁻¹μ₀ con Σ₀ = s₀²I y μ₀ = φ(media a priori); se calcula en la forma equivalente Σ_MAP = Σ₀(Σ_ML + Σ₀)⁻¹Σ_ML, que vale también cuando Σ_ML es singular. A una covarianza singular se le suma la menor regularización λI que la hace definida, y la página lo indica. AIC = ln p(D|θ) − M y BIC = ln p(D|θ) − ½ M ln N, con ln p la log-verosimilitud de los puntos y sus clases y M el número de parámetros libres: mayor es mejor.
method-gauss-shared = Clases gaussianas, covarianza compartida
method-gauss-shared-short = Σ compartida
method-gauss-shared-summary = Densidades de clase gaussianas con una sola covarianza Σ para todas las clases: las probabilidades a posteriori son una softmax de funciones lineales, así que las fronteras son rectas.
method-gauss-shared-help = Σ = Σ_k π_k Σ_k. Los discriminantes son a_k = w_kᵀx + w_k0 con w_k = Σ⁻¹μ_k y w_k0 = −½μ_kᵀΣ⁻¹μ_k + ln π_k (apuntes), salvo un término que comparten todas las clases. { method-gauss-common-help }
method-gauss-separate = Clases gaussianas, covarianzas separadas
method-gauss-separate-short = Σₖ propias
method-gauss-separate-summary = Densidades de clase gaussianas, cada una con su propia covarianza Σ_k: los discriminantes son cuadráticos, así que las fronteras son cónicas.
method-gauss-separate-help = a_k(x) = −½(x − μ_k)ᵀΣ_k⁻¹(x − μ_k) − ½ ln|Σ_k| − (D/2) ln 2π + ln π_k. { method-gauss-common-help }
method-naive-bayes = Bayes ingenuo gaussiano
method-naive-bayes-short = Bayes ingenuo
method-naive-bayes-summary = Densidades de clase gaussianas cuyas características son independientes dada la clase: cada Σ_k es diagonal.
method-naive-bayes-help = Σ_k = diag(σ²_k1, …, σ²_kD), cada σ² la varianza de una característica en la clase. Por defecto, una varianza inferior a 1e-9 de la mayor varianza de clase se eleva a ese suelo (se indica cuando actúa); el GaussianNB de scikit-learn suma en cambio ε = var_smoothing · max_j Var(φ_j) a cada varianza, el máximo sobre las características de la varianza de todos los puntos (dividida por N). { method-gauss-common-help }
param-cov-help = Máxima verosimilitud divide la dispersión de cada clase S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ por N_k (los apuntes, Bishop). Insesgada divide por N_k − 1, como hacen el cov de numpy y el QDA de scikit-learn; una clase de un solo punto no tiene entonces estimación (0/0), lo que la página indica, y se usa su dispersión 0.
param-cov-pooled-help = Máxima verosimilitud divide la dispersión de cada clase S_k = Σ (φ − μ_k)(φ − μ_k)ᵀ por N_k (los apuntes, Bishop). Insesgada divide por N_k − 1, como hacen el cov de numpy y el QDA de scikit-learn; una clase de un solo punto no tiene entonces estimación (0/0), lo que la página indica, y se usa su dispersión 0. La Σ compartida es entonces la combinada Σ_k S_k/(N − K), con S_k la matriz de dispersión de la clase, en lugar de Σ_k (N_k/N) S_k/N_k = Σ_k S_k/N.
method-logistic-common-help = Objetivos t = 1 para la clase 1 y t = 0 para la clase 2; z = (1, φ(x)) y a = (w₀, w), así que y = σ(aᵀz). E(a) = −Σ [t ln y + (1−t) ln(1−y)] + ½ α ‖a‖² (el término a priori, sesgo incluido, solo cuando α > 0), ∇E = Σ (y_n − t_n) z_n + α a y H = ∇∇E = Σ y_n(1 − y_n) z_n z_nᵀ + αI. Con el sesgo excluido de la a priori (por defecto en scikit-learn), el término a priori es ½ α ‖w‖², y a e I pierden arriba su primera componente (w₀).
method-logistic-help = { method-logistic-common-help } Un paso de gradiente por lotes es a ← a − (η/N) ∇E, así que η no depende del número de puntos; un paso estocástico reparte la a priori entre los puntos, (α/N) a cada uno. El paso de Newton resuelve H δ = ∇E por Cholesky; cuando H es singular (α = 0 con puntos colineales) se suma la menor regularización que la hace factorizable y la página lo indica. Todos los métodos se detienen cuando ‖∇E‖/N < tol o al llegar al límite de pasos. En datos separables y con α = 0, la verosimilitud crece sin límite cuando ‖w‖ → ∞: no hay óptimo finito, y la página lo indica en cuanto los pesos separan las clases.
method-logistic-bayes-help = { method-logistic-common-help } El entrenamiento es regresión logística MAP (α > 0). La aproximación de Laplace (apuntes 003; Bishop §4.4, §4.5) es q(a) = N(a | a_MAP, H⁻¹), con H⁻¹ obtenida de una factorización de Cholesky de H en los pesos actuales. La activación a = aᵀz es entonces gaussiana con media μ_a = a_MAPᵀz y varianza σ_a² = zᵀH⁻¹z, y la probabilidad predictiva se aproxima con la regla probit p(C₁|x) ≈ σ(κ(σ_a²) μ_a), κ(σ²) = (1 + πσ²/8)^(−1/2) (Bishop ec. 4.153-4.155). La frontera p = ½ es la frontera MAP μ_a = 0; lejos de los datos σ_a² crece y las probabilidades vuelven hacia ½. Con más de dos clases, la vista combinada usa solo las filas MAP de cada subproblema.
param-bias-help = Incluido: la a priori gaussiana cubre todos los pesos, también w₀, como en los apuntes y en Bishop. Excluido: el sesgo no se penaliza, ½{ $precision }‖w‖² deja fuera w₀, como hace scikit-learn por defecto (LogisticRegression con C = 1/{ $precision }); el óptimo no depende entonces de dónde esté el origen. Solo importa cuando { $precision } > 0.
method-relaxation-common-help = Vectores normalizados z = y·(1, x), con y = +1 para la clase 1 y −1 para la clase 2, de modo que a = (w₀, w) separa las clases cuando aᵀz > 0 para todo punto. Un punto necesita corrección cuando aᵀz ≤ ξ, y el criterio es J_r(a) = ½ Σ (aᵀz − ξ)² / ‖z‖² sobre esos puntos; ‖z‖² ≥ 1 por la constante 1, así que nunca se divide por cero. Una corrección con η = 1 lleva a al plano aᵀz = ξ de ese punto; η < 1 (subrelajación) se queda antes y η > 1 (sobrerrelajación) lo rebasa; hace falta 0 < η < 2 para converger. Se detiene cuando ningún punto tiene aᵀz ≤ ξ. Las correcciones también pueden acercarse a los planos aᵀz = ξ sin llegar nunca a cruzarlos (siempre es así con η pequeño, pues el descenso converge entonces al borde de la región aᵀz ≥ ξ), así que también se detiene cuando las correcciones se han hecho menores que θ: la regla |η ∇J_r| < θ de los apuntes para el descenso de gradiente. Si no, se detiene al llegar al límite de pasos.
method-relaxation-batch-help = { method-relaxation-common-help } Un paso es una actualización por lotes, sumada sobre todos los puntos que necesitan corrección; es descenso de gradiente sobre J_r con paso η, que solo es estable para η < 2/L (L ≤ n, véase η), así que su η por defecto es pequeño.
method-relaxation-single-help = { method-relaxation-common-help } Un paso visita un punto, o una época entera.
value-bound-novikoff = cota de Novikoff (R/γ)²
value-bound-novikoff-margin = cota de Novikoff (R² + 2b/η)/γ²
value-fisher-j = J(w)
value-fisher-t = umbral t
value-fisher-m1 = media proyectada m₁
value-fisher-m2 = media proyectada m₂
value-lambda = λ{ $n }
value-loglik = ln p(D|θ)
value-m = parámetros M
value-aic = AIC = ln p(D|θ) − M
value-bic = BIC = ln p(D|θ) − ½M ln N
value-sse = ‖ZW̃ − T‖²
value-grad-norm = ‖∇E‖/N
value-r = R = max‖z‖
value-violations = puntos con aᵀz ≤ ξ
value-sv = vectores de soporte
value-dual = dual W(α) = Σα − ½‖w‖²
value-kkt = violación KKT m(α) − M(α)
value-slack = holgura total Σξ
value-dual-svm-kernel = dual W(α) = Σα − ½ΣΣ αᵢαⱼyᵢyⱼKᵢⱼ
param-schedule-batch-help = Constante: η_k = η₁. Decreciente: η_k = η₁/k, donde k cuenta las actualizaciones por lotes hechas; cumple las condiciones Σ η_k = ∞ y Σ η_k² / (Σ η_k)² → 0 de los apuntes.
param-relaxation-theta-single-help = Parar tras una época en la que toda corrección |η (ξ − aᵀz)/‖z‖² z| fue menor que θ.
basis-none = ninguna
basis-none-name = ninguna: φ(x) = (x, y)
basis-poly = polin. { $degree }
basis-poly-name = polinómica, grado { $degree }
basis-rbf = RBF { $n }×{ $n }
basis-rbf-name = campanas gaussianas (RBF), { $n } × { $n } sobre los puntos
