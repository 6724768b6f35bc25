package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Screenshot captures the page as an image, in CSS pixels (DPR 1). The
// PNG is still lossless; optimizeForSpeed only compresses it less (120
// rather than 180 ms a capture on the two-core machine).
func (p *Page) Screenshot() image.Image {
	p.t.Helper()
	return p.ScreenshotOf(image.Rectangle{})
}

// ScreenshotOf captures the part r of the page (CSS pixels, DPR 1; all of
// it when r is empty), as an image whose bounds are r: a pixel has the
// same coordinates as in the whole page's picture. A smaller part costs
// less to encode and decode: the plot of the desktop layout, 860×760,
// 89-91 ms against 107-109 ms for the whole page on the two-core machine.
func (p *Page) ScreenshotOf(r image.Rectangle) image.Image {
	p.t.Helper()
	var clip *page.Viewport
	if !r.Empty() {
		clip = &page.Viewport{X: float64(r.Min.X), Y: float64(r.Min.Y), Width: float64(r.Dx()), Height: float64(r.Dy()), Scale: 1}
	}
	buf, err := chromedp.Run(p.Ctx, chromedp.Action[[]byte](func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
		yes := true
		r, err := cdp.Call(ctx, tg, page.CaptureScreenshot, page.CaptureScreenshotParams{FromSurface: &yes, OptimizeForSpeed: &yes, Clip: clip})
		if err != nil {
			return nil, err
		}
		return r.Data, nil
	}))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	if r.Empty() {
		return img
	}
	if img.Bounds().Size() != r.Size() {
		p.t.Fatalf("screenshot: the part %v came %v", r, img.Bounds())
	}
	// Moved to r: the pixels stay, the rectangle names them from r.Min.
	switch m := img.(type) {
	case *image.RGBA:
		m.Rect = r
	case *image.NRGBA:
		m.Rect = r
	default:
		p.t.Fatalf("screenshot: a %T", img)
	}
	return img
}

// SaveScreenshot writes the page (or the clip of it) to dir/name when
// HYPERPLANE_SCREENSHOTS names a folder (make screenshots), for the README.
func (p *Page) SaveScreenshot(name string, clip image.Rectangle) {
	if dir := os.Getenv("HYPERPLANE_SCREENSHOTS"); dir != "" {
		p.SaveTo(dir, name, clip)
	}
}

// RGB returns the colour of a pixel.
func RGB(img image.Image, x, y float64) [3]float64 {
	r, g, b, _ := img.At(int(math.Round(x)), int(math.Round(y))).RGBA()
	return [3]float64{float64(r >> 8), float64(g >> 8), float64(b >> 8)}
}

// HexRGB parses "#rrggbb".
func HexRGB(s string) [3]float64 {
	var r, g, b int
	fmt.Sscanf(s, "#%02x%02x%02x", &r, &g, &b)
	return [3]float64{float64(r), float64(g), float64(b)}
}

// TintOf reports which of the class colours a pixel is tinted with: the
// page mixes white with a class colour, so white − pixel points the way of
// white − colour. It returns the index of the best cosine and the cosine,
// or −1 for a white pixel.
func TintOf(px [3]float64, colors []string) (int, float64) {
	d := [3]float64{255 - px[0], 255 - px[1], 255 - px[2]}
	nd := math.Sqrt(d[0]*d[0] + d[1]*d[1] + d[2]*d[2])
	if nd < 8 {
		return -1, 0
	}
	best, bc := -1, -2.0
	for k, c := range colors {
		cc := HexRGB(c)
		e := [3]float64{255 - cc[0], 255 - cc[1], 255 - cc[2]}
		ne := math.Sqrt(e[0]*e[0] + e[1]*e[1] + e[2]*e[2])
		cos := (d[0]*e[0] + d[1]*e[1] + d[2]*e[2]) / (nd * ne)
		if cos > bc {
			best, bc = k, cos
		}
	}
	return best, bc
}

// SaveTo writes the page (or the clip of it) to dir/name.
func (p *Page) SaveTo(dir, name string, clip image.Rectangle) {
	img := p.Screenshot()
	if !clip.Empty() {
		if s, ok := img.(interface {
			SubImage(image.Rectangle) image.Image
		}); ok {
			img = s.SubImage(clip)
		}
	}
	os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		p.t.Errorf("screenshot: %v", err)
		return
	}
	defer f.Close()
	png.Encode(f, img)
}

// Covered returns the boxes, in CSS pixels, of the page's controls that lie
// over the plot: the drawing tools' bar, the toast while it shows a message,
// and the names of the axes. A test that reads the plot's pixels leaves
// them out, as a user sees the control there and not the plot.
func Covered(p *Page) [][4]float64 {
	return Eval[[][4]float64](p, `[...document.querySelectorAll("#tools, #toast.on, #axis-names span")]
		.map(e => e.getBoundingClientRect())
		.filter(r => r.width > 0 && r.height > 0)
		.map(r => [r.left, r.top, r.right, r.bottom])`)
}

// InBoxes reports whether (x, y) lies within pad pixels of one of the boxes.
func InBoxes(boxes [][4]float64, x, y, pad float64) bool {
	for _, b := range boxes {
		if x >= b[0]-pad && x <= b[2]+pad && y >= b[1]-pad && y <= b[3]+pad {
			return true
		}
	}
	return false
}
