### ہائپرپلین کے الفاظ: سبق کا SCORM پیکج اور LMS میں اس کا رن ٹائم، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $lang: دیا گیا ٹیگ، واوین میں۔
scorm-lang-invalid = پیکج کی زبان { $lang } زبان کا ٹیگ نہیں (جیسے cs یا zh-Hans)۔
# $have: صفحے کی زبانیں۔
scorm-lang-missing = صفحے میں زبان { $lang } کا کوئی کیٹلاگ نہیں؛ اس میں یہ ہیں: { $have }۔
scorm-lang-no-catalogs = صفحے میں کوئی کیٹلاگ نہیں ({ $file })، اس لیے زبان { $lang } بھی نہیں۔

## LMS میں پیکج کا رن ٹائم۔

# $fn: LMS کے SCORM API کا ایک فنکشن؛ $error: اس نے کیا پھینکا۔
scorm-lms-threw = { -hyperplane }: LMS کے { $fn } میں خرابی: { $error }
scorm-lesson-failed = پیکج کا سبق کھل نہیں سکا: { $error }
scorm-not-started = کورس (LMS) نے یہ سبق شروع نہیں کیا: آپ کے جوابات درج نہیں ہو رہے۔
scorm-no-lms = کورس میں نہیں (کوئی LMS نہیں ملا): آپ کے جوابات درج نہیں ہو رہے۔
scorm-restore-failed = آپ کا محفوظ کام بحال نہیں ہو سکا: { $error }
scorm-save-failed = آپ کا کام محفوظ نہیں ہو سکا: { $error }
scorm-no-answer = کوئی جواب نہیں
# $needed، $limit: حروف۔
scorm-scene-too-large = منظر کورس میں محفوظ کرنے کے لیے بہت بڑا ہے ({ $limit } میں سے { $needed } حروف): آپ کے جوابات اور اسکور محفوظ ہیں، آپ کے نقاط نہیں۔
# $status: scorm-status- کے الفاظ میں سے ایک۔
scorm-recorded = آپ کے کورس میں درج: { $status }۔
# $score: 100 میں سے۔
scorm-recorded-score = آپ کے کورس میں درج: 100 میں سے { $score }، { $status }۔
scorm-recorded-partial = آپ کے کورس میں درج: 100 میں سے { $score }، { $status } ({ $questions } میں سے { $answered } سوالات کے جواب دیے گئے)۔
scorm-status-passed = کامیاب
scorm-status-failed = ناکام
scorm-status-completed = مکمل
scorm-status-incomplete = نامکمل
