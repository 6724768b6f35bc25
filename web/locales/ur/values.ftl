### ہائپرپلین کے الفاظ: ماڈل کی مقداروں کا جدول اور موازنہ شدہ ماڈلز، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

values-model = ماڈل
values-occam = اوکام
# $notes: پروگرام ماڈل کے فٹ کے بارے میں کیا کہتا ہے۔
values-model-notes = { $name }: { $notes }
values-evidence-two-classes = لاجسٹک ریگریشن کا ایویڈنس دو { -classes } کے لیے ہے۔
values-b-grows = b بڑھتا ہے
values-origin-distance = w₀/‖w‖ (مبدا کا علامتی فاصلہ)
values-set-margin = سیٹ کا { -margin }، min y·h/‖w‖ (تربیت کے دوران —)
values-novikoff-bar = اب تک کی غلطیاں بمقابلہ نوویکوف کی حد
# $k: اب تک کی غلطیاں (اپ ڈیٹس)؛ $bound: (R/γ)²، لکھا ہوا۔
values-novikoff = اب تک کی غلطیاں k = { $k } ≤ (R/γ)² = { $bound }
