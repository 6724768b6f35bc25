### Die Wörter von Hyperplane über Lektionen (Paket engine/course): eine Lektion prüfen, ihre Fragen und Vorhersagen, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Eine Lektion.

course-lesson-size = die Lektion ist { $size } lang; die Grenze ist { $max }
course-lesson-scene = die Szene der Lektion: { $why }
course-lesson-no-title = eine Lektion braucht einen Titel
course-lesson-no-text = eine Lektion braucht einen Text
course-lesson-id = die Kennung der Lektion
# $id ist die angegebene Kennung, in Anführungszeichen.
course-lesson-id-chars = die Kennung { $id } der Lektion darf nur Kleinbuchstaben, Ziffern und - enthalten
course-the-lesson = die Lektion: { $why }

## Ihre Probier-Schritte, Bedienelemente und Fragen. $controls und $parts sind die Namen, die eine Lektionsdatei schreibt.

course-try-count = eine Lektion hat höchstens { $max } Probier-Schritte, nicht { $n }
course-try-step = Probier-Schritt { $n }
course-locks = die Lektion sperrt { $control }, das kein Bedienelement ist; die Bedienelemente sind { $controls }
course-hides = die Lektion blendet { $part } aus, das kein ausblendbarer Teil ist; die Teile sind { $parts }
course-questions-count = eine Lektion hat höchstens { $max } Fragen, nicht { $n }
course-question = Frage { $n }: { $why }
course-no-prompt = sie hat keine Aufgabenstellung
course-the-prompt = die Aufgabenstellung
course-choice-target = eine Auswahlfrage hat kein Ziel
course-choices-count = eine Auswahlfrage hat { $min } bis { $max } Antwortmöglichkeiten, nicht { $n }
course-choice-empty = Antwortmöglichkeit { $n } ist leer
course-choice = Antwortmöglichkeit { $n }
course-answer-range = die Antwort ist Möglichkeit { $answer }, aber es gibt die Möglichkeiten 1 bis { $n }
course-feedback-count = sie hat { $n } Rückmeldungen für { $choices } Antwortmöglichkeiten: geben Sie eine je Möglichkeit an, oder keine
course-feedback = die Rückmeldung zu Möglichkeit { $n }
course-predict-extras = eine Vorhersagefrage hat keine Antwortmöglichkeiten, keine Antwort und keine Rückmeldung
course-predict-line = die { -boundary } vorherzusagen braucht eine Szene mit zwei Klassen in der linearen Basis, wo die { -boundary } eine Gerade ist
# $target und $kind sind die angegebenen Werte, in Anführungszeichen; $a und $b die Werte, die eine Lektionsdatei schreiben darf.
course-target = das Ziel { $target } ist weder { $a } noch { $b }
course-no-kind = sie hat keine Art (choice oder predict)
course-kind = die Art { $kind } ist weder { $a } noch { $b }

## Eine Vorhersage bewerten.

course-line-two-classes = die { -boundary } ist nur bei zwei Klassen in der linearen Basis eine Gerade
course-line-not-single = die { -boundary } dieses Modells ist keine einzelne Gerade
course-line-not-plane = die { -boundary } dieses Modells ist keine Gerade der Ebene
course-line-zero = das trainierte Modell hat keine Gerade als { -boundary } (seine { -weights } für x und y sind null)
course-predict-same = die beiden Punkte der Vorhersage müssen verschieden sein
course-predict-no-line = das trainierte Modell hat keine Gerade als { -boundary }
course-predict-viewport = die Ansicht ist leer

## Eine Lektion als SCORM-Paket und der Fortschritt von Studierenden in einem LMS.

# $n ist die Nummer einer Frage; $want und $kind Arten von Antworten (c, b, m).
scorm-no-question = es gibt keine Frage { $n }
scorm-answer-kind = Frage { $n } nimmt eine Antwort der Art { $want }, nicht { $kind }
scorm-score-range = die Punktzahl von Frage { $n } muss zwischen 0 und { $max } liegen
scorm-choices = Frage { $n } hat die Antwortmöglichkeiten 1 bis { $choices }
scorm-line-answer = die Antwort auf Frage { $n } besteht aus zwei Punkten einer Geraden
scorm-line-points = die Punkte der Antwort auf Frage { $n } müssen endlich sein, innerhalb von ±{ $max }
scorm-marks-count = die Antwort auf Frage { $n } markiert höchstens { $max } Punkte
scorm-marks-point = die Antwort auf Frage { $n } markiert den Punkt { $point }, den es nicht geben kann
scorm-answer-no-kind = die Antwort auf Frage { $n } ist von keiner Art ({ $kind })
scorm-scene-unsaved = die Szene kann nicht gespeichert werden: { $why }
# $n und $max zählen Zeichen, in Ziffern.
scorm-answers-long = allein die Antworten brauchen { $n } Zeichen; die Grenze ist { $max }
scorm-progress-long = der gespeicherte Fortschritt ist { $n } Zeichen lang; die Grenze ist { $max }
scorm-progress-not-ours = der gespeicherte Fortschritt stammt nicht von Hyperplane: { $why }
scorm-progress-version = der gespeicherte Fortschritt stammt von einer anderen Version von Hyperplane
scorm-saved-scene = die gespeicherte Szene: { $why }
scorm-progress-answers = der gespeicherte Fortschritt hat { $n } Antworten; eine Lektion hat höchstens { $max } Fragen
scorm-saved-answer = die gespeicherte Antwort { $n }: { $why }
scorm-answer-form = sie ist nicht [Frage, Art, Antwort, Punktzahl]
scorm-answer-question = ihre Frage ist keine ganze Zahl
scorm-answer-kind-letter = ihre Art ist nicht c, b oder m
scorm-answer-score = ihre Punktzahl ist keine Zahl von 0 bis { $max }
scorm-answer-choice = ihre Auswahl ist keine ganze Zahl
scorm-answer-line = ihre Gerade ist nicht [x1, y1, x2, y2]
scorm-answer-marks = ihre Markierungen sind keine Liste von Punkten
scorm-answer-marks-count = sie markiert mehr als { $max } Punkte
# $version ist der angegebene Wert, in Anführungszeichen; $a und $b die Versionen (1.2, 2004).
scorm-version = die SCORM-Version { $version } ist weder { $a } noch { $b }
scorm-pass-mark = die Bestehensgrenze muss eine ganze Prozentzahl von 0 bis 100 sein, nicht { $value }
# $file ist der Name einer der Dateien der Seite.
scorm-page-file = die Datei { $file } der Seite: { $why }
scorm-page-size = die Seite hat mehr als { $files } Dateien oder { $mb } MB
scorm-no-index = das Paket hat keine index.html
scorm-lesson-unpacked = die Lektion kann nicht verpackt werden: { $why }
scorm-second-file = die Seite hat eine zweite Datei namens { $file }
scorm-missing-file = der Seite fehlt { $file } (führen Sie make build aus)
