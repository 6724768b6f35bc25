### ہائپرپلین کے الفاظ: پینل، ٹول بار اور پلاٹ کے اوپر کی تہیں، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## پلاٹ کے اوپر۔

panel-legend =
    .aria-label = حدود کی وضاحتی فہرست
panel-fisher-inset =
    .aria-label = سمت پر پروجیکشنز
panel-fisher-reset = فشر پر واپس
panel-drop = کھولنے کے لیے CSV یا منظر یہاں چھوڑیں
panel-toast-close = ✕
    .aria-label = پیغام بند کریں
    .title = بند کریں

## ٹول بار۔

panel-toolbar =
    .aria-label = تربیت
panel-play-button =
    .title = چلائیں یا روکیں (space)
panel-play = ▶ چلائیں
panel-pause = ❚❚ روکیں
panel-step = قدم
    .title = ایک قدم (s)
panel-reset = ری سیٹ
    .title = ابتدائی اوزان سے دوبارہ شروع کریں (r)
panel-open-full = { -hyperplane } میں کھولیں ↖
panel-controls-show = ☰ کنٹرولز
panel-controls-hide = ✕ کنٹرولز
panel-controls-more = ▴ مزید
panel-controls-less = ▾ کم
panel-controls-show-title = کنٹرولز دکھائیں
panel-card-kind = سبق
panel-card-collapse =
    .title = سبق کا متن چھپائیں یا دکھائیں
panel-card-hide = چھپائیں
    .title = سبق کا متن چھپائیں یا دکھائیں
panel-card-show = دکھائیں
    .title = سبق کا متن چھپائیں یا دکھائیں

## پینل کا سر۔

panel =
    .aria-label = { -hyperplane } کے کنٹرولز
panel-title = { -hyperplane }
panel-language = زبان
panel-language-menu =
    .title = صفحے کی زبان
panel-help-open = ?
    .aria-label = مدد اور کی بورڈ شارٹ کٹس
    .title = مدد اور کی بورڈ شارٹ کٹس (?)
panel-close = ✕
    .aria-label = کنٹرولز بند کریں
    .title = کنٹرولز بند کریں

## مناظر۔

panel-scenes = مناظر
panel-preset = ڈیٹا سیٹ سے شروع کریں
panel-preset-choose = ڈیٹا سیٹ چنیں…
panel-preset-load = بنائیں
panel-lesson = سبق
panel-lesson-choose = سبق چنیں…

## ڈیٹا۔

panel-data = ڈیٹا
panel-classes =
    .aria-label = نئے { -points } کی { -class(case: "cap") }
panel-class-add = + { -class }
    .title = ایک { -class } شامل کریں
panel-class-remove = − { -class }
    .title = آخری { -class } اور اس کے { -points } ہٹائیں
panel-undo = واپس
    .title = واپس (z)
panel-redo = دوبارہ
    .title = دوبارہ (shift+z)
panel-clear = صاف کریں
    .title = ہر { -point } ہٹائیں
panel-split-row =
    .title = عمومیت ناپنے کے لیے کچھ { -points } تربیت سے الگ رکھیں؛ وہ کھوکھلے دکھائے جاتے ہیں
panel-split = ٹیسٹ تقسیم
panel-split-resample = نیا نمونہ
    .title = دوسرے { -points } الگ رکھیں
panel-data-hint = کلک سے { -point } شامل کریں · { -point } کو گھسیٹ کر ہلائیں · دایاں کلک یا shift کلک ہٹاتا ہے · پہیہ زوم کرتا ہے · خالی جگہ گھسیٹنے سے (یا کسی بھی ٹول میں درمیانی بٹن سے گھسیٹنے سے) منظر سرکتا ہے

## الگورتھم۔

panel-algorithm = الگورتھم
panel-method = طریقہ
panel-conventions = ضوابط
panel-basis = بیسس فنکشن φ(x)

## تربیت۔

panel-training = تربیت
panel-speed = رفتار
panel-speed-slider =
    .aria-label = تربیتی قدم فی سیکنڈ (لوگارتھمی)
panel-values =
    .aria-label = ماڈل کی مقداریں
panel-hk-summary = ہو–کشیپ: ہر { -point } کے b اور e
panel-hk-table =
    .aria-label = ہر { -point } کا مارجن ویکٹر b اور خطا e
panel-hk-note = e = Ya − b، جہاں { -class } 1 کے لیے y = +1؛ ہر قدم وہاں b بڑھاتا ہے جہاں e > 0 ہو (b ← b + 2η e⁺)۔ تمام e ≤ 0 اور کوئی e < 0 ہونا ثابت کرتا ہے کہ { -classes } خطی طور پر قابلِ علیحدگی نہیں۔
panel-models-summary = ماڈلز کا موازنہ (AIC، BIC، ایویڈنس)
panel-models-table =
    .aria-label = موازنہ شدہ ماڈلز
panel-models-note = بڑا بہتر ہے: AIC = ln p(D|θ) − M، BIC = ln p(D|θ) − ½ M ln N (نوٹس)؛ تخلیقی ماڈلز زیادہ سے زیادہ امکان سے فٹ کیے گئے ہیں۔ لاجسٹک ریگریشن (پرائیر N(0, α⁻¹I)، { -bias } شامل) کو ہر بیسس پر a_MAP پر جانچا جاتا ہے، لاپلاس ایویڈنس ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A| کے ساتھ؛ اوکام اس کی آخری تین اصطلاحات ہیں۔ تخلیقی ماڈلز کا ln p(D) = ln p(x, t) اوسطوں (پرائیر N(μ₀ = φ(0, 0), 3²I)) اور { -class } پرائیر (Dirichlet(1, …, 1)) کا بالکل تکامل کرتا ہے، جبکہ ہر Σ<sub>k</sub> اپنے تخمینے پر رکھا جاتا ہے، تکامل نہیں ہوتا؛ ان کا اوکام ln p(D) − ln p(D|θ̂) ہے۔ قطاروں کا موازنہ صرف ایک جدول کے اندر ہوتا ہے (وہی { -points } اور لیبل، ایویڈنس کی وہی قسم: تخلیقی ماڈلز کے لیے p(x, t)، لاجسٹک ریگریشن کے لیے p(t|x))؛ بہترین ln p(D) نمایاں قطار ہے۔

## نمائش۔

panel-view = نمائش
panel-shading = علاقے
panel-shading-soft = اعتماد کے مطابق سایہ
panel-shading-hard = { -class } کے ٹھوس رنگ
panel-shading-off = بند
panel-compare = حدود کا موازنہ
panel-compare-add = الگورتھم شامل کریں…
panel-fit = منظر فٹ کریں
    .title = تمام { -points } کو فریم میں لائیں (f)

## تصاویر۔

panel-pictures = تصاویر
panel-pic-shatter = شیٹرنگ: خط کون سی لیبلنگز الگ کر سکتا ہے؟
panel-pic-shatter-canvas =
    .aria-label = دو { -classes } سے { -points } کی ہر لیبلنگ، علیحدہ کرنے والے خط کے ساتھ، یا جہاں کوئی نہ ہو وہاں کراس
panel-pic-weights = { -weight(case: "cap") } اسپیس: حل کا علاقہ
panel-pic-weights-canvas =
    .aria-label = { -weight } اسپیس میں حل کا علاقہ، ہر { -point } کی شرط ایک خط کی صورت میں، اور { -weights } کا راستہ
panel-pic-lift = توسیع شدہ اسپیس: z = (1, x, y)
panel-pic-lift-canvas =
    .aria-label = { -points } z = (1, x, y) پر اٹھائے گئے، اور مبدا سے گزرتی سطح aᵀz = 0؛ گھمانے کے لیے گھسیٹیں

## شیئر اور فائلیں۔

panel-share = شیئر اور فائلیں
panel-copy-link = لنک کاپی کریں
    .title = ایسا لنک جو بالکل یہی منظر کھولے
panel-copy-embed = ایمبیڈ کوڈ کاپی کریں
    .title = کورس کے صفحے کے لیے iframe کوڈ
panel-export-png = تصویر (PNG)
panel-export-csv = { -points(case: "cap") } (CSV)
panel-export-json = منظر (JSON)
panel-export-weights = { -weights(case: "cap") } (JSON)
panel-import = CSV (x، y، { -class })، منظر یا سبق (JSON) کھولیں — یا اسے پلاٹ پر چھوڑیں

## تاریخچہ۔

panel-history = تاریخچہ
panel-chart =
    .aria-label = { -step } کے مقابل { -loss(case: "cap") } اور تربیتی { -accuracy }
panel-replay = دوبارہ چلائیں
panel-scrub =
    .aria-label = تربیت کا تاریخچہ دوبارہ چلائیں

## صفحہ چلتے ہوئے جو لکھتا ہے۔

# $n: فی سیکنڈ تربیتی قدم۔
panel-speed-value = { $n } قدم/سیکنڈ
# $n: غلطیاں، ہر ایک کے گرد حلقہ بنانے کو بہت زیادہ۔
panel-rings-hidden = ({ $n }: حلقے بنانے کو بہت زیادہ)
panel-replay-live = براہِ راست
panel-rbf-width = exp(−‖x − c‖² / 2s²) کی چوڑائی s
panel-rbf-linear = x اور y بھی
