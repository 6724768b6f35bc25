### ہائپرپلین کے الفاظ ماڈل کی جانچ سے (پیکج engine/evaluate): کراس ویلیڈیشن اور ماڈلز کا موازنہ، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## کراس ویلیڈیشن۔

evaluate-folds = فولڈز کی تعداد 2 اور { $max } کے درمیان ہونی چاہیے، { $k } نہیں
evaluate-folds-points = { $k } فولڈ کراس ویلیڈیشن کو کم از کم { $k } نقاط درکار ہیں، { $n } نہیں
evaluate-no-method = کراس ویلیڈیشن کو کم از کم ایک طریقہ درکار ہے

## ماڈلز کا موازنہ۔

evaluate-logistic-two-classes = لاجسٹک ایویڈنس دو کلاسوں کے لیے ہے، { $n } کے لیے نہیں
evaluate-no-logistic-model = کیٹلاگ میں لاجسٹک ایویڈنس کے لیے کوئی ماڈل نہیں
# $basis بیسس کا مختصر نام ہے (go-methods.ftl)۔
evaluate-basis-problem = { $basis }: { $why }
# موازنے میں بیزی لاجسٹک ریگریشن کی ایک قطار کے نوٹ۔
evaluate-logistic-notes = α = { NUMBER($alpha, maximumFractionDigits: 20) }، a_MAP پر ln L
evaluate-logistic-notes-ridge = α = { NUMBER($alpha, maximumFractionDigits: 20) }، a_MAP پر ln L؛ A بدحالت ہے، اس لیے ln|A + λI|، λ = { NUMBER($lambda, maximumSignificantDigits: 3) } کے ساتھ استعمال ہوا
evaluate-logistic-row = لاجسٹک، { $basis }
