### Hyperplane's words: taking a lesson's questions, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# $k: this question's number; $n: the questions.
quiz-count = Question { $k } of { $n }
quiz-previous = ◀ Previous
quiz-next = Next ▶
quiz-right = ✓ Right.
quiz-wrong = ✗ Not this one.
# $n: the clicks so far.
quiz-predict-line = Click two { -points } on the plot where you think the { -boundary } will go ({ $n } of 2). From the keyboard: on the plot, move the cursor with the arrows and press Enter.
quiz-predict-mistakes = Click the { -points } you think the trained model will get wrong; click again to unmark ({ $n } marked). From the keyboard: on the plot, choose a { -point } with m, n or the arrows and press Enter.
quiz-reveal = Train and reveal
quiz-clear = Clear my clicks
quiz-again = Predict again
quiz-score-saved = Score { $score }/100: your saved answer (dashed).
# $angle: degrees between the student's line and the boundary; $offset: their distance at the centre.
quiz-score-line = Score { $score }/100: your line is { NUMBER($angle, minimumFractionDigits: 1, maximumFractionDigits: 1) }° off the { -boundary }'s direction and { $offset } away from it at the centre (dashed: your prediction).
# $hits of $marked marked points are mistakes; $precision, $recall: in percent.
quiz-score-mistakes = Score { $score }/100: { $hits } of your { $marked } marked { -points } are mistakes (precision { $precision }%), and you found { $hits } of the { $mistakes } mistakes (recall { $recall }%).
quiz-overlay = Your prediction
