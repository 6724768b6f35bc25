package frame

import (
	"testing"
	"time"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// TestTrainLevel: the finest level whose whole picture, ⌈w/s⌉·⌈h/s⌉·n
// kernels, fits four frames of budget: with 580 support vectors on
// 860×760, level 1 costs 54·48·580 = 1,503,360 > 4·32,000: the coarsest;
// with 10 on 800×800, levels 1 and 2 cost 25,000 and 100,000 ≤ 128,000
// and level 3 400,000: level 2; with one, level 3 costs 40,000 and level 4
// 160,000: level 3; with a budget of a million, every pixel.
func TestTrainLevel(t *testing.T) {
	for _, c := range []struct{ w, h, n, budget, want int }{
		{860, 760, 580, 32_000, 0}, {800, 800, 10, 32_000, 2}, {800, 800, 1, 32_000, 3}, {800, 800, 1, 1_000_000, 5},
	} {
		if got := trainLevel(c.w, c.h, c.n, c.budget); got != c.want {
			t.Errorf("trainLevel(%d, %d, %d, %d) = %d, want %d", c.w, c.h, c.n, c.budget, got, c.want)
		}
	}
}

// kernelFrame returns a frame of an 800×800 screen drawing a kernel
// machine of n support vectors, at field version ver.
func kernelFrame(n int, ver uint64) *Frame {
	e := &engine.Expansion{Kernel: engine.Kernel{Kind: engine.KernelRBF, Gamma: 1}, Coef: [][]float64{make([]float64, n)}}
	for i := range n {
		e.Points = append(e.Points, engine.Vec2{X: float64(i % 7), Y: float64(i / 7)})
		e.Coef[0][i] = 1
	}
	f := line(0.5, 0, 0)
	f.Expansion = e
	return &Frame{FieldVer: ver, Field: f, Cam: testCam(), GPU: true, HasField: true}
}

// pass drives a kernel pass a frame at a time, 22 ms apart on a display of
// 16.7 ms: a frame neither quick (≤ 20 ms) nor slow (> 25 ms), so that the
// budgets hold at their least: 32,000 kernels while the model changed in
// the last 3 frames, a million after.
type pass struct {
	t     *testing.T
	p     KernelPass
	draws uint64
	now   time.Time
}

// plan plans a frame of f and checks that the work before the last band
// stayed within the frame's budget (the last may pass it: a frame paints
// at least a row), and that the pass's bands follow each other.
func (ps *pass) plan(f *Frame) []KernelOp {
	ps.t.Helper()
	ps.draws++
	ps.now = ps.now.Add(22 * time.Millisecond)
	before := ps.p.changed
	ops := ps.p.Plan(f, render.KeyOf(&f.Field, f.Look, false, false), 800, 800, ps.draws, ps.now, 16.7)
	budget := 32_000
	if ps.p.changed == before && ps.draws-before > kernelStill {
		budget = 1_000_000
	}
	n := render.SVCount(&ps.p.field)
	spent := 0
	for i, op := range ops {
		if op.Flush {
			continue
		}
		if spent >= budget {
			ps.t.Fatalf("op %d of %+v past the budget %d: %d spent", i, ops, budget, spent)
		}
		spent += (op.Row1 - op.Row0) * op.W * n
	}
	return ops
}

// TestKernelPassStill: a model that holds still is painted level by level,
// coarsest first, each level's rows in order from the top, within the
// frame's budget, to the exact field: level 0 (every 32nd pixel, 25×25 of
// 100 kernels: 2,500 a row) takes 12 rows and one more in the first frame.
func TestKernelPassStill(t *testing.T) {
	ps := &pass{t: t, now: time.Unix(0, 0)}
	f := kernelFrame(100, 1)
	ops := ps.plan(f)
	if len(ops) != 2 || ops[0].Level != 0 || ops[0].Row0 != 0 || ops[0].Row1 != 12 || ops[1].Row1 != 13 || !ops[0].Upsample || ops[0].W != 25 {
		t.Fatalf("the first frame: %+v", ops)
	}
	if ps.p.SVVer != 1 || ps.p.SVW*ps.p.SVH*4 != len(ps.p.SVPix) {
		t.Errorf("the support vectors' texture: version %d, %d×%d, %d bytes", ps.p.SVVer, ps.p.SVW, ps.p.SVH, len(ps.p.SVPix))
	}
	level, row := 0, 13
	frames := 1
	for ps.p.Busy {
		for _, op := range ps.plan(f) {
			if op.Flush {
				continue
			}
			if op.Level != level || op.Row0 != row {
				if op.Level != level+1 || op.Row0 != 0 || row != (800+KernelFactors[level]-1)/KernelFactors[level] {
					t.Fatalf("frame %d: level %d rows %d–%d after level %d row %d", frames, op.Level, op.Row0, op.Row1, level, row)
				}
				level = op.Level
			}
			row = op.Row1
		}
		if frames++; frames > 1000 {
			t.Fatal("the pass does not end")
		}
	}
	if level != len(KernelFactors)-1 || row != 800 || !ps.p.Exact || ps.p.Level() != 1 || ps.p.SVVer != 1 {
		t.Fatalf("the pass ended at level %d row %d, exact %v, level factor %d", level, row, ps.p.Exact, ps.p.Level())
	}
	if ops := ps.plan(f); len(ops) != 0 {
		t.Errorf("an exact field is painted again: %+v", ops)
	}
}

// TestKernelPassNewModel: a new model waits for the level under way: its
// rows 13 to 25 are painted with the old model's uniforms, and only then
// does a pass of the new model start, at level 0 (level 1, 50·50·100 =
// 250,000 kernels, does not fit four frames of 32,000). Its level 0
// repaints the small image of the last complete picture, which the screen
// then samples (Lazy), not the kept field (no upsampling); the bands it
// changes on the screen reach half a row of 32 pixels beyond its rows.
// The next level brings the kept field up to it first (a Flush).
func TestKernelPassNewModel(t *testing.T) {
	ps := &pass{t: t, now: time.Unix(0, 0)}
	old := kernelFrame(100, 1)
	oldU := ps.plan(old)[0].Uniforms // the ops are the pass's own until the next plan
	nu := kernelFrame(100, 2)
	ops := ps.plan(nu)
	if len(ops) != 1 || ops[0].Level != 0 || ops[0].Row0 != 13 || ops[0].Row1 != 25 || !sameMap(ops[0].Uniforms, oldU) {
		t.Fatalf("the frame of the new model: %+v", ops)
	}
	if !ps.p.Busy || ps.p.Ver != 1 {
		t.Fatalf("busy %v, version %d: the new model waits", ps.p.Busy, ps.p.Ver)
	}
	if _, _, ok := ps.p.Lazy(); ok {
		t.Fatal("the kept field is behind a level that was upsampled")
	}
	ops = ps.plan(nu)
	if ps.p.Ver != 2 || ps.p.SVVer != 2 || len(ops) != 2 || ops[0].Row0 != 0 || ops[0].Row1 != 12 || ops[0].Upsample || sameMap(ops[0].Uniforms, oldU) {
		t.Fatalf("the new model's first frame: %+v", ops)
	}
	if b := ps.p.Bands[0]; b != [2]int{0, 12*32 + 16} {
		t.Errorf("the first band %v, want [0, 400]", b)
	}
	if lv, s, ok := ps.p.Lazy(); !ok || lv != 0 || s != 32 {
		t.Errorf("lazy: %d, %d, %v", lv, s, ok)
	}
	ops = ps.plan(nu)
	flush := -1
	for i, op := range ops {
		if op.Flush {
			flush = i
		}
	}
	if flush < 1 || ops[flush].Level != 0 || ops[flush].Factor != 32 || ops[flush+1].Level != 1 || !ops[flush+1].Upsample {
		t.Fatalf("the next level: %+v", ops)
	}
	if _, _, ok := ps.p.Lazy(); ok {
		t.Error("still lazy after the flush")
	}
}

// TestKernelPassView: a new view restarts at the coarsest level, as does
// a new kept image (Reset).
func TestKernelPassView(t *testing.T) {
	ps := &pass{t: t, now: time.Unix(0, 0)}
	f := kernelFrame(10, 1)
	for range 6 {
		ps.plan(f)
	}
	if ps.p.level < 3 {
		t.Fatalf("level %d after six frames", ps.p.level)
	}
	g := kernelFrame(10, 2)
	g.Field.Expansion = f.Field.Expansion
	g.Cam.OX += 1
	if ops := ps.plan(g); ops[0].Level != 0 || ops[0].Row0 != 0 {
		t.Fatalf("a new view: %+v", ops[0])
	}
	for range 6 {
		ps.plan(g)
	}
	ps.p.Reset()
	g.FieldVer = 3
	if ops := ps.plan(g); ops[0].Level != 0 || ops[0].Row0 != 0 {
		t.Fatalf("after Reset: %+v", ops[0])
	}
}

// TestKernelPassSame: a frame prepared again with the same model and view
// (a picture asked for) does not restart the pass.
func TestKernelPassSame(t *testing.T) {
	ps := &pass{t: t, now: time.Unix(0, 0)}
	f := kernelFrame(100, 1)
	ps.plan(f)
	f.FieldVer = 2
	if ops := ps.plan(f); ops[0].Row0 != 13 || ps.p.Ver != 2 {
		t.Fatalf("the same model restarted: %+v, version %d", ops[0], ps.p.Ver)
	}
}

// TestKernelStatus: the status tells the GPU's picture coarse until the
// pass is exact for the frame's model and the session's picture is the
// frame's; without a kernel model there is no status.
func TestKernelStatus(t *testing.T) {
	ps := &pass{t: t, now: time.Unix(0, 0)}
	f := kernelFrame(10, 1)
	f.seen.Picture = 4
	shown := &engine.Snapshot{Field: f.Field}
	if st := f.KernelStatus(shown, 4); st == nil || !st.GPU || !st.Coarse || st.Exact || st.SVs != 10 {
		t.Fatalf("before any pass: %+v", st)
	}
	ps.p = f.Kernel
	for ps.p.Busy || !ps.p.Exact {
		ps.plan(f)
	}
	f.Kernel = ps.p
	if st := f.KernelStatus(shown, 4); !st.Exact || st.Coarse || st.Level != 1 {
		t.Errorf("after the pass: %+v", st)
	}
	if st := f.KernelStatus(shown, 5); st.Exact {
		t.Errorf("exact for a picture not yet prepared: %+v", st)
	}
	if st := f.KernelStatus(&engine.Snapshot{Field: line(0, 1, 0)}, 4); st != nil {
		t.Errorf("a status without a kernel: %+v", st)
	}
}

// sameMap reports whether a and b are the same map.
func sameMap(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	a["\x00probe"] = true
	_, same := b["\x00probe"]
	delete(a, "\x00probe")
	return same
}
