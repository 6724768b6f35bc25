### Die Wörter von Hyperplane: die der Seite selbst (Laden, Sprachen, die Wörter eines Kurses), auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Die Ladeanzeige.

page-loading = { -hyperplane } wird geladen…
page-loading-bar =
    .aria-label = Download des Programms
page-loading-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-loading-of = { NUMBER($got, minimumFractionDigits: 1, maximumFractionDigits: 1) } von { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-load-failed = { -hyperplane } konnte sein Programm nicht laden: { $error }
page-page-failed = { -hyperplane } konnte seine Seite nicht laden: { $error }
page-stopped = { -hyperplane } wurde beendet. Laden Sie die Seite neu, um wieder zu beginnen.

## Die eigenen Wörter eines Kurses (?strings= und setStrings der Einbettungs-API).

i18n-strings-refused = Die Wörter des Kurses wurden nicht verwendet: { $reason }
i18n-strings-cross-origin = Die Wörter des Kurses unter { $url } wurden nicht geladen: sie müssen von der eigenen Website dieser Seite stammen.
i18n-strings-malformed = Die Wörter des Kurses in { $url } wurden nicht verwendet: { $reason }
i18n-strings-unreadable = Die Wörter des Kurses in { $url } konnten nicht gelesen werden ({ $reason }).
i18n-check-empty = die Datei ist leer.
i18n-check-too-long = die Datei ist länger als { $max } Zeichen.
i18n-check-line = Zeile { $line } ist weder eine Meldung noch ein Kommentar noch eine eingerückte Zeile einer Meldung.
i18n-check-entry = { $name } in Zeile { $line } lässt sich nicht als Fluent lesen.
i18n-check-unknown = Zeile { $line } nennt { $name }, das keine Meldung der Seite ist.

## Die Sprache, aus der API der Seite und einer Kursseite.

language-bad-code = setLocale nimmt das Kürzel einer Sprache, etwa cs oder zh-Hans.
language-strings-not-text = setStrings nimmt die Wörter des Kurses als Fluent-Text.
language-texts-not-list = formatTexts nimmt eine Liste von höchstens 500 Texten {"{"}id, args, attr{"}"}.
# $lang: das angegebene Kürzel, in Anführungszeichen.
scene-lang-invalid = Die Sprache { $lang } der Szene ist kein Sprachkürzel (wie cs oder zh-Hans).
