### Slova Hyperplane o scénách, odkazech a souborech bodů (balíček engine/scene), česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Kontrola scény.

scene-version-range = verze { $version } není verze scény, kterou tato stránka čte (1 až { $max })
scene-the-title = název
scene-the-text = text
scene-classes-count = scéna má 1 až { $max } tříd, ne { $n }
scene-class-name = název třídy { $class }
scene-class-no-name = třída { $class } nemá název
# $name je název třídy v uvozovkách.
scene-class-twice = třídy { $a } a { $b } se obě jmenují { $name }; dejte jim různé názvy
# $id je zadané id v uvozovkách; $n počet metod.
scene-unknown-method = neznámý algoritmus { $id }; nabídka algoritmů uvádí ty, které tato stránka zná (počet: { $n })
# $key je nastavení, jak ho píše skript, v uvozovkách; $method název metody.
scene-param-of = parametr { $key } metody { $method }: { $why }
scene-param-of-method = parametr metody { $method }: { $why }
scene-basis = báze: { $why }
# $shading je zadaná hodnota v uvozovkách; $choices hodnoty, které smí skript napsat.
scene-unknown-shading = neznámé stínování { $shading }; použijte { $choices }
scene-compare-unknown = nelze porovnávat s neznámým algoritmem { $id }
scene-compare-too-many = porovnání uvádí více algoritmů ({ $n }), než kolik jich existuje
scene-speed = rychlost musí být mezi { $min } a { $max } kroky za sekundu, ne { $value }
scene-viewport-finite = výřez: { $value } není konečné číslo
scene-viewport-limit = výřez: { $value } překračuje limit { $max }
# $axis je x nebo y.
scene-viewport-order = výřez: nejmenší { $axis } ({ $lo }) musí být menší než největší ({ $hi })
scene-viewport-narrow = výřez: rozsah { $axis } od { $lo } do { $hi } je pro kreslení příliš úzký
scene-value-too-long = hodnota je na volbu příliš dlouhá
scene-value-list = seznam není hodnota parametru
scene-value-object = objekt není hodnota parametru
# $type je druh hodnoty, jak ho pojmenuje Go.
scene-value-type = hodnota typu { $type } není hodnota parametru
scene-lesson-size = lekce má velikost { $size }; limit je { $max }
scene-lesson-object = lekce má být objekt JSON {"{"}…{"}"}
scene-axis-name = název osy { $axis }
scene-axis-units = jednotky osy { $axis }
scene-axis-mean = osa { $axis }: její průměr a směrodatná odchylka musí být konečné, odchylka nezáporná
scene-dataset-id = id datové sady
scene-split-fraction = testovací podíl musí být mezi 0 a { $max }, ne { $value }
scene-decision-dropped = rozhodovací fáze byla vynechána: { $why }
# $key nebo $keys jsou nastavení, jak je píše skript, v uvozovkách; $method id metody.
scene-dropped-one = vynechán parametr { $key }, který { $method } nemá
scene-dropped-some = vynechány parametry { $keys }, které { $method } nemá
scene-dropped-more = vynechány parametry { $keys } a { $more } dalších, které { $method } nemá

## Přepínače sekce Zobrazení.

scene-view-boundary = { -boundary }
scene-view-misclassified = označit chyby
scene-view-weights = w a w₀/‖w‖
scene-view-margins = okraje
scene-view-update = poslední úprava
scene-view-novikoff = Novikoff R, γ
scene-view-fisher = Fisherův pohled
scene-view-densities = hustoty tříd
scene-view-contours = vrstevnice pravděpodobnosti
scene-view-whitened = bělený prostor
scene-view-ambiguity = nejednoznačné oblasti
scene-view-grid = mřížka
scene-view-backprop = další krok sítě

## Soubory bodů (CSV).

# $line je číslo řádku souboru, číslicemi; $why co je na něm špatně.
scene-csv-line = řádek { $line }: { $why }
scene-csv-binary = toto není textový soubor (obsahuje binární data); uložte body jako text CSV
scene-csv-fields = očekávána 3 pole (x, y, třída), nalezeno { $n }
scene-csv-too-many = soubor má více bodů, než je limit { $max }
scene-csv-class-list = seznam tříd: { $why }
scene-csv-class-list-empty = seznam tříd neuvádí žádnou třídu
scene-csv-header = záhlaví má pojmenovat 3 sloupce (x, y, třída), ne { $n }
# $axis je x nebo y; $value text souboru v uvozovkách.
scene-csv-coord-huge = { $axis } = { $value } je příliš velké; souřadnice jsou omezeny na ±{ $max }
scene-csv-coord-nan = { $axis } = { $value } není číslo
scene-csv-coord-infinite = { $axis } = { $value } není konečné číslo
scene-csv-coord-limit = { $axis } = { $value } překračuje limit ±{ $max }
# $class je třída, jak ji píše soubor, v uvozovkách.
scene-csv-class-not-number = třída { $class } není číslo (první řádek uvedl svou třídu jako číslo, takže to musí udělat každý řádek)
scene-csv-class-range = třída { $class } není číslo třídy (1 až { $max })
scene-csv-class-range-zero = třída { $class } není číslo třídy (0 až { $max }, protože jiný řádek má třídu 0)
scene-csv-class-empty = třída je prázdná
scene-csv-class-long = název třídy { $class } je delší než { $max } znaků
scene-csv-class-twice = třída { $class } je uvedena dvakrát
scene-csv-class-too-many = třída { $class } by byla třídou { $n }; scéna má nejvýše { $max } tříd
scene-csv-header-only = soubor má záhlaví, ale žádné body
scene-csv-no-points = soubor neobsahuje žádné body
scene-csv-too-large = soubor je větší než limit { $max }
scene-csv-line-long = řádek { $line } je delší než { $max }; nevypadá to jako soubor CSV s body
scene-csv-unreadable = soubor nelze přečíst: { $why }
scene-csv-quote-open = uvozovky nejsou uzavřené
scene-csv-after-quote = za uzavírací uvozovkou je text
# Název sloupce tabulky bez záhlaví.
scene-csv-column = sloupec { $n }
scene-csv-no-rows = soubor nemá žádné řádky
scene-csv-columns = soubor má počet sloupců { $n }; x, y a třída musí být mezi nimi

## Soubory scén.

scene-size = scéna má velikost { $size }; limit je { $max }
scene-empty = scéna je prázdná
scene-no-version = toto není scéna Hyperplane: nemá číslo verze
# $version je text souboru.
scene-version-not-whole = verze { $version } není celé číslo jako { $example }
scene-version-invalid = verze { $version } není platná verze scény
scene-newer = tuto scénu vytvořil novější Hyperplane (formát scény { $format }; tato stránka čte formát { $max } a starší): otevřete ji v novější stránce
scene-points-list = body musí být seznam trojic [x, y, třída]
scene-too-many-points = scéna má více bodů, než je limit { $max }
scene-point-triple = bod { $point } musí být trojice [x, y, třída]
scene-point-short = bod { $point } má počet čísel { $n }; musí to být trojice [x, y, třída]
scene-point-empty = bod { $point } je prázdný; musí to být trojice [x, y, třída]
# $what je x, y nebo class.
scene-point-nan = bod { $point }: { $what ->
    [class] třída
   *[other] { $what }
} není číslo
scene-point-huge = bod { $point }: { $what ->
    [class] třída
   *[other] { $what }
} = { $value } je příliš velké
scene-point-long = bod { $point } má více než 3 čísla; musí to být trojice [x, y, třída]
scene-point-class = bod { $point }: třída { $class } není celé číslo od 0 (první třída) výše
scene-point-class-max = bod { $point }: třída { $class } je za poslední z { $max } možných tříd (třídy se počítají od 0)
scene-point-after = za bodem { $point }: očekáváno , nebo ]
scene-points-after = body: nečekaný text za seznamem

## Odkazy ke sdílení.

scene-link-too-large = scéna je na odkaz příliš velká ({ $size }); uložte ji raději jako soubor
scene-link-empty = odkaz neobsahuje žádnou scénu
scene-link-long = odkaz má délku { $size }; limit je { $max }
scene-link-not-ours = toto není odkaz Hyperplane: má začínat v2.
# $version je začátek odkazu v uvozovkách.
scene-link-version = toto není odkaz Hyperplane: { $version } není verze odkazu
scene-link-newer = tento odkaz vytvořil novější Hyperplane (formát odkazu { $format }; tato stránka čte formát { $max }): otevřete ho v novější stránce
scene-link-damaged-at = odkaz je poškozený na znaku { $at }: obsahuje znaky, které odkaz Hyperplane nemá, nebo byl zkrácen (nezměnil se při kopírování?)
scene-link-damaged = odkaz je poškozený: { $why }
scene-link-cut = odkaz je zkrácený: chybí jeho konec (byl zkopírován celý?)
scene-link-corrupt = odkaz je poškozený: jeho komprimovaná data jsou porušená
scene-link-unpacks = odkaz se rozbalí na více než { $max }, což je limit; nevytvořil ho Hyperplane
scene-link-scene = odkaz obsahuje scénu, kterou nelze otevřít: { $why }
scene-link-no-checksum = odkaz je poškozený nebo zkrácený: chybí jeho kontrolní součet (byl zkopírován celý?)
scene-link-checksum = odkaz je poškozený: jeho kontrolní součet nesouhlasí (nezměnil se při kopírování?)

## Odmítnutí a důvody sítě.

scene-network-method = scéna obsahuje váhy sítě, ale její metoda je { $method }
scene-network-weights = váhy sítě: { $why }
scene-class-default = Třída { $n }
