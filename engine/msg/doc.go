// Package msg is how Go hands the page words to show: a message id of the
// catalog with its arguments, never an English sentence. The page formats
// the Text in its reader's language (web/js/i18n.js, with the catalogs of
// web/locales); native tests format it in English with package
// hyperplane/engine/msg/fluent.
//
// The catalogs are Fluent files (projectfluent.org, syntax 1.0), one
// folder per locale and one file per domain: web/locales/en/panel.ftl
// holds the panel's words in English, web/locales/cs/panel.ftl the same
// ids in Czech. Ids are lower-kebab-case and start with their domain's
// prefix; words that a course may rename everywhere at once (bias,
// weight, margin) are terms, -bias = bias, that messages refer to as
// { -bias }.
//
// Adding a message from Go:
//
//  1. Write it in English in the domain's file of web/locales/en, with its
//     variables and, for a count, a plural selector:
//
//     refuse-too-many-points = { $n ->
//     [one] A scene holds at most one point.
//     *[other] A scene holds at most { $n } points.
//     }
//
//  2. Return it from Go as a Text, or as an error that carries one:
//
//     return msg.Err("refuse-too-many-points", "n", limit)
//     status.Note = msg.T("describe-boundary-line", "slope", m)
//
//     Arguments are name, value pairs; a value is a string, an int, a
//     float64, a bool or a nested Text (formatted first, in the same
//     locale). Pass numbers as numbers: the page formats them for the
//     locale (a decimal comma in Czech); the message may ask for digits
//     with NUMBER($x, maximumFractionDigits: 2).
//
//  3. In a native test, format it in English and assert the words:
//
//     cat, err := fluent.Load(os.DirFS("../../web/locales"), "en")
//     got, err := cat.Format(text)
//
// The JSON of a Text is {"id": "...", "args": {...}}: the page's fmt()
// formats it. The tests of the catalog (catalog_test.go at the root)
// check that every id written in msg.T and msg.Err calls exists in
// English and that the arguments passed are the message's variables.
//
// From JavaScript the page calls t("panel-train") or t(id, {n: 3}) from
// js/i18n.js, and static HTML says data-l10n-id="panel-train"; the
// header of js/i18n.js says more.
package msg
