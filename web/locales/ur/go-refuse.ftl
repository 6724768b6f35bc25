### ہائپرپلین کے انکار (پیکج wasm/api): صفحے یا ایمبیڈ کرنے والے کورس سے window.hyperplane کی کال کو، جب وہ پوری نہ ہو سکے، کیا بتایا جاتا ہے، اردو میں۔
### انکار ویسے لکھا جاتا ہے جیسے وہ کسی لمبے پیغام کے اندر پڑھا جاتا ہے؛ الگ جملے کو صفحہ common-sentence سے شروع کرتا ہے۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## خود معاہدہ۔

# $name فنکشن کا نام ہے، واوین میں۔
refuse-no-function = کوئی فنکشن { $name } نہیں ہے
# $name فنکشن ہے، hyperplane.clear۔
refuse-reentered = { $name } کو API کی ایک اور کال کے دوران (toJSON، getter یا callback سے) بلایا گیا اور انکار کر دیا گیا؛ اسے بعد میں بلائیں
# $where فنکشن ہے، $message کیا غلط ہوا (ڈویلپر کے الفاظ)۔
refuse-fault = { $where } میں کچھ غلط ہو گیا: { $message }۔ تربیت روک دی گئی ہے؛ آپ کے نقاط محفوظ ہیں۔

## ایسا دلیل جو فنکشن کی مطلوبہ نہیں۔ $arg دلیل کا نام ہے (refuse-arg-…)۔

refuse-not-number = { $arg } کو عدد ہونا چاہیے
refuse-not-finite = { $arg } کو محدود عدد ہونا چاہیے
refuse-not-whole = { $arg } کو صحیح عدد ہونا چاہیے
# $lo اور $hi ہندسوں میں ہیں۔
refuse-not-between = { $arg } کو { $lo } اور { $hi } کے درمیان ہونا چاہیے
refuse-not-string = { $arg } کو اسٹرنگ ہونا چاہیے
# $max ہندسوں میں ہے۔
refuse-too-long = { $arg } کی لمبائی { $max } بائٹ سے زیادہ ہے
refuse-not-bool = { $arg } کو true یا false ہونا چاہیے
refuse-not-function = { $arg } کو فنکشن ہونا چاہیے
refuse-missing = { $arg } موجود نہیں
refuse-unreadable = { $arg } پڑھا نہیں جا سکتا: { $why }
refuse-argument-problem = { $arg }: { $why }
refuse-not-value = { $arg } کو ایک قدر ہونا چاہیے
refuse-needs-basis = setBasis کو {"{"}kind: "poly", degree: 2{"}"} جیسا آبجیکٹ درکار ہے
refuse-needs-split = setSplit کو {"{"}fraction: 0.3, seed: 1{"}"} جیسا آبجیکٹ درکار ہے
refuse-needs-view = setView کو سوئچز کا آبجیکٹ درکار ہے
refuse-needs-network = setNetwork کو {"{"}activation: "tanh", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}], output: [{"{"}w: [1], b: 0{"}"}]{"}"} جیسا آبجیکٹ درکار ہے
refuse-needs-viewport = setViewport کو {"{"}minX, maxX, minY, maxY{"}"} درکار ہے

## دلائل کے نام۔

refuse-arg-angle = زاویہ
refuse-arg-begin-or-end = آغاز یا اختتام
refuse-arg-class = کلاس
refuse-arg-collect = جمع کرنا
refuse-arg-count = تعداد
refuse-arg-exportimages-callback = exportImage کا callback
refuse-arg-from = آغاز
refuse-arg-index = انڈیکس
refuse-arg-speed = رفتار
refuse-arg-the-algorithm-id = الگورتھم کی شناخت
refuse-arg-the-answers = جوابات
refuse-arg-the-basis = بیسس
refuse-arg-the-basiss-id = بیسس کی شناخت
refuse-arg-the-brush = برش
refuse-arg-the-choice = انتخاب
refuse-arg-the-class = کلاس
refuse-arg-the-columns = کالم
refuse-arg-the-comparisons-options = موازنے کے اختیارات
refuse-arg-the-cross-validations-options = کراس ویلیڈیشن کے اختیارات
refuse-arg-the-csv-text = CSV متن
refuse-arg-the-data-sets-id = ڈیٹا سیٹ کی شناخت
refuse-arg-the-decided-class = فیصلہ شدہ کلاس
refuse-arg-the-decision = فیصلہ
refuse-arg-the-fault-handler = خرابی ہینڈلر
refuse-arg-the-indices = انڈیکس
refuse-arg-the-lesson = سبق
refuse-arg-the-lesson-id = سبق کی شناخت
refuse-arg-the-limit-of-steps = قدموں کی حد
refuse-arg-the-link = لنک
refuse-arg-the-lock = لاک
refuse-arg-the-milliseconds = ملی سیکنڈ
refuse-arg-the-name = نام
refuse-arg-the-number-of-classes = کلاسوں کی تعداد
refuse-arg-the-number-of-steps = قدموں کی تعداد
refuse-arg-the-options = اختیارات
refuse-arg-the-point-indices = نقاط کے انڈیکس
refuse-arg-the-point-of-the-curve = خم کا نقطہ
refuse-arg-the-points = نقاط
refuse-arg-the-prediction = پیش گوئی
refuse-arg-the-preset-id = تیار منظر کی شناخت
refuse-arg-the-presets-knobs = تیار منظر کی ترتیبات
refuse-arg-the-saved-progress = محفوظ شدہ پیش رفت
refuse-arg-the-scene = منظر
refuse-arg-the-set = سیٹ
refuse-arg-the-settings = ترتیبات
refuse-arg-the-settings-key = ترتیب کی کلید
refuse-arg-the-settings-value = ترتیب کی قدر
refuse-arg-the-split = تقسیم
refuse-arg-the-subscriber = سبسکرائبر
refuse-arg-the-target = ہدف
refuse-arg-the-text = متن
refuse-arg-whether-it-is-csv = آیا متن CSV ہے
refuse-arg-the-title = عنوان
refuse-arg-the-tool = ٹول
refuse-arg-the-tools-options = ٹول کے اختیارات
refuse-arg-the-true-class = اصل کلاس
refuse-arg-the-view = نمائش
refuse-arg-the-network = نیٹ ورک
refuse-arg-the-first-unit = پہلی اکائی
refuse-arg-the-second-unit = دوسری اکائی
refuse-arg-the-unit = اکائی
refuse-arg-restart-count = کیا گنتی دوبارہ شروع کی جائے
refuse-arg-the-viewport = منظر کی کھڑکی
refuse-arg-where = مقام
refuse-arg-whether-to-ring-them = انہیں حلقے میں لینا ہے یا نہیں
refuse-arg-whether-to-start-counting-again = گنتی دوبارہ شروع کرنی ہے یا نہیں
refuse-arg-x = x
refuse-arg-y = y

## فنکشنز کے انکار۔

refuse-pick-target = ہدف { $target } نہ boundary ہے، نہ mistakes اور نہ ""
refuse-features = x اور y فیچرز ہیں، انڈیکس یا نام سے
# $dataset ڈیٹا سیٹ کا عنوان ہے؛ $name دیا گیا نام، $features اس کے فیچرز، جیسے اسکرپٹ لکھتا ہے۔
refuse-no-feature = { $dataset } میں کوئی فیچر { $name } نہیں؛ اس کے فیچرز یہ ہیں: { $features }
refuse-feature-ambiguous = { $name } سے { $dataset } کے { $n } فیچرز شروع ہوتے ہیں: { $features }؛ نام کا زیادہ حصہ دیں
refuse-csv-not-imported = CSV درآمد نہیں ہوئی: { $why }
# $x اور $y جدول کے کالموں کے نام ہیں۔
refuse-imported-table = { $classes } کلاسوں کے { $n } نقاط درآمد ہوئے، { $y } بمقابلہ { $x }؛ { $dropped ->
    [one] x یا y کے بغیر { $dropped } قطار چھوڑ دی گئی۔
   *[other] x یا y کے بغیر { $dropped } قطاریں چھوڑ دی گئیں۔
}
# $what دی گئی قدر ہے، واوین میں۔
refuse-decision-drag = decisionDrag صرف "begin" یا "end" لیتا ہے، { $what } نہیں
refuse-cv-models = ایک وقت میں زیادہ سے زیادہ { $max } ماڈلز کی کراس ویلیڈیشن کریں
refuse-scene-not-loaded = منظر لوڈ نہیں ہوا: { $why }
refuse-set-points-array = setPoints کو [x, y, class] کی array درکار ہے: { $why }
# $n اور $max ہندسوں میں ہیں۔
refuse-set-points-limit = setPoints کو { $n } نقاط دیے گئے؛ حد { $max } ہے
refuse-set-points-point = نقطہ { $point } کو [x, y, class] ہونا چاہیے: تین اعداد، کلاس صحیح عدد
refuse-lesson-unsaved = سبق محفوظ نہیں ہو سکتا: { $why }
refuse-train-first = پہلے ماڈل کو تربیت دیں: ابھی کوئی { -boundary } نہیں
refuse-predicted-two = پیش گوئی کی گئی { -boundary } دو نقاط ہے، { $n } نہیں
refuse-predict-target = ہدف { $target } نہ boundary ہے نہ mistakes
# $min اور $max ہندسوں میں ہیں۔
refuse-progress-limit = حد { $min } سے { $max } حروف تک ہونی چاہیے
refuse-answers-questions = { $questions } سوالات کے لیے { $n } جوابات
refuse-the-view = نمائش: { $why }
refuse-no-link = کوئی لنک نہیں: { $why }
refuse-link-not-opened = لنک کھل نہیں سکا: { $why }
# $id دی گئی شناخت ہے، واوین میں۔
refuse-no-lesson = کوئی سبق { $id } نہیں ہے
# readText, readStep or readEnd without readBegin (js/files.js opens a big file in steps).
refuse-no-reading = کوئی فائل نہیں پڑھی جا رہی: پہلے readBegin() کال کریں
refuse-lesson-not-loaded = سبق لوڈ نہیں ہوا: { $why }
refuse-no-python = Python نہیں: { $why }
refuse-no-notebook = نوٹ بک نہیں: { $why }
refuse-no-json = اس کی کوئی JSON صورت نہیں (کیا یہ فنکشن یا undefined ہے؟)

## صفحے میں SCORM پیکج بنانا۔

refuse-no-lesson-to-pack = پیک کرنے کو کوئی سبق نہیں ({ $why }): شیئر اور فائلیں ← سبق لکھیں… سے ایک لکھیں
refuse-packing = SCORM پیکج بن رہا ہے؛ انتظار کریں
refuse-package-not-made = SCORM پیکج نہیں بنا: { $why }

## آبجیکٹ دلیل جو JSON کے طور پر پڑھی نہ جا سکے ("یہ" دلیل ہے)۔

refuse-json-unread = یہ پڑھا نہیں جا سکا
refuse-json-unwritable = یہ JSON کے طور پر لکھا نہیں جا سکتا (کوئی چکر، BigInt، فنکشن؟)
# $max حد ہے، ہندسوں میں (4194304)۔
refuse-json-values = اس میں { $max } سے زیادہ قدریں ہیں
refuse-json-number = اس میں { $value } ہے، محدود عدد نہیں
# $what بتاتا ہے کیا غلط ہے؛ $key کہاں، جیسے اسکرپٹ لکھتا ہے۔
refuse-json-at = { $what } ({ $key } پر)
refuse-json-bigint-holds = اس میں BigInt ہے
refuse-json-bigint = { $what }؛ Number استعمال کریں
# $max ہندسوں میں ہے۔
refuse-json-long = اس کی لمبائی { $max } حروف سے زیادہ ہے
refuse-json-deep = یہ بہت گہرائی تک اندر در اندر ہے
refuse-json-cycle = یہ خود کا حوالہ دیتا ہے (ایک چکر)
# $why براؤزر کے اپنے الفاظ ہیں۔
refuse-json-threw = پڑھنے میں خرابی آئی: { $why }
refuse-json-exception = پڑھنے میں استثنا پیش آیا

## نیٹ ورک کے انکار اور وجوہات۔

refuse-network-json = نیٹ ورک: { $why }
refuse-network-activation = نیٹ ورک کی ایکٹیویشن "tanh"، "logistic"، "relu" یا "step" ہونی چاہیے، “{ $activation }” نہیں
refuse-network-hidden = نیٹ ورک میں 1 سے { $max } پوشیدہ اکائیاں ہوتی ہیں، { $n } نہیں
refuse-network-output = نیٹ ورک میں 1 سے { $max } آؤٹ پٹ اکائیاں ہوتی ہیں، { $n } نہیں
refuse-network-row = { $layer ->
    [hidden] پوشیدہ اکائی { $unit } کو w اور b درکار ہیں
   *[output] آؤٹ پٹ اکائی { $unit } کو w اور b درکار ہیں
}
