package msg

// The words that every part of the program shares (web/locales/en/
// go-common.ftl): an error worded by Go's own libraries, and lists.

// Of returns the words of err: the Text it carries (TextOf), or, for an
// error that carries none (one of the standard library's, which words a
// problem for a developer), the message common-error with its text. A
// message that names a cause passes Of(cause) as its argument:
//
//	return msg.Wrap(err, "scene-not-loaded", "why", msg.Of(err))
func Of(err error) Text {
	if t, ok := TextOf(err); ok {
		return t
	}
	return T("common-error", "text", err.Error())
}

// And joins parts as a sentence lists them: "a", "a and b", "a, b and
// c"; the zero Text for none.
func And(parts ...Text) Text {
	switch len(parts) {
	case 0:
		return Text{}
	case 1:
		return parts[0]
	case 2:
		return T("common-and", "a", parts[0], "b", parts[1])
	}
	return T("common-and-more", "a", parts[0], "rest", And(parts[1:]...))
}

// Comma joins parts with commas: "a, b, c"; the zero Text for none.
func Comma(parts ...Text) Text { return join("common-comma", parts) }

// Semicolon joins parts with semicolons: "a; b; c"; the zero Text for
// none.
func Semicolon(parts ...Text) Text { return join("common-semicolon", parts) }

// Sentences puts sentences one after the other; the zero Text for none.
func Sentences(parts ...Text) Text { return join("common-sentences", parts) }

// join nests the message id, whose variables are $a and $b, over parts.
func join(id string, parts []Text) Text {
	switch len(parts) {
	case 0:
		return Text{}
	case 1:
		return parts[0]
	}
	return T(id, "a", parts[0], "b", join(id, parts[1:]))
}

// Sentence marks t as a sentence of its own, such as a refusal, a line
// of the status or what a key did: the page writes its first letter in
// upper case, in the locale's way (catalogs write an error as it reads
// inside a longer message, "the scene was not loaded: the link is
// damaged", and a sentence of its own begins "The link is damaged").
func Sentence(t Text) Text { return T("common-sentence", "text", t) }
