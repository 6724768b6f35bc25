### ہائپرپلین کے الفاظ: کورس کی اصطلاحات، ٹرمز کی صورت میں جنہیں ہر پیغام استعمال کرتا ہے، اردو میں۔
### کورس ?strings= سے کوئی اصطلاح ہر جگہ ایک ساتھ بدل سکتا ہے (مثلاً -bias = دہلیز)۔
### اردو میں بڑے اور چھوٹے حروف نہیں ہوتے، اس لیے $case ("cap" یا "lower") کی دونوں صورتیں ایک ہیں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = { $case ->
   *[lower] بائس
    [cap] بائس
}
-weight = { $case ->
   *[lower] وزن
    [cap] وزن
}
-weights = { $case ->
   *[lower] اوزان
    [cap] اوزان
}
-margin = { $case ->
   *[lower] مارجن
    [cap] مارجن
}
-class = { $case ->
   *[lower] کلاس
    [cap] کلاس
}
-classes = { $case ->
   *[lower] کلاسیں
    [cap] کلاسیں
}
-point = { $case ->
   *[lower] نقطہ
    [cap] نقطہ
}
-points = { $case ->
   *[lower] نقاط
    [cap] نقاط
}
-step = { $case ->
   *[lower] قدم
    [cap] قدم
}
-accuracy = { $case ->
   *[lower] درستی
    [cap] درستی
}
-boundary = { $case ->
   *[lower] فیصلہ کی حد
    [cap] فیصلہ کی حد
}
-loss = { $case ->
   *[lower] نقصان
    [cap] نقصان
}
