package browsertest

import (
	"encoding/json"
	"strings"
	"testing"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/msgtest"
)

// The program's words reach the page as Texts of the catalog ({"id": …,
// "args": {…}}, issue 50); the tests that read them compare English, so
// the fields below read a Text as its English words, formatted from
// web/locales/en by the Go formatter, as the page formats it.

// englishOf returns the English of raw: a Text formatted, a string as it
// is, "" for null.
func englishOf(raw json.RawMessage) (string, error) {
	s := strings.TrimSpace(string(raw))
	switch {
	case s == "" || s == "null":
		return "", nil
	case strings.HasPrefix(s, `"`):
		var out string
		err := json.Unmarshal(raw, &out)
		return out, err
	}
	var x msg.Text
	if err := json.Unmarshal(raw, &x); err != nil {
		return "", err
	}
	return msgtest.English(x)
}

// UnmarshalJSON reads hyperplane.status() with its reason and message in
// English.
func (s *status) UnmarshalJSON(data []byte) error {
	type plain status // without the method
	var aux struct {
		*plain
		Reason  json.RawMessage `json:"reason"`
		Message struct {
			Kind string          `json:"kind"`
			Text json.RawMessage `json:"text"`
		} `json:"message"`
	}
	aux.plain = (*plain)(s)
	if err := json.Unmarshal(data, &aux); err != nil {
		return err
	}
	var err error
	if s.Reason, err = englishOf(aux.Reason); err != nil {
		return err
	}
	s.Message.Kind = aux.Message.Kind
	s.Message.Text, err = englishOf(aux.Message.Text)
	return err
}

// TestStatusReadsTexts: status reads the reason and the message of
// hyperplane.status() as English, whether Go sent Texts, strings or null,
// and the other fields as before.
func TestStatusReadsTexts(t *testing.T) {
	var st status
	in := `{"algorithm":"perceptron","npoints":4,"reason":{"id":"engine-perceptron-converged","args":{"b":{"id":"engine-num","args":{"x":0}},"updates":18}},` +
		`"message":{"kind":"info","text":{"id":"common-sentence","args":{"text":{"id":"engine-two-classes"}}}}}`
	if err := json.Unmarshal([]byte(in), &st); err != nil {
		t.Fatal(err)
	}
	if st.Algorithm != "perceptron" || st.NPoints != 4 || st.Message.Kind != "info" {
		t.Errorf("fields %+v", st)
	}
	if !strings.Contains(st.Reason, "18") || strings.Contains(st.Reason, "{") || !strings.HasPrefix(st.Message.Text, strings.ToUpper(st.Message.Text[:1])) || st.Message.Text == "" {
		t.Errorf("reason %q, message %q", st.Reason, st.Message.Text)
	}
	st = status{}
	if err := json.Unmarshal([]byte(`{"reason":null,"message":{"kind":"","text":null}}`), &st); err != nil || st.Reason != "" || st.Message.Text != "" {
		t.Errorf("nulls: %+v, %v", st, err)
	}
	if err := json.Unmarshal([]byte(`{"reason":"as before","message":{"text":"words"}}`), &st); err != nil || st.Reason != "as before" || st.Message.Text != "words" {
		t.Errorf("strings: %+v, %v", st, err)
	}
}
