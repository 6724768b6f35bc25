### ہائپرپلین کے الفاظ: نمائش کا حصہ اور موازنہ شدہ حدود کی وضاحتی فہرست، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $name: طریقے کا نام؛ $pct: اس کی تربیتی درستی فیصد میں۔
view-legend-accuracy = { $name } · { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
# $error: طریقے کا موازنہ کیوں نہیں ہو سکا۔
view-legend-error = { $name } — { $error }
view-compare-stop = { $name } سے موازنہ بند کریں
# $n: نمونے کے نقاط؛ $of: تربیتی نقاط۔
view-compare-sample = { $of } { -points } میں سے { $n } کے نمونے پر موازنہ
