### ہائپرپلین کے الفاظ: صفحے پر چھوڑی گئی چیز کیا لائی، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

drop-files = { $n } فائلیں چھوڑی گئیں؛ ایک وقت میں ایک فائل چھوڑیں: CSV (x، y، { -class })، یا منظر یا سبق (JSON)۔
drop-folder = فولڈر { $name } چھوڑا گیا؛ اس میں سے ایک فائل چھوڑیں: CSV (x، y، { -class })، یا منظر یا سبق (JSON)۔
drop-not-data = { $name } ایسی فائل نہیں جسے { -hyperplane } کھولتا ہے: CSV (x، y، { -class })، یا منظر یا سبق (JSON) چھوڑیں۔
drop-unreadable = چھوڑی گئی چیز ایسی فائل نہیں جو پڑھی جا سکے؛ اسے اپنے کمپیوٹر پر محفوظ کریں اور وہاں سے چھوڑیں۔
drop-image = ویب صفحے سے ایک تصویر چھوڑی گئی؛ { -hyperplane } ڈیٹا کھولتا ہے: CSV (x، y، { -class })، یا منظر یا سبق (JSON) چھوڑیں۔
drop-link = ایک لنک چھوڑا گیا؛ { -hyperplane } فائلیں کھولتا ہے، لنک نہیں: فائل ڈاؤن لوڈ کر کے یہاں چھوڑیں۔
drop-text = متن چھوڑا گیا؛ { -hyperplane } فائلیں کھولتا ہے: متن کو CSV فائل (x، y، { -class }) کے طور پر محفوظ کر کے فائل چھوڑیں۔
drop-nothing = کھلنے کے قابل کچھ نہیں چھوڑا گیا: CSV (x، y، { -class })، یا منظر یا سبق (JSON) چھوڑیں۔
