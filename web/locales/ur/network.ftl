### ہائپرپلین کے الفاظ: نیورل نیٹ ورک کے (پینل میں اس کا خانہ، پلاٹ کے بیان میں اس کی پوشیدہ اکائیاں، کی بورڈ کا اکائی موڈ، اس کی پوشیدہ اسپیس اور بیک پروپیگیشن)، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## پینل میں نیٹ ورک کا خانہ (web/js/network.js)۔

network-box-heading = پوشیدہ اکائیاں
network-units-caption = پوشیدہ اکائیاں: ہر ایک کا خط wᵀx + b = 0 پلاٹ پر، اس کے اپنے رنگ میں
network-units-unit = اکائی
network-units-colour = رنگ
network-units-weights = w
network-units-bias = b
network-units-outgoing = باہر جانے والا ‖v‖
network-unit-name = اکائی { $unit }
network-reseed = دوسرا سیڈ
network-reseed-title = دوسرے سیڈ کے چنے ہوئے اوزان سے دوبارہ شروع کریں: اکثر دوسرا حل، کبھی مقامی کم ترین نقطہ
network-swap = تبادلہ
network-swap-title = دو پوشیدہ اکائیوں اور ان کے باہر جانے والے اوزان کا تبادلہ کریں: وہی فنکشن، وزن اسپیس کا دوسرا نقطہ
network-swap-first = تبادلے کی پہلی اکائی
network-swap-second = تبادلے کی دوسری اکائی
network-flip = علامت الٹیں
network-flip-title = کسی اکائی کے اوزان (w, b → −w, −b) اور اس کے باہر جانے والے اوزان کی علامت الٹیں: وہی فنکشن
network-flip-unit = الٹنے والی اکائی
network-hint = اکائی کے خط کو ہلانے کے لیے اسے گھسیٹیں، گھمانے کے لیے اس کی ٹکیا؛ پلاٹ پر u ایک خط چنتا ہے اور تیر اسے ہلاتے اور گھماتے ہیں۔
network-basis-hint = پوشیدہ تہ بیسس ہے: اس کی اکائیاں مقررہ بیسس فنکشن ہیں، اور گھسیٹنے کو ان کے کوئی خطوط نہیں۔
network-curves-hint = بیسس کے ساتھ ہر اکائی φ(x) کا ایک خم ہے: اس کا خط صرف سطح کے اپنے محددات پر بنایا جاتا ہے۔

## پلاٹ کا بیان (wasm/describe)۔

network-kind = { $units ->
    [one] ایک { $activation } اکائی
   *[other] { $units } { $activation } اکائیوں
  } والے نیٹ ورک کی ایک خمدار حد
network-unit-line = اکائی { $unit }: { $line }، اس کا تیر { $toward }، باہر جانے والے اوزان { $outgoing }
network-unit-offview = اکائی { $unit }: اس کا خط منظر سے باہر ہے، { $where }

## کی بورڈ کا اکائی موڈ (wasm/keys)۔

network-keys-none = چننے کو کسی پوشیدہ اکائی کا خط نہیں: طریقہ سطح پر نیٹ ورک نہیں، یا اس کے خطوط منظر سے باہر ہیں۔
network-keys-chosen = { $unit }۔ ↑ اور ↓ اسے ہلاتے ہیں، ← اور → اسے گھماتے ہیں، Escape اسے چھوڑ دیتا ہے۔
network-keys-gone = اکائی { $unit } کا خط اب منظر میں نہیں: کرسر پر واپس۔
network-keys-left = اکائی { $unit } کا خط منظر سے نکل گیا۔

## Go سے نیٹ ورک کے انکار اور نوٹ (engine/network*.go، wasm/session/network.go،
## wasm/api/network.go)، جب صفحہ Go کی خرابیوں کو متن کے طور پر لکھے: تب تک Go
## انہیں انگریزی میں انہی الفاظ سے کہتا ہے۔

network-note-step = سخت سیڑھی کا کوئی گریڈینٹ نہیں (جہاں ہے وہاں g' = 0)، اس لیے صرف آؤٹ پٹ تہ سیکھتی ہے: پوشیدہ اکائیاں ہاتھ سے بنائیں، یا انہیں تربیت دینے کے لیے tanh، لاجسٹک یا ReLU چنیں
network-refuse-not-network = طریقہ نیٹ ورک نہیں
network-refuse-no-points = نیٹ ورک کے پاس تربیت کے لیے ابھی دو کلاسوں کے نقاط نہیں
network-refuse-basis-weights = بیسس والی پوشیدہ تہ پیرامیٹر "layer" سے چنی جاتی ہے، اور اس کے کوئی پوشیدہ اوزان مقرر کرنے کو نہیں
network-refuse-activation = نیٹ ورک کی ایکٹیویشن "tanh"، "logistic"، "relu" یا "step" ہونی چاہیے، { $activation } نہیں
network-refuse-hidden-count = نیٹ ورک میں 1 سے { $max } پوشیدہ اکائیاں ہوتی ہیں، { $n } نہیں
network-refuse-output-count = نیٹ ورک میں اپنی کلاسوں کے لیے { $want ->
    [one] ایک آؤٹ پٹ قطار ہے
   *[other] { $want } آؤٹ پٹ قطاریں ہیں
  }، { $n } نہیں
network-refuse-unit-weights = پوشیدہ اکائی { $unit } کے { $n } اوزان ہیں، { $want } چاہییں
network-refuse-output-weights = آؤٹ پٹ قطار { $row } کے { $n } اوزان ہیں، { $want } چاہییں
network-refuse-not-finite = { $what } { $unit } کا ایک وزن محدود نہیں
network-refuse-needs-w-b = { $what } اکائی { $unit } کو w اور b درکار ہیں
network-refuse-no-unit = کوئی پوشیدہ اکائی { $unit } نہیں
network-refuse-basis-order = پوشیدہ تہ بیسس ہے: اس کی اکائیاں اپنی ترتیب اور علامت برقرار رکھتی ہیں
network-refuse-relu-flip = ReLU اکائی میں علامت کی تشاکل نہیں: max(0, −a)، max(0, a) کا فنکشن نہیں
network-refuse-no-drag = کوئی خط گھسیٹا نہیں جا رہا
network-refuse-leaves-plane = خط سطح سے باہر چلا جائے گا
network-reason-overflow = اوزان اوور فلو ہو گئے، اس لیے آخری قدم واپس لے لیا گیا: سیکھنے کی شرح η کم کریں

# پوشیدہ اسپیس اور بیک پروپیگیشن (issue 49، حصہ 2)۔

## پوشیدہ اسپیس (web/js/pictures/hidden.js، wasm/pictures/hidden.go)۔

network-space-title = پوشیدہ اسپیس: ہر نقطہ h = g(Wz) پر
network-space-canvas =
    .aria-label = نیٹ ورک کی پوشیدہ اسپیس
network-space-stage = سطح سے پوشیدہ اسپیس تک
network-space-first = افقی
network-space-second = عمودی
network-space-unit = اکائی { $unit } (h{ $sub })
# سلائیڈر کے ساتھ محوروں کے نام: سطح پر x اور y، پھر a = Wz،
# پھر h = g(a)؛ $sub اکائی کا نمبر ہے، زیریں ہندسوں میں۔
network-space-axis-x = { $coordinate ->
    [1] x
    [2] y
   *[other] 0
}
network-space-axis-y = y
network-space-axis-to-a = → a{ $sub }
network-space-axis-a = a{ $sub }
network-space-axis-to-h = → h{ $sub }
network-space-axis-h = h{ $sub }
network-space-stage-plane = { $t }: سطح، ہر نقطہ x پر
network-space-stage-to-pre = { $t }: x سے پری ایکٹیویشنز a = Wz کی طرف راستے میں
network-space-stage-pre = { $t }: پری ایکٹیویشنز a = Wz، ہر اکائی کا bⱼ + wⱼ·x
network-space-stage-to-hidden = { $t }: a سے h = g(a) کی طرف راستے میں
network-space-stage-hidden = { $t }: پوشیدہ اسپیس، h = g(a)
network-space-note-stage = { $n ->
    [one] نقطہ اور سطح کا گرڈ، راستے کا کچھ حصہ طے کر کے۔ 1 پر آؤٹ پٹ تہ کی حد بنائی جاتی ہے۔
   *[other] { $n } نقاط اور سطح کا گرڈ، راستے کا کچھ حصہ طے کر کے۔ 1 پر آؤٹ پٹ تہ کی حد بنائی جاتی ہے۔
}
network-space-note-line = پوشیدہ اسپیس میں آؤٹ پٹ تہ کی حد سیدھا خط { $c } + { $v1 } h₁ + { $v2 } h₂ = 0 ہے (آؤٹ پٹ o = 0، جہاں p = ½)۔ اکائیاں سطح کے گرڈ کو موڑتی ہیں؛ آؤٹ پٹ خط کے دونوں طرف کی چیزوں کو الگ کرتا ہے، اس لیے جن کلاسوں کے عکس گھل مل جائیں وہ الگ نہیں ہو سکتیں۔
network-space-note-classes = پوشیدہ اسپیس میں { $classes } کلاسوں میں سے ہر ایک وہاں جیتتی ہے جہاں اس کا آؤٹ پٹ سب سے بڑا ہو: علاقے سیدھے خطوط سے کٹتے ہیں، جو آؤٹ پٹ تہ کی حدیں ہیں۔
network-space-note-cube = تین اکائیاں: آؤٹ پٹ تہ کی حد (h₁, h₂, h₃) کے مکعب میں ایک سطح (نیلی) ہے، اور سطح ایسے عکسوں کو الگ کر سکتی ہے جنہیں دو اکائیوں میں خط الگ نہیں کر سکتا تھا۔
network-space-note-cube-classes = تین اکائیاں: ہر نقطہ (h₁, h₂, h₃) کے مکعب میں اپنے عکس پر۔ دو سے زیادہ کلاسوں کے ساتھ آؤٹ پٹ کی حدیں کلاسوں کے جوڑوں کے درمیان سطحیں ہیں؛ وہ بنائی نہیں جاتیں۔
network-space-note-pair = { $units } میں سے اکائیاں { $first } اور { $second }: ہر نقطے کا عکس اس کے { $units } محددات میں سے دو کے ساتھ دیکھا گیا۔ آؤٹ پٹ تہ کی حد تمام { $units } میں ایک ہائپرپلین ہے، کسی جوڑے میں خط نہیں، اس لیے بنائی نہیں جاتی۔
network-space-note-keys = کسی نقطے پر ماؤس لائیں تو پلاٹ پر اس کے گرد حلقہ بنتا ہے؛ بیک پروپیگیشن کے لیے اسے چننے کو اس پر کلک کریں، یا تصویر پر تیر والی کلیدیں استعمال کریں (Escape اسے بھلا دیتا ہے)۔
network-space-note-keys-cube = گھمانے کے لیے اسے گھسیٹیں یا تیر والی کلیدیں استعمال کریں؛ کسی نقطے پر ماؤس لائیں تو پلاٹ پر اس کے گرد حلقہ بنتا ہے؛ بیک پروپیگیشن کے لیے کسی نقطے کو چننے کو اس پر کلک کریں۔
network-space-none = پوشیدہ اسپیس نیورل نیٹ ورک کی ہوتی ہے: اسے دیکھنے کے لیے نیٹ ورک چنیں۔
network-space-many = پوشیدہ اسپیس زیادہ سے زیادہ { $max } نقاط بناتی ہے۔
network-space-axes = { $units ->
    [one] نیٹ ورک کی ایک پوشیدہ اکائی ہے: اسے اکائی 0 کے طور پر بنائیں۔
   *[other] { $units } میں سے دو یا تین مختلف اکائیاں چنیں (0 سے شمار)۔
}
network-space-stage-refused = سلائیڈر کا مرحلہ t، 0 (سطح) سے 1 (پوشیدہ اسپیس) تک کا عدد ہے۔
network-space-alt-none = پوشیدہ اسپیس: { $why }
network-space-alt = { $units ->
    [one] سطح کے نقاط نیٹ ورک کی واحد پوشیدہ اکائی کی اسپیس میں لے جائے گئے، y دوسرے محور کے طور پر، سلائیڈر کے مرحلے { $t } پر (0 سطح، 1 پوشیدہ اسپیس): { $n } نقاط۔
   *[other] سطح کے نقاط نیٹ ورک کی { $units } پوشیدہ اکائیوں کی اسپیس میں لے جائے گئے، ان میں سے { $dims } بنائی گئیں، سلائیڈر کے مرحلے { $t } پر (0 سطح، 1 پوشیدہ اسپیس): { $n } نقاط۔
}
network-space-alt-line = وہاں آؤٹ پٹ کی حد خط { $c } + { $v1 } h₁ + { $v2 } h₂ = 0 ہے۔
network-space-alt-plane = وہاں آؤٹ پٹ کی حد سطح { $c } + { $v1 } h₁ + { $v2 } h₂ + { $v3 } h₃ = 0 ہے۔
network-space-alt-axis = محدد { $coordinate }
network-space-alt-point = نقطہ
network-space-alt-class = کلاس

## بیک پروپیگیشن (web/js/pictures/backprop.js، wasm/pictures/backprop.go)۔

network-backprop-title = ایک نقطے کی بیک پروپیگیشن
network-backprop-point-label = نقطہ
network-backprop-point-input =
    .placeholder = سب
network-backprop-clear = تمام نقاط
network-backprop-arrows = قدم پلاٹ پر بنائیں
network-backprop-canvas =
    .aria-label = نیٹ ورک میں بیک پروپیگیشن
network-backprop-input-x = { $v }
network-backprop-input-y = { $v }
network-backprop-a = a = { $a }
network-backprop-delta = δ = { $delta }
network-backprop-grad = ‖∂E/∂w‖ = { $g }
network-backprop-o = o = { $o }
network-backprop-out = t = { $t }، δ = { $delta }
network-backprop-note-point = نقطہ { $point } (کلاس { $class })۔ آگے: ہر پوشیدہ اکائی کے اوپر اس کا aⱼ = bⱼ + wⱼ·x، اس کے اندر hⱼ = g(aⱼ)؛ آؤٹ پٹ ہدف t = { $t } کے لیے y = { $y } دیتا ہے، اس لیے آؤٹ پٹ خطا δ = y − t = { $delta } اور Eₙ = { $e }۔ پیچھے: ہر اکائی کے نیچے اس کا δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ۔ صرف اس نقطے پر ایک قدم اکائی j کی قطار (bⱼ, wⱼ) کو −η δⱼ (1, x) سے ہلاتا ہے، جہاں η = { $eta }۔
network-backprop-note-point-squared = نقطہ { $point } (کلاس { $class })۔ آگے: ہر پوشیدہ اکائی کے اوپر اس کا aⱼ = bⱼ + wⱼ·x، اس کے اندر hⱼ = g(aⱼ)؛ آؤٹ پٹ ہدف t = { $t } کے لیے y = { $y } دیتا ہے۔ مربع خطا کے ساتھ آؤٹ پٹ خطا آؤٹ پٹ کا ڈھلان ساتھ رکھتی ہے، δ = (y − t) y (1 − y) = { $delta }، اور Eₙ = { $e }۔ پیچھے: ہر اکائی کے نیچے اس کا δⱼ = g'(aⱼ) Σᵣ vᵣⱼ δᵣ۔ صرف اس نقطے پر ایک قدم اکائی j کی قطار (bⱼ, wⱼ) کو −η δⱼ (1, x) سے ہلاتا ہے، جہاں η = { $eta }۔
network-backprop-note-batch = کوئی نقطہ نہیں چنا: تمام تربیتی نقاط۔ E/N = { $e }، ڈیکے سمیت؛ ہر اکائی کے نیچے اس کے گریڈینٹ کا سائز، یعنی نقاط کے δⱼ z اور ڈیکے کی اوسط۔ پورے بیچ کا قدم ہر وزن کو اس کے −η گنا سے ہلاتا ہے، جہاں η = { $eta } (مومینٹم کے بغیر)۔ آگے کی قدریں اور ڈیلٹا دیکھنے کے لیے ایک نقطہ چنیں۔
network-backprop-note-frozen = پوشیدہ تہ منجمد ہے: صرف آؤٹ پٹ سیکھتا ہے، اور خطوط جہاں ہیں وہیں رہتے ہیں۔
network-backprop-note-arrows = { $k ->
    [1] پلاٹ پر ہر ڈیشڈ خط وہ جگہ ہے جہاں قدم اپنی اکائی کا خط لے جاتا ہے، اور تیر دکھاتے ہیں کہ وہ کیسے ہلتا اور گھومتا ہے۔
   *[other] پلاٹ پر ہر ڈیشڈ خط وہ جگہ ہے جہاں قدم اپنی اکائی کا خط لے جاتا ہے، اور تیر دکھاتے ہیں کہ وہ کیسے ہلتا اور گھومتا ہے، قدم سے { $k } گنا بڑے بنائے گئے۔
}
network-backprop-note-still = قدم کوئی خط نہیں ہلاتا: یہاں اکائیوں کا کوئی گریڈینٹ نہیں (سیڑھی ایکٹیویشن کا کوئی گریڈینٹ نہیں ہوتا)۔
network-backprop-none = بیک پروپیگیشن نیورل نیٹ ورک کے لیے دکھائی جاتی ہے: اسے دیکھنے کے لیے نیٹ ورک چنیں۔
network-backprop-point = { $n ->
    [one] کوئی نقطہ { $point } نہیں: منظر میں ایک نقطہ ہے۔
   *[other] کوئی نقطہ { $point } نہیں: منظر میں { $n } نقاط ہیں۔
}
network-backprop-class = نقطے کی کلاس { $class } نیٹ ورک کی کلاسوں میں سے نہیں۔
network-backprop-empty = کوئی تربیتی نقطہ نیٹ ورک کی کلاسوں کا نہیں۔
network-backprop-history = تاریخچے کے کسی قدم کے لیے بیچ کا گریڈینٹ زیادہ سے زیادہ { $max } تربیتی نقاط کے ساتھ دکھایا جاتا ہے: ایک نقطہ چنیں، یا ماڈل کی موجودہ حالت پر واپس جائیں۔
network-backprop-alt-none = بیک پروپیگیشن: { $why }
network-backprop-alt-point = { $units ->
    [one] نقطہ { $point } (کلاس { $class }) کی بیک پروپیگیشن، اس کی خطا Eₙ = { $e }: پوشیدہ اکائی کی پری ایکٹیویشن a، ایکٹیویشن h، ڈیلٹا δ اور گریڈینٹ، پھر آؤٹ پٹ کا o، y اور δ۔
   *[other] نقطہ { $point } (کلاس { $class }) کی بیک پروپیگیشن، اس کی خطا Eₙ = { $e }: { $units } پوشیدہ اکائیوں میں سے ہر ایک کی پری ایکٹیویشن a، ایکٹیویشن h، ڈیلٹا δ اور گریڈینٹ، پھر آؤٹ پٹس کے o، y اور δ۔
}
network-backprop-alt-batch = پورے بیچ کا گریڈینٹ، E/N = { $e }: ہر پوشیدہ اکائی کا گریڈینٹ، پھر آؤٹ پٹس کا۔
network-backprop-alt-unit = اکائی
network-backprop-alt-output = آؤٹ پٹ { $output }
network-backprop-alt-grad = ∂E/∂ وزن { $i }
