package api

import (
	"encoding/json"
	"testing"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/msgtest"
)

// en returns x in English, as the page shows it (engine/msg/msgtest).
func en(t testing.TB, x msg.Text) string { t.Helper(); return msgtest.En(t, x) }

// enJSON returns in English a Text that came through JSON (a status's
// message, an answer's error): a map {id, args}; a string as it is.
func enJSON(t testing.TB, v any) string {
	t.Helper()
	if s, ok := v.(string); ok {
		return s
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var x msg.Text
	if err := json.Unmarshal(data, &x); err != nil {
		t.Fatalf("%s is not a Text: %v", data, err)
	}
	return en(t, x)
}
