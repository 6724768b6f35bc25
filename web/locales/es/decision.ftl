### Las palabras de Hyperplane: la sección Decisión (probabilidades a priori, pérdidas, rechazo, umbrales, la matriz de confusión, las curvas, la validación cruzada), en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

decision-title = Decisión
decision-priors = A priori p(C<sub>k</sub>)
decision-loss = { -loss(case: "cap") } L<sub>kj</sub> (decidir k, { -class } j)
decision-reject = Rechazar por debajo de θ
decision-threshold = Umbral t sobre h
decision-offsets = Desplazamientos δ<sub>k</sub> sobre a<sub>k</sub>
decision-reset = Restablecer
    .title = A priori aprendidas, { -loss } 0-1, sin rechazo, t = 0, δ = 0
decision-confusion-of = Confusión de los
decision-set-train = { -points } de entrenamiento
decision-set-test = { -points } de prueba
decision-confusion =
    .aria-label = Matriz de confusión: las filas son las { -classes } verdaderas y las columnas las decididas
decision-curves-of = Curvas de la { -class }
decision-against-rest = frente al resto
decision-roc =
    .aria-label = Curva ROC: arrastra el punto amarillo por ella para fijar el umbral
decision-prc =
    .aria-label = Curva de precisión-exhaustividad
decision-cv = Validación cruzada
decision-cv-this = este método
decision-cv-bases = este método, cada base
decision-cv-generative = los modelos generativos
decision-cv-k =
    .aria-label = Pliegues k
decision-cv-run = Ejecutar
decision-cv-box =
    .aria-label = Exactitudes por pliegue de cada modelo
decision-prior-learnt = datos
decision-prior-of = A priori de la { -class } { $k }
decision-offset-of = Desplazamiento δ de la { -class } { $k }
decision-loss-of = { -loss(case: "cap") } de decidir la { -class } { $k } para la { -class } { $j }
decision-priors-positive = Da a cada { -class } una probabilidad a priori positiva (o deja todas en blanco para usar las aprendidas).
decision-confusion-corner = { -class } ↓ decidida →
decision-rejected = rechazados
decision-cell = { $n } · { $pct } %
decision-ring = Rodear estos { -points } en el plano
decision-accuracy = { -accuracy } { $pct } % de { $n }
decision-precision = { $k }: precisión { $precision }, exhaustividad { $recall }
decision-auc = { -class } { $k }: AUC { $auc } (prueba { $test }), precisión media { $ap }
decision-drag = arrastra el punto amarillo por la curva para fijar { $what }
decision-score = Puntuación de la curva: { $score }.
decision-why = El punto no se puede arrastrar: { $why }.
decision-cv-no-basis = sin base
decision-cv-running = ejecutando… { $pct } %
decision-cv-done = { $folds } pliegues, { $n } { -points }, { $ms } ms
decision-cv-row = { $name }: { $mean } % ± { $sd }
decision-cv-row-loss = { $name }: { $mean } % ± { $sd }, { -loss } { $loss } ± { $lossSd }
decision-cv-row-error = { $name }: { $error }
decision-untrained = Entrena un modelo para ver sus decisiones.
decision-applied = En uso: { $what }.
decision-applied-priors = probabilidades a priori
decision-applied-loss = pérdidas
decision-applied-reject = rechazo θ
decision-applied-threshold = umbral t
decision-applied-offsets = desplazamientos δ
decision-none-applied = Las probabilidades a priori, las pérdidas y el rechazo ponderan las probabilidades a posteriori (modelos generativos, regresión logística y softmax); t mueve h = 0 a h = t con dos { -classes }, δₖ se suma a aₖ con más.
