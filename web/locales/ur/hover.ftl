### ہائپرپلین کے الفاظ: پوائنٹر کے نیچے نقطے کی ٹول ٹپ، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

hover-class-none = کوئی نہیں
# $k: کلاس کا نمبر؛ $name: اس کا نام، جیسے صارف نے لکھا۔
hover-class = { $k } { $name }
# $n: نقطے کا نمبر؛ $x، $y: اس کے محددات، لکھے ہوئے؛ $cls: اس کی کلاس۔
hover-point = { -point } { $n } ({ $x }, { $y })، { -class } { $cls }
hover-decided = فیصلہ: { $cls }
hover-decided-stage = فیصلہ: { $cls } (فیصلے کے مرحلے کے تحت)
hover-list-sep = {"، "}
# $ps: پوسٹیرئیر احتمالات، لکھے ہوئے۔
hover-posteriors = p(C|x) = { $ps }
hover-posteriors-priors = p(C|x) = { $ps }، مقرر کردہ پرائیر کے تحت
hover-functional = فنکشنل { -margin } y·h(x) = { $v }
hover-geometric = جیومیٹرک { -margin } y·h/‖w‖ = { $v }
hover-distance = فاصلہ ≈ y·h/‖∇h‖ = { $v }
hover-feature = فیچر اسپیس میں { -margin } y·h/‖w‖ = { $v }
hover-hk = ہو-کشیپ b_n = { $b }، e_n = y·aᵀz − b_n = { $e }
hover-dual = f(x) = { $f }، α = { $alpha }
hover-dual-bound = f(x) = { $f }، α = { $alpha } (حد C پر)
hover-slack = سلیک ξ = max(0, 1 − y·f) = { $v }
hover-multi = { -margin } h_own − max h_other = { $v }
