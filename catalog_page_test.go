package main

// The page's ids: every data-l10n-id of its HTML and every id its
// JavaScript passes to t(), attr() or writes as a text {id: …} is an
// English message, with the arguments the message uses; and the HTML's
// own English (which an English page shows without formatting it) is the
// catalog's English, word for word.

import (
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/fluent"
)

var (
	// t("id"… and attr("id", "name"….
	jsCall = regexp.MustCompile(`\b(t|attr)\(\s*"([a-z][a-z0-9-]*)"\s*(?:,\s*"([a-z-]+)")?`)
	// A text written in JavaScript: {id: "…", args: {…}} (args always
	// written, so that an element's {id: "…"} is not taken for one).
	jsText = regexp.MustCompile(`\{\s*id:\s*"([a-z][a-z0-9-]*)"\s*,\s*args:\s*`)
	// data-l10n-id="…" in HTML or in a script's markup or calls.
	l10nAttr = regexp.MustCompile(`data-l10n-id(?:="|",\s*")([a-z][a-z0-9-]*)"`)
	// A line comment of JavaScript: // after a space or at a line's start
	// (so not the // of "https://").
	jsComment = regexp.MustCompile(`(?m)(?:^|\s)//.*$`)
)

// objectKeys returns the top-level keys of the object literal that starts
// at src[i] ("{a: f(x), b, c: {d: 1}}" → a, b, c), and whether src[i] is
// one.
func objectKeys(src string, i int) ([]string, bool) {
	if i >= len(src) || src[i] != '{' {
		return nil, false
	}
	var keys []string
	depth := 0
	start := i + 1
	take := func(part string) {
		part = strings.TrimSpace(part)
		if part == "" {
			return
		}
		name := part
		if k := strings.IndexByte(part, ':'); k >= 0 {
			name = strings.TrimSpace(part[:k])
		}
		keys = append(keys, strings.Trim(name, `"'`))
	}
	for j := i; j < len(src); j++ {
		switch c := src[j]; c {
		case '"', '\'', '`':
			k := strings.IndexByte(src[j+1:], c)
			if k < 0 {
				return nil, false
			}
			j += k + 1
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
			if depth == 0 {
				take(src[start:j])
				slices.Sort(keys)
				return keys, true
			}
		case ',':
			if depth == 1 {
				take(src[start:j])
				start = j + 1
			}
		}
	}
	return nil, false
}

type pageUse struct {
	where, id, attr string
	args            []string
	argsKnown       bool
}

// pageUses reads web/**/*.html and web/js/**/*.js (not @fluent/bundle's
// copy) for ids.
func pageUses(t *testing.T) []pageUse {
	t.Helper()
	var out []pageUse
	err := filepath.WalkDir("web", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && filepath.ToSlash(path) == "web/js/fluent" {
			return filepath.SkipDir
		}
		ext := filepath.Ext(path)
		if d.IsDir() || (ext != ".js" && ext != ".html") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		out = append(out, sourceUses(path, string(b))...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sourceUses(path, src string) []pageUse {
	if strings.HasSuffix(path, ".js") {
		// Blank the comments, keeping the lines.
		src = jsComment.ReplaceAllStringFunc(src, func(c string) string { return strings.Repeat(" ", len(c)) })
	}
	var out []pageUse
	line := func(i int) string { return path + ":" + strconv.Itoa(1+strings.Count(src[:i], "\n")) }
	// argsAt reads the arguments that follow position i: ", {…}" gives
	// its keys; ")" none; anything else is unknown.
	argsAt := func(i int) ([]string, bool) {
		rest := strings.TrimLeft(src[i:], " \t\n")
		if strings.HasPrefix(rest, ")") {
			return nil, true
		}
		if !strings.HasPrefix(rest, ",") {
			return nil, false
		}
		j := len(src) - len(strings.TrimLeft(rest[1:], " \t\n"))
		return objectKeys(src, j)
	}
	for _, m := range jsCall.FindAllStringSubmatchIndex(src, -1) {
		u := pageUse{where: line(m[0]), id: src[m[4]:m[5]]}
		if m[6] >= 0 && src[m[2]:m[3]] == "attr" {
			u.attr = src[m[6]:m[7]]
		}
		u.args, u.argsKnown = argsAt(m[1])
		out = append(out, u)
	}
	for _, m := range jsText.FindAllStringSubmatchIndex(src, -1) {
		u := pageUse{where: line(m[0]), id: src[m[2]:m[3]]}
		u.args, u.argsKnown = objectKeys(src, m[1])
		out = append(out, u)
	}
	for _, m := range l10nAttr.FindAllStringSubmatchIndex(src, -1) {
		out = append(out, pageUse{where: line(m[0]), id: src[m[2]:m[3]]})
	}
	return out
}

// TestPageMessageIDs: every id of the page is an English message (or an
// attribute of one), and the arguments written with it are its
// variables.
func TestPageMessageIDs(t *testing.T) {
	_, cats := catalogs(t)
	en := cats[0]
	uses := pageUses(t)
	checkPageUses(t, en, uses)
	if len(uses) < 10 {
		t.Fatalf("found %d uses of the catalog in web/; the page has more", len(uses))
	}
}

func checkPageUses(t *testing.T, en *fluent.Catalog, uses []pageUse) {
	for _, u := range uses {
		e, ok := en.Message(u.id)
		if !ok {
			t.Errorf("%s: %s is not a message of web/locales/en", u.where, u.id)
			continue
		}
		if u.attr != "" && e.Attr(u.attr) == nil {
			t.Errorf("%s: %s has no attribute .%s", u.where, u.id, u.attr)
		}
		if u.argsKnown {
			if want := en.Variables(u.id); !slices.Equal(u.args, want) {
				t.Errorf("%s: %s is given %v; the message uses %v", u.where, u.id, u.args, want)
			}
		}
	}
}

// htmlElement is an element with data-l10n-id in an HTML file, with its
// attributes and its content up to its closing tag.
var htmlElement = regexp.MustCompile(`(?s)<([a-z0-9]+)\b([^>]*\bdata-l10n-id="([a-z0-9-]+)"[^>]*)>(.*?)</([a-z0-9]+)>`)
var htmlAttr = regexp.MustCompile(`\b([a-z-]+)="([^"]*)"`)

// TestPageHTMLIsTheCatalogsEnglish: the English page is not formatted at
// load (index.html is written in English), so each element's text and
// attributes must be the English catalog's, word for word.
func TestPageHTMLIsTheCatalogsEnglish(t *testing.T) {
	_, cats := catalogs(t)
	en := cats[0]
	for _, file := range []string{"web/index.html", "web/embed/example.html"} {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		checkHTMLEnglish(t, en, file, string(b))
	}
}

func checkHTMLEnglish(t *testing.T, en *fluent.Catalog, file, src string) {
	for _, m := range htmlElement.FindAllStringSubmatch(src, -1) {
		tag, attrs, id, inner := m[1], m[2], m[3], m[4]
		e, ok := en.Message(id)
		if !ok {
			continue // TestPageMessageIDs reports it
		}
		if strings.Contains(attrs, "data-l10n-args") {
			continue // its words depend on its arguments, set by the page
		}
		if e.Value != nil {
			want, err := en.Format(msg.T(id))
			if err != nil {
				t.Errorf("%s: %s: %v", file, id, err)
				continue
			}
			got := inner
			if !strings.Contains(attrs, "data-l10n-markup") {
				got = html.UnescapeString(got)
			} else {
				want = strings.ReplaceAll(want, "&", "&amp;")
			}
			if strings.Contains(inner, "<") && !strings.Contains(attrs, "data-l10n-markup") {
				t.Errorf("%s: <%s data-l10n-id=%q> holds markup; mark it data-l10n-markup or put the id on a leaf", file, tag, id)
			} else if got != want {
				t.Errorf("%s: <%s data-l10n-id=%q> says %q, the catalog %q", file, tag, id, got, want)
			}
		}
		have := map[string]string{}
		for _, a := range htmlAttr.FindAllStringSubmatch(attrs, -1) {
			have[a[1]] = html.UnescapeString(a[2])
		}
		for _, a := range e.Attrs {
			want, err := en.FormatAttr(msg.T(id), a.Name)
			if err != nil {
				t.Errorf("%s: %s.%s: %v", file, id, a.Name, err)
			} else if have[a.Name] != want {
				t.Errorf("%s: %s's %s is %q, the catalog's %q", file, id, a.Name, have[a.Name], want)
			}
		}
	}
}

// TestPageChecksCatchMistakes plants uses the checks must catch.
func TestPageChecksCatchMistakes(t *testing.T) {
	r, err := fluent.Parse("en.ftl", []byte("x-a = A { $n }\nx-b = B\n    .title = T\n"))
	if err != nil {
		t.Fatal(err)
	}
	en := fluent.New("en")
	en.Add(r)
	src := `t("x-a", { n: f(1, 2) }); t("x-a", { m: 1 }); t("x-nope"); attr("x-b", "title"); attr("x-b", "alt");
const e = {id: "x-a", args: {n}}; const f = {id: "x-b", args: {k: 2}}; el("p", {id: "x-element"});
el.setAttribute("data-l10n-id", "x-gone"); t("x-a", args); // t("x-in-a-comment")
const u = "https://example.org"; t("x-a", {n: 3});`
	uses := sourceUses("planted.js", src)
	var bad []string
	for _, u := range uses {
		e, ok := en.Message(u.id)
		switch {
		case !ok:
			bad = append(bad, u.id)
		case u.attr != "" && e.Attr(u.attr) == nil:
			bad = append(bad, u.id+"."+u.attr)
		case u.argsKnown && !slices.Equal(u.args, en.Variables(u.id)):
			bad = append(bad, u.id+strings.Join(u.args, ","))
		}
	}
	want := []string{"x-am", "x-nope", "x-b.alt", "x-bk", "x-gone"}
	slices.Sort(bad)
	slices.Sort(want)
	if !slices.Equal(bad, want) {
		t.Errorf("caught %v, want %v", bad, want)
	}
}
