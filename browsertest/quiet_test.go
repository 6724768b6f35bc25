package browsertest

import (
	"image"
	"testing"
	"time"
)

// TestQuietScreen: the canvas is drawn into only when its picture changes
// (index.html's hyperplaneQuietScreen, handed Ebiten's context by
// wasm/main_js.go before Ebiten takes it).
//   - After a change, the copies of the unchanged screen that Ebiten makes
//     for three more frames are held back: exactly three, from Ebiten
//     v2.10.4's internal/ui/context.go, which copies while its count of
//     unchanged frames is under maxSkipCount = 4. At least one copy, the
//     change's, goes through.
//   - Idle, nothing is drawn into the canvas at all (Ebiten stops
//     copying by itself).
//   - The picture stays the changed one after the held-back copies: a
//     screenshot a second later is the same to the pixel, and differs from
//     the one before the change over the field, whose shading went off.
func TestQuietScreen(t *testing.T) {
	p := open(t, "")
	if !Eval[bool](p, `!!document.querySelector("body > canvas").getContext("webgl2").hyperplaneQuiet`) {
		t.Fatal("Ebiten's context was not handed to the page's filter")
	}
	type counts struct{ Presented, Skipped int }
	read := func() counts {
		return Eval[counts](p, `({Presented: hyperplaneQuietScreen.presented, Skipped: hyperplaneQuietScreen.skipped})`)
	}
	p.MouseAway()
	p.Settle(6) // past Ebiten's three copies of the last change
	before := p.Screenshot()
	c0 := read()
	d0 := p.Draws()
	p.waitFrames("idle frames", d0, 20)
	if c := read(); c != c0 {
		t.Errorf("idle for 20 frames: copies %+v, then %+v: the canvas was drawn into", c0, c)
	}

	// The field's shading, drawn in the canvas alone, goes off.
	p.Do(`hyperplane.setView({shading: "off"})`)
	p.Settle(1)
	after := p.Screenshot()
	p.waitFrames("Ebiten's copies", p.Draws(), 6)
	time.Sleep(time.Second)
	c1 := read()
	if c1.Presented < c0.Presented+1 {
		t.Errorf("the change was never copied onto the canvas: %+v, then %+v", c0, c1)
	}
	t.Logf("after the change: %d copies, %d held back", c1.Presented-c0.Presented, c1.Skipped-c0.Skipped)
	if c1.Skipped != c0.Skipped+3 {
		t.Errorf("held back %d copies after the change, want Ebiten's 3", c1.Skipped-c0.Skipped)
	}
	later := p.Screenshot()
	plot := image.Rect(0, 0, ViewW-340, ViewH)
	if n := changed(after, later, plot); n != 0 {
		t.Errorf("%d pixels changed after the held-back copies: the canvas lost its picture", n)
	}
	if n := changed(before, later, plot); n < plot.Dx()*plot.Dy()/4 {
		t.Errorf("the shading's toggle changed %d pixels of %d", n, plot.Dx()*plot.Dy())
	}
}
