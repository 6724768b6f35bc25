package fluent

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"hyperplane/engine/msg"
)

// The expected strings in formatCases are what Fluent's syntax 1.0 specifies for each (dedenting
// by the common indent, trailing blanks trimmed, terms seeing only their
// own arguments); TestMatchesFluentBundle, at the root, formats the real
// catalogs with @fluent/bundle and requires the same words.
// testdata/syntax.ftl exercises the syntax the catalogs use.

var formatCases = []struct {
	locale string
	text   msg.Text
	want   string
}{
	{"en", msg.T("hello", "name", "Ada"), "Hello, Ada!"},
	{"en", msg.T("plain"), "Plain text."},
	{"en", msg.T("refs", "name", "you"), "Hello, you! and Hyperplane"},
	{"en", msg.T("term-args"), "the weight's sign and the weight"},
	{"en", msg.T("attrs"), "Train"},
	{"en", msg.T("multi"), "First line,\n  indented line.\n\nAfter a blank line."},
	{"en", msg.T("inline-multi"), "Starts here\nand goes on."},
	{"en", msg.T("count", "n", 0), "no points"},
	{"en", msg.T("count", "n", 1), "one point"},
	{"en", msg.T("count", "n", 2), "2 points"},
	{"en", msg.T("count", "n", 1234567), "1,234,567 points"},
	{"en", msg.T("count", "n", 1.5), "1.5 points"},
	// Czech: 1 one, 2-4 few, a decimal many, 5 and up other (CLDR).
	{"cs", msg.T("cs-count", "n", 1), "1 bod"},
	{"cs", msg.T("cs-count", "n", 3), "3 body"},
	{"cs", msg.T("cs-count", "n", 2.5), "2,5 bodu"},
	{"cs", msg.T("cs-count", "n", 5), "5 bodů"},
	{"cs", msg.T("cs-count", "n", 22), "22 bodů"},
	{"en", msg.T("str-select", "kind", "error", "text", "no"), "Error: no"},
	{"en", msg.T("str-select", "kind", "info", "text", "fine"), "fine"},
	{"en", msg.T("term-select"), "it"},
	// 1.005 rounds to 1.01 (half away from zero on its shortest form,
	// as Intl does); 25.6 is 26 to no digits and 25.6 to one.
	{"en", msg.T("nums", "x", 1.005, "p", 25.6), "1.01 · 26 % · 25.6 % · 1.005"},
	// German and Spanish: a decimal comma and a dot between thousands
	// (Spanish only from 10,000); Czech a no-break space.
	{"de", msg.T("nums", "x", 1234.5, "p", 50), "1.234,5 · 50 % · 50 % · 1.234,5"},
	{"cs", msg.T("nums", "x", 1234.5, "p", 50), "1\u00a0234,5 · 50 % · 50 % · 1\u00a0234,5"},
	{"es", msg.T("nums", "x", 1234.5, "p", 50), "1234,5 · 50 % · 50 % · 1234,5"},
	{"es", msg.T("nums", "x", 12345.5, "p", 50), "12.345,5 · 50 % · 50 % · 12.345,5"},
	// Three significant digits: 0.0012345 → 0.00123, 98765 → 98,800.
	{"en", msg.T("sig", "x", 0.0012345), "0.00123"},
	{"en", msg.T("sig", "x", 98765.0), "98,800"},
	// 1 with a fraction digit shown is 1.0, not "one" in English.
	{"en", msg.T("fixed-one", "n", 1), "1.0 of them"},
	{"en", msg.T("literals"), "{braces} é 1.50"},
	{"en", msg.T("nested", "method", msg.T("plain")), "Method: Plain text.."},
}

func testCatalog(t *testing.T, locale string) *Catalog {
	t.Helper()
	src, err := os.ReadFile("testdata/syntax.ftl")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Parse("syntax.ftl", src)
	if err != nil {
		t.Fatal(err)
	}
	c := New(locale)
	if err := c.Add(r); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestFormat(t *testing.T) {
	for _, c := range formatCases {
		got, err := testCatalog(t, c.locale).Format(c.text)
		if err != nil || got != c.want {
			t.Errorf("%s %v: %q (%v), want %q", c.locale, c.text, got, err, c.want)
		}
	}
}

func TestAttributesAndHeader(t *testing.T) {
	c := testCatalog(t, "en")
	cases := []struct{ id, attr, want string }{
		{"attrs", "title", "One step (s)"},
		{"attrs", "aria-label", "Train the bias"},
		{"only-attrs", "title", "Just a title"},
	}
	for _, k := range cases {
		got, err := c.FormatAttr(msg.T(k.id), k.attr)
		if err != nil || got != k.want {
			t.Errorf("%s.%s = %q (%v), want %q", k.id, k.attr, got, err, k.want)
		}
	}
	if _, err := c.Format(msg.T("only-attrs")); err == nil {
		t.Error("a message of attributes only formatted a value")
	}
	r := c.Resources[0]
	if len(r.Header) != 2 || r.Header[0] != "Made by: the tests" {
		t.Errorf("header %q", r.Header)
	}
	if e, _ := c.Message("hello"); e.Comment != "The plain case." || e.Line != 15 {
		t.Errorf("hello: comment %q line %d, want \"The plain case.\" at 15", e.Comment, e.Line)
	}
}

// Errors: what a Text can get wrong, each reported.
func TestFormatErrors(t *testing.T) {
	c := testCatalog(t, "en")
	for _, tx := range []msg.Text{
		msg.T("nope"),                            // no such message
		msg.T("hello"),                           // $name missing
		msg.T("nested", "x", 1),                  // $method missing
		msg.T("nested", "method", msg.T("nope")), // a nested text that is missing
	} {
		if s, err := c.Format(tx); err == nil {
			t.Errorf("%v formatted as %q, want an error", tx, s)
		}
	}
}

// A course's override replaces a term everywhere it is used, and the
// fallback catalog answers for what a locale lacks.
func TestOverrideAndFallback(t *testing.T) {
	en := testCatalog(t, "en")
	over, err := Parse("course.ftl", []byte("-bias = threshold\n"))
	if err != nil {
		t.Fatal(err)
	}
	en.Override(over)
	if got, _ := en.FormatAttr(msg.T("attrs"), "aria-label"); got != "Train the threshold" {
		t.Errorf("after the override: %q", got)
	}
	cs := New("cs")
	r, _ := Parse("cs.ftl", []byte("plain = Prostý text.\n"))
	cs.Add(r)
	cs.Fallback = en
	for _, k := range []struct {
		text msg.Text
		want string
	}{
		{msg.T("plain"), "Prostý text."},
		// English's words, Czech's numbers: the page formats a missing
		// message with the English bundle in the reader's locale.
		{msg.T("count", "n", 2.5), "2,5 points"},
	} {
		if got, err := cs.Format(k.text); err != nil || got != k.want {
			t.Errorf("%v: %q (%v), want %q", k.text, got, err, k.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		src  string
		line int // where the error is reported
	}{
		{"a = ok\nb = { $x\n", 2},
		{"a = x }\n", 1},
		{"a = { $n ->\n  [one] x\n}\n", 1},              // no default variant
		{"a = { $n ->\n *[one] x\n *[other] y\n}\n", 1}, // two defaults
		{"a = one\na = two\n", 2},                       // twice
		{"-t =\n    .attr = x\n", 1},                    // a term without a value
		{"a =\n", 1},                                    // nothing
		{"a = { msg -> \n *[x] y\n}\n", 1},              // a message as a selector
		{"a = { -t ->\n *[x] y\n}\n", 1},                // a term's value as a selector
		{"a = { lower() }\n", 1},                        // a function in lower case
		{"#bad comment\n", 1},
		{"  a = indented entry\n", 1},
		{"a = { \"open\n", 1},
		{"a = { \"\\q\" }\n", 1},
		{"a = { NUMBER($x, maximumFractionDigits: 1, 2) }\n", 1}, // positional after named
		{"ok = fine\n\n7up = no\n", 3},
	}
	for _, c := range cases {
		_, err := Parse("bad.ftl", []byte(c.src))
		want := "bad.ftl:" + itoa(c.line) + ":"
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: error %v, want one at %s", c.src, err, want)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// A cycle of references fails instead of recursing for ever.
func TestCycle(t *testing.T) {
	r, err := Parse("cycle.ftl", []byte("a = { b }\nb = { a }\n"))
	if err != nil {
		t.Fatal(err)
	}
	c := New("en")
	c.Add(r)
	if _, err := c.Format(msg.T("a")); err == nil || !strings.Contains(err.Error(), "cycle") {
		t.Errorf("a cycle: %v", err)
	}
}
