// Package fluent reads the catalogs of web/locales (Fluent files,
// projectfluent.org syntax 1.0) and formats a msg.Text from them, in Go:
// the native tests use it to assert the words a Text stands for, and the
// catalog's tests use its parser to check every file (ids, variables,
// plural variants). The page itself formats with @fluent/bundle
// (web/js/i18n.js); a test runs both over every English message and
// requires the same string.
//
// It reads the part of the syntax the catalogs use: messages and terms
// with attributes, comments, multiline patterns, placeables of variables,
// messages, terms (with named arguments), string and number literals,
// NUMBER() and select expressions on plural categories, numbers or
// strings. Anything else is a parse error with its file and line: this
// package is strict where Fluent's own parsers skip a bad entry, so that
// a catalog that does not read is caught by a test, not by a reader.
//
//	cat, err := fluent.Load(os.DirFS("web/locales"), "en")
//	s, err := cat.Format(msg.T("panel-step-count", "n", 3))
//
// A Catalog is a value: nothing here is global. Numbers are formatted as
// Intl.NumberFormat does for the locales of web/locales (its grouping,
// decimal sign and percent), and plural categories follow CLDR's rules
// for them (plural.go); other locales get English's.
package fluent
