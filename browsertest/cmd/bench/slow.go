package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"time"

	"github.com/chromedp/chromedp"

	"hyperplane/browsertest"
)

// A slow machine (issue 51): each scenario of a user's work, run with the
// page's CPU throttled by Chrome as a CPU some times slower would be,
// observed by the Long Tasks API in the page (the number of tasks of the
// main thread of 50 ms or more, the longest, and the Total Blocking Time,
// what they pass 50 ms by in all), with the program's own times of its
// inputs, from each event to the frame that showed it (INP's measure), and
// the Go heap's collections (?debug's gc()).

// slowRates are the CPU throttling rates of the section: none, and the
// four times slower CPU with which Lighthouse measures blocking time.
var slowRates = []float64{1, 4}

// slowScenario is one scenario: setup runs before the measurement,
// unthrottled; act is measured, throttled.
type slowScenario struct {
	key, what string
	setup     func(p *browsertest.Page)
	act       func(p *browsertest.Page)
}

// slowScenarios are the scenarios of the section, in order.
var slowScenarios = []slowScenario{
	{"train-1k", "training logistic regression at full speed, 1,000 points (5 s)",
		func(p *browsertest.Page) { logisticOn(p, 1000); p.Do(`hyperplane.setSpeed(1000000)`) },
		func(p *browsertest.Page) {
			p.Do(`hyperplane.play()`)
			time.Sleep(5 * time.Second)
			p.Do(`hyperplane.pause()`)
		}},
	{"train-10k", "the same, 10,000 points (5 s)",
		func(p *browsertest.Page) { logisticOn(p, 10000); p.Do(`hyperplane.setSpeed(1000000)`) },
		func(p *browsertest.Page) {
			p.Do(`hyperplane.play()`)
			time.Sleep(5 * time.Second)
			p.Do(`hyperplane.pause()`)
		}},
	{"run-end", "train() of 300 batch steps on 10,000 points, to its end and final evaluation, and 1 s after",
		func(p *browsertest.Page) {
			withPoints(p, 10000, "logistic")
			p.Do(`hyperplane.setParams({tol: 1e-12, maxSteps: 300, eta: 0.01})`)
		},
		func(p *browsertest.Page) { p.Do(`hyperplane.train()`); time.Sleep(time.Second) }},
	{"cv", "a 10-fold cross-validation of logistic regression (Newton) on 10,000 points, and 1 s after",
		func(p *browsertest.Page) {
			withPoints(p, 10000, "logistic")
			p.Do(`hyperplane.setParams({method: "newton"})`)
		},
		func(p *browsertest.Page) {
			p.Do(`hyperplane.crossValidate({k: 10, seed: 1})`)
			p.WaitFor("the cross-validation", `hyperplane.crossValidation().done`, 5*time.Minute)
			time.Sleep(time.Second)
		}},
	{"compare", "four compared methods on 10,000 points, from their choice until they have stopped or 20 s",
		func(p *browsertest.Page) {
			withPoints(p, 10000, "least-squares")
		},
		func(p *browsertest.Page) {
			p.Do(`hyperplane.setView({compare: ["logistic", "softmax", "gauss-separate", "fisher-multi"]})`)
			waitUntil(p, `hyperplane.status().compare.every((c) => c.steps > 0 && c.status !== "running")`, 20*time.Second)
		}},
	{"kernel", "the RBF SVM training from its 500th support vector (5 s), then paused while the field is refined to exact",
		func(p *browsertest.Page) { kernelScenario(p); p.Do(`hyperplane.pause()`) },
		func(p *browsertest.Page) {
			p.Do(`hyperplane.play()`)
			time.Sleep(5 * time.Second)
			p.Do(`hyperplane.pause()`)
			waitUntil(p, `hyperplane.status().kernel.exact`, 90*time.Second)
		}},
	{"click-100k", "five clicks on the plot with 100,000 points",
		func(p *browsertest.Page) {
			withPoints(p, 100000, "perceptron")
			p.Settle(2)
		},
		func(p *browsertest.Page) {
			for i := range 5 {
				n0 := browsertest.Eval[float64](p, "hyperplane.status().npoints")
				x, y := p.ToPixel(4.2-0.3*float64(i), 4.2)
				if err := chromedp.Do(p.Ctx, chromedp.MouseClickXY(x, y)); err != nil {
					log.Printf("click: %v", err)
				}
				p.AfterFrames() // no API call before the click's frame
				p.WaitFor("the point", fmt.Sprintf("hyperplane.status().npoints > %v", n0), 60*time.Second)
				p.Settle(1)
			}
		}},
	{"drag-100k", "a point dragged across the plot in 20 moves with 100,000 points",
		func(p *browsertest.Page) {
			withPoints(p, 100000, "perceptron")
			p.Do(`hyperplane.addPoint(4.2, 4.2, 0)`)
			p.Settle(2)
		},
		func(p *browsertest.Page) {
			x0, y0 := p.ToPixel(4.2, 4.2)
			p.Drag(x0, y0, x0-200, y0+60, 20)
		}},
	{"key-100k", "keys on the plot with 100,000 points: five arrows and three Enters (each adds a point)",
		func(p *browsertest.Page) {
			withPoints(p, 100000, "perceptron")
			p.Do(`(document.querySelector("body > canvas").focus(), {ok: true})`)
			p.Settle(2)
		},
		func(p *browsertest.Page) {
			for _, k := range []string{"ArrowRight", "ArrowRight", "ArrowUp", "Enter", "ArrowLeft", "Enter", "ArrowDown", "Enter"} {
				if err := chromedp.Do(p.Ctx, chromedp.KeyEvent(keyOf(k))); err != nil {
					log.Printf("key %s: %v", k, err)
				}
				p.AfterFrames() // no API call before the key's frame
				p.Settle(1)
			}
		}},
	{"open-200k", "opening a file of 200,000 points of six classes with four compared methods (issue 41's scene), and 5 s after",
		func(p *browsertest.Page) { p.Do(browsertest.ComparisonFileJS) },
		func(p *browsertest.Page) {
			p.Do(browsertest.OpenComparisonFileJS)
			p.WaitFor("the scene", `hyperplane.status().npoints === 200000 && hyperplane.status().compare.length === 4`, 5*time.Minute)
			time.Sleep(5 * time.Second)
		}},
	{"lessons", "every lesson opened from the Lesson picker",
		func(p *browsertest.Page) {},
		func(p *browsertest.Page) {
			// Each lesson's title differs from the one before: the
			// status's title (in the page's words) changes when it opens.
			for _, id := range browsertest.Eval[[]string](p, `hyperplane.lessons().map((l) => l.id)`) {
				before := browsertest.Eval[string](p, `JSON.stringify(hyperplane.status().title)`)
				pick(p, "lesson-pick", id)
				p.WaitFor("the lesson", fmt.Sprintf(`JSON.stringify(hyperplane.status().title) !== %q && !document.getElementById("lesson-card").hidden`, before), time.Minute)
				p.Settle(1)
			}
		}},
	{"presets", "every data set made from the Scenes picker",
		func(p *browsertest.Page) {},
		func(p *browsertest.Page) {
			for _, id := range browsertest.Eval[[]string](p, `hyperplane.presets().map((l) => l.id)`) {
				pick(p, "preset", id)
				p.Settle(1)
			}
		}},
	{"undo", "100,000 points standardized (one edit), then undone, redone and undone",
		func(p *browsertest.Page) {
			withPoints(p, 100000, "perceptron")
			p.Settle(2)
		},
		func(p *browsertest.Page) {
			for _, call := range []string{"standardize", "undo", "redo", "undo"} {
				p.Do(`hyperplane.` + call + `()`)
				p.Settle(1)
			}
		}},
	{"sections", "each section of the panel scrolled into view and each of its folded parts opened, with 10,000 points",
		func(p *browsertest.Page) {
			withPoints(p, 10000, "logistic")
			p.Settle(2)
		},
		func(p *browsertest.Page) {
			for _, id := range browsertest.Eval[[]string](p, `[...document.querySelectorAll("#panel section[id^=sec-]")].map((s) => s.id)`) {
				p.Do(`(() => { const s = document.getElementById("` + id + `"); s.scrollIntoView(); for (const d of s.querySelectorAll("details:not([hidden])")) d.open = true; return {ok: true}; })()`)
				p.Settle(2)
			}
		}},
}

// keyOf returns the chromedp key of a key's name.
func keyOf(name string) string {
	switch name {
	case "ArrowRight":
		return "\ue014"
	case "ArrowLeft":
		return "\ue012"
	case "ArrowUp":
		return "\ue013"
	case "ArrowDown":
		return "\ue015"
	case "Enter":
		return "\r"
	}
	return name
}

// pick chooses value in the select id, as a person would.
func pick(p *browsertest.Page, id, value string) {
	p.Do(`(() => { const s = document.getElementById("` + id + `"); s.value = "` + value + `"; s.dispatchEvent(new Event("change")); return {ok: true}; })()`)
}

// waitUntil waits for cond, or for the time d, whichever comes first.
func waitUntil(p *browsertest.Page, cond string, d time.Duration) {
	t0 := time.Now()
	for time.Since(t0) < d && !browsertest.Eval[bool](p, "!!("+cond+")") {
		time.Sleep(100 * time.Millisecond)
	}
}

// slowRun runs each scenario that filter matches at each rate, in a page
// of its own.
func (b *bench) slowRun(filter *regexp.Regexp) {
	for _, sc := range slowScenarios {
		if filter != nil && !filter.MatchString(sc.key) {
			continue
		}
		for _, rate := range slowRates {
			b.slowScenario(sc, rate)
			b.close()
		}
	}
}

// scenarioT is the reporter for one scenario: a failure (a wait that
// timed out) ends the scenario, not the bench, and is reported as an
// error of the run.
type scenarioT struct{ *reporter }

// scenarioFailed is what scenarioT's Fatalf panics with.
type scenarioFailed struct{}

func (s scenarioT) Fatalf(f string, a ...any) {
	s.Errorf(f, a...)
	panic(scenarioFailed{})
}

// slowScenario measures one scenario at one rate.
func (b *bench) slowScenario(sc slowScenario, rate float64) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(scenarioFailed); !ok {
				panic(r)
			}
			log.Printf("%s at %gx failed: its figures are left out", sc.key, rate)
		}
	}()
	p := b.env.OpenURL(scenarioT{b.r}, b.env.URL+"?debug")
	p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
	p.WaitFor("the controls", browsertest.Built, 60*time.Second)
	sc.setup(p)
	p.Settle(2)
	p.Throttle(rate)
	p.Inputs() // forget the setup's
	p.GC(true)
	p.Do(`hyperplane.frameStats(true)`)
	p.WatchLongTasks()
	t0 := time.Now()
	if b.profile == "" {
		sc.act(p)
	} else {
		mark := 0.0
		prof, err := p.Profile(200, func() { mark = p.ProfileMark(); sc.act(p) })
		if err != nil {
			b.r.Errorf("profiling %s: %v", sc.key, err)
		} else {
			data, _ := json.Marshal(prof)
			os.WriteFile(filepath.Join(b.profile, fmt.Sprintf("%s-%gx.cpuprofile", sc.key, rate)), data, 0o644)
			log.Printf("%s at %gx, V8's profile:\n%s", sc.key, rate, browsertest.ProfileTop(prof, 40))
			defer func(lt browsertest.LongTasks) {
				log.Printf("%s at %gx, the long tasks:\n%s", sc.key, rate, browsertest.TaskProfiles(prof, mark, lt.Tasks, 12))
			}(p.LongTasks())
		}
	}
	secs := time.Since(t0).Seconds()
	lt := p.LongTasks()
	gc := p.GC(false)
	ins := p.Inputs()
	st := browsertest.Eval[map[string]any](p, `hyperplane.frameStats()`)
	p.Throttle(1)
	k := fmt.Sprintf("slow/%s/%gx/", sc.key, rate)
	b.add(k+"count", float64(lt.Count))
	b.add(k+"longest", lt.Longest)
	b.add(k+"tbt", lt.TBT)
	b.add(k+"seconds", secs)
	b.add(k+"gc-cycles", float64(gc.Cycles))
	b.add(k+"gc-most", gc.Most)
	b.add(k+"gc-pause", gc.LongestPause)
	b.add(k+"gc-live", gc.Live/1e6)
	b.add(k+"gc-scan", gc.Scan/1e6)
	lat := map[string][]float64{}
	for _, in := range ins {
		lat[in.Kind] = append(lat[in.Kind], in.Latency())
	}
	for kind, v := range lat {
		sort.Float64s(v)
		b.add(k+kind+"-max", v[len(v)-1])
		b.add(k+kind+"-median", browsertest.Quantile(v, 0.5))
	}
	log.Printf("%s at %gx: %d long tasks %v; GC %+v; work %v", sc.key, rate, lt.Count, lt.Tasks, gc, st["work"])
}

// slowOnly runs the section runs times and prints it.
func (b *bench) slowOnly(filter *regexp.Regexp) {
	for i := 0; i < b.runs; i++ {
		log.Printf("slow machine %d of %d", i+1, b.runs)
		b.slowRun(filter)
	}
	fmt.Print(b.slowReport())
	if t := b.slowTargets(); t != "" {
		fmt.Print("\n| Target | Measured | Met |\n|---|---|---|\n" + t)
	}
}

// slowRuns is how many times the full bench runs the section: each run
// takes about ten minutes.
const slowRuns = 3

// withPoints sets n points of two blobs (browsertest.Blobs) and the method
// algo: the start of most scenarios.
func withPoints(p *browsertest.Page, n int, algo string) {
	p.Do(fmt.Sprintf("hyperplane.setPoints(%s)", browsertest.Blobs(n)))
	p.Do(`hyperplane.setAlgorithm("` + algo + `")`)
}
