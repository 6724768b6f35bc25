package describe

import (
	"math"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	"hyperplane/wasm/session"
)

// Region is the part of the view that one class takes (Class −1: left
// undecided): its share of the view, where it lies from the view's centre,
// and in how many separate pieces.
type Region struct {
	Class  int      `json:"class"`
	Share  float64  `json:"share"`
	Toward msg.Text `json:"toward"`
	Pieces int      `json:"pieces"`
}

// regionGrid returns the side of the grid of samples for a field: 40 by
// 40 (24 by 24 quick), fewer for a kernel expansion, so that a
// description evaluates at most some 200,000 kernels (50,000 quick).
func regionGrid(f *engine.Field, quick bool) int {
	g, kernels := 40, 200_000.0
	if quick {
		g, kernels = 24, 50_000
	}
	if e := f.Expansion; e != nil && len(e.Points) > 0 {
		g = min(g, int(math.Sqrt(kernels/float64(len(e.Points)))))
	}
	return min(max(g, 8), 40)
}

// regionsOf samples the decided field f at the centres of a grid of cells
// over the box b (coarser when quick) and returns the region of each class that has one, in
// class order, and the undecided part last.
func regionsOf(f *engine.Field, b scene.Viewport, k int, quick bool) []Region {
	g := regionGrid(f, quick)
	ev := engine.NewEvaluator(f)
	cell := make([]int, g*g)
	for j := range g {
		y := b.MaxY - (float64(j)+0.5)*(b.MaxY-b.MinY)/float64(g)
		for i := range g {
			x := b.MinX + (float64(i)+0.5)*(b.MaxX-b.MinX)/float64(g)
			c := ev.Decide(x, y)
			if c < 0 || c >= k {
				c = -1
			}
			cell[j*g+i] = c
		}
	}
	var out []Region
	for c := 0; c <= k; c++ {
		cls := c
		if c == k {
			cls = -1
		}
		n, sx, sy := 0, 0.0, 0.0
		for j := range g {
			for i := range g {
				if cell[j*g+i] == cls {
					n++
					sx += float64(i) + 0.5
					sy += float64(j) + 0.5
				}
			}
		}
		if n == 0 {
			continue
		}
		// The centroid's offset from the centre, in halves of the grid:
		// within a fifth of it the region is about the centre.
		dx, dy := (sx/float64(n)-float64(g)/2)/(float64(g)/2), -(sy/float64(n)-float64(g)/2)/(float64(g)/2)
		where := msg.T("describe-toward-centre")
		if math.Hypot(dx, dy) > 0.2 {
			where = Toward(dx, dy)
		}
		out = append(out, Region{Class: cls, Share: float64(n) / float64(g*g), Toward: where, Pieces: pieces(cell, g, cls)})
	}
	return out
}

// pieces counts the separate pieces of the cells of class c: the
// components of cells joined through their sides.
func pieces(cell []int, g, c int) int {
	seen := make([]bool, len(cell))
	n := 0
	var stack []int
	for s := range cell {
		if cell[s] != c || seen[s] {
			continue
		}
		n++
		seen[s] = true
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			i, j := q%g, q/g
			for _, nb := range [4][2]int{{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}} {
				if nb[0] < 0 || nb[1] < 0 || nb[0] >= g || nb[1] >= g {
					continue
				}
				r := nb[1]*g + nb[0]
				if cell[r] == c && !seen[r] {
					seen[r] = true
					stack = append(stack, r)
				}
			}
		}
	}
	return n
}

// percent writes a share as a whole percentage, "under 1%" for a sliver.
func percent(s float64) msg.Text {
	if p := math.Round(100 * s); p >= 1 || s == 0 {
		// The whole percentage; the message writes the sign where its
		// language puts it (48%, 48 %).
		return msg.T("describe-share", "percent", int(p))
	}
	return msg.T("describe-share-sliver")
}

// regionName names the class c of a region, or the undecided part.
func regionName(se *session.Session, c int, cs string) msg.Text {
	if c < 0 {
		return msg.T("describe-region-undecided", "case", caseOf(cs))
	}
	return classNameCase(se, c, cs)
}

// regionsShort writes the regions for the summary: "class 1 in 48% of
// the view (to the upper left), class 2 in 52% (to the lower right)".
func regionsShort(se *session.Session, rs []Region) msg.Text {
	var parts []msg.Text
	for i, r := range rs {
		if i == 0 {
			parts = append(parts, msg.T("describe-region-short-first", "class", regionName(se, r.Class, ""), "share", percent(r.Share), "toward", r.Toward))
		} else {
			parts = append(parts, msg.T("describe-region-short", "class", regionName(se, r.Class, ""), "share", percent(r.Share), "toward", r.Toward))
		}
	}
	return msg.Comma(parts...)
}

// regionsLong writes the regions in a sentence: "class 1 takes 48% of the
// view, to the upper left, in 2 pieces; …", the first at the start of the
// sentence. There is at least one region.
func regionsLong(se *session.Session, rs []Region) msg.Text {
	var parts []msg.Text
	for i, r := range rs {
		cs := ""
		if i == 0 {
			cs = "start"
		}
		var s msg.Text
		if r.Class < 0 {
			s = msg.T("describe-region-long-undecided", "case", caseOf(cs), "share", percent(r.Share), "toward", r.Toward)
		} else {
			s = msg.T("describe-region-long", "class", classNameCase(se, r.Class, cs), "share", percent(r.Share), "toward", r.Toward)
		}
		if r.Pieces > 1 {
			s = msg.T("describe-region-pieces", "region", s, "pieces", r.Pieces)
		}
		parts = append(parts, s)
	}
	return msg.Semicolon(parts...)
}
