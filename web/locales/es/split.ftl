### Las palabras de Hyperplane: la partición de prueba, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

split-percent = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
split-value = { $pct } % · { $n } { -points }
split-off = desactivada
split-score = { -accuracy } de entrenamiento { $train }, de prueba { $test } · { -loss } { $loss }, de prueba { $testLoss }
split-score-no-loss = { -accuracy } de entrenamiento { $train }, de prueba { $test } · el criterio de este método no tiene valor en { -points } reservados
