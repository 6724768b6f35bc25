### Hyperplane's words: the help, the fault box and the About of a language, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

help-title = { -hyperplane }
help-intro = Click { -points } of two or more { -classes } onto the plane, pick a method, and press play to watch it train.
help-mouse = Mouse and touch
help-mouse-add = Click (tap): add a { -point } of the current { -class }
help-mouse-drag = Drag a { -point }: move it — closed-form methods refit as you drag
help-mouse-remove = Right-click, shift-click (long press): remove the nearest { -point }
help-mouse-pan = Drag empty space, or drag with the middle button in any tool: pan · wheel: zoom
help-keyboard = Keyboard
help-key-play = play / pause
help-key-step = one { -step }
help-key-reset = reset the { -weights }
help-key-class = { -class } of new { -points }
help-key-undo = undo / redo
help-key-fit = fit the view to the { -points }
help-key-tools = tools: { -point }, spray, eraser, lasso, box, jitter
help-key-delete = delete the selected { -points }
help-key-help = this help
help-key-escape = close this help and the fault box
help-conventions = Conventions
help-conventions-text = { -classes(case: "cap") } are numbered 1…K. For two-class methods { -class } 1 is the positive { -class } (y = +1). Vectors are augmented as z = (1, x) with a = (w₀, w), so the { -bias } comes first. Covariances are maximum-likelihood estimates (divided by Nₖ).
help-limits = Limits
help-limits-text = At most 200,000 { -points }, 6 { -classes }, 32 Gaussian centres and coordinates within ±10⁶; files of 32 MB. The replay keeps 4,000 snapshots (a longer run is thinned evenly). Undo keeps 200 edits and at most 600,000 saved { -points } (6 edits of 100,000 { -points }). Training takes at most 8 ms of each frame.
help-api = The page's API is <code>window.hyperplane</code>; try <code>hyperplane.state()</code> in the console.
help-close = Close

## The About of the page's language, in the help.

help-language = This language
# $file: files of its catalog, listed; $who: who made them; $reviewed: whether, or by whom, a teacher reviewed them.
help-language-file = { $file }: made by { $who }; reviewed by a teacher: { $reviewed }
# $n: the language's files, all made and reviewed by the same.
help-language-all = { $n ->
    [one] Its file: made by { $who }; reviewed by a teacher: { $reviewed }
   *[other] Its { $n } files: made by { $who }; reviewed by a teacher: { $reviewed }
}
help-language-missing = { $n ->
    [one] One message of this page is not yet in this language and is shown in English.
   *[other] { $n } messages of this page are not yet in this language and are shown in English.
}

## The fault box.

help-fault-title = Something went wrong
help-fault-text = Training is paused and your { -points } are kept. You can go on working, export the scene, or copy the details for a bug report.
help-fault-copy = Copy details
help-fault-copied = Copied
# $message: what went wrong, as the program said it; $where: the part of the program.
help-fault-message = { $message } (in { $where })
