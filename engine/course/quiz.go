package course

import (
	"encoding/json"
	"slices"
	"strings"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Bounds of what a lesson adds to its title and text.
const (
	MaxTrySteps    = 12  // Try steps of a lesson
	MaxStepRunes   = 200 // one Try step
	MaxQuestions   = 8   // questions of a lesson
	MaxPromptRunes = 300 // a question's prompt, or one choice's feedback
	MaxChoiceRunes = 120 // one choice of a multiple-choice question
	MinChoices     = 2
	MaxChoices     = 6
)

// The kinds of Question.
const (
	KindChoice  = "choice"  // multiple choice, with the correct answer
	KindPredict = "predict" // the student marks the plane before training
)

// The targets of a predict question.
const (
	// PredictBoundary: the student clicks two points of the plane through
	// which the boundary will go (ScoreBoundary).
	PredictBoundary = "boundary"
	// PredictMistakes: the student clicks the points the trained model will
	// misclassify (ScoreMistakes).
	PredictMistakes = "mistakes"
)

// Controls are the parts of the page that a lesson may lock or hide:
// "points" is the editing of the points on the plot (it can only be
// locked); the others are the sections of the panel.
var Controls = []string{"points", "scenes", "data", "algo", "train", "view", "pictures", "share", "charts"}

// Question is one question of a lesson.
type Question struct {
	Kind   string `json:"kind"`
	Prompt string `json:"prompt"`
	// Choices, Answer (0-based index into Choices) and Feedback (empty, or
	// one text per choice) belong to a multiple-choice question.
	Choices  []string `json:"choices,omitempty"`
	Answer   int      `json:"answer,omitempty"`
	Feedback []string `json:"feedback,omitempty"`
	// Target belongs to a predict question: PredictBoundary or
	// PredictMistakes.
	Target string `json:"target,omitempty"`
}

// Extras is what a lesson adds to its title and text: Try steps, the
// controls it locks or hides (names from Controls) and its questions. A
// scene carries them in its "lesson" object; a LessonFile at its top level.
type Extras struct {
	Try       []string   `json:"try,omitempty"`
	Locked    []string   `json:"locked,omitempty"`
	Hidden    []string   `json:"hidden,omitempty"`
	Questions []Question `json:"questions,omitempty"`
}

// IsZero reports whether e holds nothing.
func (e *Extras) IsZero() bool {
	return len(e.Try) == 0 && len(e.Locked) == 0 && len(e.Hidden) == 0 && len(e.Questions) == 0
}

// normalize cleans the texts of e, drops empty steps and repeated controls.
func (e *Extras) normalize() {
	var try []string
	for _, t := range e.Try {
		if t = wording.CleanText(t, false); t != "" {
			try = append(try, t)
		}
	}
	e.Try = try
	e.Locked = normalControls(e.Locked)
	e.Hidden = normalControls(e.Hidden)
	for i := range e.Questions {
		q := &e.Questions[i]
		q.Kind = strings.TrimSpace(q.Kind)
		q.Target = strings.TrimSpace(q.Target)
		q.Prompt = wording.CleanText(q.Prompt, true)
		for j := range q.Choices {
			q.Choices[j] = wording.CleanText(q.Choices[j], false)
		}
		for j := range q.Feedback {
			q.Feedback[j] = wording.CleanText(q.Feedback[j], true)
		}
		if q.Kind == KindPredict && q.Target == "" {
			q.Target = PredictBoundary
		}
	}
	if len(e.Questions) == 0 {
		e.Questions = nil
	}
}

func normalControls(cs []string) []string {
	var out []string
	for _, c := range cs {
		c = strings.TrimSpace(c)
		if c != "" && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// Validate reports the first problem of e, a normalized Extras, for a
// lesson whose scene is s: a boundary question needs a boundary that is a
// line (two classes, the linear basis).
func (e *Extras) Validate(s *scene.Scene) error {
	if len(e.Try) > MaxTrySteps {
		return msg.Err("course-try-count", "max", MaxTrySteps, "n", len(e.Try))
	}
	for i, t := range e.Try {
		if err := wording.CheckRunes(msg.T("course-try-step", "n", i+1), t, MaxStepRunes); err != nil {
			return err
		}
	}
	for _, c := range e.Locked {
		if !slices.Contains(Controls, c) {
			return msg.Err("course-locks", "control", wording.Quote(c), "controls", strings.Join(Controls, ", "))
		}
	}
	for _, c := range e.Hidden {
		if !slices.Contains(Controls[1:], c) {
			return msg.Err("course-hides", "part", wording.Quote(c), "parts", strings.Join(Controls[1:], ", "))
		}
	}
	if len(e.Questions) > MaxQuestions {
		return msg.Err("course-questions-count", "max", MaxQuestions, "n", len(e.Questions))
	}
	for i := range e.Questions {
		if err := e.Questions[i].validate(s); err != nil {
			return msg.Wrap(err, "course-question", "n", i+1, "why", msg.Of(err))
		}
	}
	return nil
}

func (q *Question) validate(s *scene.Scene) error {
	if q.Prompt == "" {
		return msg.Err("course-no-prompt")
	}
	if err := wording.CheckRunes(msg.T("course-the-prompt"), q.Prompt, MaxPromptRunes); err != nil {
		return err
	}
	switch q.Kind {
	case KindChoice:
		if q.Target != "" {
			return msg.Err("course-choice-target")
		}
		if len(q.Choices) < MinChoices || len(q.Choices) > MaxChoices {
			return msg.Err("course-choices-count", "min", MinChoices, "max", MaxChoices, "n", len(q.Choices))
		}
		for j, c := range q.Choices {
			if c == "" {
				return msg.Err("course-choice-empty", "n", j+1)
			}
			if err := wording.CheckRunes(msg.T("course-choice", "n", j+1), c, MaxChoiceRunes); err != nil {
				return err
			}
		}
		if q.Answer < 0 || q.Answer >= len(q.Choices) {
			return msg.Err("course-answer-range", "answer", q.Answer+1, "n", len(q.Choices))
		}
		if len(q.Feedback) != 0 && len(q.Feedback) != len(q.Choices) {
			return msg.Err("course-feedback-count", "n", len(q.Feedback), "choices", len(q.Choices))
		}
		for j, f := range q.Feedback {
			if err := wording.CheckRunes(msg.T("course-feedback", "n", j+1), f, MaxPromptRunes); err != nil {
				return err
			}
		}
	case KindPredict:
		if len(q.Choices) > 0 || len(q.Feedback) > 0 || q.Answer != 0 {
			return msg.Err("course-predict-extras")
		}
		switch q.Target {
		case PredictBoundary:
			if s != nil && (len(s.Classes) != 2 || !s.Basis.IsLinear()) {
				return msg.Err("course-predict-line")
			}
		case PredictMistakes:
		default:
			return msg.Err("course-target", "target", wording.Quote(q.Target), "a", PredictBoundary, "b", PredictMistakes)
		}
	case "":
		return msg.Err("course-no-kind")
	default:
		return msg.Err("course-kind", "kind", wording.Quote(q.Kind), "a", KindChoice, "b", KindPredict)
	}
	return nil
}

// ParseExtras reads the "lesson" object of a scene s and checks it.
func ParseExtras(s *scene.Scene) (Extras, error) {
	var e Extras
	if len(s.Lesson) == 0 {
		return e, nil
	}
	dec := json.NewDecoder(strings.NewReader(string(s.Lesson)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		err = wording.JSONError(err)
		return Extras{}, msg.Wrap(err, "course-the-lesson", "why", msg.Of(err))
	}
	e.normalize()
	if err := e.Validate(s); err != nil {
		return Extras{}, err
	}
	return e, nil
}

// rawExtras returns the JSON of e for a scene's "lesson", or nil when e
// holds nothing.
func rawExtras(e Extras) json.RawMessage {
	if e.IsZero() {
		return nil
	}
	b, err := json.Marshal(e)
	if err != nil { // only strings, slices and ints: cannot fail
		return nil
	}
	return b
}

// WithExtras returns s with the title, text and extras of a lesson, after
// checking them all; s itself is not changed.
func WithExtras(s scene.Scene, title, text string, e Extras) (scene.Scene, error) {
	l := Lesson{Title: title, Text: text, Scene: s.Clone(), Extras: e}
	l.normalize()
	if err := l.Validate(); err != nil {
		return scene.Scene{}, err
	}
	return l.Scene, nil
}
