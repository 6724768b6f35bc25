package scorm

import (
	"strings"
	"testing"
)

// FuzzDecodeProgress: whatever an LMS hands back as cmi.suspend_data,
// DecodeProgress answers without panicking, and what it accepts is saved
// again and read back to the same answers (the scene's link is checked by
// scene.DecodeLink, fuzzed in its own package).
func FuzzDecodeProgress(f *testing.F) {
	for _, s := range []string{
		"", "{}", `{"v":1,"a":[]}`, `{"v":1,"a":[[0,"c",1,100]]}`,
		`{"v":1,"a":[[0,"b",[0.5,-3,0.4,4],89.88],[1,"c",1,100]]}`,
		`{"v":1,"a":[[0,"m",[1,2,3],41.5],[1,"b",null,50]]}`,
		`{"v":1,"a":[],"s":"v2.AAAA.00000000"}`, "viewed=1,2,3",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		p, err := DecodeProgress(data)
		if err != nil {
			return
		}
		for _, a := range p.Answers {
			if a.Kind != AnswerChoice && a.Kind != AnswerBoundary && a.Kind != AnswerMistakes || a.Score < 0 || a.Score > MaxAnswerScore {
				t.Fatalf("accepted the answer %+v", a)
			}
		}
		if p.Scene == nil {
			return
		}
		sv, err := EncodeProgress(*p.Scene, p.Answers, MaxProgressChars)
		if err != nil {
			if strings.Contains(err.Error(), "the scene cannot be saved") {
				return // a scene DecodeLink read but EncodeLink refuses (a limit)
			}
			t.Fatalf("read but not saved again: %v", err)
		}
		q, err := DecodeProgress(sv.Data)
		if err != nil || len(q.Answers) != len(p.Answers) {
			t.Fatalf("saved again, read as %v, %d answers of %d", err, len(q.Answers), len(p.Answers))
		}
	})
}
