package api

import (
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/course/scorm"
	"hyperplane/engine/scene"
)

// choiceLesson is a lesson of one multiple choice, for setLesson.
const choiceLesson = `{"title": "Q", "text": "Which?", "questions": [{"kind": "choice", "prompt": "2+2?", "choices": ["3", "4"], "answer": 1}]}`

// savedScene is the scene of savedProgress: three points of two classes
// and least squares, on the viewport [-5, 5]².
func savedScene() scene.Scene {
	s := scene.DefaultScene()
	s.Points = []engine.Point{{X: 1, Y: 1, Class: 0}, {X: -1, Y: -1, Class: 1}, {X: 2, Y: -3, Class: 1}}
	s.Algorithm = "least-squares"
	s.Viewport = scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}
	return s
}

// savedProgress is a progress of choiceLesson, in the format of
// scorm.EncodeProgress: the choice 1 (right, 100) and savedScene.
var savedProgress = `{"v":1,"a":[[0,"c",1,100]],"s":"` + mustLink(savedScene()) + `"}`

func setChoiceLesson(t *testing.T, a *API) { call(t, a, "setLesson", Object(choiceLesson)) }

func init() {
	goodCalls = append(goodCalls,
		goodCall{name: "saveProgress", prep: setChoiceLesson,
			args: []Value{Object(`[{"question": 0, "kind": "choice", "choice": 1, "score": 100}]`), Object(`{"limit": 4096, "view": {"boundary": false}}`)},
			check: func(t *testing.T, a *API, v any) {
				sv := v.(scorm.Saved)
				p, err := scorm.DecodeProgress(sv.Data)
				if err != nil || !sv.SceneSaved || sv.Limit != 4096 || sv.Chars != len(sv.Data) {
					t.Fatalf("saved %+v: %v", sv, err)
				}
				// The default scene's twelve points, without the lesson (the
				// package's file holds it), with the view given.
				if len(p.Scene.Points) != 12 || p.Scene.Title != "" || len(p.Scene.Lesson) != 0 || p.Scene.View.Boundary {
					t.Errorf("saved scene: %d points, title %q, lesson %s, boundary %v", len(p.Scene.Points), p.Scene.Title, p.Scene.Lesson, p.Scene.View.Boundary)
				}
				if len(p.Answers) != 1 || p.Answers[0].Choice != 1 || p.Answers[0].Score != 100 {
					t.Errorf("saved answers %+v", p.Answers)
				}
				// The view on screen is as it was.
				if !call(t, a, "status").(Status).View.Boundary {
					t.Error("saveProgress changed the view")
				}
			}},
		goodCall{name: "restoreProgress", prep: setChoiceLesson, args: []Value{str(savedProgress)},
			check: func(t *testing.T, a *API, v any) {
				r := v.(map[string]any)
				answers := r["answers"].([]scorm.Answer)
				if r["sceneRestored"] != true || r["dropped"] != 0 || len(answers) != 1 || answers[0].Choice != 1 {
					t.Errorf("restored %+v", r)
				}
				// savedScene, with the lesson on screen kept.
				st := call(t, a, "state").(Status)
				l := call(t, a, "lesson").(lessonJSON)
				if st.NPoints != 3 || st.Points[2] != [3]float64{2, -3, 1} || st.Algorithm != "least-squares" || l.Title != "Q" || len(l.Questions) != 1 {
					t.Errorf("state %d points %v, %s, lesson %+v", st.NPoints, st.Points, st.Algorithm, l)
				}
			}},
	)
	badCalls["saveProgress"] = [][]Value{
		{Object(`[{"question": 0, "kind": "choice", "choice": 0, "score": 0}]`)}, // the default scene has no questions
		{Object(`[{"question": 0, "kind": "essay", "score": 0}]`)},
		{Object(`[]`), Object(`{"limit": 10}`)},
		{Object(`[]`), Object(`{"view": {"shading": "plaid"}}`)},
	}
	badCalls["restoreProgress"] = [][]Value{
		{str(`{"v":1,"a":[],"s":"v2.AAAA.00000000"}`)},
		{str("viewed=1,2,3")},
		{str(strings.Replace(savedProgress, `"v":1`, `"v":9`, 1))},
	}
}

// TestProgressAnswersFitTheLesson: saved answers that no longer fit the
// lesson's questions (its author changed it between two launches) are
// dropped on restoring, the others kept; saveProgress refuses an answer
// that does not fit, and a view it cannot read, changing nothing.
func TestProgressAnswersFitTheLesson(t *testing.T) {
	a := newTestAPI(t)
	setChoiceLesson(t, a)
	data := `{"v":1,"a":[[0,"c",1,100],[1,"c",0,0],[0,"b",[0,0,1,1],50]]}`
	r := call(t, a, "restoreProgress", str(data)).(map[string]any)
	if r["dropped"] != 2 || len(r["answers"].([]scorm.Answer)) != 1 || r["sceneRestored"] != false {
		t.Errorf("restored %+v", r)
	}
	if n := call(t, a, "status").(Status).NPoints; n != 12 {
		t.Errorf("a progress without a scene changed the points: %d", n)
	}
	before := fingerprint(t, a)
	for _, args := range [][]Value{
		{Object(`[{"question": 0, "kind": "choice", "choice": 2, "score": 100}]`)},
		{Object(`[{"question": 0, "kind": "choice", "choice": 1, "score": 100}, {"question": 0, "kind": "choice", "choice": 1, "score": 100}]`)},
		{Object(`[]`), Object(`{"limit": 2000000}`)},
	} {
		if ans := a.Call("saveProgress", args...); !ans.Refused() {
			t.Errorf("saveProgress%s accepted", describe(args))
		}
	}
	if fingerprint(t, a) != before {
		t.Error("a refused saveProgress changed the state")
	}
}
