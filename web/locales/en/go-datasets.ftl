### Hyperplane's words for the bundled data sets (package engine/datasets): their titles, sources, licences and notes, in English.
### The features' and classes' names are the data sets' own (their files' columns), not words of the catalog.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

dataset-iris = Iris flowers (Fisher 1936)
dataset-penguins = Palmer penguins (Gorman et al. 2014)
dataset-breast-cancer = Breast cancer Wisconsin (diagnostic)
dataset-iris-source = R. A. Fisher, “The use of multiple measurements in taxonomic problems”, Annals of Eugenics 7 (1936); measured by E. Anderson. Copied from scikit-learn's iris.csv (Debian python3-sklearn), which follows Fisher's paper (the UCI copy differs in two values).
dataset-iris-licence = Public domain data (1936); the UCI Machine Learning Repository lists it under CC BY 4.0.
dataset-iris-note = 150 flowers, 50 of each species, four measurements in centimetres, none missing.
dataset-penguins-source = K. B. Gorman, T. D. Williams, W. R. Fraser, PLoS ONE 9(3) e90081 (2014), Palmer Station Antarctica LTER; the palmerpenguins package by A. Horst, A. Hill and K. Gorman. Copied from the npm package vega-datasets 3.2.1 (penguins.json).
dataset-penguins-licence = CC0 1.0 (as the palmerpenguins authors and vega-datasets' datapackage.json state).
dataset-penguins-note = 344 penguins of three species; two (an Adélie and a Gentoo) have no measurements at all and are left out whatever the features, so 342 are shown. (The sex, missing for 10 more, is not used.)
dataset-breast-cancer-source = W. H. Wolberg, W. N. Street, O. L. Mangasarian (1995), UCI Machine Learning Repository, data set 17. Copied from scikit-learn's breast_cancer.csv (Debian python3-sklearn); the ten “mean” features of the thirty are kept.
dataset-breast-cancer-licence = CC BY 4.0 (as the UCI Machine Learning Repository states for its data sets).
dataset-breast-cancer-note = 569 tumours, 212 malignant and 357 benign, ten features of the cell nuclei, none missing.

## Choosing what to load.

# $id is the id given, in quotes.
dataset-unknown = there is no data set { $id }
dataset-features = the features are numbered 0 to { $max }
# $dataset is the data set's title; $class the name given, in quotes; $classes its classes, as the file names them.
dataset-no-class = { $dataset } has no class { $class }; its classes are { $classes }
dataset-keep-classes = keep between 2 and { $max } classes
dataset-standardize-two = standardizing needs at least two points
dataset-standardize-constant = a coordinate is the same for every point: it cannot be standardized
