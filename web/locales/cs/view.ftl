### Slova Hyperplane: sekce Zobrazení a legenda porovnávaných hranic, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $name: název metody; $pct: její trénovací úspěšnost v procentech.
view-legend-accuracy = { $name } · { NUMBER($pct, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
# $error: proč metodu nešlo porovnat.
view-legend-error = { $name } — { $error }
view-compare-stop = Přestat porovnávat s { $name }
# $n: body vzorku; $of: trénovací body.
view-compare-sample = porovnáno na vzorku { $n } z { $of } { -points(case: "gen") }
