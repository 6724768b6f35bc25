### Slova Hyperplane z dalších obrázků panelu (balíček wasm/pictures): průzkumník rozbití a prostor vah, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pictures-shatter-many = rozbití bere nejvýše { $max } bodů; teď je jich { $n }
pictures-shatter-none = rozbití potřebuje alespoň jeden bod
pictures-shatter-finite = bod má souřadnici, která není konečné číslo
pictures-slice-box = obdélník řezu prostorem vah je prázdný
pictures-slice-finite = řez prostorem vah potřebuje konečná čísla
pictures-slice-class = zobrazení prostoru vah je pro dvě třídy; bod { $point } je třídy { $class }

# Co počet v průzkumníku rozbití říká o VC dimenzi přímek v rovině: $separable z $all označení $n bodů lze oddělit přímkou.
pictures-shatter-point = separabilní označení: { $separable } z { $all }: tento bod je rozbit
# Co počet v průzkumníku rozbití říká o VC dimenzi přímek v rovině: $separable z $all označení $n bodů lze oddělit přímkou.
pictures-shatter-yes = separabilní označení: { $separable } z { $all }: přímky tyto body ({ $n }) rozbijí
# Co počet v průzkumníku rozbití říká o VC dimenzi přímek v rovině: $separable z $all označení $n bodů lze oddělit přímkou.
pictures-shatter-not-general = separabilní označení: { $separable } z { $all }: tyto body ({ $n }) rozbity nejsou (nejsou v obecné poloze), ačkoli 3 body v obecné poloze ano; VC dimenze přímek v rovině je 3
# Co počet v průzkumníku rozbití říká o VC dimenzi přímek v rovině: $separable z $all označení $n bodů lze oddělit přímkou.
pictures-shatter-no = separabilní označení: { $separable } z { $all }: přímky nerozbijí žádnou množinu { $n } bodů; VC dimenze přímek v rovině je 3
