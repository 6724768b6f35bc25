### Las palabras de Hyperplane: el gráfico puesto en palabras para un lector de pantalla (wasm/describe), en español.
### La región activa dice el resumen; la tecla i y el cuadro Descripción dicen el texto completo.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Números y lugares. Los números son los del panel: tres cifras
## significativas, un signo menos verdadero (U+2212, que los lectores de pantalla leen como «menos»)
## y una potencia de diez escrita con e para los muy grandes y los muy pequeños.
## Un par de coordenadas se separa con punto y coma, pues el signo decimal es la coma.

describe-num = { $sign }{ NUMBER($x, maximumFractionDigits: 9) }
describe-num-exp = { $sign }{ NUMBER($m, maximumFractionDigits: 2) }e{ $esign }{ $e }
describe-num-none = sin valor
describe-num-infinity = infinito
describe-num-minus-infinity = menos infinito
describe-pair = ({ $x }; { $y })

## Las clases. $case es "start" al principio de una frase.

describe-class = { $case ->
    [start] La clase { $n }
   *[other] la clase { $n }
}
describe-class-named = { $case ->
    [start] La clase { $n } ({ $name })
   *[other] la clase { $n } ({ $name })
}

## En qué punto está el entrenamiento.

describe-status-converged = convergido
describe-status-not-separable = detenido: las clases no son linealmente separables
describe-status-step-limit = detenido en el límite de pasos
describe-status-no-optimum = sin óptimo finito
describe-status-training = entrenando

## El resumen que dice la región activa. $method es el nombre del método.

describe-summary-untrained = { $method }: aún sin entrenar; { $points }.
describe-summary = { $method }, paso { $step }: { $body }.
describe-summary-status = { $method }, paso { $step }, { $status }: { $body }.
describe-summary-hidden = la { -boundary } está oculta hasta que respondas la pregunta
describe-summary-sides = { $positive } { $positiveSide }, { $negative } { $negativeSide }

## Los puntos.

describe-points-none = ningún punto
describe-points = { $n ->
    [one] { $n } punto, { $classes }
   *[other] { $n } puntos, { $classes }
}
describe-points-of-class = { $n } de { $class }

## Los errores.

describe-mistakes-none = ningún punto mal clasificado
describe-mistakes = { $n ->
    [one] { $n } punto mal clasificado
   *[other] { $n } puntos mal clasificados
}
describe-mistakes-by-class = { $n ->
    [one] { $n } punto mal clasificado ({ $classes })
   *[other] { $n } puntos mal clasificados ({ $classes })
}
describe-class-count = { $class }: { $n }
describe-mistakes-test = { $mistakes }, { $n } de los { $test } puntos de prueba

## Qué es la frontera cuando no es una recta.

describe-kind-kernel = { $case ->
    [start] { $n ->
        [one] Una { -boundary } curva de un desarrollo en núcleos sobre { $n } vector de soporte
       *[other] Una { -boundary } curva de un desarrollo en núcleos sobre { $n } vectores de soporte
    }
   *[other] { $n ->
        [one] una { -boundary } curva de un desarrollo en núcleos sobre { $n } vector de soporte
       *[other] una { -boundary } curva de un desarrollo en núcleos sobre { $n } vectores de soporte
    }
}
describe-kind-curve = { $case ->
    [start] Una { -boundary } curva ({ $basis })
   *[other] una { -boundary } curva ({ $basis })
}
describe-kind-classes = { $n } clases ({ $basis })
describe-kind-network = { $case ->
    [start] { $n ->
        [one] Una { -boundary } curva de una red de { $n } unidad { $activation ->
                [logistic] logística
                [step] de escalón
               *[other] { $activation }
            }
       *[other] Una { -boundary } curva de una red de { $n } unidades { $activation ->
                [logistic] logísticas
                [step] de escalón
               *[other] { $activation }
            }
    }
   *[other] { $n ->
        [one] una { -boundary } curva de una red de { $n } unidad { $activation ->
                [logistic] logística
                [step] de escalón
               *[other] { $activation }
            }
       *[other] una { -boundary } curva de una red de { $n } unidades { $activation ->
                [logistic] logísticas
                [step] de escalón
               *[other] { $activation }
            }
    }
}
describe-kind-network-basis = { $case ->
    [start] Una { -boundary } de una red cuya capa oculta es la base ({ $basis })
   *[other] una { -boundary } de una red cuya capa oculta es la base ({ $basis })
}
describe-kind-decision = { $case ->
    [start] La { -boundary } de la etapa de decisión
   *[other] la { -boundary } de la etapa de decisión
}
describe-basis-quadratic = cuadrática
describe-basis-poly = base polinómica de grado { $degree }
describe-basis-rbf = { $n ->
    [one] base de { $n } campana gaussiana
   *[other] base de { $n } campanas gaussianas
}
describe-basis-linear = lineal

## El texto completo, frase a frase.

describe-text-method = { $method }.
describe-text-untrained = Aún sin entrenar.
describe-text-step = Paso { $step }.
describe-text-step-status = Paso { $step }, { $status }.
describe-text-points = { $points }.
describe-text-no-points = Ningún punto.
describe-text-test = { $n ->
    [one] { $n } punto se reserva para la prueba y se dibuja hueco.
   *[other] { $n } puntos se reservan para la prueba y se dibujan huecos.
}
describe-text-hidden = La { -boundary } está oculta hasta que respondas la pregunta de la lección.
describe-text-line = La { -boundary } es la recta { $equation }: { $words }.
describe-text-sides = { $positive } queda { $positiveSide } de la recta; { $negative }, { $negativeSide }.
describe-text-band = Los puntos con |h| ≤ { $band }, una banda alrededor de la recta, quedan sin decidir.
describe-text-kind = { $kind }.
describe-text-regions = { $regions }.
describe-text-no-regions = No hay ninguna región a la vista.
describe-text-mistakes-none = Ningún punto mal clasificado.
describe-text-mistakes = { $n ->
    [one] { $n } punto mal clasificado.
   *[other] { $n } puntos mal clasificados.
}
describe-text-mistakes-by-class = { $n ->
    [one] { $n } punto mal clasificado ({ $classes }).
   *[other] { $n } puntos mal clasificados ({ $classes }).
}
describe-text-train-mistakes-none = Ningún punto de entrenamiento mal clasificado.
describe-text-train-mistakes = { $n ->
    [one] { $n } punto de entrenamiento mal clasificado.
   *[other] { $n } puntos de entrenamiento mal clasificados.
}
describe-text-train-mistakes-by-class = { $n ->
    [one] { $n } punto de entrenamiento mal clasificado ({ $classes }).
   *[other] { $n } puntos de entrenamiento mal clasificados ({ $classes }).
}
describe-text-test-mistakes = De los { $test } puntos de prueba, { $n } mal clasificados.
describe-text-margin = El { -margin } 1/‖w‖ es { $margin }.
describe-text-nearest = Todos los puntos de entrenamiento están en su lado; el más cercano está a { $distance } de la recta.
describe-text-decision = Hay una etapa de decisión activa (la sección Decisión): la { -boundary } es la decidida.
describe-text-reason = { $reason }.

## Una frontera recta.

describe-shape-horizontal = una recta horizontal
describe-shape-vertical = una recta vertical
describe-shape-nearly-horizontal = una recta casi horizontal
describe-shape-nearly-vertical = una recta casi vertical
describe-shape-rising = una recta que sube de abajo a la izquierda hacia arriba a la derecha
describe-shape-falling = una recta que baja de arriba a la izquierda hacia abajo a la derecha
describe-line-none = ninguna recta
describe-line-outside = { $shape } fuera de la vista, { $where }
describe-line-touching = { $shape } que toca la vista en { $at }
describe-line-crossing = { $shape }, que corta { $first } y { $second }
describe-crossing-left = el borde izquierdo en y = { $y }
describe-crossing-right = el borde derecho en y = { $y }
describe-crossing-top = el borde superior en x = { $x }
describe-crossing-bottom = el borde inferior en x = { $x }

## La ecuación de la recta, w₁ x + w₂ y + w₀ = 0, con sus términos escritos uno a uno:
## "0,82 x − 1,1 y + 2,3 = 0, es decir, y = 0,745 x + 2,09".

describe-term = { $num } { $var }
describe-plus = { $left } + { $right }
describe-minus = { $left } − { $right }
describe-equation = { $sum } = 0
describe-equation-y = { $sum } = 0, es decir, y = { $solved }
describe-equation-x = { $sum } = 0, es decir, x = { $x }

## Direcciones en la pantalla, desde un lugar, y lados de una recta.

describe-toward-right = a la derecha
describe-toward-upper-right = arriba a la derecha
describe-toward-above = arriba
describe-toward-upper-left = arriba a la izquierda
describe-toward-left = a la izquierda
describe-toward-lower-left = abajo a la izquierda
describe-toward-below = abajo
describe-toward-lower-right = abajo a la derecha
describe-toward-centre = en torno al centro
describe-side-right = a la derecha
describe-side-upper-right = arriba a la derecha
describe-side-above = por encima
describe-side-upper-left = arriba a la izquierda
describe-side-left = a la izquierda
describe-side-lower-left = abajo a la izquierda
describe-side-below = por debajo
describe-side-lower-right = abajo a la derecha

## Las regiones de la vista que ocupan las clases.

describe-share = el { $percent } %
describe-share-sliver = menos del 1 %
describe-region-short-first = { $class } en { $share } de la vista ({ $toward })
describe-region-short = { $class } en { $share } ({ $toward })
describe-region-undecided = { $case ->
    [start] Sin decidir
   *[other] sin decidir
}
describe-region-long = { $class } ocupa { $share } de la vista, { $toward }
describe-region-long-undecided = { $case ->
    [start] Sin decidir: { $share } de la vista, { $toward }
   *[other] sin decidir: { $share } de la vista, { $toward }
}
describe-region-pieces = { $region }, en { $pieces } trozos

## Un punto, un lugar bajo el cursor del teclado.

describe-point-none = ningún punto seleccionado
describe-point = punto { $n } de { $total }, de { $class }, en { $at }
describe-point-held-out = { $point }, reservado para la prueba
describe-point-misclassified = { $point }, mal clasificado
describe-point-correct = { $point }, bien clasificado
describe-point-support = { $point }, un vector de soporte
describe-at = { $case ->
    [start] En { $at }
   *[other] en { $at }
}
describe-at-model = { $place }: { $model }
describe-at-no-model = { $place }: aún no hay modelo
describe-at-nearest = { $place }; punto más cercano: el { $n }, de { $class }, en { $at }, a { $distance }
describe-at-no-points = { $place }; ningún punto
describe-side-of-class = lado de { $class }
describe-side-undecided = sin decidir
describe-at-probability = { $side }, probabilidad { $p }
describe-at-score = { $side }, puntuación h = { $h }
describe-at-distance = { $what }, a { $distance } de la { -boundary }
describe-at-about = { $what }, a unos { $distance } de la { -boundary }

## Las unidades ocultas de una red en la descripción completa.

describe-unit = Unidad { $unit }: { $words }, pesos de salida { $outgoing }.
describe-unit-arrow = Unidad { $unit }: { $words }, su flecha { $toward }, pesos de salida { $outgoing }.
describe-unit-curve = una curva de las características de la base
