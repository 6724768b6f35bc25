### Las palabras de Hyperplane: la tabla de las magnitudes del modelo y de los modelos comparados, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

values-model = modelo
values-occam = Occam
values-model-notes = { $name }: { $notes }
values-evidence-two-classes = La evidencia de la regresión logística es para dos { -classes }.
values-b-grows = b crece
values-origin-distance = w₀/‖w‖ (distancia con signo del origen)
values-set-margin = { -margin } del conjunto, min y·h/‖w‖ (— durante el entrenamiento)
values-novikoff-bar = errores hasta ahora frente a la cota de Novikoff
values-novikoff = errores hasta ahora k = { $k } ≤ (R/γ)² = { $bound }
