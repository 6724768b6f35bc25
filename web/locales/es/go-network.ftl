### Las palabras de Hyperplane para la red neuronal de una capa oculta (paquete engine: su entrada en el catálogo, ajustes, motivos y notas), en español.
### Los símbolos matemáticos son los de los apuntes; un curso puede cambiar las palabras que los rodean.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

family-network = Red neuronal

## La red neuronal de una capa oculta (engine/network.go).

method-network = Red neuronal (una capa oculta)
method-network-summary = H unidades ocultas, cada una un hiperplano aⱼ = wⱼᵀφ(x) + bⱼ que pasa por g (tanh, logística, ReLU o un escalón), y una capa de salida que es una regresión logística (dos clases) o softmax (K) sobre h = (h₁, …, h_H), entrenadas juntas por descenso de gradiente sobre la entropía cruzada, con el gradiente por retropropagación.
method-network-help = La unidad j es la recta aⱼ = wⱼᵀφ(x) + bⱼ = 0 (el nivel ½ de una unidad logística, la articulación de ReLU); hⱼ = g(aⱼ). La salida es o_r = v_r0 + Σⱼ v_rj hⱼ con p(C₁|x) = σ(o) para dos clases (la clase 1 donde o ≥ 0) y softmax(o) para K. Los objetivos son 1-de-K (t = 1 para la clase 1 con dos clases). E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²), con el decaimiento dejando fuera los sesgos bⱼ y v_r0, como el MLPClassifier de scikit-learn (alpha = λ). Retropropagación (Bishop §5.3): el error de salida δ_r = y_r − t_r (entropía cruzada; con el error cuadrático ½Σ(y − t)² se multiplica por la derivada de la salida), los deltas ocultos δⱼ = g'(aⱼ) Σ_r v_rj δ_r, y ∂Eₙ/∂wⱼ = δⱼ z, ∂Eₙ/∂v_r = δ_r (1, h). Un paso mueve los pesos según la velocidad u ← μu − η g, θ ← θ + u (momento μ; μ = 0 es el descenso de gradiente simple), con g = (1/N)∇E sobre todos los puntos (lote completo), o (1/B)Σ_{"{"}lote{"}"} ∇Eₙ + (λ/N)θ sobre los B puntos siguientes de un orden que se baraja en cada época (minilote; en línea es B = 1). Inicio (con semilla): los pesos uniformes en ±√(6/(fan_in + fan_out)) (Glorot y Bengio 2010; √(2/…) para unidades logísticas, como scikit-learn), y cada recta oculta pasa por un punto de entrenamiento elegido con la misma semilla (bⱼ = −wⱼᵀφ(xₙ)), con los sesgos de salida del mismo intervalo. Una capa oculta congelada conserva sus pesos (los del inicio, o los fijados a mano) y solo entrena la salida: regresión logística o softmax sobre características fijas. Se detiene cuando ‖∇E‖/N < tol o al llegar al límite de pasos.
param-network-hidden = Unidades ocultas H
param-network-hidden-help = El número de unidades ocultas, cada una una recta del plano.
param-network-activation = Activación g
param-network-activation-help = La función de aⱼ de las unidades ocultas. Un escalón duro no tiene gradiente: una red de escalones se construye a mano (arrastrando sus rectas, o con setNetwork), y el entrenamiento solo mueve su capa de salida.
param-network-activation-tanh = tanh
param-network-activation-logistic = logística σ
param-network-activation-relu = ReLU max(0, a)
param-network-activation-step = escalón (a mano)
param-network-layer = Capa oculta
param-network-layer-help = Entrenada: aprenden las dos capas. Congelada: las unidades ocultas se quedan donde están (el inicio con semilla, o donde las pusiste) y solo aprende la salida. La base: las unidades ocultas son las funciones base (elige campanas gaussianas en el menú de bases), fijas, y la salida es una regresión logística o softmax sobre ellas.
param-network-layer-trained = entrenada
param-network-layer-frozen = congelada (solo la salida)
param-network-layer-basis = las funciones base, fijas
param-network-loss = Error
param-network-loss-help = Entropía cruzada, cuyo error de salida es δ = y − t; o el error cuadrático ½Σ(y − t)², cuyo δ lleva la derivada de la salida y(1 − y) y aprende despacio donde la salida se satura en el lado equivocado.
param-network-loss-cross-entropy = entropía cruzada
param-network-loss-squared = error cuadrático
param-network-mode = Gradiente
param-network-mode-help = Lote completo: cada paso usa todos los puntos. Minilote: los B puntos siguientes de un orden que se baraja en cada época (con semilla). En línea: un punto cada vez, B = 1.
param-network-mode-batch = lote completo
param-network-mode-minibatch = minilote
param-network-mode-online = en línea
param-network-batch = Tamaño del minilote B
param-network-batch-help = Solo minilote: los puntos de cada actualización.
param-network-unit = Un paso es
param-network-unit-help = Minilote y en línea: si un paso de la animación hace una actualización o una época entera de ellas. Cada paso evalúa además E y ∇E sobre todos los puntos, para el gráfico y la regla de parada.
param-network-unit-update = una actualización
param-network-unit-epoch = una época
param-network-eta = Tasa de aprendizaje η
param-network-eta-help = El paso a lo largo de −g.
param-network-momentum = Momento μ
param-network-momentum-help = u ← μu − ηg: la parte del último movimiento que se conserva.
param-network-decay = Decaimiento de pesos λ
param-network-decay-help = ½λ‖W‖² sobre todos los pesos salvo los sesgos.
param-network-init = Semilla
param-network-init-help = Semilla de los pesos iniciales y del orden barajado: otra semilla, otro inicio, y a menudo otra solución.
param-network-tol = Tolerancia
param-network-tol-help = Parar cuando ‖∇E‖/N baje de este valor.
param-network-maxSteps = Límite de pasos
param-network-maxSteps-help = El entrenamiento se detiene tras este número de pasos.
param-network-retrain = Reentrenar la salida al arrastrar
param-network-retrain-help = Cuando arrastras la recta de una unidad (o fijas los pesos a mano), la capa de salida aprende enseguida para las unidades ocultas donde están ahora; si no, se queda como estaba hasta que entrenes.
method-network-short = red
engine-network-classes-changed = las clases de la red cambiaron
engine-network-nothing-to-train = no hay nada que entrenar
engine-criterion-network = E = Σ Eₙ + ½λ‖W‖²
engine-network-step-note = un escalón duro no tiene gradiente (g' = 0 dondequiera que lo tenga), así que solo aprende la capa de salida: construye las unidades ocultas a mano, o elige tanh, logística o ReLU para entrenarlas

## Los rechazos y motivos de la red.

engine-network-field-form = el campo de una red es un argmax de sus filas, sin formas ni núcleos
engine-network-outputs = una red tiene una unidad de salida para dos clases, o una por clase para 3 a { $max }, no { $n }
engine-network-hidden-count = una red tiene de 1 a { $max } unidades ocultas, no { $n }
engine-network-basis-weights = una red cuya capa oculta es la base no tiene pesos ocultos
engine-network-activation = activación desconocida «{ $activation }»
engine-network-loss = error desconocido «{ $loss }»
engine-network-hidden-weights = la unidad oculta { $unit } tiene { $n } pesos, se esperaban { $want }
engine-network-hidden-finite = la unidad oculta { $unit } tiene un peso que no es finito
engine-network-output-rows = una red de { $classes } clases tiene { $want } unidades de salida, no { $n }
engine-network-output-weights = la fila de salida { $row } tiene { $n } pesos, se esperaban { $want }
engine-network-output-finite = la fila de salida { $row } tiene un peso que no es finito
engine-network-not = el método no es una red
engine-network-activation-is = la activación de la red es { $is }, no { $not }
engine-network-units-is = la red tiene { $is } unidades ocultas, no { $not }
engine-network-basis-order = la capa oculta es la base: sus unidades conservan su orden
engine-network-no-units = no existe la unidad oculta { $i } o la { $j } de { $n }
engine-network-basis-flip = la capa oculta es la base: no se puede cambiar el signo de sus unidades
engine-network-relu-flip = una unidad ReLU no tiene simetría de signo: max(0, −a) no es función de max(0, a)
engine-network-no-unit = no existe la unidad oculta { $unit } de { $n }
engine-network-none = el campo no tiene red
engine-network-class = la clase { $class } no es una de las clases de la red
