### Las palabras de Hyperplane para los conjuntos de datos incluidos (paquete engine/datasets): sus títulos, fuentes, licencias y notas, en español.
### Los nombres de las características y de las clases son los de los propios conjuntos de datos (las columnas de sus archivos), no palabras del catálogo.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

dataset-iris = Flores iris (Fisher 1936)
dataset-penguins = Pingüinos de Palmer (Gorman 2014)
dataset-breast-cancer = Cáncer de mama Wisconsin (diag.)
dataset-iris-source = R. A. Fisher, “The use of multiple measurements in taxonomic problems”, Annals of Eugenics 7 (1936); medidas tomadas por E. Anderson. Copiado del iris.csv de scikit-learn (python3-sklearn de Debian), que sigue el artículo de Fisher (la copia de UCI difiere en dos valores).
dataset-iris-licence = Datos de dominio público (1936); el UCI Machine Learning Repository los publica bajo CC BY 4.0.
dataset-iris-note = 150 flores, 50 de cada especie, cuatro medidas en centímetros, sin valores ausentes.
dataset-penguins-source = K. B. Gorman, T. D. Williams, W. R. Fraser, PLoS ONE 9(3) e90081 (2014), Palmer Station Antarctica LTER; el paquete palmerpenguins de A. Horst, A. Hill y K. Gorman. Copiado del paquete npm vega-datasets 3.2.1 (penguins.json).
dataset-penguins-licence = CC0 1.0 (como indican los autores de palmerpenguins y el datapackage.json de vega-datasets).
dataset-penguins-note = 344 pingüinos de tres especies; dos (un adelia y un papúa) no tienen ninguna medida y se omiten sean cuales sean las características, así que se muestran 342. (El sexo, que falta en otros 10, no se usa.)
dataset-breast-cancer-source = W. H. Wolberg, W. N. Street, O. L. Mangasarian (1995), UCI Machine Learning Repository, conjunto de datos 17. Copiado del breast_cancer.csv de scikit-learn (python3-sklearn de Debian); de las treinta características se conservan las diez «mean».
dataset-breast-cancer-licence = CC BY 4.0 (como indica el UCI Machine Learning Repository para sus conjuntos de datos).
dataset-breast-cancer-note = 569 tumores, 212 malignos y 357 benignos, diez características de los núcleos celulares, sin valores ausentes.

## Elegir qué cargar.

dataset-unknown = no existe el conjunto de datos { $id }
dataset-features = las características se numeran de 0 a { $max }
dataset-no-class = { $dataset } no tiene la clase { $class }; sus clases son { $classes }
dataset-keep-classes = conserva entre 2 y { $max } clases
dataset-standardize-two = tipificar necesita al menos dos puntos
dataset-standardize-constant = una coordenada es igual en todos los puntos: no se puede tipificar
