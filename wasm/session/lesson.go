package session

import "encoding/json"

// SetLesson sets the scene's title, text and lesson object (its Try steps,
// controls and questions, which the caller has checked). It keeps the
// points and the training, as SetTitle does.
func (a *Session) SetLesson(title, text string, lesson json.RawMessage) {
	a.scene.Title, a.scene.Text = title, text
	a.scene.Lesson = append(json.RawMessage(nil), lesson...)
	a.scene.Normalize()
	a.changed()
}
