### ہائپرپلین کے الفاظ مناظر، لنکس اور نقاط کی فائلوں کے بارے میں (پیکج engine/scene)، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## منظر کی جانچ۔

scene-version-range = ورژن { $version } منظر کا ایسا ورژن نہیں جو یہ صفحہ پڑھتا ہے (1 سے { $max })
scene-the-title = عنوان
scene-the-text = متن
scene-classes-count = منظر میں 1 سے { $max } کلاسیں ہوتی ہیں، { $n } نہیں
scene-class-name = کلاس { $class } کا نام
scene-class-no-name = کلاس { $class } کا کوئی نام نہیں
# $name کلاس کا نام ہے، واوین میں۔
scene-class-twice = کلاس { $a } اور { $b } دونوں کا نام { $name } ہے؛ انہیں مختلف نام دیں
# $id دی گئی شناخت ہے، واوین میں؛ $n طریقوں کی تعداد۔
scene-unknown-method = نامعلوم الگورتھم { $id }؛ الگورتھمز کا مینو وہ { $n } دکھاتا ہے جو یہ صفحہ جانتا ہے
# $key ترتیب ہے جیسے اسکرپٹ لکھتا ہے، واوین میں؛ $method طریقے کا نام۔
scene-param-of = { $method } کا پیرامیٹر { $key }: { $why }
scene-param-of-method = { $method } کا پیرامیٹر: { $why }
scene-basis = بیسس: { $why }
# $shading دی گئی قدر ہے، واوین میں؛ $choices وہ قدریں جو اسکرپٹ لکھ سکتا ہے۔
scene-unknown-shading = نامعلوم سایہ { $shading }؛ { $choices } استعمال کریں
scene-compare-unknown = نامعلوم الگورتھم { $id } سے موازنہ نہیں ہو سکتا
scene-compare-too-many = موازنہ { $n } الگورتھمز کی فہرست دیتا ہے، جو موجود الگورتھمز سے زیادہ ہیں
scene-speed = رفتار { $min } اور { $max } قدم فی سیکنڈ کے درمیان ہونی چاہیے، { $value } نہیں
scene-viewport-finite = منظر کی کھڑکی: { $value } محدود عدد نہیں ہے
scene-viewport-limit = منظر کی کھڑکی: { $value } حد { $max } سے باہر ہے
# $axis ہے x یا y۔
scene-viewport-order = منظر کی کھڑکی: سب سے چھوٹا { $axis } ({ $lo }) سب سے بڑے ({ $hi }) سے کم ہونا چاہیے
scene-viewport-narrow = منظر کی کھڑکی: { $axis } کی حد { $lo } سے { $hi } بنانے کے لیے بہت تنگ ہے
scene-value-too-long = قدر انتخاب ہونے کے لیے بہت لمبی ہے
scene-value-list = فہرست پیرامیٹر کی قدر نہیں ہو سکتی
scene-value-object = آبجیکٹ پیرامیٹر کی قدر نہیں ہو سکتا
# $type قدر کی قسم ہے، جیسے Go اسے کہتا ہے۔
scene-value-type = { $type } قسم کی قدر پیرامیٹر کی قدر نہیں ہو سکتی
scene-lesson-size = سبق کا سائز { $size } ہے؛ حد { $max } ہے
scene-lesson-object = سبق کو JSON آبجیکٹ {"{"}…{"}"} ہونا چاہیے
scene-axis-name = محور { $axis } کا نام
scene-axis-units = محور { $axis } کی اکائیاں
scene-axis-mean = محور { $axis }: اس کی اوسط اور معیاری انحراف محدود ہونے چاہییں، انحراف منفی نہ ہو
scene-dataset-id = ڈیٹا سیٹ کی شناخت
scene-split-fraction = ٹیسٹ حصہ 0 اور { $max } کے درمیان ہونا چاہیے، { $value } نہیں
scene-decision-dropped = فیصلے کا مرحلہ چھوڑ دیا گیا: { $why }
# $key یا $keys ترتیبات ہیں جیسے اسکرپٹ لکھتا ہے، واوین میں؛ $method طریقے کی شناخت۔
scene-dropped-one = پیرامیٹر { $key } نکال دیا گیا، جو { $method } میں نہیں ہے
scene-dropped-some = پیرامیٹرز { $keys } نکال دیے گئے، جو { $method } میں نہیں ہیں
scene-dropped-more = پیرامیٹرز { $keys } اور { $more } مزید نکال دیے گئے، جو { $method } میں نہیں ہیں

## نمائش کے حصے کے سوئچ۔

scene-view-boundary = { -boundary }
scene-view-misclassified = غلطیاں نشان زد کریں
scene-view-weights = w اور w₀/‖w‖
scene-view-margins = مارجن
scene-view-update = آخری اپ ڈیٹ
scene-view-novikoff = نوویکوف R، γ
scene-view-fisher = فشر منظر
scene-view-densities = کلاس کثافتیں
scene-view-contours = احتمال کے کانٹور
scene-view-whitened = وائٹنڈ اسپیس
scene-view-ambiguity = مبہم علاقے
scene-view-grid = گرڈ
scene-view-backprop = نیٹ ورک کا اگلا قدم

## نقاط کی فائلیں (CSV)۔

# $line فائل کی سطر کا نمبر ہے، ہندسوں میں؛ $why وہاں کیا غلط ہے۔
scene-csv-line = سطر { $line }: { $why }
scene-csv-binary = یہ متنی فائل نہیں (اس میں بائنری ڈیٹا ہے)؛ نقاط کو CSV متن کے طور پر محفوظ کریں
scene-csv-fields = 3 فیلڈز (x، y، کلاس) متوقع تھیں، { $n } ملیں
scene-csv-too-many = فائل میں { $max } سے زیادہ نقاط ہیں، جو حد ہے
scene-csv-class-list = کلاسوں کی فہرست: { $why }
scene-csv-class-list-empty = کلاسوں کی فہرست میں کوئی کلاس نہیں
scene-csv-header = ہیڈر میں 3 کالم (x، y، کلاس) ہونے چاہییں، { $n } نہیں
# $axis ہے x یا y؛ $value فائل کا متن، واوین میں۔
scene-csv-coord-huge = { $axis } = { $value } بہت بڑا ہے؛ محددات ±{ $max } تک محدود ہیں
scene-csv-coord-nan = { $axis } = { $value } عدد نہیں ہے
scene-csv-coord-infinite = { $axis } = { $value } محدود عدد نہیں ہے
scene-csv-coord-limit = { $axis } = { $value } حد ±{ $max } سے باہر ہے
# $class کلاس ہے جیسے فائل میں لکھی ہے، واوین میں۔
scene-csv-class-not-number = کلاس { $class } عدد نہیں ہے (پہلی قطار نے اپنی کلاس عدد میں دی، اس لیے ہر قطار کو ایسا کرنا ہوگا)
scene-csv-class-range = کلاس { $class } کلاس نمبر نہیں ہے (1 سے { $max })
scene-csv-class-range-zero = کلاس { $class } کلاس نمبر نہیں ہے (0 سے { $max }، کیونکہ ایک اور قطار کی کلاس 0 ہے)
scene-csv-class-empty = کلاس خالی ہے
scene-csv-class-long = کلاس کا نام { $class }، { $max } حروف سے لمبا ہے
scene-csv-class-twice = کلاس { $class } دو بار درج ہے
scene-csv-class-too-many = کلاس { $class } کلاس { $n } بنتی؛ ایک منظر میں زیادہ سے زیادہ { $max } کلاسیں ہوتی ہیں
scene-csv-header-only = فائل میں ہیڈر ہے مگر کوئی نقطہ نہیں
scene-csv-no-points = فائل میں کوئی نقطہ نہیں
scene-csv-too-large = فائل { $max } سے بڑی ہے، جو حد ہے
scene-csv-line-long = سطر { $line }، { $max } سے لمبی ہے؛ یہ نقاط کی CSV فائل نہیں لگتی
scene-csv-unreadable = فائل پڑھی نہیں جا سکتی: { $why }
scene-csv-quote-open = ایک واوین بند نہیں ہوا
scene-csv-after-quote = بند ہونے والے واوین کے بعد متن ہے
# بغیر ہیڈر والے جدول کے کالم کا نام۔
scene-csv-column = کالم { $n }
scene-csv-no-rows = فائل میں کوئی قطار نہیں
scene-csv-columns = فائل میں { $n } کالم ہیں؛ x، y اور کلاس کو ان میں ہونا چاہیے

## منظر کی فائلیں۔

scene-size = منظر کا سائز { $size } ہے؛ حد { $max } ہے
scene-empty = منظر خالی ہے
scene-no-version = یہ Hyperplane کا منظر نہیں: اس کا کوئی ورژن نمبر نہیں
# $version فائل کا متن ہے۔
scene-version-not-whole = ورژن { $version } کوئی صحیح عدد نہیں، جیسے { $example }
scene-version-invalid = ورژن { $version } منظر کا درست ورژن نہیں
scene-newer = یہ منظر Hyperplane کے نئے ورژن نے بنایا ہے (منظر کا فارمیٹ { $format }؛ یہ صفحہ فارمیٹ { $max } اور پرانے پڑھتا ہے): اسے نئے صفحے سے کھولیں
scene-points-list = نقاط کو [x, y, class] تینوں کی فہرست ہونا چاہیے
scene-too-many-points = منظر میں { $max } سے زیادہ نقاط ہیں، جو حد ہے
scene-point-triple = نقطہ { $point } کو تین قدریں [x, y, class] ہونا چاہیے
scene-point-short = نقطہ { $point } میں { $n } اعداد ہیں؛ اسے تین قدریں [x, y, class] ہونا چاہیے
scene-point-empty = نقطہ { $point } خالی ہے؛ اسے تین قدریں [x, y, class] ہونا چاہیے
# $what ہے x، y یا class۔
scene-point-nan = نقطہ { $point }: { $what ->
    [class] کلاس
   *[other] { $what }
} عدد نہیں ہے
scene-point-huge = نقطہ { $point }: { $what ->
    [class] کلاس
   *[other] { $what }
} = { $value } بہت بڑا ہے
scene-point-long = نقطہ { $point } میں 3 سے زیادہ اعداد ہیں؛ اسے تین قدریں [x, y, class] ہونا چاہیے
scene-point-class = نقطہ { $point }: کلاس { $class } 0 (پہلی کلاس) سے اوپر کا صحیح عدد نہیں
scene-point-class-max = نقطہ { $point }: کلاس { $class } ممکنہ { $max } کلاسوں میں آخری سے آگے ہے (کلاسیں 0 سے گنی جاتی ہیں)
scene-point-after = نقطہ { $point } کے بعد: , یا ] متوقع تھا
scene-points-after = نقاط: فہرست کے بعد غیر متوقع متن

## شیئر لنکس۔

scene-link-too-large = منظر لنک کے لیے بہت بڑا ہے ({ $size })؛ اسے فائل کے طور پر محفوظ کریں
scene-link-empty = لنک میں کوئی منظر نہیں
scene-link-long = لنک کی لمبائی { $size } ہے؛ حد { $max } ہے
scene-link-not-ours = یہ Hyperplane کا لنک نہیں: اسے v2. سے شروع ہونا چاہیے
# $version لنک کا آغاز ہے، واوین میں۔
scene-link-version = یہ Hyperplane کا لنک نہیں: { $version } لنک کا ورژن نہیں
scene-link-newer = یہ لنک Hyperplane کے نئے ورژن نے بنایا ہے (لنک کا فارمیٹ { $format }؛ یہ صفحہ فارمیٹ { $max } پڑھتا ہے): اسے نئے صفحے سے کھولیں
scene-link-damaged-at = لنک حرف { $at } پر خراب ہے: اس میں ایسے حروف ہیں جو Hyperplane لنک میں نہیں ہوتے، یا یہ ادھورا کٹ گیا (کیا کاپی کرتے وقت بدل گیا؟)
scene-link-damaged = لنک خراب ہے: { $why }
scene-link-cut = لنک ادھورا ہے: اس کا آخری حصہ غائب ہے (کیا پورا کاپی ہوا تھا؟)
scene-link-corrupt = لنک خراب ہے: اس کا کمپریس شدہ ڈیٹا بگڑا ہوا ہے
scene-link-unpacks = لنک کھل کر { $max } سے بڑا ہو جاتا ہے، جو حد ہے؛ اسے Hyperplane نے نہیں بنایا
scene-link-scene = لنک میں ایسا منظر ہے جو کھل نہیں سکتا: { $why }
scene-link-no-checksum = لنک خراب یا ادھورا ہے: اس کا چیک سم غائب ہے (کیا پورا کاپی ہوا تھا؟)
scene-link-checksum = لنک خراب ہے: اس کا چیک سم میل نہیں کھاتا (کیا کاپی کرتے وقت بدل گیا؟)

## نیٹ ورک کے انکار اور وجوہات۔

scene-network-method = منظر میں نیٹ ورک کے اوزان ہیں، مگر اس کا طریقہ { $method } ہے
scene-network-weights = نیٹ ورک کے اوزان: { $why }
scene-class-default = کلاس { $n }
