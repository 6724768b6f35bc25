### Las palabras de Hyperplane: las respuestas de la API de inserción a la página de un curso, y la página de curso de ejemplo, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

embed-origin-ignored = { -hyperplane }: el origen de la inserción { $origin } no es un origen http o https; se ignora
embed-unsendable = no se puede enviar la respuesta: { $error }
embed-command-ignored = { -hyperplane }: se ignoró una orden de { $origin }: esta inserción solo acepta órdenes de los orígenes que permite su dirección (añade &origin={ $encoded })
embed-version = esta inserción habla la versión 1 del sobre {"{"}hyperplane: 1, kind, id, name, payload{"}"}
embed-kind = una inserción solo acepta mensajes del tipo "command"
embed-extra = el sobre tiene un campo { $field }; solo tiene hyperplane, kind, id, name y payload
embed-id = el id debe ser una cadena de como mucho { $max } caracteres o un número finito
embed-name = el nombre debe ser una cadena: una función de window.hyperplane
embed-no-command = no existe la orden { $name }; hyperplane.commands() las lista (las que reciben una función no se pueden enviar)
embed-payload = el payload debe ser el array de los argumentos, como mucho { $max }
embed-failed = hyperplane.{ $name } falló: { $error }

## La página de curso de ejemplo (embed/example.html), que pide estas palabras al entorno interactivo.

example-title = Una página de curso con { -hyperplane } insertado
example-heading = Semana 3: el perceptrón
example-intro = Esta página es un ejemplo de página de curso que inserta { -hyperplane } y se comunica con él mediante su API de mensajes (<code>embed/client.js</code>). Ábrela desde un sitio distinto del de { -hyperplane } para verla funcionar entre orígenes: <code>example.html?playground=https://your.site/hyperplane/</code>. Sus palabras vienen del catálogo del entorno interactivo, en el idioma que elige el menú de abajo (<code>setLocale</code>, <code>formatTexts</code>).
example-frame =
    .title = { -hyperplane }: un entorno interactivo para clasificadores lineales
example-drive =
    .aria-label = Controlar el entorno interactivo
example-load = Cargar la puerta AND
example-train = Entrenar el perceptrón
example-read = Leer los { -weights }
example-lesson = Abrir una lección
example-language = El idioma del entorno interactivo
example-score = Puntuación que informa el entorno interactivo:
example-score-none = aún ninguna
example-log =
    .aria-label = Mensajes del entorno interactivo
example-ready = listo: { $n } órdenes
example-trained = entrenado: { -step } { $step }, { -accuracy } { $accuracy }
example-answered = pregunta { $k } respondida: { $score } de { $max }
example-completed = { $score } de { $max }
example-resize = el entorno interactivo mide { $height } píxeles de alto
