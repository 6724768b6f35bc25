### Hyperplane's words: the table of the model's quantities and the models compared, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

values-model = 模型
values-occam = 奥卡姆
# $notes: what the program says of the model's fit.
values-model-notes = { $name }：{ $notes }
values-evidence-two-classes = 逻辑回归的证据只用于两个{ -classes }。
values-b-grows = b 增长
values-origin-distance = w₀/‖w‖（原点的有向距离）
values-set-margin = 数据集的{ -margin }，min y·h/‖w‖（训练中为 —）
values-novikoff-bar = 至今的错误数与 Novikoff 界的对比
# $k: the mistakes (updates) so far; $bound: (R/γ)², written out.
values-novikoff = 至今的错误数 k = { $k } ≤ (R/γ)² = { $bound }
