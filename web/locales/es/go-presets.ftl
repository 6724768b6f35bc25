### Las escenas ya preparadas de Hyperplane (paquete engine/course, presets), en español: sus nombres, descripciones y parámetros.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

preset-and = Puerta AND
preset-or = Puerta OR
preset-xor = Puerta XOR
preset-blobs = Dos nubes separables
preset-overlap = Nubes solapadas
preset-outliers = Nubes con valores atípicos
preset-three-classes = Tres clases
preset-four-classes = Cuatro clases
preset-circles = Círculos concéntricos
preset-spirals = Dos espirales
preset-shatter-3 = Fragmentar tres puntos
preset-shatter-4 = Fragmentar cuatro puntos
preset-and-description = Las cuatro entradas de una puerta AND de dos entradas; la clase 1 es donde la salida vale 1. Una recta las separa, así que el perceptrón converge.
preset-or-description = Las cuatro entradas de una puerta OR; la clase 1 es donde la salida vale 1. Linealmente separable.
preset-xor-description = La puerta XOR: las dos clases ocupan esquinas opuestas del cuadrado y ninguna recta las separa. El perceptrón nunca converge; una función base (el producto xy, o campanas gaussianas) la hace separable.
preset-blobs-description = Dos nubes gaussianas con una separación garantizada entre ellas: el perceptrón converge, dentro de la cota de Novikoff.
preset-overlap-description = Dos nubes gaussianas que se solapan: ninguna recta las separa. La regresión logística encuentra aun así un ajuste óptimo finito.
preset-outliers-description = Dos nubes separables y unos pocos puntos de la clase 2 muy alejados, en su propio lado, el correcto. Los mínimos cuadrados se tuercen hacia los puntos lejanos y clasifican mal algunos cercanos; la regresión logística no.
preset-three-classes-description = Tres nubes en los vértices de un triángulo, para las estrategias multiclase.
preset-four-classes-description = Cuatro nubes en las esquinas de un cuadrado, para las estrategias multiclase.
preset-circles-description = Un disco dentro de un anillo. Ninguna recta los separa, pero con la base polinómica de grado 2 (características x, y, x², xy, y²) la circunferencia x² + y² = r² es una recta en el espacio de características, y las clases se separan.
preset-spirals-description = Dos espirales enrolladas dos veces una alrededor de la otra, el caso difícil clásico para una red con una capa oculta (Lang y Witbrock 1988): cualquier recta las corta a ambas muchas veces.
preset-shatter-3-description = Tres puntos en posición general. Cada uno de los 2³ = 8 etiquetados es separable por una recta: las rectas del plano fragmentan tres puntos. Cambia el etiquetado y vuelve a entrenar.
preset-shatter-4-description = Las esquinas de un cuadrado. Catorce de los 16 etiquetados son separables, pero no los dos etiquetados XOR (5 y 10): las rectas no pueden fragmentar estos cuatro puntos, ni ningún conjunto de cuatro puntos, así que su dimensión VC en el plano es 3.

## Los parámetros con los que se construyen las escenas.

preset-knob-seed = Semilla aleatoria
preset-knob-seed-help = La semilla del generador: la misma semilla da los mismos puntos.
preset-knob-n = Puntos por clase
preset-knob-n-help = Cuántos puntos recibe cada clase.
preset-knob-noise = Ruido σ
preset-knob-noise-help = La desviación típica de los puntos alrededor de su centro.
preset-knob-labelling = Etiquetado
preset-knob-labelling-help = Qué puntos pertenecen a la clase 2: el punto i, cuando el bit i de este número está activo (el punto 1 es el bit 0).

## Construir una escena.

preset-shatter-title = Fragmentar { $n } puntos: etiquetado { $labelling }
preset-refused = escena predefinida { $preset }: { $why }
preset-unknown = escena predefinida desconocida { $id }
preset-class-output = Salida { $n }
