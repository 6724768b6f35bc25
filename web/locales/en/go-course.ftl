### Hyperplane's words about lessons (package engine/course): checking a lesson, its questions and predictions, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## A lesson.

course-lesson-size = the lesson is { $size } long; the limit is { $max }
course-lesson-scene = the lesson's scene: { $why }
course-lesson-no-title = a lesson needs a title
course-lesson-no-text = a lesson needs a text
course-lesson-id = the lesson's id
# $id is the id given, in quotes.
course-lesson-id-chars = the lesson's id { $id } may hold only small letters, digits and -
course-the-lesson = the lesson: { $why }

## Its Try steps, controls and questions. $controls and $parts are the names a lesson file writes.

course-try-count = a lesson has at most { $max } Try steps, not { $n }
course-try-step = Try step { $n }
course-locks = the lesson locks { $control }, which is not a control; the controls are { $controls }
course-hides = the lesson hides { $part }, which is not a part it can hide; the parts are { $parts }
course-questions-count = a lesson has at most { $max } questions, not { $n }
course-question = question { $n }: { $why }
course-no-prompt = it has no prompt
course-the-prompt = the prompt
course-choice-target = a multiple-choice question has no target
course-choices-count = a multiple-choice question has { $min } to { $max } choices, not { $n }
course-choice-empty = choice { $n } is empty
course-choice = choice { $n }
course-answer-range = the answer is choice { $answer }, but there are choices 1 to { $n }
course-feedback-count = it has { $n } feedback texts for { $choices } choices: give one per choice, or none
course-feedback = the feedback of choice { $n }
course-predict-extras = a predict question has no choices, answer or feedback
course-predict-line = predicting the { -boundary } needs a scene of two classes in the linear basis, where the { -boundary } is a line
# $target and $kind are the values given, in quotes; $a and $b the values a lesson file may write.
course-target = the target { $target } is not { $a } or { $b }
course-no-kind = it has no kind (choice or predict)
course-kind = the kind { $kind } is not { $a } or { $b }

## Scoring a prediction.

course-line-two-classes = the { -boundary } is a line only for two classes in the linear basis
course-line-not-single = this model's { -boundary } is not a single line
course-line-not-plane = this model's { -boundary } is not a line of the plane
course-line-zero = the trained model has no { -boundary } line (its { -weights } on x and y are zero)
course-predict-same = the two points of the prediction must differ
course-predict-no-line = the trained model has no { -boundary } line
course-predict-viewport = the viewport is empty

## A lesson as a SCORM package, and a student's progress in an LMS.

# $n is the number of a question; $want and $kind kinds of answer (c, b, m).
scorm-no-question = there is no question { $n }
scorm-answer-kind = question { $n } takes an answer of the kind { $want }, not { $kind }
scorm-score-range = the score of question { $n } must be from 0 to { $max }
scorm-choices = question { $n } has choices 1 to { $choices }
scorm-line-answer = the answer to question { $n } is two points of a line
scorm-line-points = the points of the answer to question { $n } must be finite, within ±{ $max }
scorm-marks-count = the answer to question { $n } marks at most { $max } points
scorm-marks-point = the answer to question { $n } marks the point { $point }, which cannot exist
scorm-answer-no-kind = the answer to question { $n } is of no kind ({ $kind })
scorm-scene-unsaved = the scene cannot be saved: { $why }
# $n and $max count characters, in digits.
scorm-answers-long = the answers alone take { $n } characters; the limit is { $max }
scorm-progress-long = the saved progress is { $n } characters long; the limit is { $max }
scorm-progress-not-ours = the saved progress is not Hyperplane's: { $why }
scorm-progress-version = the saved progress is of another version of Hyperplane
scorm-saved-scene = the saved scene: { $why }
scorm-progress-answers = the saved progress has { $n } answers; a lesson has at most { $max } questions
scorm-saved-answer = the saved answer { $n }: { $why }
scorm-answer-form = it is not [question, kind, answer, score]
scorm-answer-question = its question is not a whole number
scorm-answer-kind-letter = its kind is not c, b or m
scorm-answer-score = its score is not a number from 0 to { $max }
scorm-answer-choice = its choice is not a whole number
scorm-answer-line = its line is not [x1, y1, x2, y2]
scorm-answer-marks = its marks are not a list of points
scorm-answer-marks-count = it marks more than { $max } points
# $version is the value given, in quotes; $a and $b the versions (1.2, 2004).
scorm-version = the SCORM version { $version } is not { $a } or { $b }
scorm-pass-mark = the pass mark must be a whole number of percent from 0 to 100, not { $value }
# $file is the name of one of the page's files.
scorm-page-file = the page's file { $file }: { $why }
scorm-page-size = the page has more than { $files } files or { $mb } MB
scorm-no-index = the package has no index.html
scorm-lesson-unpacked = the lesson cannot be packed: { $why }
scorm-second-file = the page has a second file called { $file }
scorm-missing-file = the page has no { $file } (run make build)
