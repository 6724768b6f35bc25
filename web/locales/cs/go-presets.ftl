### Hotové scény Hyperplane (balíček engine/course, předvolby), česky: jejich názvy, popisy a parametry.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

preset-and = Hradlo AND
preset-or = Hradlo OR
preset-xor = Hradlo XOR
preset-blobs = Dva separabilní shluky
preset-overlap = Překrývající se shluky
preset-outliers = Shluky s odlehlými body
preset-three-classes = Tři třídy
preset-four-classes = Čtyři třídy
preset-circles = Soustředné kružnice
preset-spirals = Dvě spirály
preset-shatter-3 = Rozbití tří bodů
preset-shatter-4 = Rozbití čtyř bodů
preset-and-description = Čtyři vstupy dvouvstupového hradla AND; třída 1 je tam, kde je výstup 1. Odděluje je jedna přímka, takže perceptron konverguje.
preset-or-description = Čtyři vstupy hradla OR; třída 1 je tam, kde je výstup 1. Lineárně separabilní.
preset-xor-description = Hradlo XOR: obě třídy leží v protějších rozích čtverce a žádná přímka je neoddělí. Perceptron nikdy nekonverguje; bázová funkce (součin xy nebo gaussovské funkce) je učiní separabilními.
preset-blobs-description = Dva gaussovské mraky se zaručenou mezerou mezi sebou: perceptron konverguje v rámci Novikoffovy meze.
preset-overlap-description = Dva gaussovské mraky, které se překrývají: žádná přímka je neoddělí. Logistická regrese přesto najde konečné nejlepší proložení.
preset-outliers-description = Dva separabilní shluky a několik bodů třídy 2 daleko stranou, na jejich správné straně. Nejmenší čtverce se ohnou ke vzdáleným bodům a některé blízké body klasifikují chybně; logistická regrese ne.
preset-three-classes-description = Tři shluky ve vrcholech trojúhelníku, pro strategie více tříd.
preset-four-classes-description = Čtyři shluky v rozích čtverce, pro strategie více tříd.
preset-circles-description = Kruh uvnitř mezikruží. Žádná přímka je neoddělí, ale s polynomiální bází stupně 2 (příznaky x, y, x², xy, y²) je kružnice x² + y² = r² přímkou v prostoru příznaků a třídy se oddělí.
preset-spirals-description = Dvě spirály dvakrát navinuté jedna kolem druhé, klasický těžký případ pro síť s jednou skrytou vrstvou (Lang a Witbrock 1988): každá přímka obě protne mnohokrát.
preset-shatter-3-description = Tři body v obecné poloze. Každé z 2³ = 8 označení lze oddělit přímkou: přímky v rovině rozbijí tři body. Změňte označení a učte znovu.
preset-shatter-4-description = Rohy čtverce. Čtrnáct z 16 označení je separabilních, ale ne dvě označení XOR (5 a 10): přímky tyto čtyři body rozbít nedokážou, a žádné čtyři body vůbec, takže jejich VC dimenze v rovině je 3.

## Parametry, ze kterých jsou scény vytvořeny.

preset-knob-seed = Náhodné semínko
preset-knob-seed-help = Semínko generátoru: stejné semínko dává stejné body.
preset-knob-n = Bodů na třídu
preset-knob-n-help = Kolik bodů dostane každá třída.
preset-knob-noise = Šum σ
preset-knob-noise-help = Směrodatná odchylka bodů kolem jejich středu.
preset-knob-labelling = Označení
preset-knob-labelling-help = Které body patří do třídy 2: bod i tehdy, když je v tomto čísle nastaven bit i (bod 1 je bit 0).

## Vytvoření scény.

# Název scény rozbití: $n bodů, $labelling číslo parametru.
preset-shatter-title = Rozbití bodů ({ $n }): označení { $labelling }
# $preset je název předvolby; $why co je špatně s parametrem.
preset-refused = předvolba { $preset }: { $why }
# $id je zadané id v uvozovkách.
preset-unknown = neznámá předvolba { $id }
preset-class-output = Výstup { $n }
