### Hyperplane's refusals (package wasm/api): what a call of window.hyperplane, from the page or an embedding course, is told when it cannot be done, in English.
### A refusal is written as it reads inside a longer message; the page begins a sentence of its own with a capital (common-sentence).
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## The contract itself.

# $name is the function's name, in quotes.
refuse-no-function = there is no function { $name }
# $name is the function, hyperplane.clear.
refuse-reentered = { $name } was called during another call of the API (from a toJSON, a getter or a callback) and was refused; call it afterwards
# $where is the function, $message what went wrong (a developer's words).
refuse-fault = Something went wrong in { $where }: { $message }. Training is paused; your points are kept.

## An argument that is not what the function takes. $arg is the argument's name (refuse-arg-…).

refuse-not-number = { $arg } must be a number
refuse-not-finite = { $arg } must be a finite number
refuse-not-whole = { $arg } must be a whole number
# $lo and $hi are in digits.
refuse-not-between = { $arg } must be between { $lo } and { $hi }
refuse-not-string = { $arg } must be a string
# $max is in digits.
refuse-too-long = { $arg } is longer than { $max } bytes
refuse-not-bool = { $arg } must be true or false
refuse-not-function = { $arg } must be a function
refuse-missing = { $arg } is missing
refuse-unreadable = { $arg } cannot be read: { $why }
refuse-argument-problem = { $arg }: { $why }
refuse-not-value = { $arg } must be a value
refuse-needs-basis = setBasis needs an object such as {"{"}kind: "poly", degree: 2{"}"}
refuse-needs-split = setSplit needs an object such as {"{"}fraction: 0.3, seed: 1{"}"}
refuse-needs-view = setView needs an object of toggles
refuse-needs-network = setNetwork needs an object such as {"{"}activation: "tanh", hidden: [{"{"}w: [1, 1], b: -0.5{"}"}], output: [{"{"}w: [1], b: 0{"}"}]{"}"}
refuse-needs-viewport = setViewport needs {"{"}minX, maxX, minY, maxY{"}"}

## The arguments' names.

refuse-arg-angle = angle
refuse-arg-begin-or-end = begin or end
refuse-arg-class = class
refuse-arg-collect = collect
refuse-arg-count = count
refuse-arg-exportimages-callback = exportImage's callback
refuse-arg-from = from
refuse-arg-index = index
refuse-arg-speed = speed
refuse-arg-the-algorithm-id = the algorithm id
refuse-arg-the-answers = the answers
refuse-arg-the-basis = the basis
refuse-arg-the-basiss-id = the basis's id
refuse-arg-the-brush = the brush
refuse-arg-the-choice = the choice
refuse-arg-the-class = the class
refuse-arg-the-columns = the columns
refuse-arg-the-comparisons-options = the comparison's options
refuse-arg-the-cross-validations-options = the cross-validation's options
refuse-arg-the-csv-text = the CSV text
refuse-arg-the-data-sets-id = the data set's id
refuse-arg-the-decided-class = the decided class
refuse-arg-the-decision = the decision
refuse-arg-the-fault-handler = the fault handler
refuse-arg-the-indices = the indices
refuse-arg-the-lesson = the lesson
refuse-arg-the-lesson-id = the lesson id
refuse-arg-the-limit-of-steps = the limit of steps
refuse-arg-the-link = the link
refuse-arg-the-lock = the lock
refuse-arg-the-milliseconds = the milliseconds
refuse-arg-the-name = the name
refuse-arg-the-number-of-classes = the number of classes
refuse-arg-the-number-of-steps = the number of steps
refuse-arg-the-options = the options
refuse-arg-the-point-indices = the point indices
refuse-arg-the-point-of-the-curve = the point of the curve
refuse-arg-the-points = the points
refuse-arg-the-prediction = the prediction
refuse-arg-the-preset-id = the preset id
refuse-arg-the-presets-knobs = the preset's knobs
refuse-arg-the-saved-progress = the saved progress
refuse-arg-the-scene = the scene
refuse-arg-the-set = the set
refuse-arg-the-settings = the settings
refuse-arg-the-settings-key = the setting's key
refuse-arg-the-settings-value = the setting's value
refuse-arg-the-split = the split
refuse-arg-the-subscriber = the subscriber
refuse-arg-the-target = the target
refuse-arg-the-text = the text
refuse-arg-whether-it-is-csv = whether the text is CSV
refuse-arg-the-title = the title
refuse-arg-the-tool = the tool
refuse-arg-the-tools-options = the tool's options
refuse-arg-the-true-class = the true class
refuse-arg-the-view = the view
refuse-arg-the-network = the network
refuse-arg-the-first-unit = the first unit
refuse-arg-the-second-unit = the second unit
refuse-arg-the-unit = the unit
refuse-arg-restart-count = whether to start counting again
refuse-arg-the-viewport = the viewport
refuse-arg-where = where
refuse-arg-whether-to-ring-them = whether to ring them
refuse-arg-whether-to-start-counting-again = whether to start counting again
refuse-arg-x = x
refuse-arg-y = y

## Refusals of the functions.

refuse-pick-target = the target { $target } is not boundary, mistakes or ""
refuse-features = x and y are features, by index or by name
# $dataset is the data set's title; $name the name given, $features its features, as a script writes them.
refuse-no-feature = { $dataset } has no feature { $name }; its features are { $features }
refuse-feature-ambiguous = { $name } begins { $n } features of { $dataset }: { $features }; give more of the name
refuse-csv-not-imported = the CSV was not imported: { $why }
# $x and $y name the table's columns.
refuse-imported-table = Imported { $n } points of { $classes } classes, { $y } against { $x }; { $dropped ->
    [one] { $dropped } row without x or y was left out.
   *[other] { $dropped } rows without x or y were left out.
}
# $what is the value given, in quotes.
refuse-decision-drag = decisionDrag takes "begin" or "end", not { $what }
refuse-cv-models = cross-validate at most { $max } models at once
refuse-scene-not-loaded = the scene was not loaded: { $why }
refuse-set-points-array = setPoints needs an array of [x, y, class]: { $why }
# $n and $max are in digits.
refuse-set-points-limit = setPoints was given { $n } points; the limit is { $max }
refuse-set-points-point = point { $point } must be [x, y, class]: three numbers, the class whole
refuse-lesson-unsaved = the lesson cannot be saved: { $why }
refuse-train-first = train the model first: there is no { -boundary } yet
refuse-predicted-two = a predicted { -boundary } is two points, not { $n }
refuse-predict-target = the target { $target } is not boundary or mistakes
# $min and $max are in digits.
refuse-progress-limit = the limit must be from { $min } to { $max } characters
refuse-answers-questions = { $n } answers for { $questions } questions
refuse-the-view = the view: { $why }
refuse-no-link = no link: { $why }
refuse-link-not-opened = the link could not be opened: { $why }
# $id is the id given, in quotes.
refuse-no-lesson = there is no lesson { $id }
# readText, readStep or readEnd without readBegin (js/files.js opens a big file in steps).
refuse-no-reading = no file is being read: call readBegin() first
refuse-lesson-not-loaded = the lesson was not loaded: { $why }
refuse-no-python = no Python: { $why }
refuse-no-notebook = no notebook: { $why }
refuse-no-json = it has no JSON form (is it a function or undefined?)

## Making a SCORM package in the page.

refuse-no-lesson-to-pack = there is no lesson to pack ({ $why }): write one with Share and files → Write a lesson…
refuse-packing = a SCORM package is being made; wait for it
refuse-package-not-made = the SCORM package was not made: { $why }

## An object argument that cannot be read as JSON ("it" is the argument).

refuse-json-unread = it could not be read
refuse-json-unwritable = it cannot be written as JSON (a cycle, a BigInt, a function?)
# $max is the limit, in digits (4194304).
refuse-json-values = it holds more than { $max } values
refuse-json-number = it holds { $value }, not a finite number
# $what says what is wrong; $key names where, as a script writes it.
refuse-json-at = { $what } (at { $key })
refuse-json-bigint-holds = it holds a BigInt
refuse-json-bigint = { $what }; use a Number
# $max is in digits.
refuse-json-long = it is longer than { $max } characters
refuse-json-deep = it is nested too deeply
refuse-json-cycle = it refers to itself (a cycle)
# $why is the browser's own words.
refuse-json-threw = reading it threw: { $why }
refuse-json-exception = reading it threw an exception

## The network's refusals and reasons.

refuse-network-json = the network: { $why }
refuse-network-activation = the network's activation must be "tanh", "logistic", "relu" or "step", not “{ $activation }”
refuse-network-hidden = the network has 1 to { $max } hidden units, not { $n }
refuse-network-output = the network has 1 to { $max } output units, not { $n }
refuse-network-row = { $layer ->
    [hidden] hidden unit { $unit } needs w and b
   *[output] output unit { $unit } needs w and b
}
