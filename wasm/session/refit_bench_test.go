package session

import (
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// BenchmarkRefit100k times what a click does to the models with 100,000
// points of two classes and the perceptron (the bench's click scenario):
// a point added and the trainer handed the points at the next Flush
// (issue 51: at 4x CPU throttling in the page it is one task).
//
//	go test -run=NONE -bench=Refit100k -benchmem ./wasm/session/
func BenchmarkRefit100k(b *testing.B) {
	s := scene.DefaultScene()
	r := rand.New(rand.NewPCG(1, 2))
	s.Points = nil
	for i := 0; i < 100000; i++ {
		c := i % 2
		s.Points = append(s.Points, engine.Point{X: r.NormFloat64() + 3*float64(c), Y: r.NormFloat64(), Class: c})
	}
	a := New(s)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Doc().AddPointSoon(1, 1, 0)
		a.Flush()
	}
}
