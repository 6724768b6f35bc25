### Las palabras de Hyperplane: la información emergente del punto bajo el puntero, en español.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

hover-class-none = ninguna
hover-class = { $k } { $name }
hover-point = { -point } { $n } ({ $x }; { $y }), { -class } { $cls }
hover-decided = decidido: { $cls }
hover-decided-stage = decidido: { $cls } (con la etapa de decisión)
hover-list-sep = {", "}
hover-posteriors = p(C|x) = { $ps }
hover-posteriors-priors = p(C|x) = { $ps } con las probabilidades a priori fijadas
hover-functional = { -margin } funcional y·h(x) = { $v }
hover-geometric = { -margin } geométrico y·h/‖w‖ = { $v }
hover-distance = distancia ≈ y·h/‖∇h‖ = { $v }
hover-feature = { -margin } en el espacio de características y·h/‖w‖ = { $v }
hover-hk = Ho-Kashyap b_n = { $b }, e_n = y·aᵀz − b_n = { $e }
hover-dual = f(x) = { $f }, α = { $alpha }
hover-dual-bound = f(x) = { $f }, α = { $alpha } (en la cota C)
hover-slack = holgura ξ = max(0, 1 − y·f) = { $v }
hover-multi = { -margin } h_propia − max h_otra = { $v }
