### Hyperplane's words: the Real data section, the axes' names and a wide CSV's columns, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

datasets-title = Real data
datasets-pick =
    .aria-label = Data set
datasets-x =
    .aria-label = Feature on x
datasets-y =
    .aria-label = Feature on y
datasets-classes =
    .aria-label = { -classes(case: "cap") } to keep
datasets-load = Load
    .title = Replace the { -points } by the data set (undo brings them back)
datasets-standardize = Standardize the { -points }
    .title = Replace each coordinate v by (v − mean) / standard deviation, over all the { -points } (undo takes it back)
datasets-std = standardize (z-scores)
# $note: what the data set is; $source: where it comes from; $licence: its licence.
datasets-source = { $note } Source: { $source } Licence: { $licence }
datasets-axes =
    .aria-label = What the axes measure
datasets-csv-class = { -class }
datasets-csv-import = Import
datasets-csv-cancel = Cancel
# $name: the file's name; $columns, $rows: its size.
datasets-csv-title = { $name }: { $columns } columns, { $rows } rows
datasets-csv-ask = Which two columns are x and y, and which is the { -class }?
