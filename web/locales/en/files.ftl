### Hyperplane's words: sharing, exporting and opening files, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

files-scene-address = The scene address is not valid.
# $origin: this page's site, https://….
files-scene-origin = Scenes load only from this site ({ $origin }).
files-scene-failed = The scene { $addr } could not be loaded: { $error }
files-copied-link = Link copied.
files-copied-embed = Embed code copied.
# $name: a file's name.
files-opened = Opened { $name }.
# $name: a big file's name, while it is read (before files-opened).
files-opening = Opening { $name }…
# $mb: the file's size in megabytes.
files-too-big = { $name } is { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; files up to 32 MB can be opened.
files-not-utf8 = { $name } was not opened: it is not UTF-8 text (save it as UTF-8, in a spreadsheet “CSV UTF-8”, and open it again).
files-unreadable = Could not read { $name }: { $error }

## Export as code.

export-failed = The scene could not be exported.
export-code = Code:
export-python = Python
    .title = A script (NumPy, scikit-learn) that fits this scene and prints the page's numbers
export-notebook = Notebook
    .title = A Jupyter notebook of the same code, with a plot of the regions
export-copy = Copy Python
    .title = Copy the script to paste in an editor or a notebook cell
export-python-saved = Python script saved: run it with python3.
export-notebook-saved = Notebook saved: open it in Jupyter.
export-copied = Python copied.
