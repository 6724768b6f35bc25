### ہائپرپلین کے الفاظ: سبق کے سوالات حل کرنا، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $k: اس سوال کا نمبر؛ $n: سوالات۔
quiz-count = سوال { $k } از { $n }
quiz-previous = ▶ پچھلا
quiz-next = اگلا ◀
quiz-right = ✓ درست۔
quiz-wrong = ✗ یہ نہیں۔
# $n: اب تک کے کلک۔
quiz-predict-line = پلاٹ پر دو { -points } پر کلک کریں جہاں آپ کے خیال میں { -boundary } جائے گی (2 میں سے { $n })۔ کی بورڈ سے: پلاٹ پر تیروں سے کرسر ہلائیں اور Enter دبائیں۔
quiz-predict-mistakes = اُن { -points } پر کلک کریں جو آپ کے خیال میں تربیت یافتہ ماڈل غلط کرے گا؛ نشان ہٹانے کے لیے دوبارہ کلک کریں ({ $n } نشان زد)۔ کی بورڈ سے: پلاٹ پر m، n یا تیروں سے ایک { -point } چنیں اور Enter دبائیں۔
quiz-reveal = تربیت دیں اور دکھائیں
quiz-clear = میرے کلک صاف کریں
quiz-again = دوبارہ پیش گوئی کریں
quiz-score-saved = اسکور { $score }/100: آپ کا محفوظ جواب (ڈیشڈ)۔
# $angle: طالب علم کے خط اور حد کے درمیان ڈگریاں؛ $offset: مرکز پر ان کا فاصلہ۔
quiz-score-line = اسکور { $score }/100: آپ کا خط { -boundary } کی سمت سے { NUMBER($angle, minimumFractionDigits: 1, maximumFractionDigits: 1) }° ہٹا ہوا ہے اور مرکز پر اس سے { $offset } دور ہے (ڈیشڈ: آپ کی پیش گوئی)۔
# $marked نشان زد نقاط میں سے $hits غلطیاں ہیں؛ $precision، $recall: فیصد میں۔
quiz-score-mistakes = اسکور { $score }/100: آپ کے { $marked } نشان زد { -points } میں سے { $hits } غلطیاں ہیں (پریسیژن { $precision }%)، اور آپ نے { $mistakes } غلطیوں میں سے { $hits } ڈھونڈیں (ریکال { $recall }%)۔
quiz-overlay = آپ کی پیش گوئی
