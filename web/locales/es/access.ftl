### Las palabras de Hyperplane: el gráfico desde el teclado, su descripción y la tabla de puntos, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

access-keys-table =
    .aria-label = Las teclas del gráfico
access-keys-sep = {", "}
access-keys-or = {" o "}
access-anywhere = Que las teclas de una sola letra de arriba actúen en toda la página (no en los campos de texto), no solo en el gráfico y en sus propios controles
access-scope = Las teclas de arriba actúan mientras el gráfico, o el control al que pertenecen (la barra de herramientas, las herramientas de dibujo, las { -classes }), tiene el foco.
access-plot-keys = El gráfico desde el teclado
access-plot-keys-intro = Llega al gráfico con Tab (es lo primero de la página). Aparece un cursor; el gráfico dice lo que hizo cada tecla, y el resumen del modelo cuando cambia.
access-description = Descripción del gráfico
access-keyboard-said = Teclado: { $said }

## La tabla de puntos.

points-box = Tabla de { -points }
points-caption = Los { -points }: edita x, y o la { -class } de un { -point }
points-col-class = { -class }
points-col-state = nota
points-col-remove = quitar
points-new-x =
    .aria-label = x del { -point } nuevo
points-new-y =
    .aria-label = y del { -point } nuevo
points-new-class =
    .aria-label = { -class(case: "cap") } del { -point } nuevo
points-add = Añadir
points-hint = Edita x, y o la { -class } de un { -point }: cada edición es un paso de deshacer.
points-new = { -point(case: "cap") } nuevo:
points-x-of = x del { -point } { $n }
points-y-of = y del { -point } { $n }
points-class-of = { -class(case: "cap") } del { -point } { $n }
points-remove = Quitar el { -point } { $n }
points-none = ningún { -point }
points-range = { $first }–{ $last } de { $total }
points-test = prueba
points-misclassified = mal clasificado
