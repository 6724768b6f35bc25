### ہائپرپلین کے الفاظ: حقیقی ڈیٹا کا حصہ، محوروں کے نام اور چوڑی CSV کے کالم، اردو میں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

datasets-title = حقیقی ڈیٹا
datasets-pick =
    .aria-label = ڈیٹا سیٹ
datasets-x =
    .aria-label = x پر فیچر
datasets-y =
    .aria-label = y پر فیچر
datasets-classes =
    .aria-label = رکھنے والی { -classes(case: "cap") }
datasets-load = لوڈ کریں
    .title = { -points } کو ڈیٹا سیٹ سے بدل دیں (واپس انہیں لوٹا دیتا ہے)
datasets-standardize = { -points } کو معیاری بنائیں
    .title = ہر محدد v کو تمام { -points } پر (v − اوسط) / معیاری انحراف سے بدل دیں (واپس اسے لوٹا دیتا ہے)
datasets-std = معیاری بنائیں (z اسکور)
# $note: ڈیٹا سیٹ کیا ہے؛ $source: کہاں سے آیا؛ $licence: اس کا لائسنس۔
datasets-source = { $note } ماخذ: { $source } لائسنس: { $licence }
datasets-axes =
    .aria-label = محور کیا ناپتے ہیں
datasets-csv-class = { -class }
datasets-csv-import = درآمد کریں
datasets-csv-cancel = منسوخ
# $name: فائل کا نام؛ $columns، $rows: اس کا سائز۔
datasets-csv-title = { $name }: { $columns } کالم، { $rows } قطاریں
datasets-csv-ask = کون سے دو کالم x اور y ہیں، اور کون سا { -class } ہے؟
