package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// compileKage compiles src with Ebiten's Kage compiler. ebiten.NewShader
// compiles the source to Ebiten's shader IR at once, on any platform and
// without a window or a running game (only drawing with the shader needs
// a graphics driver), so this is the compiler the browser runs, reporting
// the same errors: syntax, undeclared names, types, and Kage's own rules.
func compileKage(t *testing.T, name, src string) bool {
	t.Helper()
	if _, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution); err != nil {
		t.Errorf("%s does not parse as Go: %v", name, err)
		return false
	}
	sh, err := ebiten.NewShader([]byte(src))
	if err != nil {
		t.Errorf("%s does not compile: %v", name, err)
		return false
	}
	sh.Deallocate()
	return true
}

// TestEveryProgramCompiles writes every field program that SampleKeys
// lists, the same set that the page's TestFieldPrograms compiles in the
// browser, and compiles each with Ebiten's Kage compiler.
func TestEveryProgramCompiles(t *testing.T) {
	keys := SampleKeys()
	// 5 bases × (sign: 3 links × 2 bands, less the probit of the two bases
	// whose covariance does not fit; argmax: 3 links; ovr, ovo: 2 links
	// each) × the looks (3 shadings × boundary × ambiguity × levels ×
	// scenery), less the keys that coincide: 1,297 distinct programs. That
	// is the count of the writer before it moved to this package, whose
	// 1,297 bodies were compared with these one by one, in order, when it
	// moved: all the same but for a comment naming StripMesh. Kernel
	// expansions add, for each of the 3 kernels (one program for every
	// count of support vectors), the 23 distinct looks of a two-class
	// field without a link (its boundary, 2 levels or none, shadings,
	// scenery, and the lines alone) and the 49 distinct looks of the three
	// three-row fields (one-versus-rest, argmax, one-versus-one): 3·(23 +
	// 49) = 216, counted when the loop had one program per length (345 and
	// 441 for 5 and 3 lengths); 1,513 in all. Networks (network.go) add
	// 28 fields (4 activations × H = 1, 2, 8 × two classes and three in
	// the plane, and a Gaussian basis with its own hidden layer and as the
	// hidden layer, for two and three classes), each an argmax with the
	// softmax link of 23 distinct looks (3 shadings × boundary × levels ×
	// scenery, less the 2 that draw nothing of the model, and the lines
	// alone): 644, 2,157 in all.
	if len(keys) != 2157 {
		t.Errorf("%d field programs, want 2157", len(keys))
	}
	failed := 0
	for _, k := range keys {
		if !compileKage(t, "field program", k.Source()) {
			failed++
			t.Logf("key %+v", k)
			if failed == 5 {
				t.Fatal("more than five programs fail")
			}
		}
	}
}

// TestShaderSources compiles the shaders as stored: the field shader with
// its body for no model, and the lines shader.
func TestShaderSources(t *testing.T) {
	compileKage(t, "shaders/field.go", FieldShader)
	compileKage(t, "shaders/lines.go", string(LinesShader))
}

// TestCompilerRejects makes sure the compiler above is a real check: a
// program whose Fragment returns a vec3 where Kage wants a vec4, or uses
// an undeclared uniform, does not compile.
func TestCompilerRejects(t *testing.T) {
	src := KeyOf(nil, Look{}, true, false).Source()
	for _, bad := range []string{
		strings.Replace(src, "return vec4(out, 1)", "return out", 1),
		strings.Replace(src, "out := vec3(1)", "out := vec3(Nowhere)", 1),
	} {
		if bad == src {
			t.Fatal("the program changed under the test: nothing was replaced")
		}
		if _, err := ebiten.NewShader([]byte(bad)); err == nil {
			t.Errorf("a broken program compiled:\n%s", bad)
		}
	}
}

// uniformSizes returns the number of floats of each uniform that a Kage
// source declares: float 1, vecN N, [K]vecN K·N.
func uniformSizes(t *testing.T, src string) map[string]int {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "field.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	width := map[string]int{"float": 1, "vec2": 2, "vec3": 3, "vec4": 4}
	out := map[string]int{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			n := 0
			switch ty := vs.Type.(type) {
			case *ast.Ident:
				n = width[ty.Name]
			case *ast.ArrayType:
				k, _ := strconv.Atoi(ty.Len.(*ast.BasicLit).Value)
				n = k * width[ty.Elt.(*ast.Ident).Name]
			}
			if n == 0 {
				t.Fatalf("uniform %s has a type this test does not know", vs.Names[0].Name)
			}
			for _, name := range vs.Names {
				out[name.Name] = n
			}
		}
	}
	return out
}

// TestUniformsMatchDeclarations checks that FieldUniforms sets only
// uniforms that shaders/field.go declares, each with as many floats as
// its declaration holds (Ebiten refuses a uniform of another size when it
// draws, which only the browser would find).
func TestUniformsMatchDeclarations(t *testing.T) {
	decl := uniformSizes(t, FieldShader)
	cam := NewCamera(scene.Viewport{MinX: -5, MaxX: 5, MinY: -5, MaxY: 5}, 200, 100, 2)
	cam.Tr = Affine{On: true, M: [2][2]float64{{2, 0}, {0, 1}}, Inv: [2][2]float64{{0.5, 0}, {0, 1}}}
	rbf := engine.Basis{Kind: engine.BasisRBF, Centres: []engine.Vec2{{X: 0, Y: 0}, {X: 1, Y: 1}}, Width: 1}
	fields := []*engine.Field{
		nil,
		{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{1, 2, 3}}, Labels: []int{0, 1}, Combine: engine.CombineSign, Link: engine.LinkLogistic},
		{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{1, 2, 3}}, Labels: []int{0, 1}, Combine: engine.CombineSign, Link: engine.LinkProbit, Cov: make([]float64, 9)},
		{Basis: rbf, Rows: [][]float64{{1, 2, 3}, {0, 1, 0}, {0, 0, 1}}, Labels: []int{0, 1, 2}, Combine: engine.CombineArgmax, Link: engine.LinkSoftmax},
		{Basis: engine.Basis{Kind: engine.BasisLinear}, Rows: [][]float64{{1, 0, 0}}, Labels: []int{0, 1}, Combine: engine.CombineSign,
			Expansion: &engine.Expansion{Kernel: engine.Kernel{Kind: engine.KernelRBF, Gamma: 1}, Points: []engine.Vec2{{X: 1, Y: 2}}, Coef: [][]float64{{1}}}},
	}
	set := map[string]bool{}
	for _, f := range fields {
		u := FieldUniforms(f, cam, Look{Shading: ShadingSoft, Levels: [][2]float32{{1, 1}, {-1, 1}}})
		for name, v := range u {
			set[name] = true
			n, ok := decl[name]
			if !ok {
				t.Errorf("FieldUniforms sets %s, which the shader does not declare", name)
				continue
			}
			got := 1
			if s, isSlice := v.([]float32); isSlice {
				got = len(s)
			} else if _, isFloat := v.(float32); !isFloat {
				t.Errorf("%s is a %T, not float32 or []float32", name, v)
			}
			if got != n {
				t.Errorf("%s has %d floats, the shader declares %d", name, got, n)
			}
		}
	}
	// LineColor and Dash are set by the compared boundaries' layer
	// (wasm/frame's CompareLayer); every other declared uniform is set here.
	for name := range decl {
		if !set[name] && name != "LineColor" && name != "Dash" {
			t.Errorf("the shader declares %s, which FieldUniforms never sets", name)
		}
	}
}

// TestCompositeShaders compiles the two programs that composite the kept
// kernel field with the scenery, and checks that the lazy one declares
// its one uniform, Scale, as a float (the browser program sets it to the
// coarse level's factor: a uniform of another size is refused only when
// it draws).
func TestCompositeShaders(t *testing.T) {
	compileKage(t, "shaders/composite.go", string(CompositeShader))
	compileKage(t, "shaders/lazycomposite.go", string(LazyCompositeShader))
	if u := uniformSizes(t, string(CompositeShader)); len(u) != 0 {
		t.Errorf("the composite shader declares uniforms %v, want none", u)
	}
	if u := uniformSizes(t, string(LazyCompositeShader)); len(u) != 1 || u["Scale"] != 1 {
		t.Errorf("the lazy composite shader declares %v, want Scale, one float", u)
	}
}
