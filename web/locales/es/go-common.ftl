### Las palabras de Hyperplane que comparten todas las partes del programa en Go, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

common-error = { $text }

## Listas. Una lista de tres o más se anida: "a, b y c" es common-and-more
## con $a = a y $rest = "b y c".

common-and = { $a } y { $b }
common-and-more = { $a }, { $rest }
common-comma = { $a }, { $b }
common-semicolon = { $a }; { $b }
common-sentences = { $a } { $b }

## El texto y los archivos del propio usuario (engine/internal/wording).

wording-too-long = { $what } tiene { $n } caracteres; el límite es { $max }
wording-size-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
wording-size-bytes = { $n ->
    [one] { $digits } byte
   *[other] { $digits } bytes
}
wording-json-syntax = esto no es JSON válido (en el carácter { $at }): { $why }
wording-json-not-object = esto no es una escena de Hyperplane: se esperaba un objeto JSON y hay { $found }
wording-json-field = el campo { $field } debería ser { $want }, no { $found }
wording-the-number = el número { $number }
wording-kind-number = un número
wording-kind-text = texto
wording-kind-bool = true o false
wording-kind-list = una lista
wording-kind-object = un objeto

common-text = { $text }

common-sentence = { $text }
