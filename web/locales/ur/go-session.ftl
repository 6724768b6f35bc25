### ہائپرپلین کے الفاظ براؤزر سیشن سے (پیکج wasm/session): اسٹیٹس لائن میں اس کے پیغامات اور اس کے انکار، اردو میں۔
### انکار ویسے لکھا جاتا ہے جیسے وہ کسی لمبے پیغام کے اندر پڑھا جاتا ہے؛ الگ جملے کو صفحہ common-sentence سے شروع کرتا ہے۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## اسٹیٹس لائن کے پیغامات۔

session-scene-not-opened = منظر کھل نہیں سکا: { $why }
# $steps اور $n قدم گنتے ہیں؛ $limit وقت کی حد ہے (20s)۔
session-time-limit = { $n } میں سے { $steps } قدموں کے بعد رک گیا: { $limit } کی وقت کی حد ختم ہو گئی۔
session-class-names-dropped = کلاسوں کے نام ({ $why })
session-imported = { $classes } کلاسوں کے { $n } نقاط درآمد کیے گئے۔
# $dataset ڈیٹا سیٹ کا عنوان ہے؛ $x اور $y اس کے فیچرز کے نام۔
session-loaded = { $dataset } لوڈ ہوا: { $classes } کلاسوں کے { $n } نقاط، { $y } بمقابلہ { $x }
session-loaded-dropped = { $loaded }؛ { $n ->
    [one] ناپ غائب ہونے کی وجہ سے { $n } قطار چھوڑ دی گئی
   *[other] ناپ غائب ہونے کی وجہ سے { $n } قطاریں چھوڑ دی گئیں
}
session-loaded-standard = { $loaded }؛ دونوں محور معیاری اکائیوں میں
session-loaded-sentence = { $loaded }۔
session-standardized = معیاری بنایا گیا: x' = (x − { $mx }) / { $sx }، y' = (y − { $my }) / { $sy } ({ $n } نقاط کی اوسطیں اور نمونہ معیاری انحراف)۔
# $name محور کا نام ہے (ڈیٹا سیٹ کا فیچر)؛ $mean اور $sd اعداد۔
session-axis-standardized = { $name }، معیاری بنایا گیا: (قدر − { $mean }) / { $sd }

## انکار۔

# $max ہندسوں میں ہے۔
session-too-many = منظر میں زیادہ سے زیادہ { $max } نقاط ہیں
session-class-outside = کلاس { $class } حد 1..{ $max } سے باہر ہے
session-coord-finite = ایک محدد محدود عدد نہیں
session-coord-limit = ایک محدد حد { $max } سے بڑا ہے
session-import-no-points = اس میں کوئی نقطہ نہیں
session-import-classes = اس میں { $n } کلاسیں ہیں؛ حد { $max } ہے
# $index نقطے کا انڈیکس ہے، 0 سے، جیسے اسکرپٹ گنتا ہے۔
session-no-point = کوئی نقطہ { $index } نہیں ہے
session-no-model = ابھی کوئی تربیت یافتہ ماڈل نہیں
session-class-range = کلاس 0 اور { $max } کے درمیان ہونی چاہیے
session-class-count = کلاسوں کی تعداد 2 اور { $max } کے درمیان ہونی چاہیے
session-class-name-args = setClassName کو کلاس کا انڈیکس اور نام درکار ہیں
session-no-drag = کوئی نقطہ گھسیٹا نہیں جا رہا
session-no-grab = پکڑنے کو کوئی نقطہ نہیں
session-locked = نقاط میں ترمیم لاک ہے
session-unknown-gesture = نامعلوم اشارہ
session-compare-max = زیادہ سے زیادہ { $max } الگورتھمز کا موازنہ ہو سکتا ہے
session-viewport-finite = منظر کی کھڑکی محدود اور ±10⁷ کے اندر ہونی چاہیے
session-viewport-small = منظر کی کھڑکی بہت چھوٹی ہے
# $tool دیا گیا نام ہے، واوین میں۔
session-unknown-tool = نامعلوم ٹول { $tool }: ٹولز یہ ہیں: point، spray، eraser، select اور jitter
session-spray-count = اسپرے کی تعداد 1 اور { $max } کے درمیان ہونی چاہیے
session-spray-aspect = اسپرے کا تناسب 0.05 اور 1 کے درمیان ہونا چاہیے
session-brush-radius = برش کا رداس 4 اور 200 پکسل کے درمیان ہونا چاہیے
session-none-selected = کوئی نقطہ منتخب نہیں
session-brush-positive = برش کو مثبت رداس درکار ہے
session-no-stroke = کوئی اسٹروک جاری نہیں
session-speed = رفتار { $min } اور { $max } قدم فی سیکنڈ کے درمیان ہونی چاہیے
session-decides-none = ماڈل کسی کلاس کا فیصلہ نہیں کرتا
session-threshold-class = دو کلاسوں کے لیے دہلیز کلاس { $class } کے خم پر ہے
session-no-threshold = اس ماڈل کی کوئی دہلیز نہیں جسے ہلایا جا سکے
session-curve-point = کلاس { $class } کے خم میں { $n } نقاط ہیں، کوئی نقطہ { $index } نہیں
session-curve-finite = وہاں خم کے اسکور محدود نہیں
# $set دی گئی قدر ہے، واوین میں۔
session-set = سیٹ کو "train" یا "test" ہونا چاہیے، { $set } نہیں
session-standard-already = نقاط پہلے سے معیاری اکائیوں میں ہیں

## جانچ: خم کا نقطہ کیا مقرر کرتا ہے۔

session-score-sign = h(x)، احتمالی ماڈل کے لیے لاگ اوڈز: نقطہ t مقرر کرتا ہے، جہاں h ≥ t ہو وہاں فیصلہ
session-score-two = دونوں کلاسوں کی ایکٹیویشنز کا مارجن a_k − a_j (اس ماڈل کی کوئی دہلیز ہلانے کو نہیں)
session-score-argmax = s_k(x) = a_k(x) − max_j≠k (a_j(x) + δ_j)، a پرائیر کے بعد کی ایکٹیویشنز (امتیازی فنکشنز کے لیے h): جہاں s_k ≥ −δ_k ہو وہاں کلاس k کا فیصلہ، اس لیے نقطہ δ_k مقرر کرتا ہے
session-score-other = کلاس k کا ماڈل اسکور (اس کا پوسٹیرئیر، یا h_k): اس کے فیصلے کی دہلیز نہیں

## وزن اسپیس کی تصویر: کیوں نہیں بن سکتی، الگ جملوں کی صورت میں۔

session-weightspace-points = حل کا علاقہ دیکھنے کے لیے دو کلاسوں کے نقاط شامل کریں۔
session-weightspace-many = وزن اسپیس کا منظر ہر نقطے کے لیے ایک خط بناتا ہے: یہ زیادہ سے زیادہ { $max } نقاط لیتا ہے۔
session-weightspace-two = وزن اسپیس کا منظر دو کلاسوں کے لیے ہے۔
session-weightspace-basis = وزن اسپیس کا منظر a = (w₀, w₁, w₂) دکھاتا ہے: کوئی بیسس فنکشن نہ چنیں۔
session-weightspace-linear = وزن اسپیس کا منظر دو کلاسوں والے اس طریقے کے لیے ہے جو ایک خطی فنکشن h(x) = w₀ + wᵀx دیتا ہے۔

## نیٹ ورک کے انکار اور وجوہات۔

session-network-no-data = نیٹ ورک کے پاس تربیت کے لیے ابھی دو کلاسوں کے نقاط نہیں
session-network-basis-set = بیسس والی پوشیدہ تہ پیرامیٹر "layer" سے چنی جاتی ہے، اور اس کے کوئی پوشیدہ اوزان مقرر کرنے کو نہیں
session-network-output-rows = نیٹ ورک میں اپنی کلاسوں کے لیے { $want } آؤٹ پٹ قطاریں ہیں، { $n } نہیں
session-network-no-line = پوشیدہ اکائی { $unit } کا کوئی خط گھسیٹنے کو نہیں
session-network-no-drag = کوئی خط گھسیٹا نہیں جا رہا
session-network-drag-gone = گھسیٹی جانے والی اکائی اب موجود نہیں
session-network-off-plane = خط سطح سے باہر چلا جائے گا
