### Hyperplane's words from grading a model (package engine/evaluate): cross-validation and the model comparison, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Cross-validation.

evaluate-folds = 折数必须在 2 到 { $max } 之间，而不是 { $k }
evaluate-folds-points = { $k } 折交叉验证至少需要 { $k } 个点，而不是 { $n } 个
evaluate-no-method = 交叉验证至少需要一种方法

## The model comparison.

evaluate-logistic-two-classes = 逻辑回归的证据用于两个类别，而不是 { $n } 个
evaluate-no-logistic-model = 目录中没有用于逻辑回归证据的模型
# $basis is the basis's short name (go-methods.ftl).
evaluate-basis-problem = { $basis }：{ $why }
# The notes of a row of Bayesian logistic regression in the comparison.
evaluate-logistic-notes = α = { NUMBER($alpha, maximumFractionDigits: 20) }，a_MAP 处的 ln L
evaluate-logistic-notes-ridge = α = { NUMBER($alpha, maximumFractionDigits: 20) }，a_MAP 处的 ln L；A 病态，因此使用了 ln|A + λI|，λ = { NUMBER($lambda, maximumSignificantDigits: 3) }
evaluate-logistic-row = 逻辑回归，{ $basis }
