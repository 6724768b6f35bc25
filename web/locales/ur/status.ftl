### ہائپرپلین کے الفاظ: اسٹیٹس لائنیں، کلاسیں اور ٹول بار کا اشارہ، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

status-welcome = تربیت کے لیے چلائیں دبائیں، یا { -points } شامل کرنے کے لیے کلک کریں
status-step = { -step } { $n }
# $pct: تربیتی درستی فیصد میں، 0 سے 100۔
status-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
status-accuracy-none = { -accuracy } —
status-mistakes = { $n ->
    [one] { $n } غلطی
   *[other] { $n } غلطیاں
}
status-updates = { $n ->
    [one] { $n } اپ ڈیٹ
   *[other] { $n } اپ ڈیٹس
}
# $w: وزن ویکٹر جیسے لکھا گیا، "(1.2, −0.5)"؛ $w0: بائس۔
status-weights-one = w = { $w }، w₀ = { $w0 }
# $name: قطار کا نام، w1 یا h1,2۔
status-weights-row = { $name } = { $w }، w₀ = { $w0 }
status-weights-many = W: { $rows }
status-list-sep = {"؛ "}
# $name: معیار (کراس اینٹروپی، پرسیپٹرون معیار، …)؛ $value: اس کی قدر۔
status-criterion = { $name } = { $value }
status-note = نوٹ: { $note }
# $k: کلاس کا نمبر؛ $name: اس کا نام، جیسے صارف نے لکھا۔
status-class-label = { -class(case: "cap") } { $k }: { $name }
status-class-title = یہ { -class } چننے کے لیے { $k } دبائیں
