package scorm

import (
	"bytes"
	"errors"
	"testing"

	"hyperplane/engine/msg"
)

// TestPackageInALanguage: a package made in a language launches the page
// with ?lang= (so that it runs in that language in any student's
// browser), and only in a language the page has a catalog of; a package
// without one launches as before.
func TestPackageInALanguage(t *testing.T) {
	l := mustLesson(t, quizLesson)
	page, err := PageFiles(readFake(fakePage))
	if err != nil {
		t.Fatal(err)
	}
	catalogs := append(page, File{Name: LocalesFile, Data: []byte(`{"locales": {"en": {"files": []}, "cs": {"files": []}}}`)})
	cases := []struct {
		name   string
		o      Options
		page   []File
		launch string // index.html's query, by Launch's rule
		err    string // the id of the refusal
	}{
		{"no language", Options{}, page, "index.html?scorm=1.2&pass=80", ""},
		{"Czech", Options{Lang: "cs"}, catalogs, "index.html?scorm=1.2&pass=80&lang=cs", ""},
		{"Czech, 2004", Options{Version: V2004, PassMark: pass(70), Lang: "cs"}, catalogs, "index.html?scorm=2004&pass=70&lang=cs", ""},
		// A pseudo-locale is made from English: no catalog of its own.
		{"pseudo", Options{Lang: "en-XA"}, page, "index.html?scorm=1.2&pass=80&lang=en-XA", ""},
		{"no such catalog", Options{Lang: "de"}, catalogs, "", "scorm-lang-missing"},
		{"no catalogs at all", Options{Lang: "cs"}, page, "", "scorm-lang-no-catalogs"},
		{"not a tag", Options{Lang: "cs&x=1"}, catalogs, "", "scorm-lang-invalid"},
		{"too long a subtag", Options{Lang: "cs-abcdefghi"}, catalogs, "", "scorm-lang-invalid"},
	}
	for _, c := range cases {
		var b bytes.Buffer
		_, err := Build(&b, c.o, l, c.page, nil)
		if c.err != "" {
			var e *msg.Error
			if !errors.As(err, &e) || e.Text.ID != c.err {
				t.Errorf("%s: %v, want the refusal %s", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		in, err := Inspect(b.Bytes())
		if err != nil || in.Launch != c.launch {
			t.Errorf("%s: launches %q (%v), want %q", c.name, in.Launch, err, c.launch)
		}
	}
}
