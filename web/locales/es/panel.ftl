### Las palabras de Hyperplane: el panel, la barra de herramientas y lo que se superpone al gráfico, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Sobre el gráfico.

panel-legend =
    .aria-label = Leyenda de las fronteras
panel-fisher-inset =
    .aria-label = Proyecciones sobre la dirección
panel-fisher-reset = volver a Fisher
panel-drop = Suelta un CSV o una escena para abrirlo
panel-toast-close = ✕
    .aria-label = Descartar el mensaje
    .title = Descartar

## La barra de herramientas.

panel-toolbar =
    .aria-label = Entrenamiento
panel-play-button =
    .title = Iniciar o pausar (espacio)
panel-play = ▶ Iniciar
panel-pause = ❚❚ Pausa
panel-step = Paso
    .title = Un paso (s)
panel-reset = Reiniciar
    .title = Volver a empezar desde los pesos iniciales (r)
panel-open-full = Abrir en { -hyperplane } ↗
panel-controls-show = ☰ Controles
panel-controls-hide = ✕ Controles
panel-controls-more = ▴ Más
panel-controls-less = ▾ Menos
panel-controls-show-title = Mostrar los controles
panel-card-kind = Lección
panel-card-collapse =
    .title = Ocultar o mostrar el texto de la lección
panel-card-hide = Ocultar
    .title = Ocultar o mostrar el texto de la lección
panel-card-show = Mostrar
    .title = Ocultar o mostrar el texto de la lección

## La cabecera del panel.

panel =
    .aria-label = Controles de { -hyperplane }
panel-title = { -hyperplane }
panel-language = Idioma
panel-language-menu =
    .title = Idioma de la página
panel-help-open = ?
    .aria-label = Ayuda y atajos de teclado
    .title = Ayuda y atajos de teclado (?)
panel-close = ✕
    .aria-label = Cerrar los controles
    .title = Cerrar los controles

## Escenas.

panel-scenes = Escenas
panel-preset = Partir de un conjunto de datos
panel-preset-choose = elige un conjunto de datos…
panel-preset-load = Crear
panel-lesson = Lección
panel-lesson-choose = elige una lección…

## Datos.

panel-data = Datos
panel-classes =
    .aria-label = { -class(case: "cap") } de los { -points } nuevos
panel-class-add = + { -class }
    .title = Añadir una { -class }
panel-class-remove = − { -class }
    .title = Quitar la última { -class } y sus { -points }
panel-undo = Deshacer
    .title = Deshacer (z)
panel-redo = Rehacer
    .title = Rehacer (Mayús+z)
panel-clear = Vaciar
    .title = Quitar todos los { -points }
panel-split-row =
    .title = Reservar { -points } fuera del entrenamiento para medir la generalización; se dibujan huecos
panel-split = Partición de prueba
panel-split-resample = Remuestrear
    .title = Reservar otros { -points }
panel-data-hint = Haz clic para añadir un { -point } · arrastra un { -point } para moverlo · clic derecho o Mayús+clic lo quita · la rueda amplía · arrastrar en un espacio vacío (o con el botón central, con cualquier herramienta) desplaza la vista

## El algoritmo.

panel-algorithm = Algoritmo
panel-method = Método
panel-conventions = Convenciones
panel-basis = Funciones base φ(x)

## Entrenamiento.

panel-training = Entrenamiento
panel-speed = Velocidad
panel-speed-slider =
    .aria-label = Pasos de entrenamiento por segundo (logarítmica)
panel-values =
    .aria-label = Magnitudes del modelo
panel-hk-summary = Ho–Kashyap: b y e por { -point }
panel-hk-table =
    .aria-label = Vector de márgenes b y error e por { -point }
panel-hk-note = e = Ya − b, con y = +1 para la { -class } 1; cada paso aumenta b donde e > 0 (b ← b + 2η e⁺). Que todo e ≤ 0 con algún e < 0 demuestra que las { -classes } no son linealmente separables.
panel-models-summary = Comparar modelos (AIC, BIC, evidencia)
panel-models-table =
    .aria-label = Modelos comparados
panel-models-note = Mayor es mejor: AIC = ln p(D|θ) − M, BIC = ln p(D|θ) − ½ M ln N (apuntes); los modelos generativos ajustados por máxima verosimilitud. La regresión logística (a priori N(0, α⁻¹I), { -bias } incluido) se puntúa en a_MAP con cada base, con la evidencia de Laplace ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|; Occam son sus tres últimos términos. El ln p(D) = ln p(x, t) de los modelos generativos integra exactamente las medias (a priori N(μ₀ = φ(0, 0), 3²I)) y las probabilidades a priori de las { -classes } (Dirichlet(1, …, 1)), con cada Σ<sub>k</sub> sustituida por su estimación, no integrada; su Occam es ln p(D) − ln p(D|θ̂). Las filas solo se comparan dentro de una misma tabla (los mismos { -points } y etiquetas, el mismo tipo de evidencia: p(x, t) para los modelos generativos, p(t|x) para la regresión logística); el mejor ln p(D) es la fila resaltada.

## Vista.

panel-view = Vista
panel-shading = Regiones
panel-shading-soft = sombreadas según la confianza
panel-shading-hard = colores de { -class } sólidos
panel-shading-off = desactivadas
panel-compare = Comparar fronteras con
panel-compare-add = añade un algoritmo…
panel-fit = Encuadrar
    .title = Encuadrar todos los { -points } (f)

## Imágenes.

panel-pictures = Imágenes
panel-pic-shatter = Fragmentación: ¿qué etiquetados puede separar una recta?
panel-pic-shatter-canvas =
    .aria-label = Todos los etiquetados de los { -points } con dos { -classes }, con una recta separadora o una cruz donde no existe
panel-pic-weights = Espacio de { -weights }: la región de soluciones
panel-pic-weights-canvas =
    .aria-label = La región de soluciones en el espacio de { -weights }, la restricción de cada { -point } como una recta y la trayectoria de los { -weights }
panel-pic-lift = Espacio aumentado: z = (1, x, y)
panel-pic-lift-canvas =
    .aria-label = Los { -points } elevados a z = (1, x, y) y el plano aᵀz = 0 por el origen; arrastra para girarlo

## Compartir y archivos.

panel-share = Compartir y archivos
panel-copy-link = Copiar enlace
    .title = Un enlace que abre exactamente esta escena
panel-copy-embed = Copiar código de inserción
    .title = Un fragmento iframe para la página de un curso
panel-export-png = Imagen (PNG)
panel-export-csv = { -points(case: "cap") } (CSV)
panel-export-json = Escena (JSON)
panel-export-weights = { -weights(case: "cap") } (JSON)
panel-import = Abre un CSV (x, y, { -class }), una escena o una lección (JSON), o suéltalo sobre el gráfico

## Historial.

panel-history = Historial
panel-chart =
    .aria-label = { -loss(case: "cap") } y { -accuracy } de entrenamiento frente al { -step }
panel-replay = Repetición
panel-scrub =
    .aria-label = Recorrer el historial del entrenamiento

## Lo que escribe la página mientras se ejecuta.

panel-speed-value = { $n } pasos/s
panel-rings-hidden = ({ $n }: demasiados para rodearlos)
panel-replay-live = en vivo
panel-rbf-width = Ancho s de exp(−‖x − c‖² / 2s²)
panel-rbf-linear = también x e y
