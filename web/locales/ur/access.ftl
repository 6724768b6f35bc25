### ہائپرپلین کے الفاظ: کی بورڈ سے پلاٹ، اس کا بیان، اور نقاط کا جدول، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

access-keys-table =
    .aria-label = پلاٹ کی کلیدیں
access-keys-sep = {"، "}
access-keys-or = {" یا "}
access-anywhere = اوپر کی ایک حرفی کلیدیں پورے صفحے پر کام کریں (متنی خانوں میں نہیں)، صرف پلاٹ اور اپنے کنٹرولز پر نہیں
access-scope = اوپر کی کلیدیں تب کام کرتی ہیں جب پلاٹ، یا وہ کنٹرول جس سے وہ متعلق ہیں (ٹول بار، ڈرائنگ ٹولز، { -classes })، فوکس میں ہو۔
access-plot-keys = کی بورڈ سے پلاٹ
access-plot-keys-intro = Tab سے پلاٹ پر جائیں (وہ صفحے پر پہلے آتا ہے)۔ ایک کرسر دکھائی دیتا ہے؛ پلاٹ بتاتا ہے کہ ہر کلید نے کیا کیا، اور ماڈل بدلنے پر اس کا خلاصہ۔
access-description = پلاٹ کا بیان
# $said: پلاٹ کی کلیدوں نے آخری بار کیا کہا۔
access-keyboard-said = کی بورڈ: { $said }

## نقاط کا جدول۔

points-box = { -points(case: "cap") } کا جدول
points-caption = { -points }: کسی { -point } کے x، y یا { -class } میں ترمیم کریں
points-col-class = { -class }
points-col-state = حالت
points-col-remove = ہٹائیں
points-new-x =
    .aria-label = نئے { -point } کا x
points-new-y =
    .aria-label = نئے { -point } کا y
points-new-class =
    .aria-label = نئے { -point } کی { -class(case: "cap") }
points-add = شامل کریں
points-hint = کسی { -point } کے x، y یا { -class } میں ترمیم کریں: ہر ترمیم واپسی کا ایک قدم ہے۔
points-new = نیا { -point }:
# $n: نقطے کا نمبر۔
points-x-of = { -point } { $n } کا x
points-y-of = { -point } { $n } کا y
points-class-of = { -point } { $n } کی { -class(case: "cap") }
points-remove = { -point } { $n } ہٹائیں
points-none = کوئی { -points } نہیں
# $total میں سے $first–$last نقاط۔
points-range = { $total } میں سے { $first }–{ $last }
points-test = ٹیسٹ
points-misclassified = غلط درجہ بند
