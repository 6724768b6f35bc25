package pointer

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"hyperplane/wasm/gesture"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// step is one frame of a stream: its events, then the frame at now.
type step struct {
	events []Event
	now    float64
}

// press is what the checks know of a pointer's press: where it went down,
// whether a finger, and how far it has gone from there since.
type press struct {
	x, y  float64
	touch bool
	far   float64
}

// checker runs a stream on a world and checks the model's invariants
// after every frame:
//   - a click adds exactly one point, where a pointer was pressed: a
//     pointer lifted in that frame, which never went beyond the slop;
//   - nothing is edited (clicks, grabs, removals, strokes) while locked;
//   - every grab, removal and hover names a point that exists (the world
//     records those the model makes without telling the user);
//   - a drag only while a point is grabbed, a stroke's moves and end only
//     while one is under way (the world refuses the others, and no
//     refusal other than the lock is told);
//   - the wheel zooms at most once a frame, only in a frame with wheel
//     events, and never in the whitened view;
//   - the hover, when there is one, is the frame's last gesture.
type checker struct {
	t       *testing.T
	w       *world
	presses map[int][]*press
	all     []session.Gesture
}

func newChecker(t *testing.T, w *world) *checker {
	return &checker{t: t, w: w, presses: map[int][]*press{}}
}

func (c *checker) run(s step) {
	t, w := c.t, c.w
	t.Helper()
	cam, locked, whitened := w.cam(), w.locked, w.whitened
	npts := len(w.pts)
	// The presses lifted in the frame, each with how far it went until
	// its lift. A pointer may go down twice without a lift in a random
	// stream (the model takes the first): each press is kept.
	var lifted []*press
	wheel := false
	for _, e := range s.events {
		ps := c.presses[e.ID]
		switch e.Kind {
		case Down:
			c.presses[e.ID] = append(ps, &press{x: e.X, y: e.Y, touch: e.Touch})
		case Move, Up, Cancel:
			for _, p := range ps {
				p.far = math.Max(p.far, math.Hypot(e.X-p.x, e.Y-p.y))
			}
			if e.Kind != Move {
				lifted = append(lifted, ps...)
				delete(c.presses, e.ID)
			}
		case Wheel:
			wheel = true
		}
	}
	out := w.frame(s.now, s.events...)
	c.all = append(c.all, out.Gestures...)
	clicks, zooms := 0, 0
	for i, g := range out.Gestures {
		switch g.Kind {
		case session.Click:
			clicks++
			if locked {
				t.Fatalf("a click while locked: %+v", g)
			}
			x, y := cam.ToScreen(g.X, g.Y)
			ok := false
			for _, p := range lifted {
				if math.Hypot(x-p.x, y-p.y) < 1e-6 && p.far <= DragSlop*touchScale(p.touch) {
					ok = true
				}
			}
			if !ok {
				t.Fatalf("a click at (%v, %v) matches no press lifted within the slop; events %+v", x, y, s.events)
			}
		case session.Grab, session.Remove, session.StrokeStart:
			if locked {
				t.Fatalf("an edit while locked: %+v", g)
			}
		case session.Zoom:
			zooms++
			if !wheel || whitened {
				t.Fatalf("a zoom with wheel events %v, whitened %v", wheel, whitened)
			}
		case session.Hover:
			if i != len(out.Gestures)-1 {
				t.Fatalf("a hover before the frame's end: %+v", out.Gestures)
			}
		}
	}
	if zooms > 1 {
		t.Fatalf("%d zooms in a frame", zooms)
	}
	if !locked && len(w.pts) != npts+clicks-count(out.Gestures, session.Remove) {
		t.Fatalf("%d points from %d with %d clicks", len(w.pts), npts, clicks)
	}
	for _, err := range out.Errors {
		if err != session.ErrLocked {
			t.Fatalf("a refusal told: %v", err)
		}
	}
	if len(w.bad) > 0 {
		t.Fatalf("%v", w.bad)
	}
}

func count(gs []session.Gesture, k session.Kind) int {
	n := 0
	for _, g := range gs {
		if g.Kind == k {
			n++
		}
	}
	return n
}

// targets are the data points that the streams press near: the starting
// points and the handle of the Fisher's view that setting gives, at
// (cos 0.5, sin 0.5).
var targets = [][2]float64{{0, 0}, {2, 0}, {-1, 1}, {2, 2}, {math.Cos(0.5), math.Sin(0.5)}}

// randomStream returns n frames of random events (seeded) of a mouse (id
// 1) and two fingers (ids 2 and 3): a pointer that is up mostly goes down
// (the left button mostly, or the right or the middle one, sometimes with
// shift), at a fresh place, near a target as often as not, or hovers, or
// turns the wheel, or leaves; one that is down mostly moves, by a pixel or
// by tens of them, or lifts, is sometimes cancelled, or goes down again
// (which the model ignores). Frames are 8 to 40 ms apart; the events come
// up to 8 ms before their frame, with lags up to 100 ms.
func randomStream(rng *rand.Rand, n int) []step {
	steps := make([]step, n)
	now := 1000.0
	type ptr struct {
		x, y float64
		down bool
	}
	ps := map[int]*ptr{1: {x: 400, y: 400}, 2: {x: 400, y: 400}, 3: {x: 400, y: 400}}
	for i := range steps {
		var evs []Event
		for range rng.IntN(4) {
			id := 1 + rng.IntN(3)
			q := ps[id]
			e := Event{ID: id, Touch: id > 1, T: now - rng.Float64()*8, Lag: rng.Float64() * 100, Over: rng.IntN(10) > 0}
			r := rng.IntN(20)
			switch {
			case !q.down && r < 12, q.down && r == 19:
				e.Kind = Down
				e.Button = []int{gesture.ButtonLeft, gesture.ButtonLeft, gesture.ButtonLeft, gesture.ButtonRight, gesture.ButtonMiddle}[rng.IntN(5)]
				e.Shift = rng.IntN(8) == 0
				q.x, q.y = float64(rng.IntN(820))-10, float64(rng.IntN(820))-10
				if rng.IntN(2) == 0 {
					p := targets[rng.IntN(len(targets))]
					q.x, q.y = 400+80*p[0]+float64(rng.IntN(21)-10), 400-80*p[1]+float64(rng.IntN(21)-10)
				}
				q.down = true
			case !q.down && r < 17, q.down && r < 11:
				e.Kind = Move
				if rng.IntN(2) == 0 {
					q.x, q.y = q.x+rng.NormFloat64()*2, q.y+rng.NormFloat64()*2
				} else {
					q.x, q.y = q.x+rng.NormFloat64()*30, q.y+rng.NormFloat64()*30
				}
			case q.down && r < 18:
				e.Kind = Up
				q.down = false
			case q.down:
				e.Kind = Cancel
				q.down = false
			case r < 19:
				e.Kind = Wheel
				e.DY = float64(rng.IntN(7)-3) * 100
			default:
				e.Kind = Leave
			}
			e.X, e.Y = q.x, q.y
			evs = append(evs, e)
		}
		now += 8 + rng.Float64()*32
		steps[i] = step{events: evs, now: now}
	}
	return steps
}

// setting is what a stream of the tests changes about the world between
// frames, as the page's controls do: the tool, the lock, the whitened
// view, Fisher's view and the keyboard's chosen point.
func (w *world) setting(b int) {
	switch b % 8 {
	case 0:
		w.tool = session.ToolPoint
	case 1:
		w.tool = session.ToolSpray
	case 2:
		w.tool = session.ToolSelect
	case 3:
		w.locked = !w.locked
	case 4:
		w.whitened = !w.whitened
	case 5:
		if w.fisher == nil {
			w.fisher = &render.FisherView{OK: true, HandleR: 1, Theta: 0.5}
		} else {
			w.fisher = nil
		}
	case 6:
		w.keySel = min(len(w.pts), 2) - 1
	default:
		w.keySel = -1
	}
}

// TestReplay runs 5,000 seeded random frames twice, on two worlds of the
// same points: the invariants hold after every frame (checker), and both
// runs make the same gestures, in the same order, and end with the same
// points, bit for bit. The stream must also have done something of each
// kind: clicks, drags of points, pans, zooms, removals, strokes.
func TestReplay(t *testing.T) {
	var got [2][]session.Gesture
	var pts [2]int
	for k := range got {
		rng := rand.New(rand.NewPCG(47, 2))
		w := newWorld(t)
		c := newChecker(t, w)
		for i, s := range randomStream(rng, 5000) {
			if i%250 == 249 {
				w.setting(i / 250)
			}
			c.run(s)
		}
		got[k], pts[k] = c.all, len(w.pts)
	}
	if !reflect.DeepEqual(got[0], got[1]) || pts[0] != pts[1] {
		t.Fatalf("two runs of the same events differ: %d and %d gestures, %d and %d points", len(got[0]), len(got[1]), pts[0], pts[1])
	}
	for _, k := range []session.Kind{session.Click, session.Grab, session.Drag, session.Drop, session.Pan, session.Zoom, session.Remove, session.StrokeStart, session.StrokeEnd, session.Rotate} {
		if count(got[0], k) == 0 {
			t.Errorf("5,000 frames made no gesture of kind %d", k)
		}
	}
}

// FuzzPointer feeds the events the bytes describe, five bytes an event,
// and checks the invariants after every frame. The first byte sets the
// world (the tool, the lock, the whitened view, Fisher's view); then each
// event's first byte is its kind (a value past the kinds ends the frame,
// 10 to 40 ms on, or changes the world), its pointer (the mouse or one of
// two fingers), its button and shift; the next two its place (near the
// points when the first byte says so), the fourth how long after the last
// event it happened, the fifth its lag or the wheel's turn.
func FuzzPointer(f *testing.F) {
	f.Add([]byte{0, 0, 100, 100, 5, 0, 2, 100, 100, 5, 0, 9, 0, 0, 30, 0})
	f.Add([]byte{1, 0x10, 130, 130, 0, 0, 0x11, 140, 130, 10, 0, 0x11, 200, 130, 10, 50, 0x12, 200, 130, 10, 0, 9, 0, 0, 20, 0})
	f.Add([]byte{3, 0x04, 50, 50, 3, 0, 0x04, 60, 50, 3, 0, 0x03, 60, 50, 3, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 2000 {
			data = data[:2000]
		}
		w := newWorld(t)
		if len(data) > 0 {
			for b := 0; b < 6; b++ {
				if data[0]&(1<<b) != 0 {
					w.setting(b)
				}
			}
			data = data[1:]
		}
		c := newChecker(t, w)
		now, t0 := 1000.0, 1000.0
		var evs []Event
		for len(data) >= 5 {
			b, x, y, dt, extra := data[0], data[1], data[2], data[3], data[4]
			data = data[5:]
			kind := Kind(b & 7)
			if kind > Leave {
				if b&0x80 != 0 {
					w.setting(int(b >> 3))
					continue
				}
				now += 10 + float64(dt%31)
				c.run(step{events: evs, now: now})
				evs = nil
				continue
			}
			id := 1 + int(b>>3&3)%3
			t0 = math.Min(t0+float64(dt), now+40)
			e := Event{Kind: kind, ID: id, Touch: id > 1, Button: int(b>>5&3) % 3, Shift: b&0x80 != 0,
				X: float64(x) * 800 / 255, Y: float64(y) * 800 / 255, T: t0, Lag: float64(extra), Over: extra&1 == 0}
			if b&0x40 != 0 { // near a point
				p := start[int(x)%len(start)]
				e.X, e.Y = 400+80*p.X+float64(y%21)-10, 400-80*p.Y+float64(y/21%21)-10
			}
			if kind == Wheel {
				e.DY = (float64(extra) - 128) * 4
			}
			evs = append(evs, e)
		}
		c.run(step{events: evs, now: now + 16})
	})
}
