### ہائپرپلین کے الفاظ: مدد، خرابی کا خانہ اور زبان کا تعارف، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

help-title = { -hyperplane }
help-intro = دو یا زیادہ { -classes } کے { -points } کلک کر کے سطح پر رکھیں، ایک طریقہ چنیں، اور اسے تربیت پاتے دیکھنے کے لیے چلائیں دبائیں۔
help-mouse = ماؤس اور ٹچ
help-mouse-add = کلک (ٹیپ): موجودہ { -class } کا ایک { -point } شامل کریں
help-mouse-drag = { -point } گھسیٹیں: اسے ہلائیں — بند صورت والے طریقے گھسیٹتے ہوئے دوبارہ فٹ ہوتے ہیں
help-mouse-remove = دایاں کلک، shift کلک (لمبا دباؤ): قریب ترین { -point } ہٹائیں
help-mouse-pan = خالی جگہ گھسیٹیں، یا کسی بھی ٹول میں درمیانی بٹن سے گھسیٹیں: منظر سرکائیں · پہیہ: زوم
help-keyboard = کی بورڈ
help-key-play = چلائیں / روکیں
help-key-step = ایک { -step }
help-key-reset = { -weights } ری سیٹ کریں
help-key-class = نئے { -points } کی { -class }
help-key-undo = واپس / دوبارہ
help-key-fit = منظر کو { -points } پر فٹ کریں
help-key-tools = ٹولز: { -point }، اسپرے، ربڑ، کمند، ڈبہ، لرزش
help-key-delete = منتخب { -points } حذف کریں
help-key-help = یہ مدد
help-key-escape = یہ مدد اور خرابی کا خانہ بند کریں
help-conventions = ضوابط
help-conventions-text = { -classes(case: "cap") } کے نمبر 1…K ہیں۔ دو کلاسوں والے طریقوں میں { -class } 1 مثبت { -class } ہے (y = +1)۔ ویکٹرز z = (1, x) کی صورت میں توسیع شدہ ہیں، a = (w₀, w) کے ساتھ، اس لیے { -bias } پہلے آتا ہے۔ کوویریئنس زیادہ سے زیادہ امکان کے تخمینے ہیں (Nₖ سے تقسیم)۔
help-limits = حدود
help-limits-text = زیادہ سے زیادہ 200,000 { -points }، 6 { -classes }، 32 گاؤسی مراکز اور ±10⁶ کے اندر محددات؛ 32 MB کی فائلیں۔ ری پلے 4,000 اسنیپ شاٹس رکھتا ہے (لمبی دوڑ کو یکساں طور پر کم کیا جاتا ہے)۔ واپس 200 ترامیم اور زیادہ سے زیادہ 600,000 محفوظ { -points } رکھتا ہے (100,000 { -points } کی 6 ترامیم)۔ تربیت ہر فریم کا زیادہ سے زیادہ 8 ms لیتی ہے۔
help-api = صفحے کا API <code>window.hyperplane</code> ہے؛ کنسول میں <code>hyperplane.state()</code> آزمائیں۔
help-close = بند کریں

## مدد میں صفحے کی زبان کا تعارف۔

help-language = یہ زبان
help-language-not-reviewed = نہیں
# $file: اس کے کیٹلاگ کی فائلیں، فہرست کی صورت؛ $who: کس نے بنائیں؛ $reviewed: کیا کسی استاد نے ان کا جائزہ لیا، یا کس نے۔
help-language-file = { $file }: تیار کنندہ { $who }؛ استاد کا جائزہ: { $reviewed }
# $n: زبان کی فائلیں، سب ایک ہی کی بنائی اور ایک ہی کی جانچی ہوئی۔
help-language-all = { $n ->
    [one] اس کی فائل: تیار کنندہ { $who }؛ استاد کا جائزہ: { $reviewed }
   *[other] اس کی { $n } فائلیں: تیار کنندہ { $who }؛ استاد کا جائزہ: { $reviewed }
}
help-language-missing = { $n ->
    [one] اس صفحے کا ایک پیغام ابھی اس زبان میں نہیں اور انگریزی میں دکھایا جاتا ہے۔
   *[other] اس صفحے کے { $n } پیغامات ابھی اس زبان میں نہیں اور انگریزی میں دکھائے جاتے ہیں۔
}

## خرابی کا خانہ۔

help-fault-title = کچھ غلط ہو گیا
help-fault-text = تربیت روک دی گئی ہے اور آپ کے { -points } محفوظ ہیں۔ آپ کام جاری رکھ سکتے ہیں، منظر برآمد کر سکتے ہیں، یا بگ رپورٹ کے لیے تفصیلات کاپی کر سکتے ہیں۔
help-fault-copy = تفصیلات کاپی کریں
help-fault-copied = کاپی ہو گئیں
# $message: کیا غلط ہوا، جیسے پروگرام نے کہا؛ $where: پروگرام کا حصہ۔
help-fault-message = { $message } ({ $where } میں)
