### Hyperplane's words for the bundled data sets (package engine/datasets): their titles, sources, licences and notes, in Simplified Chinese.
### The features' and classes' names are the data sets' own (their files' columns), not words of the catalog.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

dataset-iris = 鸢尾花（Fisher 1936）
dataset-penguins = 帕尔默企鹅（Gorman 等 2014）
dataset-breast-cancer = 威斯康星乳腺癌（诊断）
dataset-iris-source = R. A. Fisher，“The use of multiple measurements in taxonomic problems”，Annals of Eugenics 7（1936）；由 E. Anderson 测量。复制自 scikit-learn 的 iris.csv（Debian python3-sklearn），它与 Fisher 的论文一致（UCI 的副本有两个值不同）。
dataset-iris-licence = 公有领域数据（1936）；UCI 机器学习库将其列为 CC BY 4.0。
dataset-iris-note = 150 朵花，每个物种 50 朵，四项以厘米为单位的测量值，无缺失。
dataset-penguins-source = K. B. Gorman、T. D. Williams、W. R. Fraser，PLoS ONE 9(3) e90081（2014），南极帕尔默站 LTER；A. Horst、A. Hill 和 K. Gorman 的 palmerpenguins 包。复制自 npm 包 vega-datasets 3.2.1（penguins.json）。
dataset-penguins-licence = CC0 1.0（据 palmerpenguins 的作者和 vega-datasets 的 datapackage.json 所述）。
dataset-penguins-note = 三个物种的 344 只企鹅；其中两只（一只阿德利企鹅和一只巴布亚企鹅）完全没有测量值，无论选择哪些特征都会被略去，因此显示 342 只。（另有 10 只缺少的性别一项未被使用。）
dataset-breast-cancer-source = W. H. Wolberg、W. N. Street、O. L. Mangasarian（1995），UCI 机器学习库，数据集 17。复制自 scikit-learn 的 breast_cancer.csv（Debian python3-sklearn）；保留了三十个特征中的十个“均值”特征。
dataset-breast-cancer-licence = CC BY 4.0（据 UCI 机器学习库对其数据集的说明）。
dataset-breast-cancer-note = 569 个肿瘤，其中恶性 212 个、良性 357 个，细胞核的十个特征，无缺失。

## Choosing what to load.

# $id is the id given, in quotes.
dataset-unknown = 没有数据集 { $id }
dataset-features = 特征编号为 0 到 { $max }
# $dataset is the data set's title; $class the name given, in quotes; $classes its classes, as the file names them.
dataset-no-class = { $dataset } 没有类别 { $class }；它的类别有 { $classes }
dataset-keep-classes = 请保留 2 到 { $max } 个类别
dataset-standardize-two = 标准化至少需要两个点
dataset-standardize-constant = 有一个坐标对所有点都相同：无法标准化
