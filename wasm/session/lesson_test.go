package session

import (
	"encoding/json"
	"testing"
)

// TestSetLesson: setting a lesson keeps the points and the trained model,
// and the scene (hence its share link and file) carries the lesson; an
// empty lesson object is dropped.
func TestSetLesson(t *testing.T) {
	a := twoPoints(t)
	a.Train(1000, 0)
	if !a.Trained() {
		t.Fatal("not trained")
	}
	step := a.Shown().Step
	a.SetLesson("  Title ", "Text", json.RawMessage(`{"try":["Press Play"]}`))
	s := a.Scene()
	if s.Title != "Title" || s.Text != "Text" || string(s.Lesson) != `{"try":["Press Play"]}` {
		t.Fatalf("scene %q %q %s", s.Title, s.Text, s.Lesson)
	}
	if len(a.Points()) != 2 || !a.Trained() || a.Shown().Step != step {
		t.Errorf("the lesson changed the points or the training: %d points, step %d (was %d)", len(a.Points()), a.Shown().Step, step)
	}
	a.SetLesson("Title", "Text", json.RawMessage(`{}`))
	if a.Scene().Lesson != nil {
		t.Errorf("an empty lesson stayed: %s", a.Scene().Lesson)
	}
}
