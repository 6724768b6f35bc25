### Die Wörter von Hyperplane für die mitgelieferten Datensätze (Paket engine/datasets): Titel, Quellen, Lizenzen und Hinweise, auf Deutsch.
### Die Namen der Merkmale und Klassen sind die der Datensätze selbst (die Spalten ihrer Dateien), keine Wörter des Katalogs.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

dataset-iris = Iris-Blüten (Fisher 1936)
dataset-penguins = Palmer-Pinguine (Gorman u. a. 2014)
dataset-breast-cancer = Brustkrebs Wisconsin (diagnostisch)
dataset-iris-source = R. A. Fisher, „The use of multiple measurements in taxonomic problems“, Annals of Eugenics 7 (1936); gemessen von E. Anderson. Kopiert aus iris.csv von scikit-learn (Debian python3-sklearn), das Fishers Artikel folgt (die UCI-Kopie weicht in zwei Werten ab).
dataset-iris-licence = Gemeinfreie Daten (1936); das UCI Machine Learning Repository führt sie unter CC BY 4.0.
dataset-iris-note = 150 Blüten, je 50 von jeder Art, vier Messungen in Zentimetern, keine fehlt.
dataset-penguins-source = K. B. Gorman, T. D. Williams, W. R. Fraser, PLoS ONE 9(3) e90081 (2014), Palmer Station Antarctica LTER; das Paket palmerpenguins von A. Horst, A. Hill und K. Gorman. Kopiert aus dem npm-Paket vega-datasets 3.2.1 (penguins.json).
dataset-penguins-licence = CC0 1.0 (wie die Autorinnen von palmerpenguins und die datapackage.json von vega-datasets angeben).
dataset-penguins-note = 344 Pinguine dreier Arten; zwei (ein Adélie- und ein Eselspinguin) haben gar keine Messwerte und werden unabhängig von den Merkmalen ausgelassen, daher werden 342 gezeigt. (Das Geschlecht, das bei 10 weiteren fehlt, wird nicht verwendet.)
dataset-breast-cancer-source = W. H. Wolberg, W. N. Street, O. L. Mangasarian (1995), UCI Machine Learning Repository, Datensatz 17. Kopiert aus breast_cancer.csv von scikit-learn (Debian python3-sklearn); von den dreißig Merkmalen werden die zehn „mean“-Merkmale behalten.
dataset-breast-cancer-licence = CC BY 4.0 (wie das UCI Machine Learning Repository für seine Datensätze angibt).
dataset-breast-cancer-note = 569 Tumoren, 212 bösartig und 357 gutartig, zehn Merkmale der Zellkerne, keines fehlt.

## Auswählen, was geladen wird.

# $id ist die angegebene Kennung, in Anführungszeichen.
dataset-unknown = es gibt keinen Datensatz { $id }
dataset-features = die Merkmale sind von 0 bis { $max } nummeriert
# $dataset ist der Titel des Datensatzes; $class der angegebene Name, in Anführungszeichen; $classes seine Klassen, wie die Datei sie nennt.
dataset-no-class = { $dataset } hat keine Klasse { $class }; seine Klassen sind { $classes }
dataset-keep-classes = behalten Sie zwischen 2 und { $max } Klassen
dataset-standardize-two = Standardisieren braucht mindestens zwei Punkte
dataset-standardize-constant = eine Koordinate ist für jeden Punkt gleich: sie lässt sich nicht standardisieren
