package browsertest

import (
	"image"
	"os"
	"testing"
	"time"
)

// TestScreenshots renders the README's pictures (make screenshots sets
// HYPERPLANE_SCREENSHOTS) and checks that each scene trained as shown.
func TestScreenshots(t *testing.T) {
	if os.Getenv("HYPERPLANE_SCREENSHOTS") == "" {
		t.Skip("HYPERPLANE_SCREENSHOTS is not set")
	}
	plot := image.Rect(0, 0, ViewW-340, ViewH)
	shots := []struct {
		file  string
		setup []string
	}{
		{"margins.png", []string{
			`hyperplane.loadPreset("overlap", {seed: 3})`, `hyperplane.setAlgorithm("svm")`,
			`hyperplane.setParams({pairs: 50})`, `hyperplane.train()`,
			`hyperplane.setView({margins: true, weights: true})`,
		}},
		{"fisher.png", []string{
			`hyperplane.loadLesson("fisher-vs-means")`, `hyperplane.setView({fisher: true})`,
		}},
		{"ambiguous.png", []string{
			`hyperplane.loadLesson("one-versus-rest")`, `hyperplane.train()`, `hyperplane.setView({shading: "soft"})`,
		}},
		{"densities.png", []string{
			`hyperplane.loadPreset("three-classes", {})`, `hyperplane.setAlgorithm("gauss-separate")`,
			`hyperplane.setView({densities: true})`,
		}},
	}
	for _, sh := range shots {
		p := open(t, "")
		for _, js := range sh.setup {
			p.Do(js)
		}
		st := statusOf(p)
		if !st.Trained || st.Step == 0 {
			t.Fatalf("%s: the scene did not train (%s)", sh.file, st.Message.Text)
		}
		p.MouseAway()
		p.Settle(3)
		p.SaveScreenshot(sh.file, plot)
	}
	keyboardShots(t)
	// The layouts of a course page's iframe and of a phone, whole.
	for _, v := range []struct {
		file  string
		query string
		vp    Viewport
	}{
		{"embed.png", "?embed&lesson=perceptron-novikoff", Embed},
		{"phone.png", "?lesson=xor-basis", Phone},
	} {
		p := open2(t, v.query, v.vp)
		p.Do(`hyperplane.train(30)`)
		if v.vp.Name == "embed" {
			// Folded to its title, as a teacher might leave it.
			p.WaitFor("the card", `!document.getElementById("lesson-card").hidden`, 10*time.Second)
			p.Do(`document.getElementById("lesson-collapse").click()`)
			p.WaitFor("the fold", `document.getElementById("lesson-card").classList.contains("collapsed")`, 5*time.Second)
		}
		p.MouseAway()
		p.Settle(3)
		p.SaveScreenshot(v.file, image.Rectangle{})
		p.Close()
	}
}
