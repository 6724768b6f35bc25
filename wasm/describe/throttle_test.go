package describe

import (
	"testing"
	"time"

	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// TestWatchSummary: the live region's summary comes only when the picture
// changed since the last look, LookEvery after it, and the Throttle says
// a new one: the first look only takes note of the plot as it opens; a
// look at the same picture, or one sooner than LookEvery, says nothing;
// a new picture whose summary differs is said once Every has passed.
func TestWatchSummary(t *testing.T) {
	s := session.New(scene.DefaultScene())
	p := Plot{S: s, Box: box10, Step: 1}
	var w Watch
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	v := s.Versions().Picture
	if _, ok := w.Summary(t0, v, p); ok {
		t.Error("the first look said a summary; it only takes note of the plot")
	}
	if _, ok := w.Summary(t0.Add(2*Every), v, p); ok {
		t.Error("a look at the same picture said a summary")
	}
	// The untrained model gives the whole view to the first class: a point
	// of the second is one more mistake, and changes the summary's key.
	if err := s.Doc().AddPoint(4.5, 4.5, 1); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	v2 := s.Versions().Picture
	want := Of(Plot{S: s, Box: box10, Step: 1, Quick: true}).Summary
	got, ok := w.Summary(t0.Add(2*Every), v2, p)
	if !ok || got.ID != want.ID {
		t.Fatalf("a new picture after Every: %v, %v; want its summary %v", got, ok, want)
	}
	s.Doc().RemovePoint(len(s.Doc().Points()) - 1)
	s.Flush()
	if _, ok := w.Summary(t0.Add(2*Every+LookEvery/2), s.Versions().Picture, p); ok {
		t.Error("a look sooner than LookEvery after the last said a summary")
	}
}
