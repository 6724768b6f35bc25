package browsertest

import (
	"fmt"
	"time"
)

// netShot sets up the gallery's pictures of the network: the circle of
// one class inside another (XOR's quadrants for the backpropagation) with
// two tanh units in the hidden space's square ("square"), the same carried
// half way ("stage"), three units in the cube ("cube"), four as a pair
// ("pair"), and a chosen point's backpropagation with its step drawn on
// the plot ("backprop"); the panel scrolled to the pictures.
func netShot(p *Page, variant string) {
	p.t.Helper()
	units := map[string]int{"square": 2, "stage": 2, "cube": 3, "pair": 4, "backprop": 2}[variant]
	if variant == "backprop" {
		p.Do(`hyperplane.setPoints(` + netXOR + `)`)
	} else {
		p.Do(`hyperplane.loadPreset("circles")`)
		p.Do(`hyperplane.setBasis({kind: "linear"})`)
	}
	p.Do(`hyperplane.setAlgorithm("network")`)
	p.Do(fmt.Sprintf(`hyperplane.setParams({hidden: %d, init: 1})`, units))
	Await[any](p, `hyperplane.step(300)`)
	p.Do(`document.getElementById("controls-toggle") && document.getElementById("controls-toggle").offsetParent && document.getElementById("controls-toggle").click()`)
	p.WaitFor("the hidden space", `!document.getElementById("pic-hidden").hidden`, 10*time.Second)
	switch variant {
	case "stage":
		p.Do(`(() => { const s = document.getElementById("hidden-stage"); s.value = "50"; s.dispatchEvent(new Event("input")); })()`)
	case "backprop":
		p.Do(`hyperplane.setBackpropPoint(4)`)
		p.Do(`hyperplane.setView({backprop: true})`)
		p.Do(`document.getElementById("pic-backprop").scrollIntoView()`)
		p.Settle(3)
		return
	}
	p.Do(`document.getElementById("pic-hidden").scrollIntoView()`)
	p.Settle(3)
}
