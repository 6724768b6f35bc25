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
