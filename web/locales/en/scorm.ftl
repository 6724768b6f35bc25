### Hyperplane's words: a lesson's SCORM package and its runtime in an LMS, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# $lang: the tag given, quoted.
scorm-lang-invalid = The package's language { $lang } is not a language tag (such as cs or zh-Hans).
# $have: the page's locales.
scorm-lang-missing = The page has no catalog of the language { $lang }; it has { $have }.
scorm-lang-no-catalogs = The page has no catalogs ({ $file }), so no language { $lang }.
