### Las palabras de Hyperplane: el gráfico Historial, el recuadro de Fisher y las tablas de los gráficos, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

chart-empty = Entrena para ver la { -loss } y la { -accuracy }.
chart-loss = { -loss } { $v }
chart-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
chart-fisher = Fisher: J(w) = { $j } · arrastra el asa morada para probar otra dirección
chart-fisher-yours = Fisher: J(w) = { $j } · la tuya: J = { $mine }

## Los nombres de los gráficos para los lectores de pantalla, y sus datos como tablas.

chart-as-table = Datos como tabla
chart-data-of = Datos del gráfico { $name }
chart-no-data = Aún no hay datos.
chart-percent = { $v } %
chart-yes = sí
chart-no = no
chart-list-sep = {"; "}
chart-fisher-angle =
    .aria-label = Dirección de prueba, en grados desde el eje x
chart-fisher-direction = dirección
chart-alt-not-available = no disponible
chart-alt-loss-empty = { -loss(case: "cap") } y { -accuracy } de entrenamiento frente al { -step }: aún no hay entrenamiento.
chart-alt-loss = { -loss(case: "cap") } frente al { -step }: de { $first } en el { -step } { $s0 } a { $last } en el { -step } { $s1 }, mínimo { $low } en el { -step } { $slow }; { -accuracy } de entrenamiento de { $acc0 } a { $acc1 }.
chart-alt-loss-named = { -loss(case: "cap") } ({ $criterion }) frente al { -step }: de { $first } en el { -step } { $s0 } a { $last } en el { -step } { $s1 }, mínimo { $low } en el { -step } { $slow }; { -accuracy } de entrenamiento de { $acc0 } a { $acc1 }.
chart-alt-loss-test = La { -accuracy } de prueba termina en { $acc }.
chart-alt-roc-empty = Curva ROC: entrena un modelo para verla.
chart-alt-roc = Curva ROC de la { -class } { $k } frente al resto: área bajo ella { $auc } en los { -points } de entrenamiento.
chart-alt-roc-test = Curva ROC de la { -class } { $k } frente al resto: área bajo ella { $auc } en los { -points } de entrenamiento, { $testAuc } en los { -points } de prueba.
chart-alt-roc-operating = El punto de operación de la decisión: tasa de falsos positivos { $fpr }, tasa de verdaderos positivos { $tpr }.
chart-alt-prc-empty = Curva de precisión-exhaustividad: entrena un modelo para verla.
chart-alt-prc = Curva de precisión-exhaustividad de la { -class } { $k } frente al resto: precisión media { $ap } en los { -points } de entrenamiento.
chart-alt-prc-test = Curva de precisión-exhaustividad de la { -class } { $k } frente al resto: precisión media { $ap } en los { -points } de entrenamiento, { $testAp } en los { -points } de prueba.
chart-alt-cv-empty = Validación cruzada: aún no se ha ejecutado.
chart-alt-cv = Validación cruzada con { $folds } pliegues, { -accuracy } por pliegue: { $results }.
chart-alt-cv-row = { $name } { $mean } ± { $sd }, de { $lo } a { $hi }
chart-alt-cv-error = { $name } { $error }
chart-alt-fisher-empty = Proyecciones sobre la dirección de Fisher: no se muestran.
chart-alt-fisher = Histogramas de los { -points } proyectados sobre la dirección de Fisher: { $classes }. J(w) = { $j }.
chart-alt-fisher-trial = Histogramas de los { -points } proyectados sobre tu dirección de prueba: { $classes }. J(w) = { $j }, la tuya { $mine }.
chart-alt-fisher-class = { -class } { $k }, { $n } { -points }, media { $mean }, dispersión { $sd }, de { $lo } a { $hi }
chart-alt-fisher-threshold = Umbral t = { $t }.
chart-alt-weights-none = Espacio de { -weights }: { $why }
chart-alt-weights = Espacio de { -weights } cortado en w₀ = { $w0 }: la región de soluciones es un polígono de { $corners } vértices; los { -weights } están ahora en w₁ = { $w1 }, w₂ = { $w2 }; { $n } restricciones, una por { -point }.
chart-alt-weights-empty = Espacio de { -weights } cortado en w₀ = { $w0 }: ningún { -weight } a la vista cumple todas las restricciones; los { -weights } están ahora en w₁ = { $w1 }, w₂ = { $w2 }; { $n } restricciones, una por { -point }.
chart-alt-shatter-none = Fragmentación: { $why }
chart-alt-shatter = { $separable } de { $all } etiquetados de los { $n } { -points } se pueden separar con una recta. { $conclusion }
chart-alt-lift = Los { -points } elevados a z = (1, x, y): { $n } { -points }. Las flechas giran la vista.
chart-alt-lift-plane = Los { -points } elevados a z = (1, x, y) y el plano aᵀz = 0 con a = { $a } por el origen: { $n } { -points }. Las flechas giran la vista.
chart-col-step = { -step }
chart-col-loss = { -loss }
chart-col-accuracy = { -accuracy }
chart-col-test-loss = { -loss } de prueba
chart-col-test-accuracy = { -accuracy } de prueba
chart-col-fpr = tasa de falsos positivos
chart-col-tpr = tasa de verdaderos positivos
chart-col-threshold = umbral
chart-col-recall = exhaustividad
chart-col-precision = precisión
chart-col-model = modelo
chart-col-fold = pliegue { $k }
chart-col-mean = media
chart-col-sd = d. t.
chart-col-sd-long = desviación típica
chart-col-class = { -class }
chart-col-points = { -points }
chart-col-lowest = mínimo
chart-col-highest = máximo
chart-col-point = { -point }
chart-col-holds = su restricción se cumple ahora
chart-col-labelling = etiquetado
chart-col-positive = { -points } en el lado positivo
chart-col-separable = separable
curves-fpr = TFP
curves-tpr = TVP
