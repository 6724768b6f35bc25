### Las palabras de Hyperplane: la sección Imágenes (fragmentación, espacio de pesos, la vista aumentada), en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pic-shatter-empty = Añade de uno a seis { -points } (sus { -classes } dan igual) para ver todas las formas de etiquetarlos.
pic-shatter-too-many = El explorador admite como mucho seis { -points }; hay { $n }. Quita algunos, o carga las escenas «Fragmentar».
pic-shatter-conclusion = { $conclusion }.
pic-weights-region = sombreado: los { -weights } w con yᵢ(w₀ + wᵀxᵢ) ≥ { $m } para todo { -point }
pic-weights-empty = ningún w de esta imagen cumple todas las restricciones con este w₀
pic-weights-note = Corte w₀ = { $w0 } de la región de soluciones, { $m } = { $b }: { $region }. Cada recta es la restricción de un { -point }; la trayectoria son los { -weights } (w₁, w₂) durante el entrenamiento, y el punto azul los actuales.
pic-weights-too-many = La vista del espacio de { -weights } dibuja una recta por cada { -point }: admite como mucho 500 { -points }.
pic-lift-too-many = La vista aumentada dibuja como mucho 5000 { -points }.
pic-lift-paraboloid = Espacio elevado: (x, y, x² + y²)
pic-lift-paraboloid-canvas =
    .aria-label = Los { -points } elevados a (x, y, x² + y²) sobre un paraboloide, con el plano de la parte circular de la { -boundary }; arrastra para girarlo
pic-lift-poly-kernel = El núcleo polinómico (γxᵀx' + c₀)² tiene una elevación explícita: f(x) = Σ αₙyₙK(xₙ, x) + b es una fila sobre (1, x, y, x², xy, y²), y cada { -point } se eleva a (x, y, x² + y²) sobre un paraboloide.
pic-lift-poly-basis = Con la base polinómica de grado 2, cada { -point } se eleva a (x, y, x² + y²) sobre un paraboloide.
pic-lift-circle = El plano w₀ + w₁x + w₂y + c(x² + y²) = 0, con c = ½(w₁₁ + w₂₂), corta el paraboloide en una circunferencia; la curva negra es la { -boundary } h(x, y) = 0 sobre el paraboloide.
pic-lift-exact = Aquí w₁₂ = 0 y w₁₁ = w₂₂, así que la { -boundary } es exactamente ese corte: un plano separa las { -classes } elevadas.
pic-lift-not-plane = Aquí w₁₂ = { $w12 } y w₁₁ − w₂₂ = { $diff } no son 0, así que la { -boundary } no es un plano en esta elevación: el plano conserva solo la parte circular de h, y la curva se sale de su corte.
pic-lift-two-class = El plano se dibuja para un método de dos clases.
pic-lift-drag = Arrastra para girarlo.
pic-lift-plane = Cada { -point } se eleva a z = (1, x, y) sobre el plano z₀ = 1; el clasificador es el plano aᵀz = 0 por el origen, que corta z₀ = 1 en la { -boundary } (negra).
pic-lift-plane-none = Cada { -point } se eleva a z = (1, x, y) sobre el plano z₀ = 1. El plano aᵀz = 0 se dibuja para un método de dos clases sin funciones base.
pic-lift-rbf = El núcleo gaussiano exp(−γ‖x − x'‖²) eleva los { -points } a un espacio de dimensión infinita: no hay elevación explícita que dibujar, así que la vista muestra z = (1, x, y); la { -boundary } del gráfico es f(x) = Σ αₙyₙK(xₙ, x) + b = 0.
pic-lift-poly-degree = El núcleo polinómico de grado { $degree } eleva los { -points } a los monomios de grado hasta { $degree }, más de tres coordenadas: solo se dibuja el grado 2, sobre el paraboloide.
pic-lift-poly-classes = La elevación del núcleo polinómico se dibuja para dos { -classes }.
