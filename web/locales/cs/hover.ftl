### Slova Hyperplane: bublina bodu pod ukazatelem, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

hover-class-none = žádná
# $k: číslo třídy; $name: její název, jak ho napsal uživatel.
hover-class = { $k } { $name }
# $n: číslo bodu; $x, $y: jeho souřadnice, vypsané; $cls: jeho třída.
hover-point = { -point(case: "cap") } { $n } ({ $x }; { $y }), { -class } { $cls }
hover-decided = rozhodnuto: { $cls }
hover-decided-stage = rozhodnuto: { $cls } (podle rozhodovací fáze)
hover-list-sep = {"; "}
# $ps: aposteriorní pravděpodobnosti, vypsané.
hover-posteriors = p(C|x) = { $ps }
hover-posteriors-priors = p(C|x) = { $ps } při nastavených apriorních pravděpodobnostech
hover-functional = funkční { -margin } y·h(x) = { $v }
hover-geometric = geometrický { -margin } y·h/‖w‖ = { $v }
hover-distance = vzdálenost ≈ y·h/‖∇h‖ = { $v }
hover-feature = { -margin } v prostoru příznaků y·h/‖w‖ = { $v }
hover-hk = Ho-Kashyap b_n = { $b }, e_n = y·aᵀz − b_n = { $e }
hover-dual = f(x) = { $f }, α = { $alpha }
hover-dual-bound = f(x) = { $f }, α = { $alpha } (na mezi C)
hover-slack = volná proměnná ξ = max(0, 1 − y·f) = { $v }
hover-multi = { -margin } h_vlastní − max h_jiné = { $v }
