### Las palabras de Hyperplane sobre escenas, enlaces y archivos de puntos (paquete engine/scene), en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Comprobación de una escena.

scene-version-range = la versión { $version } no es una versión de escena que esta página lea (1 a { $max })
scene-the-title = el título
scene-the-text = el texto
scene-classes-count = una escena tiene de 1 a { $max } clases, no { $n }
scene-class-name = el nombre de la clase { $class }
scene-class-no-name = la clase { $class } no tiene nombre
scene-class-twice = las clases { $a } y { $b } se llaman ambas { $name }; dales nombres distintos
scene-unknown-method = algoritmo desconocido { $id }; el menú de algoritmos lista los { $n } que conoce esta página
scene-param-of = parámetro { $key } de { $method }: { $why }
scene-param-of-method = parámetro de { $method }: { $why }
scene-basis = base: { $why }
scene-unknown-shading = sombreado desconocido { $shading }; usa { $choices }
scene-compare-unknown = no se puede comparar con el algoritmo desconocido { $id }
scene-compare-too-many = la comparación lista { $n } algoritmos, más de los que hay
scene-speed = la velocidad debe estar entre { $min } y { $max } pasos por segundo, no { $value }
scene-viewport-finite = vista: { $value } no es un número finito
scene-viewport-limit = vista: { $value } supera el límite de { $max }
scene-viewport-order = vista: el menor { $axis } ({ $lo }) debe ser inferior al mayor ({ $hi })
scene-viewport-narrow = vista: el intervalo de { $axis } de { $lo } a { $hi } es demasiado estrecho para dibujarlo
scene-value-too-long = el valor es demasiado largo para ser una opción
scene-value-list = una lista no es un valor de parámetro
scene-value-object = un objeto no es un valor de parámetro
scene-value-type = un valor de tipo { $type } no es un valor de parámetro
scene-lesson-size = la lección ocupa { $size }; el límite es { $max }
scene-lesson-object = la lección debería ser un objeto JSON {"{"}…{"}"}
scene-axis-name = el nombre del eje { $axis }
scene-axis-units = las unidades del eje { $axis }
scene-axis-mean = el eje { $axis }: su media y su desviación típica deben ser finitas, y la desviación no negativa
scene-dataset-id = el id del conjunto de datos
scene-split-fraction = la fracción de prueba debe estar entre 0 y { $max }, no { $value }
scene-decision-dropped = se omitió la etapa de decisión: { $why }
scene-dropped-one = se descartó el parámetro { $key }, que { $method } no tiene
scene-dropped-some = se descartaron los parámetros { $keys }, que { $method } no tiene
scene-dropped-more = se descartaron los parámetros { $keys } y { $more } más, que { $method } no tiene

## Los interruptores de la sección Vista.

scene-view-boundary = { -boundary }
scene-view-misclassified = marcar errores
scene-view-weights = w y w₀/‖w‖
scene-view-margins = márgenes
scene-view-update = última actualización
scene-view-novikoff = Novikoff R, γ
scene-view-fisher = vista de Fisher
scene-view-densities = densidades de clase
scene-view-contours = contornos de probabilidad
scene-view-whitened = espacio blanqueado
scene-view-ambiguity = regiones ambiguas
scene-view-grid = cuadrícula
scene-view-backprop = el próximo paso de una red

## Archivos de puntos (CSV).

scene-csv-line = línea { $line }: { $why }
scene-csv-binary = esto no es un archivo de texto (contiene datos binarios); guarda los puntos como texto CSV
scene-csv-fields = se esperaban 3 campos (x, y, clase) y hay { $n }
scene-csv-too-many = el archivo tiene más de { $max } puntos, el límite
scene-csv-class-list = la lista de clases: { $why }
scene-csv-class-list-empty = la lista de clases no nombra ninguna clase
scene-csv-header = la cabecera debería nombrar 3 columnas (x, y, clase), no { $n }
scene-csv-coord-huge = { $axis } = { $value } es demasiado grande; las coordenadas están limitadas a ±{ $max }
scene-csv-coord-nan = { $axis } = { $value } no es un número
scene-csv-coord-infinite = { $axis } = { $value } no es un número finito
scene-csv-coord-limit = { $axis } = { $value } supera el límite de ±{ $max }
scene-csv-class-not-number = la clase { $class } no es un número (la primera fila dio su clase como número, así que todas las filas deben hacerlo)
scene-csv-class-range = la clase { $class } no es un número de clase (1 a { $max })
scene-csv-class-range-zero = la clase { $class } no es un número de clase (0 a { $max }, pues otra fila tiene la clase 0)
scene-csv-class-empty = la clase está vacía
scene-csv-class-long = el nombre de clase { $class } tiene más de { $max } caracteres
scene-csv-class-twice = la clase { $class } aparece dos veces
scene-csv-class-too-many = la clase { $class } sería la clase { $n }; una escena tiene como mucho { $max } clases
scene-csv-header-only = el archivo tiene cabecera pero ningún punto
scene-csv-no-points = el archivo no contiene puntos
scene-csv-too-large = el archivo ocupa más de { $max }, el límite
scene-csv-line-long = la línea { $line } ocupa más de { $max }; no parece un archivo CSV de puntos
scene-csv-unreadable = no se puede leer el archivo: { $why }
scene-csv-quote-open = unas comillas no están cerradas
scene-csv-after-quote = hay texto después de unas comillas de cierre
scene-csv-column = columna { $n }
scene-csv-no-rows = el archivo no tiene filas
scene-csv-columns = el archivo tiene { $n } columnas; x, y y la clase deben estar entre ellas

## Archivos de escena.

scene-size = la escena ocupa { $size }; el límite es { $max }
scene-empty = la escena está vacía
scene-no-version = esto no es una escena de Hyperplane: no tiene número de versión
scene-version-not-whole = la versión { $version } no es un número entero como { $example }
scene-version-invalid = la versión { $version } no es una versión de escena válida
scene-newer = esta escena la hizo un Hyperplane más reciente (formato de escena { $format }; esta página lee el formato { $max } y anteriores): ábrela con la página más reciente
scene-points-list = points debe ser una lista de tripletas [x, y, clase]
scene-too-many-points = la escena tiene más de { $max } puntos, el límite
scene-point-triple = el punto { $point } debe ser una tripleta [x, y, clase]
scene-point-short = el punto { $point } tiene { $n } números; debe ser una tripleta [x, y, clase]
scene-point-empty = el punto { $point } está vacío; debe ser una tripleta [x, y, clase]
scene-point-nan = punto { $point }: { $what ->
    [class] la clase
   *[other] { $what }
} no es un número
scene-point-huge = punto { $point }: { $what ->
    [class] la clase
   *[other] { $what }
} = { $value } es demasiado grande
scene-point-long = el punto { $point } tiene más de 3 números; debe ser una tripleta [x, y, clase]
scene-point-class = punto { $point }: la clase { $class } no es un número entero a partir de 0 (la primera clase)
scene-point-class-max = punto { $point }: la clase { $class } va más allá de la última de { $max } clases posibles (las clases se cuentan desde 0)
scene-point-after = después del punto { $point }: se esperaba , o ]
scene-points-after = points: texto inesperado después de la lista

## Enlaces para compartir.

scene-link-too-large = la escena es demasiado grande para un enlace ({ $size }); guárdala mejor como archivo
scene-link-empty = el enlace no contiene ninguna escena
scene-link-long = el enlace ocupa { $size }; el límite es { $max }
scene-link-not-ours = esto no es un enlace de Hyperplane: debería empezar por v2.
scene-link-version = esto no es un enlace de Hyperplane: { $version } no es una versión de enlace
scene-link-newer = este enlace lo hizo un Hyperplane más reciente (formato de enlace { $format }; esta página lee el formato { $max }): ábrelo con la página más reciente
scene-link-damaged-at = el enlace está dañado en el carácter { $at }: contiene caracteres que un enlace de Hyperplane no tiene, o se cortó (¿se modificó al copiarlo?)
scene-link-damaged = el enlace está dañado: { $why }
scene-link-cut = el enlace está cortado: le falta el final (¿se copió entero?)
scene-link-corrupt = el enlace está dañado: sus datos comprimidos están corruptos
scene-link-unpacks = el enlace se descomprime en más de { $max }, el límite; no lo hizo Hyperplane
scene-link-scene = el enlace contiene una escena que no se puede abrir: { $why }
scene-link-no-checksum = el enlace está dañado o cortado: le falta la suma de comprobación (¿se copió entero?)
scene-link-checksum = el enlace está dañado: su suma de comprobación no coincide (¿se modificó al copiarlo?)

## Los rechazos y motivos de la red.

scene-network-method = la escena contiene los pesos de una red, pero su método es { $method }
scene-network-weights = los pesos de la red: { $why }
scene-class-default = Clase { $n }
