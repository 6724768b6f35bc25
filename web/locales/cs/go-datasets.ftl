### Slova Hyperplane pro přiložené datové sady (balíček engine/datasets): jejich názvy, zdroje, licence a poznámky, česky.
### Názvy příznaků a tříd jsou vlastní názvy datových sad (sloupce jejich souborů), nejsou to slova katalogu.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

dataset-iris = Kosatce (Fisher 1936)
dataset-penguins = Tučňáci Palmer (Gorman a kol. 2014)
dataset-breast-cancer = Rakovina prsu Wisconsin (diagnóza)
dataset-iris-source = R. A. Fisher, „The use of multiple measurements in taxonomic problems“, Annals of Eugenics 7 (1936); měřil E. Anderson. Zkopírováno z iris.csv ze scikit-learn (Debian python3-sklearn), který odpovídá Fisherovu článku (kopie UCI se liší ve dvou hodnotách).
dataset-iris-licence = Data ve veřejném vlastnictví (1936); UCI Machine Learning Repository je uvádí pod CC BY 4.0.
dataset-iris-note = 150 květů, 50 od každého druhu, čtyři míry v centimetrech, žádná nechybí.
dataset-penguins-source = K. B. Gorman, T. D. Williams, W. R. Fraser, PLoS ONE 9(3) e90081 (2014), Palmer Station Antarctica LTER; balíček palmerpenguins od A. Horst, A. Hill a K. Gorman. Zkopírováno z balíčku npm vega-datasets 3.2.1 (penguins.json).
dataset-penguins-licence = CC0 1.0 (jak uvádějí autoři palmerpenguins a datapackage.json z vega-datasets).
dataset-penguins-note = 344 tučňáků tří druhů; dva (jeden Adélie a jeden Gentoo) nemají vůbec žádná měření a vynechají se při jakýchkoli příznacích, takže se zobrazí 342. (Pohlaví, které chybí u dalších 10, se nepoužívá.)
dataset-breast-cancer-source = W. H. Wolberg, W. N. Street, O. L. Mangasarian (1995), UCI Machine Learning Repository, datová sada 17. Zkopírováno z breast_cancer.csv ze scikit-learn (Debian python3-sklearn); z třiceti příznaků je ponecháno deset „mean“ (průměrných).
dataset-breast-cancer-licence = CC BY 4.0 (jak UCI Machine Learning Repository uvádí pro své datové sady).
dataset-breast-cancer-note = 569 nádorů, 212 zhoubných a 357 nezhoubných, deset příznaků buněčných jader, žádný nechybí.

## Výběr, co načíst.

# $id je zadané id v uvozovkách.
dataset-unknown = datová sada { $id } neexistuje
dataset-features = příznaky jsou číslovány 0 až { $max }
# $dataset je název datové sady; $class zadaný název v uvozovkách; $classes její třídy, jak je pojmenovává soubor.
dataset-no-class = { $dataset } nemá třídu { $class }; její třídy jsou { $classes }
dataset-keep-classes = ponechte 2 až { $max } tříd
dataset-standardize-two = standardizace potřebuje alespoň dva body
dataset-standardize-constant = souřadnice je u všech bodů stejná: nelze ji standardizovat
