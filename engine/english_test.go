package engine

import (
	"testing"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/msgtest"
)

// en returns x in English, as the page shows it (engine/msg/msgtest).
func en(t testing.TB, x msg.Text) string { t.Helper(); return msgtest.En(t, x) }

// enErr returns the words of err in English ("" for nil).
func enErr(t testing.TB, err error) string { t.Helper(); return msgtest.EnErr(t, err) }

// enAll returns the Texts xs in English.
func enAll(t testing.TB, xs []msg.Text) []string {
	t.Helper()
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = en(t, x)
	}
	return out
}
