### Las palabras de Hyperplane: compartir, exportar y abrir archivos, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

files-scene-address = La dirección de la escena no es válida.
files-scene-origin = Las escenas solo se cargan desde este sitio ({ $origin }).
files-scene-failed = No se pudo cargar la escena { $addr }: { $error }
files-copied-link = Enlace copiado.
files-copied-embed = Código de inserción copiado.
files-opened = Se abrió { $name }.
# $name: a big file's name, while it is read (before files-opened).
files-opening = Abriendo { $name }…
files-too-big = { $name } ocupa { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB; se pueden abrir archivos de hasta 32 MB.
files-not-utf8 = No se abrió { $name }: no es texto UTF-8 (guárdalo como UTF-8, en una hoja de cálculo «CSV UTF-8», y vuelve a abrirlo).
files-unreadable = No se pudo leer { $name }: { $error }

## Exportar como código.

export-failed = No se pudo exportar la escena.
export-code = Código:
export-python = Python
    .title = Un script (NumPy, scikit-learn) que ajusta esta escena e imprime los números de la página
export-notebook = Cuaderno
    .title = Un cuaderno de Jupyter con el mismo código y un gráfico de las regiones
export-copy = Copiar Python
    .title = Copiar el script para pegarlo en un editor o en una celda de un cuaderno
export-python-saved = Script de Python guardado: ejecútalo con python3.
export-notebook-saved = Cuaderno guardado: ábrelo en Jupyter.
export-copied = Python copiado.
