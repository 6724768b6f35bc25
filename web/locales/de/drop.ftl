### Die Wörter von Hyperplane: was ein Ablegen auf der Seite gebracht hat, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

drop-files = { $n } Dateien wurden abgelegt; legen Sie jeweils eine Datei ab: eine CSV-Datei (x, y, { -class }) oder eine Szene oder Lektion (JSON).
drop-folder = Der Ordner { $name } wurde abgelegt; legen Sie eine Datei daraus ab: eine CSV-Datei (x, y, { -class }) oder eine Szene oder Lektion (JSON).
drop-not-data = { $name } ist keine Datei, die { -hyperplane } öffnet: legen Sie eine CSV-Datei (x, y, { -class }) oder eine Szene oder Lektion (JSON) ab.
drop-unreadable = Das abgelegte Element ist keine lesbare Datei; speichern Sie es auf Ihrem Computer und legen Sie es von dort ab.
drop-image = Ein Bild von einer Webseite wurde abgelegt; { -hyperplane } öffnet Daten: legen Sie eine CSV-Datei (x, y, { -class }) oder eine Szene oder Lektion (JSON) ab.
drop-link = Ein Link wurde abgelegt; { -hyperplane } öffnet Dateien, keine Links: laden Sie die Datei herunter und legen Sie sie hier ab.
drop-text = Text wurde abgelegt; { -hyperplane } öffnet Dateien: speichern Sie den Text als CSV-Datei (x, y, { -class }) und legen Sie die Datei ab.
drop-nothing = Es wurde nichts abgelegt, was sich öffnen lässt: legen Sie eine CSV-Datei (x, y, { -class }) oder eine Szene oder Lektion (JSON) ab.
