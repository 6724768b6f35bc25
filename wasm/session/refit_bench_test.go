package session

import (
	"math/rand/v2"
	"testing"

	"hyperplane/engine"
	"hyperplane/engine/scene"
)

// blobs returns the default scene with n points of two classes, two
// normal blobs 3 apart (the bench's scenes with many points).
func blobs(n int) scene.Scene {
	s := scene.DefaultScene()
	r := rand.New(rand.NewPCG(1, 2))
	s.Points = make([]engine.Point, n)
	for i := range s.Points {
		c := i % 2
		s.Points[i] = engine.Point{X: r.NormFloat64() + 3*float64(c), Y: r.NormFloat64(), Class: c}
	}
	return s
}

// BenchmarkRefit100k times what a click does to the models with 100,000
// points of two classes and the perceptron (the bench's click scenario):
// a point added and the trainer handed the points at the next Flush
// (issue 51: at 4x CPU throttling in the page it is one task).
//
//	go test -run=NONE -bench=Refit100k -benchmem ./wasm/session/
func BenchmarkRefit100k(b *testing.B) {
	a := New(blobs(100000))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Doc().AddPointSoon(1, 1, 0)
		a.Flush()
	}
}

// BenchmarkCompareChosen10k times the call that chooses compared methods
// with 10,000 points of two classes (the bench's compare scenario): one
// to four of its methods in turn, so that every call changes the list.
// The methods start later, in the compared algorithms' slices.
//
//	go test -run=NONE -bench=CompareChosen10k -benchmem ./wasm/session/
func BenchmarkCompareChosen10k(b *testing.B) {
	s := blobs(10000)
	s.Algorithm = "least-squares"
	a := New(s)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v := a.Plot().View()
		v.Compare = []string{"logistic", "softmax", "gauss-separate", "fisher-multi"}[:1+i%4]
		if err := a.Plot().SetView(v); err != nil {
			b.Fatal(err)
		}
	}
}
