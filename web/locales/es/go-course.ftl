### Las palabras de Hyperplane sobre las lecciones (paquete engine/course): la comprobación de una lección, sus preguntas y sus predicciones, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Una lección.

course-lesson-size = la lección ocupa { $size }; el límite es { $max }
course-lesson-scene = la escena de la lección: { $why }
course-lesson-no-title = una lección necesita un título
course-lesson-no-text = una lección necesita un texto
course-lesson-id = el id de la lección
course-lesson-id-chars = el id de la lección { $id } solo puede contener letras minúsculas, cifras y -
course-the-lesson = la lección: { $why }

## Sus pasos «Prueba», controles y preguntas. $controls y $parts son los nombres que escribe un archivo de lección.

course-try-count = una lección tiene como mucho { $max } pasos «Prueba», no { $n }
course-try-step = paso «Prueba» { $n }
course-locks = la lección bloquea { $control }, que no es un control; los controles son { $controls }
course-hides = la lección oculta { $part }, que no es una parte que pueda ocultar; las partes son { $parts }
course-questions-count = una lección tiene como mucho { $max } preguntas, no { $n }
course-question = pregunta { $n }: { $why }
course-no-prompt = no tiene enunciado
course-the-prompt = el enunciado
course-choice-target = una pregunta de opción múltiple no tiene objetivo
course-choices-count = una pregunta de opción múltiple tiene de { $min } a { $max } opciones, no { $n }
course-choice-empty = la opción { $n } está vacía
course-choice = opción { $n }
course-answer-range = la respuesta es la opción { $answer }, pero las opciones van de 1 a { $n }
course-feedback-count = tiene { $n } textos de retroalimentación para { $choices } opciones: da uno por opción, o ninguno
course-feedback = la retroalimentación de la opción { $n }
course-predict-extras = una pregunta de predicción no tiene opciones, respuesta ni retroalimentación
course-predict-line = predecir la { -boundary } necesita una escena de dos clases con la base lineal, donde la { -boundary } es una recta
course-target = el objetivo { $target } no es { $a } ni { $b }
course-no-kind = no tiene tipo (choice o predict)
course-kind = el tipo { $kind } no es { $a } ni { $b }

## La puntuación de una predicción.

course-line-two-classes = la { -boundary } es una recta solo con dos clases y la base lineal
course-line-not-single = la { -boundary } de este modelo no es una sola recta
course-line-not-plane = la { -boundary } de este modelo no es una recta del plano
course-line-zero = el modelo entrenado no tiene recta de { -boundary } (sus { -weights } en x e y son cero)
course-predict-same = los dos puntos de la predicción deben ser distintos
course-predict-no-line = el modelo entrenado no tiene recta de { -boundary }
course-predict-viewport = la vista está vacía

## Una lección como paquete SCORM, y el progreso de un estudiante en un LMS.

scorm-no-question = no existe la pregunta { $n }
scorm-answer-kind = la pregunta { $n } admite una respuesta del tipo { $want }, no { $kind }
scorm-score-range = la puntuación de la pregunta { $n } debe ser de 0 a { $max }
scorm-choices = la pregunta { $n } tiene las opciones de 1 a { $choices }
scorm-line-answer = la respuesta a la pregunta { $n } son dos puntos de una recta
scorm-line-points = los puntos de la respuesta a la pregunta { $n } deben ser finitos, dentro de ±{ $max }
scorm-marks-count = la respuesta a la pregunta { $n } marca como mucho { $max } puntos
scorm-marks-point = la respuesta a la pregunta { $n } marca el punto { $point }, que no puede existir
scorm-answer-no-kind = la respuesta a la pregunta { $n } no es de ningún tipo ({ $kind })
scorm-scene-unsaved = no se puede guardar la escena: { $why }
scorm-answers-long = solo las respuestas ocupan { $n } caracteres; el límite es { $max }
scorm-progress-long = el progreso guardado ocupa { $n } caracteres; el límite es { $max }
scorm-progress-not-ours = el progreso guardado no es de Hyperplane: { $why }
scorm-progress-version = el progreso guardado es de otra versión de Hyperplane
scorm-saved-scene = la escena guardada: { $why }
scorm-progress-answers = el progreso guardado tiene { $n } respuestas; una lección tiene como mucho { $max } preguntas
scorm-saved-answer = la respuesta guardada { $n }: { $why }
scorm-answer-form = no es [pregunta, tipo, respuesta, puntuación]
scorm-answer-question = su pregunta no es un número entero
scorm-answer-kind-letter = su tipo no es c, b ni m
scorm-answer-score = su puntuación no es un número de 0 a { $max }
scorm-answer-choice = su opción no es un número entero
scorm-answer-line = su recta no es [x1, y1, x2, y2]
scorm-answer-marks = sus marcas no son una lista de puntos
scorm-answer-marks-count = marca más de { $max } puntos
scorm-version = la versión de SCORM { $version } no es { $a } ni { $b }
scorm-pass-mark = la nota de aprobado debe ser un porcentaje entero de 0 a 100, no { $value }
scorm-page-file = el archivo de la página { $file }: { $why }
scorm-page-size = la página tiene más de { $files } archivos o { $mb } MB
scorm-no-index = el paquete no tiene index.html
scorm-lesson-unpacked = no se puede empaquetar la lección: { $why }
scorm-second-file = la página tiene un segundo archivo llamado { $file }
scorm-missing-file = a la página le falta { $file } (ejecuta make build)
