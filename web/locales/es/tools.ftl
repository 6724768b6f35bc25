### Las palabras de Hyperplane: las herramientas de dibujo, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

tools-bar =
    .aria-label = Herramientas de dibujo
tools-point =
    .aria-label = { -point(case: "cap") }
    .title = { -point(case: "cap") }: un clic añade un { -point }, arrastrar mueve uno o desplaza la vista (p)
tools-spray =
    .aria-label = Aerosol
    .title = Aerosol: arrastra desde el centro hacia fuera; el arrastre fija la dispersión y la dirección de una nube gaussiana (a)
tools-eraser =
    .aria-label = Borrador
    .title = Borrador: quita los { -points } por los que pasa el pincel (e)
tools-lasso =
    .aria-label = Lazo
    .title = Lazo: rodea { -points } para seleccionarlos; arrastra un { -point } seleccionado para moverlos todos (l)
tools-box =
    .aria-label = Rectángulo
    .title = Rectángulo: arrastra un rectángulo para seleccionar { -points }; arrastra un { -point } seleccionado para moverlos todos (b)
tools-jitter =
    .aria-label = Agitar
    .title = Agitar: mueve un poco, con ruido, cada { -point } por el que pasa el pincel (j)
tools-count-box =
    .title = { -points(case: "cap") } de cada trazo del aerosol
tools-count =
    .aria-label = { -points(case: "cap") } de cada trazo del aerosol
tools-delete-title =
    .title = Borrar los { -points } seleccionados (Supr)
tools-delete = Borrar { $n }
tools-relabel = → { -class }
    .title = Dar a los { -points } seleccionados la { -class } de los { -points } nuevos
