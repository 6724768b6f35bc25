### ہائپرپلین کے ماڈلز (پیکج engine) کے الفاظ: ان کی خرابیاں، تربیت کیوں رکی، نوٹ اور معیار، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## کسی طریقے کی ترتیبات۔

# $param ترتیب کا نام ہے (go-methods.ftl)، $why اس کی قدر میں کیا غلط ہے۔
engine-param-refused = { $param }: { $why }
# $key دیا گیا نام ہے، واوین میں؛ $known ترتیبات کے نام (جیسے اسکرپٹ لکھتا ہے)۔
engine-no-param-none = کوئی پیرامیٹر { $key } نہیں؛ کوئی پیرامیٹر ہے ہی نہیں
engine-no-param = کوئی پیرامیٹر { $key } نہیں؛ پیرامیٹرز یہ ہیں: { $known }
# $method طریقے کی شناخت ہے، جیسے اسکرپٹ لکھتا ہے۔
engine-method-no-param-none = { $method } میں کوئی پیرامیٹر { $key } نہیں؛ اس کا کوئی پیرامیٹر نہیں
engine-method-no-param = { $method } میں کوئی پیرامیٹر { $key } نہیں؛ اس کے پیرامیٹرز یہ ہیں: { $known }
# $value دی گئی قدر ہے، جیسے اسکرپٹ نے لکھی۔
engine-value-not-number = { $value } عدد نہیں ہے
engine-value-not-finite = { $value } محدود عدد نہیں ہے
engine-value-not-whole = { $value } صحیح عدد نہیں ہے
engine-value-outside = { $value } حد { $min }..{ $max } سے باہر ہے
engine-value-not-choice = { $value } دیے گئے انتخابات میں سے نہیں ہے
engine-value-not-bool = { $value } نہ true ہے نہ false

## طریقے کو دیا گیا ڈیٹا۔

engine-classes-count = کلاسوں کی تعداد 1 اور { $max } کے درمیان ہونی چاہیے، { $n } نہیں
# $n اور $max ہندسوں میں ہیں۔
engine-too-many-points = { $n } نقاط حد { $max } سے زیادہ ہیں
engine-point-class = نقطہ { $point } کی کلاس { $class } ہے، جو 1..{ $max } سے باہر ہے
# $why نقطے میں خرابی ہے۔
engine-point-problem = نقطہ { $point }: { $why }
# $value اور $max اعداد ہیں جیسے اسکرپٹ لکھتا ہے (2e+06)۔
engine-coord-not-finite = محدد { $value } محدود عدد نہیں ہے
engine-coord-too-large = محدد { $value } حد { $max } سے بڑا ہے
# $id دی گئی شناخت ہے، واوین میں۔
engine-unknown-method = نامعلوم الگورتھم { $id }
engine-two-classes = تربیت کے لیے کم از کم دو کلاسوں کے نقاط شامل کریں

## تربیت کیوں رکی، ہر طریقے کے نوٹ اور معیار۔
## ریاضی کی علامتیں نوٹس والی ہیں۔

engine-fausett-converged = ایپوک { $epoch } میں کوئی { -weight } نہیں بدلا: { $updates } اپ ڈیٹس کے بعد مرتکز ہو گیا
engine-fausett-overflow = { -weights } اوور فلو ہو گئے؛ آخری اپ ڈیٹ واپس لے لیا گیا
engine-fausett-step-limit = ایپوک { $epoch } میں بھی { -weights } بدلتے رہے؛ شاید کلاسیں θ = { $theta } کی پٹی کے ساتھ قابلِ علیحدگی نہیں
engine-criterion-fausett = J(a) = اپ ڈیٹ کرنے والے نقاط پر (θ − t·y_in) کا مجموعہ
engine-fisher-ridge = S_W سنگولر ہے؛ (S_W + λI) w = m₁ − m₂ کو λ = { $lambda } کے ساتھ حل کیا گیا
engine-fisher-closed-form = بند صورت: w = S_W⁻¹(m₁ − m₂)
engine-criterion-fisher = فشر معیار J(w)، زیادہ سے زیادہ کیا گیا
engine-fisher-zero = فشر کی سمت صفر ہے
engine-fisher-two-classes = فشر کے امتیاز کو دونوں کلاسوں کے نقاط درکار ہیں
engine-fisher-means-coincide = دونوں کلاس اوسطیں منطبق ہیں، اس لیے S_W⁻¹(m₁ − m₂) = 0 اور فشر کی سمت غیر متعین ہے
engine-class-no-points = کلاس { $class } میں کوئی نقطہ نہیں
engine-eigen-no-convergence = متناظر آئیگن تجزیہ مرتکز نہیں ہوا
engine-fisher-multi-means-coincide = کلاس اوسطیں منطبق ہیں، اس لیے S_B = 0 اور فشر کی سمتیں غیر متعین ہیں
engine-fisher-multi-ridge = S_W سنگولر ہے؛ S_W + λI کا تجزیہ λ = { $lambda } کے ساتھ کیا گیا
engine-criterion-fisher-multi = فشر معیار J(W) = Σ λ_i (زیادہ سے زیادہ کیا گیا)
engine-fisher-multi-closed-form = بند صورت: S_B w = λ S_W w کے عمومی آئیگن ویکٹر
engine-sw-problem = S_W: { $why }
engine-criterion-generative = منفی لاگ امکان −ln p(D|θ)
engine-generative-closed-form = بند صورت: کلاس اوسطیں، کوویریئنس اور پرائیر
engine-no-points = کوئی نقطہ نہیں ہے
engine-generative-evidence = ln p(D)، جس میں Σₖ اپنے تخمینے پر رکھا گیا، تکامل نہیں کیا گیا؛ μₖ ~ N(μ₀ = φ({ $x }, { $y }), { $s }²I) اور π ~ Dirichlet({ $pseudo }, …) کا تکامل کیا گیا
engine-no-evidence = کوئی ایویڈنس نہیں: { $why }
engine-pooled-undefined = N = K: جمع شدہ غیر جانبدار کوویریئنس S_W/(N − K) غیر متعین ہے (0/0)؛ S_W = 0 استعمال ہوا
# $classes کلاسوں کے نمبر ہیں، "1، 3"۔
engine-one-point-class = کلاس { $classes } میں ایک نقطہ ہے: اس کا غیر جانبدار کوویریئنس S_k/(N_k − 1) غیر متعین ہے (0/0)؛ S_k = 0 استعمال ہوا
engine-class-problem = کلاس { $class }: { $why }
engine-sigma-of-class = کلاس { $class } کا Σ
engine-sigma-shared = مشترک Σ
engine-sigma-singular = { $sigma } سنگولر ہے: { $ridge }·I جمع کیا گیا
engine-covariance-not-inverted = کلاس { $class }: کوویریئنس کو معکوس نہیں کیا جا سکا
engine-fit-not-finite = فٹ کیا گیا ماڈل محدود نہیں: { $why }
engine-map-not-definite = کلاس { $class }: Σ_ML + Σ₀ مثبت قطعی نہیں
# $cond حالتی عدد ہے جیسے اسکرپٹ لکھتا ہے (1.2345e+16)۔
engine-map-singular = کلاس { $class }: میٹرکس سنگولر یا تقریباً سنگولر ہے، حالتی عدد { $cond }
engine-map-estimates = MAP تخمینے، Σ₀ = { $s }²·I اور μ₀ = ({ $x }, { $y }) کے ساتھ
engine-variances-raised = { $n ->
    [one] { $n } ویریئنس کو فرش { $floor } تک بڑھایا گیا
   *[other] { $n } ویریئنس کو فرش { $floor } تک بڑھایا گیا
}
engine-var-smoothing = ہر ویریئنس میں ε = { $eps } (var_smoothing { $smoothing } × زیادہ سے زیادہ ویریئنس { $top }) جمع کیا گیا
engine-evidence-mean = اوسط کے ایویڈنس کو نقاط اور 0 سے بڑا پرائیر ویریئنس درکار ہے
engine-evidence-not-definite = Σ/N + Σ₀ مثبت قطعی نہیں
engine-solution-not-finite = حل محدود نہیں
engine-matrix-not-finite = تجزیے کے لیے میٹرکس محدود نہیں
engine-matrix-no-ridge = رِج کے باوجود میٹرکس کا تجزیہ نہیں ہو سکا
engine-ls-ill-conditioned = ڈیزائن میٹرکس بدحالت ہے: حل SVD سے
engine-ls-rank-deficient = ڈیزائن میٹرکس کا رینک { $rank } < { $cols } ہے (ہم خط یا دہرائے گئے نقاط): کم ترین نارم حل SVD سے
engine-ls-fewer-points = نقاط ({ $rows }) { -weights } ({ $cols }) سے کم ہیں: کم ترین نارم حل SVD سے
engine-ls-not-finite = کم ترین مربعات کا حل محدود نہیں
engine-ls-no-convergence = سنگولر ویلیو تجزیہ مرتکز نہیں ہوا
engine-ls-zero = ڈیزائن میٹرکس صفر ہے
engine-ho-kashyap-cannot-solve = ہو-کشیپ a = Z†b حل نہیں کر سکتا: { $why }
engine-ho-kashyap-problem = ہو-کشیپ: { $why }
engine-ho-kashyap-separable = قابلِ علیحدگی: ہر |e_n| ≤ { $bmin }، اس لیے Za ≥ b − b_min > 0
engine-ho-kashyap-not-separable = ناقابلِ علیحدگی: e = Za − b ≤ 0 اور min e_n = { $emin } < 0، جبکہ Zᵀe = 0، اس لیے کوئی a ہر y·aᵀz کو مثبت نہیں بناتا
engine-ho-kashyap-overflow = مارجن اوور فلو ہو گئے
engine-ho-kashyap-step-limit = { $steps } قدموں کے بعد رک گیا، max e_n = { $emax }
engine-criterion-ho-kashyap = مربع خطا J_s(a, b) = ‖Za − b‖²
engine-criterion-least-squares = مربعات کا مجموعہ ½‖ZW̃ − T‖²
engine-least-squares-closed-form = بند صورت: W̃ = Z†T، QR سے
engine-ls-solution-problem = کم ترین مربعات کا حل Z†b: { $why }
# $note وہ ہے جو Z کے تجزیے نے بتایا۔
engine-lms-note = Z†b: { $note }
engine-lms-diverging-single = منتشر ہو رہا ہے: ‖a‖، ‖Z†b‖ کے 10⁶ گنا سے بڑھ گیا، اس لیے آخری اصلاح واپس لے لی گئی؛ η₁ کم کریں تاکہ η₁‖z‖² < 2
engine-lms-converged-single = ایپوک { $epoch } کی ہر اصلاح θ = { $theta } سے چھوٹی تھی
engine-stopped-epochs = { $n } ایپوک کے بعد رک گیا
engine-stopped-steps = { $n } قدموں کے بعد رک گیا
engine-lms-diverging-batch = منتشر ہو رہا ہے: ‖a‖، ‖Z†b‖ کے 10⁶ گنا سے بڑھ گیا، اس لیے آخری قدم واپس لے لیا گیا؛ η₁ کم کریں تاکہ η₁λ_max(ZᵀZ) < 2
engine-lms-converged-batch = قدم ‖η_k Zᵀ(b − Za)‖ = { $step }، θ = { $theta } سے چھوٹا تھا
engine-criterion-squared-error = مربع خطا J_s(a) = ‖Za − b‖²
engine-mse-means-coincide = کلاس اوسطیں منطبق ہیں، اس لیے فشر کی سمت S_W⁻¹(m₁ − m₂) صفر ہے اور a = Z†b = 0: حد غیر متعین ہے
engine-mse-closed-form = بند صورت: a = Z†b، QR سے
engine-gradient-converged = ‖∇E‖/N < { $tol }
# $hessian "symbol" ہے جہاں طریقہ H لکھتا ہے، "word" جہاں "ہیسیئن" کہتا ہے۔
engine-newton-unfactorizable = { $hessian ->
    [symbol] رِج کے باوجود H کا تجزیہ نہیں ہو سکا، اس لیے نیوٹن کا طریقہ آگے نہیں چل سکتا
   *[word] رِج کے باوجود ہیسیئن کا تجزیہ نہیں ہو سکا، اس لیے نیوٹن کا طریقہ آگے نہیں چل سکتا
}
engine-newton-not-finite = نیوٹن کا قدم H⁻¹∇E محدود نہیں
engine-newton-rounding = نیوٹن کی سمت میں E اب کم نہیں ہوتا (راؤنڈنگ): ‖∇E‖/N = { $grad }
engine-laplace-unfactorizable = H کا تجزیہ نہیں ہو سکا: پیش گوئی کا ویریئنس 0 دکھایا گیا ہے
engine-laplace-ridge = H بدحالت ہے؛ لاپلاس کوویریئنس کے لیے H + λI کو λ = { $lambda } کے ساتھ معکوس کیا گیا
engine-logistic-newton-ridge = H = ΦᵀRΦ + αI سنگولر ہے (ہم خط نقاط، یا α = 0 اور سیر شدہ نقاط)؛ نیوٹن کے قدم نے (H + λI)δ = ∇E کو λ = { $lambda } کے ساتھ حل کیا
engine-logistic-bayes-alpha = بیزی لاجسٹک ریگریشن کو پرائیر پریسیژن α > 0 درکار ہے
engine-weights-overflow = { -weights } اوور فلو ہو گئے، اس لیے آخری قدم واپس لے لیا گیا: سیکھنے کی شرح η کم کریں
engine-logistic-no-optimum = { -weights } کلاسوں کو الگ کرتے ہیں، اس لیے ‖w‖ بڑھنے کے ساتھ E(w) گرتا رہتا ہے: قابلِ علیحدگی ڈیٹا پر زیادہ سے زیادہ امکان کا کوئی محدود بہترین نقطہ نہیں۔ محدود جواب کے لیے پرائیر (α > 0) شامل کریں۔
engine-stopped-passes = ڈیٹا پر { $n } دوروں کے بعد رک گیا
engine-criterion-cross-entropy = کراس اینٹروپی E(w)
engine-laplace-alpha = لاپلاس ایویڈنس کو پرائیر پریسیژن α > 0 درکار ہے
engine-evidence-points = ایویڈنس کو نقاط درکار ہیں
engine-laplace-hessian = a_MAP پر ہیسیئن کا تجزیہ نہیں ہو سکا
engine-evidence-weight = ایویڈنس کو کم از کم ایک { -weight } درکار ہے
engine-evidence-rows = قطاروں z کی لمبائیاں مختلف ہیں
engine-evidence-row-finite = ایک قطار z محدود نہیں
engine-evidence-targets = اہداف t کو 1 یا 0 ہونا چاہیے
engine-softmax-no-optimum = قطاریں ہر نقطے کو { -margin } کے ساتھ درجہ بند کرتی ہیں، اس لیے ‖W‖ بڑھنے کے ساتھ E(W) گرتا رہتا ہے: قابلِ علیحدگی ڈیٹا پر زیادہ سے زیادہ امکان کا کوئی محدود بہترین نقطہ نہیں۔ محدود جواب کے لیے ویٹ ڈیکے (λ > 0) شامل کریں۔
engine-softmax-newton-ridge = سافٹ میکس میں ضرورت سے زیادہ پیرامیٹر ہیں، اس لیے λ = 0 (یا سیر شدہ نقاط) پر ہیسیئن سنگولر ہے؛ نیوٹن کے قدم نے (H + λ'I)δ = ∇E کو λ' = { $lambda } کے ساتھ حل کیا
engine-criterion-softmax = کراس اینٹروپی E(W) = −ΣΣ t ln y + ½λ‖W‖²
# $strategy حکمتِ عملی کا نام ہے جیسے اسکرپٹ لکھتا ہے، واوین میں۔
engine-unknown-strategy = نامعلوم حکمتِ عملی { $strategy }
# زیادہ کلاسوں پر دو کلاس والے طریقے کا ذیلی مسئلہ: $a اور $b کلاسوں کے نمبر ہیں۔
engine-sub-rest = { $a } بمقابلہ باقی
engine-sub-pair = { $a } بمقابلہ { $b }
engine-sub-problem = { $sub }: { $why }
engine-sub-value = { $value } ({ $sub })
engine-criterion-summed = { $criterion }، ذیلی مسائل پر جمع
engine-perceptron-converged = ہر نقطے کا y·aᵀz > { $b }: { $updates } اپ ڈیٹس کے بعد مرتکز ہو گیا
engine-perceptron-step-limit = { $n } ایپوک کے بعد بھی کوئی علیحدہ کرنے والا ہائپرپلین نہیں؛ شاید کلاسیں خطی طور پر قابلِ علیحدگی نہیں
engine-perceptron-overflow = { -weights } اوور فلو ہو گئے
engine-criterion-perceptron = پرسیپٹرون معیار J(a) = Σ_غلطیاں (b − y aᵀz)
engine-batch-none-misclassified = کوئی نقطہ غلط درجہ بند نہیں
engine-batch-converged = { $n } بیچ اپ ڈیٹس کے بعد کوئی نقطہ غلط درجہ بند نہیں
engine-batch-short-update = آخری اپ ڈیٹ θ سے چھوٹا تھا: |η_k Σ y z| = { $update } < { $theta }، حالانکہ کچھ نقاط ابھی غلط درجہ بند ہیں
engine-batch-step-limit = { $n } بیچ اپ ڈیٹس کے بعد بھی کوئی علیحدہ کرنے والا ہائپرپلین نہیں؛ شاید کلاسیں خطی طور پر قابلِ علیحدگی نہیں
engine-criterion-perceptron-batch = پرسیپٹرون معیار J(a) = −Σ_غلطیاں y aᵀz
engine-dual-converged = بغیر غلطی کے ایک پورا دور: { $updates } اپ ڈیٹس کے بعد ہر نقطے کا y·aᵀz > { $b }
engine-dual-overflow = عددی سر اوور فلو ہو گئے
engine-criterion-perceptron-kernel = پرسیپٹرون معیار J = Σ_غلطیاں (b − y f(x))
engine-relaxation-converged = ہر نقطے کا aᵀz > ξ = { $xi }
engine-relaxation-overflow = { -weights } اوور فلو ہو گئے، اس لیے آخری اپ ڈیٹ واپس لے لیا گیا: η کم کریں
engine-relaxation-converged-after = { $n } اصلاحات کے بعد ہر نقطے کا aᵀz > ξ = { $xi }
# $what بیچ اصول کے لیے "update" ہے، یک نمونہ کے لیے "epoch"۔
engine-relaxation-short = { $what ->
    [update] آخری اپ ڈیٹ کی لمبائی
   *[epoch] آخری ایپوک کی ہر اصلاح کی لمبائی
} θ = { $theta } سے کم تھی: { $n } نقاط J_r = { $jr } تک اپنی سطحوں aᵀz = ξ پر ہیں، اس لیے اصلاحات { -margin } کے قریب جاتی ہیں مگر اسے پار نہیں کرتیں
engine-relaxation-step-limit = قدموں کی حد پر { $n } نقاط کا ابھی بھی aᵀz ≤ ξ ہے؛ شاید کلاسیں خطی طور پر قابلِ علیحدگی نہیں
engine-relaxation-rounding = { $n } نقاط راؤنڈنگ کی حد تک اپنی سطحوں aᵀz = ξ پر ہیں (J_r = { $jr }): اصلاحات { -margin } کے قریب جاتی ہیں مگر اسے پار نہیں کرتیں؛ η > 1 آزمائیں
engine-criterion-relaxation = ریلیکسیشن معیار J_r(a) = ½ Σ (aᵀz − ξ)²/‖z‖²
engine-criterion-smo = SMO مقصد f(α) = ½‖w‖² − Σα = −W(α) (کم سے کم کیا گیا)
engine-criterion-smo-kernel = SMO مقصد f(α) = ½ΣΣ αᵢαⱼyᵢyⱼK(xᵢ, xⱼ) − Σα = −W(α) (کم سے کم کیا گیا)
engine-kernel-basis-unused = کرنل براہِ راست نقاط (x, y) پر عمل کرتا ہے اور بیسس کی جگہ لیتا ہے: منتخب بیسس استعمال نہیں ہوتا
engine-kernel-overflow = ان نقاط پر کرنل کی قدریں اوور فلو ہوتی ہیں؛ γ یا درجہ کم کریں، یا ڈیٹا کا پیمانہ بدلیں
engine-kernel-not-separable = کرنل کی فیچر اسپیس میں { $eps } سے چوڑے { -margin } کے ساتھ کوئی علیحدہ کرنے والی { -boundary } نہیں (ε·R، جہاں R = { $r }): { -margin } زیادہ سے زیادہ ‖w‖/Σα = { $bound } ہے۔ نرم مارجن استعمال کریں۔
engine-svm-too-large = فیچر ویکٹر سپورٹ ویکٹر مشین کے لیے بہت بڑے ہیں
engine-svm-too-close = فیچر اسپیس میں نقاط ایک دوسرے سے { $min } کے اندر ہیں، سخت مارجن کے لیے بہت قریب؛ نرم مارجن استعمال کریں
engine-svm-not-separable = کوئی ہائپرپلین کلاسوں کو { $eps } سے چوڑے { -margin } کے ساتھ الگ نہیں کرتا (ε·R، جہاں R = { $r }): { -margin } زیادہ سے زیادہ ‖w‖/Σα = { $bound } ہے جبکہ Σα = { $sum } بڑھتا جا رہا ہے۔ نرم مارجن استعمال کریں۔
engine-svm-two-classes = سپورٹ ویکٹر مشین کو دونوں کلاسوں کے نقاط درکار ہیں
engine-svm-overflow = ضارب اوور فلو ہو گئے
engine-svm-overflow-rescale = سپورٹ ویکٹر مشین کے ضارب اوور فلو ہو گئے؛ ڈیٹا کا پیمانہ بدلیں
engine-svm-converged = KKT شرائط پوری ہیں: { $n } جوڑا اپ ڈیٹس کے بعد m(α) − M(α) = { $gap } ≤ { $tol }
engine-svm-step-limit = { $n } قدموں کے بعد رک گیا، m(α) − M(α) = { $gap }
engine-svm-alpha-zero = α = 0 اور اس لیے w = 0: ابھی کوئی { -boundary } نہیں، اور دکھانے کو کوئی { -margin } 1/‖w‖ نہیں
engine-svm-w-zero = w بالکل 0 ہے: بہترین حل فیچرز پر کوئی { -weight } نہیں رکھتا (جیسے جب ایک کلاس کا نقطہ دوسری کے محدب غلاف کے اندر ہو اور C چھوٹا ہو)، اس لیے ہر نقطے کا فیصلہ صرف { -bias } کرتا ہے؛ نہ کوئی { -boundary } ہے نہ کوئی { -margin } 1/‖w‖
engine-svm-w-tiny = w ٹالرینس کے اندر صفر ہے: ‖w‖·R = { $wr } ≤ tol = { $tol } (R = { $r } ڈیٹا کا رداس)، اس لیے ڈیٹا پر کہیں بھی w، h کو ٹالرینس سے کم بدلتا ہے؛ بہترین حل میں w = 0 ہے اور باقی ماندہ سے نکلنے والا { -margin } 1/‖w‖ = { $margin } بے معنی ہے، اس لیے دکھایا نہیں گیا

## بیسس، کرنل، میدان اور فیصلے کا مرحلہ۔

# $id دیا گیا نام ہے، واوین میں۔
engine-unknown-basis = نامعلوم بیسس { $id }
# $basis بیسس کا مختصر نام ہے (go-methods.ftl)۔
engine-basis-needs-points = بیسس { $basis } کو اپنے مراکز رکھنے کے لیے نقاط، یا ایک منظر، درکار ہے
engine-poly-degree = کثیر رکنی کا درجہ 1، 2 یا 3 ہونا چاہیے، { $degree } نہیں
engine-rbf-no-centre = گاؤسی بیسس کو کم از کم ایک مرکز درکار ہے
engine-rbf-too-many = { $n } گاؤسی مراکز حد { $max } سے زیادہ ہیں
engine-rbf-width = گاؤسی چوڑائی مثبت عدد ہونی چاہیے، { $width } نہیں
engine-rbf-centre = گاؤسی مرکز: { $why }
engine-priors-count = پرائیر کو ہر کلاس کے لیے ایک قدر ({ $k }) درکار ہے، { $n } نہیں
engine-prior-positive = کلاس { $class } کا پرائیر مثبت عدد ہونا چاہیے
engine-loss-rows = نقصان میٹرکس کو { $k } قطاریں درکار ہیں، { $n } نہیں
engine-loss-row = نقصان میٹرکس کی قطار { $row } کو { $k } اندراجات درکار ہیں، { $n } نہیں
engine-losses-finite = نقصانات ≥ 0 محدود اعداد ہونے چاہییں
engine-reject-range = مسترد کرنے کی دہلیز θ کو 0 اور 1 کے درمیان ہونا چاہیے، { $value } نہیں
engine-threshold-finite = h پر دہلیز محدود عدد ہونی چاہیے
engine-field-posteriors = صرف پوسٹیرئیر والا میدان نقصانات تول سکتا ہے یا مسترد کر سکتا ہے
engine-field-weights = میدان کو ہر کلاس کے لیے ایک { -weight } درکار ہے
engine-field-weights-positive = میدان کے { -weights } مثبت اعداد ہونے چاہییں
engine-field-loss = میدان کے نقصان میٹرکس کو { $k }×{ $k } اندراجات درکار ہیں
engine-field-losses-finite = میدان کے نقصانات ≥ 0 محدود اعداد ہونے چاہییں
engine-field-reject = میدان کی مسترد کرنے کی دہلیز 0 اور 1 کے درمیان ہونی چاہیے
engine-offsets-two-classes = فی کلاس آفسیٹ تین یا زیادہ کلاسوں کے لیے ہیں؛ دو کلاسوں کے لیے دہلیز t ہے
engine-offsets-count = آفسیٹس کو ہر کلاس کے لیے ایک قدر ({ $k }) درکار ہے، { $n } نہیں
engine-offset-finite = کلاس { $class } کا آفسیٹ محدود عدد ہونا چاہیے
engine-offsets-not-argmax = اس ماڈل کی کلاسیں K اسکورز میں سب سے بڑے سے طے نہیں ہوتیں (ایک بمقابلہ باقی یا ایک بمقابلہ ایک کے ووٹ): کوئی آفسیٹ اکیلی ایک کلاس کو نہیں ہلاتا
engine-offsets-loss = 0-1 کے سوا نقصان میٹرکس کے ساتھ فیصلہ کم ترین خطرے کا اصول کرتا ہے، خم کا اسکور نہیں: تب آفسیٹ اس سے پہلے پوسٹیرئیر کو e^δₖ سے دوبارہ تولتے ہیں، اور نقطے کو گھسیٹا نہیں جا سکتا
engine-offsets-reject = مسترد θ کے ساتھ کلاس سب سے بڑے پوسٹیرئیر پر بھی منحصر ہے، صرف خم کے اسکور پر نہیں: گھسیٹنے کے لیے θ کو 0 کریں
engine-field-row-length = قطار { $row } میں { $n } عددی سر ہیں، { $want } چاہییں
engine-field-row-finite = قطار { $row } میں ایک عددی سر محدود نہیں
engine-field-quad-rows = دو درجی میدان کو ہر قطار کے لیے ایک صورت درکار ہے
engine-field-quad-length = دو درجی صورت { $form } میں { $n } اندراجات ہیں، { $want } چاہییں
engine-field-quad-finite = دو درجی صورت { $form } میں ایک اندراج محدود نہیں
engine-field-sign = علامتی میدان میں ایک قطار اور دو کلاسیں ہوتی ہیں
# $combine وہ طریقہ ہے جس سے میدان اپنی قطاریں ملاتا ہے، جیسے اسکرپٹ لکھتا ہے (argmax، ovr)۔
engine-field-per-class = { $combine } میدان میں ہر کلاس کی ایک قطار ہوتی ہے
engine-field-ovo = ایک بمقابلہ ایک میدان میں کلاسوں کے ہر جوڑے کی ایک قطار ہوتی ہے
engine-field-pair = کلاسوں کا غلط جوڑا { $pair }
engine-field-combine = نامعلوم امتزاج { $combine }
engine-field-probit = پروبٹ میدان کو { $n }×{ $n } کوویریئنس درکار ہے
engine-margin-class = کلاس { $class } میدان کی کلاسوں میں سے نہیں
engine-margin-sign = مارجن کو دو کلاسوں کا (علامتی) میدان درکار ہے، { $rows } قطاروں والا { $combine } میدان نہیں
engine-margin-no-point = میدان کی کلاسوں کا کوئی نقطہ نہیں
engine-direction-zero = سمت { $direction } کی کوئی لمبائی نہیں
engine-kernel-degree = کثیر رکنی کرنل کا درجہ 1 سے 10 تک ہونا چاہیے، { $degree } نہیں
engine-kernel-coef0 = کثیر رکنی کرنل کا c₀ محدود اور ≥ 0 ہونا چاہیے (تاکہ K مثبت نیم قطعی ہو)
# $kernel دیا گیا نام ہے، واوین میں۔
engine-kernel-unknown = نامعلوم کرنل { $kernel } (linear، poly یا rbf)
engine-kernel-gamma = کرنل کا γ مثبت اور محدود ہونا چاہیے
engine-expansion-rows = کرنل پھیلاؤ کو ہر قطار کے لیے عددی سروں کی ایک قطار درکار ہے، { $rows } کے لیے { $n } ہیں
engine-expansion-row = کرنل قطار { $row } میں { $points } نقاط کے لیے { $n } عددی سر ہیں
engine-expansion-finite = کرنل قطار { $row } میں ایک عددی سر محدود نہیں
engine-expansion-point = کرنل پھیلاؤ کا ایک نقطہ محدود نہیں

## اعداد، جیسے ماڈل انہیں بتاتے ہیں: ان کے معنی خیز ہندسے مقامی اعشاری علامت کے ساتھ،
## اور e کے بعد دس کی طاقت ($exp ہے "-09"، "+06")۔

engine-num = { NUMBER($x, maximumFractionDigits: 20) }
engine-num-exp = { NUMBER($m, maximumFractionDigits: 20) }e{ $exp }
# $text ہے NaN، +Inf یا -Inf۔
engine-num-word = { $text }
