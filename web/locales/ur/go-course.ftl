### ہائپرپلین کے الفاظ اسباق کے بارے میں (پیکج engine/course): سبق، اس کے سوالات اور پیش گوئیوں کی جانچ، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## ایک سبق۔

course-lesson-size = سبق کا سائز { $size } ہے؛ حد { $max } ہے
course-lesson-scene = سبق کا منظر: { $why }
course-lesson-no-title = سبق کو عنوان درکار ہے
course-lesson-no-text = سبق کو متن درکار ہے
course-lesson-id = سبق کی شناخت
# $id دی گئی شناخت ہے، واوین میں۔
course-lesson-id-chars = سبق کی شناخت { $id } میں صرف چھوٹے لاطینی حروف، ہندسے اور - ہو سکتے ہیں
course-the-lesson = سبق: { $why }

## اس کے "آزمائیں" قدم، کنٹرولز اور سوالات۔ $controls اور $parts وہ نام ہیں جو سبق کی فائل لکھتی ہے۔

course-try-count = سبق میں زیادہ سے زیادہ { $max } "آزمائیں" قدم ہوتے ہیں، { $n } نہیں
course-try-step = "آزمائیں" قدم { $n }
course-locks = سبق { $control } کو لاک کرتا ہے، جو کوئی کنٹرول نہیں؛ کنٹرولز یہ ہیں: { $controls }
course-hides = سبق { $part } کو چھپاتا ہے، جو ایسا حصہ نہیں جسے وہ چھپا سکے؛ حصے یہ ہیں: { $parts }
course-questions-count = سبق میں زیادہ سے زیادہ { $max } سوالات ہوتے ہیں، { $n } نہیں
course-question = سوال { $n }: { $why }
course-no-prompt = اس میں کوئی سوال کا متن نہیں
course-the-prompt = سوال کا متن
course-choice-target = کثیر انتخابی سوال کا کوئی ہدف نہیں ہوتا
course-choices-count = کثیر انتخابی سوال میں { $min } سے { $max } انتخاب ہوتے ہیں، { $n } نہیں
course-choice-empty = انتخاب { $n } خالی ہے
course-choice = انتخاب { $n }
course-answer-range = جواب انتخاب { $answer } ہے، مگر انتخاب 1 سے { $n } تک ہیں
course-feedback-count = اس میں { $choices } انتخابات کے لیے { $n } رائے کے متن ہیں: ہر انتخاب کے لیے ایک دیں، یا کوئی نہیں
course-feedback = انتخاب { $n } کی رائے
course-predict-extras = پیش گوئی والے سوال میں انتخاب، جواب یا رائے نہیں ہوتے
course-predict-line = { -boundary } کی پیش گوئی کے لیے خطی بیسس میں دو کلاسوں والا منظر درکار ہے، جہاں { -boundary } ایک خط ہو
# $target اور $kind دی گئی قدریں ہیں، واوین میں؛ $a اور $b وہ قدریں جو سبق کی فائل لکھ سکتی ہے۔
course-target = ہدف { $target } نہ { $a } ہے نہ { $b }
course-no-kind = اس کی کوئی قسم نہیں (choice یا predict)
course-kind = قسم { $kind } نہ { $a } ہے نہ { $b }

## پیش گوئی کی جانچ۔

course-line-two-classes = { -boundary } صرف خطی بیسس میں دو کلاسوں کے لیے خط ہوتی ہے
course-line-not-single = اس ماڈل کی { -boundary } ایک اکیلا خط نہیں
course-line-not-plane = اس ماڈل کی { -boundary } سطح کا خط نہیں
course-line-zero = تربیت یافتہ ماڈل کی { -boundary } کا کوئی خط نہیں (x اور y پر اس کے { -weights } صفر ہیں)
course-predict-same = پیش گوئی کے دونوں نقاط مختلف ہونے چاہییں
course-predict-no-line = تربیت یافتہ ماڈل کی { -boundary } کا کوئی خط نہیں
course-predict-viewport = منظر کی کھڑکی خالی ہے

## سبق بطور SCORM پیکج، اور LMS میں طالب علم کی پیش رفت۔

# $n سوال کا نمبر ہے؛ $want اور $kind جواب کی قسمیں (c، b، m)۔
scorm-no-question = کوئی سوال { $n } نہیں ہے
scorm-answer-kind = سوال { $n } قسم { $want } کا جواب لیتا ہے، { $kind } نہیں
scorm-score-range = سوال { $n } کا اسکور 0 سے { $max } تک ہونا چاہیے
scorm-choices = سوال { $n } کے انتخاب 1 سے { $choices } تک ہیں
scorm-line-answer = سوال { $n } کا جواب ایک خط کے دو نقاط ہیں
scorm-line-points = سوال { $n } کے جواب کے نقاط محدود ہونے چاہییں، ±{ $max } کے اندر
scorm-marks-count = سوال { $n } کا جواب زیادہ سے زیادہ { $max } نقاط نشان زد کرتا ہے
scorm-marks-point = سوال { $n } کا جواب نقطہ { $point } نشان زد کرتا ہے، جو موجود نہیں ہو سکتا
scorm-answer-no-kind = سوال { $n } کا جواب کسی قسم کا نہیں ({ $kind })
scorm-scene-unsaved = منظر محفوظ نہیں ہو سکتا: { $why }
# $n اور $max حروف گنتے ہیں، ہندسوں میں۔
scorm-answers-long = صرف جوابات { $n } حروف لیتے ہیں؛ حد { $max } ہے
scorm-progress-long = محفوظ شدہ پیش رفت { $n } حروف لمبی ہے؛ حد { $max } ہے
scorm-progress-not-ours = محفوظ شدہ پیش رفت Hyperplane کی نہیں: { $why }
scorm-progress-version = محفوظ شدہ پیش رفت Hyperplane کے کسی اور ورژن کی ہے
scorm-saved-scene = محفوظ شدہ منظر: { $why }
scorm-progress-answers = محفوظ شدہ پیش رفت میں { $n } جوابات ہیں؛ سبق میں زیادہ سے زیادہ { $max } سوالات ہوتے ہیں
scorm-saved-answer = محفوظ شدہ جواب { $n }: { $why }
scorm-answer-form = یہ [question, kind, answer, score] نہیں ہے
scorm-answer-question = اس کا سوال صحیح عدد نہیں
scorm-answer-kind-letter = اس کی قسم c، b یا m نہیں
scorm-answer-score = اس کا اسکور 0 سے { $max } تک کا عدد نہیں
scorm-answer-choice = اس کا انتخاب صحیح عدد نہیں
scorm-answer-line = اس کا خط [x1, y1, x2, y2] نہیں
scorm-answer-marks = اس کے نشانات نقاط کی فہرست نہیں
scorm-answer-marks-count = یہ { $max } سے زیادہ نقاط نشان زد کرتا ہے
# $version دی گئی قدر ہے، واوین میں؛ $a اور $b ورژن (1.2، 2004)۔
scorm-version = SCORM ورژن { $version } نہ { $a } ہے نہ { $b }
scorm-pass-mark = کامیابی کا نشان 0 سے 100 تک فیصد کا صحیح عدد ہونا چاہیے، { $value } نہیں
# $file صفحے کی فائلوں میں سے ایک کا نام ہے۔
scorm-page-file = صفحے کی فائل { $file }: { $why }
scorm-page-size = صفحے میں { $files } سے زیادہ فائلیں یا { $mb } MB سے زیادہ ہیں
scorm-no-index = پیکج میں کوئی index.html نہیں
scorm-lesson-unpacked = سبق پیک نہیں ہو سکتا: { $why }
scorm-second-file = صفحے میں { $file } نام کی دوسری فائل ہے
scorm-missing-file = صفحے میں { $file } نہیں (make build چلائیں)
