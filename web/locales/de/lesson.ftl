### Die Wörter von Hyperplane: die Lektionskarte und der Lektionseditor, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-edit = Ändern
    .title = Diese Lektion und ihre Fragen bearbeiten
lesson-try = Probieren Sie:

## Der Lektionseditor.

editor-write = Lektion schreiben…
    .title = Eine Lektion mit Fragen zu dieser Szene schreiben und teilen
editor-title = Lektion schreiben
editor-lesson-title = Titel
editor-text = Text: **fett**, *betont*, `Code`, - Listen, [Links](https://…)
editor-preview =
    .aria-label = Vorschau des Texts
editor-try = Probier-Schritte, einer je Zeile
editor-controls = Bedienelemente, die Studierende nicht nutzen können
editor-part = Teil der Seite
editor-locked = Gesperrt
editor-hidden = Ausgeblendet
editor-points = { -points } hinzufügen und verschieben
# $name: ein Teil der Seite.
editor-lock = { $name } sperren
editor-hide = { $name } ausblenden
editor-questions = Fragen
editor-course = Für einen Kurs
editor-out =
    .aria-label = Link, Einbettungscode oder Meldung
editor-apply = Anwenden
editor-applied = Auf die Seite angewandt.
editor-link = Link zum Teilen
editor-embed = Einbettungscode
editor-file = Lektionsdatei
editor-add-choice = + Auswahlfrage
editor-add-predict = + Vorhersage
editor-choice = Auswahlfrage
editor-predict = Vorhersage
editor-remove = Entfernen
editor-question = Frage
editor-choices = Antwortmöglichkeiten, eine je Zeile
editor-choice-n = Möglichkeit { $k }
editor-answer = Die richtige Antwort
editor-feedback = Rückmeldung, eine Zeile je Möglichkeit (optional)
editor-target = Die Studierenden sagen vorher
editor-target-boundary = die { -boundary }: sie klicken zwei { -points } darauf an
editor-target-mistakes = die Fehler: sie klicken die { -points } an, die das Modell falsch einordnen wird
editor-no-link = Kein Link: die Szene ließ sich nicht kodieren.
# $name: der Name der Lektionsdatei.
editor-saved = { $name } gespeichert: öffnen Sie sie mit „CSV-Datei, Szene oder Lektion öffnen“, um sie weiter zu bearbeiten.

## Was ein Kurs mitnimmt: den Ursprung der Einbettung, ein SCORM-Paket.

course-origin = Kursseite, die die Einbettung steuern darf (optional)
course-origin-hint = Ihr Ursprung kommt in den Einbettungscode (&origin=…): diese Seite darf dann Befehle an die Spielwiese senden (embed/client.js).
course-origin-invalid = Geben Sie die Adresse der Kursseite an, beginnend mit https://
course-scorm-12 = SCORM 1.2 (jedes LMS)
course-scorm-2004 = SCORM 2004, 4. Ausgabe
course-scorm-download = SCORM-Paket herunterladen
course-scorm-for = Paket für
course-pass = Bestehensgrenze (% der Punkte)
course-scorm-hint = Ein ZIP zum Hochladen in Moodle, Canvas, Blackboard oder jedes LMS: die Seite, diese Lektion und eine Laufzeit, die die Punktzahl meldet und die Arbeit der Studierenden speichert. Jede Frage zählt bis 100 Punkte.
course-pass-invalid = Die Bestehensgrenze ist eine ganze Zahl von 0 bis 100.
course-scorm-making = SCORM-Paket wird erstellt…
course-scorm-failed = Das SCORM-Paket wurde nicht erstellt.
# $name: der Name des ZIP; $mb: seine Größe in Megabyte; $s: die benötigten Sekunden.
course-scorm-saved = { $name } gespeichert ({ NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB, erstellt in { NUMBER($s, minimumFractionDigits: 1, maximumFractionDigits: 1) } s): laden Sie es als SCORM-Paket in Ihr LMS hoch.
