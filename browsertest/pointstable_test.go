package browsertest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"testing"
	"time"
)

// TestPointsTable: the Data section's table of points shows each page's
// fifty points, made ten rows a task (issue 51), with the values the test
// itself gave the page, row for row; its Next button, clicked, shows the
// next fifty; an x typed into a row moves that point (the API's points()
// reads it back); and no row of another page is left among them.
func TestPointsTable(t *testing.T) {
	p := open(t, "")
	// 120 points on a known pattern: point i at (i/10, −i/20), class i mod 2.
	const n = 120
	var pts [][3]float64
	for i := range n {
		pts = append(pts, [3]float64{float64(i) / 10, -float64(i) / 20, float64(i % 2)})
	}
	data, _ := json.Marshal(pts)
	p.Do(`hyperplane.setPoints(` + string(data) + `)`)
	p.Do(`(() => { const t = document.getElementById("controls-toggle");
		if (t && t.offsetParent !== null && t.getAttribute("aria-expanded") !== "true") t.click(); })()`)
	p.Do(`(() => { const b = document.getElementById("points-box"); b.scrollIntoView(); b.open = true; })()`)
	type row struct {
		I    string `json:"i"`
		X, Y string
		C    string
	}
	read := `[...document.querySelectorAll("#points-table tbody tr")].map((r) => ({i: r.dataset.i,
		x: r.querySelector(".px").value, y: r.querySelector(".py").value, c: r.querySelector(".pc").value}))`
	check := func(page int) {
		t.Helper()
		p.WaitFor(fmt.Sprintf("page %d's rows", page+1), fmt.Sprintf(`document.querySelectorAll("#points-table tbody tr").length === 50
			&& document.querySelector("#points-table tbody tr:last-child").dataset.i === "%d"`, page*50+49), 10*time.Second)
		rows := Eval[[]row](p, read)
		for k, r := range rows {
			i := page*50 + k
			want := pts[i]
			x, _ := strconv.ParseFloat(r.X, 64)
			y, _ := strconv.ParseFloat(r.Y, 64)
			if r.I != strconv.Itoa(i) || x != want[0] || y != want[1] || r.C != strconv.Itoa(int(want[2])) {
				t.Errorf("page %d, row %d: %+v, want point %d = %v", page+1, k, r, i, want)
			}
		}
	}
	check(0)
	p.ClickElement("#points-next")
	check(1)
	// A new x for point 57 (the eighth row of page two), typed and
	// committed as a person does.
	p.Do(`(() => { const x = document.querySelector('#points-table tbody tr[data-i="57"] .px');
		x.focus(); x.value = "-3.25"; x.dispatchEvent(new Event("change")); x.blur(); })()`)
	p.WaitFor("the moved point", `hyperplane.points(57, 1).rows[0][0] === -3.25`, 10*time.Second)
	if got := Eval[[]float64](p, `hyperplane.points(57, 1).rows[0].slice(0, 3)`); got[1] != pts[57][1] || got[2] != pts[57][2] {
		t.Errorf("point 57 after its x was typed: %v, want (-3.25, %v) of class %v", got, pts[57][1], pts[57][2])
	}
}
