### Las palabras de Hyperplane: las de la red neuronal (su recuadro del panel, la descripción de sus unidades ocultas en el gráfico, el modo unidad del teclado, su espacio oculto y la retropropagación), en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## El recuadro de la red en el panel (web/js/network.js).

network-box-heading = Unidades ocultas
network-units-caption = Las unidades ocultas: la recta wᵀx + b = 0 de cada una en el gráfico, en su color
network-units-unit = Unidad
network-units-colour = Color
network-units-weights = w
network-units-bias = b
network-units-outgoing = ‖v‖ de salida
network-unit-name = unidad { $unit }
network-reseed = Otra semilla
network-reseed-title = Volver a empezar desde los pesos que sortea otra semilla: a menudo otra solución, a veces un mínimo local
network-swap = Intercambiar
network-swap-title = Intercambiar dos unidades ocultas y sus pesos de salida: la misma función, otro punto del espacio de pesos
network-swap-first = Primera unidad a intercambiar
network-swap-second = Segunda unidad a intercambiar
network-flip = Cambiar signo
network-flip-title = Cambiar el signo de los pesos de una unidad (w, b → −w, −b) y de sus pesos de salida: la misma función
network-flip-unit = Unidad a la que cambiar el signo
network-hint = Arrastra la recta de una unidad para moverla, y su disco para girarla; en el gráfico, u elige una recta y las flechas la mueven y la giran.
network-basis-hint = La capa oculta es la base: sus unidades son las funciones base, fijas, y no tienen rectas que arrastrar.
network-curves-hint = Con una base, cada unidad es una curva de φ(x): su recta solo se dibuja con las coordenadas propias del plano.

## La descripción del gráfico (wasm/describe).

network-kind = una frontera curva de una red de { $units ->
    [one] una unidad { $activation }
   *[other] { $units } unidades { $activation }
  }
network-unit-line = unidad { $unit }: { $line }, su flecha { $toward }, pesos de salida { $outgoing }
network-unit-offview = unidad { $unit }: su recta está fuera de la vista, { $where }

## El modo unidad del teclado (wasm/keys).

network-keys-none = No hay ninguna recta de unidad oculta que elegir: el método no es una red en el plano, o sus rectas están fuera de la vista.
network-keys-chosen = { $unit }. ↑ y ↓ la mueven, ← y → la giran, Esc la deja.
network-keys-gone = La recta de la unidad { $unit } ya no está en la vista: vuelta al cursor.
network-keys-left = La recta de la unidad { $unit } salió de la vista.

## Los rechazos y notas de la red que vienen de Go (engine/network*.go, wasm/session/network.go,
## wasm/api/network.go), para cuando la página formatee los errores de Go como textos.

network-note-step = un escalón duro no tiene gradiente (g' = 0 dondequiera que lo tenga), así que solo aprende la capa de salida: construye las unidades ocultas a mano, o elige tanh, logística o ReLU para entrenarlas
network-refuse-not-network = el método no es una red
network-refuse-no-points = la red aún no tiene puntos de dos clases con los que entrenar
network-refuse-basis-weights = una capa oculta que es la base se elige con el parámetro "layer", y no tiene pesos ocultos que fijar
network-refuse-activation = la activación de la red debe ser "tanh", "logistic", "relu" o "step", no { $activation }
network-refuse-hidden-count = la red tiene de 1 a { $max } unidades ocultas, no { $n }
network-refuse-output-count = la red tiene { $want ->
    [one] una fila de salida
   *[other] { $want } filas de salida
  } para sus clases, no { $n }
network-refuse-unit-weights = la unidad oculta { $unit } tiene { $n } pesos, se esperaban { $want }
network-refuse-output-weights = la fila de salida { $row } tiene { $n } pesos, se esperaban { $want }
network-refuse-not-finite = { $what } { $unit } tiene un peso que no es finito
network-refuse-needs-w-b = la unidad { $what } { $unit } necesita w y b
network-refuse-no-unit = no existe la unidad oculta { $unit }
network-refuse-basis-order = la capa oculta es la base: sus unidades conservan su orden y su signo
network-refuse-relu-flip = una unidad ReLU no tiene simetría de signo: max(0, −a) no es función de max(0, a)
network-refuse-no-drag = no se está arrastrando ninguna recta
network-refuse-leaves-plane = la recta saldría del plano
network-reason-overflow = los pesos se desbordaron, así que se deshizo el último paso: baja la tasa de aprendizaje η

## El espacio oculto (web/js/pictures/hidden.js, wasm/pictures/hidden.go).

network-space-title = Espacio oculto: cada punto en h = g(Wz)
network-space-canvas =
    .aria-label = El espacio oculto de la red
network-space-stage = Del plano al espacio oculto
network-space-first = Horizontal
network-space-second = Vertical
network-space-unit = unidad { $unit } (h{ $sub })
network-space-axis-x = { $coordinate ->
    [1] x
    [2] y
   *[other] 0
}
network-space-axis-y = y
network-space-axis-to-a = → a{ $sub }
network-space-axis-a = a{ $sub }
network-space-axis-to-h = → h{ $sub }
network-space-axis-h = h{ $sub }
network-space-stage-plane = { $t }: el plano, cada punto en x
network-space-stage-to-pre = { $t }: de camino de x a las preactivaciones a = Wz
network-space-stage-pre = { $t }: las preactivaciones a = Wz, el bⱼ + wⱼ·x de cada unidad
network-space-stage-to-hidden = { $t }: de camino de a a h = g(a)
network-space-stage-hidden = { $t }: el espacio oculto, h = g(a)
network-space-note-stage = { $n ->
    [one] El punto y la cuadrícula del plano, llevados parte del camino. En 1 se dibuja la frontera de la capa de salida.
   *[other] Los { $n } puntos y la cuadrícula del plano, llevados parte del camino. En 1 se dibuja la frontera de la capa de salida.
}
network-space-note-line = En el espacio oculto, la frontera de la capa de salida es la recta { $c } + { $v1 } h₁ + { $v2 } h₂ = 0 (la salida o = 0, donde p = ½). Las unidades doblan la cuadrícula del plano; la salida separa lo que queda a cada lado de la recta, así que las clases cuyas imágenes se mezclan no se pueden separar.
network-space-note-classes = En el espacio oculto, cada una de las { $classes } clases gana donde su salida es mayor: las regiones están cortadas por rectas, las fronteras de la capa de salida.
network-space-note-cube = Tres unidades: la frontera de la capa de salida es el plano (azul) en el cubo de (h₁, h₂, h₃), y un plano puede separar imágenes que una recta con dos unidades no podría.
network-space-note-cube-classes = Tres unidades: cada punto en su imagen dentro del cubo de (h₁, h₂, h₃). Con más de dos clases, las fronteras de la salida son planos entre parejas de clases; no se dibujan.
network-space-note-pair = Unidades { $first } y { $second } de { $units }: la imagen de cada punto vista según dos de sus { $units } coordenadas. La frontera de la capa de salida es un hiperplano en las { $units }, no una recta en una pareja, así que no se dibuja.
network-space-note-keys = Pasa el puntero por un punto para rodearlo en el gráfico; haz clic en él, o usa las flechas sobre la imagen, para elegirlo para la retropropagación (Esc lo olvida).
network-space-note-keys-cube = Arrástralo o usa las flechas para girarlo; pasa el puntero por un punto para rodearlo en el gráfico; haz clic en uno para elegirlo para la retropropagación.
network-space-none = El espacio oculto es el de una red neuronal: elige la red para verlo.
network-space-many = El espacio oculto dibuja como mucho { $max } puntos.
network-space-axes = { $units ->
    [one] La red tiene una unidad oculta: dibújala como la unidad 0.
   *[other] Elige dos o tres unidades distintas de las { $units } (numeradas desde 0).
}
network-space-stage-refused = La etapa t del control deslizante es un número de 0 (el plano) a 1 (el espacio oculto).
network-space-alt-none = Espacio oculto: { $why }
network-space-alt = { $units ->
    [one] Los puntos del plano llevados al espacio de la única unidad oculta de la red, con y como segundo eje, en la etapa { $t } del control deslizante (0 el plano, 1 el espacio oculto): { $n } puntos.
   *[other] Los puntos del plano llevados al espacio de las { $units } unidades ocultas de la red, { $dims } de ellas dibujadas, en la etapa { $t } del control deslizante (0 el plano, 1 el espacio oculto): { $n } puntos.
}
network-space-alt-line = Allí, la frontera de la salida es la recta { $c } + { $v1 } h₁ + { $v2 } h₂ = 0.
network-space-alt-plane = Allí, la frontera de la salida es el plano { $c } + { $v1 } h₁ + { $v2 } h₂ + { $v3 } h₃ = 0.
network-space-alt-axis = coordenada { $coordinate }
network-space-alt-point = punto
network-space-alt-class = clase

## La retropropagación (web/js/pictures/backprop.js, wasm/pictures/backprop.go).

network-backprop-title = Retropropagación de un punto
network-backprop-point-label = Punto
network-backprop-point-input =
    .placeholder = todos
network-backprop-clear = Todos los puntos
network-backprop-arrows = Dibujar el paso en el gráfico
network-backprop-canvas =
    .aria-label = Retropropagación a través de la red
network-backprop-input-x = { $v }
network-backprop-input-y = { $v }
network-backprop-a = a = { $a }
network-backprop-delta = δ = { $delta }
network-backprop-grad = ‖∂E/∂w‖ = { $g }
network-backprop-o = o = { $o }
network-backprop-out = t = { $t }, δ = { $delta }
network-backprop-note-point = Punto { $point } (clase { $class }). Hacia delante: sobre cada unidad oculta su aⱼ = bⱼ + wⱼ·x, dentro hⱼ = g(aⱼ); la salida da y = { $y } para el objetivo t = { $t }, así que el error de salida es δ = y − t = { $delta } y Eₙ = { $e }. Hacia atrás: bajo cada unidad su δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. Un paso con este punto solo mueve la fila (bⱼ, wⱼ) de la unidad j en −η δⱼ (1, x), con η = { $eta }.
network-backprop-note-point-squared = Punto { $point } (clase { $class }). Hacia delante: sobre cada unidad oculta su aⱼ = bⱼ + wⱼ·x, dentro hⱼ = g(aⱼ); la salida da y = { $y } para el objetivo t = { $t }. Con el error cuadrático, el error de salida lleva la pendiente de la salida, δ = (y − t) y (1 − y) = { $delta }, y Eₙ = { $e }. Hacia atrás: bajo cada unidad su δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ. Un paso con este punto solo mueve la fila (bⱼ, wⱼ) de la unidad j en −η δⱼ (1, x), con η = { $eta }.
network-backprop-note-batch = Ningún punto elegido: todos los puntos de entrenamiento. E/N = { $e }, decaimiento incluido; bajo cada unidad el tamaño de su gradiente, la media de los δⱼ z de los puntos más el del decaimiento. Un paso de lote completo mueve cada peso −η veces eso, con η = { $eta } (sin contar el momento). Elige un punto para ver sus valores hacia delante y sus deltas.
network-backprop-note-frozen = La capa oculta está congelada: solo aprende la salida, y las rectas se quedan donde están.
network-backprop-note-arrows = { $k ->
    [1] En el gráfico, cada recta discontinua es donde el paso lleva la recta de su unidad, y las flechas muestran cómo se mueve y gira.
   *[other] En el gráfico, cada recta discontinua es donde el paso lleva la recta de su unidad, y las flechas muestran cómo se mueve y gira, dibujadas { $k } veces más grandes que el paso.
}
network-backprop-note-still = El paso no mueve ninguna recta: las unidades no tienen gradiente aquí (una activación de escalón no lo tiene).
network-backprop-none = La retropropagación se muestra para una red neuronal: elige la red para verla.
network-backprop-point = { $n ->
    [one] No existe el punto { $point }: la escena tiene un punto.
   *[other] No existe el punto { $point }: la escena tiene { $n } puntos.
}
network-backprop-class = La clase { $class } del punto no es una de las clases de la red.
network-backprop-empty = Ningún punto de entrenamiento es de las clases de la red.
network-backprop-history = Para un paso del historial, el gradiente del lote se muestra con como mucho { $max } puntos de entrenamiento: elige un punto, o vuelve al modelo tal como está ahora.
network-backprop-alt-none = Retropropagación: { $why }
network-backprop-alt-point = { $units ->
    [one] Retropropagación del punto { $point } (clase { $class }), su error Eₙ = { $e }: la preactivación a, la activación h, el delta δ y el gradiente de la unidad oculta, y después o, y y δ de la salida.
   *[other] Retropropagación del punto { $point } (clase { $class }), su error Eₙ = { $e }: la preactivación a, la activación h, el delta δ y el gradiente de cada una de las { $units } unidades ocultas, y después o, y y δ de las salidas.
}
network-backprop-alt-batch = El gradiente del lote completo, E/N = { $e }: el gradiente de cada unidad oculta, y después el de las salidas.
network-backprop-alt-unit = unidad
network-backprop-alt-output = salida { $output }
network-backprop-alt-grad = ∂E/∂ peso { $i }
