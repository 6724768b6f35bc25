package scorm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/course"
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
		return fmt.Errorf("there is no question %d", a.Question+1)
	}
	q := e.Questions[a.Question]
	if want := kindOf(q); a.Kind != want {
		return fmt.Errorf("question %d takes an answer of the kind %s, not %q", a.Question+1, want, a.Kind)
	}
	if math.IsNaN(a.Score) || a.Score < 0 || a.Score > MaxAnswerScore {
		return fmt.Errorf("the score of question %d must be from 0 to %d", a.Question+1, MaxAnswerScore)
	}
	switch a.Kind {
	case AnswerChoice:
		if a.Choice < 0 || a.Choice >= len(q.Choices) || len(a.Points) > 0 || len(a.Marked) > 0 {
			return fmt.Errorf("question %d has choices 1 to %d", a.Question+1, len(q.Choices))
		}
	case AnswerBoundary:
		if len(a.Points) != 2 && !(a.Partial && len(a.Points) == 0) || a.Choice != 0 || len(a.Marked) > 0 {
			return fmt.Errorf("the answer to question %d is two points of a line", a.Question+1)
		}
		for _, p := range a.Points {
			if !finite(p[0]) || !finite(p[1]) || math.Abs(p[0]) > engine.MaxCoord || math.Abs(p[1]) > engine.MaxCoord {
				return fmt.Errorf("the points of the answer to question %d must be finite, within ±%g", a.Question+1, float64(engine.MaxCoord))
			}
		}
	case AnswerMistakes:
		if len(a.Marked) > MaxMarked || a.Choice != 0 || len(a.Points) > 0 {
			return fmt.Errorf("the answer to question %d marks at most %d points", a.Question+1, MaxMarked)
		}
		for _, i := range a.Marked {
			if i < 0 || i >= engine.MaxPoints {
				return fmt.Errorf("the answer to question %d marks the point %d, which cannot exist", a.Question+1, i)
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
			return Saved{}, fmt.Errorf("the answer to question %d is of no kind (%q)", a.Question+1, a.Kind)
		}
	}
	c := s.Clone()
	c.Title, c.Text, c.Lesson = "", "", nil
	link, err := scene.EncodeLink(c)
	if err != nil {
		return Saved{}, fmt.Errorf("the scene cannot be saved: %v", err)
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
		return Saved{}, fmt.Errorf("the answers alone take %d characters; the limit is %d", len(encodeProgress(answers, "", step, false)), limit)
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
		return Progress{}, fmt.Errorf("the saved progress is %d characters long; the limit is %d", len(data), MaxProgressChars)
	}
	var w struct {
		V *int                `json:"v"`
		A [][]json.RawMessage `json:"a"`
		S string              `json:"s"`
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return Progress{}, errors.New("the saved progress is not Hyperplane's: " + err.Error())
	}
	if w.V == nil || *w.V != progressVersion {
		return Progress{}, errors.New("the saved progress is of another version of Hyperplane")
	}
	var p Progress
	if w.S != "" {
		s, err := scene.DecodeLink(w.S)
		if err != nil {
			return Progress{}, fmt.Errorf("the saved scene: %v", err)
		}
		p.Scene = &s
	}
	if len(w.A) > course.MaxQuestions {
		return Progress{}, fmt.Errorf("the saved progress has %d answers; a lesson has at most %d questions", len(w.A), course.MaxQuestions)
	}
	for i, raw := range w.A {
		a, err := decodeAnswer(raw)
		if err != nil {
			return Progress{}, fmt.Errorf("the saved answer %d: %v", i+1, err)
		}
		p.Answers = append(p.Answers, a)
	}
	return p, nil
}

func decodeAnswer(raw []json.RawMessage) (Answer, error) {
	var a Answer
	var kind string
	if len(raw) != 4 {
		return a, errors.New("it is not [question, kind, answer, score]")
	}
	if err := json.Unmarshal(raw[0], &a.Question); err != nil {
		return a, errors.New("its question is not a whole number")
	}
	if err := json.Unmarshal(raw[1], &kind); err != nil || len(kind) != 1 {
		return a, errors.New("its kind is not c, b or m")
	}
	if err := json.Unmarshal(raw[3], &a.Score); err != nil || a.Score < 0 || a.Score > MaxAnswerScore {
		return a, fmt.Errorf("its score is not a number from 0 to %d", MaxAnswerScore)
	}
	partial := string(raw[2]) == "null"
	switch kind {
	case "c":
		a.Kind = AnswerChoice
		if err := json.Unmarshal(raw[2], &a.Choice); err != nil || partial {
			return a, errors.New("its choice is not a whole number")
		}
	case "b":
		a.Kind = AnswerBoundary
		var xy []float64
		if err := json.Unmarshal(raw[2], &xy); err != nil || !partial && len(xy) != 4 {
			return a, errors.New("its line is not [x1, y1, x2, y2]")
		}
		if partial {
			a.Partial = true
		} else {
			a.Points = [][2]float64{{xy[0], xy[1]}, {xy[2], xy[3]}}
		}
	case "m":
		a.Kind = AnswerMistakes
		if err := json.Unmarshal(raw[2], &a.Marked); err != nil {
			return a, errors.New("its marks are not a list of points")
		}
		a.Partial = partial
		if len(a.Marked) > MaxMarked {
			return a, fmt.Errorf("it marks more than %d points", MaxMarked)
		}
	default:
		return a, errors.New("its kind is not c, b or m")
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
