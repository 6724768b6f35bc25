### Las palabras de Hyperplane: el vocabulario del curso, como términos que usan todos los mensajes, en español.
### Un curso cambia uno en todas partes a la vez con ?strings= (por ejemplo -bias = umbral).
### Un término tiene caso: "cap" cuando empieza una frase o una etiqueta.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = { $case ->
   *[lower] sesgo
    [cap] Sesgo
}
-weight = { $case ->
   *[lower] peso
    [cap] Peso
}
-weights = { $case ->
   *[lower] pesos
    [cap] Pesos
}
-margin = { $case ->
   *[lower] margen
    [cap] Margen
}
-class = { $case ->
   *[lower] clase
    [cap] Clase
}
-classes = { $case ->
   *[lower] clases
    [cap] Clases
}
-point = { $case ->
   *[lower] punto
    [cap] Punto
}
-points = { $case ->
   *[lower] puntos
    [cap] Puntos
}
-step = { $case ->
   *[lower] paso
    [cap] Paso
}
-accuracy = { $case ->
   *[lower] exactitud
    [cap] Exactitud
}
-boundary = { $case ->
   *[lower] frontera
    [cap] Frontera
}
-loss = { $case ->
   *[lower] pérdida
    [cap] Pérdida
}
