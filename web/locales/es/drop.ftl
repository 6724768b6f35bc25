### Las palabras de Hyperplane: lo que trajo algo soltado sobre la página, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

drop-files = Se soltaron { $n } archivos; suelta un archivo cada vez: un CSV (x, y, { -class }), o una escena o una lección (JSON).
drop-folder = Se soltó la carpeta { $name }; suelta un archivo de ella: un CSV (x, y, { -class }), o una escena o una lección (JSON).
drop-not-data = { $name } no es un archivo que { -hyperplane } abra: suelta un CSV (x, y, { -class }), o una escena o una lección (JSON).
drop-unreadable = Lo que se soltó no es un archivo que se pueda leer; guárdalo en tu ordenador y suéltalo desde allí.
drop-image = Se soltó una imagen de una página web; { -hyperplane } abre datos: suelta un CSV (x, y, { -class }), o una escena o una lección (JSON).
drop-link = Se soltó un enlace; { -hyperplane } abre archivos, no enlaces: descarga el archivo y suéltalo aquí.
drop-text = Se soltó texto; { -hyperplane } abre archivos: guarda el texto como archivo CSV (x, y, { -class }) y suelta el archivo.
drop-nothing = No se soltó nada que se pueda abrir: suelta un CSV (x, y, { -class }), o una escena o una lección (JSON).
