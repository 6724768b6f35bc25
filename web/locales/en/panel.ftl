### Hyperplane's words: the panel, the toolbar and the plot's overlays, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## Over the plot.

panel-legend =
    .aria-label = Legend of the boundaries
panel-fisher-inset =
    .aria-label = Projections onto the direction
panel-fisher-reset = back to Fisher
panel-drop = Drop a CSV or a scene to open it
panel-toast-close = ✕
    .aria-label = Dismiss the message
    .title = Dismiss

## The toolbar.

panel-toolbar =
    .aria-label = Training
panel-play-button =
    .title = Play or pause (space)
panel-play = ▶ Play
panel-pause = ❚❚ Pause
panel-step = Step
    .title = One step (s)
panel-reset = Reset
    .title = Start again from the initial weights (r)
panel-open-full = Open in { -hyperplane } ↗
panel-controls-show = ☰ Controls
panel-controls-hide = ✕ Controls
panel-controls-more = ▴ More
panel-controls-less = ▾ Less
panel-controls-show-title = Show the controls
panel-card-kind = Lesson
panel-card-collapse =
    .title = Hide or show the lesson's text
panel-card-hide = Hide
    .title = Hide or show the lesson's text
panel-card-show = Show
    .title = Hide or show the lesson's text

## The panel's head.

panel =
    .aria-label = { -hyperplane } controls
panel-title = { -hyperplane }
panel-language = Language
panel-language-menu =
    .title = Language of the page
panel-help-open = ?
    .aria-label = Help and keyboard shortcuts
    .title = Help and keyboard shortcuts (?)
panel-close = ✕
    .aria-label = Close the controls
    .title = Close the controls

## Scenes.

panel-scenes = Scenes
panel-preset = Start from a data set
panel-preset-choose = choose a data set…
panel-preset-load = Make it
panel-lesson = Lesson
panel-lesson-choose = choose a lesson…

## Data.

panel-data = Data
panel-classes =
    .aria-label = { -class(case: "cap") } of new { -points }
panel-class-add = + { -class }
    .title = Add a { -class }
panel-class-remove = − { -class }
    .title = Remove the last { -class } and its { -points }
panel-undo = Undo
    .title = Undo (z)
panel-redo = Redo
    .title = Redo (shift+z)
panel-clear = Clear
    .title = Remove every { -point }
panel-split-row =
    .title = Hold { -points } out of training to measure generalization; they are drawn hollow
panel-split = Test split
panel-split-resample = Resample
    .title = Hold out other { -points }
panel-data-hint = Click to add a { -point } · drag a { -point } to move it · right-click or shift-click removes · wheel zooms · drag empty space (or drag with the middle button, in any tool) pans

## The algorithm.

panel-algorithm = Algorithm
panel-method = Method
panel-conventions = Conventions
panel-basis = Basis functions φ(x)

## Training.

panel-training = Training
panel-speed = Speed
panel-speed-slider =
    .aria-label = Training steps per second (logarithmic)
panel-values =
    .aria-label = Quantities of the model
panel-hk-summary = Ho–Kashyap: b and e per { -point }
panel-hk-table =
    .aria-label = Margin vector b and error e per { -point }
panel-hk-note = e = Ya − b, with y = +1 for { -class } 1; each step raises b where e > 0 (b ← b + 2η e⁺). All e ≤ 0 with some e < 0 proves the { -classes } are not linearly separable.
panel-models-summary = Compare models (AIC, BIC, evidence)
panel-models-table =
    .aria-label = Models compared
panel-models-note = Larger is better: AIC = ln p(D|θ) − M, BIC = ln p(D|θ) − ½ M ln N (notes); the generative models fitted by maximum likelihood. Logistic regression (prior N(0, α⁻¹I), { -bias } included) is scored at a_MAP on each basis, with the Laplace evidence ln p(D) ≈ ln p(D|a_MAP) + ln p(a_MAP) + (M/2) ln 2π − ½ ln|A|; Occam is its last three terms. The generative models' ln p(D) = ln p(x, t) integrates out exactly the means (prior N(μ₀ = φ(0, 0), 3²I)) and the { -class } priors (Dirichlet(1, …, 1)), with each Σ<sub>k</sub> plugged in at its estimate, not integrated; their Occam is ln p(D) − ln p(D|θ̂). Rows compare within one table only (the same { -points } and labels, the same kind of evidence: p(x, t) for the generative models, p(t|x) for logistic regression); the best ln p(D) is the highlighted row.

## View.

panel-view = View
panel-shading = Regions
panel-shading-soft = shaded by confidence
panel-shading-hard = hard { -class } colours
panel-shading-off = off
panel-compare = Compare boundaries with
panel-compare-add = add an algorithm…
panel-fit = Fit view
    .title = Frame all { -points } (f)

## Pictures.

panel-pictures = Pictures
panel-pic-shatter = Shattering: which labellings can a line separate?
panel-pic-shatter-canvas =
    .aria-label = Every labelling of the { -points } by two { -classes }, with a separating line or a cross where none exists
panel-pic-weights = { -weight(case: "cap") } space: the solution region
panel-pic-weights-canvas =
    .aria-label = The solution region in { -weight } space, each { -point }'s constraint as a line, and the path of the { -weights }
panel-pic-lift = Augmented space: z = (1, x, y)
panel-pic-lift-canvas =
    .aria-label = The { -points } lifted to z = (1, x, y) and the plane aᵀz = 0 through the origin; drag to turn it

## Share and files.

panel-share = Share and files
panel-copy-link = Copy link
    .title = A link that opens this exact scene
panel-copy-embed = Copy embed code
    .title = An iframe snippet for a course page
panel-export-png = Picture (PNG)
panel-export-csv = { -points(case: "cap") } (CSV)
panel-export-json = Scene (JSON)
panel-export-weights = { -weights(case: "cap") } (JSON)
panel-import = Open a CSV (x, y, { -class }), a scene or a lesson (JSON) — or drop it on the plot

## History.

panel-history = History
panel-chart =
    .aria-label = { -loss(case: "cap") } and training { -accuracy } against { -step }
panel-replay = Replay
panel-scrub =
    .aria-label = Replay training history

## Set by the page as it runs.

# $n: training steps per second.
panel-speed-value = { $n } steps/s
# $n: the mistakes, too many to ring each one.
panel-rings-hidden = ({ $n }: too many to ring)
panel-replay-live = live
panel-rbf-width = Width s of exp(−‖x − c‖² / 2s²)
panel-rbf-linear = also x and y
