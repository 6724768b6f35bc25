### Hyperplane's words: the drawing tools, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

tools-bar =
    .aria-label = Drawing tools
# A tool's button shows its symbol; its name is read out and its title shown.
tools-point =
    .aria-label = { -point(case: "cap") }
    .title = { -point(case: "cap") }: click adds a { -point }, drag moves one or pans (p)
tools-spray =
    .aria-label = Spray
    .title = Spray: drag from the centre out; the drag sets the spread and direction of a Gaussian blob (a)
tools-eraser =
    .aria-label = Eraser
    .title = Eraser: removes the { -points } the brush passes over (e)
tools-lasso =
    .aria-label = Lasso
    .title = Lasso: draw around { -points } to select them; drag a selected { -point } to move them all (l)
tools-box =
    .aria-label = Box
    .title = Box: drag a box to select { -points }; drag a selected { -point } to move them all (b)
tools-jitter =
    .aria-label = Jitter
    .title = Jitter: moves each { -point } the brush passes over by a little noise (j)
tools-count-box =
    .title = { -points(case: "cap") } of each spray stroke
tools-count =
    .aria-label = { -points(case: "cap") } of each spray stroke
tools-delete-title =
    .title = Delete the selected { -points } (Delete)
# $n: the selected points.
tools-delete = Delete { $n }
tools-relabel = → { -class }
    .title = Give the selected { -points } the { -class } of new { -points }
