### Die Wörter von Hyperplane, die alle Teile des Go-Programms teilen, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# Ein Fehler, den die Go-Bibliotheken selbst formuliert haben (für Entwickler); $text sind ihre Worte.
common-error = { $text }

## Listen. Eine Liste von drei oder mehr verschachtelt sich: „a, b und c“ ist common-and-more
## mit $a = a und $rest = „b und c“.

common-and = { $a } und { $b }
common-and-more = { $a }, { $rest }
common-comma = { $a }, { $b }
common-semicolon = { $a }; { $b }
# Zwei Sätze nacheinander.
common-sentences = { $a } { $b }

## Der eigene Text und die Dateien der Benutzer (engine/internal/wording).

# $what benennt den Text (der Titel, der Name der Klasse 2); $n und $max zählen Zeichen, in Ziffern.
wording-too-long = { $what } ist { $n } Zeichen lang; die Grenze ist { $max }
wording-size-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
# $n ist die Zahl der Bytes, $digits dieselbe in Ziffern (32781).
wording-size-bytes = { $n ->
    [one] { $digits } Byte
   *[other] { $digits } Bytes
}
# $why sind die eigenen Worte des JSON-Lesers.
wording-json-syntax = das ist kein gültiges JSON (bei Zeichen { $at }): { $why }
wording-json-not-object = das ist keine Hyperplane-Szene: ein JSON-Objekt erwartet, { $found } gefunden
# $field ist der Name des Felds, in Anführungszeichen; $want und $found Arten von Werten.
wording-json-field = das Feld { $field } sollte { $want } sein, nicht { $found }
wording-the-number = die Zahl { $number }
wording-kind-number = eine Zahl
wording-kind-text = Text
wording-kind-bool = true oder false
wording-kind-list = eine Liste
wording-kind-object = ein Objekt

# Die eigenen Worte der Benutzer (der Name einer Klasse, einer Spalte), wie sie sind.
common-text = { $text }

# Ein eigener Satz (msg.Sentence): die Seite schreibt seinen ersten Buchstaben groß.
common-sentence = { $text }
