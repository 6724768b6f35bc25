package course

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Lesson is a scene with a title and a short text that says what to look
// at and what to try. The scene carries the title and text too, so that a
// share link of a lesson's scene shows them.
type Lesson struct {
	ID    string      `json:"id"`
	Title string      `json:"title"`
	Text  string      `json:"text"`
	Scene scene.Scene `json:"scene"`
	// Extras are its Try steps, locked and hidden controls and questions.
	Extras
	// Texts are a built-in lesson's title and text in the catalog
	// (go-lessons.ftl): Lessons writes them into Title and Text in the
	// reader's words. A lesson a teacher writes has its own words, and
	// none.
	Texts *Texts `json:"-"`
}

// Texts are the title and text of a built-in lesson, as Texts of the
// catalog.
type Texts struct {
	Title, Text msg.Text
	// Try and Questions are the words of its Extras, when it has them:
	// Lessons writes them into Extras.Try and each question's prompt,
	// choices and feedback, in order.
	Try       []msg.Text
	Questions []QuestionTexts
}

// QuestionTexts are the words of a built-in lesson's question.
type QuestionTexts struct {
	Prompt            msg.Text
	Choices, Feedback []msg.Text
}

// words writes the Texts t of a built-in lesson into l in the words of w.
func (t *Texts) words(l *Lesson, w func(msg.Text) string) {
	l.Title, l.Text = w(t.Title), w(t.Text)
	if t.Try != nil {
		l.Try = make([]string, len(t.Try))
		for i, x := range t.Try {
			l.Try[i] = w(x)
		}
	}
	// A copy of the questions: the lesson's own array is not shared.
	qs := append([]Question(nil), l.Questions...)
	for i, q := range t.Questions {
		if i >= len(qs) {
			break
		}
		qs[i].Prompt = w(q.Prompt)
		qs[i].Choices = make([]string, len(q.Choices))
		for k, x := range q.Choices {
			qs[i].Choices[k] = w(x)
		}
		qs[i].Feedback = make([]string, len(q.Feedback))
		for k, x := range q.Feedback {
			qs[i].Feedback[k] = w(x)
		}
	}
	l.Questions = qs
}

// LessonFile is the JSON form of a lesson, which a teacher can write by
// hand or start from a scene saved by the page:
//
//	{
//	  "id": "my-lesson",              optional: letters, digits and -
//	  "title": "Outliers",            required (up to MaxTitleRunes)
//	  "text": "Drag the far point…",  required (up to MaxTextRunes; a small Markdown, line breaks kept)
//	  "try": ["Add a point…"],        optional Try steps (Extras)
//	  "locked": ["points"], "hidden": ["charts"],   optional, names from Controls
//	  "questions": [{"kind": "choice", "prompt": "…", "choices": ["a", "b"], "answer": 1,
//	                 "feedback": ["…", "…"]},
//	                {"kind": "predict", "prompt": "…", "target": "boundary"}],
//	  "scene": {"version": 1, …}      a scene, as ParseScene reads it
//	}
//
// A plain scene document whose "title" and "text" are set is a lesson too;
// its "lesson" object holds the extras.
type LessonFile struct {
	ID    string          `json:"id,omitempty"`
	Title string          `json:"title"`
	Text  string          `json:"text"`
	Scene json.RawMessage `json:"scene"`
	Extras
}

// MaxLessonIDRunes bounds the length of a lesson's ID.
const MaxLessonIDRunes = 40

// ParseLesson reads a lesson from a LessonFile, or from a scene document
// with a title and a text, and checks it as ParseScene checks a scene. A
// missing ID is made from the title.
func ParseLesson(data []byte) (Lesson, error) {
	if len(data) > scene.MaxSceneBytes {
		return Lesson{}, msg.Err("course-lesson-size", "size", wording.SizeText(len(data)), "max", wording.SizeText(scene.MaxSceneBytes))
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var lf LessonFile
	if err := json.Unmarshal(data, &lf); err != nil {
		return Lesson{}, wording.JSONError(err)
	}
	sceneDoc := []byte(lf.Scene)
	if len(bytes.TrimSpace(sceneDoc)) == 0 || string(bytes.TrimSpace(sceneDoc)) == "null" {
		sceneDoc = data // a scene with its text
	}
	s, err := scene.ParseScene(sceneDoc)
	if err != nil {
		return Lesson{}, msg.Wrap(err, "course-lesson-scene", "why", msg.Of(err))
	}
	e := lf.Extras
	if e.IsZero() && len(s.Lesson) > 0 {
		if e, err = ParseExtras(&s); err != nil {
			return Lesson{}, err
		}
	}
	l := Lesson{ID: lf.ID, Title: lf.Title, Text: lf.Text, Scene: s, Extras: e}
	if l.Title == "" {
		l.Title = s.Title
	}
	if l.Text == "" {
		l.Text = s.Text
	}
	l.normalize()
	if err := l.Validate(); err != nil {
		return Lesson{}, err
	}
	return l, nil
}

// normalize cleans the text fields and copies title and text into the
// scene.
func (l *Lesson) normalize() {
	l.Title = wording.CleanText(l.Title, false)
	l.Text = wording.CleanText(l.Text, true)
	l.ID = strings.TrimSpace(l.ID)
	if l.ID == "" {
		l.ID = slug(l.Title)
	}
	l.Scene.Normalize()
	l.Scene.Title, l.Scene.Text = l.Title, l.Text
	l.Extras.normalize()
	l.Scene.Lesson = rawExtras(l.Extras)
}

// Validate reports the first problem of l.
func (l *Lesson) Validate() error {
	if l.Title == "" {
		return msg.Err("course-lesson-no-title")
	}
	if l.Text == "" {
		return msg.Err("course-lesson-no-text")
	}
	if err := wording.CheckRunes(msg.T("course-lesson-id"), l.ID, MaxLessonIDRunes); err != nil {
		return err
	}
	for _, r := range l.ID {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return msg.Err("course-lesson-id-chars", "id", wording.Quote(l.ID))
		}
	}
	if err := l.Scene.Validate(); err != nil {
		return msg.Wrap(err, "course-lesson-scene", "why", msg.Of(err))
	}
	return l.Extras.Validate(&l.Scene)
}

// Encode returns the LessonFile form of l, which ParseLesson reads back.
func (l Lesson) Encode() ([]byte, error) {
	c := l
	c.Scene = l.Scene.Clone()
	c.normalize()
	if err := c.Validate(); err != nil {
		return nil, err
	}
	c.Scene.Lesson = nil // the extras go at the top
	sb, err := json.Marshal(c.Scene)
	if err != nil {
		return nil, err
	}
	return json.Marshal(LessonFile{ID: c.ID, Title: c.Title, Text: c.Text, Scene: sb, Extras: c.Extras})
}

// slug makes an ID from a title: small ASCII letters and digits, with - for
// anything else.
func slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
		if b.Len() >= MaxLessonIDRunes-1 {
			break
		}
	}
	s := b.String()
	if utf8.RuneCountInString(s) > MaxLessonIDRunes {
		s = s[:MaxLessonIDRunes]
	}
	if s == "" {
		s = "lesson"
	}
	return s
}

// Lessons returns the built-in lessons, which follow the lecture notes,
// with their titles and texts in the words of w (the page's language; the
// ids of the catalog when w is nil). Each is built afresh on each call. A
// lesson that names an algorithm this build does not have falls back to
// one it has (and says nothing of the other in its comparison).
func Lessons(w Words) []Lesson {
	t := lessonTable()
	ls := make([]Lesson, len(t))
	for i, e := range t {
		ls[i] = e.make()
		ls[i].worded(w)
	}
	return ls
}

// LessonByID returns the built-in lesson id as Lessons gives it, built
// alone (building them all, to open one, took 158 ms of the task at 4x
// CPU throttling in the page: issue 51), and whether there is one.
func LessonByID(w Words, id string) (Lesson, bool) {
	for _, e := range lessonTable() {
		if e.id == id {
			l := e.make()
			l.worded(w)
			return l, true
		}
	}
	return Lesson{}, false
}

// lessonEntry is a built-in lesson's id (the one its Lesson has,
// TestLessonByID) and the function that builds it.
type lessonEntry struct {
	id   string
	make func() Lesson
}

// lessonTable is the built-in lessons in their order, so that one can be
// built alone.
func lessonTable() []lessonEntry {
	return []lessonEntry{
		{"perceptron-novikoff", novikoffLesson},
		{"xor-basis", xorLesson},
		{"least-squares-outliers", outliersLesson},
		{"fisher-vs-means", fisherLesson},
		{"generative-vs-discriminative", generativeLesson},
		{"one-versus-rest", ambiguityLesson},
		{"vc-dimension", shatterLesson},
		{"overfitting-rbf", overfitLesson},
		{"least-squares-masking", maskingLesson},
		{"shared-vs-separate-covariances", covariancesLesson},
		{"ho-kashyap-separability", hoKashyapLesson},
		{"widrow-hoff", widrowHoffLesson},
		{"occam-evidence", occamLesson},
		{"kernel-trick", kernelTrickLesson},
		{"kernel-gamma-islands", islandsLesson},
		{"svm-c-slack", slackLesson},
		{"network-from-perceptron", networkFromPerceptronLesson},
		{"network-xor-by-hand", networkXORHandLesson},
		{"network-xor-trained", networkXORTrainedLesson},
		{"network-circle", networkCircleLesson},
		{"network-spirals", networkSpiralsLesson},
		{"network-fixed-basis", networkFixedBasisLesson},
	}
}

// worded puts a built-in lesson's title and text, and its classes' names,
// in the words of w (Lessons), and normalizes it.
func (l *Lesson) worded(w Words) {
	names := w // the classes' default names stay as they are without words
	if w == nil {
		w = func(t msg.Text) string { return t.String() }
	}
	if t := l.Texts; t != nil {
		t.words(l, w)
		nameClasses(&l.Scene, names)
	}
	l.normalize()
}

// mustPreset returns the scene of a built-in preset; its knobs are fixed
// here, so an error is a programming error.
func mustPreset(id string, knobs map[string]any) scene.Scene {
	s, err := GeneratePreset(nil, id, knobs)
	if err != nil {
		panic("engine: built-in preset: " + err.Error())
	}
	return s
}
