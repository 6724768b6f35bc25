package engine

import "testing"

// BenchmarkLookup builds the spec of each method by its ID, as checking a
// scene and starting its trainer do several times per change; the whole
// catalog for comparison.
//
//	go test -run=NONE -bench=Lookup -benchmem ./engine/
func BenchmarkLookup(b *testing.B) {
	ids := CatalogIDs()
	b.Run("one", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			if _, ok := Lookup(ids[i%len(ids)]); !ok {
				b.Fatal("no spec")
			}
		}
	})
	b.Run("catalog", func(b *testing.B) {
		for b.Loop() {
			Catalog()
		}
	})
}
