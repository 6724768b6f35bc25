### ہائپرپلین کے الفاظ: ڈرائنگ ٹولز، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

tools-bar =
    .aria-label = ڈرائنگ ٹولز
# ٹول کا بٹن اپنی علامت دکھاتا ہے؛ اس کا نام پڑھا جاتا ہے اور عنوان دکھایا جاتا ہے۔
tools-point =
    .aria-label = { -point(case: "cap") }
    .title = { -point(case: "cap") }: کلک سے { -point } شامل ہوتا ہے، گھسیٹنے سے ایک ہلتا ہے یا منظر سرکتا ہے (p)
tools-spray =
    .aria-label = اسپرے
    .title = اسپرے: مرکز سے باہر کی طرف گھسیٹیں؛ گھسیٹنا گاؤسی جھرمٹ کا پھیلاؤ اور سمت مقرر کرتا ہے (a)
tools-eraser =
    .aria-label = ربڑ
    .title = ربڑ: برش جن { -points } پر سے گزرے انہیں ہٹاتا ہے (e)
tools-lasso =
    .aria-label = کمند
    .title = کمند: { -points } منتخب کرنے کے لیے ان کے گرد لکیر کھینچیں؛ سب کو ہلانے کے لیے کسی منتخب { -point } کو گھسیٹیں (l)
tools-box =
    .aria-label = ڈبہ
    .title = ڈبہ: { -points } منتخب کرنے کے لیے ڈبہ گھسیٹیں؛ سب کو ہلانے کے لیے کسی منتخب { -point } کو گھسیٹیں (b)
tools-jitter =
    .aria-label = لرزش
    .title = لرزش: برش جس { -point } پر سے گزرے اسے تھوڑے سے شور سے ہلاتا ہے (j)
tools-count-box =
    .title = ہر اسپرے اسٹروک کے { -points(case: "cap") }
tools-count =
    .aria-label = ہر اسپرے اسٹروک کے { -points(case: "cap") }
tools-delete-title =
    .title = منتخب { -points } حذف کریں (Delete)
# $n: منتخب نقاط۔
tools-delete = { $n } حذف کریں
tools-relabel = ← { -class }
    .title = منتخب { -points } کو نئے { -points } کی { -class } دیں
