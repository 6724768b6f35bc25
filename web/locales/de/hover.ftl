### Die Wörter von Hyperplane: der Tooltip des Punkts unter dem Mauszeiger, auf Deutsch.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

hover-class-none = keine
# $k: die Nummer der Klasse; $name: ihr Name, wie der Benutzer ihn schrieb.
hover-class = { $k } { $name }
# $n: die Nummer des Punkts; $x, $y: seine Koordinaten, ausgeschrieben; $cls: seine Klasse.
hover-point = { -point } { $n } ({ $x }, { $y }), { -class } { $cls }
hover-decided = entschieden: { $cls }
hover-decided-stage = entschieden: { $cls } (mit der Entscheidungsstufe)
hover-list-sep = {", "}
# $ps: die A-posteriori-Wahrscheinlichkeiten, ausgeschrieben.
hover-posteriors = p(C|x) = { $ps }
hover-posteriors-priors = p(C|x) = { $ps } mit den gesetzten Priors
hover-functional = funktionaler { -margin } y·h(x) = { $v }
hover-geometric = geometrischer { -margin } y·h/‖w‖ = { $v }
hover-distance = Abstand ≈ y·h/‖∇h‖ = { $v }
hover-feature = { -margin } im Merkmalsraum y·h/‖w‖ = { $v }
hover-hk = Ho-Kashyap b_n = { $b }, e_n = y·aᵀz − b_n = { $e }
hover-dual = f(x) = { $f }, α = { $alpha }
hover-dual-bound = f(x) = { $f }, α = { $alpha } (an der Schranke C)
hover-slack = Schlupf ξ = max(0, 1 − y·f) = { $v }
hover-multi = { -margin } h_eigen − max h_andere = { $v }
