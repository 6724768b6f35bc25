// Package msgtest formats Texts in English for tests, as the page shows
// them: from the catalog the page reads (web/locales/en, found above the
// test's folder), nested Texts first, and a sentence of its own
// (msg.Sentence) with its first letter in upper case. A test that
// asserted the English words Go composed asserts them on the Text.
//
//	if got := msgtest.En(t, d.Summary); !strings.Contains(got, "converged") { … }
package msgtest

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/fluent"
)

// english is the English catalog, read once for a test binary.
var english = sync.OnceValues(func() (*fluent.Catalog, error) {
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return fluent.Load(os.DirFS(filepath.Join(dir, "web", "locales")), "en")
		}
		up := filepath.Dir(dir)
		if up == dir {
			return nil, os.ErrNotExist
		}
		dir = up
	}
})

// En returns x in English; the zero Text is "". A Text that the catalog
// cannot format fails the test.
func En(t testing.TB, x msg.Text) string {
	t.Helper()
	if x.IsZero() {
		return ""
	}
	cat, err := english()
	if err != nil {
		t.Fatalf("msgtest: the English catalog: %v", err)
	}
	s, err := format(cat, x)
	if err != nil {
		t.Fatalf("msgtest: %v", err)
	}
	return s
}

// English returns x in English, for an example, which has no test to
// fail: En without a testing.TB.
func English(x msg.Text) (string, error) {
	if x.IsZero() {
		return "", nil
	}
	cat, err := english()
	if err != nil {
		return "", err
	}
	return format(cat, x)
}

// EnErr returns the words of err in English ("" for nil).
func EnErr(t testing.TB, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	return En(t, msg.Of(err))
}

// Words returns a function that writes Texts in English, for code that
// takes the page's formatter.
func Words(t testing.TB) func(msg.Text) string {
	return func(x msg.Text) string { return En(t, x) }
}

// format formats x, writing each sentence (common-sentence) first and
// with a capital, as the page's fmt does.
func format(cat *fluent.Catalog, x msg.Text) (string, error) {
	if x.ID == "common-sentence" {
		inner, _ := x.Args["text"].(msg.Text)
		s, err := format(cat, inner)
		return Capitalize(s), err
	}
	if len(x.Args) == 0 {
		return cat.Format(x)
	}
	y := msg.Text{ID: x.ID, Args: make(map[string]any, len(x.Args))}
	for k, v := range x.Args {
		if n, ok := v.(msg.Text); ok && hasSentence(n) {
			s, err := format(cat, n)
			if err != nil {
				return "", err
			}
			v = s
		}
		y.Args[k] = v
	}
	return cat.Format(y)
}

func hasSentence(x msg.Text) bool {
	if x.ID == "common-sentence" {
		return true
	}
	for _, v := range x.Args {
		if n, ok := v.(msg.Text); ok && hasSentence(n) {
			return true
		}
	}
	return false
}

// Capitalize returns s with its first letter in upper case, as the page
// begins a sentence of its own.
func Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return strings.ToUpper(string(r)) + s[n:]
}
