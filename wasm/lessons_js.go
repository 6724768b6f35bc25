package main

import (
	"errors"
	"fmt"
	"hash/crc32"
	"syscall/js"

	"hyperplane/engine/course"
	"hyperplane/engine/scene"
)

// lessonStatus tells the page when the lesson of the scene changed.
type lessonStatus struct {
	// LessonSum is the CRC-32 of the scene's lesson object (0 for none).
	LessonSum uint32 `json:"lessonSum"`
}

func lessonStatusOf(s *scene.Scene) lessonStatus {
	return lessonStatus{LessonSum: crc32.ChecksumIEEE(s.Lesson)}
}

// loadChecked loads s after checking its lesson, so that a link or a file
// with bad questions is refused whole and the scene the user has is kept.
func (b *bridge) loadChecked(s scene.Scene) error {
	if _, err := course.ParseExtras(&s); err != nil {
		return err
	}
	return b.app.s.Load(s)
}

// lessonJSON is a lesson as the page edits and shows it.
type lessonJSON struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	course.Extras
}

// lessonHandlers returns the functions of the lesson editor and of the
// questions: lesson, setLesson, exportLesson, scorePrediction.
func (b *bridge) lessonHandlers() []handler {
	a := b.app
	return []handler{
		{"lessonControls", false, func([]js.Value) (any, error) { return course.Controls, nil }},
		{"lesson", true, func([]js.Value) (any, error) {
			s := a.s.Scene()
			e, err := course.ParseExtras(&s)
			if err != nil {
				return nil, err
			}
			return lessonJSON{Title: s.Title, Text: s.Text, Extras: e}, nil
		}},
		{"setLesson", true, func(args []js.Value) (any, error) {
			var l lessonJSON
			if err := argObject(args, 0, "the lesson", &l); err != nil {
				return nil, err
			}
			s, err := course.WithExtras(a.s.Scene(), l.Title, l.Text, l.Extras)
			if err != nil {
				return nil, err
			}
			a.s.SetLesson(s.Title, s.Text, s.Lesson)
			return nil, nil
		}},
		{"exportLesson", true, func([]js.Value) (any, error) {
			s := a.s.Scene()
			e, err := course.ParseExtras(&s)
			if err != nil {
				return nil, err
			}
			data, err := course.Lesson{Title: s.Title, Text: s.Text, Scene: s, Extras: e}.Encode()
			if err != nil {
				return nil, fmt.Errorf("the lesson cannot be saved: %v", err)
			}
			return string(data), nil
		}},
		{"scorePrediction", true, b.scorePrediction},
	}
}

// scorePrediction scores {target: "boundary", points: [[x, y], [x, y]]}
// or {target: "mistakes", marked: [i, …]} against the trained model.
func (b *bridge) scorePrediction(args []js.Value) (any, error) {
	var p struct {
		Target string       `json:"target"`
		Points [][2]float64 `json:"points"`
		Marked []int        `json:"marked"`
	}
	if err := argObject(args, 0, "the prediction", &p); err != nil {
		return nil, err
	}
	a := b.app
	if !a.s.Trained() {
		return nil, errors.New("train the model first: there is no boundary yet")
	}
	f := a.s.Shown().Field
	switch p.Target {
	case course.PredictBoundary:
		if len(p.Points) != 2 {
			return nil, fmt.Errorf("a predicted boundary is two points, not %d", len(p.Points))
		}
		l, err := course.BoundaryLine(f)
		if err != nil {
			return nil, err
		}
		sc, err := course.ScoreBoundary(p.Points[0], p.Points[1], l, a.s.Scene().Viewport)
		if err != nil {
			return nil, err
		}
		return map[string]any{"target": p.Target, "score": num(sc.Score), "angle": num(sc.AngleDeg),
			"offset": num(sc.Offset), "scale": num(sc.Scale), "line": []num{num(l.W0), num(l.W1), num(l.W2)}}, nil
	case course.PredictMistakes:
		pts := a.s.Points()
		for _, i := range p.Marked {
			if i < 0 || i >= len(pts) {
				return nil, fmt.Errorf("there is no point %d", i)
			}
		}
		wrong := course.Misclassified(f, len(a.s.Classes()), pts)
		sc := course.ScoreMistakes(p.Marked, wrong)
		return map[string]any{"target": p.Target, "score": num(sc.Score), "precision": num(sc.Precision),
			"recall": num(sc.Recall), "marked": sc.Marked, "mistakes": sc.Mistakes, "hits": sc.Hits, "wrong": wrong}, nil
	}
	return nil, fmt.Errorf("the target %q is not boundary or mistakes", p.Target)
}
