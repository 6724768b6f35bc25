package keys

import (
	"testing"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/msgtest"
)

// en returns x in English, as the page says it (engine/msg/msgtest).
func en(t testing.TB, x msg.Text) string { t.Helper(); return msgtest.En(t, x) }
