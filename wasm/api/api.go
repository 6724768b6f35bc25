package api

import (
	"fmt"
	"math"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
	"hyperplane/wasm/keys"
	"hyperplane/wasm/render"
	"hyperplane/wasm/session"
)

// Version is the version of Hyperplane shown in the page and in the state.
const Version = "0.1.0"

// App is the session under the lock that the game's Update and the page's
// calls both take, with the cache of the whitened view.
type App struct {
	Mu sync.Mutex
	S  *session.Session
	// Keys is the plot's keyboard (wasm/keys), under the same lock.
	Keys keys.Model

	// white caches the whitened view for the points version whiteAt.
	white   render.Affine
	whiteVp scene.Viewport
	whiteOK bool
	whiteAt uint64
}

// NewApp returns an app on a session of s.
func NewApp(s scene.Scene) *App { return &App{S: session.New(s)} }

// Camera returns the camera for a screen of w×h device pixels: the scene's
// viewport, or in the whitened view the whitened points, when their pooled
// covariance can be whitened. The caller holds Mu.
func (a *App) Camera(w, h, dpr float64) render.Camera {
	sc := a.S.Scene()
	if sc.View.Whitened {
		if v := a.S.Versions().Points; a.whiteAt != v || a.whiteAt == 0 {
			a.white, a.whiteVp, a.whiteOK = render.Whitening(a.S.Doc().Dataset())
			a.whiteAt = v
		}
		if a.whiteOK {
			c := render.NewCamera(a.whiteVp, w, h, dpr)
			c.Tr = a.white
			return c
		}
	}
	return render.NewCamera(sc.Viewport, w, h, dpr)
}

// Nearest returns the index of the point nearest the device pixel
// (px, py) within radius device pixels, or -1.
func (a *App) Nearest(cam render.Camera, px, py, radius float64) int {
	best, bi := radius*radius, -1
	pts := a.S.Doc().Points()
	// Without a view transform, a point within radius pixels lies within
	// radius·S data units of the pixel's data point on each axis: a cheap
	// test that leaves the exact distance to the few points near it (the
	// hover runs this in every frame that moves the pointer, and with
	// 100,000 points mapping each to the screen held the frame for 10 ms,
	// 40 on a CPU four times slower: issue 51). The box is widened by a
	// part in a million, so that rounding never leaves out a point the
	// exact test takes.
	if !cam.Tr.On {
		x0, y0 := cam.ToData(px, py)
		r := radius*cam.S*(1+1e-6) + 1e-9*(math.Abs(x0)+math.Abs(y0))
		for i, p := range pts {
			if dx := p.X - x0; dx > r || dx < -r {
				continue
			}
			if dy := p.Y - y0; dy > r || dy < -r {
				continue
			}
			x, y := cam.ToScreen(p.X, p.Y)
			if d := (x-px)*(x-px) + (y-py)*(y-py); d <= best {
				best, bi = d, i
			}
		}
		return bi
	}
	for i, p := range pts {
		x, y := cam.ToScreen(p.X, p.Y)
		if d := (x-px)*(x-px) + (y-py)*(y-py); d <= best {
			best, bi = d, i
		}
	}
	return bi
}

// Screen is what the contract needs of the browser program: the plot's
// camera and how its frames go. The caller of each method holds the app's
// lock.
type Screen interface {
	// Camera returns the camera of the plot as it is now.
	Camera() render.Camera
	// Frame returns the frame counters and what the last frame showed.
	Frame() Frame
}

// Frame is what the status says of the browser program's frames.
type Frame struct {
	// W and H are the plot's size in device pixels, DPR the device
	// pixel ratio; W is 0 before the first frame.
	W, H, DPR float64
	// Animating: the drawn field is still gliding to the model's.
	Animating bool
	// Painted counts frames painted with a change, Ticks updates run,
	// Draws the browser's frames.
	Painted, Ticks, Draws uint64
	// RingsHidden: the misclassified points are too many to ring.
	RingsHidden bool
	// Latency of the last point added with the pointer: the press, the
	// release, its addition and its painting, in performance.now() ms.
	Latency [4]float64
	// Kernel says how a kernel field is drawn, or is nil.
	Kernel *Kernel
}

// Kernel tells the page (and the tests) how a kernel field is drawn.
type Kernel struct {
	GPU    bool `json:"gpu"`    // by the field program, not the CPU grid
	Coarse bool `json:"coarse"` // the picture is not yet the exact field of the model
	Exact  bool `json:"exact"`  // the picture is the exact field of the model, at every pixel
	Level  int  `json:"level"`  // the finest complete level of the pass under way (1: every pixel), or 0
	SVs    int  `json:"svs"`    // the support vectors of the expansion
	// Kept: the screen is painted incrementally; Tiles: of the kept
	// screen's tiles, the last frame repainted Repainted.
	Kept      bool `json:"kept"`
	Repainted int  `json:"repainted"`
	Tiles     int  `json:"tiles"`
}

// API is the page contract over one app.
type API struct {
	App    *App
	Screen Screen
	// Debug publishes hyperplane.debug (?debug, for the tests).
	Debug bool
	// OnFault is told of every recovered panic, without the app's lock
	// (the browser program writes it to the console and calls the page's
	// fault handlers).
	OnFault func(f *Fault)

	busy     atomic.Bool // a call is running
	handlers []Handler
	byName   map[string]int

	lastFault  *Fault
	faultCount int

	// pending are the calls of train() and step(n) whose jobs go on
	// (jobs.go).
	pending []*Pending
	// reading is a scene file read in steps (reading.go), or nil.
	reading *reading

	// words writes a Text in the page's language (SetWords).
	words func(msg.Text) string
	// margin is the margin of the set of the picture version marginAt
	// (hover.go), which every status of that picture shares.
	margin   setMargin
	marginAt uint64
	// models are the model comparison's rows made so far (decision.go),
	// and modelBudget the time one call of compareModels({group}) may fit
	// for (at least one Newton step).
	models      modelRows
	modelBudget time.Duration
}

// Fault describes a recovered panic.
type Fault struct {
	Where   string `json:"where"`
	Message string `json:"message"`
	Stack   string `json:"stack"`
	Time    string `json:"time"`
}

// New returns the contract over app, drawn on screen, with its handlers
// and those the browser program adds (which need JavaScript).
func New(app *App, screen Screen, extra ...Handler) *API {
	a := &API{App: app, Screen: screen, byName: map[string]int{}, modelBudget: 8 * time.Millisecond}
	a.handlers = append(a.coreHandlers(), extra...)
	for i, h := range a.handlers {
		if _, dup := a.byName[h.Name]; dup {
			panic("api: two handlers named " + h.Name)
		}
		a.byName[h.Name] = i
	}
	return a
}

// SetWords gives the contract the page's formatter of Texts, which writes
// the words a scene keeps as its own (a preset's title, a lesson's title
// and text, a data set's title) in the reader's language: the browser
// program gives its i18n's; native tests give English's.
func (a *API) SetWords(w func(msg.Text) string) {
	a.words = w
	a.App.Mu.Lock()
	a.App.S.SetWords(w)
	a.App.Mu.Unlock()
}

// wordsOf returns t in the page's words, or its id and arguments when no
// formatter was given.
func (a *API) wordsOf(t msg.Text) string {
	if a.words != nil {
		return a.words(t)
	}
	return t.String()
}

// Handlers returns the handlers in the order they are published.
func (a *API) Handlers() []Handler { return a.handlers }

// Lookup returns the handler called name.
func (a *API) Lookup(name string) (*Handler, bool) {
	i, ok := a.byName[name]
	if !ok {
		return nil, false
	}
	return &a.handlers[i], true
}

// Answer is what a call gives back: a value (nil for {ok: true}), or a
// refusal, a sentence of the catalog (go-refuse.ftl) whose quoted texts
// are already cut to a readable length; the zero Text for none.
type Answer struct {
	Value   any
	Refusal msg.Text
}

// Refused reports whether the call was refused.
func (ans Answer) Refused() bool { return !ans.Refusal.IsZero() }

// Call calls the handler called name; an unknown name is refused.
func (a *API) Call(name string, args ...Value) Answer {
	h, ok := a.Lookup(name)
	if !ok {
		return Answer{Refusal: msg.T("refuse-no-function", "name", session.Quote(name))}
	}
	return a.Dispatch(h, args)
}

// Dispatch checks args against h's parameters and calls it. A panic in it
// is recovered and reported; an error comes back as a refusal (and, for a
// locked handler, is shown in the page). A call made while another is
// running (from a caller's toJSON, getter or callback) is refused at once:
// it would wait forever on the lock.
func (a *API) Dispatch(h *Handler, args []Value) (ans Answer) {
	if !a.busy.CompareAndSwap(false, true) {
		return Answer{Refusal: reentered(h.Name)}
	}
	defer a.busy.Store(false)
	defer func() {
		if r := recover(); r != nil {
			a.busy.Store(false) // a fault handler may call the API
			a.Report("hyperplane."+h.Name, r)
			ans = Answer{Refusal: msg.T("common-error", "text", ShortMessage(fmt.Sprint(r)))}
		}
	}()
	c, err := a.bind(h, args)
	var v any
	if err == nil {
		if h.Locked {
			v, err = a.callLocked(h, c)
		} else {
			v, err = h.Do(c)
		}
	} else if h.Locked {
		a.App.Mu.Lock()
		a.App.S.Fail(&msg.Error{Text: Short(msg.Of(err))})
		a.App.Mu.Unlock()
	}
	if err != nil {
		return Answer{Refusal: msg.Sentence(Short(msg.Of(err)))}
	}
	return Answer{Value: v}
}

// callLocked calls h under the app's lock, after the points a click added
// (or earlier calls of an Appends handler) have reached the trainer, and
// shows its error in the page. The lock is released even when h panics,
// so that Dispatch's recovery can report it.
func (a *API) callLocked(h *Handler, c *Call) (any, error) {
	a.App.Mu.Lock()
	defer a.App.Mu.Unlock()
	if !h.Appends && !h.Untrained {
		a.App.S.Flush()
	}
	v, err := h.Do(c)
	if err != nil {
		a.App.S.Fail(&msg.Error{Text: Short(msg.Of(err))})
	}
	return v, err
}

// Report records a recovered panic r of where: training pauses, the scene
// is kept, the page is told. The caller must not hold the app's lock.
func (a *API) Report(where string, r any) {
	f := &Fault{
		Where:   where,
		Message: fmt.Sprint(r),
		Stack:   string(debug.Stack()),
		Time:    time.Now().UTC().Format(time.RFC3339),
	}
	a.App.Mu.Lock()
	a.App.S.Fault(msg.T("refuse-fault", "where", where, "message", ShortMessage(f.Message)))
	a.lastFault = f
	a.faultCount++
	a.App.Mu.Unlock()
	if a.OnFault != nil {
		a.OnFault(f)
	}
}

// maxMessage bounds the length of a message, in characters.
const maxMessage = 240

// ShortMessage cuts msg to maxMessage characters.
func ShortMessage(msg string) string {
	if utf8.RuneCountInString(msg) <= maxMessage {
		return msg
	}
	r := []rune(msg)
	return string(r[:maxMessage]) + "…"
}

// Short returns t with every text it quotes cut to maxMessage
// characters (ShortMessage), so that a hostile argument cannot make a
// refusal long.
func Short(t msg.Text) msg.Text {
	if len(t.Args) == 0 {
		return t
	}
	out := msg.Text{ID: t.ID, Args: make(map[string]any, len(t.Args))}
	for k, v := range t.Args {
		switch x := v.(type) {
		case string:
			v = ShortMessage(x)
		case msg.Text:
			v = Short(x)
		}
		out.Args[k] = v
	}
	return out
}

// reentered is the message of a call made during another call.
func reentered(name string) msg.Text {
	return msg.T("refuse-reentered", "name", "hyperplane."+name)
}
