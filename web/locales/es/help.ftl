### Las palabras de Hyperplane: la ayuda, el cuadro de fallos y el «Acerca de» de un idioma, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

help-title = { -hyperplane }
help-intro = Haz clic para poner { -points } de dos o más { -classes } en el plano, elige un método y pulsa Iniciar para verlo entrenar.
help-mouse = Ratón y pantalla táctil
help-mouse-add = Clic (toque): añade un { -point } de la { -class } actual
help-mouse-drag = Arrastrar un { -point }: lo mueve; los métodos de forma cerrada se reajustan mientras arrastras
help-mouse-remove = Clic derecho, Mayús+clic (pulsación larga): quita el { -point } más cercano
help-mouse-pan = Arrastrar en un espacio vacío, o con el botón central con cualquier herramienta: desplaza · rueda: amplía
help-keyboard = Teclado
help-key-play = iniciar / pausar
help-key-step = un { -step }
help-key-reset = reiniciar los { -weights }
help-key-class = { -class } de los { -points } nuevos
help-key-undo = deshacer / rehacer
help-key-fit = encuadrar la vista en los { -points }
help-key-tools = herramientas: { -point }, aerosol, borrador, lazo, rectángulo, agitar
help-key-delete = borrar los { -points } seleccionados
help-key-help = esta ayuda
help-key-escape = cerrar esta ayuda y el cuadro de fallos
help-conventions = Convenciones
help-conventions-text = Las { -classes } se numeran 1…K. En los métodos de dos clases, la { -class } 1 es la { -class } positiva (y = +1). Los vectores se aumentan como z = (1, x) con a = (w₀, w), de modo que el { -bias } va primero. Las covarianzas son estimaciones de máxima verosimilitud (divididas por Nₖ).
help-limits = Límites
help-limits-text = Como mucho 200 000 { -points }, 6 { -classes }, 32 centros gaussianos y coordenadas dentro de ±10⁶; archivos de 32 MB. La repetición guarda 4000 instantáneas (una ejecución más larga se reduce de forma uniforme). Deshacer guarda 200 ediciones y como mucho 600 000 { -points } guardados (6 ediciones de 100 000 { -points }). El entrenamiento ocupa como mucho 8 ms de cada fotograma.
help-api = La API de la página es <code>window.hyperplane</code>; prueba <code>hyperplane.state()</code> en la consola.
help-close = Cerrar

## El «Acerca de» del idioma de la página, en la ayuda.

help-language = Este idioma
help-language-not-reviewed = no
help-language-file = { $file }: hecho por { $who }; revisado por un docente: { $reviewed }
help-language-all = { $n ->
    [one] Su archivo: hecho por { $who }; revisado por un docente: { $reviewed }
   *[other] Sus { $n } archivos: hechos por { $who }; revisados por un docente: { $reviewed }
}
help-language-missing = { $n ->
    [one] Un mensaje de esta página aún no está en este idioma y se muestra en inglés.
   *[other] { $n } mensajes de esta página aún no están en este idioma y se muestran en inglés.
}

## El cuadro de fallos.

help-fault-title = Algo ha fallado
help-fault-text = El entrenamiento está en pausa y tus { -points } se conservan. Puedes seguir trabajando, exportar la escena o copiar los detalles para un informe de error.
help-fault-copy = Copiar detalles
help-fault-copied = Copiado
help-fault-message = { $message } (en { $where })
