### ہائپرپلین کے الفاظ پلاٹ کے کی بورڈ کے لیے (پیکج wasm/keys): مدد میں کلیدوں کی فہرست، اور لائیو ریجن کے لیے ہر کلید نے کیا کیا، اردو میں۔
### کلیدوں کے نام (Enter، Escape، Delete، Shift) کی بورڈ پر لکھے ناموں کی طرح لاطینی میں رکھے گئے ہیں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## کلیدوں کی فہرست: keys-label-… کلیدوں کے نام، keys-help-… وہ کیا کرتی ہیں۔

keys-label-move = ← → ↑ ↓
keys-help-move = کرسر کو گرڈ کا ایک قدم ہلائیں، Shift کے ساتھ اس کا دسواں حصہ؛ منظر کرسر کے ساتھ چلتا ہے
keys-label-enter = Enter
keys-help-enter = کرسر پر موجودہ کلاس کا ایک نقطہ شامل کریں؛ کسی اور ٹول (اسپرے، ربڑ، کمند، ڈبہ، لرزش) کے ساتھ وہاں اس کا اسٹروک شروع کریں
keys-label-class = 1 – 6
keys-help-class = نئے نقاط کی کلاس
keys-label-delete = Delete، Backspace
keys-help-delete = منتخب نقاط ہٹائیں، ورنہ کرسر کے قریب ترین نقطہ
keys-label-point-mode = m
keys-help-point-mode = نقطہ موڈ: کرسر کے قریب ترین نقطہ چنیں
keys-label-next = n، Shift+n
keys-help-next = اگلا نقطہ چنیں، یا پچھلا
keys-label-choose = نقطہ موڈ میں ← → ↑ ↓
keys-help-choose = اس سمت میں قریب ترین نقطہ چنیں
keys-label-grab = نقطہ موڈ میں Enter
keys-help-grab = چنا ہوا نقطہ پکڑیں: تیر اسے ہلاتے ہیں، Enter اسے چھوڑتا ہے، Escape اسے واپس رکھتا ہے
keys-label-delete-chosen = نقطہ موڈ میں Delete
keys-help-delete-chosen = چنا ہوا نقطہ ہٹائیں
keys-label-leave = نقطہ موڈ میں Escape یا m
keys-help-leave = کرسر پر واپس، جہاں چنا ہوا نقطہ ہے
keys-label-move-grabbed = پکڑے ہوئے نقطے کے ساتھ ← → ↑ ↓
keys-help-move-grabbed = اسے گرڈ کا ایک قدم ہلائیں، Shift کے ساتھ اس کا دسواں حصہ
keys-label-drop = پکڑے ہوئے نقطے کے ساتھ Enter
keys-help-drop = اسے چھوڑ دیں
keys-label-put-back = پکڑے ہوئے نقطے کے ساتھ Escape
keys-help-put-back = اسے وہیں واپس رکھیں جہاں وہ تھا
keys-label-stroke-move = اسٹروک کے دوران ← → ↑ ↓
keys-help-stroke-move = اسٹروک کو آگے بڑھائیں: اسپرے پھیلائیں، کمند یا ڈبہ بنائیں، ربڑ یا لرزش کو ہلائیں
keys-label-stroke-end = اسٹروک کے دوران Enter
keys-help-stroke-end = اسے ختم کریں: نقاط اسپرے کریں، جو کمند یا ڈبے میں ہے اسے منتخب کریں
keys-label-stroke-cancel = اسٹروک کے دوران Escape
keys-help-stroke-cancel = اسے منسوخ کریں
keys-label-unit = u، Shift+u
keys-help-unit = نیٹ ورک کی پوشیدہ اکائیاں: اگلی اکائی کا خط چنیں، یا پچھلی کا
keys-label-unit-move = اکائی کا خط چنا ہو تو ↑ ↓
keys-help-unit-move = خط کو اس کے تیر کی سمت گرڈ کا ایک قدم ہلائیں، Shift کے ساتھ اس کا دسواں حصہ؛ ← → اسے اس کے وسط کے گرد 5° گھماتے ہیں، Shift کے ساتھ 1° (ہر ایک، واپسی کا ایک قدم)
keys-label-unit-leave = اکائی کا خط چنا ہو تو Escape
keys-help-unit-leave = کرسر پر واپس
keys-label-clear-selection = Escape
keys-help-clear-selection = انتخاب صاف کریں
keys-label-relabel = c
keys-help-relabel = چنے ہوئے نقطے، یا منتخب نقاط، کو نئے نقاط کی کلاس دیں
keys-label-zoom = + اور -
keys-help-zoom = کرسر کے گرد زوم اِن اور زوم آؤٹ
keys-label-home = Home
keys-help-home = کرسر کو منظر کے مرکز پر لائیں
keys-label-describe-at = d
keys-help-describe-at = کرسر کے نیچے کی جگہ بیان کریں: اس کی کلاس اور اسکور، فیصلہ کی حد سے اس کا فاصلہ، قریب ترین نقطہ
keys-label-describe-all = i
keys-help-describe-all = پلاٹ کا پورا بیان پڑھیں
keys-label-tab = Tab
keys-help-tab = پلاٹ سے باہر جائیں

## کلید نے کیا کیا۔ $place سطح کا ایک مقام ہے، $point ایک نقطہ
## (go-describe.ftl)، $class ایک کلاس۔

# $error ایک انکار ہے، جملے کی صورت میں۔
keys-failed = { $error }۔
keys-cursor-side = { $place }، { $side }
keys-cursor-on-point = { $place }، نقطہ { $n } پر ({ $class })
keys-home = منظر کا مرکز، { $place }
keys-predict-boundary = آپ کی پیش گوئی: { -boundary } کا ایک نقطہ { $at } پر۔
keys-no-point-to-mark = یہاں نشان لگانے کو کوئی نقطہ نہیں: m یا n سے ایک چنیں۔
keys-added = نقطہ { $n } شامل کیا گیا، { $class }، { $at } پر۔
keys-tools-plain-view = ٹولز سادہ منظر میں بناتے ہیں: وائٹنڈ منظر بند کریں۔
# $stroke بتاتا ہے کہ ابھی شروع ہوئے اسٹروک میں تیر کیا کرتے ہیں۔
keys-stroke-started = { $stroke } Enter اسے ختم کرتا ہے، Escape منسوخ کرتا ہے۔
keys-new-points = نئے نقاط: { $class }۔
keys-deleted-selected = { $n ->
    [one] { $n } منتخب نقطہ حذف کیا گیا
   *[other] { $n } منتخب نقاط حذف کیے گئے
}۔
keys-no-point-near = کرسر کے قریب کوئی نقطہ نہیں: m قریب ترین نقطہ چنتا ہے۔
keys-removed = { $point } ہٹا دیا گیا۔
keys-pick-first = سبق پہلے آپ کی پیش گوئی مانگتا ہے: Enter اسے نشان زد کرتا ہے؛ نقاط جیسے ہیں ویسے رہتے ہیں۔
keys-whitened-no-zoom = وائٹنڈ منظر زوم نہیں ہوتا۔
# $way ہے "in" یا "out"؛ $x0 سے $y1 منظر کے کنارے۔
keys-zoomed = { $way ->
    [in] زوم اِن کیا
   *[out] زوم آؤٹ کیا
}: x { $x0 } سے { $x1 } تک، y { $y0 } سے { $y1 } تک۔
keys-describe-at = { $place }۔
keys-no-points = کوئی نقطہ نہیں ہے۔
keys-point-mode = نقطہ موڈ: { $point }۔
keys-point = { $point }۔
keys-no-point-further = { $toward } مزید کوئی نقطہ نہیں۔
keys-cursor-at = کرسر { $place } پر۔
keys-unit-where = { $case ->
    [start] اکائی { $unit }، { $words }، اس کا تیر { $toward }
   *[other] اکائی { $unit }، { $words }، اس کا تیر { $toward }
}
keys-unit-none = چننے کو کسی پوشیدہ اکائی کا خط نہیں: طریقہ سطح پر نیٹ ورک نہیں، یا اس کے خطوط منظر سے باہر ہیں۔
keys-unit-chosen = { $unit }۔ ↑ اور ↓ اسے ہلاتے ہیں، ← اور → اسے گھماتے ہیں، Escape اسے چھوڑ دیتا ہے۔
keys-unit-gone = اکائی { $unit } کا خط اب منظر میں نہیں: کرسر پر واپس۔
keys-unit-left-view = اکائی { $unit } کا خط منظر سے نکل گیا۔
keys-unit-moved = { $unit }۔
keys-grabbed = نقطہ { $n } کو { $at } پر پکڑا: تیر اسے ہلاتے ہیں، Enter اسے چھوڑتا ہے، Escape اسے واپس رکھتا ہے۔
keys-predict-mark = آپ کی پیش گوئی: نقطہ { $n } نشان زد، یا اگر پہلے سے تھا تو نشان ہٹا دیا گیا۔
keys-place-misclassified = { $place }، غلط درجہ بند
keys-place-correct = { $place }، درست درجہ بند
keys-dropped = نقطہ { $n } کو { $at } پر چھوڑا۔
keys-put-back = نقطہ { $n } کو واپس { $at } پر رکھا۔
keys-removed-last = { $point } ہٹا دیا گیا۔ کوئی نقطہ باقی نہیں۔
keys-removed-now = { $point } ہٹا دیا گیا۔ اب { $now }۔
keys-gave = { $n ->
    [one] { $n } منتخب نقطے کو
   *[other] { $n } منتخب نقاط کو
} { $class } دی گئی۔
keys-choose-first = پہلے ایک نقطہ چنیں (m یا n)، یا ڈبے یا کمند سے نقاط منتخب کریں۔

## کرسر پر ڈرائنگ ٹولز۔

keys-stroke-spray = اسپرے: تیر { $class } کے { $n } نقاط کا جھرمٹ پھیلاتے ہیں۔
keys-stroke-moving = { $n } منتخب نقاط کو تیروں سے ہلایا جا رہا ہے۔
keys-stroke-box = ڈبہ: تیر اس کا دور والا کونا ہلاتے ہیں۔
keys-stroke-lasso = کمند: تیر اسے بناتے ہیں۔
keys-stroke-eraser = ربڑ: تیر اسے ہٹائے جانے والے نقاط پر ہلاتے ہیں۔
keys-stroke-jitter = لرزش: تیر اسے ہلائے جانے والے نقاط پر لے جاتے ہیں۔
keys-sprayed = { $class } کے { $n ->
    [one] { $n } نقطہ اسپرے کیا گیا
   *[other] { $n } نقاط اسپرے کیے گئے
}۔
keys-moved = { $n ->
    [one] { $n } نقطہ ہلایا گیا
   *[other] { $n } نقاط ہلائے گئے
}۔
keys-selected-none = کوئی نقطہ منتخب نہیں ہوا۔
keys-selected = { $n ->
    [one] { $n } نقطہ منتخب ہوا
   *[other] { $n } نقاط منتخب ہوئے
}: Delete انہیں ہٹاتا ہے، c انہیں موجودہ کلاس دیتا ہے، ان میں سے کسی ایک پر Enter سب کو ہلاتا ہے۔
keys-erased = { $n ->
    [one] { $n } نقطہ مٹایا گیا
   *[other] { $n } نقاط مٹائے گئے
}۔
keys-jittered = برش جن نقاط پر سے گزرا انہیں ہلایا گیا۔
keys-stroke-cancelled = اسٹروک منسوخ۔
keys-selection-cleared = انتخاب صاف۔

## خود پلاٹ، اسکرین ریڈر کے لیے: اس کا نام اور کردار، اور اسے کیسے استعمال کریں۔

keys-plot-label = نقاط اور { -boundary } کا پلاٹ
keys-plot-role = متعامل پلاٹ
# پلاٹ کا کینوس، زبان بدلنے پر دوبارہ لکھا جاتا ہے۔
keys-plot =
    .aria-label = { keys-plot-label }
    .aria-roledescription = { keys-plot-role }
keys-plot-help = تیر والی کلیدیں کرسر ہلاتی ہیں، Enter موجودہ کلاس کا نقطہ شامل کرتا ہے، ہندسے کلاس چنتے ہیں، m ہلانے یا ہٹانے کے لیے نقاط چنتا ہے، d کرسر کے نیچے کی جگہ بیان کرتا ہے اور i پورا پلاٹ۔ مدد (سوالیہ نشان) ہر کلید کی فہرست دیتی ہے؛ Tab پلاٹ سے باہر لے جاتا ہے۔
