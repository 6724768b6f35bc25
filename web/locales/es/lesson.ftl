### Las palabras de Hyperplane: la tarjeta de la lección y el editor de lecciones, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-edit = Editar
    .title = Editar esta lección y sus preguntas
lesson-try = Prueba:

## El editor de lecciones.

editor-write = Escribir una lección…
    .title = Escribir una lección con preguntas para esta escena, y compartirla
editor-title = Escribir una lección
editor-lesson-title = Título
editor-text = Texto: **negrita**, *énfasis*, `código`, - listas, [enlaces](https://…)
editor-preview =
    .aria-label = Vista previa del texto
editor-try = Pasos «Prueba», uno por línea
editor-controls = Controles que el estudiante no puede usar
editor-part = Parte de la página
editor-locked = Bloqueado
editor-hidden = Oculto
editor-points = Añadir y mover { -points }
editor-lock = Bloquear { $name }
editor-hide = Ocultar { $name }
editor-questions = Preguntas
editor-course = Para un curso
editor-out =
    .aria-label = Enlace, código de inserción o mensaje
editor-apply = Aplicar
editor-applied = Aplicado a la página.
editor-link = Enlace para compartir
editor-embed = Código de inserción
editor-file = Archivo de lección
editor-add-choice = + Opción múltiple
editor-add-predict = + Predicción
editor-choice = Opción múltiple
editor-predict = Predicción
editor-remove = Quitar
editor-question = Pregunta
editor-choices = Opciones, una por línea
editor-choice-n = opción { $k }
editor-answer = La respuesta correcta
editor-feedback = Retroalimentación, una línea por opción (opcional)
editor-target = El estudiante predice
editor-target-boundary = la { -boundary }: el estudiante hace clic en dos { -points } de ella
editor-target-mistakes = los errores: el estudiante hace clic en los { -points } que el modelo clasificará mal
editor-no-link = Sin enlace: no se pudo codificar la escena.
editor-saved = Se guardó { $name }: ábrelo con «Abre un CSV, una escena o una lección» para volver a editarlo.

## Lo que se lleva un curso: el origen de la inserción, un paquete SCORM.

course-origin = Página del curso que puede controlar la inserción (opcional)
course-origin-hint = Su origen va en el código de inserción (&origin=…): esa página podrá entonces enviar órdenes al entorno interactivo (embed/client.js).
course-origin-invalid = Da la dirección de la página del curso, que empiece por https://
course-scorm-12 = SCORM 1.2 (cualquier LMS)
course-scorm-2004 = SCORM 2004 4.ª edición
course-scorm-download = Descargar paquete SCORM
course-scorm-for = Paquete para
course-pass = Nota de aprobado (% de la puntuación)
course-scorm-hint = Un zip para subir a Moodle, Canvas, Blackboard o cualquier LMS: la página, esta lección y un entorno de ejecución que informa de la puntuación y guarda el trabajo del estudiante. Cada pregunta se puntúa sobre 100.
course-pass-invalid = La nota de aprobado es un número entero de 0 a 100.
course-scorm-making = Haciendo el paquete SCORM…
course-scorm-failed = No se hizo el paquete SCORM.
course-scorm-saved = Se guardó { $name } ({ NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB, hecho en { NUMBER($s, minimumFractionDigits: 1, maximumFractionDigits: 1) } s): súbelo a tu LMS como paquete SCORM.
