package main

// The catalog (engine.Lookup and each method's Spec) is the only registry
// of what a method is: code outside the engine branches on a spec's
// properties, never on a list or switch of method IDs, and the page takes
// every ID from algorithms(). These tests read the sources to hold that.

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"hyperplane/engine"
)

// idTables are the tables keyed by method ID that the check allows, each
// by its file and declaration, with the test that holds it to exactly the
// catalog's IDs.
var idTables = map[string]string{
	"engine/export/methods.go:methods": "TestEveryMethodHasAWriter",
}

// namingAllowed are the folders whose code may compare a method's ID with
// a literal: the lessons and presets name the methods they use.
var namingAllowed = []string{"engine/course"}

// TestNoMethodIDInWebJS: no file of web/js holds a catalog ID as a string
// literal ("svm", 'svm' or `svm`): the page takes every ID, and every
// property of a method, from hyperplane.algorithms().
func TestNoMethodIDInWebJS(t *testing.T) {
	checkWebJS(t, engine.CatalogIDs(), "method", "hyperplane.algorithms()")
}

// checkWebJS reports every string literal of web/js that is one of ids, a
// registry's IDs of the given kind, which the page takes from source.
func checkWebJS(t *testing.T, ids []string, kind, source string) {
	t.Helper()
	files := 0
	err := filepath.WalkDir("web/js", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		files++
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, h := range jsIDLiterals(string(src), ids) {
			t.Errorf("%s:%d: the %s ID %s written in the page; take it from %s", path, h.line, kind, h.text, source)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 10 {
		t.Fatalf("read %d files of web/js", files)
	}
}

// idHit is a method ID found in a source: its line and how it is written.
type idHit struct {
	line int
	text string
}

// jsIDLiterals returns every string literal of src, in any of JavaScript's
// three quotes, that is exactly one of ids.
func jsIDLiterals(src string, ids []string) []idHit {
	var alts []string
	for _, id := range ids {
		q := regexp.QuoteMeta(id)
		alts = append(alts, `"`+q+`"`, `'`+q+`'`, "`"+q+"`")
	}
	re := regexp.MustCompile(strings.Join(alts, "|"))
	var hits []idHit
	for i, line := range strings.Split(src, "\n") {
		for _, m := range re.FindAllString(line, -1) {
			hits = append(hits, idHit{i + 1, m})
		}
	}
	return hits
}

// TestJSIDLiterals: the page's check finds an ID in each quote, and not a
// longer string, an unquoted word or half-quoted text.
func TestJSIDLiterals(t *testing.T) {
	src := "const a = \"naive-bayes\";\n" +
		"b('svm', `lms`);\n" +
		"// the naive-bayes model, \"svm-like\" and 'lms\" are not IDs\n" +
		"x.id === \"gauss-naive\";\n"
	got := jsIDLiterals(src, []string{"naive-bayes", "svm", "lms"})
	want := []idHit{{1, `"naive-bayes"`}, {2, `'svm'`}, {2, "`lms`"}}
	if !slices.Equal(got, want) {
		t.Errorf("found %v, want %v", got, want)
	}
}

// TestNoMethodIDListsInGo: outside the engine package (whose spec and
// method files are the registry) and outside tests, no Go code switches on
// method IDs (a case naming one), lists two or more of them (in a slice,
// an array, a map or a positional struct; a record whose fields hold an ID
// each is one thing, not a list), or compares a value with one, except
// the tables of idTables and the lessons and presets of namingAllowed.
// An ID counts when it is a string literal or a constant of the same
// package whose value is one.
func TestNoMethodIDListsInGo(t *testing.T) {
	ids := engine.CatalogIDs()
	fset, files := goSources(t)
	n := 0
	used := map[string]bool{}
	for dir, fs := range files {
		n += len(fs)
		for _, f := range goIDBranches(fset, fs, ids) {
			if _, ok := idTables[f.where]; ok {
				used[f.where] = true
				continue
			}
			if f.kind == "compares with" && slices.ContainsFunc(namingAllowed, func(p string) bool { return dir == p || strings.HasPrefix(dir, p+"/") }) {
				continue
			}
			t.Errorf("%s: %s %s; branch on the spec's properties (engine.Spec) instead", f.pos, f.kind, strings.Join(f.ids, ", "))
		}
	}
	if n < 100 {
		t.Fatalf("read %d Go files", n)
	}
	// Each allowed table is still there, and so is its coverage test, in
	// its package's tests.
	for table, test := range idTables {
		if !used[table] {
			t.Errorf("the allowed table %s lists no method IDs: remove it from idTables", table)
		}
		tests, _ := filepath.Glob(filepath.Join(filepath.Dir(strings.Split(table, ":")[0]), "*_test.go"))
		if !slices.ContainsFunc(tests, func(p string) bool {
			b, _ := os.ReadFile(p)
			return strings.Contains(string(b), "\nfunc "+test+"(t *testing.T) {")
		}) {
			t.Errorf("the allowed table %s has no coverage test %s beside it", table, test)
		}
	}
}

// idFinding is a place in Go code that names method IDs: a switch's case
// ("switches on"), a list ("lists") or a comparison ("compares with"),
// where (file:declaration) it is, and the IDs.
type idFinding struct {
	pos   string
	where string
	kind  string
	ids   []string
}

// goIDBranches returns the findings in the files of one package.
func goIDBranches(fset *token.FileSet, files []*ast.File, ids []string) []idFinding {
	isID := func(s string) bool { return slices.Contains(ids, s) }
	consts := map[string]string{} // the package's string constants
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			d, ok := n.(*ast.GenDecl)
			if !ok || d.Tok != token.CONST {
				return true
			}
			for _, sp := range d.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := stringLit(vs.Values[i]); ok {
							consts[name.Name] = s
						}
					}
				}
			}
			return true
		})
	}
	// idOf returns the method ID that e is, if it is one.
	idOf := func(e ast.Expr) (string, bool) {
		s, ok := stringLit(e)
		if !ok {
			if id, isIdent := e.(*ast.Ident); isIdent {
				s, ok = consts[id.Name]
			}
		}
		return s, ok && isID(s)
	}
	// idsIn returns the IDs of a list's element: an ID itself, or those in
	// the fields or elements of a composite literal.
	var idsIn func(e ast.Expr) []string
	idsIn = func(e ast.Expr) []string {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			return append(idsIn(kv.Key), idsIn(kv.Value)...)
		}
		if id, ok := idOf(e); ok {
			return []string{id}
		}
		var out []string
		if cl, ok := e.(*ast.CompositeLit); ok {
			for _, el := range cl.Elts {
				out = append(out, idsIn(el)...)
			}
		}
		return out
	}
	var out []idFinding
	for _, f := range files {
		file := filepath.ToSlash(fset.Position(f.Pos()).Filename)
		for _, decl := range f.Decls {
			where := file + ":" + declName(decl)
			add := func(n ast.Node, kind string, found []string) {
				out = append(out, idFinding{fset.Position(n.Pos()).String(), where, kind, found})
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CaseClause:
					var found []string
					for _, e := range n.List {
						if id, ok := idOf(e); ok {
							found = append(found, id)
						}
					}
					if len(found) > 0 {
						add(n, "switches on", found)
					}
				case *ast.BinaryExpr:
					if n.Op != token.EQL && n.Op != token.NEQ {
						return true
					}
					for _, e := range []ast.Expr{n.X, n.Y} {
						if id, ok := idOf(e); ok {
							add(n, "compares with", []string{id})
						}
					}
				case *ast.CompositeLit:
					if isRecord(n) {
						return true // its fields' own literals are visited on their own
					}
					var found []string
					for _, el := range n.Elts {
						found = append(found, idsIn(el)...)
					}
					if len(found) >= 2 {
						add(n, "lists", found)
						return false // one finding for the list, not one per element
					}
				}
				return true
			})
		}
	}
	return out
}

// isRecord reports whether cl is a struct literal by field names: its IDs,
// one a field, describe one thing.
func isRecord(cl *ast.CompositeLit) bool {
	if len(cl.Elts) == 0 {
		return false
	}
	for _, el := range cl.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return false
		}
		if _, ok := kv.Key.(*ast.Ident); !ok {
			return false
		}
	}
	return true
}

// stringLit returns the value of a string literal.
func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// declName names a top-level declaration: a function (with its receiver's
// type), or the first name of a var, const or type declaration.
func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv != nil && len(d.Recv.List) > 0 {
			return fmt.Sprintf("%s.%s", types(d.Recv.List[0].Type), d.Name.Name)
		}
		return d.Name.Name
	case *ast.GenDecl:
		for _, sp := range d.Specs {
			switch sp := sp.(type) {
			case *ast.ValueSpec:
				return sp.Names[0].Name
			case *ast.TypeSpec:
				return sp.Name.Name
			}
		}
	}
	return "?"
}

// types writes a receiver's type without its star.
func types(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return types(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.IndexExpr:
		return types(e.X)
	}
	return "?"
}

// TestGoIDBranches: the Go check finds a switch on IDs (by literal and by
// a constant), a list of IDs (flat, or one in each element of a table), a
// map keyed by IDs and a comparison with one, and passes over doc comments,
// a lone ID, a record whose fields hold two, a call that names two, and a
// string that is no ID.
func TestGoIDBranches(t *testing.T) {
	src := `package p

const svm = "svm"

// names mentions "perceptron" and "svm" in its doc comment.
var names = []string{"perceptron", "svm"}

var one = []string{"perceptron"}

type row struct{ Group, ID string }

var rec = row{Group: "logistic", ID: "logistic-bayes"}

var tab = []row{{ID: "lms"}, {ID: "mse"}}

var keyed = map[string]int{"lms": 1, "other": 2, svm: 3}

var pairs = [][2]string{{"shared", "lms"}, {"own", "mse"}}

func f(id string) bool {
	g("lms", "mse")
	switch id {
	case "lms", "not-an-id":
		return true
	case svm:
		return false
	}
	return id == "softmax" || id == "softmax-ish"
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range goIDBranches(fset, []*ast.File{f}, []string{"svm", "perceptron", "logistic", "logistic-bayes", "lms", "mse", "softmax"}) {
		line := strings.Split(x.pos, ":")[1] // p.go:line:column
		got = append(got, fmt.Sprintf("%s %s %s %s", line, x.where, x.kind, strings.Join(x.ids, ",")))
	}
	want := []string{
		"6 p.go:names lists perceptron,svm",
		"14 p.go:tab lists lms,mse",
		"16 p.go:keyed lists lms,svm",
		"18 p.go:pairs lists lms,mse",
		"23 p.go:f switches on lms",
		"25 p.go:f switches on svm",
		"28 p.go:f compares with softmax",
	}
	if !slices.Equal(got, want) {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
