package engine

// kernelCacheFloats bounds the kernel cache: 4M float64, 32 MB. With N
// points it keeps 4M/N columns (every column up to N = 2048), and always at
// least the two of the current pair.
const kernelCacheFloats = 4 << 20

// kernelCache keeps columns of the kernel matrix, computed by fill when
// first asked for and dropped least recently used first (libsvm's cache,
// Chang and Lin 2011 §5.1).
type kernelCache struct {
	n     int
	fill  func(i int, dst []float64)
	slot  map[int]int // column → slot
	owner []int       // slot → column, -1 when free
	used  []int64     // slot → last use
	cols  [][]float64
	clock int64
}

func newKernelCache(n int, fill func(int, []float64)) *kernelCache {
	slots := 2
	if n > 0 {
		slots = max(2, min(n, kernelCacheFloats/n))
	}
	c := &kernelCache{n: n, fill: fill, slot: map[int]int{}, owner: make([]int, slots), used: make([]int64, slots),
		cols: make([][]float64, slots)}
	for s := range c.owner {
		c.owner[s] = -1
	}
	return c
}

// get returns column i. The slice stays valid until two more columns are
// asked for.
func (c *kernelCache) get(i int) []float64 {
	c.clock++
	if s, ok := c.slot[i]; ok {
		c.used[s] = c.clock
		return c.cols[s]
	}
	s := 0
	for k := range c.used {
		if c.used[k] < c.used[s] {
			s = k
		}
	}
	if o := c.owner[s]; o >= 0 {
		delete(c.slot, o)
	}
	if c.cols[s] == nil {
		c.cols[s] = make([]float64, c.n)
	}
	c.fill(i, c.cols[s])
	c.owner[s], c.used[s], c.slot[i] = i, c.clock, s
	return c.cols[s]
}
