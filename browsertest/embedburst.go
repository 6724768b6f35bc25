package browsertest

import (
	"fmt"
	"strconv"
	"time"
)

// embedBurstJS runs in the example course page (web/embed/example.html),
// once it is connected: it posts n commands to the playground's frame at
// once, in raw envelopes with the ids burst-0 … burst-(n−1): addPoint,
// except every hundredth, which is status. It collects the replies in the
// order they arrive and counts the stateChanged events, and resolves when
// every reply is in (or after two minutes) to {ms: from the first post to
// the last reply, n0: the points before, replies, events}; the events are
// counted until 600 ms after the last reply, long enough for a coalesced
// one (at most every 250 ms) to arrive.
const embedBurstJS = `async (n, origin) => {
	const frame = document.getElementById("hp").contentWindow;
	const n0 = (await hyperplaneEmbed.call("status")).npoints;
	const replies = [];
	let events = 0, done;
	const all = new Promise((r) => { done = r; });
	const on = (e) => {
		const m = e.data;
		if (e.source !== frame || !m || m.hyperplane !== 1) return;
		if (m.kind === "reply" && typeof m.id === "string" && m.id.startsWith("burst-")) {
			const p = m.payload || {};
			replies.push({id: m.id, name: m.name, ok: p.ok === undefined ? null : p.ok, npoints: p.npoints === undefined ? null : p.npoints});
			if (replies.length === n) done();
		} else if (m.kind === "event" && m.name === "stateChanged") events++;
	};
	addEventListener("message", on);
	const t0 = performance.now();
	for (let i = 0; i < n; i++) {
		const read = i % 100 === 99;
		frame.postMessage({hyperplane: 1, kind: "command", id: "burst-" + i, name: read ? "status" : "addPoint",
			payload: read ? [] : [(i % 37) / 10 - 1.8, (i % 23) / 10 - 1.1, i % 2]}, origin);
	}
	await Promise.race([all, new Promise((r) => setTimeout(r, 120000))]);
	const ms = performance.now() - t0;
	await new Promise((r) => setTimeout(r, 600));
	removeEventListener("message", on);
	return {ms, n0, replies, events};
}`

// EmbedBurst is what a burst of embed commands gave (RunEmbedBurst).
type EmbedBurst struct {
	// MS is the time from the first command posted to the last reply.
	MS float64 `json:"ms"`
	// N0 is the number of points before the burst.
	N0 int `json:"n0"`
	// Replies are the replies in the order they arrived, with their
	// answer's ok and, for status, its npoints.
	Replies []struct {
		ID      string `json:"id"`
		Name    string `json:"name"`
		OK      *bool  `json:"ok"`
		NPoints *int   `json:"npoints"`
	} `json:"replies"`
	// Events counts the stateChanged events of the burst.
	Events int `json:"events"`
}

// RunEmbedBurst posts a burst of n commands from the example course page
// p, connected to the playground at the origin playground (embedBurstJS).
func RunEmbedBurst(p *Page, n int, playground string) EmbedBurst {
	p.t.Helper()
	p.WaitFor("the connection", "!!window.hyperplaneEmbed", 60*time.Second)
	return Await[EmbedBurst](p, fmt.Sprintf("(%s)(%d, %s)", embedBurstJS, n, strconv.Quote(playground)))
}
