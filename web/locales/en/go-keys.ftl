### Hyperplane's words for the plot's keyboard (package wasm/keys): the key list of the help, and what each key did, for the live region, in English.
### The names of the keys (Enter, Escape, Delete, Shift) are the keyboard's; a locale may name them as its keyboards do.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## The key list: keys-label-… names the keys, keys-help-… says what they do.

keys-label-move = ← → ↑ ↓
keys-help-move = move the cursor one grid step, with Shift a tenth of one; the view follows the cursor
keys-label-enter = Enter
keys-help-enter = add a point of the current class at the cursor; with another tool (spray, eraser, lasso, box, jitter), begin its stroke there
keys-label-class = 1 – 6
keys-help-class = the class of new points
keys-label-delete = Delete, Backspace
keys-help-delete = remove the selected points, or else the point nearest the cursor
keys-label-point-mode = m
keys-help-point-mode = point mode: choose the point nearest the cursor
keys-label-next = n, Shift+n
keys-help-next = choose the next point, or the previous one
keys-label-choose = ← → ↑ ↓ in point mode
keys-help-choose = choose the nearest point in that direction
keys-label-grab = Enter in point mode
keys-help-grab = grab the chosen point: the arrows move it, Enter drops it, Escape puts it back
keys-label-delete-chosen = Delete in point mode
keys-help-delete-chosen = remove the chosen point
keys-label-leave = Escape or m in point mode
keys-help-leave = back to the cursor, where the chosen point is
keys-label-move-grabbed = ← → ↑ ↓ with a point grabbed
keys-help-move-grabbed = move it one grid step, with Shift a tenth of one
keys-label-drop = Enter with a point grabbed
keys-help-drop = drop it
keys-label-put-back = Escape with a point grabbed
keys-help-put-back = put it back where it was
keys-label-stroke-move = ← → ↑ ↓ during a stroke
keys-help-stroke-move = carry the stroke: spread the spray, draw the lasso or the box, move the eraser or the jitter
keys-label-stroke-end = Enter during a stroke
keys-help-stroke-end = end it: spray the points, select what the lasso or the box holds
keys-label-stroke-cancel = Escape during a stroke
keys-help-stroke-cancel = cancel it
keys-label-unit = u, Shift+u
keys-help-unit = a network's hidden units: choose the next unit's line, or the previous one
keys-label-unit-move = ↑ ↓ with a unit's line chosen
keys-help-unit-move = move the line along its arrow one grid step, with Shift a tenth of one; ← → turn it 5° about its middle, with Shift 1° (each one step of undo)
keys-label-unit-leave = Escape with a unit's line chosen
keys-help-unit-leave = back to the cursor
keys-label-clear-selection = Escape
keys-help-clear-selection = clear the selection
keys-label-relabel = c
keys-help-relabel = give the chosen point, or the selected points, the class of new points
keys-label-zoom = + and -
keys-help-zoom = zoom in and out about the cursor
keys-label-home = Home
keys-help-home = the cursor to the centre of the view
keys-label-describe-at = d
keys-help-describe-at = describe the place under the cursor: its class and score, its distance from the boundary, the nearest point
keys-label-describe-all = i
keys-help-describe-all = read the full description of the plot
keys-label-tab = Tab
keys-help-tab = leave the plot

## What a key did. $place is a place of the plane, $point a point
## (go-describe.ftl), $class a class.

# $error is a refusal, as a sentence.
keys-failed = { $error }.
keys-cursor-side = { $place }, { $side }
keys-cursor-on-point = { $place }, on point { $n } ({ $class })
keys-home = Centre of the view, { $place }
keys-predict-boundary = Your prediction: a point of the { -boundary } at { $at }.
keys-no-point-to-mark = No point here to mark: m or n chooses one.
keys-added = Added point { $n }, { $class }, at { $at }.
keys-tools-plain-view = The tools draw in the plain view: turn the whitened view off.
# $stroke says what the arrows do in the stroke just begun.
keys-stroke-started = { $stroke } Enter ends it, Escape cancels it.
keys-new-points = New points: { $class }.
keys-deleted-selected = Deleted { $n ->
    [one] { $n } selected point
   *[other] { $n } selected points
}.
keys-no-point-near = No point near the cursor: m chooses the nearest one.
keys-removed = Removed { $point }.
keys-pick-first = The lesson asks for your prediction first: Enter marks it; the points stay as they are.
keys-whitened-no-zoom = The whitened view does not zoom.
# $way is "in" or "out"; $x0 to $y1 the edges of the view.
keys-zoomed = { $way ->
    [in] Zoomed in
   *[out] Zoomed out
}: x from { $x0 } to { $x1 }, y from { $y0 } to { $y1 }.
keys-describe-at = { $place }.
keys-no-points = There are no points.
keys-point-mode = Point mode: { $point }.
keys-point = { $point }.
keys-no-point-further = No point further { $toward }.
keys-cursor-at = Cursor at { $place }.
keys-unit-where = { $case ->
    [start] Unit { $unit }, { $words }, its arrow { $toward }
   *[other] unit { $unit }, { $words }, its arrow { $toward }
}
keys-unit-none = No hidden unit's line to choose: the method is not a network on the plane, or its lines are outside the view.
keys-unit-chosen = { $unit }. ↑ and ↓ move it, ← and → turn it, Escape leaves it.
keys-unit-gone = Unit { $unit }'s line is not in the view any more: back to the cursor.
keys-unit-left-view = Unit { $unit }'s line left the view.
keys-unit-moved = { $unit }.
keys-grabbed = Grabbed point { $n } at { $at }: the arrows move it, Enter drops it, Escape puts it back.
keys-predict-mark = Your prediction: point { $n } marked, or unmarked if it was.
keys-place-misclassified = { $place }, misclassified
keys-place-correct = { $place }, correctly classified
keys-dropped = Dropped point { $n } at { $at }.
keys-put-back = Put point { $n } back at { $at }.
keys-removed-last = Removed { $point }. No points are left.
keys-removed-now = Removed { $point }. Now { $now }.
keys-gave = Gave { $n ->
    [one] { $n } selected point
   *[other] { $n } selected points
} { $class }.
keys-choose-first = Choose a point first (m or n), or select points with the box or the lasso.

## The drawing tools at the cursor.

keys-stroke-spray = Spray: the arrows spread the blob of { $n } points of { $class }.
keys-stroke-moving = Moving the { $n } selected points with the arrows.
keys-stroke-box = Box: the arrows move its far corner.
keys-stroke-lasso = Lasso: the arrows draw it.
keys-stroke-eraser = Eraser: the arrows move it over the points to remove.
keys-stroke-jitter = Jitter: the arrows move it over the points to shake.
keys-sprayed = Sprayed { $n ->
    [one] { $n } point
   *[other] { $n } points
} of { $class }.
keys-moved = Moved { $n ->
    [one] { $n } point
   *[other] { $n } points
}.
keys-selected-none = Selected no points.
keys-selected = Selected { $n ->
    [one] { $n } point
   *[other] { $n } points
}: Delete removes them, c gives them the current class, Enter on one of them moves them all.
keys-erased = Erased { $n ->
    [one] { $n } point
   *[other] { $n } points
}.
keys-jittered = Jittered the points the brush passed over.
keys-stroke-cancelled = Stroke cancelled.
keys-selection-cleared = Selection cleared.

## The plot itself, for a screen reader: its name and role, and how to use it.

keys-plot-label = Plot of the points and the decision { -boundary }
keys-plot-role = interactive plot
# The plot's canvas, worded again when the language changes.
keys-plot =
    .aria-label = { keys-plot-label }
    .aria-roledescription = { keys-plot-role }
keys-plot-help = Arrow keys move a cursor, Enter adds a point of the current class, digits choose the class, m chooses points to move or remove, d describes the place under the cursor and i the whole plot. The help (question mark) lists every key; Tab leaves the plot.
