package main

// The registry rules beyond registry_test.go's: a method ID set in a
// struct's ID field (a record naming its method is a branch on the ID
// in disguise), and the bases' registry (engine/bases.go), whose IDs no
// code outside it writes either. Each check is itself checked on a table
// of planted snippets that it must catch, and look-alikes it must pass.

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"hyperplane/engine"
)

// goSources parses the Go files that the registry tests read, by folder
// (that is, by package): every non-test file outside the engine package's
// own folder (the registry), testdata, web and hidden folders.
func goSources(t *testing.T) (*token.FileSet, map[string][]*ast.File) {
	t.Helper()
	files := map[string][]*ast.File{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "web" || path == "engine") {
				if path == "engine" {
					return nil // its subfolders are checked; its own files are skipped below
				}
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || filepath.Dir(path) == "engine" {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files[filepath.Dir(path)] = append(files[filepath.Dir(path)], f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fset, files
}

// allowedDir reports whether dir is one of namingAllowed or inside one.
func allowedDir(dir string) bool {
	return slices.ContainsFunc(namingAllowed, func(p string) bool { return dir == p || strings.HasPrefix(dir, p+"/") })
}

// idField matches the names of fields that hold a method's ID: ID, Id or
// id alone or at the end of a name (MethodID, methodId), Method and
// Algorithm.
var idField = regexp.MustCompile(`^([A-Za-z0-9]*ID|[A-Za-z0-9]*Id|id|[Mm]ethod|[Aa]lgorithm)$`)

// goIDFields returns the places in the files of one package where an ID
// field is set to a method ID: a struct literal's field (Candidate{Method:
// "svm"}, or {ID: "logistic"} in a table) or an assignment to one
// (c.Method = "svm"). An ID counts when it is a string literal or a
// constant of the package whose value is one.
func goIDFields(fset *token.FileSet, files []*ast.File, ids []string) []idFinding {
	consts := stringConsts(files)
	idOf := func(e ast.Expr) (string, bool) {
		s, ok := stringLit(e)
		if !ok {
			if id, isIdent := e.(*ast.Ident); isIdent {
				s, ok = consts[id.Name]
			}
		}
		return s, ok && slices.Contains(ids, s)
	}
	var out []idFinding
	for _, f := range files {
		file := filepath.ToSlash(fset.Position(f.Pos()).Filename)
		for _, decl := range f.Decls {
			where := file + ":" + declName(decl)
			add := func(n ast.Node, field, id string) {
				out = append(out, idFinding{fset.Position(n.Pos()).String(), where, "sets the field " + field + " to", []string{id}})
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.KeyValueExpr:
					if k, ok := n.Key.(*ast.Ident); ok && idField.MatchString(k.Name) {
						if id, ok := idOf(n.Value); ok {
							add(n, k.Name, id)
						}
					}
				case *ast.AssignStmt:
					for i, l := range n.Lhs {
						sel, ok := l.(*ast.SelectorExpr)
						if !ok || i >= len(n.Rhs) || !idField.MatchString(sel.Sel.Name) {
							continue
						}
						if id, ok := idOf(n.Rhs[i]); ok {
							add(n, sel.Sel.Name, id)
						}
					}
				}
				return true
			})
		}
	}
	return out
}

// stringConsts returns the string constants declared in the files.
func stringConsts(files []*ast.File) map[string]string {
	consts := map[string]string{}
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
	return consts
}

// TestNoMethodIDFieldsInGo: outside the engine package and tests, no Go
// code sets an ID field to a method ID (goIDFields), except the lessons
// and presets of namingAllowed, which name the methods they use, and the
// tables of idTables.
func TestNoMethodIDFieldsInGo(t *testing.T) {
	ids := engine.CatalogIDs()
	fset, files := goSources(t)
	n := 0
	for dir, fs := range files {
		n += len(fs)
		if allowedDir(dir) {
			continue
		}
		for _, f := range goIDFields(fset, fs, ids) {
			if _, ok := idTables[f.where]; ok {
				continue
			}
			t.Errorf("%s: %s %s; take the ID from the catalog (engine.Spec's properties, engine.Lookup)", f.pos, f.kind, strings.Join(f.ids, ", "))
		}
	}
	if n < 100 {
		t.Fatalf("read %d Go files", n)
	}
}

// TestGoIDFields: the check of ID fields catches each planted way of
// setting one to a method ID (a struct literal's field by a literal or a
// constant, a table's element whose type is left out, a field ending in
// ID or Id, an assignment), and passes a field that is no ID field
// (Group, Name), a value that is no ID, and an ID that is no field's.
func TestGoIDFields(t *testing.T) {
	src := `package p

const svm = "svm"

type Candidate struct{ Method, Name, Group, MethodID, parentId string }

var a = Candidate{Method: "svm"}

var b = []Candidate{{Method: "logistic"}, {Name: "lms", Group: "logistic"}}

var c = Candidate{Method: svm, Name: "svm"}

var d = Candidate{MethodID: "mse", parentId: "lms"}

var e = map[string]any{"ID": "softmax"}

func f(c *Candidate, ids []string) {
	c.Method = "perceptron"
	c.Name = "perceptron"
	c.Method = "not-an-id"
	ids[0] = "lms"
}

var g = struct{ ID string }{ID: "svm-like"}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range goIDFields(fset, []*ast.File{f}, []string{"svm", "logistic", "lms", "mse", "perceptron", "softmax"}) {
		line := strings.Split(x.pos, ":")[1]
		got = append(got, fmt.Sprintf("%s %s %s %s", line, x.where, x.kind, strings.Join(x.ids, ",")))
	}
	want := []string{
		"7 p.go:a sets the field Method to svm",
		"9 p.go:b sets the field Method to logistic",
		"11 p.go:c sets the field Method to svm",
		"13 p.go:d sets the field MethodID to mse",
		"13 p.go:d sets the field parentId to lms",
		"18 p.go:f sets the field Method to perceptron",
	}
	if !slices.Equal(got, want) {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// basisIDs returns the IDs of the bases' registry.
func basisIDs() []string {
	var ids []string
	for _, b := range engine.Bases() {
		ids = append(ids, b.ID)
	}
	return ids
}

// TestNoBasisIDInWebJS: no file of web/js holds a basis ID of the
// registry as a string literal: the page takes them from bases() and
// turns one into a basis by basisFor(id).
func TestNoBasisIDInWebJS(t *testing.T) {
	checkWebJS(t, basisIDs(), "basis", "hyperplane.bases()")
}

// goIDLiterals returns every string literal of the files that is one of
// ids, wherever it stands.
func goIDLiterals(fset *token.FileSet, files []*ast.File, ids []string) []idFinding {
	var out []idFinding
	for _, f := range files {
		file := filepath.ToSlash(fset.Position(f.Pos()).Filename)
		for _, decl := range f.Decls {
			ast.Inspect(decl, func(n ast.Node) bool {
				if s, ok := stringLit(asExpr(n)); ok && slices.Contains(ids, s) {
					out = append(out, idFinding{fset.Position(n.Pos()).String(), file + ":" + declName(decl), "writes", []string{s}})
				}
				return true
			})
		}
	}
	return out
}

// asExpr returns n as an expression, or nil.
func asExpr(n ast.Node) ast.Expr {
	e, _ := n.(ast.Expr)
	return e
}

// TestNoBasisIDInGo: outside the engine package (whose bases.go is the
// registry) and tests, no Go code writes a basis ID at all: the
// comparisons take the registry's compared bases (engine.ComparedBases)
// and the API resolves the page's IDs by engine.BasisFor.
func TestNoBasisIDInGo(t *testing.T) {
	ids := basisIDs()
	fset, files := goSources(t)
	for _, fs := range files {
		for _, f := range goIDLiterals(fset, fs, ids) {
			t.Errorf("%s: %s the basis ID %s; take it from engine.Bases()", f.pos, f.kind, f.ids[0])
		}
	}
}

// TestBasisIDChecksCatch: the two checks of basis IDs catch a planted ID
// in Go (in a call, a constant, a struct literal) and in JavaScript (in
// each quote), and pass the basis kinds the page may name ("rbf", "poly")
// and longer strings.
func TestBasisIDChecksCatch(t *testing.T) {
	ids := basisIDs()
	if len(ids) < 4 {
		t.Fatalf("the registry has %d bases", len(ids))
	}
	id := ids[len(ids)-1]
	src := fmt.Sprintf(`package p

const grid = %q

var b, _ = engine.BasisFor(%q, d, box)

var c = Candidate{Basis: %q, Name: "rbf"}

var s = %q
`, id, id, id, id+"-like")
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, x := range goIDLiterals(fset, []*ast.File{f}, ids) {
		lines = append(lines, strings.Split(x.pos, ":")[1])
	}
	if !slices.Equal(lines, []string{"3", "5", "7"}) {
		t.Errorf("Go: found on lines %v, want 3, 5, 7", lines)
	}
	js := fmt.Sprintf("hp.basisFor(%q);\nconst b = '%s', c = `%s`;\nif (b.kind === \"rbf\" || b.kind === 'poly') x = %q;\n", id, id, id, id+"x")
	got := jsIDLiterals(js, ids)
	if len(got) != 3 || got[0].line != 1 || got[1].line != 2 || got[2].line != 2 {
		t.Errorf("JavaScript: found %v", got)
	}
}
