### Las palabras de Hyperplane al evaluar un modelo (paquete engine/evaluate): la validación cruzada y la comparación de modelos, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Validación cruzada.

evaluate-folds = el número de pliegues debe estar entre 2 y { $max }, no { $k }
evaluate-folds-points = la validación cruzada con { $k } pliegues necesita al menos { $k } puntos, no { $n }
evaluate-no-method = la validación cruzada necesita al menos un método

## La comparación de modelos.

evaluate-logistic-two-classes = la evidencia logística es para dos clases, no { $n }
evaluate-no-logistic-model = el catálogo no tiene ningún modelo para la evidencia logística
evaluate-basis-problem = { $basis }: { $why }
evaluate-logistic-notes = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L en a_MAP
evaluate-logistic-notes-ridge = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L en a_MAP; A está mal condicionada, así que se usó ln|A + λI| con λ = { NUMBER($lambda, maximumSignificantDigits: 3) }
evaluate-logistic-row = logística, { $basis }
