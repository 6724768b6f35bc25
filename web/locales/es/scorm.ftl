### Las palabras de Hyperplane: el paquete SCORM de una lección y su entorno de ejecución en un LMS, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

scorm-lang-invalid = El idioma del paquete { $lang } no es una etiqueta de idioma (como cs o zh-Hans).
scorm-lang-missing = La página no tiene catálogo del idioma { $lang }; tiene { $have }.
scorm-lang-no-catalogs = La página no tiene catálogos ({ $file }), así que no tiene el idioma { $lang }.

## El entorno de ejecución de un paquete en un LMS.

scorm-lms-threw = { -hyperplane }: el { $fn } del LMS lanzó un error: { $error }
scorm-lesson-failed = No se pudo abrir la lección del paquete: { $error }
scorm-not-started = El curso (LMS) no inició esta lección: tus respuestas no se registran.
scorm-no-lms = No estás en un curso (no se encontró ningún LMS): tus respuestas no se registran.
scorm-restore-failed = No se pudo recuperar tu trabajo guardado: { $error }
scorm-save-failed = No se pudo guardar tu trabajo: { $error }
scorm-no-answer = sin respuesta
scorm-scene-too-large = La escena es demasiado grande para guardarla en el curso ({ $needed } caracteres de { $limit }): tus respuestas y tu puntuación se guardan, tus puntos no.
scorm-recorded = Registrado en tu curso: { $status }.
scorm-recorded-score = Registrado en tu curso: { $score } de 100, { $status }.
scorm-recorded-partial = Registrado en tu curso: { $score } de 100, { $status } ({ $answered } de { $questions } preguntas respondidas).
scorm-status-passed = aprobado
scorm-status-failed = no aprobado
scorm-status-completed = completado
scorm-status-incomplete = incompleto
