package main

// TestNoEnglishInGoWords reads the sources of the packages that speak to
// a user (issue 50): no string literal is an English sentence or phrase,
// except those listed in goEnglishAllowed with the reason each is not
// words for a reader. The Texts those packages build are checked by
// catalog_test.go (the ids of msg.T, msg.Err and msg.Wrap) and
// catalog_go_test.go (the tables).

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// goWordsDirs are the packages whose words reach a reader: their sources
// must hold no English sentence (the ones not listed write code, Python,
// shaders, or read for tests).
var goWordsDirs = []string{
	"engine", "engine/scene", "engine/course", "engine/course/scorm", "engine/datasets", "engine/evaluate",
	"engine/internal/wording", "wasm", "wasm/api", "wasm/describe", "wasm/keys", "wasm/pictures", "wasm/session",
}

// goWordsSkipped are files of those packages that are not words for a
// reader, with why.
var goWordsSkipped = map[string]string{
	"engine/course/scorm/inspect.go":  "reads a package as an LMS would, for the tests: its errors are a test's",
	"wasm/shaders_js.go":              "compiles the shaders: its errors are a developer's",
	"engine/course/scorm/manifest.go": "writes imsmanifest.xml: markup, with the course's title given",
	"engine/course/scorm/crawl.go":    "its only English is a regular expression that reads the page's imports",
}

// goEnglishAllowed are string literals of those packages that read as
// English but are not words for a reader, with why. Anything else that
// reads as English is a test failure: put it in the catalog.
var goEnglishAllowed = map[string]string{
	"Class %d":                    "the name a scene gives a class that has none: the scene's data, which the user may rename",
	"Class 1":                     "the default scene's and the presets' class names: the scene's data",
	"Class 2":                     "the default scene's and the presets' class names: the scene's data",
	"Class 3":                     "a lesson's class names: the scene's data",
	"^Output ([01])$":             "the logic gates' class names as the presets write them (the scene's data), matched to name them in the reader's words (engine/course/classnames.go)",
	"Output 1":                    "the logic gates' class names: the scene's data",
	"Output 0":                    "the logic gates' class names: the scene's data",
	"Two blobs":                   "the default scene's title: the scene's data, which the user may retitle",
	"standard units":              "a standardized axis's units, as the scene file records them",
	"%d vs rest":                  "a sub-problem's key in its values' keys (multiclass.go's label), not words",
	"%d vs %d":                    "a sub-problem's key in its values' keys (multiclass.go's label), not words",
	"# classes: %s\n":             "the CSV file format's directive",
	"classes:":                    "the CSV file format's directive, read",
	"# Hyperplane data set: %s\n": "the CSV file format's header comment",
	"plot-help plot-summary":      "element ids (aria-describedby)",
	"z = (1, φ(x)), a = (w0, w); row r of the field is h_r(x) = rows[r]·z": "weights()'s note on the conventions, for a script's author",
	"no value":       "describe.Num's words for NaN: Num is the English of NumText, which the tests read numbers with",
	"minus infinity": "describe.Num's words for −∞ (see \"no value\")",
}

// goFinding is a string literal that reads as English, with where it is.
type goFinding struct {
	pos  token.Position
	text string
}

// englishRe finds English in a literal: two words of letters, or a
// capitalized word and what follows it ("Class %d").
var englishRe = regexp.MustCompile(`\p{L}{2,} +\p{L}{2,}|\b\p{Lu}\p{Ll}+ \S`)

// developerPrefix marks a message for a developer, not a reader: a
// panic's or an error's that says which package broke ("engine: ...").
var developerPrefix = regexp.MustCompile(`^[a-z]+: `)

// goEnglishLiterals returns the string literals of file f that read as
// English, leaving out what is not words for a reader: imports and
// struct tags, the ids and argument names of msg.T, msg.Err and msg.Wrap,
// panics, messages to the console or the log, errors and panics that
// start with their package's name, and JavaScript source.
func goEnglishLiterals(fset *token.FileSet, f *ast.File) []goFinding {
	var out []goFinding
	skip := map[ast.Node]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ImportSpec:
			return false
		case *ast.Field:
			if x.Tag != nil {
				skip[x.Tag] = true
			}
		case *ast.ValueSpec:
			for i, name := range x.Names {
				if strings.HasSuffix(name.Name, "Source") && i < len(x.Values) {
					skip[x.Values[i]] = true // JavaScript the program runs
				}
			}
		case *ast.CallExpr:
			name := callName(x)
			switch {
			case name == "panic" || strings.HasPrefix(name, "log.") || strings.Contains(name, "console"):
				return false
			case name == "msg.T" || name == "msg.Err" || name == "msg.Wrap":
				first := 0
				if name == "msg.Wrap" {
					first = 1
				}
				for i, a := range x.Args {
					if i == first || (i > first && (i-first)%2 == 1) {
						skip[a] = true // the id, and the arguments' names
					}
				}
			case name == "fmt.Errorf" || name == "errors.New":
				if len(x.Args) > 0 {
					if s, ok := stringLit(x.Args[0]); ok && developerPrefix.MatchString(s) {
						return false
					}
				}
			}
		case *ast.BasicLit:
			if x.Kind != token.STRING || skip[x] {
				return true
			}
			s, err := strconv.Unquote(x.Value)
			if err != nil || !englishRe.MatchString(s) {
				return true
			}
			if _, ok := goEnglishAllowed[s]; ok {
				return true
			}
			out = append(out, goFinding{pos: fset.Position(x.Pos()), text: s})
		}
		return true
	})
	return out
}

// callName names a call's function: "panic", "msg.T", or the
// selectors of a method chain ending in it ("js.Global.Get.Call").
func callName(c *ast.CallExpr) string {
	var parts []string
	for e := c.Fun; e != nil; {
		switch x := e.(type) {
		case *ast.Ident:
			parts = append(parts, x.Name)
			e = nil
		case *ast.SelectorExpr:
			parts = append(parts, x.Sel.Name)
			e = x.X
		case *ast.CallExpr:
			if s, ok := stringLit(firstArg(x)); ok {
				parts = append(parts, s) // Get("console")
			}
			e = x.Fun
		default:
			e = nil
		}
	}
	slices.Reverse(parts)
	return strings.Join(parts, ".")
}

func firstArg(c *ast.CallExpr) ast.Expr {
	if len(c.Args) == 0 {
		return nil
	}
	return c.Args[0]
}

// TestNoEnglishInGoWords: the packages that speak to a reader hold no
// English in their string literals but what goEnglishAllowed lists; an
// allowance that no longer matches anything is reported too.
func TestNoEnglishInGoWords(t *testing.T) {
	fset := token.NewFileSet()
	used := map[string]bool{}
	files := 0
	for _, dir := range goWordsDirs {
		paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			path = filepath.ToSlash(path)
			if strings.HasSuffix(path, "_test.go") || goWordsSkipped[path] != "" {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for _, h := range goEnglishLiterals(fset, f) {
				t.Errorf("%s: English in Go: %q; put it in web/locales/en and return a msg.Text", h.pos, h.text)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
					if s, err := strconv.Unquote(b.Value); err == nil {
						if _, ok := goEnglishAllowed[s]; ok {
							used[s] = true
						}
					}
				}
				return true
			})
		}
	}
	if files < 100 {
		t.Fatalf("read %d files", files)
	}
	for s := range goEnglishAllowed {
		if !used[s] {
			t.Errorf("goEnglishAllowed lists %q, which no file holds any more", s)
		}
	}
	t.Logf("%d files read", files)
}

// TestGoEnglishLiteralsCatch runs the check on planted code: what it must
// find, and what it must leave.
func TestGoEnglishLiteralsCatch(t *testing.T) {
	src := `package p

import "hyperplane/engine/msg"

type T struct {
	A int ` + "`json:\"the a\"`" + `
}

const jsSource = "if (x) throw new Error(\"it is bad\")"

func f(n int) error {
	_ = msg.T("some-id", "the name", "words given")
	_ = msg.Wrap(nil, "other-id", "why", msg.T("x"))
	if n > 1 {
		panic("p: a broken table")
	}
	if n > 2 {
		return fmt.Errorf("engine: a mistake of the code %d", n)
	}
	_ = "ok"
	_ = "Class %d"
	return fmt.Errorf("the points are %d", n)
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, h := range goEnglishLiterals(fset, f) {
		got = append(got, h.text)
	}
	want := []string{"words given", "the points are %d"}
	if !slices.Equal(got, want) {
		t.Errorf("found %q, want %q", got, want)
	}
}
