### Hyperplane's words: the plot from the keyboard, its description, and the points table, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

access-keys-table =
    .aria-label = The plot's keys
access-keys-sep = {", "}
access-keys-or = {" or "}
access-anywhere = Let the single-letter keys above act anywhere on the page (not in text fields), not only on the plot and on their own controls
access-scope = The keys above act while the plot, or the control they belong to (the toolbar, the drawing tools, the { -classes }), has the focus.
access-plot-keys = The plot from the keyboard
access-plot-keys-intro = Tab to the plot (it comes first on the page). A cursor shows; the plot says what each key did, and the summary of the model when it changes.
access-description = Description of the plot
# $said: what the plot's keys last said.
access-keyboard-said = Keyboard: { $said }

## The points table.

points-box = { -points(case: "cap") } table
points-caption = The { -points }: edit x, y or the { -class } of a { -point }
points-col-class = { -class }
points-col-state = state
points-col-remove = remove
points-new-x =
    .aria-label = x of the new { -point }
points-new-y =
    .aria-label = y of the new { -point }
points-new-class =
    .aria-label = { -class(case: "cap") } of the new { -point }
points-add = Add
points-hint = Edit x, y or the { -class } of a { -point }: each edit is one step of undo.
points-new = New { -point }:
# $n: the point's number.
points-x-of = x of { -point } { $n }
points-y-of = y of { -point } { $n }
points-class-of = { -class(case: "cap") } of { -point } { $n }
points-remove = Remove { -point } { $n }
points-none = no { -points }
# $first–$last of $total points.
points-range = { $first }–{ $last } of { $total }
points-test = test
points-misclassified = misclassified
