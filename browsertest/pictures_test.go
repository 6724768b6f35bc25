package browsertest

import (
	"strings"
	"testing"
	"time"
)

// pixelsOf is a script that returns the number of non-white pixels of a
// canvas and a hash of its pixels, read back with getImageData.
func pixelsOf(id string) string {
	return `(() => {
  const c = document.getElementById("` + id + `");
  if (!c || c.hidden || c.width < 2 || c.height < 2) return {ink: 0, hash: 0, w: 0, h: 0};
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let ink = 0, hash = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] > 0 && (d[i] < 240 || d[i + 1] < 240 || d[i + 2] < 240)) ink++;
    hash = (hash * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2] + 17 * d[i + 3]) | 0;
  }
  return {ink, hash, w: c.width, h: c.height};
})()`
}

type canvasPixels struct {
	Ink  int     `json:"ink"`
	Hash float64 `json:"hash"`
	W    int     `json:"w"`
	H    int     `json:"h"`
}

// TestShatterExplorer: the explorer counts the separable labellings of the
// shattering presets as the notes do (three points in general position:
// all 8; the square: 14 of 16, the two XOR labellings fail), draws a tile
// for each, and marks the failures in red.
func TestShatterExplorer(t *testing.T) {
	for _, vp := range []Viewport{Desktop, Phone} {
		t.Run(vp.Name, func(t *testing.T) {
			p := open2(t, "", vp)
			p.Do(`document.getElementById("sec-pictures").scrollIntoView()`)
			for _, c := range []struct {
				preset string
				want   string
				tiles  int
				red    bool // some tile is marked as not separable
			}{
				{"shatter-3", "8 of 8 labellings separable: these 3 points are shattered", 8, false},
				{"shatter-4", "14 of 16 labellings separable", 16, true},
			} {
				p.Do(`hyperplane.loadPreset("` + c.preset + `")`)
				p.WaitFor(c.preset+" in the explorer", `document.getElementById("shatter-out").textContent.startsWith("`+c.want+`")`, 10*time.Second)
				text := Eval[string](p, `document.getElementById("shatter-out").textContent`)
				if c.preset == "shatter-4" && !strings.Contains(text, "VC dimension of lines in the plane is 3") {
					t.Errorf("%s: %q does not give the VC dimension", c.preset, text)
				}
				sh := Eval[struct {
					Separable  int `json:"separable"`
					Labellings []struct {
						Separable bool `json:"separable"`
					} `json:"labellings"`
				}](p, `hyperplane.shatter()`)
				if len(sh.Labellings) != c.tiles {
					t.Errorf("%s: %d labellings, want %d", c.preset, len(sh.Labellings), c.tiles)
				}
				// The canvas spans the section's width, with a row of
				// tiles for every 4 (8 labellings) or 8 (16) of them.
				size := Eval[[2]float64](p, `(() => { const c = document.getElementById("shatter-plot"); return [c.clientWidth, c.parentElement.clientWidth]; })()`)
				if size[0] < 200 || size[0] != size[1] {
					t.Errorf("%s: the canvas is %v CSS pixels wide in a section of %v", c.preset, size[0], size[1])
				}
				px := Eval[canvasPixels](p, pixelsOf("shatter-plot"))
				if px.Ink < 200 {
					t.Errorf("%s: the explorer inked %d pixels", c.preset, px.Ink)
				}
				red := Eval[int](p, `(() => {
  const c = document.getElementById("shatter-plot");
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] > 150 && d[i + 1] < 60 && d[i + 2] < 60) n++;
  return n;
})()`)
				// The crosses are drawn in #b01818; class 1's colour is not
				// that red, so count only strongly red pixels near it.
				if c.red && red == 0 {
					t.Errorf("%s: no tile is marked as not separable", c.preset)
				}
			}
			// More than six points: the explorer says so instead.
			p.Do(`hyperplane.loadPreset("blobs")`)
			p.WaitFor("the explorer's refusal", `document.getElementById("shatter-out").textContent.includes("at most six points")`, 10*time.Second)
		})
	}
}
