### Die Wörter von Hyperplane: die Antworten der Einbettungs-API an eine Kursseite und die Beispiel-Kursseite, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $origin: was die Adresse als Ursprung angab.
embed-origin-ignored = { -hyperplane }: der Ursprung { $origin } der Einbettung ist kein http- oder https-Ursprung; er wird ignoriert
embed-unsendable = die Antwort kann nicht gesendet werden: { $error }
# $origin: der Ursprung der Seite, die den Befehl sandte; $encoded: derselbe, für eine Adresse.
embed-command-ignored = { -hyperplane }: ein Befehl von { $origin } wurde ignoriert: diese Einbettung nimmt nur Befehle von den Ursprüngen an, die ihre Adresse erlaubt (fügen Sie &origin={ $encoded } hinzu)
embed-version = diese Einbettung spricht Version 1 des Umschlags {"{"}hyperplane: 1, kind, id, name, payload{"}"}
embed-kind = eine Einbettung nimmt nur Nachrichten der Art "command" an
embed-extra = der Umschlag hat ein Feld { $field }; er hat nur hyperplane, kind, id, name und payload
embed-id = die id muss eine Zeichenkette mit höchstens { $max } Zeichen oder eine endliche Zahl sein
embed-name = der name muss eine Zeichenkette sein: eine Funktion von window.hyperplane
embed-no-command = es gibt keinen Befehl { $name }; hyperplane.commands() listet sie auf (die eine Funktion nehmen, lassen sich nicht senden)
embed-payload = die payload muss das Array der Argumente sein, höchstens { $max }
embed-failed = hyperplane.{ $name } ist fehlgeschlagen: { $error }

## Die Beispiel-Kursseite (embed/example.html), die die Spielwiese nach diesen Wörtern fragt.

example-title = Eine Kursseite mit eingebettetem { -hyperplane }
example-heading = Woche 3: das Perzeptron
example-intro = Diese Seite ist ein Beispiel für eine Kursseite, die { -hyperplane } einbettet und über seine Nachrichten-API mit ihm spricht (<code>embed/client.js</code>). Öffnen Sie sie von einer anderen Website als der von { -hyperplane }, um zu sehen, wie es über Ursprünge hinweg funktioniert: <code>example.html?playground=https://your.site/hyperplane/</code>. Ihre Wörter stammen aus dem Katalog der Spielwiese, in der Sprache, die das Menü unten wählt (<code>setLocale</code>, <code>formatTexts</code>).
example-frame =
    .title = { -hyperplane }: eine Spielwiese für lineare Klassifikatoren
example-drive =
    .aria-label = Die Spielwiese steuern
example-load = UND-Gatter laden
example-train = Perzeptron trainieren
example-read = { -weights } auslesen
example-lesson = Eine Lektion öffnen
example-language = Sprache der Spielwiese
example-score = Von der Spielwiese gemeldete Punktzahl:
example-score-none = noch keine
example-log =
    .aria-label = Nachrichten von der Spielwiese
# $n: die Befehle, die die Spielwiese annimmt.
example-ready = bereit: { $n } Befehle
example-trained = trainiert: { -step } { $step }, { -accuracy } { $accuracy }
# $k: die Frage; $score von $max.
example-answered = Frage { $k } beantwortet: { $score } von { $max }
example-completed = { $score } von { $max }
example-resize = die Spielwiese ist { $height } Pixel hoch
