### Hyperplane's words: the embed API's answers to a course page, and the example course page, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

# $origin: what the address gave as an origin.
embed-origin-ignored = { -hyperplane }: the embed's origin { $origin } is not an http or https origin; it is ignored
embed-unsendable = the answer cannot be sent: { $error }
# $origin: the origin of the page that sent the command; $encoded: it, for an address.
embed-command-ignored = { -hyperplane }: a command from { $origin } was ignored: this embed takes commands only from the origins its address allows (add &origin={ $encoded })
embed-version = this embed speaks version 1 of the envelope {"{"}hyperplane: 1, kind, id, name, payload{"}"}
embed-kind = an embed takes messages of the kind "command" only
embed-extra = the envelope has a field { $field }; it has only hyperplane, kind, id, name and payload
embed-id = the id must be a string of at most { $max } characters or a finite number
embed-name = the name must be a string: a function of window.hyperplane
embed-no-command = there is no command { $name }; hyperplane.commands() lists them (those that take a function cannot be sent)
embed-payload = the payload must be the array of the arguments, at most { $max }
embed-failed = hyperplane.{ $name } failed: { $error }

## The example course page (embed/example.html), which asks the playground for these words.

example-title = A course page with { -hyperplane } embedded
example-heading = Week 3: the perceptron
example-intro = This page is an example of a course page that embeds { -hyperplane } and talks to it with its message API (<code>embed/client.js</code>). Open it from another site than { -hyperplane }'s to see it work across origins: <code>example.html?playground=https://your.site/hyperplane/</code>. Its words come from the playground's catalog, in the language the menu below chooses (<code>setLocale</code>, <code>formatTexts</code>).
example-frame =
    .title = { -hyperplane }: a playground for linear classifiers
example-drive =
    .aria-label = Drive the playground
example-load = Load the AND gate
example-train = Train the perceptron
example-read = Read the { -weights }
example-lesson = Open a lesson
example-language = The playground's language
example-score = Score reported by the playground:
example-score-none = none yet
example-log =
    .aria-label = Messages from the playground
# $n: the commands the playground takes.
example-ready = ready: { $n } commands
example-trained = trained: { -step } { $step }, { -accuracy } { $accuracy }
# $k: the question; $score of $max.
example-answered = answered question { $k }: { $score } of { $max }
example-completed = { $score } of { $max }
example-resize = the playground is { $height } pixels high
