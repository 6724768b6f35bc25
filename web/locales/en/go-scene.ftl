### Hyperplane's words about scenes, links and files of points (package engine/scene), in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

## The default name of a class (a scene's own names are kept).

scene-class-default = Class { $n }

## Checking a scene.

scene-version-range = the version { $version } is not a scene version this page reads (1 to { $max })
scene-the-title = the title
scene-the-text = the text
scene-classes-count = a scene has 1 to { $max } classes, not { $n }
scene-class-name = the name of class { $class }
scene-class-no-name = class { $class } has no name
# $name is the class's name, in quotes.
scene-class-twice = classes { $a } and { $b } are both called { $name }; give them different names
# $id is the id given, in quotes; $n the number of methods.
scene-unknown-method = unknown algorithm { $id }; the menu of algorithms lists the { $n } this page knows
# $key is the setting as a script writes it, in quotes; $method the method's name.
scene-param-of = parameter { $key } of { $method }: { $why }
scene-param-of-method = parameter of { $method }: { $why }
scene-basis = basis: { $why }
# $shading is the value given, in quotes; $choices the values a script may write.
scene-unknown-shading = unknown shading { $shading }; use { $choices }
scene-compare-unknown = cannot compare with the unknown algorithm { $id }
scene-compare-too-many = the comparison lists { $n } algorithms, more than there are
scene-speed = the speed must be between { $min } and { $max } steps per second, not { $value }
scene-viewport-finite = viewport: { $value } is not a finite number
scene-viewport-limit = viewport: { $value } is beyond the limit of { $max }
# $axis is x or y.
scene-viewport-order = viewport: the smallest { $axis } ({ $lo }) must be below the largest ({ $hi })
scene-viewport-narrow = viewport: the { $axis } range { $lo } to { $hi } is too narrow to draw
scene-value-too-long = the value is too long to be a choice
scene-value-list = a list is not a parameter value
scene-value-object = an object is not a parameter value
# $type is the kind of value, as Go names it.
scene-value-type = a value of type { $type } is not a parameter value
scene-lesson-size = the lesson is { $size } long; the limit is { $max }
scene-lesson-object = the lesson should be a JSON object {"{"}…{"}"}
scene-axis-name = the name of the { $axis } axis
scene-axis-units = the units of the { $axis } axis
scene-axis-mean = the { $axis } axis: its mean and standard deviation must be finite, the deviation not negative
scene-dataset-id = the data set's id
scene-split-fraction = the test fraction must be between 0 and { $max }, not { $value }
scene-decision-dropped = the decision stage was left out: { $why }
# $key or $keys are the settings as a script writes them, in quotes; $method the method's id.
scene-dropped-one = dropped the parameter { $key }, which { $method } does not have
scene-dropped-some = dropped the parameters { $keys }, which { $method } does not have
scene-dropped-more = dropped the parameters { $keys }, { $more } more, which { $method } does not have

## The switches of the View section.

scene-view-boundary = { -boundary }
scene-view-misclassified = mark mistakes
scene-view-weights = w and w₀/‖w‖
scene-view-margins = margins
scene-view-update = last update
scene-view-novikoff = Novikoff R, γ
scene-view-fisher = Fisher view
scene-view-densities = class densities
scene-view-contours = probability contours
scene-view-whitened = whitened space
scene-view-ambiguity = ambiguous regions
scene-view-grid = grid
scene-view-backprop = a network's next step

## Files of points (CSV).

# $line is the number of the line of the file, in digits; $why what is wrong there.
scene-csv-line = line { $line }: { $why }
scene-csv-binary = this is not a text file (it holds binary data); save the points as CSV text
scene-csv-fields = expected 3 fields (x, y, class), found { $n }
scene-csv-too-many = the file has more than { $max } points, the limit
scene-csv-class-list = the list of classes: { $why }
scene-csv-class-list-empty = the list of classes names no class
scene-csv-header = the header should name 3 columns (x, y, class), not { $n }
# $axis is x or y; $value the text of the file, in quotes.
scene-csv-coord-huge = { $axis } = { $value } is too large; coordinates are limited to ±{ $max }
scene-csv-coord-nan = { $axis } = { $value } is not a number
scene-csv-coord-infinite = { $axis } = { $value } is not a finite number
scene-csv-coord-limit = { $axis } = { $value } is beyond the limit of ±{ $max }
# $class is the class as the file writes it, in quotes.
scene-csv-class-not-number = the class { $class } is not a number (the first row gave its class as a number, so every row must)
scene-csv-class-range = the class { $class } is not a class number (1 to { $max })
scene-csv-class-range-zero = the class { $class } is not a class number (0 to { $max }, as another row has class 0)
scene-csv-class-empty = the class is empty
scene-csv-class-long = the class name { $class } is longer than { $max } characters
scene-csv-class-twice = the class { $class } is listed twice
scene-csv-class-too-many = the class { $class } would be class { $n }; a scene has at most { $max } classes
scene-csv-header-only = the file has a header but no points
scene-csv-no-points = the file holds no points
scene-csv-too-large = the file is larger than { $max }, the limit
scene-csv-line-long = line { $line } is longer than { $max }; this does not look like a CSV file of points
scene-csv-unreadable = cannot read the file: { $why }
scene-csv-quote-open = a quote is not closed
scene-csv-after-quote = there is text after a closing quote
# The name of a column of a table without a header.
scene-csv-column = column { $n }
scene-csv-no-rows = the file has no rows
scene-csv-columns = the file has { $n } columns; x, y and the class must be among them

## Scene files.

scene-size = the scene is { $size } long; the limit is { $max }
scene-empty = the scene is empty
scene-no-version = this is not a Hyperplane scene: it has no version number
# $version is the text of the file.
scene-version-not-whole = the version { $version } is not a whole number such as { $example }
scene-version-invalid = the version { $version } is not a valid scene version
scene-newer = this scene was made by a newer Hyperplane (scene format { $format }; this page reads format { $max } and older): open it with the newer page
scene-points-list = points must be a list of [x, y, class] triples
scene-too-many-points = the scene has more than { $max } points, the limit
scene-point-triple = point { $point } must be a triple [x, y, class]
scene-point-short = point { $point } has { $n } numbers; it must be a triple [x, y, class]
scene-point-empty = point { $point } is empty; it must be a triple [x, y, class]
# $what is x, y or class.
scene-point-nan = point { $point }: { $what ->
    [class] the class
   *[other] { $what }
} is not a number
scene-point-huge = point { $point }: { $what ->
    [class] the class
   *[other] { $what }
} = { $value } is too large
scene-point-long = point { $point } has more than 3 numbers; it must be a triple [x, y, class]
scene-point-class = point { $point }: the class { $class } is not a whole number from 0 (the first class) up
scene-point-class-max = point { $point }: the class { $class } is beyond the last of { $max } possible classes (classes count from 0)
scene-point-after = after point { $point }: expected , or ]
scene-points-after = points: unexpected text after the list

## Share links.

scene-link-too-large = the scene is too large for a link ({ $size }); save it as a file instead
scene-link-empty = the link holds no scene
scene-link-long = the link is { $size } long; the limit is { $max }
scene-link-not-ours = this is not a Hyperplane link: it should start with v2.
# $version is the start of the link, in quotes.
scene-link-version = this is not a Hyperplane link: { $version } is not a link version
scene-link-newer = this link was made by a newer Hyperplane (link format { $format }; this page reads format { $max }): open it with the newer page
scene-link-damaged-at = the link is damaged at character { $at }: it holds characters that a Hyperplane link does not, or it was cut short (was it changed when it was copied?)
scene-link-damaged = the link is damaged: { $why }
scene-link-cut = the link is cut short: its end is missing (was it copied completely?)
scene-link-corrupt = the link is damaged: its compressed data is corrupt
scene-link-unpacks = the link unpacks to more than { $max }, the limit; it was not made by Hyperplane
scene-link-scene = the link holds a scene that cannot be opened: { $why }
scene-link-no-checksum = the link is damaged or cut short: its checksum is missing (was it copied completely?)
scene-link-checksum = the link is damaged: its checksum does not match (was it changed when it was copied?)

## The network's refusals and reasons.

scene-network-method = the scene holds a network's weights, but its method is { $method }
scene-network-weights = the network's weights: { $why }
