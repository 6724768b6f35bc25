### Las palabras de Hyperplane: la sección Datos reales, los nombres de los ejes y las columnas de un CSV ancho, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

datasets-title = Datos reales
datasets-pick =
    .aria-label = Conjunto de datos
datasets-x =
    .aria-label = Característica en x
datasets-y =
    .aria-label = Característica en y
datasets-classes =
    .aria-label = { -classes(case: "cap") } que se conservan
datasets-load = Cargar
    .title = Sustituir los { -points } por el conjunto de datos (deshacer los recupera)
datasets-standardize = Tipificar los { -points }
    .title = Sustituir cada coordenada v por (v − media) / desviación típica, sobre todos los { -points } (deshacer lo revierte)
datasets-std = tipificar (puntuaciones z)
datasets-source = { $note } Fuente: { $source } Licencia: { $licence }
datasets-axes =
    .aria-label = Lo que miden los ejes
datasets-csv-class = { -class }
datasets-csv-import = Importar
datasets-csv-cancel = Cancelar
datasets-csv-title = { $name }: { $columns } columnas, { $rows } filas
datasets-csv-ask = ¿Qué dos columnas son x e y, y cuál es la { -class }?
