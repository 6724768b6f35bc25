### Hyperplane's words: the lesson card and the lesson editor, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

lesson-edit = Edit
    .title = Edit this lesson and its questions
lesson-try = Try:

## The lesson editor.

editor-write = Write a lesson…
    .title = Write a lesson with questions for this scene, and share it
editor-title = Write a lesson
editor-lesson-title = Title
editor-text = Text: **bold**, *emphasis*, `code`, - lists, [links](https://…)
editor-preview =
    .aria-label = Preview of the text
editor-try = Try steps, one a line
editor-controls = Controls the student cannot use
editor-part = Part of the page
editor-locked = Locked
editor-hidden = Hidden
editor-points = Adding and moving { -points }
# $name: a part of the page.
editor-lock = Lock { $name }
editor-hide = Hide { $name }
editor-questions = Questions
editor-course = For a course
editor-out =
    .aria-label = Link, embed code or message
editor-apply = Apply
editor-applied = Applied to the page.
editor-link = Share link
editor-embed = Embed code
editor-file = Lesson file
editor-add-choice = + Multiple choice
editor-add-predict = + Predict
editor-choice = Multiple choice
editor-predict = Predict
editor-remove = Remove
editor-question = Question
editor-choices = Choices, one a line
editor-choice-n = choice { $k }
editor-answer = The right answer
editor-feedback = Feedback, one a line per choice (optional)
editor-target = The student predicts
editor-target-boundary = the { -boundary }: the student clicks two { -points } of it
editor-target-mistakes = the mistakes: the student clicks the { -points } the model will get wrong
editor-no-link = No link: the scene could not be encoded.
# $name: the lesson file's name.
editor-saved = Saved { $name }: open it with “Open a CSV, a scene or a lesson” to edit it again.

## What a course takes away: the embed's origin, a SCORM package.

course-origin = Course page that may drive the embed (optional)
course-origin-hint = Its origin goes in the embed code (&origin=…): that page may then send commands to the playground (embed/client.js).
course-origin-invalid = Give the course page's address, starting with https://
course-scorm-12 = SCORM 1.2 (every LMS)
course-scorm-2004 = SCORM 2004 4th edition
course-scorm-download = Download SCORM package
course-scorm-for = Package for
course-pass = Pass mark (% of the score)
course-scorm-hint = A zip to upload to Moodle, Canvas, Blackboard or any LMS: the page, this lesson, and a runtime that reports the score and saves the student's work. Every question scores out of 100.
course-pass-invalid = The pass mark is a whole number from 0 to 100.
course-scorm-making = Making the SCORM package…
course-scorm-failed = The SCORM package was not made.
# $name: the zip's name; $mb: its size in megabytes; $s: the seconds it took.
course-scorm-saved = Saved { $name } ({ NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB, made in { NUMBER($s, minimumFractionDigits: 1, maximumFractionDigits: 1) } s): upload it to your LMS as a SCORM package.
