package course

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"hyperplane/engine/scene"
)

// quizFile is a lesson file with every kind of extra, over a two-class
// scene in the linear basis.
const quizFile = `{"title": "Guess the line", "text": "Look at the *two* blobs.",
 "try": ["Press Play", "  ", "Drag a point"],
 "locked": ["points", "algo", "points"], "hidden": ["charts"],
 "questions": [
  {"kind": "choice", "prompt": "Is it separable?", "choices": ["yes", "no"], "answer": 0, "feedback": ["Right.", "Look again."]},
  {"kind": "predict", "prompt": "Click two points of the boundary."},
  {"kind": "predict", "prompt": "Which points will be wrong?", "target": "mistakes"}],
 "scene": {"version": 1, "points": [[-2, 0, 0], [2, 0, 1]]}}`

// TestParseLessonExtras: the extras of a file are read and cleaned (the
// blank step and the repeated control dropped, the predict target defaulted
// to the boundary), carried by the scene's "lesson" object, and survive
// Encode, ParseLesson of the scene alone, and a share link.
func TestParseLessonExtras(t *testing.T) {
	l, err := ParseLesson([]byte(quizFile))
	if err != nil {
		t.Fatal(err)
	}
	want := Extras{
		Try:    []string{"Press Play", "Drag a point"},
		Locked: []string{"points", "algo"}, Hidden: []string{"charts"},
		Questions: []Question{
			{Kind: KindChoice, Prompt: "Is it separable?", Choices: []string{"yes", "no"}, Answer: 0, Feedback: []string{"Right.", "Look again."}},
			{Kind: KindPredict, Prompt: "Click two points of the boundary.", Target: PredictBoundary},
			{Kind: KindPredict, Prompt: "Which points will be wrong?", Target: PredictMistakes},
		},
	}
	if !reflect.DeepEqual(l.Extras, want) {
		t.Fatalf("extras:\n got %+v\nwant %+v", l.Extras, want)
	}
	again, err := ParseLesson(must(l.Encode()))
	if err != nil || !reflect.DeepEqual(again.Extras, want) {
		t.Fatalf("after Encode: %v %+v", err, again.Extras)
	}
	// The scene alone (as the page saves it) is the same lesson.
	alone, err := ParseLesson(must(l.Scene.Encode()))
	if err != nil || !reflect.DeepEqual(alone.Extras, want) || alone.Title != "Guess the line" {
		t.Fatalf("scene alone: %v %+v", err, alone.Extras)
	}
	link, err := scene.EncodeLink(l.Scene)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scene.DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	e, err := ParseExtras(&s)
	if err != nil || !reflect.DeepEqual(e, want) {
		t.Fatalf("through a link: %v %+v", err, e)
	}
}

// TestParseLessonRefuses: bad extras are refused with a message that says
// what is wrong and where.
func TestParseLessonRefuses(t *testing.T) {
	two := `"scene": {"version": 1, "points": [[-2, 0, 0], [2, 0, 1]]}`
	three := `"scene": {"version": 1, "points": [[-2, 0, 0], [2, 0, 1], [0, 2, 2]]}`
	many := strings.Repeat(`{"kind": "predict", "prompt": "p"},`, MaxQuestions+1)
	cases := []struct{ body, want string }{
		{`"locked": ["panel"], ` + two, `locks "panel", which is not a control; the controls are points, scenes`},
		{`"hidden": ["points"], ` + two, `hides "points", which is not a part it can hide`},
		{`"try": [` + strings.Repeat(`"s",`, MaxTrySteps) + `"s"], ` + two, "at most 12 Try steps, not 13"},
		{`"try": ["` + strings.Repeat("x", MaxStepRunes+1) + `"], ` + two, "Try step 1"},
		{`"questions": [` + strings.TrimSuffix(many, ",") + `], ` + two, "at most 8 questions, not 9"},
		{`"questions": [{"kind": "choice", "prompt": "p", "choices": ["a", "b"], "answer": 2}], ` + two,
			"question 1: the answer is choice 3, but there are choices 1 to 2"},
		{`"questions": [{"kind": "choice", "prompt": "p", "choices": ["a"]}], ` + two, "2 to 6 choices, not 1"},
		{`"questions": [{"kind": "choice", "prompt": "p", "choices": ["a", ""]}], ` + two, "choice 2 is empty"},
		{`"questions": [{"kind": "choice", "prompt": "p", "choices": ["a", "b"], "feedback": ["x"]}], ` + two,
			"1 feedback texts for 2 choices"},
		{`"questions": [{"kind": "choice", "prompt": "", "choices": ["a", "b"]}], ` + two, "question 1: it has no prompt"},
		{`"questions": [{"kind": "quiz", "prompt": "p"}], ` + two, `the kind "quiz" is not choice or predict`},
		{`"questions": [{"kind": "predict", "prompt": "p", "choices": ["a", "b"]}], ` + two, "a predict question has no choices"},
		{`"questions": [{"kind": "predict", "prompt": "p", "target": "area"}], ` + two, `the target "area" is not boundary or mistakes`},
		{`"questions": [{"kind": "predict", "prompt": "p"}], ` + three, "needs a scene of two classes in the linear basis"},
		{`"questions": [{"kind": "predict", "prompt": "` + strings.Repeat("é", MaxPromptRunes+1) + `"}], ` + two, "the prompt"},
	}
	for i, c := range cases {
		_, err := ParseLesson([]byte(`{"title": "T", "text": "x", ` + c.body + `}`))
		if err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("case %d: got %v, want an error with %q", i, err, c.want)
		}
	}
	// In a scene's own "lesson" object: unknown fields, a non-object, and
	// more than MaxLessonBytes are refused too.
	scenes := []struct{ lesson, want string }{
		{`{"questionz": []}`, `unknown field "questionz"`},
		{`[1, 2]`, "the lesson should be a JSON object"},
		// 10 bytes of {"try": [" + 32 768 x + 3 bytes of "]} = 32 781.
		{fmt.Sprintf(`{"try": ["%s"]}`, strings.Repeat("x", scene.MaxLessonBytes)), "the lesson is 32781 bytes long; the limit is 32768 bytes"},
	}
	for i, c := range scenes {
		_, err := ParseLesson([]byte(`{"version": 1, "title": "T", "text": "x", "lesson": ` + c.lesson + `}`))
		if err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("scene case %d: got %v, want an error with %q", i, err, c.want)
		}
	}
}
