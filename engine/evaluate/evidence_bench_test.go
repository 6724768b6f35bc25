package evaluate

import "testing"

// BenchmarkCompareLogistic: the Laplace evidence of Bayesian logistic
// regression (α = 1) on the four default bases (none, poly 2, poly 3,
// RBF 3×3) for 200 points of two overlapping blobs, the whole table per
// op, as the Decision section's model comparison computes it.
func BenchmarkCompareLogistic(b *testing.B) {
	d := blobsAt(100, 11, 1.2)
	bases := DefaultBases(d)
	for b.Loop() {
		if _, err := CompareLogistic(d, bases, 1); err != nil {
			b.Fatal(err)
		}
	}
}
