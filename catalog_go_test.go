package main

// The Go program's words are Texts of the message catalog (issue 50),
// never English composed in Go. catalog_test.go checks the ids written
// in msg.T, msg.Err and msg.Wrap calls; these tests check the tables
// whose Texts are made from ids at run time, or handed on by constructors
// (the methods and their settings, the families, the presets and their
// knobs, the lessons, the data sets, the bases, the View's switches, the
// key list, the contract's arguments): every Text they hold names an
// English message, gives exactly its variables, and formats.
// catalog_goenglish_test.go reads the sources for English left in Go.

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/course"
	"hyperplane/engine/datasets"
	"hyperplane/engine/msg"
	"hyperplane/engine/msg/fluent"
	"hyperplane/engine/scene"
	"hyperplane/wasm/api"
	"hyperplane/wasm/keys"
)

// tableText is a Text of a table, with where it is.
type tableText struct {
	where string
	text  msg.Text
}

// goTableTexts gathers the Texts of the Go program's tables.
func goTableTexts() []tableText {
	var out []tableText
	add := func(where string, t msg.Text) { out = append(out, tableText{where, t}) }
	params := func(where string, ps []engine.Param) {
		for _, p := range ps {
			add(where+"."+p.Key+".label", p.Label)
			add(where+"."+p.Key+".help", p.Help)
			for _, c := range p.Choices {
				add(where+"."+p.Key+"."+c.Value, c.Label)
			}
		}
	}
	for _, s := range engine.Catalog() {
		w := "method " + s.ID
		add(w+".name", s.Name)
		add(w+".summary", s.Summary)
		add(w+".help", s.Help)
		add(w+".short", s.Short)
		add(w+".family", s.Family.Text())
		params(w, s.Params)
	}
	for _, p := range course.Presets() {
		w := "preset " + p.ID
		add(w+".name", p.Name)
		add(w+".description", p.Description)
		params(w, p.Knobs)
	}
	for _, l := range course.Lessons(nil) {
		if l.Texts == nil {
			add("lesson "+l.ID, msg.Text{})
			continue
		}
		add("lesson "+l.ID+".title", l.Texts.Title)
		add("lesson "+l.ID+".text", l.Texts.Text)
	}
	for _, d := range datasets.List() {
		w := "data set " + d.ID
		add(w+".title", d.Title)
		add(w+".source", d.Source)
		add(w+".licence", d.Licence)
		add(w+".note", d.Note)
	}
	for _, b := range engine.Bases() {
		add("basis "+b.ID+".label", b.Label)
		add("basis "+b.ID+".name", b.Name)
	}
	for _, v := range scene.ViewToggles() {
		add("view "+v.Key, v.Label)
	}
	for i, h := range keys.Help() {
		w := "key line " + strconv.Itoa(i+1)
		add(w+".keys", h.Keys)
		add(w+".what", h.What)
	}
	for _, h := range api.New(api.NewApp(scene.DefaultScene()), nil).Handlers() {
		for i, p := range h.Params {
			w := "argument " + strconv.Itoa(i) + " of hyperplane." + h.Name
			add(w, p.Name)
			if !p.Missing.IsZero() {
				add(w+" missing", p.Missing)
			}
		}
	}
	return out
}

// checkText reports what is wrong with x in the English catalog en: an
// id it does not have, arguments other than the message's variables, a
// nested Text that is wrong, words that do not format.
func checkText(en *fluent.Catalog, x msg.Text) []string {
	if x.IsZero() {
		return []string{"no Text"}
	}
	if _, ok := en.Message(x.ID); !ok {
		return []string{x.ID + " is not a message of web/locales/en"}
	}
	var problems []string
	names := make([]string, 0, len(x.Args))
	for k, v := range x.Args {
		names = append(names, k)
		if n, ok := v.(msg.Text); ok {
			problems = append(problems, checkText(en, n)...)
		}
	}
	sort.Strings(names)
	if want := en.Variables(x.ID); !slices.Equal(names, want) {
		problems = append(problems, x.ID+" is given "+strings.Join(names, ", ")+"; the message uses "+strings.Join(want, ", "))
	}
	if len(problems) == 0 {
		if _, err := en.Format(x); err != nil {
			problems = append(problems, err.Error())
		}
	}
	return problems
}

// TestGoTableTexts: every Text of the Go program's tables is an English
// message given its variables, and formats; and the tables hold at least
// the Texts they are known to (19 methods, a key list, the contract's
// arguments), so that a table that went missing is noticed.
func TestGoTableTexts(t *testing.T) {
	_, cats := catalogs(t)
	en := cats[0]
	texts := goTableTexts()
	counts := map[string]int{}
	for _, tt := range texts {
		counts[strings.SplitN(tt.where, " ", 2)[0]]++
		for _, p := range checkText(en, tt.text) {
			t.Errorf("%s: %s", tt.where, p)
		}
	}
	for what, least := range map[string]int{"method": 19 * 5, "preset": 11 * 2, "lesson": 16 * 2, "data": 3 * 4, "basis": 7 * 2,
		"view": 12, "key": 23 * 2, "argument": 60} {
		if counts[what] < least {
			t.Errorf("%d Texts of %s, want at least %d: a table is missing from goTableTexts", counts[what], what, least)
		}
	}
	t.Logf("%d Texts of tables checked: %v", len(texts), counts)
}

// TestCheckTextCatches runs checkText on planted mistakes.
func TestCheckTextCatches(t *testing.T) {
	r, err := fluent.Parse("en.ftl", []byte("a = { $n } points of { $class }\nb = plain\n"))
	if err != nil {
		t.Fatal(err)
	}
	en := fluent.New("en")
	if err := en.Add(r); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		x    msg.Text
		bad  bool
	}{
		{"right", msg.T("a", "n", 3, "class", msg.T("b")), false},
		{"no such id", msg.T("c"), true},
		{"a variable short", msg.T("a", "n", 3), true},
		{"a variable too many", msg.T("b", "n", 3), true},
		{"a nested Text wrong", msg.T("a", "n", 3, "class", msg.T("c")), true},
		{"no Text", msg.Text{}, true},
	} {
		if got := checkText(en, c.x); (len(got) > 0) != c.bad {
			t.Errorf("%s: %v", c.name, got)
		}
	}
}
