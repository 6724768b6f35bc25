### Slova Hyperplane: sekce Obrázky (rozbití, prostor vah, rozšířený pohled), česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pic-shatter-empty = Přidejte jeden až šest { -points(case: "gen") } (na jejich { -classes(case: "loc") } nezáleží) a uvidíte všechny způsoby, jak je označit.
# $n: body v rovině.
pic-shatter-too-many = Průzkumník bere nejvýše šest { -points(case: "gen") }; teď jich je { $n }. Některé smažte, nebo načtěte datové sady „rozbití“.
# $conclusion: co označení ukazují, jak to říká program.
pic-shatter-conclusion = { $conclusion }.
# $m: ξ nebo b, okraj, který každá podmínka žádá.
pic-weights-region = vystínováno: { -weights } w s yᵢ(w₀ + wᵀxᵢ) ≥ { $m } pro každý { -point(case: "acc") }
pic-weights-empty = žádné w v tomto obrázku nesplňuje při tomto w₀ všechny podmínky
# $w0: řez; $b: hodnota okraje; $region: co je vystínováno.
pic-weights-note = Řez w₀ = { $w0 } oblastí řešení, { $m } = { $b }: { $region }. Každá přímka je podmínka jednoho { -point(case: "gen") }; dráha ukazuje { -weights(case: "acc") } (w₁, w₂) během učení, modrá tečka ty současné.
pic-weights-too-many = Zobrazení prostoru { -weights(case: "gen") } kreslí pro každý { -point(case: "acc") } jednu přímku: bere nejvýše 500 { -points(case: "gen") }.
pic-lift-too-many = Rozšířený pohled kreslí nejvýše 5 000 { -points(case: "gen") }.
pic-lift-paraboloid = Zvednutý prostor: (x, y, x² + y²)
pic-lift-paraboloid-canvas =
    .aria-label = { -points(case: "cap") } zvednuté do (x, y, x² + y²) na paraboloid, s rovinou kruhové části { -boundary(case: "gen") }; tažením ji otočíte
pic-lift-poly-kernel = Polynomiální jádro (γxᵀx' + c₀)² má explicitní zvednutí: f(x) = Σ αₙyₙK(xₙ, x) + b je jeden řádek nad (1, x, y, x², xy, y²) a každý { -point } se zvedne do (x, y, x² + y²) na paraboloid.
pic-lift-poly-basis = S polynomiální bází stupně 2 se každý { -point } zvedne do (x, y, x² + y²) na paraboloid.
pic-lift-circle = Rovina w₀ + w₁x + w₂y + c(x² + y²) = 0, kde c = ½(w₁₁ + w₂₂), řeže paraboloid podél kružnice; černá křivka je { -boundary } h(x, y) = 0 na paraboloidu.
pic-lift-exact = Zde w₁₂ = 0 a w₁₁ = w₂₂, takže { -boundary } je přesně tento řez: zvednuté { -classes(case: "acc") } odděluje rovina.
# $w12, $diff: w₁₂ a w₁₁ − w₂₂, vypsané.
pic-lift-not-plane = Zde w₁₂ = { $w12 } a w₁₁ − w₂₂ = { $diff } nejsou 0, takže { -boundary } v tomto zvednutí není rovina: rovina zachycuje jen kruhovou část h a křivka z jejího řezu uhýbá.
pic-lift-two-class = Rovina se kreslí pro dvoutřídní metodu.
pic-lift-drag = Tažením ji otočíte.
pic-lift-plane = Každý { -point } se zvedne do z = (1, x, y) v rovině z₀ = 1; klasifikátor je rovina aᵀz = 0 procházející počátkem, která rovinu z₀ = 1 protíná podél { -boundary(case: "gen") } (černě).
pic-lift-plane-none = Každý { -point } se zvedne do z = (1, x, y) v rovině z₀ = 1. Rovina aᵀz = 0 se kreslí pro dvoutřídní metodu bez bázových funkcí.
pic-lift-rbf = Gaussovské jádro exp(−γ‖x − x'‖²) zvedá { -points(case: "acc") } do prostoru nekonečné dimenze: explicitní zvednutí nakreslit nelze, proto pohled ukazuje z = (1, x, y); { -boundary } v grafu je f(x) = Σ αₙyₙK(xₙ, x) + b = 0.
# $degree: stupeň jádra.
pic-lift-poly-degree = Polynomiální jádro stupně { $degree } zvedá { -points(case: "acc") } na monomy stupně až { $degree }, což je víc než tři souřadnice: kreslí se jen stupeň 2, na paraboloidu.
pic-lift-poly-classes = Zvednutí polynomiálním jádrem se kreslí pro dvě { -classes }.
