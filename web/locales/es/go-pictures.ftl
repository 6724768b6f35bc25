### Las palabras de Hyperplane que vienen de las imágenes adicionales del panel (paquete wasm/pictures): el explorador de fragmentación y el espacio de pesos, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pictures-shatter-many = la fragmentación admite como mucho { $max } puntos; hay { $n }
pictures-shatter-none = la fragmentación necesita al menos un punto
pictures-shatter-finite = un punto tiene una coordenada que no es un número finito
pictures-slice-box = el recuadro del corte del espacio de pesos está vacío
pictures-slice-finite = el corte del espacio de pesos necesita números finitos
pictures-slice-class = la vista del espacio de pesos es para dos clases; el punto { $point } es de la clase { $class }

# Lo que dice el recuento del explorador de fragmentación sobre la dimensión VC de las rectas del plano: $separable de los $all etiquetados de los $n puntos son separables por una recta.
pictures-shatter-point = { $separable } de { $all } etiquetados separables: este punto queda fragmentado
pictures-shatter-yes = { $separable } de { $all } etiquetados separables: las rectas fragmentan estos { $n } puntos
pictures-shatter-not-general = { $separable } de { $all } etiquetados separables: estos { $n } puntos no quedan fragmentados (no están en posición general), aunque 3 puntos en posición general sí lo están; la dimensión VC de las rectas del plano es 3
pictures-shatter-no = { $separable } de { $all } etiquetados separables: las rectas no pueden fragmentar ningún conjunto de { $n } puntos; la dimensión VC de las rectas del plano es 3
