### ہائپرپلین کے الفاظ: صفحے کے اپنے (لوڈنگ، زبانیں، کورس کے الفاظ)، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## لوڈنگ کا پردہ۔

page-loading = { -hyperplane } لوڈ ہو رہا ہے…
page-loading-bar =
    .aria-label = پروگرام کی ڈاؤن لوڈ
page-loading-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-loading-of = { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB میں سے { NUMBER($got, minimumFractionDigits: 1, maximumFractionDigits: 1) }
page-load-failed = { -hyperplane } اپنا پروگرام لوڈ نہیں کر سکا: { $error }
page-page-failed = { -hyperplane } اپنا صفحہ لوڈ نہیں کر سکا: { $error }
page-stopped = { -hyperplane } رک گیا۔ دوبارہ شروع کرنے کے لیے صفحہ ری لوڈ کریں۔

## کورس کے اپنے الفاظ (?strings= اور ایمبیڈ API کا setStrings)۔

i18n-strings-refused = کورس کے الفاظ استعمال نہیں ہوئے: { $reason }
i18n-strings-cross-origin = { $url } پر کورس کے الفاظ لوڈ نہیں ہوئے: انہیں اسی صفحے کی اپنی سائٹ سے آنا چاہیے۔
i18n-strings-malformed = { $url } میں کورس کے الفاظ استعمال نہیں ہوئے: { $reason }
i18n-strings-unreadable = { $url } میں کورس کے الفاظ پڑھے نہیں جا سکے ({ $reason })۔
i18n-check-empty = فائل خالی ہے۔
i18n-check-too-long = فائل { $max } حروف سے لمبی ہے۔
i18n-check-line = سطر { $line } نہ پیغام ہے، نہ تبصرہ، نہ کسی پیغام کی اندر کو کھسکی ہوئی سطر۔
i18n-check-entry = سطر { $line } پر { $name } کو Fluent کے طور پر پڑھا نہیں جا سکتا۔
i18n-check-unknown = سطر { $line } میں { $name } ہے، جو صفحے کا کوئی پیغام نہیں۔

## زبان، صفحے کے API اور کورس کے صفحے سے۔

language-bad-code = setLocale زبان کا ٹیگ لیتا ہے، جیسے cs یا zh-Hans۔
language-strings-not-text = setStrings کورس کے الفاظ Fluent متن کے طور پر لیتا ہے۔
language-texts-not-list = formatTexts زیادہ سے زیادہ 500 متون {"{"}id, args, attr{"}"} کی فہرست لیتا ہے۔
# $lang: دیا گیا ٹیگ، واوین میں۔
scene-lang-invalid = منظر کی زبان { $lang } زبان کا ٹیگ نہیں (جیسے cs یا zh-Hans)۔
