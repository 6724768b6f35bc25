package main

import (
	"time"

	"hyperplane/wasm/session"
)

// importJSON is the answer of importCSV and loadScene: ok, and what the
// import brought in (points, classes, dropped) and how long it took,
// reading the argument included (ms).
type importJSON struct {
	OK bool `json:"ok"`
	session.ImportReport
}

// importAnswer returns the answer of an import that started at start.
func importAnswer(a *app, start time.Time) importJSON {
	r := a.s.Imported()
	r.Millis = float64(time.Since(start).Microseconds()) / 1000
	return importJSON{true, r}
}
