### Hyperplane's words: the tooltip of the point under the pointer, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

hover-class-none = 无
# $k: the class's number; $name: its name, as the user wrote it.
hover-class = { $k } { $name }
# $n: the point's number; $x, $y: its coordinates, written out; $cls: its class.
hover-point = { -point } { $n } ({ $x }, { $y })，{ -class } { $cls }
hover-decided = 判定：{ $cls }
hover-decided-stage = 判定：{ $cls }（经决策阶段）
hover-list-sep = {", "}
# $ps: the posterior probabilities, written out.
hover-posteriors = p(C|x) = { $ps }
hover-posteriors-priors = p(C|x) = { $ps }（在所设先验下）
hover-functional = 函数{ -margin } y·h(x) = { $v }
hover-geometric = 几何{ -margin } y·h/‖w‖ = { $v }
hover-distance = 距离 ≈ y·h/‖∇h‖ = { $v }
hover-feature = 特征空间中的{ -margin } y·h/‖w‖ = { $v }
hover-hk = Ho-Kashyap b_n = { $b }，e_n = y·aᵀz − b_n = { $e }
hover-dual = f(x) = { $f }，α = { $alpha }
hover-dual-bound = f(x) = { $f }，α = { $alpha }（位于上界 C）
hover-slack = 松弛 ξ = max(0, 1 − y·f) = { $v }
hover-multi = { -margin } h_本类 − max h_他类 = { $v }
