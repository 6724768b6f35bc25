### Hyperplane's words: the table of the model's quantities and the models compared, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

values-model = model
values-occam = Occam
# $notes: what the program says of the model's fit.
values-model-notes = { $name }: { $notes }
values-evidence-two-classes = The evidence of logistic regression is for two { -classes }.
values-b-grows = b grows
values-origin-distance = w₀/‖w‖ (signed distance of the origin)
values-set-margin = { -margin } of the set, min y·h/‖w‖ (— while training)
values-novikoff-bar = mistakes so far against Novikoff's bound
# $k: the mistakes (updates) so far; $bound: (R/γ)², written out.
values-novikoff = mistakes so far k = { $k } ≤ (R/γ)² = { $bound }
