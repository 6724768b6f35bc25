package main

import "testing"

// TestWithHandSection: the section from "## Figures from the code" to the
// end of the old report follows the new report verbatim; an old report
// without it adds nothing, and a heading that is only part of a line or of
// another heading does not count.
func TestWithHandSection(t *testing.T) {
	hand := "## Figures from the code\n\n| file | figure |\n|---|---|\n| a.go | 1 ms |\n"
	cases := []struct{ name, report, old, want string }{
		{"kept", "# B\n\n## In Go\nnew\n", "# B\n\n## In Go\nold\n\n" + hand, "# B\n\n## In Go\nnew\n\n" + hand},
		{"no trailing newline", "# B\nnew", "old\n" + hand, "# B\nnew\n\n" + hand},
		{"only the section", "new\n", hand, "new\n\n" + hand},
		{"none", "new\n", "# B\nold\n", "new\n"},
		{"no old file", "new\n", "", "new\n"},
		{"not a heading", "new\n", "see ## Figures from the code\n", "new\n"},
		{"longer heading", "new\n", "## Figures from the code base\nx\n", "new\n"},
	}
	for _, c := range cases {
		if got := withHandSection(c.report, c.old); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
