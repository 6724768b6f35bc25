package scene

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"hyperplane/engine/msg"
)

// TestLinkLanguage: a link keeps the language it was shared in, and a link
// made before links had one (the committed corpus of FuzzDecodeLink, made
// by the code of its time) opens with none; a tag that is not one is
// refused.
func TestLinkLanguage(t *testing.T) {
	for _, lang := range []string{"", "cs", "zh-Hans", "en-XA"} {
		s := DefaultScene()
		s.Lang = lang
		link, err := EncodeLink(s)
		if err != nil {
			t.Fatalf("%q: %v", lang, err)
		}
		got, err := DecodeLink(link)
		if err != nil || got.Lang != lang {
			t.Errorf("%q: came back as %q (%v)", lang, got.Lang, err)
		}
	}
	old, err := os.ReadFile("testdata/fuzz/FuzzDecodeLink/preset-xor")
	if err != nil {
		t.Fatal(err)
	}
	// The corpus file's one line: string("v2.…").
	line := strings.TrimSpace(strings.SplitN(string(old), "\n", 3)[1])
	raw, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(line, "string("), ")"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeLink(raw)
	if err != nil || s.Lang != "" || len(s.Points) == 0 {
		t.Errorf("an old link: lang %q, %d points, %v", s.Lang, len(s.Points), err)
	}
	for _, bad := range []string{"c", "cs&x", "cs-toolongsubtag", "1cs", "cs-CZ-a-b-c"} {
		s := DefaultScene()
		s.Lang = bad
		_, err := EncodeLink(s)
		var e *msg.Error
		if !errors.As(err, &e) || e.Text.ID != "scene-lang-invalid" {
			t.Errorf("lang %q: %v, want the refusal scene-lang-invalid", bad, err)
		}
	}
}
