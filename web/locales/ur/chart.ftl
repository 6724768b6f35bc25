### ہائپرپلین کے الفاظ: تاریخچے کا چارٹ، فشر کا چھوٹا چارٹ اور چارٹس کے جدول، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

chart-empty = { -loss } اور { -accuracy } دیکھنے کے لیے تربیت دیں۔
chart-loss = { -loss } { $v }
# $pct: تربیتی درستی فیصد میں۔
chart-accuracy = { -accuracy } { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $j: فشر کی سمت کا فشر معیار J(w)، لکھا ہوا۔
chart-fisher = فشر: J(w) = { $j } · کوئی اور سمت آزمانے کے لیے جامنی ہینڈل گھسیٹیں
# $mine: اس سمت کا J جو صارف نے گھسیٹی۔
chart-fisher-yours = فشر: J(w) = { $j } · آپ کی: J = { $mine }

## اسکرین ریڈر کے لیے چارٹس کے نام، اور ان کا ڈیٹا جدولوں کی صورت میں۔

chart-as-table = ڈیٹا بطور جدول
# $name: چارٹ کا نام۔
chart-data-of = چارٹ { $name } کا ڈیٹا
chart-no-data = ابھی کوئی ڈیٹا نہیں۔
chart-percent = { $v }%
chart-yes = ہاں
chart-no = نہیں
chart-list-sep = {"؛ "}
chart-fisher-angle =
    .aria-label = آزمائشی سمت، x محور سے ڈگریوں میں
chart-fisher-direction = سمت
chart-alt-not-available = دستیاب نہیں
chart-alt-loss-empty = { -step } کے مقابل { -loss(case: "cap") } اور تربیتی { -accuracy }: ابھی کوئی تربیت نہیں۔
# $first، $last، $low: پہلے، آخری اور کم ترین قدم پر نقصان ($s0، $s1، $slow)؛ $acc0، $acc1: پہلے اور آخری پر تربیتی درستی۔
chart-alt-loss = { -step } کے مقابل { -loss(case: "cap") }: { -step } { $s0 } پر { $first } سے { -step } { $s1 } پر { $last } تک، کم ترین { $low }، { -step } { $slow } پر؛ تربیتی { -accuracy } { $acc0 } سے { $acc1 } تک۔
# $criterion: نقصان کا نام۔
chart-alt-loss-named = { -step } کے مقابل { -loss(case: "cap") } ({ $criterion }): { -step } { $s0 } پر { $first } سے { -step } { $s1 } پر { $last } تک، کم ترین { $low }، { -step } { $slow } پر؛ تربیتی { -accuracy } { $acc0 } سے { $acc1 } تک۔
chart-alt-loss-test = ٹیسٹ { -accuracy } آخر میں { $acc } ہے۔
chart-alt-roc-empty = ROC خم: دیکھنے کے لیے ماڈل کو تربیت دیں۔
# $k: کلاس؛ $auc: خم کے نیچے رقبہ۔
chart-alt-roc = { -class } { $k } بمقابلہ باقی کا ROC خم: تربیتی { -points } پر اس کے نیچے رقبہ { $auc }۔
chart-alt-roc-test = { -class } { $k } بمقابلہ باقی کا ROC خم: اس کے نیچے رقبہ تربیتی { -points } پر { $auc }، ٹیسٹ { -points } پر { $testAuc }۔
chart-alt-roc-operating = فیصلے کا آپریٹنگ نقطہ: غلط مثبت شرح { $fpr }، درست مثبت شرح { $tpr }۔
chart-alt-prc-empty = پریسیژن-ریکال خم: دیکھنے کے لیے ماڈل کو تربیت دیں۔
chart-alt-prc = { -class } { $k } بمقابلہ باقی کا پریسیژن-ریکال خم: تربیتی { -points } پر اوسط پریسیژن { $ap }۔
chart-alt-prc-test = { -class } { $k } بمقابلہ باقی کا پریسیژن-ریکال خم: اوسط پریسیژن تربیتی { -points } پر { $ap }، ٹیسٹ { -points } پر { $testAp }۔
chart-alt-cv-empty = کراس ویلیڈیشن: ابھی نہیں چلائی گئی۔
# $folds: فولڈز کی تعداد؛ $results: ہر ماڈل کا ایک حصہ۔
chart-alt-cv = { $folds } فولڈ کراس ویلیڈیشن، ہر فولڈ کی { -accuracy }: { $results }۔
chart-alt-cv-row = { $name } { $mean } ± { $sd }، { $lo } سے { $hi } تک
chart-alt-cv-error = { $name } { $error }
chart-alt-fisher-empty = فشر کی سمت پر پروجیکشنز: نہیں دکھائی گئیں۔
# $classes: ہر کلاس کا ایک حصہ؛ $j: J(w)۔
chart-alt-fisher = فشر کی سمت پر پروجیکٹ شدہ { -points } کے ہسٹوگرام: { $classes }۔ J(w) = { $j }۔
chart-alt-fisher-trial = آپ کی آزمائشی سمت پر پروجیکٹ شدہ { -points } کے ہسٹوگرام: { $classes }۔ J(w) = { $j }، آپ کا { $mine }۔
chart-alt-fisher-class = { -class } { $k }، { $n } { -points }، اوسط { $mean }، پھیلاؤ { $sd }، { $lo } سے { $hi } تک
chart-alt-fisher-threshold = دہلیز t = { $t }۔
chart-alt-weights-none = { -weight(case: "cap") } اسپیس: { $why }
# $w0: جہاں اسپیس کاٹی گئی؛ $corners: علاقے کے کونے؛ $w1، $w2: اب اوزان؛ $n: نقاط۔
chart-alt-weights = w₀ = { $w0 } پر کٹی { -weight } اسپیس: حل کا علاقہ { $corners } کونوں والا کثیر الاضلاع ہے؛ { -weights } اب w₁ = { $w1 }، w₂ = { $w2 } پر؛ { $n } شرائط، ہر { -point } کی ایک۔
chart-alt-weights-empty = w₀ = { $w0 } پر کٹی { -weight } اسپیس: منظر میں کوئی { -weights } ہر شرط پوری نہیں کرتے؛ { -weights } اب w₁ = { $w1 }، w₂ = { $w2 } پر؛ { $n } شرائط، ہر { -point } کی ایک۔
chart-alt-shatter-none = شیٹرنگ: { $why }
# $n نقاط کی $all لیبلنگز میں سے $separable؛ $conclusion: اس سے کیا ظاہر ہوتا ہے۔
chart-alt-shatter = { $n } { -points } کی { $all } لیبلنگز میں سے { $separable } کو ایک خط الگ کر سکتا ہے۔ { $conclusion }
chart-alt-lift = { -points } z = (1, x, y) پر اٹھائے گئے: { $n } { -points }۔ تیر والی کلیدیں منظر گھماتی ہیں۔
# $a: وزن ویکٹر (w₀, w₁, w₂)۔
chart-alt-lift-plane = { -points } z = (1, x, y) پر اٹھائے گئے، اور مبدا سے گزرتی سطح aᵀz = 0، جہاں a = { $a }: { $n } { -points }۔ تیر والی کلیدیں منظر گھماتی ہیں۔
chart-col-step = { -step }
chart-col-loss = { -loss }
chart-col-accuracy = { -accuracy }
chart-col-test-loss = ٹیسٹ { -loss }
chart-col-test-accuracy = ٹیسٹ { -accuracy }
chart-col-fpr = غلط مثبت شرح
chart-col-tpr = درست مثبت شرح
chart-col-threshold = دہلیز
chart-col-recall = ریکال
chart-col-precision = پریسیژن
chart-col-model = ماڈل
chart-col-fold = فولڈ { $k }
chart-col-mean = اوسط
chart-col-sd = انحراف
chart-col-sd-long = معیاری انحراف
chart-col-class = { -class }
chart-col-points = { -points }
chart-col-lowest = کم ترین
chart-col-highest = بلند ترین
chart-col-point = { -point }
chart-col-holds = اس کی شرط ابھی پوری ہے
chart-col-labelling = لیبلنگ
chart-col-positive = مثبت طرف کے { -points }
chart-col-separable = قابلِ علیحدگی
curves-fpr = FPR
curves-tpr = TPR
