### Hyperplane's words: the page's own (loading, languages, a course's words), in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## The loading cover.

page-loading = Loading { -hyperplane }…
page-loading-bar =
    .aria-label = Download of the program
page-loading-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-loading-of = { NUMBER($got, minimumFractionDigits: 1, maximumFractionDigits: 1) } of { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-load-failed = { -hyperplane } could not load its program: { $error }
page-page-failed = { -hyperplane } could not load its page: { $error }
page-stopped = { -hyperplane } stopped. Reload the page to start again.

## A course's own words (?strings= and the embed API's setStrings).

i18n-strings-refused = The course's words were not used: { $reason }
i18n-strings-cross-origin = The course's words at { $url } were not loaded: they must come from this page's own site.
i18n-strings-malformed = The course's words in { $url } were not used: { $reason }
i18n-strings-unreadable = The course's words in { $url } could not be read ({ $reason }).
i18n-check-empty = the file is empty.
i18n-check-too-long = the file is longer than { $max } characters.
i18n-check-line = line { $line } is neither a message, a comment nor an indented line of one.
i18n-check-entry = { $name } on line { $line } does not read as Fluent.
i18n-check-unknown = line { $line } names { $name }, which is not a message of the page.
