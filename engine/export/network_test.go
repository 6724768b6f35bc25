package export

import (
	"testing"

	"hyperplane/engine"
)

// compareNetwork checks the network's weights that a script printed
// ("hidden j:", "output r:") against the page's, to 1e-6 relative with the
// scale of the largest weight, and that a script prints none for a method
// that is not a network.
func compareNetwork(t *testing.T, name string, p printed, n *engine.Network) {
	t.Helper()
	if n == nil {
		if len(p.hidden)+len(p.output) > 0 {
			t.Errorf("%s: a network printed for a method that has none", name)
		}
		return
	}
	scale := max(maxAbs(n.Hidden), maxAbs(n.Output))
	for _, c := range []struct {
		what      string
		got, want [][]float64
	}{{"hidden", p.hidden, n.Hidden}, {"output", p.output, n.Output}} {
		if len(c.got) != len(c.want) {
			t.Errorf("%s: %d %s rows printed, the page has %d\n%s", name, len(c.got), c.what, len(c.want), p.out)
			continue
		}
		for r := range c.want {
			for j := range c.want[r] {
				if j >= len(c.got[r]) || !closeTo(c.got[r][j], c.want[r][j], scale) {
					t.Errorf("%s: %s %d: Python %v, page %v", name, c.what, r, c.got[r], c.want[r])
					break
				}
			}
		}
	}
}
