### Slova Hyperplane: sdílení, export a otevírání souborů, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

files-scene-address = Adresa scény není platná.
# $origin: web této stránky, https://….
files-scene-origin = Scény se načítají jen z tohoto webu ({ $origin }).
files-scene-failed = Scénu { $addr } nešlo načíst: { $error }
files-copied-link = Odkaz zkopírován.
files-copied-embed = Kód pro vložení zkopírován.
# $name: název souboru.
files-opened = Otevřeno: { $name }.
# $name: a big file's name, while it is read (before files-opened).
files-opening = Otevírá se { $name }…
# $mb: velikost souboru v megabajtech.
files-too-big = { $name } má { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; otevřít lze soubory do 32 MB.
files-not-utf8 = { $name } nebyl otevřen: není to text v UTF-8 (uložte ho jako UTF-8, v tabulkovém procesoru jako „CSV UTF-8“, a otevřete ho znovu).
files-unreadable = { $name } nešlo přečíst: { $error }

## Export jako kód.

export-failed = Scénu nešlo exportovat.
export-code = Kód:
export-python = Python
    .title = Skript (NumPy, scikit-learn), který naučí tuto scénu a vypíše čísla stránky
export-notebook = Notebook
    .title = Jupyter notebook se stejným kódem a s grafem oblastí
export-copy = Kopírovat Python
    .title = Zkopírovat skript pro vložení do editoru nebo buňky notebooku
export-python-saved = Skript v Pythonu uložen: spusťte ho příkazem python3.
export-notebook-saved = Notebook uložen: otevřete ho v Jupyteru.
export-copied = Python zkopírován.
