### ہائپرپلین کے الفاظ: ٹیسٹ تقسیم، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $pct: درستی فیصد میں، 0 سے 100۔
split-percent = { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $pct: الگ رکھے گئے نقاط کا حصہ، فیصد میں؛ $n: کتنے۔
split-value = { $pct }% · { $n } { -points }
split-off = بند
# $train، $test: درستیاں، لکھی ہوئی؛ $loss، $testLoss: معیار کی قدریں۔
split-score = تربیتی { -accuracy } { $train }، ٹیسٹ { $test } · { -loss } { $loss }، ٹیسٹ { $testLoss }
split-score-no-loss = تربیتی { -accuracy } { $train }، ٹیسٹ { $test } · اس طریقے کے معیار کی الگ رکھے گئے { -points } پر کوئی قدر نہیں
