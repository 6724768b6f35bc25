package main

import (
	_ "embed"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// cpuCellPixels is the size of the CPU field's cells in device pixels.
const cpuCellPixels = 3

// cpuField paints a field that the shader cannot hold (quadratic forms in a
// feature space, very large RBF sets) on a grid of cpuCellPixels cells,
// recomputed only when the field or the view changes.
type cpuField struct {
	img  *ebiten.Image
	pix  []byte
	w, h int
}

func (c *cpuField) paint(f *engine.Field, cam render.Camera, lk render.Look, k int) {
	w := int(math.Ceil(cam.W / cpuCellPixels))
	h := int(math.Ceil(cam.H / cpuCellPixels))
	if c.img == nil || c.w != w || c.h != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = newLayer(w, h)
		c.pix = make([]byte, 4*w*h)
		c.w, c.h = w, h
	}
	ev := engine.NewEvaluator(f)
	scores := make([]float64, k)
	cls := make([]int, w*h)
	prob := f.Link != engine.LinkMargin
	for j := 0; j < h; j++ {
		for i := 0; i < w; i++ {
			x, y := cam.ToData((float64(i)+0.5)*cpuCellPixels, (float64(j)+0.5)*cpuCellPixels)
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
			c.pix[o], c.pix[o+1], c.pix[o+2], c.pix[o+3] = col.R, col.G, col.B, 0xff
		}
	}
	if lk.Boundary {
		// A cell whose right or lower neighbour has another class is on the
		// boundary.
		for j := 0; j < h; j++ {
			for i := 0; i < w; i++ {
				k := j*w + i
				if (i+1 < w && cls[k+1] != cls[k]) || (j+1 < h && cls[k+w] != cls[k]) {
					o := 4 * k
					c.pix[o], c.pix[o+1], c.pix[o+2] = 0x22, 0x22, 0x22
				}
			}
		}
	}
	c.img.WritePixels(c.pix)
}

func mixWhite(c color.RGBA, a float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(255 + (float64(v)-255)*a)) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), 0xff}
}

func (c *cpuField) draw(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(cpuCellPixels, cpuCellPixels)
	dst.DrawImage(c.img, op)
}
