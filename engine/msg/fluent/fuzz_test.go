package fluent

import (
	"os"
	"testing"

	"hyperplane/engine/msg"
)

// FuzzParse: no input makes Parse panic or loop; what parses formats
// (every message, its attributes too, with a number and a word for each
// variable) without a panic, and an error is the only failure.
func FuzzParse(f *testing.F) {
	if src, err := os.ReadFile("testdata/syntax.ftl"); err == nil {
		f.Add(string(src))
	}
	for _, s := range []string{"", "a = b", "a = { $n ->\n [one] x\n*[other] y\n}", "-t = { -t }", "a =\n    .b = { a.b }", "a = {{{", "a = { NUMBER($x, maximumFractionDigits: 99) }", "a = \\u{", "# x\n## y\n### z\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		r, err := Parse("fuzz.ftl", []byte(src))
		if err != nil {
			return
		}
		for _, locale := range []string{"en", "cs"} {
			c := New(locale)
			if c.Add(r) != nil {
				return
			}
			for _, id := range c.IDs() {
				e, _ := c.Message(id)
				for _, v := range []any{1.5, "w"} {
					var kv []any
					for _, name := range c.Variables(id) {
						kv = append(kv, name, v)
					}
					c.Format(msg.T(id, kv...))
					for _, a := range e.Attrs {
						c.FormatAttr(msg.T(id, kv...), a.Name)
					}
				}
			}
			c.PluralProblems()
		}
	})
}
