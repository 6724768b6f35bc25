### Las palabras de Hyperplane: la sección Vista y la leyenda de las fronteras comparadas, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

view-legend-accuracy = { $name } · { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
view-legend-error = { $name } — { $error }
view-compare-stop = Dejar de comparar con { $name }
view-compare-sample = comparado en una muestra de { $n } de { $of } { -points }
