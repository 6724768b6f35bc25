### Hyperplane's words: the Pictures section (shattering, weight space, the augmented view), in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

pic-shatter-empty = Add one to six { -points } (their { -classes } do not matter) to see every way of labelling them.
# $n: the points on the plane.
pic-shatter-too-many = The explorer takes at most six { -points }; there are { $n }. Clear some, or load the “shattering” data sets.
# $conclusion: what the labellings show, as the program says it.
pic-shatter-conclusion = { $conclusion }.
# $m: ξ or b, the margin each constraint asks for.
pic-weights-region = shaded: the { -weights } w with yᵢ(w₀ + wᵀxᵢ) ≥ { $m } for every { -point }
pic-weights-empty = no w in this picture satisfies every constraint at this w₀
# $w0: the slice; $b: the margin's value; $region: what is shaded.
pic-weights-note = Slice w₀ = { $w0 } of the solution region, { $m } = { $b }: { $region }. Each line is one { -point }'s constraint; the path is the { -weights } (w₁, w₂) during training, the blue dot the current ones.
pic-weights-too-many = The { -weight }-space view draws one line for each { -point }: it takes at most 500 { -points }.
pic-lift-too-many = The augmented view draws at most 5,000 { -points }.
pic-lift-paraboloid = Lifted space: (x, y, x² + y²)
pic-lift-paraboloid-canvas =
    .aria-label = The { -points } lifted to (x, y, x² + y²) on a paraboloid, with the plane of the { -boundary }'s circular part; drag to turn it
pic-lift-poly-kernel = The polynomial kernel (γxᵀx' + c₀)² has an explicit lift: f(x) = Σ αₙyₙK(xₙ, x) + b is one row over (1, x, y, x², xy, y²), and each { -point } is lifted to (x, y, x² + y²) on a paraboloid.
pic-lift-poly-basis = With the polynomial basis of degree 2, each { -point } is lifted to (x, y, x² + y²) on a paraboloid.
pic-lift-circle = The plane w₀ + w₁x + w₂y + c(x² + y²) = 0, with c = ½(w₁₁ + w₂₂), cuts the paraboloid along a circle; the black curve is the { -boundary } h(x, y) = 0 on the paraboloid.
pic-lift-exact = Here w₁₂ = 0 and w₁₁ = w₂₂, so the { -boundary } is exactly that cut: a plane separates the lifted { -classes }.
# $w12, $diff: w₁₂ and w₁₁ − w₂₂, written out.
pic-lift-not-plane = Here w₁₂ = { $w12 } and w₁₁ − w₂₂ = { $diff } are not 0, so the { -boundary } is not a plane in this lift: the plane keeps only the circular part of h, and the curve leaves its cut.
pic-lift-two-class = The plane is drawn for a two-class method.
pic-lift-drag = Drag to turn it.
pic-lift-plane = Each { -point } is lifted to z = (1, x, y) on the plane z₀ = 1; the classifier is the plane aᵀz = 0 through the origin, which cuts z₀ = 1 along the { -boundary } (black).
pic-lift-plane-none = Each { -point } is lifted to z = (1, x, y) on the plane z₀ = 1. The plane aᵀz = 0 is drawn for a two-class method without basis functions.
pic-lift-rbf = The Gaussian kernel exp(−γ‖x − x'‖²) lifts the { -points } into a space of infinite dimension: there is no explicit lift to draw, so the view shows z = (1, x, y); the { -boundary } on the plot is f(x) = Σ αₙyₙK(xₙ, x) + b = 0.
# $degree: the kernel's degree.
pic-lift-poly-degree = The polynomial kernel of degree { $degree } lifts the { -points } to the monomials of degree up to { $degree }, more than three coordinates: only degree 2 is drawn, on the paraboloid.
pic-lift-poly-classes = The lift of the polynomial kernel is drawn for two { -classes }.
