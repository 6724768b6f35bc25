### Las palabras de Hyperplane para el teclado del gráfico (paquete wasm/keys): la lista de teclas de la ayuda y lo que hizo cada tecla, para la región activa, en español.
### Los nombres de las teclas son los que llevan los teclados en español (Enter, Esc, Supr, Retroceso, Mayús, Inicio, Tab).
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## La lista de teclas: keys-label-… nombra las teclas, keys-help-… dice lo que hacen.

keys-label-move = ← → ↑ ↓
keys-help-move = mueve el cursor un paso de la cuadrícula, con Mayús una décima de paso; la vista sigue al cursor
keys-label-enter = Enter
keys-help-enter = añade un punto de la clase actual en el cursor; con otra herramienta (aerosol, borrador, lazo, rectángulo, agitar), empieza allí su trazo
keys-label-class = 1 – 6
keys-help-class = la clase de los puntos nuevos
keys-label-delete = Supr, Retroceso
keys-help-delete = quita los puntos seleccionados o, si no hay, el punto más cercano al cursor
keys-label-point-mode = m
keys-help-point-mode = modo punto: elige el punto más cercano al cursor
keys-label-next = n, Mayús+n
keys-help-next = elige el punto siguiente, o el anterior
keys-label-choose = ← → ↑ ↓ en modo punto
keys-help-choose = elige el punto más cercano en esa dirección
keys-label-grab = Enter en modo punto
keys-help-grab = agarra el punto elegido: las flechas lo mueven, Enter lo suelta, Esc lo devuelve a su sitio
keys-label-delete-chosen = Supr en modo punto
keys-help-delete-chosen = quita el punto elegido
keys-label-leave = Esc o m en modo punto
keys-help-leave = vuelve al cursor, donde está el punto elegido
keys-label-move-grabbed = ← → ↑ ↓ con un punto agarrado
keys-help-move-grabbed = lo mueve un paso de la cuadrícula, con Mayús una décima de paso
keys-label-drop = Enter con un punto agarrado
keys-help-drop = lo suelta
keys-label-put-back = Esc con un punto agarrado
keys-help-put-back = lo devuelve a donde estaba
keys-label-stroke-move = ← → ↑ ↓ durante un trazo
keys-help-stroke-move = llevan el trazo: extienden el aerosol, dibujan el lazo o el rectángulo, mueven el borrador o la herramienta de agitar
keys-label-stroke-end = Enter durante un trazo
keys-help-stroke-end = lo termina: rocía los puntos, selecciona lo que contiene el lazo o el rectángulo
keys-label-stroke-cancel = Esc durante un trazo
keys-help-stroke-cancel = lo cancela
keys-label-unit = u, Mayús+u
keys-help-unit = las unidades ocultas de una red: elige la recta de la unidad siguiente, o de la anterior
keys-label-unit-move = ↑ ↓ con la recta de una unidad elegida
keys-help-unit-move = mueve la recta a lo largo de su flecha un paso de la cuadrícula, con Mayús una décima de paso; ← → la giran 5° en torno a su punto medio, con Mayús 1° (cada vez, un paso de deshacer)
keys-label-unit-leave = Esc con la recta de una unidad elegida
keys-help-unit-leave = vuelve al cursor
keys-label-clear-selection = Esc
keys-help-clear-selection = borra la selección
keys-label-relabel = c
keys-help-relabel = da al punto elegido, o a los puntos seleccionados, la clase de los puntos nuevos
keys-label-zoom = + y -
keys-help-zoom = amplía y reduce en torno al cursor
keys-label-home = Inicio
keys-help-home = lleva el cursor al centro de la vista
keys-label-describe-at = d
keys-help-describe-at = describe el lugar bajo el cursor: su clase y su puntuación, su distancia a la frontera, el punto más cercano
keys-label-describe-all = i
keys-help-describe-all = lee la descripción completa del gráfico
keys-label-tab = Tab
keys-help-tab = sale del gráfico

## Lo que hizo una tecla. $place es un lugar del plano, $point un punto
## (go-describe.ftl), $class una clase.

keys-failed = { $error }.
keys-cursor-side = { $place }, { $side }
keys-cursor-on-point = { $place }, sobre el punto { $n } ({ $class })
keys-home = Centro de la vista, { $place }
keys-predict-boundary = Tu predicción: un punto de la { -boundary } en { $at }.
keys-no-point-to-mark = No hay ningún punto aquí que marcar: m o n elige uno.
keys-added = Punto { $n } añadido, de { $class }, en { $at }.
keys-tools-plain-view = Las herramientas dibujan en la vista normal: desactiva la vista blanqueada.
keys-stroke-started = { $stroke } Enter lo termina, Esc lo cancela.
keys-new-points = Los puntos nuevos serán de { $class }.
keys-deleted-selected = { $n ->
    [one] Se borró { $n } punto seleccionado
   *[other] Se borraron { $n } puntos seleccionados
}.
keys-no-point-near = No hay ningún punto cerca del cursor: m elige el más cercano.
keys-removed = Se quitó el { $point }.
keys-pick-first = La lección pide primero tu predicción: Enter la marca; los puntos se quedan como están.
keys-whitened-no-zoom = La vista blanqueada no se amplía.
keys-zoomed = { $way ->
    [in] Ampliado
   *[out] Reducido
}: x de { $x0 } a { $x1 }, y de { $y0 } a { $y1 }.
keys-describe-at = { $place }.
keys-no-points = No hay puntos.
keys-point-mode = Modo punto: { $point }.
keys-point = { $point }.
keys-no-point-further = No hay más puntos { $toward }.
keys-cursor-at = Cursor en { $place }.
keys-unit-where = { $case ->
    [start] Unidad { $unit }, { $words }, su flecha { $toward }
   *[other] unidad { $unit }, { $words }, su flecha { $toward }
}
keys-unit-none = No hay ninguna recta de unidad oculta que elegir: el método no es una red en el plano, o sus rectas están fuera de la vista.
keys-unit-chosen = { $unit }. ↑ y ↓ la mueven, ← y → la giran, Esc la deja.
keys-unit-gone = La recta de la unidad { $unit } ya no está en la vista: vuelta al cursor.
keys-unit-left-view = La recta de la unidad { $unit } salió de la vista.
keys-unit-moved = { $unit }.
keys-grabbed = Punto { $n } agarrado en { $at }: las flechas lo mueven, Enter lo suelta, Esc lo devuelve a su sitio.
keys-predict-mark = Tu predicción: punto { $n } marcado, o desmarcado si ya lo estaba.
keys-place-misclassified = { $place }, mal clasificado
keys-place-correct = { $place }, bien clasificado
keys-dropped = Punto { $n } soltado en { $at }.
keys-put-back = Punto { $n } devuelto a { $at }.
keys-removed-last = Se quitó el { $point }. No queda ningún punto.
keys-removed-now = Se quitó el { $point }. Ahora: { $now }.
keys-gave = { $n ->
    [one] Se asignó { $class } a { $n } punto seleccionado
   *[other] Se asignó { $class } a { $n } puntos seleccionados
}.
keys-choose-first = Elige primero un punto (m o n), o selecciona puntos con el rectángulo o el lazo.

## Las herramientas de dibujo en el cursor.

keys-stroke-spray = Aerosol: las flechas extienden la nube de { $n } puntos de { $class }.
keys-stroke-moving = Moviendo los { $n } puntos seleccionados con las flechas.
keys-stroke-box = Rectángulo: las flechas mueven su esquina opuesta.
keys-stroke-lasso = Lazo: las flechas lo dibujan.
keys-stroke-eraser = Borrador: las flechas lo mueven sobre los puntos que hay que quitar.
keys-stroke-jitter = Agitar: las flechas lo mueven sobre los puntos que hay que sacudir.
keys-sprayed = { $n ->
    [one] Se roció { $n } punto
   *[other] Se rociaron { $n } puntos
} de { $class }.
keys-moved = { $n ->
    [one] Se movió { $n } punto
   *[other] Se movieron { $n } puntos
}.
keys-selected-none = No se seleccionó ningún punto.
keys-selected = { $n ->
    [one] Se seleccionó { $n } punto
   *[other] Se seleccionaron { $n } puntos
}: Supr los quita, c les da la clase actual, Enter sobre uno de ellos los mueve todos.
keys-erased = { $n ->
    [one] Se borró { $n } punto
   *[other] Se borraron { $n } puntos
}.
keys-jittered = Se agitaron los puntos por los que pasó el pincel.
keys-stroke-cancelled = Trazo cancelado.
keys-selection-cleared = Selección borrada.

## El gráfico en sí, para un lector de pantalla: su nombre y su función, y cómo usarlo.

keys-plot-label = Gráfico de los puntos y de la { -boundary } de decisión
keys-plot-role = gráfico interactivo
keys-plot =
    .aria-label = { keys-plot-label }
    .aria-roledescription = { keys-plot-role }
keys-plot-help = Las flechas mueven un cursor, Enter añade un punto de la clase actual, las cifras eligen la clase, m elige puntos para moverlos o quitarlos, d describe el lugar bajo el cursor e i todo el gráfico. La ayuda (signo de interrogación) lista todas las teclas; Tab sale del gráfico.
