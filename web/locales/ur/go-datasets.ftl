### ہائپرپلین کے ساتھ آنے والے ڈیٹا سیٹس کے الفاظ (پیکج engine/datasets): ان کے عنوان، ماخذ، لائسنس اور نوٹ، اردو میں۔
### فیچرز اور کلاسوں کے نام ڈیٹا سیٹس کے اپنے ہیں (ان کی فائلوں کے کالم)، کیٹلاگ کے الفاظ نہیں۔
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

dataset-iris = آئرس کے پھول (فشر 1936)
dataset-penguins = پامر پینگوئن (گورمن وغیرہ 2014)
dataset-breast-cancer = چھاتی کا سرطان، وسکونسن (تشخیصی)
dataset-iris-source = R. A. Fisher، “The use of multiple measurements in taxonomic problems”، Annals of Eugenics 7 (1936)؛ پیمائش E. Anderson نے کی۔ scikit-learn کی iris.csv (Debian python3-sklearn) سے نقل، جو فشر کے مقالے کے مطابق ہے (UCI کی نقل دو قدروں میں مختلف ہے)۔
dataset-iris-licence = پبلک ڈومین ڈیٹا (1936)؛ UCI Machine Learning Repository اسے CC BY 4.0 کے تحت درج کرتی ہے۔
dataset-iris-note = 150 پھول، ہر نوع کے 50، سینٹی میٹر میں چار پیمائشیں، کوئی غائب نہیں۔
dataset-penguins-source = K. B. Gorman، T. D. Williams، W. R. Fraser، PLoS ONE 9(3) e90081 (2014)، Palmer Station Antarctica LTER؛ palmerpenguins پیکج از A. Horst، A. Hill اور K. Gorman۔ npm پیکج vega-datasets 3.2.1 (penguins.json) سے نقل۔
dataset-penguins-licence = CC0 1.0 (جیسا کہ palmerpenguins کے مصنفین اور vega-datasets کی datapackage.json بتاتی ہیں)۔
dataset-penguins-note = تین انواع کے 344 پینگوئن؛ دو (ایک Adélie اور ایک Gentoo) کی کوئی پیمائش نہیں اور فیچرز کچھ بھی ہوں وہ چھوڑ دیے جاتے ہیں، اس لیے 342 دکھائے جاتے ہیں۔ (جنس، جو مزید 10 کی غائب ہے، استعمال نہیں ہوتی۔)
dataset-breast-cancer-source = W. H. Wolberg، W. N. Street، O. L. Mangasarian (1995)، UCI Machine Learning Repository، ڈیٹا سیٹ 17۔ scikit-learn کی breast_cancer.csv (Debian python3-sklearn) سے نقل؛ تیس میں سے دس “mean” فیچرز رکھے گئے ہیں۔
dataset-breast-cancer-licence = CC BY 4.0 (جیسا کہ UCI Machine Learning Repository اپنے ڈیٹا سیٹس کے لیے بتاتی ہے)۔
dataset-breast-cancer-note = 569 رسولیاں، 212 مہلک اور 357 بے ضرر، خلیوں کے مرکزوں کے دس فیچرز، کوئی غائب نہیں۔

## کیا لوڈ کرنا ہے، اس کا انتخاب۔

# $id دی گئی شناخت ہے، واوین میں۔
dataset-unknown = کوئی ڈیٹا سیٹ { $id } نہیں ہے
dataset-features = فیچرز کے نمبر 0 سے { $max } تک ہیں
# $dataset ڈیٹا سیٹ کا عنوان ہے؛ $class دیا گیا نام، واوین میں؛ $classes اس کی کلاسیں، جیسے فائل انہیں نام دیتی ہے۔
dataset-no-class = { $dataset } میں کوئی کلاس { $class } نہیں؛ اس کی کلاسیں یہ ہیں: { $classes }
dataset-keep-classes = 2 سے { $max } تک کلاسیں رکھیں
dataset-standardize-two = معیاری بنانے کے لیے کم از کم دو نقاط درکار ہیں
dataset-standardize-constant = ایک محدد ہر نقطے کے لیے ایک جیسا ہے: اسے معیاری نہیں بنایا جا سکتا
