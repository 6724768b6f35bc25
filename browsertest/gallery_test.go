package browsertest

import (
	"fmt"
	"image"
	"os"
	"strings"
	"testing"
)

// TestGallery writes a screenshot of the first load, every lesson and
// every algorithm at each class of screen into HYPERPLANE_GALLERY (make
// screenshots), for a person to look at before a change that shows is
// called done. HYPERPLANE_GALLERY_ONLY keeps the shots whose name
// contains it.
func TestGallery(t *testing.T) {
	dir := os.Getenv("HYPERPLANE_GALLERY")
	if dir == "" {
		t.Skip("HYPERPLANE_GALLERY is not set")
	}
	type shot struct{ name, query, do string }
	shots := []shot{{"first", "", ""}, {"embed", "?embed&preset=blobs", ""}, {"export-code", "", ""}, {"decision", "?preset=blobs", ""}, {"models", "?lesson=occam-evidence", ""},
		// The drawing tools with a selection, and a real data set.
		{"tools", "", `hyperplane.loadDataset("iris", {x: 2, y: 3}); hyperplane.setTool("select"); hyperplane.select([...Array(50).keys()].map(i => i + 50))`},
		{"penguins", "", `hyperplane.loadDataset("penguins", {x: 0, y: 1, standardize: true}); hyperplane.setTool("spray")`},
		// A refusal, said over the plot.
		{"refused", "?lesson=no-such-lesson", ""}}
	p := open(t, "")
	for _, id := range Eval[[]string](p, `hyperplane.lessons().map(l => l.id)`) {
		shots = append(shots, shot{"lesson-" + id, "?lesson=" + id, ""})
	}
	for _, id := range Eval[[]string](p, `hyperplane.algorithms().map(a => a.id)`) {
		shots = append(shots, shot{"algo-" + id, "?preset=three-classes&algorithm=" + id, ""})
	}
	shots = append(shots, shot{"quiz-predict", "", ""}, shot{"quiz-reveal", "", ""}, shot{"quiz-editor", "", ""}, shot{"quiz-scorm", "", ""})
	// The plot from the keyboard: the cursor, and a point grabbed.
	shots = append(shots, shot{"keys-cursor", "?preset=blobs", ""}, shot{"keys-point", "?preset=blobs", ""})
	// The kernel SVM on the circles, with its margin curves and rings.
	shots = append(shots, shot{"kernel-rbf", "?preset=circles&algorithm=svm", ""})
	shots = append(shots, shot{"decision-k", "?preset=three-classes", ""}, shot{"models-generative", "?preset=blobs", ""})
	// Each language the page has, and the pseudo-locales, on a lesson.
	codes, _, _ := pageLocales(t)
	for _, code := range append(codes, pseudoLocales...) {
		shots = append(shots, shot{"lang-" + code, "?lang=" + code + "&lesson=xor-basis", ""})
	}
	// The network's hidden space and backpropagation (gallery_net_test.go).
	shots = append(shots, shot{"net-square", "", ""}, shot{"net-stage", "", ""}, shot{"net-cube", "", ""}, shot{"net-pair", "", ""}, shot{"net-backprop", "", ""})
	only := os.Getenv("HYPERPLANE_GALLERY_ONLY")
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		for _, sh := range shots {
			name := fmt.Sprintf("%s-%s.png", v.Name, sh.name)
			if only != "" && !strings.Contains(name, only) {
				continue
			}
			q := open2(t, strings.Split(sh.query, "&algorithm=")[0], v)
			if sh.name == "decision" {
				decisionShot(q)
			}
			if sh.name == "models" {
				modelsShot(q)
			}
			if f, ok := map[string]func(*Page){"decision-k": decisionKShot, "models-generative": modelsGenShot}[sh.name]; ok {
				f(q)
			}
			if v, ok := strings.CutPrefix(sh.name, "net-"); ok {
				netShot(q, v)
			}
			if a, ok := strings.CutPrefix(sh.name, "algo-"); ok {
				q.Do(`hyperplane.setAlgorithm("` + a + `")`)
				q.Do(`hyperplane.train()`)
			}
			if sh.name == "export-code" {
				showExportRow(t, q, v)
			}
			if sh.do != "" {
				q.Do(sh.do)
			}
			galleryQuiz(q, sh.name)
			galleryKeys(t, q, sh.name)
			if sh.name == "kernel-rbf" {
				q.Do(`hyperplane.setAlgorithm("svm")`)
				q.Do(`hyperplane.setParams({kernel: "rbf", gamma: 0.5, C: 1})`)
				q.Do(`hyperplane.setView({margins: true})`)
				q.Do(`hyperplane.train()`)
			}
			q.MouseAway()
			q.Settle(3)
			q.SaveTo(dir, name, image.Rectangle{})
			q.Close()
		}
	}
}
