### Hyperplane's words from grading a model (package engine/evaluate): cross-validation and the model comparison, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## Cross-validation.

evaluate-folds = the number of folds must be between 2 and { $max }, not { $k }
evaluate-folds-points = { $k }-fold cross-validation needs at least { $k } points, not { $n }
evaluate-no-method = cross-validation needs at least one method

## The model comparison.

evaluate-logistic-two-classes = the logistic evidence is for two classes, not { $n }
evaluate-no-logistic-model = the catalog has no model for the logistic evidence
# $basis is the basis's short name (go-methods.ftl).
evaluate-basis-problem = { $basis }: { $why }
# The notes of a row of Bayesian logistic regression in the comparison.
evaluate-logistic-notes = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L at a_MAP
evaluate-logistic-notes-ridge = α = { NUMBER($alpha, maximumFractionDigits: 20) }, ln L at a_MAP; A is ill-conditioned, so ln|A + λI| with λ = { NUMBER($lambda, maximumSignificantDigits: 3) } was used
evaluate-logistic-row = logistic, { $basis }
