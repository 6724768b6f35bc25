package engine

// rows is n vectors of m numbers held in one array, vector i at
// flat[i·m : (i+1)·m]. However many vectors there are, the collector
// follows one pointer, where a slice of slices gave it one a vector
// (issue 51: a slice header a point was 4.8 MB of the 6.1 MB that a
// collection scanned on a page of 200,000 points). A row is a view made
// when asked for, which allocates nothing.
type rows struct {
	flat []float64
	m    int
}

// newRows returns n zero vectors of m numbers.
func newRows(n, m int) rows { return rows{flat: make([]float64, n*m), m: m} }

// Len returns the number of vectors (0 when they have no numbers).
func (r rows) Len() int {
	if r.m == 0 {
		return 0
	}
	return len(r.flat) / r.m
}

// Row returns vector i, a view into the array whose capacity ends where
// the vector does, so that appending to it never writes over the next.
func (r rows) Row(i int) []float64 { return r.flat[i*r.m : (i+1)*r.m : (i+1)*r.m] }
