package engine

import (
	"fmt"
	"testing"
)

// BenchmarkNetworkStep times one full-batch step of the network with
// H = 8 tanh units at 1,000 and 10,000 points of two and three classes:
// a forward and a backward pass over every point. A trainer that stops is
// replaced by a fresh one, as in BenchmarkStep.
//
//	go test -run=NONE -bench=NetworkStep -benchmem ./engine/
func BenchmarkNetworkStep(b *testing.B) {
	for _, k := range []int{2, 3} {
		for _, n := range []int{1000, 10000} {
			d := benchBlobs(n, k)
			for _, mode := range []string{"batch", "minibatch"} {
				benchSteps(b, fmt.Sprintf("H=8/%s/K=%d/n=%d", mode, k, n), "network", d,
					map[string]any{"hidden": 8.0, "mode": mode})
			}
		}
	}
}
