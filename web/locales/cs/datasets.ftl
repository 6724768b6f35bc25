### Slova Hyperplane: sekce Skutečná data, názvy os a sloupce širokého CSV, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

datasets-title = Skutečná data
datasets-pick =
    .aria-label = Datová sada
datasets-x =
    .aria-label = Příznak na ose x
datasets-y =
    .aria-label = Příznak na ose y
datasets-classes =
    .aria-label = Ponechané { -classes }
datasets-load = Načíst
    .title = Nahradit { -points(case: "acc") } datovou sadou (Zpět je vrátí)
datasets-standardize = Standardizovat { -points(case: "acc") }
    .title = Nahradit každou souřadnici v hodnotou (v − průměr) / směrodatná odchylka přes všechny { -points(case: "acc") } (Zpět to vrátí)
datasets-std = standardizovat (z-skóre)
# $note: co je datová sada; $source: odkud pochází; $licence: její licence.
datasets-source = { $note } Zdroj: { $source } Licence: { $licence }
datasets-axes =
    .aria-label = Co měří osy
datasets-csv-class = { -class }
datasets-csv-import = Importovat
datasets-csv-cancel = Zrušit
# $name: název souboru; $columns, $rows: jeho velikost.
datasets-csv-title = { $name }: sloupců { $columns }, řádků { $rows }
datasets-csv-ask = Které dva sloupce jsou x a y a který je { -class }?
