### ہائپرپلین کے الفاظ: فیصلہ کا حصہ (پرائیر، نقصانات، مسترد، دہلیزیں، کنفیوژن میٹرکس، خم، کراس ویلیڈیشن)، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

decision-title = فیصلہ
decision-priors = پرائیر p(C<sub>k</sub>)
decision-loss = { -loss(case: "cap") } L<sub>kj</sub> (فیصلہ k، { -class } j)
decision-reject = θ سے کم پر مسترد
decision-threshold = h پر دہلیز t
decision-offsets = a<sub>k</sub> پر آفسیٹ δ<sub>k</sub>
decision-reset = ری سیٹ
    .title = سیکھے گئے پرائیر، 0-1 { -loss }، کوئی مسترد نہیں، t = 0، δ = 0
decision-confusion-of = کنفیوژن:
decision-set-train = تربیتی { -points }
decision-set-test = ٹیسٹ { -points }
decision-confusion =
    .aria-label = کنفیوژن میٹرکس: قطاریں اصل { -classes } ہیں، کالم فیصلہ شدہ
decision-curves-of = خم: { -class }
decision-against-rest = بمقابلہ باقی
decision-roc =
    .aria-label = ROC خم: دہلیز مقرر کرنے کے لیے زرد نقطہ اس پر گھسیٹیں
decision-prc =
    .aria-label = پریسیژن-ریکال خم
decision-cv = کراس ویلیڈیشن
decision-cv-this = یہ طریقہ
decision-cv-bases = یہ طریقہ، ہر بیسس
decision-cv-generative = تخلیقی ماڈلز
decision-cv-k =
    .aria-label = فولڈز k
decision-cv-run = چلائیں
decision-cv-box =
    .aria-label = ہر ماڈل کی فولڈ درستیاں
decision-prior-learnt = سیکھا
decision-prior-of = { -class } { $k } کا پرائیر
decision-offset-of = { -class } { $k } کا آفسیٹ δ
# $k: فیصلہ شدہ کلاس؛ $j: اصل کلاس۔
decision-loss-of = { -class } { $j } کے لیے { -class } { $k } کا فیصلہ کرنے کا { -loss(case: "cap") }
decision-priors-positive = ہر { -class } کو مثبت پرائیر دیں (یا سیکھے گئے پرائیر کے لیے سب خالی چھوڑ دیں)۔
decision-confusion-corner = { -class } ↓ فیصلہ ←
decision-rejected = مسترد
# $n: خانے کے نقاط؛ $pct: اصل کلاس میں ان کا حصہ، فیصد میں۔
decision-cell = { $n } · { $pct }%
decision-ring = ان { -points } کے گرد سطح پر حلقے بنائیں
# $pct: درستی فیصد میں، لکھی ہوئی؛ $n: نقاط۔
decision-accuracy = { $n } میں سے { -accuracy } { $pct }%
decision-precision = { $k }: پریسیژن { $precision }، ریکال { $recall }
# $k: کلاس؛ $auc، $test: تربیتی اور ٹیسٹ نقاط پر ROC خم کے نیچے رقبے؛ $ap: اوسط پریسیژن۔
decision-auc = { -class } { $k }: AUC { $auc } (ٹیسٹ { $test })، اوسط پریسیژن { $ap }
# $what: t، یا کلاس کے نمبر کے ساتھ δ۔
decision-drag = { $what } مقرر کرنے کے لیے زرد نقطہ خم پر گھسیٹیں
decision-score = خم کا اسکور: { $score }۔
decision-why = نقطہ گھسیٹا نہیں جا سکتا: { $why }۔
decision-cv-no-basis = کوئی بیسس نہیں
decision-cv-running = جاری ہے… { $pct }%
# $folds: k؛ $n: نقاط؛ $ms: لگا وقت۔
decision-cv-done = { $folds } فولڈ، { $n } { -points }، { $ms } ms
# $mean، $sd: فولڈز پر درستی فیصد میں، لکھی ہوئی۔
decision-cv-row = { $name }: { $mean }% ± { $sd }
decision-cv-row-loss = { $name }: { $mean }% ± { $sd }، { -loss } { $loss } ± { $lossSd }
decision-cv-row-error = { $name }: { $error }
decision-untrained = اس کے فیصلے دیکھنے کے لیے ماڈل کو تربیت دیں۔
decision-applied = لاگو: { $what }۔
decision-applied-priors = پرائیر
decision-applied-loss = نقصانات
decision-applied-reject = مسترد θ
decision-applied-threshold = دہلیز t
decision-applied-offsets = آفسیٹ δ
decision-none-applied = پرائیر، نقصانات اور مسترد پوسٹیرئیر کو تولتے ہیں (تخلیقی ماڈلز، لاجسٹک اور سافٹ میکس ریگریشن)؛ دو { -classes } کے لیے t، h = 0 کو h = t پر لے جاتا ہے، زیادہ کے لیے δₖ، aₖ میں جمع ہوتا ہے۔
