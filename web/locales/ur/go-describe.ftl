### ہائپرپلین کے الفاظ: اسکرین ریڈر کے لیے پلاٹ کا بیان (wasm/describe)، اردو میں۔
### لائیو ریجن خلاصہ بولتا ہے؛ کلید i اور "پلاٹ کا بیان" کا خانہ پورا متن۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## اعداد اور مقامات۔ اعداد پینل والے ہیں: تین معنی خیز ہندسے،
## اصل منفی کی علامت (U+2212، جسے اسکرین ریڈر "منفی" پڑھتے ہیں)،
## اور بہت بڑے اور بہت چھوٹے اعداد کے لیے دس کی طاقت e کے ساتھ۔

# $sign ہے "−" یا کچھ نہیں؛ $x عدد اپنی علامت کے بغیر۔
describe-num = { $sign }{ NUMBER($x, maximumFractionDigits: 9) }
# $m مینٹیسا ہے (1 ≤ $m < 10)، $e دس کی طاقت بغیر علامت کے، $esign "−" یا کچھ نہیں: 1.23e5۔
describe-num-exp = { $sign }{ NUMBER($m, maximumFractionDigits: 2) }e{ $esign }{ $e }
describe-num-none = کوئی قدر نہیں
describe-num-infinity = لامتناہی
describe-num-minus-infinity = منفی لامتناہی
# سطح کا ایک نقطہ: (x, y)۔
describe-pair = ({ $x }, { $y })

## کلاسیں۔ جملے کے شروع میں $case کی قدر "start" ہے۔

describe-class = { $case ->
    [start] کلاس { $n }
   *[other] کلاس { $n }
}
# $name کلاس کا اپنا نام ہے، جو صارف نے لکھا۔
describe-class-named = { $case ->
    [start] کلاس { $n } ({ $name })
   *[other] کلاس { $n } ({ $name })
}

## تربیت کہاں تک پہنچی۔

describe-status-converged = مرتکز ہو گیا
describe-status-not-separable = رک گیا: کلاسیں خطی طور پر قابلِ علیحدگی نہیں
describe-status-step-limit = قدموں کی حد پر رک گیا
describe-status-no-optimum = کوئی محدود بہترین نقطہ نہیں
describe-status-training = تربیت جاری ہے

## لائیو ریجن کا خلاصہ۔ $method طریقے کا نام ہے۔

describe-summary-untrained = { $method }: ابھی تربیت نہیں ہوئی؛ { $points }۔
describe-summary = { $method }، قدم { $step }: { $body }۔
describe-summary-status = { $method }، قدم { $step }، { $status }: { $body }۔
describe-summary-hidden = { -boundary } اس وقت تک چھپی ہے جب تک آپ سوال کا جواب نہ دیں
# سیدھی حد کے دونوں طرف کی دو کلاسیں: "کلاس 1 اوپر، کلاس 2 نیچے"۔
describe-summary-sides = { $positive } { $positiveSide }، { $negative } { $negativeSide }

## نقاط۔

describe-points-none = کوئی نقطہ نہیں
describe-points = { $n ->
    [one] { $n } نقطہ، { $classes }
   *[other] { $n } نقاط، { $classes }
}
describe-points-of-class = { $class } کے { $n }

## غلطیاں۔

describe-mistakes-none = کوئی نقطہ غلط درجہ بند نہیں
describe-mistakes = { $n ->
    [one] { $n } نقطہ غلط درجہ بند
   *[other] { $n } نقاط غلط درجہ بند
}
describe-mistakes-by-class = { $n ->
    [one] { $n } نقطہ غلط درجہ بند ({ $classes })
   *[other] { $n } نقاط غلط درجہ بند ({ $classes })
}
describe-class-count = { $class }: { $n }
describe-mistakes-test = { $mistakes }، { $test } ٹیسٹ نقاط میں سے { $n }

## حد کیا ہے، جب وہ خط نہ ہو۔

describe-kind-kernel = { $case ->
    [start] { $n ->
        [one] { $n } سپورٹ ویکٹر پر کرنل پھیلاؤ کی ایک خمدار { -boundary }
       *[other] { $n } سپورٹ ویکٹرز پر کرنل پھیلاؤ کی ایک خمدار { -boundary }
    }
   *[other] { $n ->
        [one] { $n } سپورٹ ویکٹر پر کرنل پھیلاؤ کی ایک خمدار { -boundary }
       *[other] { $n } سپورٹ ویکٹرز پر کرنل پھیلاؤ کی ایک خمدار { -boundary }
    }
}
describe-kind-curve = { $case ->
    [start] ایک خمدار { -boundary } ({ $basis })
   *[other] ایک خمدار { -boundary } ({ $basis })
}
describe-kind-classes = { $n } کلاسیں ({ $basis })
describe-kind-network = { $case ->
    [start] { $n ->
        [one] { $n } { $activation } اکائی والے نیٹ ورک کی ایک خمدار { -boundary }
       *[other] { $n } { $activation } اکائیوں والے نیٹ ورک کی ایک خمدار { -boundary }
    }
   *[other] { $n ->
        [one] { $n } { $activation } اکائی والے نیٹ ورک کی ایک خمدار { -boundary }
       *[other] { $n } { $activation } اکائیوں والے نیٹ ورک کی ایک خمدار { -boundary }
    }
}
describe-kind-network-basis = { $case ->
    [start] ایسے نیٹ ورک کی { -boundary } جس کی پوشیدہ تہ بیسس ہے ({ $basis })
   *[other] ایسے نیٹ ورک کی { -boundary } جس کی پوشیدہ تہ بیسس ہے ({ $basis })
}
describe-kind-decision = { $case ->
    [start] فیصلے کے مرحلے کی { -boundary }
   *[other] فیصلے کے مرحلے کی { -boundary }
}
describe-basis-quadratic = دو درجی
describe-basis-poly = درجہ { $degree } کا کثیر رکنی بیسس
describe-basis-rbf = { $n ->
    [one] { $n } گاؤسی ابھار کا بیسس
   *[other] { $n } گاؤسی ابھاروں کا بیسس
}
describe-basis-linear = خطی

## پورا متن، جملہ بہ جملہ۔

describe-text-method = { $method }۔
describe-text-untrained = ابھی تربیت نہیں ہوئی۔
describe-text-step = قدم { $step }۔
describe-text-step-status = قدم { $step }، { $status }۔
describe-text-points = { $points }۔
describe-text-no-points = کوئی نقطہ نہیں۔
describe-text-test = { $n ->
    [one] { $n } نقطہ ٹیسٹ کے لیے الگ رکھا گیا ہے، کھوکھلا دکھایا گیا ہے۔
   *[other] { $n } نقاط ٹیسٹ کے لیے الگ رکھے گئے ہیں، کھوکھلے دکھائے گئے ہیں۔
}
describe-text-hidden = { -boundary } اس وقت تک چھپی ہے جب تک آپ سبق کے سوال کا جواب نہ دیں۔
describe-text-line = { -boundary } خط { $equation } ہے: { $words }۔
describe-text-sides = { $positive } اس کے { $positiveSide } ہے، { $negative } { $negativeSide }۔
describe-text-band = جن نقاط پر |h| ≤ { $band } ہو، یعنی خط کے گرد ایک پٹی میں، وہ غیر فیصلہ شدہ چھوڑے جاتے ہیں۔
describe-text-kind = { $kind }۔
describe-text-regions = { $regions }۔
describe-text-no-regions = منظر میں کوئی علاقہ نہیں۔
describe-text-mistakes-none = کوئی نقطہ غلط درجہ بند نہیں۔
describe-text-mistakes = { $n ->
    [one] { $n } نقطہ غلط درجہ بند۔
   *[other] { $n } نقاط غلط درجہ بند۔
}
describe-text-mistakes-by-class = { $n ->
    [one] { $n } نقطہ غلط درجہ بند ({ $classes })۔
   *[other] { $n } نقاط غلط درجہ بند ({ $classes })۔
}
describe-text-train-mistakes-none = تربیتی نقاط میں کوئی نقطہ غلط درجہ بند نہیں۔
describe-text-train-mistakes = { $n ->
    [one] تربیتی نقاط میں { $n } نقطہ غلط درجہ بند۔
   *[other] تربیتی نقاط میں { $n } نقاط غلط درجہ بند۔
}
describe-text-train-mistakes-by-class = { $n ->
    [one] تربیتی نقاط میں { $n } نقطہ غلط درجہ بند ({ $classes })۔
   *[other] تربیتی نقاط میں { $n } نقاط غلط درجہ بند ({ $classes })۔
}
describe-text-test-mistakes = { $test } ٹیسٹ نقاط میں سے { $n } غلط درجہ بند۔
describe-text-margin = { -margin } 1/‖w‖ کی قدر { $margin } ہے۔
describe-text-nearest = ہر تربیتی نقطہ اپنی طرف ہے؛ قریب ترین نقطہ خط سے { $distance } کے فاصلے پر ہے۔
describe-text-decision = فیصلے کا مرحلہ مقرر ہے (فیصلہ کا حصہ): { -boundary } وہی ہے جو اس مرحلے نے طے کی۔
# $reason طریقے کے اپنے الفاظ ہیں کہ وہ کیوں رکا (go-engine.ftl)۔
describe-text-reason = { $reason }۔

## سیدھی حد۔

describe-shape-horizontal = ایک افقی خط
describe-shape-vertical = ایک عمودی خط
describe-shape-nearly-horizontal = تقریباً افقی خط
describe-shape-nearly-vertical = تقریباً عمودی خط
describe-shape-rising = نیچے بائیں سے اوپر دائیں جانے والا خط
describe-shape-falling = اوپر بائیں سے نیچے دائیں جانے والا خط
describe-line-none = کوئی خط نہیں
describe-line-outside = { $shape }، منظر سے باہر، { $where }
describe-line-touching = { $shape }، جو منظر کو { $at } پر چھوتا ہے
describe-line-crossing = { $shape }، جو { $first } اور { $second } کاٹتا ہے
describe-crossing-left = بائیں کنارے کو y = { $y } پر
describe-crossing-right = دائیں کنارے کو y = { $y } پر
describe-crossing-top = اوپری کنارے کو x = { $x } پر
describe-crossing-bottom = نچلے کنارے کو x = { $x } پر

## خط کی مساوات، w₁ x + w₂ y + w₀ = 0، اس کی اصطلاحات ایک ایک کر کے:
## "0.82 x − 1.1 y + 2.3 = 0، یعنی y = 0.745 x + 2.09"۔

# $num ایک عدد ہے، $var اس کے متغیر کی علامت (x یا y)۔
describe-term = { $num } { $var }
describe-plus = { $left } + { $right }
describe-minus = { $left } − { $right }
describe-equation = { $sum } = 0
describe-equation-y = { $sum } = 0، یعنی y = { $solved }
describe-equation-x = { $sum } = 0، یعنی x = { $x }

## اسکرین پر سمتیں، کسی مقام سے، اور خط کی اطراف۔

describe-toward-right = دائیں جانب
describe-toward-upper-right = اوپر دائیں جانب
describe-toward-above = اوپر
describe-toward-upper-left = اوپر بائیں جانب
describe-toward-left = بائیں جانب
describe-toward-lower-left = نیچے بائیں جانب
describe-toward-below = نیچے
describe-toward-lower-right = نیچے دائیں جانب
describe-toward-centre = مرکز کے آس پاس
describe-side-right = دائیں جانب
describe-side-upper-right = اوپر اور دائیں جانب
describe-side-above = اوپر
describe-side-upper-left = اوپر اور بائیں جانب
describe-side-left = بائیں جانب
describe-side-lower-left = نیچے اور بائیں جانب
describe-side-below = نیچے
describe-side-lower-right = نیچے اور دائیں جانب

## منظر کے وہ علاقے جو کلاسیں گھیرتی ہیں۔

# $percent پورا فیصد ہے۔
describe-share = { $percent }%
describe-share-sliver = 1% سے کم
describe-region-short-first = { $class } منظر کے { $share } میں ({ $toward })
describe-region-short = { $class } { $share } میں ({ $toward })
describe-region-undecided = { $case ->
    [start] غیر فیصلہ شدہ
   *[other] غیر فیصلہ شدہ
}
describe-region-long = { $class } منظر کا { $share } گھیرتی ہے، { $toward }
describe-region-long-undecided = { $case ->
    [start] غیر فیصلہ شدہ: منظر کا { $share }، { $toward }
   *[other] غیر فیصلہ شدہ: منظر کا { $share }، { $toward }
}
describe-region-pieces = { $region }، { $pieces } ٹکڑوں میں

## ایک نقطہ، کی بورڈ کے کرسر کے نیچے ایک مقام۔

describe-point-none = کوئی نقطہ منتخب نہیں
describe-point = { $total } میں سے نقطہ { $n }، { $class }، { $at } پر
describe-point-held-out = { $point }، ٹیسٹ کے لیے الگ رکھا گیا
describe-point-misclassified = { $point }، غلط درجہ بند
describe-point-correct = { $point }، درست درجہ بند
describe-point-support = { $point }، ایک سپورٹ ویکٹر
describe-at = { $case ->
    [start] { $at } پر
   *[other] { $at } پر
}
describe-at-model = { $place }: { $model }
describe-at-no-model = { $place }: ابھی کوئی ماڈل نہیں
describe-at-nearest = { $place }؛ قریب ترین نقطہ { $n }، { $class }، { $at } پر، { $distance } دور
describe-at-no-points = { $place }؛ کوئی نقطہ نہیں
describe-side-of-class = { $class } کی طرف
describe-side-undecided = غیر فیصلہ شدہ
describe-at-probability = { $side }، احتمال { $p }
describe-at-score = { $side }، اسکور h = { $h }
describe-at-distance = { $what }، { -boundary } سے { $distance }
describe-at-about = { $what }، { -boundary } سے تقریباً { $distance }

## پورے بیان میں نیٹ ورک کی پوشیدہ اکائیاں۔

describe-unit = اکائی { $unit }: { $words }، باہر جانے والے اوزان { $outgoing }۔
describe-unit-arrow = اکائی { $unit }: { $words }، اس کا تیر { $toward }، باہر جانے والے اوزان { $outgoing }۔
describe-unit-curve = بیسس کے فیچرز کا ایک خم
