### Las palabras de Hyperplane: las líneas de estado, las clases y la pista de la barra de herramientas, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

status-welcome = Pulsa Iniciar para entrenar, o haz clic para añadir { -points }
status-step = { -step } { $n }
status-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
status-accuracy-none = { -accuracy } —
status-mistakes = { $n ->
    [one] { $n } error
   *[other] { $n } errores
}
status-updates = { $n ->
    [one] { $n } actualización
   *[other] { $n } actualizaciones
}
status-weights-one = w = { $w }, w₀ = { $w0 }
status-weights-row = { $name } = { $w }, w₀ = { $w0 }
status-weights-many = W: { $rows }
status-list-sep = {"; "}
status-criterion = { $name } = { $value }
status-note = Nota: { $note }
status-class-label = { -class(case: "cap") } { $k }: { $name }
status-class-title = Pulsa { $k } para elegir esta { -class }
