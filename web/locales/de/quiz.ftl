### Die Wörter von Hyperplane: die Fragen einer Lektion beantworten, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $k: die Nummer dieser Frage; $n: die Fragen.
quiz-count = Frage { $k } von { $n }
quiz-previous = ◀ Zurück
quiz-next = Weiter ▶
quiz-right = ✓ Richtig.
quiz-wrong = ✗ Nicht diese.
# $n: die bisherigen Klicks.
quiz-predict-line = Klicken Sie zwei { -points } im Diagramm an, wo Sie die { -boundary } erwarten ({ $n } von 2). Per Tastatur: im Diagramm den Cursor mit den Pfeiltasten bewegen und Enter drücken.
quiz-predict-mistakes = Klicken Sie die { -points } an, die das trainierte Modell Ihrer Meinung nach falsch einordnet; erneut klicken hebt die Markierung auf ({ $n } markiert). Per Tastatur: im Diagramm einen { -point } mit m, n oder den Pfeiltasten wählen und Enter drücken.
quiz-reveal = Trainieren und aufdecken
quiz-clear = Meine Klicks löschen
quiz-again = Erneut vorhersagen
quiz-score-saved = Punktzahl { $score }/100: Ihre gespeicherte Antwort (gestrichelt).
# $angle: Grad zwischen der Geraden der Studierenden und der Grenze; $offset: ihr Abstand in der Mitte.
quiz-score-line = Punktzahl { $score }/100: Ihre Gerade weicht { NUMBER($angle, minimumFractionDigits: 1, maximumFractionDigits: 1) }° von der Richtung der { -boundary } ab und liegt in der Mitte { $offset } von ihr entfernt (gestrichelt: Ihre Vorhersage).
# $hits von $marked markierten Punkten sind Fehler; $precision, $recall: in Prozent.
quiz-score-mistakes = Punktzahl { $score }/100: { $hits } Ihrer { $marked } markierten { -points } sind Fehler (Präzision { $precision } %), und Sie haben { $hits } der { $mistakes } Fehler gefunden (Trefferquote { $recall } %).
quiz-overlay = Ihre Vorhersage
