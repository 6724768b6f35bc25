### ہائپرپلین کے الفاظ ایک پوشیدہ تہ والے نیورل نیٹ ورک کے لیے (پیکج engine: اس کا کیٹلاگ اندراج، ترتیبات، وجوہات اور نوٹ)، اردو میں۔
### ریاضی کی علامتیں نوٹس والی ہیں؛ کورس ان کے گرد الفاظ بدل سکتا ہے۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

family-network = نیورل نیٹ ورک

## ایک پوشیدہ تہ والا نیورل نیٹ ورک (engine/network.go)۔

method-network = نیورل نیٹ ورک (ایک پوشیدہ تہ)
method-network-summary = H پوشیدہ اکائیاں، ہر ایک ایک ہائپرپلین aⱼ = wⱼᵀφ(x) + bⱼ جو g (tanh، لاجسٹک، ReLU یا سیڑھی) سے گزرتا ہے، اور ایک آؤٹ پٹ تہ جو h = (h₁, …, h_H) پر لاجسٹک (دو کلاسیں) یا سافٹ میکس (K) ریگریشن ہے، دونوں ایک ساتھ کراس اینٹروپی پر گریڈینٹ ڈیسنٹ سے تربیت یافتہ، گریڈینٹ بیک پروپیگیشن سے۔
method-network-help = اکائی j خط aⱼ = wⱼᵀφ(x) + bⱼ = 0 ہے (لاجسٹک اکائی کی سطح ½، ReLU کا قبضہ)؛ hⱼ = g(aⱼ)۔ آؤٹ پٹ o_r = v_r0 + Σⱼ v_rj hⱼ ہے، دو کلاسوں کے لیے p(C₁|x) = σ(o) (کلاس 1 جہاں o ≥ 0) اور K کے لیے softmax(o)۔ اہداف K میں سے 1 ہیں (دو کلاسوں کے ساتھ کلاس 1 کے لیے t = 1)۔ E = Σₙ Eₙ + ½λ(Σⱼ‖wⱼ‖² + Σ v_rj²)، ڈیکے بائس bⱼ اور v_r0 کو چھوڑ دیتا ہے، جیسے scikit-learn کا MLPClassifier (alpha = λ)۔ بیک پروپیگیشن (بشپ §5.3): آؤٹ پٹ خطا δ_r = y_r − t_r (کراس اینٹروپی؛ مربع خطا ½Σ(y − t)² کے ساتھ اسے آؤٹ پٹ کے مشتق سے ضرب دیا جاتا ہے)، پوشیدہ ڈیلٹا δⱼ = g'(aⱼ) Σ_r v_rj δ_r، اور ∂Eₙ/∂wⱼ = δⱼ z، ∂Eₙ/∂v_r = δ_r (1, h)۔ ایک قدم اوزان کو رفتار u ← μu − η g، θ ← θ + u سے ہلاتا ہے (مومینٹم μ؛ μ = 0 سادہ گریڈینٹ ڈیسنٹ ہے)، جہاں g = (1/N)∇E تمام نقاط پر (بیچ)، یا (1/B)Σ_{"{"}batch{"}"} ∇Eₙ + (λ/N)θ ہر ایپوک میں ملائی گئی ترتیب کے اگلے B نقاط پر (منی بیچ؛ آن لائن B = 1 ہے)۔ آغاز (سیڈ کے ساتھ): اوزان ±√(6/(fan_in + fan_out)) میں یکساں (گلورو اور بینجیو 2010؛ لاجسٹک اکائیوں کے لیے √(2/…)، جیسے scikit-learn)، اور ہر پوشیدہ خط اسی سیڈ سے چنے گئے ایک تربیتی نقطے سے گزرتا ہوا (bⱼ = −wⱼᵀφ(xₙ))، آؤٹ پٹ بائس اسی حد سے۔ منجمد پوشیدہ تہ اپنے اوزان رکھتی ہے (آغاز والے، یا ہاتھ سے مقرر کردہ) اور صرف آؤٹ پٹ کو تربیت دیتی ہے: مقررہ فیچرز پر لاجسٹک یا سافٹ میکس ریگریشن۔ یہ رکتا ہے جب ‖∇E‖/N < tol ہو، یا قدموں کی حد پر۔
param-network-hidden = پوشیدہ اکائیاں H
param-network-hidden-help = پوشیدہ اکائیوں کی تعداد، ہر ایک سطح کا ایک خط۔
param-network-activation = ایکٹیویشن g
param-network-activation-help = پوشیدہ اکائیوں کا aⱼ کا فنکشن۔ سخت سیڑھی کا کوئی گریڈینٹ نہیں: سیڑھیوں کا نیٹ ورک ہاتھ سے بنتا ہے (اس کے خطوط گھسیٹیں، یا setNetwork)، اور تربیت صرف اس کی آؤٹ پٹ تہ کو ہلاتی ہے۔
param-network-activation-tanh = tanh
param-network-activation-logistic = لاجسٹک σ
param-network-activation-relu = ReLU max(0, a)
param-network-activation-step = سیڑھی (ہاتھ سے)
param-network-layer = پوشیدہ تہ
param-network-layer-help = تربیت یافتہ: دونوں تہیں سیکھتی ہیں۔ منجمد: پوشیدہ اکائیاں جہاں ہیں وہیں رہتی ہیں (سیڈ والا آغاز، یا جہاں آپ نے رکھا) اور صرف آؤٹ پٹ سیکھتا ہے۔ بیسس: پوشیدہ اکائیاں مقررہ بیسس فنکشن ہیں (بیسس کے مینو میں گاؤسی ابھار چنیں)، اور آؤٹ پٹ ان پر لاجسٹک یا سافٹ میکس ریگریشن ہے۔
param-network-layer-trained = تربیت یافتہ
param-network-layer-frozen = منجمد (صرف آؤٹ پٹ)
param-network-layer-basis = بیسس فنکشن، مقررہ
param-network-loss = خطا
param-network-loss-help = کراس اینٹروپی، جس کی آؤٹ پٹ خطا δ = y − t ہے؛ یا مربع خطا ½Σ(y − t)²، جس کا δ آؤٹ پٹ کا مشتق y(1 − y) ساتھ رکھتا ہے اور جہاں آؤٹ پٹ غلط طرف سیر ہو وہاں آہستہ سیکھتا ہے۔
param-network-loss-cross-entropy = کراس اینٹروپی
param-network-loss-squared = مربع خطا
param-network-mode = گریڈینٹ
param-network-mode-help = بیچ: ہر قدم تمام نقاط استعمال کرتا ہے۔ منی بیچ: ہر ایپوک میں (سیڈ کے ساتھ) ملائی گئی ترتیب کے اگلے B نقاط۔ آن لائن: ایک وقت میں ایک نقطہ، B = 1۔
param-network-mode-batch = پورا بیچ
param-network-mode-minibatch = منی بیچ
param-network-mode-online = آن لائن
param-network-batch = منی بیچ کا سائز B
param-network-batch-help = صرف منی بیچ: ہر اپ ڈیٹ کے نقاط۔
param-network-unit = ایک قدم ہے
param-network-unit-help = منی بیچ اور آن لائن: اینیمیشن کا ایک قدم ایک اپ ڈیٹ کرتا ہے یا ان کا پورا ایپوک۔ ہر قدم چارٹ اور رکنے کے اصول کے لیے تمام نقاط پر E اور ∇E بھی نکالتا ہے۔
param-network-unit-update = ایک اپ ڈیٹ
param-network-unit-epoch = ایک ایپوک
param-network-eta = سیکھنے کی شرح η
param-network-eta-help = −g کی سمت میں قدم۔
param-network-momentum = مومینٹم μ
param-network-momentum-help = u ← μu − ηg: پچھلی حرکت کا جتنا حصہ رکھا جائے۔
param-network-decay = ویٹ ڈیکے λ
param-network-decay-help = بائس کے سوا ہر وزن پر ½λ‖W‖²۔
param-network-init = سیڈ
param-network-init-help = آغاز کے اوزان اور ملائی گئی ترتیب کا سیڈ: دوسرا سیڈ، دوسرا آغاز، اکثر دوسرا حل۔
param-network-tol = ٹالرینس
param-network-tol-help = جب ‖∇E‖/N اس سے نیچے آ جائے تو رک جائیں۔
param-network-maxSteps = قدموں کی حد
param-network-maxSteps-help = اتنے قدموں کے بعد تربیت رک جاتی ہے۔
param-network-retrain = گھسیٹنے کے بعد آؤٹ پٹ دوبارہ سیکھے
param-network-retrain-help = جب آپ کسی اکائی کا خط گھسیٹیں (یا اوزان ہاتھ سے مقرر کریں) تو آؤٹ پٹ تہ پوشیدہ اکائیوں کی موجودہ جگہ کے لیے فوراً سیکھتی ہے؛ ورنہ تربیت دینے تک وہ جیسی تھی ویسی رہتی ہے۔
method-network-short = نیٹ ورک
engine-network-classes-changed = نیٹ ورک کی کلاسیں بدل گئیں
engine-network-nothing-to-train = تربیت کو کچھ نہیں
engine-criterion-network = E = Σ Eₙ + ½λ‖W‖²
engine-network-step-note = سخت سیڑھی کا کوئی گریڈینٹ نہیں (جہاں ہے وہاں g' = 0)، اس لیے صرف آؤٹ پٹ تہ سیکھتی ہے: پوشیدہ اکائیاں ہاتھ سے بنائیں، یا انہیں تربیت دینے کے لیے tanh، لاجسٹک یا ReLU چنیں

## نیٹ ورک کے انکار اور وجوہات۔

engine-network-field-form = نیٹ ورک کا میدان اس کی قطاروں کا argmax ہے، بغیر صورتوں یا کرنلز کے
engine-network-outputs = نیٹ ورک میں دو کلاسوں کے لیے ایک آؤٹ پٹ اکائی ہوتی ہے، یا 3 سے { $max } کے لیے ہر کلاس کی ایک، { $n } نہیں
engine-network-hidden-count = نیٹ ورک میں 1 سے { $max } پوشیدہ اکائیاں ہوتی ہیں، { $n } نہیں
engine-network-basis-weights = جس نیٹ ورک کی پوشیدہ تہ بیسس ہو اس کے کوئی پوشیدہ اوزان نہیں
engine-network-activation = نامعلوم ایکٹیویشن “{ $activation }”
engine-network-loss = نامعلوم نقصان “{ $loss }”
engine-network-hidden-weights = پوشیدہ اکائی { $unit } کے { $n } اوزان ہیں، { $want } چاہییں
engine-network-hidden-finite = پوشیدہ اکائی { $unit } کا ایک وزن محدود نہیں
engine-network-output-rows = { $classes } کلاسوں کے نیٹ ورک میں { $want } آؤٹ پٹ اکائیاں ہوتی ہیں، { $n } نہیں
engine-network-output-weights = آؤٹ پٹ قطار { $row } کے { $n } اوزان ہیں، { $want } چاہییں
engine-network-output-finite = آؤٹ پٹ قطار { $row } کا ایک وزن محدود نہیں
engine-network-not = طریقہ نیٹ ورک نہیں
engine-network-activation-is = نیٹ ورک کی ایکٹیویشن { $is } ہے، { $not } نہیں
engine-network-units-is = نیٹ ورک میں { $is } پوشیدہ اکائیاں ہیں، { $not } نہیں
engine-network-basis-order = پوشیدہ تہ بیسس ہے: اس کی اکائیاں اپنی ترتیب برقرار رکھتی ہیں
engine-network-no-units = { $n } میں کوئی پوشیدہ اکائی { $i } یا { $j } نہیں
engine-network-basis-flip = پوشیدہ تہ بیسس ہے: اس کی اکائیوں کی علامت الٹی نہیں جا سکتی
engine-network-relu-flip = ReLU اکائی میں علامت کی تشاکل نہیں: max(0, −a)، max(0, a) کا فنکشن نہیں
engine-network-no-unit = { $n } میں کوئی پوشیدہ اکائی { $unit } نہیں
engine-network-none = میدان میں کوئی نیٹ ورک نہیں
engine-network-class = کلاس { $class } نیٹ ورک کی کلاسوں میں سے نہیں
