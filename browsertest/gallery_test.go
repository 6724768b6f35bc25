package browsertest

import (
	"fmt"
	"image"
	"os"
	"testing"
)

// TestGallery writes a screenshot of every lesson and every algorithm at
// each class of screen into HYPERPLANE_GALLERY (make screenshots), for a
// person to look at.
func TestGallery(t *testing.T) {
	dir := os.Getenv("HYPERPLANE_GALLERY")
	if dir == "" {
		t.Skip("HYPERPLANE_GALLERY is not set")
	}
	shots := []struct{ name, query string }{
		{"first", ""},
		{"embed", "?embed&preset=blobs"},
	}
	if ls := os.Getenv("HYPERPLANE_GALLERY_ONLY"); ls != "" {
		shots = shots[:0]
		shots = append(shots, struct{ name, query string }{"only", ls})
	}
	for _, v := range []Viewport{Desktop, Embed, Phone} {
		for _, sh := range shots {
			p := open2(t, sh.query, v)
			p.Settle(3)
			p.SaveTo(dir, fmt.Sprintf("%s-%s.png", v.Name, sh.name), image.Rectangle{})
		}
	}
}
