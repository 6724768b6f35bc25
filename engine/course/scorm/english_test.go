package scorm

import (
	"testing"

	"hyperplane/engine/course"
	"hyperplane/engine/msg"
	"hyperplane/engine/msg/msgtest"
)

// en returns x in English, as the page shows it (engine/msg/msgtest).
func en(t testing.TB, x msg.Text) string { t.Helper(); return msgtest.En(t, x) }

// enErr returns the words of err in English ("" for nil).
func enErr(t testing.TB, err error) string { t.Helper(); return msgtest.EnErr(t, err) }

// english is a course.Words that writes Texts in English.
func english(t testing.TB) course.Words { return msgtest.Words(t) }
