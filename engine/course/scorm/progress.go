package scorm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// The kinds of Answer: a multiple choice, or a prediction of the boundary
// or of the mistakes (course.PredictBoundary, course.PredictMistakes).
const (
	AnswerChoice   = "choice"
	AnswerBoundary = "boundary"
	AnswerMistakes = "mistakes"
)

// MaxMarked bounds the points of a mistakes answer that the progress
// keeps; MaxAnswerScore is a question's maximum score.
const (
	MaxMarked      = 500
	MaxAnswerScore = 100
)

// Answer is a student's latest answer to one question of a lesson, with
// its score out of MaxAnswerScore.
type Answer struct {
	Question int          `json:"question"` // 0-based, in the lesson's order
	Kind     string       `json:"kind"`
	Choice   int          `json:"choice"`           // AnswerChoice: the choice, 0-based
	Points   [][2]float64 `json:"points,omitempty"` // AnswerBoundary: two points of the line
	Marked   []int        `json:"marked,omitempty"` // AnswerMistakes: the points marked
	Score    float64      `json:"score"`
	// Partial: the line or the marks were left out to fit the LMS's
	// bound; the score is kept.
	Partial bool `json:"partial,omitempty"`
}

// kindOf returns the kind of answer that question q takes.
func kindOf(q course.Question) string {
	if q.Kind == course.KindChoice {
		return AnswerChoice
	}
	return q.Target // AnswerBoundary or AnswerMistakes
}

// Check reports the first problem of a as an answer to a question of the
// lesson whose extras are e.
func (a *Answer) Check(e *course.Extras) error {
	if a.Question < 0 || a.Question >= len(e.Questions) {
		return msg.Err("scorm-no-question", "n", a.Question+1)
	}
	q := e.Questions[a.Question]
	if want := kindOf(q); a.Kind != want {
		return msg.Err("scorm-answer-kind", "n", a.Question+1, "want", want, "kind", fmt.Sprintf("%q", a.Kind))
	}
	if math.IsNaN(a.Score) || a.Score < 0 || a.Score > MaxAnswerScore {
		return msg.Err("scorm-score-range", "n", a.Question+1, "max", MaxAnswerScore)
	}
	switch a.Kind {
	case AnswerChoice:
		if a.Choice < 0 || a.Choice >= len(q.Choices) || len(a.Points) > 0 || len(a.Marked) > 0 {
			return msg.Err("scorm-choices", "n", a.Question+1, "choices", len(q.Choices))
		}
	case AnswerBoundary:
		if len(a.Points) != 2 && !(a.Partial && len(a.Points) == 0) || a.Choice != 0 || len(a.Marked) > 0 {
			return msg.Err("scorm-line-answer", "n", a.Question+1)
		}
		for _, p := range a.Points {
			if !finite(p[0]) || !finite(p[1]) || math.Abs(p[0]) > engine.MaxCoord || math.Abs(p[1]) > engine.MaxCoord {
				return msg.Err("scorm-line-points", "n", a.Question+1, "max", engine.NumText(engine.MaxCoord, -1))
			}
		}
	case AnswerMistakes:
		if len(a.Marked) > MaxMarked || a.Choice != 0 || len(a.Points) > 0 {
			return msg.Err("scorm-marks-count", "n", a.Question+1, "max", MaxMarked)
		}
		for _, i := range a.Marked {
			if i < 0 || i >= engine.MaxPoints {
				return msg.Err("scorm-marks-point", "n", a.Question+1, "point", i)
			}
		}
	}
	return nil
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// Saved is the student's progress as the page keeps it in the LMS's
// cmi.suspend_data.
type Saved struct {
	Data  string `json:"data"`
	Chars int    `json:"chars"` // len(Data)
	Limit int    `json:"limit"`
	// SceneSaved: Data holds the scene. A scene whose progress would be
	// longer than Limit is left out, and Needed says how long it would be.
	SceneSaved bool `json:"sceneSaved"`
	Needed     int  `json:"needed"`
}

// progressVersion is the version of the progress format.
const progressVersion = 1

// EncodeProgress writes the progress of a student (the scene s and the
// answers) in at most limit characters, all printable ASCII:
//
//	{"v":1,"a":[answers],"s":"v2.…"}
//
// The scene is its share link (scene.EncodeLink: compact JSON, the
// points' coordinates rounded to scene.LinkStep, DEFLATE, base64url and a
// checksum), without its title, text and lesson, which the package's
// lesson file holds. Each answer is [question, kind, answer, score]: the
// kind c, b or m; the answer the choice, the line's two points as [x₁,
// y₁, x₂, y₂] (rounded as the points are) or the marked points; the score
// to 0.01. When the whole does not fit, the scene is left out; when the
// answers alone do not fit, the marks and lines are left out (their
// scores kept); when not even that fits, it fails.
func EncodeProgress(s scene.Scene, answers []Answer, limit int) (Saved, error) {
	for _, a := range answers {
		if a.Kind != AnswerChoice && a.Kind != AnswerBoundary && a.Kind != AnswerMistakes {
			return Saved{}, msg.Err("scorm-answer-no-kind", "n", a.Question+1, "kind", fmt.Sprintf("%q", a.Kind))
		}
	}
	c := s.Clone()
	c.Title, c.Text, c.Lesson = "", "", nil
	link, err := scene.EncodeLink(c)
	if err != nil {
		return Saved{}, msg.Wrap(err, "scorm-scene-unsaved", "why", msg.Of(err))
	}
	step := scene.LinkStep(c.Viewport)
	full := encodeProgress(answers, link, step, true)
	sv := Saved{Limit: limit, Needed: len(full)}
	switch {
	case len(full) <= limit:
		sv.Data, sv.SceneSaved = full, true
	case len(encodeProgress(answers, "", step, true)) <= limit:
		sv.Data = encodeProgress(answers, "", step, true)
	case len(encodeProgress(answers, "", step, false)) <= limit:
		sv.Data = encodeProgress(answers, "", step, false)
	default:
		return Saved{}, msg.Err("scorm-answers-long", "n", strconv.Itoa(len(encodeProgress(answers, "", step, false))), "max", strconv.Itoa(limit))
	}
	sv.Chars = len(sv.Data)
	return sv, nil
}

// encodeProgress writes the progress format; without detail, only the
// answers' scores and choices.
func encodeProgress(answers []Answer, link string, step float64, detail bool) string {
	var b bytes.Buffer
	b.WriteString(`{"v":` + strconv.Itoa(progressVersion) + `,"a":[`)
	coord := func(x float64) string {
		if step > 0 {
			digits := max(0, int(math.Round(-math.Log10(step))))
			t := strconv.FormatFloat(math.Round(x/step)*step, 'f', digits, 64)
			if strings.Contains(t, ".") {
				t = strings.TrimRight(strings.TrimRight(t, "0"), ".")
			}
			if t == "-0" {
				t = "0"
			}
			return t
		}
		return strconv.FormatFloat(x, 'g', 7, 64)
	}
	for i, a := range answers {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "[%d,\"%c\",", a.Question, kindLetter(a.Kind))
		switch {
		case a.Kind == AnswerChoice:
			b.WriteString(strconv.Itoa(a.Choice))
		case !detail || a.Partial:
			b.WriteString("null")
		case a.Kind == AnswerBoundary:
			b.WriteByte('[')
			for j, p := range a.Points {
				if j > 0 {
					b.WriteByte(',')
				}
				b.WriteString(coord(p[0]) + "," + coord(p[1]))
			}
			b.WriteByte(']')
		default:
			b.WriteByte('[')
			for j, m := range a.Marked {
				if j > 0 {
					b.WriteByte(',')
				}
				b.WriteString(strconv.Itoa(m))
			}
			b.WriteByte(']')
		}
		b.WriteString("," + strconv.FormatFloat(math.Round(a.Score*100)/100, 'f', -1, 64) + "]")
	}
	b.WriteString("]")
	if link != "" {
		b.WriteString(`,"s":"` + link + `"`)
	}
	b.WriteString("}")
	return b.String()
}

// MaxProgressChars bounds the progress that DecodeProgress reads.
const MaxProgressChars = 1 << 20

// Progress is what DecodeProgress reads back.
type Progress struct {
	// Scene is the saved scene (without title, text and lesson), or nil
	// when the progress holds none.
	Scene *scene.Scene
	// Answers are the answers; one whose marks or line were left out has
	// Points and Marked nil and Partial set.
	Answers []Answer
}

// DecodeProgress reads a progress that EncodeProgress wrote. An empty one
// is no progress. It refuses a damaged one whole, with a message that says
// what is wrong; it does not check the answers against a lesson (Answer.Check).
func DecodeProgress(data string) (Progress, error) {
	if data == "" {
		return Progress{}, nil
	}
	if len(data) > MaxProgressChars {
		return Progress{}, msg.Err("scorm-progress-long", "n", strconv.Itoa(len(data)), "max", strconv.Itoa(MaxProgressChars))
	}
	var w struct {
		V *int                `json:"v"`
		A [][]json.RawMessage `json:"a"`
		S string              `json:"s"`
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return Progress{}, msg.Wrap(err, "scorm-progress-not-ours", "why", msg.Of(err))
	}
	if w.V == nil || *w.V != progressVersion {
		return Progress{}, msg.Err("scorm-progress-version")
	}
	var p Progress
	if w.S != "" {
		s, err := scene.DecodeLink(w.S)
		if err != nil {
			return Progress{}, msg.Wrap(err, "scorm-saved-scene", "why", msg.Of(err))
		}
		p.Scene = &s
	}
	if len(w.A) > course.MaxQuestions {
		return Progress{}, msg.Err("scorm-progress-answers", "n", len(w.A), "max", course.MaxQuestions)
	}
	for i, raw := range w.A {
		a, err := decodeAnswer(raw)
		if err != nil {
			return Progress{}, msg.Wrap(err, "scorm-saved-answer", "n", i+1, "why", msg.Of(err))
		}
		p.Answers = append(p.Answers, a)
	}
	return p, nil
}

func decodeAnswer(raw []json.RawMessage) (Answer, error) {
	var a Answer
	var kind string
	if len(raw) != 4 {
		return a, msg.Err("scorm-answer-form")
	}
	if err := json.Unmarshal(raw[0], &a.Question); err != nil {
		return a, msg.Err("scorm-answer-question")
	}
	if err := json.Unmarshal(raw[1], &kind); err != nil || len(kind) != 1 {
		return a, msg.Err("scorm-answer-kind-letter")
	}
	if err := json.Unmarshal(raw[3], &a.Score); err != nil || a.Score < 0 || a.Score > MaxAnswerScore {
		return a, msg.Err("scorm-answer-score", "max", MaxAnswerScore)
	}
	partial := string(raw[2]) == "null"
	switch kind {
	case "c":
		a.Kind = AnswerChoice
		if err := json.Unmarshal(raw[2], &a.Choice); err != nil || partial {
			return a, msg.Err("scorm-answer-choice")
		}
	case "b":
		a.Kind = AnswerBoundary
		var xy []float64
		if err := json.Unmarshal(raw[2], &xy); err != nil || !partial && len(xy) != 4 {
			return a, msg.Err("scorm-answer-line")
		}
		if partial {
			a.Partial = true
		} else {
			a.Points = [][2]float64{{xy[0], xy[1]}, {xy[2], xy[3]}}
		}
	case "m":
		a.Kind = AnswerMistakes
		if err := json.Unmarshal(raw[2], &a.Marked); err != nil {
			return a, msg.Err("scorm-answer-marks")
		}
		a.Partial = partial
		if len(a.Marked) > MaxMarked {
			return a, msg.Err("scorm-answer-marks-count", "max", MaxMarked)
		}
	default:
		return a, msg.Err("scorm-answer-kind-letter")
	}
	return a, nil
}

// kindLetter is the letter of an answer's kind in the progress format.
func kindLetter(kind string) byte {
	switch kind {
	case AnswerChoice:
		return 'c'
	case AnswerBoundary:
		return 'b'
	}
	return 'm'
}
