### Las lecciones incluidas en Hyperplane (paquete engine/course), en español: lesson-<id>-title y lesson-<id>-text.
### El texto de una lección es un Markdown sencillo: cada salto de línea empieza un párrafo. Los símbolos matemáticos son los de los apuntes.
### Una lección que escribe un docente (el editor de lecciones, un archivo de lección) conserva sus propias palabras: no está en el catálogo.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-vc-dimension-title = ¿Cuántos puntos puede fragmentar una recta?
lesson-vc-dimension-text =
    Un clasificador fragmenta (shatters) un conjunto de puntos cuando puede separar cada uno de sus etiquetados. Las rectas del plano fragmentan tres puntos en posición general: prueba la escena de tres puntos con sus ocho etiquetados.
    Estos son cuatro puntos con el etiquetado XOR, y ninguna recta los separa: el perceptrón nunca converge. Ningún conjunto de cuatro puntos puede ser fragmentado por rectas, así que su capacidad, la dimensión de Vapnik–Chervonenkis, es 3.
    Prueba: cambia una etiqueta. Todos los etiquetados del cuadrado salvo los dos XOR son separables.
lesson-overfitting-rbf-title = Sobreajuste con campanas RBF, visto en puntos de prueba
lesson-overfitting-rbf-text =
    La mitad de los puntos (los anillos huecos) se reservan como puntos de prueba: el modelo nunca se entrena con ellos. Aquí los mínimos cuadrados trabajan en el espacio de características de campanas gaussianas estrechas, una sobre cada uno de los 30 puntos de entrenamiento. Con casi tantas características como puntos de entrenamiento puede ajustar cada punto de entrenamiento, ruido incluido, y la frontera se enrosca alrededor de puntos aislados.
    El estado muestra la exactitud de entrenamiento y la de prueba una junto a otra: la primera es alta y la segunda mucho más baja. Esa diferencia es el sobreajuste: demasiada libertad reduce la capacidad de generalización del clasificador.
    Prueba: ensancha las campanas, o cambia la base a lineal, y observa cómo la exactitud de prueba sube hacia la de entrenamiento. Vuelve a muestrear la partición para ver cuánto depende la exactitud de prueba de qué puntos se reservaron.
lesson-occam-evidence-title = La evidencia elige el modelo más sencillo
lesson-occam-evidence-text =
    Dos nubes que se solapan: la mejor frontera es una recta. Abre Entrenamiento › Comparar modelos: la regresión logística bayesiana (a priori N(0, α⁻¹I), α = 1) se ajusta con cuatro bases: ninguna, polinomios de grado 2 y 3, y campanas gaussianas 3×3.
    La cúbica ajusta mejor los puntos de entrenamiento: su ln p(D|a_MAP) es el mayor. Pero la evidencia de Laplace ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| añade el factor de Occam, el logaritmo de la parte del volumen de la a priori que dejan los datos: negativo, y más cuantos más pesos. Su mejor fila (en negrita) es la recta simple.
    Prueba: la validación cruzada de la sección Decisión con cada base, que cuenta la misma historia con puntos reservados; o fija probabilidades a priori y pérdidas desiguales y observa cómo se desliza la recta.
lesson-perceptron-novikoff-title = El perceptrón y la cota de Novikoff
lesson-perceptron-novikoff-text =
    Pulsa Iniciar y observa el perceptrón: cada vez que encuentra un punto en el lado equivocado (y·aᵀz ≤ 0) suma a sus pesos el vector aumentado de ese punto, z = (1, x), y la recta salta.
    El círculo tiene radio R, el mayor ‖z‖, y la banda tiene semiancho γ, el mejor margen que logra una recta por el origen del espacio de z. El teorema de Novikoff dice que en datos separables el perceptrón hace como mucho (R/γ)² actualizaciones, recorra los puntos como los recorra. Compara el número de actualizaciones con la cota.
    Prueba: arrastra un punto hacia la otra clase. γ se reduce, la cota crece y el perceptrón necesita más actualizaciones. Arrastra uno al otro lado y los datos dejan de ser separables: el perceptrón nunca se asienta.
lesson-xor-basis-title = XOR y funciones base
lesson-xor-basis-text =
    Ninguna recta separa la puerta XOR: las esquinas (1, 0) y (0, 1) tienen salida 1 y las esquinas (0, 0) y (1, 1), salida 0. Cambia la base a lineal y el perceptrón no se detiene nunca.
    Aquí cada punto x se transforma primero en φ(x) = (φ₁(x), φ₂(x)), dos campanas gaussianas centradas en (0, 0) y (1, 1). En ese espacio de características los cuatro puntos son separables, así que el perceptrón converge, y su recta en el espacio de características es la frontera curva que ves en el plano.
    Prueba: la base polinómica de grado 2 también funciona, porque x + y − 2xy es exactamente XOR en las esquinas.
lesson-least-squares-outliers-title = Mínimos cuadrados frente a regresión logística con valores atípicos
lesson-least-squares-outliers-text =
    Los mínimos cuadrados ajustan los objetivos de todos los puntos, así que un punto alejado en el lado correcto de la frontera también es un error: su valor es mucho mayor que su objetivo. El grupo de puntos de la clase 2 abajo a la derecha atrae hacia sí la frontera de mínimos cuadrados, y puntos cercanos a las nubes acaban mal clasificados.
    La frontera superpuesta es la de la regresión logística. Su error para un punto alejado en el lado correcto es casi cero, así que el grupo lejano apenas la mueve.
    Prueba: borra los puntos lejanos uno a uno y observa cómo vuelve la frontera de mínimos cuadrados.
lesson-fisher-vs-means-title = La dirección de Fisher frente a la diferencia de las medias
lesson-fisher-vs-means-text =
    Proyecta los puntos sobre una dirección w y mira los dos histogramas. La elección obvia es w ∝ m₁ − m₂, la diferencia de las medias de las clases; pero estas clases son largas y estrechas, y en esa dirección sus proyecciones se solapan mucho.
    El criterio de Fisher J(w) = (m₁ − m₂)² / (s₁² + s₂²) pide además poca dispersión dentro de cada clase. Su máximo, w ∝ S_W⁻¹(m₁ − m₂), se aparta del eje largo de las clases, y sus proyecciones se separan.
    Prueba: compara J para la dirección de Fisher con J para la dirección de m₁ − m₂; después haz las clases redondas y verás que las dos direcciones coinciden.
lesson-one-versus-rest-title = Uno contra el resto deja regiones sin decidir
lesson-one-versus-rest-text =
    Con tres clases, uno contra el resto entrena tres perceptrones: la clase 1 contra las demás, la clase 2 contra las demás y la clase 3 contra las demás. Un punto se asigna a la clase k cuando el clasificador k dice sí y los demás dicen no.
    En las regiones marcadas como ambiguas esa regla no da respuesta: o ningún clasificador dice sí (el centro) o lo dice más de uno. Los apuntes llaman a esto la ambigüedad de uno contra el resto.
    Prueba: cambia la estrategia al discriminante de K clases, que asigna x a la clase cuya función yₖ(x) es mayor. Sus regiones cubren el plano sin huecos ni solapamientos.
lesson-least-squares-masking-title = Los mínimos cuadrados enmascaran una clase
lesson-least-squares-masking-text =
    Tres clases están alineadas, con la clase 2 en el centro. Los mínimos cuadrados ajustan una función lineal y_k(x) a los objetivos 1-de-K de cada clase y asignan x a la mayor. A lo largo de la línea, y₁ baja e y₃ sube, pero el mejor ajuste lineal de los objetivos de la clase 2 (1 en el centro, 0 en ambos extremos) es casi plano, cerca de 1/3, y nunca es el mayor durante mucho tramo: la clase 2 casi no recibe región y la mayoría de sus puntos quedan mal clasificados (Bishop, figura 4.5).
    Las fronteras superpuestas son las de la regresión softmax, a cuyas probabilidades a posteriori no se les pide ajustar linealmente los objetivos; esta da a la clase 2 el centro de la línea.
    Prueba: arrastra la clase 2 fuera de la línea, lejos de las otras dos, y observa cómo los mínimos cuadrados vuelven a darle una región.
lesson-ho-kashyap-separability-title = Ho-Kashyap detecta la no separabilidad
lesson-ho-kashyap-separability-text =
    El perceptrón nunca se detiene con datos que ninguna recta separa, y nunca te dice por qué. Ho-Kashyap minimiza ‖Za − b‖² en los pesos a y en los márgenes b > 0: cada paso aumenta b_n donde el error e = Za − b es positivo y vuelve a resolver a = Z†b.
    Como a es la solución de mínimos cuadrados, Zᵀe = 0. Así que si e ≤ 0 con e ≠ 0, ningún a puede hacer positivos todos los márgenes aᵀz: el procedimiento se detiene con una prueba de que las clases no son linealmente separables. Aquí un punto de cada clase está entre los de la otra clase; pulsa Iniciar y lee el estado.
    Prueba: arrastra los dos puntos desplazados de vuelta a su lado (la clase 1 a la izquierda, la clase 2 a la derecha) y vuelve a ejecutar: e se reduce a 0 y Ho-Kashyap converge a una recta separadora.
lesson-widrow-hoff-title = Widrow-Hoff se acerca a los mínimos cuadrados
lesson-widrow-hoff-text =
    La regla de Widrow-Hoff (LMS) visita los puntos de uno en uno y corrige a ← a + η_k (b_k − aᵀz_k) z_k, incluso en los puntos que ya están en el lado correcto. Es descenso de gradiente secuencial sobre J_s(a) = ‖Za − b‖², así que no busca una recta separadora sino la solución de mínimos cuadrados Z†b, cuya frontera aparece superpuesta.
    Aquí cada paso es una pasada entera por los puntos, con la tasa η₁/e en la pasada e. A medida que la tasa disminuye, las correcciones se reducen y a se asienta en Z†b: el estado muestra cómo baja la distancia ‖a − Z†b‖, en un factor de 5 a 8 aproximadamente por cada multiplicación por diez del número de pasadas.
    Prueba: cambia el esquema de la tasa a constante y verás que a sigue vagando alrededor de Z†b; o a η₁/k, donde k cuenta las correcciones individuales: la tasa baja entonces tan deprisa que a avanza muy despacio hacia Z†b.
lesson-kernel-trick-title = El truco del núcleo: círculos y XOR sin base
lesson-kernel-trick-text =
    Aquí la base es lineal, y ninguna recta separa un disco del anillo que lo rodea. La máquina de vectores de soporte nunca necesita las propias características, solo sus productos escalares φ(x)ᵀφ(x'): sustitúyelos por un núcleo K(x, x') y trabaja en el espacio de características del núcleo sin construirlo nunca. El núcleo gaussiano exp(−γ‖x − x'‖²) tiene un espacio de características de dimensión infinita; aun así, la máquina guarda solo un α por punto, y la frontera f(x) = Σ αₙ yₙ K(xₙ, x) + b = 0 es una curva cerrada alrededor del disco: cada punto de entrenamiento está en su lado.
    Solo los vectores de soporte (rodeados, con tamaño según α) tienen α > 0; las curvas discontinuas son f = ±1, el margen en el espacio de características.
    Prueba: pon el núcleo en lineal: la mejor recta deja alrededor de un tercio de los puntos en el lado equivocado. Ponlo en polinómico de grado 2: (γ xᵀx' + c₀)² contiene x², xy e y², y también separa los círculos. Carga la puerta XOR y vuelve a elegir la SVM: el núcleo gaussiano y el polinómico de grado 2 la separan (con un C grande); el núcleo lineal no puede.
lesson-kernel-gamma-islands-title = γ demasiado grande: cada punto es su propia isla, visto en la partición de prueba
lesson-kernel-gamma-islands-text =
    La mitad de los puntos (los anillos huecos) están reservados. El núcleo gaussiano exp(−γ‖x − x'‖²) con γ = 30 es una campana de ancho 1/√(2γ) ≈ 0,13 alrededor de cada punto de entrenamiento: la máquina dibuja una islita alrededor de cada punto de la otra clase y acierta todos los puntos de entrenamiento, ruido incluido.
    Compara en el estado la exactitud de entrenamiento con la de prueba: los puntos de prueba caen entre las islas, donde decide solo el sesgo, y la exactitud de prueba es mucho menor. Eso es sobreajuste, con tantas campanas libres como puntos.
    Prueba: baja γ a 0,3: las islas se funden en una sola frontera suave, la exactitud de entrenamiento baja un poco y la de prueba sube.
lesson-svm-c-slack-title = C intercambia margen por holgura
lesson-svm-c-slack-text =
    Ninguna recta separa estas nubes, así que el margen blando deja puntos dentro del margen o al otro lado de la frontera, cada uno con una holgura ξₙ = max(0, 1 − yₙh(xₙ)), y minimiza ½‖w‖² + C Σ ξₙ. C es el precio de una unidad de holgura.
    Con C = 0,01 la holgura es barata: el margen 1/‖w‖ (las rectas discontinuas son h = ±1) es ancho, y la mayoría de los puntos son vectores de soporte, casi todos en la cota αₙ = C (rodeados en ámbar).
    Prueba: sube C a 1 y después a 100, y vuelve a entrenar: el margen se estrecha, la holgura total Σξ de los valores baja y hay menos vectores de soporte. Un C mayor ajusta con más fuerza los puntos de entrenamiento; la frontera en sí apenas se mueve aquí.
lesson-generative-vs-discriminative-title = Generativo o discriminativo: añade un punto lejano
lesson-shared-vs-separate-covariances-title = Covarianzas compartidas frente a separadas
lesson-shared-vs-separate-covariances-text =
    La clase 1 es una nube redonda y compacta; la clase 2 es ancha y estirada a lo largo de x. El modelo generativo ajusta una gaussiana N(x|μ_k, Σ_k) a cada clase y compara π_k N(x|μ_k, Σ_k).
    Con una covarianza Σ compartida por ambas clases, los términos cuadráticos −½xᵀΣ⁻¹x son iguales en los dos lados y se cancelan: la frontera es una recta (la superpuesta), que no puede rodear la clase 1. Con una covarianza para cada clase no se cancelan, y la frontera es cuadrática, aquí una curva cerrada alrededor de la clase compacta. Los apuntes: la superficie de decisión es plana cuando las matrices de covarianza son iguales, y cuadrática cuando no lo son.
    Prueba: compara la log-verosimilitud ln p(D|θ) y los errores de los dos modelos (cambia el algoritmo a Clases gaussianas, covarianza compartida); después haz que las dos clases tengan la misma dispersión y verás que la curva se abre hasta ser una recta.
lesson-generative-vs-discriminative-text =
    ¿Qué le pasa a la frontera de decisión si añadimos un nuevo punto de la clase 1 muy lejos, en su propio lado? El punto de abajo a la derecha es uno así; arrástralo, o bórralo y vuelve a añadirlo.
    El modelo generativo ajusta una gaussiana a cada clase. El punto lejano arrastra hacia sí la media de su clase y estira la covarianza compartida, y la frontera, que solo depende de ellas, se desplaza y gira, aunque el punto nunca estuvo en duda.
    La regresión logística (la frontera superpuesta) ajusta directamente p(C₁|x). Un punto clasificado con confianza casi no añade nada a su gradiente Σ (yₙ − tₙ) zₙ, así que su frontera apenas se mueve.
lesson-generative-vs-discriminative-text-fisher =
    { lesson-generative-vs-discriminative-text }
    Aquí el discriminante de Fisher ocupa el lugar del modelo gaussiano: su dirección S_W⁻¹(m₁ − m₂) es la que dan las gaussianas con una covarianza compartida, y también la mueve el punto lejano.

## Las lecciones de la red (engine/course/lessons_network.go).

lesson-network-from-perceptron-title = Del fracaso del perceptrón con XOR a una red
lesson-network-from-perceptron-text =
    Pulsa Iniciar. El perceptrón recorre las cuatro esquinas sin fin: (1, 0) y (0, 1) son de la clase 1, (0, 0) y (1, 1) de la clase 2, y ninguna recta deja cada pareja en su propio lado, así que cada recta que prueba falla en una esquina y la actualización siguiente deshace la anterior.
    Una red con una capa oculta pone rectas antes de la recta: cada unidad oculta j es una recta aⱼ = wⱼᵀx + bⱼ = 0 del plano (dibujada en su propio color, con su flecha en el lado donde aⱼ > 0), su salida hⱼ = tanh(aⱼ) dice a qué lado está un punto, y la unidad de salida es una regresión logística sobre (h₁, h₂): una recta en el espacio de las unidades ocultas, que las rectas del plano han doblado. Dos rectas cortan el cuadrado en una banda que contiene (1, 0) y (0, 1) y deja fuera las otras esquinas.
    La retropropagación entrena las dos capas a la vez: el error de la salida y − t vuelve por los pesos de salida a cada unidad, δⱼ = (1 − hⱼ²) Σ vⱼ(y − t), y cada recta se mueve en −η δⱼ (1, x).
lesson-network-from-perceptron-try-1 = Elige Red neuronal en el menú de métodos e inicia: las dos rectas se mueven hasta que la banda contiene la clase 1.
lesson-network-from-perceptron-try-2 = Pulsa Otra semilla y vuelve a iniciar: otra pareja de rectas, o una pareja atascada en un mínimo local con una esquina mal.
lesson-network-from-perceptron-try-3 = Intercambia las unidades, o cambia el signo de una: otros pesos, la misma frontera.
lesson-network-from-perceptron-q1-prompt = ¿Por qué dos unidades ocultas resuelven XOR cuando una recta no puede?
lesson-network-from-perceptron-q1-choice-1 = Cada unidad es una recta; juntas recortan una banda, y la salida separa la banda del resto
lesson-network-from-perceptron-q1-choice-2 = La red tiene más pesos, así que puede memorizar cuatro puntos
lesson-network-from-perceptron-q1-choice-3 = tanh es curva, así que la recta de una unidad puede doblarse alrededor de las esquinas
lesson-network-from-perceptron-q1-feedback-1 = Sí: en el espacio de las unidades (h₁, h₂), la recta de la salida separa las cuatro esquinas.
lesson-network-from-perceptron-q1-feedback-2 = No exactamente: una recta también tiene pesos suficientes; lo que le falta es un segundo corte del plano.
lesson-network-from-perceptron-q1-feedback-3 = No: el conjunto de nivel aⱼ = 0 de una unidad es recto sea cual sea g; la curvatura viene de combinar unidades.
lesson-network-xor-by-hand-title = XOR a mano con dos unidades
lesson-network-xor-by-hand-text =
    Dos unidades ocultas de escalón, h = 1 en el lado de su flecha y 0 en el otro, y una salida que se activa cuando la unidad 1 está activa y la unidad 2 no: o = h₁ − h₂ − ½ ≥ 0 es la clase 1. Solo te toca colocar las dos rectas.
    Arrastra una recta para moverla y su disco para girarla (o pulsa u en el gráfico y usa las flechas) hasta que cada esquina tenga su clase: (1, 0) y (0, 1) la clase 1, (0, 0) y (1, 1) la clase 2. La salida se queda como está mientras trabajas.
lesson-network-xor-by-hand-try-1 = Pon la recta de la unidad 1 donde su flecha cubra todas las esquinas menos (0, 0).
lesson-network-xor-by-hand-try-2 = Pon la recta de la unidad 2 donde su flecha cubra solo (1, 1).
lesson-network-xor-by-hand-try-3 = Después responde la pregunta para ver la construcción clásica.
lesson-network-xor-by-hand-q1-prompt = ¿Qué calcularon tus dos unidades?
lesson-network-xor-by-hand-q1-choice-1 = OR y AND
lesson-network-xor-by-hand-q1-choice-2 = x e y
lesson-network-xor-by-hand-q1-choice-3 = NOT x y NOT y
lesson-network-xor-by-hand-q1-feedback-1 = Sí, la construcción clásica: la unidad 1 es OR, x + y − ½ ≥ 0, la unidad 2 es AND, x + y − 3/2 ≥ 0, dos rectas paralelas de pesos (1, 1), y XOR = OR y no AND. Fíjalas exactamente con setNetwork({"{"}activation: "step", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}, {"{"}w: [1, 1], b: -1.5{"}"}], output: [{"{"}w: [1, -1], b: -0.5{"}"}]{"}"}).
lesson-network-xor-by-hand-q1-feedback-2 = Las rectas x = ½ e y = ½ cortan el cuadrado en cuatro, pero su OR-y-no-AND deja mal (1, 1): prueba OR y AND, x + y − ½ ≥ 0 y x + y − 3/2 ≥ 0.
lesson-network-xor-by-hand-q1-feedback-3 = Estas no: la salida necesita la unidad 1 activa en las dos esquinas de la clase 1. OR (x + y − ½ ≥ 0) y AND (x + y − 3/2 ≥ 0) lo consiguen.
lesson-network-xor-trained-title = XOR entrenado: dos rectas encuentran la respuesta
lesson-network-xor-trained-text =
    Dos unidades tanh, que parten de la semilla 1 (cada recta por una esquina, con los pesos aleatorios de Glorot) y se entrenan por descenso de gradiente con momento sobre la entropía cruzada. Pulsa Iniciar: en unos cincuenta pasos las dos rectas se asientan en una banda alrededor de las esquinas de la clase 1, y la salida separa la banda del resto.
    No todos los inicios llegan. Desde la semilla 7 las rectas se asientan con una esquina todavía mal: un mínimo local, donde el gradiente es casi cero y ningún paso ayuda. El descenso de gradiente encuentra un mínimo cerca de su inicio, no el mejor.
lesson-network-xor-trained-try-1 = Pulsa Otra semilla unas cuantas veces: cada inicio encuentra su propia pareja de rectas, y algunos se atascan.
lesson-network-xor-trained-try-2 = Pon la semilla en 7 e inicia: un mínimo local.
lesson-network-xor-trained-try-3 = Cambia el error al error cuadrático y vuelve a iniciar desde la semilla 1: compara los pasos que necesita.
lesson-network-circle-title = El círculo: dos unidades no pueden encerrarlo, tres sí
lesson-network-circle-text =
    Un disco dentro de un anillo. Cada unidad oculta es una recta, y la frontera de la red está donde se suman los escalones de las rectas: dos rectas forman una banda, o una cuña, pero ninguna región cerrada, así que con dos unidades parte del anillo siempre queda con el disco. Inicia y observa cómo los errores dejan de bajar.
    Pon 3 unidades ocultas y vuelve a iniciar: tres rectas forman un triángulo alrededor del disco, y todos los puntos quedan bien.
lesson-network-circle-try-1 = Con 2 unidades: inicia hasta que los errores dejen de bajar.
lesson-network-circle-try-2 = Pon Unidades ocultas H en 3 e inicia: un triángulo.
lesson-network-circle-try-3 = Prueba con 8 unidades: el polígono se redondea hacia el círculo.
lesson-network-spirals-title = Dos espirales: una capa oculta lo pasa mal
lesson-network-spirals-text =
    Dos espirales enrolladas dos veces una alrededor de la otra: cualquier recta del plano cruza ambas espirales varias veces, así que la recta de una unidad oculta solo coincide con las clases a trozos. Ocho unidades entrenadas durante 20 000 pasos todavía dejan mal alrededor de una cuarta parte de los puntos. El problema de las dos espirales (Lang y Witbrock 1988) es el caso clásico para más capas.
    Las máquinas de núcleo lo hacen mejor con un núcleo gaussiano: cada punto es su propia campana.
lesson-network-spirals-try-1 = Inicia y observa las rectas: cada una se asienta donde ayuda en unas pocas vueltas de las espirales.
lesson-network-spirals-try-2 = Elige la máquina de vectores de soporte con el núcleo gaussiano (γ = 5, C = 100): las espirales se separan.
lesson-network-fixed-basis-title = Funciones base fijas frente a aprendidas
lesson-network-fixed-basis-text =
    Tres unidades ocultas, sacadas al azar de la semilla 1 y congeladas: solo aprende la salida. Eso es regresión logística sobre tres funciones base fijas, el modelo lineal de los apuntes, con funciones base elegidas antes de ver los datos. Inicia: se detiene en su mejor ajuste con muchos puntos todavía mal, porque las tres rectas no están donde se encuentran las clases.
    Ahora descongélalas (Capa oculta: entrenada) y sigue desde ahí: las mismas tres unidades se mueven a donde los datos las necesitan, alrededor del disco, y todos los puntos quedan bien. Eso es lo que añade la red: aprende su base.
lesson-network-fixed-basis-try-1 = Inicia con la capa congelada, hasta que se detenga.
lesson-network-fixed-basis-try-2 = Pon Capa oculta en entrenada y sigue: las rectas se mueven.
lesson-network-fixed-basis-try-3 = Pon la base en campanas gaussianas y Capa oculta en «las funciones base, fijas»: la salida sobre las campanas del menú.
