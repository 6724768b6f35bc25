### ہائپرپلین کے الفاظ: کورس کے صفحے کو ایمبیڈ API کے جوابات، اور مثالی کورس کا صفحہ، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $origin: پتے نے اوریجن کے طور پر کیا دیا۔
embed-origin-ignored = { -hyperplane }: ایمبیڈ کا اوریجن { $origin } کوئی http یا https اوریجن نہیں؛ اسے نظر انداز کیا گیا
embed-unsendable = جواب بھیجا نہیں جا سکتا: { $error }
# $origin: حکم بھیجنے والے صفحے کا اوریجن؛ $encoded: وہی، پتے کے لیے۔
embed-command-ignored = { -hyperplane }: { $origin } سے آیا حکم نظر انداز کیا گیا: یہ ایمبیڈ صرف اُن اوریجنز سے حکم لیتا ہے جن کی اس کا پتہ اجازت دیتا ہے (&origin={ $encoded } شامل کریں)
embed-version = یہ ایمبیڈ لفافے {"{"}hyperplane: 1, kind, id, name, payload{"}"} کا ورژن 1 بولتا ہے
embed-kind = ایمبیڈ صرف "command" قسم کے پیغامات لیتا ہے
embed-extra = لفافے میں فیلڈ { $field } ہے؛ اس میں صرف hyperplane، kind، id، name اور payload ہوتے ہیں
embed-id = id کو زیادہ سے زیادہ { $max } حروف کی اسٹرنگ یا محدود عدد ہونا چاہیے
embed-name = name کو اسٹرنگ ہونا چاہیے: window.hyperplane کا ایک فنکشن
embed-no-command = کوئی حکم { $name } نہیں؛ hyperplane.commands() ان کی فہرست دیتا ہے (جو فنکشن لیتے ہیں وہ بھیجے نہیں جا سکتے)
embed-payload = payload کو دلائل کی array ہونا چاہیے، زیادہ سے زیادہ { $max }
embed-failed = hyperplane.{ $name } ناکام رہا: { $error }

## مثالی کورس کا صفحہ (embed/example.html)، جو یہ الفاظ پلے گراؤنڈ سے مانگتا ہے۔

example-title = { -hyperplane } ایمبیڈ شدہ کورس کا صفحہ
example-heading = ہفتہ 3: پرسیپٹرون
example-intro = یہ صفحہ ایسے کورس کے صفحے کی مثال ہے جو { -hyperplane } کو ایمبیڈ کرتا ہے اور اس کے پیغام API (<code>embed/client.js</code>) سے اس سے بات کرتا ہے۔ اسے اوریجنز کے پار کام کرتا دیکھنے کے لیے { -hyperplane } کی سائٹ کے بجائے کسی اور سائٹ سے کھولیں: <code>example.html?playground=https://your.site/hyperplane/</code>۔ اس کے الفاظ پلے گراؤنڈ کے کیٹلاگ سے آتے ہیں، اس زبان میں جو نیچے کا مینو چنتا ہے (<code>setLocale</code>، <code>formatTexts</code>)۔
example-frame =
    .title = { -hyperplane }: خطی درجہ بندوں کا پلے گراؤنڈ
example-drive =
    .aria-label = پلے گراؤنڈ چلائیں
example-load = AND گیٹ لوڈ کریں
example-train = پرسیپٹرون کو تربیت دیں
example-read = { -weights } پڑھیں
example-lesson = سبق کھولیں
example-language = پلے گراؤنڈ کی زبان
example-score = پلے گراؤنڈ کا بتایا ہوا اسکور:
example-score-none = ابھی کوئی نہیں
example-log =
    .aria-label = پلے گراؤنڈ کے پیغامات
# $n: وہ احکام جو پلے گراؤنڈ لیتا ہے۔
example-ready = تیار: { $n } احکام
example-trained = تربیت یافتہ: { -step } { $step }، { -accuracy } { $accuracy }
# $k: سوال؛ $max میں سے $score۔
example-answered = سوال { $k } کا جواب دیا: { $max } میں سے { $score }
example-completed = { $max } میں سے { $score }
example-resize = پلے گراؤنڈ { $height } پکسل اونچا ہے
