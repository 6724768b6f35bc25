package main

// The message catalogs (web/locales) are one table of words, read by Go
// (engine/msg/fluent) and by the page (@fluent/bundle): these tests read
// every catalog and the sources that use it. Every locale parses and
// lists exactly its files; each file says who made it and whether a
// teacher reviewed it; a locale has English's ids or a subset; plural
// selectors cover the locale's CLDR categories; every id Go passes to
// msg.T, msg.Err or msg.Wrap exists in English with the message's own
// variables. The page's ids are checked in catalog_page_test.go, the
// formatting against @fluent/bundle in catalog_node_test.go.

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"hyperplane/engine/msg/fluent"
)

const localesDir = "web/locales"

// catalogs reads the manifest and every locale's catalog, English first.
func catalogs(t *testing.T) (fluent.Manifest, []*fluent.Catalog) {
	t.Helper()
	fsys := os.DirFS(localesDir)
	m, err := fluent.ReadManifest(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Locales["en"]; !ok {
		t.Fatal("locales.json has no English")
	}
	var out []*fluent.Catalog
	for _, code := range m.Codes() {
		c, err := fluent.LoadFiles(fsys, code, m.Locales[code].Files)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		out = append(out, c)
	}
	return m, out
}

// TestCatalogsParse: every locale of locales.json lists exactly the .ftl
// files of its folder, each parses (strictly: see engine/msg/fluent) and
// starts with its doc comment; the locale's name and direction are set.
func TestCatalogsParse(t *testing.T) {
	m, cats := catalogs(t)
	for _, code := range m.Codes() {
		info := m.Locales[code]
		if info.Name == "" || (info.Dir != "ltr" && info.Dir != "rtl") {
			t.Errorf("%s: name %q, dir %q (want a name and ltr or rtl)", code, info.Name, info.Dir)
		}
		onDisk, _ := fs.Glob(os.DirFS(localesDir), code+"/*.ftl")
		listed := slices.Clone(info.Files)
		slices.Sort(listed)
		slices.Sort(onDisk)
		if !slices.Equal(listed, onDisk) {
			t.Errorf("%s: locales.json lists %v, the folder has %v", code, listed, onDisk)
		}
	}
	dirs, _ := os.ReadDir(localesDir)
	for _, d := range dirs {
		if _, ok := m.Locales[d.Name()]; d.IsDir() && !ok {
			t.Errorf("web/locales/%s is not in locales.json", d.Name())
		}
	}
	for _, c := range cats {
		for _, r := range c.Resources {
			made, reviewed := "", ""
			for _, h := range r.Header {
				if v, ok := strings.CutPrefix(h, "Made by:"); ok {
					made = strings.TrimSpace(v)
				}
				if v, ok := strings.CutPrefix(h, "Reviewed by a teacher:"); ok {
					reviewed = strings.TrimSpace(v)
				}
			}
			if made == "" || reviewed == "" {
				t.Errorf("%s: the file's ### comments must say \"Made by: …\" and \"Reviewed by a teacher: …\" (the About dialog shows them)", r.Name)
			}
		}
	}
}

// TestLocalesAreSubsetsOfEnglish: a locale's messages and terms are
// English's or fewer (English is the fallback of each), and each message
// uses only variables that English's passes.
func TestLocalesAreSubsetsOfEnglish(t *testing.T) {
	_, cats := catalogs(t)
	en := cats[0]
	var cov []fluent.Coverage
	for _, c := range cats {
		v := fluent.CoverageOf(en, c)
		cov = append(cov, v)
		for _, id := range v.Extra {
			t.Errorf("%s: %s is not in English", c.Locale, id)
		}
		for _, id := range c.IDs() {
			want := en.Variables(id)
			for _, name := range c.Variables(id) {
				if !slices.Contains(want, name) {
					t.Errorf("%s: %s uses $%s, which English's %s is not given (it has %v)", c.Locale, id, name, id, want)
				}
			}
		}
	}
	// The untranslated share of each locale (also make l10n).
	t.Logf("\n%s", fluent.Report(cov))
}

// TestPluralsCoverCategories: every select on plural categories has a
// variant for each category of its locale's language (CLDR: Czech one,
// few, many, other; German, Spanish, English one, other; Chinese other)
// and none of another's.
func TestPluralsCoverCategories(t *testing.T) {
	_, cats := catalogs(t)
	for _, c := range cats {
		for _, p := range c.PluralProblems() {
			t.Error(p)
		}
	}
}

// goUse is one call of msg.T, msg.Err or msg.Wrap with a literal id.
type goUse struct {
	where string
	id    string
	names []string // the literal argument names
	known bool     // every name is a literal (no spread, no variable)
}

// goMessageUses reads the Go sources (not the tests, not package msg
// itself) for msg.T, msg.Err and msg.Wrap calls. It returns the calls
// with a literal id, and counts those with an id computed at run time
// (which a table's own test must cover).
func goMessageUses(t *testing.T) (uses []goUse, computed []string) {
	t.Helper()
	fset := token.NewFileSet()
	for _, root := range []string{"engine", "wasm"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			if filepath.ToSlash(filepath.Dir(path)) == "engine/msg" {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			u, c, err := goFileUses(fset, path, src)
			uses, computed = append(uses, u...), append(computed, c...)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return uses, computed
}

// goFileUses returns the message calls of one Go file.
func goFileUses(fset *token.FileSet, path string, src []byte) (uses []goUse, computed []string, err error) {
	f, err := parser.ParseFile(fset, path, src, 0)
	if err != nil {
		return nil, nil, err
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		pkg, ok := sel.X.(*ast.Ident)
		if !ok || pkg.Name != "msg" {
			return true
		}
		first := 0
		switch sel.Sel.Name {
		case "T", "Err":
		case "Wrap":
			first = 1
		default:
			return true
		}
		where := fset.Position(call.Pos()).String()
		if len(call.Args) <= first {
			return true
		}
		id, ok := stringLit(call.Args[first])
		if !ok {
			computed = append(computed, where)
			return true
		}
		u := goUse{where: where, id: id, known: call.Ellipsis == token.NoPos}
		kv := call.Args[first+1:]
		for i := 0; i < len(kv); i += 2 {
			name, ok := stringLit(kv[i])
			if !ok {
				u.known = false
				continue
			}
			u.names = append(u.names, name)
		}
		uses = append(uses, u)
		return true
	})
	return uses, computed, nil
}

// checkGoUses reports each use of an id that is not an English message,
// or that does not pass exactly the message's variables.
func checkGoUses(en *fluent.Catalog, uses []goUse) []string {
	var bad []string
	for _, u := range uses {
		if _, ok := en.Message(u.id); !ok {
			bad = append(bad, fmt.Sprintf("%s: %s is not a message of web/locales/en", u.where, u.id))
			continue
		}
		if !u.known {
			continue
		}
		got := slices.Clone(u.names)
		slices.Sort(got)
		if want := en.Variables(u.id); !slices.Equal(got, want) {
			bad = append(bad, fmt.Sprintf("%s: %s is given %v; the message uses %v", u.where, u.id, got, want))
		}
	}
	return bad
}

// TestGoMessageIDs: every id Go writes in msg.T, msg.Err or msg.Wrap is
// an English message, and the call passes exactly its variables.
func TestGoMessageIDs(t *testing.T) {
	_, cats := catalogs(t)
	uses, computed := goMessageUses(t)
	for _, b := range checkGoUses(cats[0], uses) {
		t.Error(b)
	}
	t.Logf("%d calls with a literal id, %d with an id computed at run time (covered by their tables' tests): %v", len(uses), len(computed), computed)
}

// TestMessageChecksCatchMistakes runs the checks above on planted
// catalogs and calls that they must catch.
func TestMessageChecksCatchMistakes(t *testing.T) {
	parse := func(locale, src string) *fluent.Catalog {
		r, err := fluent.Parse(locale+".ftl", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		c := fluent.New(locale)
		if err := c.Add(r); err != nil {
			t.Fatal(err)
		}
		return c
	}
	en := parse("en", "a = { $n ->\n    [one] one\n   *[other] { $n }\n}\nb = { a } and { $x }\n")
	cs := parse("cs", "a = { $n ->\n    [one] jeden\n   *[other] { $n }\n}\nc = navíc\n")
	de := parse("de", "a = { $n ->\n    [one] eins\n    [few] wenige\n   *[other] { $n }\n}\n")
	if got := cs.PluralProblems(); len(got) != 2 { // no [few], no [many]
		t.Errorf("Czech without few and many: %v", got)
	}
	if got := de.PluralProblems(); len(got) != 1 || !strings.Contains(got[0], "[few]") {
		t.Errorf("German with a few: %v", got)
	}
	if v := fluent.CoverageOf(en, cs); !slices.Equal(v.Extra, []string{"c"}) || v.Translated != 1 || v.Share() != 0.5 {
		t.Errorf("coverage %+v", v)
	}
	if got := en.Variables("b"); !slices.Equal(got, []string{"n", "x"}) {
		t.Errorf("b's variables %v, want [n x] (through a)", got)
	}
	// Go: an unknown id, a missing and an extra argument, a spread (not
	// checked), a computed id (counted), and a right call.
	src := `package p
func f(kv []any, id string) {
	_ = msg.T("nope")
	_ = msg.Err("b", "n", 1)
	_ = msg.Wrap(err, "a", "n", 1, "z", 2)
	_ = msg.T("b", kv...)
	_ = msg.T(id)
	_ = msg.T("b", "x", 1, "n", 2)
}`
	uses, computed, err := goFileUses(token.NewFileSet(), "planted.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bad := checkGoUses(en, uses)
	if len(uses) != 5 || len(computed) != 1 || len(bad) != 3 {
		t.Errorf("planted Go: %d uses, %d computed, caught %q; want 5, 1 and three mistakes", len(uses), len(computed), bad)
	}
}
