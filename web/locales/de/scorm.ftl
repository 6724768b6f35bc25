### Die Wörter von Hyperplane: das SCORM-Paket einer Lektion und seine Laufzeit in einem LMS, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $lang: das angegebene Kürzel, in Anführungszeichen.
scorm-lang-invalid = Die Sprache { $lang } des Pakets ist kein Sprachkürzel (wie cs oder zh-Hans).
# $have: die Sprachen der Seite.
scorm-lang-missing = Die Seite hat keinen Katalog der Sprache { $lang }; sie hat { $have }.
scorm-lang-no-catalogs = Die Seite hat keine Kataloge ({ $file }), also keine Sprache { $lang }.

## Die Laufzeit eines Pakets in einem LMS.

# $fn: eine Funktion der SCORM-API des LMS; $error: was sie geworfen hat.
scorm-lms-threw = { -hyperplane }: { $fn } des LMS hat eine Ausnahme geworfen: { $error }
scorm-lesson-failed = Die Lektion des Pakets konnte nicht geöffnet werden: { $error }
scorm-not-started = Der Kurs (LMS) hat diese Lektion nicht gestartet: Ihre Antworten werden nicht aufgezeichnet.
scorm-no-lms = Nicht in einem Kurs (kein LMS gefunden): Ihre Antworten werden nicht aufgezeichnet.
scorm-restore-failed = Ihre gespeicherte Arbeit konnte nicht wiederhergestellt werden: { $error }
scorm-save-failed = Ihre Arbeit konnte nicht gespeichert werden: { $error }
scorm-no-answer = keine Antwort
# $needed, $limit: Zeichen.
scorm-scene-too-large = Die Szene ist zu groß, um sie im Kurs zu speichern ({ $needed } von { $limit } Zeichen): Ihre Antworten und Ihre Punktzahl werden gespeichert, Ihre Punkte nicht.
# $status: eines der Wörter scorm-status-.
scorm-recorded = In Ihrem Kurs aufgezeichnet: { $status }.
# $score: von 100.
scorm-recorded-score = In Ihrem Kurs aufgezeichnet: { $score } von 100, { $status }.
scorm-recorded-partial = In Ihrem Kurs aufgezeichnet: { $score } von 100, { $status } ({ $answered } von { $questions } Fragen beantwortet).
scorm-status-passed = bestanden
scorm-status-failed = nicht bestanden
scorm-status-completed = abgeschlossen
scorm-status-incomplete = unvollständig
