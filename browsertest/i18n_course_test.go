package browsertest

// A language chosen by a course: its own words over the catalog's, the
// language menu and a share link, a SCORM package made in a language.

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hyperplane/engine/course/scorm"
)

// TestCourseWords: ?strings= names a same-origin Fluent file of a course's
// words (web/embed/course-words.ftl calls points dots, and the bias a
// threshold): every word of the panel, the toolbar and the help that said
// point says dot, none says point; the embed API's setStrings does the
// same at run time. A file of another site, and one that is not Fluent,
// are refused with a message, and the page goes on in its own words.
func TestCourseWords(t *testing.T) {
	needBrowser(t)
	words := `(() => { const ws = []; const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	  for (let n = walk.nextNode(); n; n = walk.nextNode()) { const el = n.parentElement; if (el && !el.closest("script, style, [hidden]") && el.getBoundingClientRect().width > 0) ws.push(n.textContent); }
	  for (const el of document.querySelectorAll("[title], [aria-label]")) ws.push(el.title || "", el.getAttribute("aria-label") || "");
	  return ws.join("\n"); })()`
	p := open(t, "?strings=embed/course-words.ftl&lesson=xor-basis")
	openEverything(p)
	p.Do(`document.getElementById("help-open").click()`)
	p.WaitFor("the help", `!document.getElementById("help").hidden`, 5*time.Second)
	text := Eval[string](p, words)
	// The lesson's own text (Go's, until it is in the catalog) and the
	// program's descriptions may say point: only the catalog's words are
	// the course's to change.
	catalogPoint := Eval[[]string](p, `hyperplaneI18n.englishLeft(document.body).map(x => x.text).filter(s => /\bpoints?\b/i.test(s))`)
	for _, s := range catalogPoint {
		t.Errorf("the catalog's %q still says point", s)
	}
	for _, want := range []string{"Click to add a dot", "Dots table", "Remove every dot"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q among the page's words", want)
		}
	}
	if n := Eval[int](p, `hyperplaneI18n.missingStrings().count`); n != 0 {
		t.Errorf("the course's words left %d messages missing", n)
	}
	p.Close()

	// At run time, by the API: the threshold everywhere the bias was.
	q := open(t, "")
	r := Eval[map[string]any](q, `hyperplane.setStrings("-bias = threshold\n")`)
	if r["ok"] != true {
		t.Fatalf("setStrings: %v", r)
	}
	if s := Eval[string](q, `document.querySelector('[data-l10n-id="help-conventions-text"]').textContent`); !strings.Contains(s, "so the threshold comes first") {
		t.Errorf("the help's conventions say %q", s)
	}
	// Refused: not Fluent, a message the page does not have; nothing changes.
	for _, bad := range []string{`"this is prose\n"`, `"no-such-message = x\n"`} {
		r := Eval[map[string]any](q, `hyperplane.setStrings(`+bad+`)`)
		if r["ok"] != false || !strings.HasPrefix(fmt.Sprint(r["error"]), "The course's words were not used: ") {
			t.Errorf("setStrings(%s) = %v", bad, r)
		}
	}
	if s := Eval[string](q, `document.querySelector('[data-l10n-id="help-conventions-text"]').textContent`); !strings.Contains(s, "threshold") {
		t.Errorf("a refused file undid the course's words: %q", s)
	}
	q.Close()

	// By the address: another site's file and a file that is not Fluent.
	for _, c := range []struct{ q, want string }{
		{"?strings=https://example.org/words.ftl", "they must come from this page's own site"},
		{"?strings=embed/client.js", "The course's words in /embed/client.js were not used: line"},
	} {
		p := open(t, c.q)
		p.WaitFor("the refusal", `document.getElementById("toast-text").textContent.length > 0`, 10*time.Second)
		if got := Eval[string](p, `document.getElementById("toast-text").textContent`); !strings.Contains(got, c.want) {
			t.Errorf("%s: the page says %q, want %q", c.q, got, c.want)
		}
		if got := Eval[string](p, `document.getElementById("h-data").textContent`); got != "Data" {
			t.Errorf("%s: the panel says %q after the refusal", c.q, got)
		}
		p.Close()
	}
}

// TestLanguageMenuKeepsTheScene: choosing a language in the panel changes
// the page's words and <html lang>, keeps the scene (its points, method
// and trained step), puts the language in the address and in the share
// link, and the link opens in that language; setLocale through the embed
// API's page function does the same.
func TestLanguageMenuKeepsTheScene(t *testing.T) {
	needBrowser(t)
	p := open(t, "?debug&preset=blobs")
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.train()`)
	before := Eval[string](p, `JSON.stringify([hyperplane.status().npoints, hyperplane.status().algorithm, hyperplane.status().step, hyperplane.state().points])`)
	p.Do(`(() => { const s = document.getElementById("lang"); s.value = "en-XA"; s.dispatchEvent(new Event("change")); })()`)
	p.WaitFor("the new language", `document.documentElement.lang === "en-XA"`, 10*time.Second)
	if h := Eval[string](p, `document.getElementById("h-data").textContent`); h == "Data" || !strings.Contains(h, "Ðàà") {
		t.Errorf("the Data section is called %q in en-XA", h)
	}
	if after := Eval[string](p, `JSON.stringify([hyperplane.status().npoints, hyperplane.status().algorithm, hyperplane.status().step, hyperplane.state().points])`); after != before {
		t.Errorf("the scene changed with the language:\n%s\n%s", before, after)
	}
	if q := Eval[string](p, `new URLSearchParams(location.search).get("lang")`); q != "en-XA" {
		t.Errorf("the address says lang=%q", q)
	}
	link := Eval[string](p, `hyperplaneUI.shareURL("")`)
	p.Close()
	// The link, without ?lang=, opens in the language it was shared in.
	hash := link[strings.Index(link, "#"):]
	q := open(t, hash)
	q.WaitFor("the link's language", `document.documentElement.lang === "en-XA"`, 10*time.Second)
	var ans map[string]any
	raw := Await[json.RawMessage](q, `hyperplane.setLocale("en")`)
	json.Unmarshal(raw, &ans)
	if ans["ok"] != true || ans["locale"] != "en" || Eval[string](q, `document.getElementById("h-data").textContent`) != "Data" {
		t.Errorf("setLocale(en) = %v; the Data section says %q", ans, Eval[string](q, `document.getElementById("h-data").textContent`))
	}
}

// TestSCORMPackageInALanguage: a package made in a language (make scorm's
// -lang, the editor's download in the page's language) launches the page
// in it: the LMS opens index.html?…&lang=, and the page speaks it, with
// the lesson's card and its questions. Each locale of web/locales but
// English, and en-XA (no translation needed).
func TestSCORMPackageInALanguage(t *testing.T) {
	needBrowser(t)
	codes, _, _ := pageLocales(t)
	for _, code := range append(codes[1:], "en-XA") {
		t.Run(code, func(t *testing.T) {
			dir := t.TempDir()
			data := buildPackage(t, code, dir)
			in, err := scorm.Inspect(data)
			if err != nil {
				t.Fatal(err)
			}
			launch := in.Launch
			if !strings.HasSuffix(launch, "&lang="+code) {
				t.Fatalf("the package launches %q", launch)
			}
			site := filepath.Join(dir, "site")
			unzip(t, data, site)
			srv := serveFolders(t, "application/wasm", map[string]string{"/": site})
			p := env.OpenURL(t, srv+"/"+launch)
			p.WaitFor("the lesson's card", `!document.getElementById("lesson-card").hidden`, 60*time.Second)
			if got := Eval[string](p, "document.documentElement.lang"); got != code {
				t.Errorf("the package's page speaks %q, want %q", got, code)
			}
			if left := Eval[[]string](p, `hyperplaneI18n.englishLeft(document.body).map(x => x.text)`); len(left) > 0 && code == "en-XA" {
				t.Errorf("the package's page shows English: %q", left)
			}
			// The SCORM runtime's own note, in the language: no LMS here.
			p.WaitFor("the runtime's note", `!!document.getElementById("scorm-note")`, 20*time.Second)
			note := Eval[string](p, `document.getElementById("scorm-note").textContent`)
			want := Eval[string](p, `hyperplaneI18n.t("scorm-no-lms")`)
			if note != want || (code != "en" && note == "Not in a course (no LMS found): your answers are not recorded.") {
				t.Errorf("the runtime says %q, want %q", note, want)
			}
		})
	}
}
