### ہائپرپلین کے الفاظ: شیئر کرنا، برآمد کرنا اور فائلیں کھولنا، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

files-scene-address = منظر کا پتہ درست نہیں۔
# $origin: اس صفحے کی سائٹ، https://…۔
files-scene-origin = مناظر صرف اسی سائٹ ({ $origin }) سے لوڈ ہوتے ہیں۔
files-scene-failed = منظر { $addr } لوڈ نہیں ہو سکا: { $error }
files-copied-link = لنک کاپی ہو گیا۔
files-copied-embed = ایمبیڈ کوڈ کاپی ہو گیا۔
# $name: فائل کا نام۔
files-opened = { $name } کھولی گئی۔
# $name: a big file's name, while it is read (before files-opened).
files-opening = { $name } کھولی جا رہی ہے…
# $mb: فائل کا سائز میگا بائٹ میں۔
files-too-big = { $name } کا سائز { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB ہے؛ 32 MB تک کی فائلیں کھولی جا سکتی ہیں۔
files-not-utf8 = { $name } نہیں کھولی گئی: یہ UTF-8 متن نہیں (اسے UTF-8 میں، اسپریڈ شیٹ میں “CSV UTF-8” کے طور پر، محفوظ کر کے دوبارہ کھولیں)۔
files-unreadable = { $name } پڑھی نہیں جا سکی: { $error }

## کوڈ کے طور پر برآمد۔

export-failed = منظر برآمد نہیں ہو سکا۔
export-code = کوڈ:
export-python = Python
    .title = ایک اسکرپٹ (NumPy، scikit-learn) جو یہ منظر فٹ کرتا ہے اور صفحے کے اعداد چھاپتا ہے
export-notebook = نوٹ بک
    .title = اسی کوڈ کی Jupyter نوٹ بک، علاقوں کے پلاٹ کے ساتھ
export-copy = Python کاپی کریں
    .title = اسکرپٹ کاپی کریں تاکہ ایڈیٹر یا نوٹ بک کے خانے میں چسپاں کر سکیں
export-python-saved = Python اسکرپٹ محفوظ ہو گیا: اسے python3 سے چلائیں۔
export-notebook-saved = نوٹ بک محفوظ ہو گئی: اسے Jupyter میں کھولیں۔
export-copied = Python کاپی ہو گیا۔
