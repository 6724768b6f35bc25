### Hyperplane's words: the tooltip of the point under the pointer, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

hover-class-none = none
# $k: the class's number; $name: its name, as the user wrote it.
hover-class = { $k } { $name }
# $n: the point's number; $x, $y: its coordinates, written out; $cls: its class.
hover-point = { -point } { $n } ({ $x }, { $y }), { -class } { $cls }
hover-decided = decided: { $cls }
hover-decided-stage = decided: { $cls } (under the decision stage)
hover-list-sep = {", "}
# $ps: the posterior probabilities, written out.
hover-posteriors = p(C|x) = { $ps }
hover-posteriors-priors = p(C|x) = { $ps } under the priors set
hover-functional = functional { -margin } y·h(x) = { $v }
hover-geometric = geometric { -margin } y·h/‖w‖ = { $v }
hover-distance = distance ≈ y·h/‖∇h‖ = { $v }
hover-feature = { -margin } in feature space y·h/‖w‖ = { $v }
hover-hk = Ho-Kashyap b_n = { $b }, e_n = y·aᵀz − b_n = { $e }
hover-dual = f(x) = { $f }, α = { $alpha }
hover-dual-bound = f(x) = { $f }, α = { $alpha } (at the bound C)
hover-slack = slack ξ = max(0, 1 − y·f) = { $v }
hover-multi = { -margin } h_own − max h_other = { $v }
