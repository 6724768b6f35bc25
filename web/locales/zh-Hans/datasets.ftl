### Hyperplane's words: the Real data section, the axes' names and a wide CSV's columns, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

datasets-title = 真实数据
datasets-pick =
    .aria-label = 数据集
datasets-x =
    .aria-label = x 轴上的特征
datasets-y =
    .aria-label = y 轴上的特征
datasets-classes =
    .aria-label = 保留的{ -classes }
datasets-load = 载入
    .title = 用该数据集替换现有{ -points }（撤销可恢复）
datasets-standardize = 标准化{ -points }
    .title = 在所有{ -points }上把每个坐标 v 替换为 (v − 均值) / 标准差（撤销可还原）
datasets-std = 标准化（z 分数）
# $note: what the data set is; $source: where it comes from; $licence: its licence.
datasets-source = { $note } 来源：{ $source } 许可：{ $licence }
datasets-axes =
    .aria-label = 两轴度量的是什么
datasets-csv-class = { -class }
datasets-csv-import = 导入
datasets-csv-cancel = 取消
# $name: the file's name; $columns, $rows: its size.
datasets-csv-title = { $name }：{ $columns } 列，{ $rows } 行
datasets-csv-ask = 哪两列是 x 和 y，哪一列是{ -class }？
