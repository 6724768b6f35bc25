### Hyperplane's words: taking a lesson's questions, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $k: this question's number; $n: the questions.
quiz-count = 第 { $k } 题，共 { $n } 题
quiz-previous = ◀ 上一个
quiz-next = 下一个 ▶
quiz-right = ✓ 正确。
quiz-wrong = ✗ 不是这个。
# $n: the clicks so far.
quiz-predict-line = 在图上单击两个{ -points }，标出你认为{ -boundary }会经过的位置（{ $n } / 2）。使用键盘：在图上用方向键移动光标，然后按 Enter。
quiz-predict-mistakes = 单击你认为训练后的模型会分错的{ -points }；再次单击可取消标记（已标记 { $n } 个）。使用键盘：在图上用 m、n 或方向键选定一个{ -point }，然后按 Enter。
quiz-reveal = 训练并揭晓
quiz-clear = 清除我的点击
quiz-again = 重新预测
quiz-score-saved = 得分 { $score }/100：你保存的答案（虚线）。
# $angle: degrees between the student's line and the boundary; $offset: their distance at the centre.
quiz-score-line = 得分 { $score }/100：你的直线与{ -boundary }的方向相差 { NUMBER($angle, minimumFractionDigits: 1, maximumFractionDigits: 1) }°，在中心处与它相距 { $offset }（虚线：你的预测）。
# $hits of $marked marked points are mistakes; $precision, $recall: in percent.
quiz-score-mistakes = 得分 { $score }/100：你标记的 { $marked } 个{ -points }中有 { $hits } 个确是错误（精确率 { $precision }%），你找到了 { $mistakes } 个错误中的 { $hits } 个（召回率 { $recall }%）。
quiz-overlay = 你的预测
