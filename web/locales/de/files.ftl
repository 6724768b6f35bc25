### Die Wörter von Hyperplane: Teilen, Exportieren und Öffnen von Dateien, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

files-scene-address = Die Adresse der Szene ist ungültig.
# $origin: die Website dieser Seite, https://….
files-scene-origin = Szenen werden nur von dieser Website geladen ({ $origin }).
files-scene-failed = Die Szene { $addr } konnte nicht geladen werden: { $error }
files-copied-link = Link kopiert.
files-copied-embed = Einbettungscode kopiert.
# $name: der Name einer Datei.
files-opened = { $name } geöffnet.
# $name: a big file's name, while it is read (before files-opened).
files-opening = { $name } wird geöffnet…
# $mb: die Größe der Datei in Megabyte.
files-too-big = { $name } ist { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB groß; Dateien bis 32 MB lassen sich öffnen.
files-not-utf8 = { $name } wurde nicht geöffnet: es ist kein UTF-8-Text (speichern Sie als UTF-8, in einer Tabellenkalkulation „CSV UTF-8“, und öffnen Sie erneut).
files-unreadable = { $name } konnte nicht gelesen werden: { $error }

## Als Code exportieren.

export-failed = Die Szene konnte nicht exportiert werden.
export-code = Code:
export-python = Python
    .title = Ein Skript (NumPy, scikit-learn), das diese Szene anpasst und die Zahlen der Seite ausgibt
export-notebook = Notebook
    .title = Ein Jupyter-Notebook mit demselben Code und einem Bild der Bereiche
export-copy = Python kopieren
    .title = Das Skript kopieren, um es in einen Editor oder eine Notebook-Zelle einzufügen
export-python-saved = Python-Skript gespeichert: führen Sie es mit python3 aus.
export-notebook-saved = Notebook gespeichert: öffnen Sie es in Jupyter.
export-copied = Python kopiert.
