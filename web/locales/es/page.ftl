### Las palabras de Hyperplane: las de la propia página (carga, idiomas, las palabras de un curso), en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## La pantalla de carga.

page-loading = Cargando { -hyperplane }…
page-loading-bar =
    .aria-label = Descarga del programa
page-loading-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-loading-of = { NUMBER($got, minimumFractionDigits: 1, maximumFractionDigits: 1) } de { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-load-failed = { -hyperplane } no pudo cargar su programa: { $error }
page-page-failed = { -hyperplane } no pudo cargar su página: { $error }
page-stopped = { -hyperplane } se detuvo. Recarga la página para volver a empezar.

## Las palabras propias de un curso (?strings= y el setStrings de la API de inserción).

i18n-strings-refused = No se usaron las palabras del curso: { $reason }
i18n-strings-cross-origin = No se cargaron las palabras del curso de { $url }: deben venir del propio sitio de esta página.
i18n-strings-malformed = No se usaron las palabras del curso de { $url }: { $reason }
i18n-strings-unreadable = No se pudieron leer las palabras del curso de { $url } ({ $reason }).
i18n-check-empty = el archivo está vacío.
i18n-check-too-long = el archivo tiene más de { $max } caracteres.
i18n-check-line = la línea { $line } no es un mensaje, ni un comentario, ni una línea sangrada de uno.
i18n-check-entry = { $name } en la línea { $line } no se lee como Fluent.
i18n-check-unknown = la línea { $line } nombra { $name }, que no es un mensaje de la página.

## El idioma, desde la API de la página y desde la página de un curso.

language-bad-code = setLocale admite la etiqueta de un idioma, como cs o zh-Hans.
language-strings-not-text = setStrings admite las palabras del curso como texto Fluent.
language-texts-not-list = formatTexts admite una lista de como mucho 500 textos {"{"}id, args, attr{"}"}.
scene-lang-invalid = El idioma de la escena { $lang } no es una etiqueta de idioma (como cs o zh-Hans).
