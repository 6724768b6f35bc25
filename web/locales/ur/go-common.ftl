### ہائپرپلین کے وہ الفاظ جو Go پروگرام کے سب حصے مشترک استعمال کرتے ہیں، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# Go کی اپنی لائبریریوں کی لکھی ہوئی خرابی (ڈویلپر کے لیے)؛ $text ان کے الفاظ ہیں۔
common-error = { $text }

## فہرستیں۔ تین یا زیادہ چیزوں کی فہرست اندر در اندر بنتی ہے: "a، b اور c" میں
## common-and-more کو $a = a اور $rest = "b اور c" ملتا ہے۔

common-and = { $a } اور { $b }
common-and-more = { $a }، { $rest }
common-comma = { $a }، { $b }
common-semicolon = { $a }؛ { $b }
# دو جملے، ایک کے بعد دوسرا۔
common-sentences = { $a } { $b }

## صارف کا اپنا متن اور فائلیں (engine/internal/wording)۔

# $what متن کا نام ہے (عنوان، کلاس 2 کا نام)؛ $n اور $max حروف کی گنتی، ہندسوں میں۔
wording-too-long = { $what } کی لمبائی { $n } حروف ہے؛ حد { $max } ہے
wording-size-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
# $n بائٹس کی تعداد ہے، $digits وہی ہندسوں میں (32781)۔
wording-size-bytes = { $n ->
    [one] { $digits } بائٹ
   *[other] { $digits } بائٹ
}
# $why JSON پڑھنے والے کے اپنے الفاظ ہیں۔
wording-json-syntax = یہ درست JSON نہیں ہے (حرف { $at } پر): { $why }
wording-json-not-object = یہ Hyperplane کا منظر نہیں ہے: JSON آبجیکٹ کی توقع تھی، { $found } ملا
# $field فیلڈ کا نام ہے، واوین میں؛ $want اور $found قدروں کی قسمیں۔
wording-json-field = فیلڈ { $field } کو { $want } ہونا چاہیے، { $found } نہیں
wording-the-number = عدد { $number }
wording-kind-number = ایک عدد
wording-kind-text = متن
wording-kind-bool = true یا false
wording-kind-list = ایک فہرست
wording-kind-object = ایک آبجیکٹ

# صارف کے اپنے الفاظ (کلاس کا نام، کالم کا نام)، جیسے ہیں ویسے ہی۔
common-text = { $text }

# ایک الگ جملہ (msg.Sentence): صفحہ لاطینی متن میں اس کا پہلا حرف بڑا لکھتا ہے۔
common-sentence = { $text }
