### Los rechazos de Hyperplane (paquete wasm/api): lo que se le dice a una llamada de window.hyperplane, desde la página o desde un curso que la incrusta, cuando no se puede hacer, en español.
### Un rechazo se escribe tal como se lee dentro de un mensaje más largo; la página empieza con mayúscula una frase propia (common-sentence).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## El contrato en sí.

refuse-no-function = no existe la función { $name }
refuse-reentered = se llamó a { $name } durante otra llamada de la API (desde un toJSON, un getter o un callback) y se rechazó; llámala después
refuse-fault = Algo falló en { $where }: { $message }. El entrenamiento está en pausa; tus puntos se conservan.

## Un argumento que no es lo que la función admite. $arg es el nombre del argumento (refuse-arg-…).

refuse-not-number = { $arg } debe ser un número
refuse-not-finite = { $arg } debe ser un número finito
refuse-not-whole = { $arg } debe ser un número entero
refuse-not-between = { $arg } debe estar entre { $lo } y { $hi }
refuse-not-string = { $arg } debe ser una cadena de texto
refuse-too-long = { $arg } ocupa más de { $max } bytes
refuse-not-bool = { $arg } debe ser true o false
refuse-not-function = { $arg } debe ser una función
refuse-missing = falta { $arg }
refuse-unreadable = no se puede leer { $arg }: { $why }
refuse-argument-problem = { $arg }: { $why }
refuse-not-value = { $arg } debe ser un valor
refuse-needs-basis = setBasis necesita un objeto como {"{"}kind: "poly", degree: 2{"}"}
refuse-needs-split = setSplit necesita un objeto como {"{"}fraction: 0.3, seed: 1{"}"}
refuse-needs-view = setView necesita un objeto de interruptores
refuse-needs-network = setNetwork necesita un objeto como {"{"}activation: "tanh", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}], output: [{"{"}w: [1], b: 0{"}"}]{"}"}
refuse-needs-viewport = setViewport necesita {"{"}minX, maxX, minY, maxY{"}"}

## Los nombres de los argumentos.

refuse-arg-angle = el ángulo
refuse-arg-begin-or-end = begin o end
refuse-arg-class = la clase
refuse-arg-collect = collect
refuse-arg-count = la cantidad
refuse-arg-exportimages-callback = el callback de exportImage
refuse-arg-from = el inicio
refuse-arg-index = el índice
refuse-arg-speed = la velocidad
refuse-arg-the-algorithm-id = el id del algoritmo
refuse-arg-the-answers = las respuestas
refuse-arg-the-basis = la base
refuse-arg-the-basiss-id = el id de la base
refuse-arg-the-brush = el pincel
refuse-arg-the-choice = la opción
refuse-arg-the-class = la clase
refuse-arg-the-columns = las columnas
refuse-arg-the-comparisons-options = las opciones de la comparación
refuse-arg-the-cross-validations-options = las opciones de la validación cruzada
refuse-arg-the-csv-text = el texto CSV
refuse-arg-the-data-sets-id = el id del conjunto de datos
refuse-arg-the-decided-class = la clase decidida
refuse-arg-the-decision = la decisión
refuse-arg-the-fault-handler = el manejador de fallos
refuse-arg-the-indices = los índices
refuse-arg-the-lesson = la lección
refuse-arg-the-lesson-id = el id de la lección
refuse-arg-the-limit-of-steps = el límite de pasos
refuse-arg-the-link = el enlace
refuse-arg-the-lock = el bloqueo
refuse-arg-the-milliseconds = los milisegundos
refuse-arg-the-name = el nombre
refuse-arg-the-number-of-classes = el número de clases
refuse-arg-the-number-of-steps = el número de pasos
refuse-arg-the-options = las opciones
refuse-arg-the-point-indices = los índices de los puntos
refuse-arg-the-point-of-the-curve = el punto de la curva
refuse-arg-the-points = los puntos
refuse-arg-the-prediction = la predicción
refuse-arg-the-preset-id = el id de la escena predefinida
refuse-arg-the-presets-knobs = los parámetros de la escena predefinida
refuse-arg-the-saved-progress = el progreso guardado
refuse-arg-the-scene = la escena
refuse-arg-the-set = el conjunto
refuse-arg-the-settings = los ajustes
refuse-arg-the-settings-key = la clave del ajuste
refuse-arg-the-settings-value = el valor del ajuste
refuse-arg-the-split = la partición
refuse-arg-the-subscriber = el suscriptor
refuse-arg-the-target = el objetivo
refuse-arg-the-text = el texto
refuse-arg-whether-it-is-csv = si el texto es CSV
refuse-arg-the-title = el título
refuse-arg-the-tool = la herramienta
refuse-arg-the-tools-options = las opciones de la herramienta
refuse-arg-the-true-class = la clase verdadera
refuse-arg-the-view = la vista
refuse-arg-the-network = la red
refuse-arg-the-first-unit = la primera unidad
refuse-arg-the-second-unit = la segunda unidad
refuse-arg-the-unit = la unidad
refuse-arg-restart-count = si se empieza a contar de nuevo
refuse-arg-the-viewport = la ventana de la vista
refuse-arg-where = el lugar
refuse-arg-whether-to-ring-them = si se deben rodear
refuse-arg-whether-to-start-counting-again = si se debe volver a contar desde cero
refuse-arg-x = x
refuse-arg-y = y

## Rechazos de las funciones.

refuse-pick-target = el objetivo { $target } no es boundary, mistakes ni ""
refuse-features = x e y son características, por índice o por nombre
refuse-no-feature = { $dataset } no tiene la característica { $name }; sus características son { $features }
refuse-feature-ambiguous = { $name } es el comienzo de { $n } características de { $dataset }: { $features }; da más del nombre
refuse-csv-not-imported = no se importó el CSV: { $why }
refuse-imported-table = Se importaron { $n } puntos de { $classes } clases, { $y } frente a { $x }; { $dropped ->
    [one] { $dropped } fila sin x o y quedó fuera.
   *[other] { $dropped } filas sin x o y quedaron fuera.
}
refuse-decision-drag = decisionDrag admite "begin" o "end", no { $what }
refuse-cv-models = valida de forma cruzada como mucho { $max } modelos a la vez
refuse-scene-not-loaded = no se cargó la escena: { $why }
refuse-set-points-array = setPoints necesita un array de [x, y, clase]: { $why }
refuse-set-points-limit = setPoints recibió { $n } puntos; el límite es { $max }
refuse-set-points-point = el punto { $point } debe ser [x, y, clase]: tres números, la clase entera
refuse-lesson-unsaved = no se puede guardar la lección: { $why }
refuse-train-first = entrena primero el modelo: aún no hay { -boundary }
refuse-predicted-two = una { -boundary } predicha son dos puntos, no { $n }
refuse-predict-target = el objetivo { $target } no es boundary ni mistakes
refuse-progress-limit = el límite debe ser de { $min } a { $max } caracteres
refuse-answers-questions = { $n } respuestas para { $questions } preguntas
refuse-the-view = la vista: { $why }
refuse-no-link = sin enlace: { $why }
refuse-link-not-opened = no se pudo abrir el enlace: { $why }
refuse-no-lesson = no existe la lección { $id }
# readText, readStep or readEnd without readBegin (js/files.js opens a big file in steps).
refuse-no-reading = no se está leyendo ningún archivo: llame primero a readBegin()
refuse-lesson-not-loaded = no se cargó la lección: { $why }
refuse-no-python = sin Python: { $why }
refuse-no-notebook = sin cuaderno: { $why }
refuse-no-json = no tiene forma JSON (¿es una función o undefined?)

## Hacer un paquete SCORM en la página.

refuse-no-lesson-to-pack = no hay ninguna lección que empaquetar ({ $why }): escribe una con Compartir y archivos → Escribir una lección…
refuse-packing = se está haciendo un paquete SCORM; espera a que termine
refuse-package-not-made = no se hizo el paquete SCORM: { $why }

## Un argumento objeto que no se puede leer como JSON ("it" es el argumento).

refuse-json-unread = no se pudo leer
refuse-json-unwritable = no se puede escribir como JSON (¿un ciclo, un BigInt, una función?)
refuse-json-values = contiene más de { $max } valores
refuse-json-number = contiene { $value }, que no es un número finito
refuse-json-at = { $what } (en { $key })
refuse-json-bigint-holds = contiene un BigInt
refuse-json-bigint = { $what }; usa un Number
refuse-json-long = ocupa más de { $max } caracteres
refuse-json-deep = está anidado a demasiada profundidad
refuse-json-cycle = se refiere a sí mismo (un ciclo)
refuse-json-threw = al leerlo se lanzó: { $why }
refuse-json-exception = al leerlo se lanzó una excepción

## Los rechazos y motivos de la red.

refuse-network-json = la red: { $why }
refuse-network-activation = la activación de la red debe ser "tanh", "logistic", "relu" o "step", no «{ $activation }»
refuse-network-hidden = la red tiene de 1 a { $max } unidades ocultas, no { $n }
refuse-network-output = la red tiene de 1 a { $max } unidades de salida, no { $n }
refuse-network-row = { $layer ->
    [hidden] la unidad oculta { $unit } necesita w y b
   *[output] la unidad de salida { $unit } necesita w y b
}
