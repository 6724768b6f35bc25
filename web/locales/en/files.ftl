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
# $mb: the file's size in megabytes.
files-too-big = { $name } is { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; files up to 32 MB can be opened.
files-not-utf8 = { $name } was not opened: it is not UTF-8 text (save it as UTF-8, in a spreadsheet “CSV UTF-8”, and open it again).
files-unreadable = Could not read { $name }: { $error }
