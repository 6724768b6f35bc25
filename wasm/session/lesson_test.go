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
	a.Training().Train(1000, 0)
	if !a.Training().Trained() {
		t.Fatal("not trained")
	}
	step := a.Training().Shown().Step
	a.Doc().SetLesson("  Title ", "Text", json.RawMessage(`{"try":["Press Play"]}`))
	s := a.Scene()
	if s.Title != "Title" || s.Text != "Text" || string(s.Lesson) != `{"try":["Press Play"]}` {
		t.Fatalf("scene %q %q %s", s.Title, s.Text, s.Lesson)
	}
	if len(a.Doc().Points()) != 2 || !a.Training().Trained() || a.Training().Shown().Step != step {
		t.Errorf("the lesson changed the points or the training: %d points, step %d (was %d)", len(a.Doc().Points()), a.Training().Shown().Step, step)
	}
	a.Doc().SetLesson("Title", "Text", json.RawMessage(`{}`))
	if a.Scene().Lesson != nil {
		t.Errorf("an empty lesson stayed: %s", a.Scene().Lesson)
	}
}
