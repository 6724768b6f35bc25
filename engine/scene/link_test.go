package scene

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"math"
	"strings"
	"testing"

	"hyperplane/engine"
)

// deflateLink packs arbitrary bytes as a v1 link, to build hostile links.
func deflateLink(t testing.TB, b []byte) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(b)
	w.Close()
	return "v1." + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// assertLinkEqual checks that got is want with its points moved by at most
// half of LinkStep in each coordinate, as the doc of EncodeLink promises.
func assertLinkEqual(t *testing.T, what string, want, got Scene) {
	t.Helper()
	tol := LinkStep(want.Viewport) / 2 * (1 + 1e-9)
	if len(want.Points) != len(got.Points) {
		t.Fatalf("%s: %d points, want %d", what, len(got.Points), len(want.Points))
	}
	for i, p := range want.Points {
		q := got.Points[i]
		if q.Class != p.Class || math.Abs(q.X-p.X) > tol || math.Abs(q.Y-p.Y) > tol {
			t.Fatalf("%s: point %d = %v, want %v within %g", what, i, q, p, tol)
		}
	}
	got.Points, want.Points = nil, nil
	assertSceneEqual(t, what, want, got)
}

// TestLinkStep: the grid is the largest power of ten below 1e-4 of the
// larger side (worked by hand).
func TestLinkStep(t *testing.T) {
	for _, c := range []struct {
		v    Viewport
		want float64
	}{
		{Viewport{-5, 5, -5, 5}, 1e-3},   // 10 × 1e-4 = 1e-3
		{Viewport{-5, 4, -1, 1}, 1e-4},   // 9e-4 rounds down to 1e-4
		{Viewport{0, 1, 0, 200}, 1e-2},   // 200 × 1e-4 = 2e-2 → 1e-2
		{Viewport{-1e6, 1e6, 0, 1}, 100}, // 2e6 × 1e-4 = 200 → 100
	} {
		if got := LinkStep(c.v); math.Abs(got-c.want) > 1e-12*c.want {
			t.Errorf("LinkStep(%v) = %g, want %g", c.v, got, c.want)
		}
	}
}

// TestLinkRoundTrip: DecodeLink(EncodeLink(s)) is the normalized s with
// its points on the LinkStep grid, for hand-made and 200 random scenes; a
// link is a fixed point after one round.
func TestLinkRoundTrip(t *testing.T) {
	scenes := []Scene{DefaultScene()}
	r := newRand(2)
	for i := 0; i < 200; i++ {
		scenes = append(scenes, randomScene(r))
	}
	for i, s := range scenes {
		link, err := EncodeLink(s)
		if err != nil {
			t.Fatalf("scene %d: %v", i, err)
		}
		got, err := DecodeLink("#" + link)
		if err != nil {
			t.Fatalf("scene %d: %v", i, err)
		}
		want := s.Clone()
		want.Normalize()
		assertLinkEqual(t, fmt.Sprintf("scene %d", i), want, got)
		again, err := EncodeLink(got)
		if err != nil || again != link {
			t.Fatalf("scene %d: the link changed on a second round (%v)", i, err)
		}
	}
	// A whole URL works too.
	link, _ := EncodeLink(DefaultScene())
	if _, err := DecodeLink("https://example.org/hyperplane/#" + link); err != nil {
		t.Errorf("whole URL: %v", err)
	}
}

// TestLinkSize: the link of 200 uniformly random points of two classes in
// the viewport [-5, 5]², with the default settings, fits easily in a URL.
// Measured: 2 114 characters for this seed (about 10.5 per point, against
// 8 875 bytes of exact JSON); the bound leaves room for other seeds but
// would catch a lost compression or rounding.
func TestLinkSize(t *testing.T) {
	r := newRand(3)
	s := DefaultScene()
	s.Points = nil
	for i := 0; i < 200; i++ {
		s.Points = append(s.Points, engine.Point{X: r.Float64()*10 - 5, Y: r.Float64()*10 - 5, Class: r.IntN(2)})
	}
	link, err := EncodeLink(s)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("link for 200 points: %d characters", len(link))
	if len(link) > 2400 {
		t.Errorf("link for 200 points is %d characters, want at most 2400", len(link))
	}
	// Without the rounding the JSON of the same scene is much larger.
	exact := must(s.Encode())
	t.Logf("exact JSON: %d bytes", len(exact))
	if len(exact) < 2*len(link) {
		t.Errorf("exact JSON %d bytes vs link %d characters: compression did little", len(exact), len(link))
	}
}

// TestDecodeLinkErrors: each kind of broken link gets its own message.
func TestDecodeLinkErrors(t *testing.T) {
	good, err := EncodeLink(DefaultScene())
	if err != nil {
		t.Fatal(err)
	}
	bomb := deflateLink(t, bytes.Repeat([]byte(" "), MaxLinkJSON+1<<20))
	cases := []struct{ name, link, want string }{
		{"empty", "", "holds no scene"},
		{"only hash", "#", "holds no scene"},
		{"no prefix", "hello", "not a Hyperplane link"},
		{"prefix only letter", "v.abc", "not a Hyperplane link"},
		{"bad version", "vx.abc", `"vx" is not a link version`},
		{"newer", "v3." + good[3:], "made by a newer Hyperplane"},
		{"bad base64", "v1.ab$d", "damaged at character 5"},
		{"base64 std alphabet", "v1.ab+/", "damaged at character"},
		{"not deflate", "v1." + base64.RawURLEncoding.EncodeToString([]byte{0xff, 0xfe, 0xfd, 0xfc, 0x00, 0x11}), "compressed data is corrupt"},
		{"truncated", good[:len(good)/2], "cut short"},
		{"empty payload", "v1.", "cut short"},
		{"garbage json", deflateLink(t, []byte("not json at all")), "cannot be opened: this is not valid JSON"},
		{"newer scene", deflateLink(t, []byte(`{"version":9}`)), "cannot be opened: this scene was made by a newer Hyperplane"},
		{"bad scene", deflateLink(t, []byte(`{"version":1,"points":[[1,2]]}`)), "point 1 has 2 numbers"},
		{"zip bomb", bomb, "unpacks to more than 8.0 MB"},
		{"huge link", "v1." + strings.Repeat("A", MaxLinkChars), "the limit is 8.0 MB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := DecodeLink(c.link)
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.Contains(enErr(t, err), c.want) {
				t.Errorf("error %q does not contain %q", err, c.want)
			}
		})
	}
	if len(bomb) > 20_000 {
		t.Errorf("the bomb is %d characters; it should be small", len(bomb))
	}
}

// TestEncodeLinkRefusesBadScene: EncodeLink validates like Encode.
func TestEncodeLinkRefusesBadScene(t *testing.T) {
	s := DefaultScene()
	s.Classes = nil
	s.Points = append(s.Points, engine.Point{X: 0, Y: 0, Class: 9})
	if _, err := EncodeLink(s); err == nil {
		t.Errorf("a point of class 10 was accepted")
	}
}
