### Hyperplane's words: a lesson's SCORM package and its runtime in an LMS, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# $lang: the tag given, quoted.
scorm-lang-invalid = The package's language { $lang } is not a language tag (such as cs or zh-Hans).
# $have: the page's locales.
scorm-lang-missing = The page has no catalog of the language { $lang }; it has { $have }.
scorm-lang-no-catalogs = The page has no catalogs ({ $file }), so no language { $lang }.

## The runtime of a package in an LMS.

# $fn: a function of the LMS's SCORM API; $error: what it threw.
scorm-lms-threw = { -hyperplane }: the LMS's { $fn } threw: { $error }
scorm-lesson-failed = The package's lesson could not be opened: { $error }
scorm-not-started = The course (LMS) did not start this lesson: your answers are not recorded.
scorm-no-lms = Not in a course (no LMS found): your answers are not recorded.
scorm-restore-failed = Your saved work could not be restored: { $error }
scorm-save-failed = Your work could not be saved: { $error }
scorm-no-answer = no answer
# $needed, $limit: characters.
scorm-scene-too-large = The scene is too large to save in the course ({ $needed } characters of { $limit }): your answers and score are saved, your points are not.
# $status: one of the scorm-status- words.
scorm-recorded = Recorded in your course: { $status }.
# $score: out of 100.
scorm-recorded-score = Recorded in your course: { $score } of 100, { $status }.
scorm-recorded-partial = Recorded in your course: { $score } of 100, { $status } ({ $answered } of { $questions } questions answered).
scorm-status-passed = passed
scorm-status-failed = failed
scorm-status-completed = completed
scorm-status-incomplete = incomplete
