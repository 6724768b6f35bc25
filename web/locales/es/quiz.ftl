### Las palabras de Hyperplane: responder las preguntas de una lección, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

quiz-count = Pregunta { $k } de { $n }
quiz-previous = ◀ Anterior
quiz-next = Siguiente ▶
quiz-right = ✓ Correcto.
quiz-wrong = ✗ Esa no.
quiz-predict-line = Haz clic en dos { -points } del gráfico por donde crees que pasará la { -boundary } ({ $n } de 2). Con el teclado: en el gráfico, mueve el cursor con las flechas y pulsa Enter.
quiz-predict-mistakes = Haz clic en los { -points } que crees que el modelo entrenado clasificará mal; vuelve a hacer clic para desmarcar ({ $n } marcados). Con el teclado: en el gráfico, elige un { -point } con m, n o las flechas y pulsa Enter.
quiz-reveal = Entrenar y mostrar
quiz-clear = Borrar mis clics
quiz-again = Volver a predecir
quiz-score-saved = Puntuación { $score }/100: tu respuesta guardada (discontinua).
quiz-score-line = Puntuación { $score }/100: tu recta se desvía { NUMBER($angle, minimumFractionDigits: 1, maximumFractionDigits: 1) }° de la dirección de la { -boundary } y está a { $offset } de ella en el centro (discontinua: tu predicción).
quiz-score-mistakes = Puntuación { $score }/100: { $hits } de tus { $marked } { -points } marcados son errores (precisión { $precision } %), y encontraste { $hits } de los { $mistakes } errores (exhaustividad { $recall } %).
quiz-overlay = Tu predicción
