### Hyperplane's words: what a drop on the page brought, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

drop-files = { $n } files were dropped; drop one file at a time: a CSV (x, y, { -class }), or a scene or lesson (JSON).
drop-folder = The folder { $name } was dropped; drop one file from it: a CSV (x, y, { -class }), or a scene or lesson (JSON).
drop-not-data = { $name } is not a file { -hyperplane } opens: drop a CSV (x, y, { -class }), or a scene or lesson (JSON).
drop-unreadable = The dropped item is not a file that can be read; save it to your computer and drop it from there.
drop-image = A picture from a web page was dropped; { -hyperplane } opens data: drop a CSV (x, y, { -class }), or a scene or lesson (JSON).
drop-link = A link was dropped; { -hyperplane } opens files, not links: download the file and drop it here.
drop-text = Text was dropped; { -hyperplane } opens files: save the text as a CSV file (x, y, { -class }) and drop the file.
drop-nothing = Nothing that can be opened was dropped: drop a CSV (x, y, { -class }), or a scene or lesson (JSON).
