package frame

import (
	"image/color"
	"math"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// CellPixels is the size of the CPU field's cells in device pixels.
const CellPixels = 3

// CPUField is a field that the shader cannot hold (quadratic forms in a
// feature space, very large RBF sets) painted on a grid of CellPixels
// cells into bytes, recomputed only when the field or the view changes.
// The browser program uploads Pix (W × H pixels, RGBA, opaque) when Ver
// changes and draws it scaled by CellPixels.
type CPUField struct {
	Pix  []byte
	W, H int
	Ver  uint64 // counts the paintings
}

// boundaryInk is the grey of the boundary's cells.
const boundaryInk = 0x22

// Paint paints the field f of k classes as the camera shows it, in the
// look lk: each cell in its class's colour mixed with white by the
// confidence there (render.ShadeWeight: |2p − 1| with two classes, (p −
// 1/k)/(1 − 1/k) with more; a half for a field without probabilities),
// grey where no class is decided, white with no shading; and, with the
// boundary, dark where the cell's right or lower neighbour is of another
// class.
func (c *CPUField) Paint(f *engine.Field, cam render.Camera, lk render.Look, k int) {
	w := int(math.Ceil(cam.W / CellPixels))
	h := int(math.Ceil(cam.H / CellPixels))
	if len(c.Pix) != 4*w*h {
		c.Pix = make([]byte, 4*w*h)
	}
	c.W, c.H = w, h
	c.Ver++
	ev := engine.NewEvaluator(f)
	scores := make([]float64, k)
	cls := make([]int, w*h)
	prob := f.Link != engine.LinkMargin
	for j := 0; j < h; j++ {
		for i := 0; i < w; i++ {
			x, y := cam.ToData((float64(i)+0.5)*CellPixels, (float64(j)+0.5)*CellPixels)
			cl := ev.Decide(x, y)
			cls[j*w+i] = cl
			conf := 0.5
			if prob && cl >= 0 {
				ev.Scores(x, y, scores)
				conf = math.Abs(2*scores[cl] - 1)
				if k > 2 {
					conf = (scores[cl] - 1/float64(k)) / (1 - 1/float64(k))
				}
			}
			col := color.RGBA{0xff, 0xff, 0xff, 0xff}
			if lk.Shading != render.ShadingOff {
				if cl >= 0 {
					col = mixWhite(render.ClassColor(cl), render.ShadeWeight(lk.Shading, conf))
				} else {
					col = mixWhite(color.RGBA{0x73, 0x73, 0x73, 0xff}, 0.18)
				}
			}
			o := 4 * (j*w + i)
			c.Pix[o], c.Pix[o+1], c.Pix[o+2], c.Pix[o+3] = col.R, col.G, col.B, 0xff
		}
	}
	if lk.Boundary {
		for j := 0; j < h; j++ {
			for i := 0; i < w; i++ {
				k := j*w + i
				if (i+1 < w && cls[k+1] != cls[k]) || (j+1 < h && cls[k+w] != cls[k]) {
					o := 4 * k
					c.Pix[o], c.Pix[o+1], c.Pix[o+2] = boundaryInk, boundaryInk, boundaryInk
				}
			}
		}
	}
}

// mixWhite returns c at strength a over white.
func mixWhite(c color.RGBA, a float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(255 + (float64(v)-255)*a)) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), 0xff}
}
