package browsertest

import (
	"image"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
)

// keyboardShots renders the README's pictures of the plot from the
// keyboard (make screenshots): the cursor with the description of the
// plot beside it, and the point mode with a point grabbed.
func keyboardShots(t *testing.T) {
	p := open(t, "")
	p.Do(`hyperplane.loadPreset("overlap", {seed: 3})`)
	p.Do(`hyperplane.setAlgorithm("logistic")`)
	p.Do(`hyperplane.train()`)
	k := keyboard{t, p}
	k.press(kb.Tab, kb.ArrowRight, kb.ArrowDown, "d")
	p.WaitFor("the description", `document.getElementById("plot-last-said").textContent.includes("Keyboard: At")`, 5*time.Second)
	p.Do(`document.getElementById("describe-box").scrollIntoView({block: "center"})`)
	p.MouseAway()
	p.Settle(3)
	if s := Eval[string](p, `document.getElementById("plot-description").textContent`); !strings.Contains(s, "The boundary is the line") {
		t.Errorf("the description box says %q", s)
	}
	p.SaveScreenshot("keyboard.png", image.Rectangle{})
	k.press("m", kb.Enter, kb.ArrowLeft, kb.ArrowLeft)
	p.WaitFor("a grabbed point", `hyperplane.keyboard().mode === "grabbed"`, 5*time.Second)
	p.Settle(3)
	p.SaveScreenshot("pointmode.png", image.Rect(0, 0, ViewW-340, ViewH))
	p.Close()
}

// galleryKeys shows the keyboard on the gallery's keys- shots: the
// cursor moved and a place described, or a point chosen and grabbed.
func galleryKeys(t *testing.T, q *Page, name string) {
	if !strings.HasPrefix(name, "keys-") {
		return
	}
	k := keyboard{t, q}
	k.press(kb.Tab)
	q.WaitFor("the plot's focus", plotFocused, 5*time.Second)
	if name == "keys-cursor" {
		k.press(kb.ArrowRight, kb.ArrowUp, "d")
	} else {
		k.press("m", kb.Enter, kb.ArrowRight)
	}
}
