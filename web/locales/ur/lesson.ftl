### ہائپرپلین کے الفاظ: سبق کا کارڈ اور سبق ایڈیٹر، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-edit = ترمیم
    .title = اس سبق اور اس کے سوالات میں ترمیم کریں
lesson-try = آزمائیں:

## سبق ایڈیٹر۔

editor-write = سبق لکھیں…
    .title = اس منظر کے لیے سوالات کے ساتھ سبق لکھیں، اور اسے شیئر کریں
editor-title = سبق لکھیں
editor-lesson-title = عنوان
editor-text = متن: **موٹا**، *زور*، `کوڈ`، - فہرستیں، [لنکس](https://…)
editor-preview =
    .aria-label = متن کا پیش منظر
editor-try = "آزمائیں" قدم، ہر سطر میں ایک
editor-controls = وہ کنٹرولز جو طالب علم استعمال نہیں کر سکتا
editor-part = صفحے کا حصہ
editor-locked = لاک
editor-hidden = چھپا ہوا
editor-points = { -points } شامل کرنا اور ہلانا
# $name: صفحے کا ایک حصہ۔
editor-lock = { $name } لاک کریں
editor-hide = { $name } چھپائیں
editor-questions = سوالات
editor-course = کورس کے لیے
editor-out =
    .aria-label = لنک، ایمبیڈ کوڈ یا پیغام
editor-apply = لاگو کریں
editor-applied = صفحے پر لاگو ہو گیا۔
editor-link = شیئر لنک
editor-embed = ایمبیڈ کوڈ
editor-file = سبق کی فائل
editor-add-choice = + کثیر انتخابی
editor-add-predict = + پیش گوئی
editor-choice = کثیر انتخابی
editor-predict = پیش گوئی
editor-remove = ہٹائیں
editor-question = سوال
editor-choices = انتخاب، ہر سطر میں ایک
editor-choice-n = انتخاب { $k }
editor-answer = درست جواب
editor-feedback = رائے، ہر انتخاب کے لیے ایک سطر (اختیاری)
editor-target = طالب علم پیش گوئی کرتا ہے
editor-target-boundary = { -boundary } کی: طالب علم اس کے دو { -points } پر کلک کرتا ہے
editor-target-mistakes = غلطیوں کی: طالب علم اُن { -points } پر کلک کرتا ہے جو ماڈل غلط کرے گا
editor-no-link = کوئی لنک نہیں: منظر انکوڈ نہیں ہو سکا۔
# $name: سبق کی فائل کا نام۔
editor-saved = { $name } محفوظ ہو گئی: اس میں دوبارہ ترمیم کے لیے اسے “CSV، منظر یا سبق کھولیں” سے کھولیں۔

## کورس کیا ساتھ لے جاتا ہے: ایمبیڈ کا اوریجن، SCORM پیکج۔

course-origin = کورس کا صفحہ جو ایمبیڈ کو چلا سکے (اختیاری)
course-origin-hint = اس کا اوریجن ایمبیڈ کوڈ میں جاتا ہے (&origin=…): تب وہ صفحہ پلے گراؤنڈ کو احکام بھیج سکتا ہے (embed/client.js)۔
course-origin-invalid = کورس کے صفحے کا پتہ دیں، جو https:// سے شروع ہو
course-scorm-12 = SCORM 1.2 (ہر LMS)
course-scorm-2004 = SCORM 2004، چوتھا ایڈیشن
course-scorm-download = SCORM پیکج ڈاؤن لوڈ کریں
course-scorm-for = پیکج برائے
course-pass = کامیابی کا نشان (اسکور کا %)
course-scorm-hint = Moodle، Canvas، Blackboard یا کسی بھی LMS پر اپ لوڈ کرنے کے لیے ایک zip: صفحہ، یہ سبق، اور ایک رن ٹائم جو اسکور بتاتا ہے اور طالب علم کا کام محفوظ کرتا ہے۔ ہر سوال 100 میں سے اسکور کرتا ہے۔
course-pass-invalid = کامیابی کا نشان 0 سے 100 تک کا صحیح عدد ہے۔
course-scorm-making = SCORM پیکج بن رہا ہے…
course-scorm-failed = SCORM پیکج نہیں بنا۔
# $name: zip کا نام؛ $mb: اس کا سائز میگا بائٹ میں؛ $s: لگے سیکنڈ۔
course-scorm-saved = { $name } محفوظ ہو گیا ({ NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB، { NUMBER($s, minimumFractionDigits: 1, maximumFractionDigits: 1) } s میں بنا): اسے اپنے LMS پر SCORM پیکج کے طور پر اپ لوڈ کریں۔
