### Las palabras de Hyperplane que vienen de la sesión del navegador (paquete wasm/session): sus mensajes en la línea de estado y sus rechazos, en español.
### Un rechazo se escribe tal como se lee dentro de un mensaje más largo; la página empieza con mayúscula una frase propia (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Mensajes en la línea de estado.

session-scene-not-opened = no se pudo abrir la escena: { $why }
session-time-limit = Detenido tras { $steps } de { $n } pasos: se agotó el límite de tiempo de { $limit }.
session-class-names-dropped = los nombres de las clases ({ $why })
session-imported = Se importaron { $n } puntos de { $classes } clases.
session-loaded = Se cargó { $dataset }: { $n } puntos de { $classes } clases, { $y } frente a { $x }
session-loaded-dropped = { $loaded }; { $n ->
    [one] { $n } fila omitida por faltarle una medida
   *[other] { $n } filas omitidas por faltarles una medida
}
session-loaded-standard = { $loaded }; ambos ejes en unidades tipificadas
session-loaded-sentence = { $loaded }.
session-standardized = Tipificado: x' = (x − { $mx }) / { $sx }, y' = (y − { $my }) / { $sy } (medias y desviaciones típicas muestrales de los { $n } puntos).
session-axis-standardized = { $name }, tipificado: (valor − { $mean }) / { $sd }

## Rechazos.

session-too-many = la escena ya contiene el máximo de { $max } puntos
session-class-outside = la clase { $class } está fuera de 1..{ $max }
session-coord-finite = una coordenada no es un número finito
session-coord-limit = una coordenada supera el límite de { $max }
session-import-no-points = no tiene puntos
session-import-classes = tiene { $n } clases; el límite es { $max }
session-no-point = no existe el punto { $index }
session-no-model = aún no hay ningún modelo entrenado
session-class-range = la clase debe estar entre 0 y { $max }
session-class-count = el número de clases debe estar entre 2 y { $max }
session-class-name-args = setClassName necesita un índice de clase y un nombre
session-no-drag = no se está arrastrando ningún punto
session-no-grab = no hay ningún punto que agarrar
session-locked = la edición de los puntos está bloqueada
session-unknown-gesture = gesto desconocido
session-compare-max = se pueden comparar como mucho { $max } algoritmos
session-viewport-finite = la vista debe ser finita y estar dentro de ±10⁷
session-viewport-small = la vista es demasiado pequeña
session-unknown-tool = herramienta desconocida { $tool }: las herramientas son point, spray, eraser, select y jitter
session-spray-count = la cantidad del aerosol debe estar entre 1 y { $max }
session-spray-aspect = la proporción del aerosol debe estar entre 0,05 y 1
session-brush-radius = el radio del pincel debe estar entre 4 y 200 píxeles
session-none-selected = no hay ningún punto seleccionado
session-brush-positive = el pincel necesita un radio positivo
session-no-stroke = no hay ningún trazo en curso
session-speed = la velocidad debe estar entre { $min } y { $max } pasos por segundo
session-decides-none = el modelo no decide ninguna clase
session-threshold-class = con dos clases el umbral está en la curva de la clase { $class }
session-no-threshold = este modelo no tiene ningún umbral que mover
session-curve-point = la curva de la clase { $class } tiene { $n } puntos, no un punto { $index }
session-curve-finite = las puntuaciones de la curva no son finitas ahí
session-set = el conjunto debe ser "train" o "test", no { $set }
session-standard-already = los puntos ya están en unidades tipificadas

## La evaluación: lo que fija un punto de una curva.

session-score-sign = h(x), el logaritmo de la razón de probabilidades (log-odds) en un modelo probabilístico: el punto fija t, y se decide donde h ≥ t
session-score-two = el margen a_k − a_j de las activaciones de las dos clases (este modelo no tiene umbral que mover)
session-score-argmax = s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j), con a las activaciones tras las probabilidades a priori (h en los discriminantes): la clase k se decide donde s_k ≥ −δ_k, así que el punto fija δ_k
session-score-other = la puntuación del modelo para la clase k (su probabilidad a posteriori, o h_k): no es un umbral de su decisión

## La imagen del espacio de pesos: por qué no se puede dibujar, como frases propias.

session-weightspace-points = Añade puntos de dos clases para ver la región de soluciones.
session-weightspace-many = La vista del espacio de pesos dibuja una recta por cada punto: admite como mucho { $max } puntos.
session-weightspace-two = La vista del espacio de pesos es para dos clases.
session-weightspace-basis = La vista del espacio de pesos muestra a = (w₀, w₁, w₂): no elijas funciones base.
session-weightspace-linear = La vista del espacio de pesos es para un método de dos clases que da una sola función lineal h(x) = w₀ + wᵀx.

## Los rechazos y motivos de la red.

session-network-no-data = la red aún no tiene puntos de dos clases con los que entrenar
session-network-basis-set = una capa oculta que es la base se elige con el parámetro "layer", y no tiene pesos ocultos que fijar
session-network-output-rows = la red tiene { $want } filas de salida para sus clases, no { $n }
session-network-no-line = no hay ninguna recta de la unidad oculta { $unit } que arrastrar
session-network-no-drag = no se está arrastrando ninguna recta
session-network-drag-gone = la unidad arrastrada ya no existe
session-network-off-plane = la recta saldría del plano
