// Command icons draws Hyperplane's icons from web/icon.svg with headless
// Chromium (as the browser tests run it), so that every size is the one
// drawing: the PNGs the web app manifest names (192 and 512 pixels) and
// favicon.ico (16, 32 and 48 pixels) for browsers and tools that ask for
// it. Run it after changing the SVG and commit what it writes:
//
//	go run ./browsertest/cmd/icons [-web web]
package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"flag"
	"fmt"
	"hyperplane/browsertest"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"net/url"
	"os"
	"path/filepath"

	"github.com/chromedp/chromedp"
)

func main() {
	web := flag.String("web", "web", "the folder that holds icon.svg, where the icons are written")
	flag.Parse()
	svg, err := os.ReadFile(filepath.Join(*web, "icon.svg"))
	if err != nil {
		log.Fatal(err)
	}
	profile, err := os.MkdirTemp("", "hyperplane-icons")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(profile)
	bctx, stop, err := browsertest.StartBrowser(profile)
	if err != nil {
		log.Fatal(err)
	}
	defer stop()
	// Chromium's screenshots have no alpha channel: each size is drawn on
	// black and on white, and the two give each pixel's alpha and colour.
	var onBlack, onWhite context.Context
	for _, bg := range []string{"#000", "#fff"} {
		ctx, cancel := chromedp.NewContext(bctx)
		defer cancel()
		page := "data:text/html," + url.PathEscape(`<!doctype html><style>html,body{margin:0;background:`+bg+`}svg{display:block;width:100vw;height:100vh}</style>`+string(svg))
		if err := chromedp.Do(ctx, chromedp.Navigate(page)); err != nil {
			log.Fatal(err)
		}
		if bg == "#000" {
			onBlack = ctx
		} else {
			onWhite = ctx
		}
	}
	shot := func(ctx context.Context, size int64) image.Image {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(size, size)); err != nil {
			log.Fatal(err)
		}
		buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			log.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(buf))
		if err != nil {
			log.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != int(size) || b.Dy() != int(size) {
			log.Fatalf("icons: the %d-pixel icon came out %v", size, b)
		}
		return img
	}
	render := func(size int64) []byte {
		b, w := shot(onBlack, size), shot(onWhite, size)
		out := image.NewNRGBA(image.Rect(0, 0, int(size), int(size)))
		for y := 0; y < int(size); y++ {
			for x := 0; x < int(size); x++ {
				br, bg, bb, _ := b.At(x, y).RGBA()
				wr, _, _, _ := w.At(x, y).RGBA()
				// On black a pixel is αc, on white αc + (1 − α).
				a := 1 - (float64(wr)-float64(br))/65535
				if a <= 0 {
					continue
				}
				c := func(v uint32) uint8 { return uint8(math.Min(255, math.Round(float64(v)/257/a))) }
				out.SetNRGBA(x, y, color.NRGBA{c(br), c(bg), c(bb), uint8(math.Round(math.Min(a, 1) * 255))})
			}
		}
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, out); err != nil {
			log.Fatal(err)
		}
		return buf.Bytes()
	}
	for _, size := range []int64{192, 512} {
		write(filepath.Join(*web, fmt.Sprintf("icon-%d.png", size)), render(size))
	}
	// An ICO file of PNG images: a header, a directory entry per image
	// (a size of 0 would mean 256), then the images.
	sizes := []int64{16, 32, 48}
	var ico, images bytes.Buffer
	binary.Write(&ico, binary.LittleEndian, [3]uint16{0, 1, uint16(len(sizes))})
	offset := 6 + 16*len(sizes)
	for _, size := range sizes {
		data := render(size)
		binary.Write(&ico, binary.LittleEndian, struct {
			W, H, Colors, Reserved uint8
			Planes, Bits           uint16
			Len, Offset            uint32
		}{uint8(size), uint8(size), 0, 0, 1, 32, uint32(len(data)), uint32(offset + images.Len())})
		images.Write(data)
	}
	ico.Write(images.Bytes())
	write(filepath.Join(*web, "favicon.ico"), ico.Bytes())
}

func write(name string, data []byte) {
	if err := os.WriteFile(name, data, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d bytes\n", name, len(data))
}
