package main

import (
	"fmt"
	"hyperplane/browsertest"
	"log"
	"strings"
	"time"
)

// idlePages are the pages whose idle cost -only idle measures: the
// playground as it is; the same page with the browser's own getGamepads
// kept (a script before the page's own makes it unwritable, so that
// index.html cannot hide it, and Ebiten's call at every frame starts
// Chromium's polling of the gamepads); and a blank page, the browser's
// own floor.
var idlePages = []struct {
	key, name, script string
	playground        bool
}{
	{"playground", "the playground, idle (the default scene, nothing moving)", "", true},
	{"polling", "the same with the browser's getGamepads (as before index.html hid it)",
		`Object.defineProperty(navigator, "getGamepads", {value: Navigator.prototype.getGamepads.bind(navigator), writable: false});`, true},
	{"blank", "a blank page", "", false},
}

// idleKinds are the browser's processes the table shows, by --type.
var idleKinds = []struct{ kind, name string }{
	{"renderer", "the page's renderer"},
	{"gpu-process", "the GPU process"},
	{"browser", "the browser"},
	{"utility", "utilities (the network)"},
}

// idleOnly measures what an idle page costs the machine: each page of
// idlePages is opened alone, left 5 s, and the CPU time of every process
// of the browser (user and system, from /proc) is read over the next
// 5 s, in CPU seconds a second. A first load of the playground, not
// measured, puts its compiled code in the browser's cache.
func (b *bench) idleOnly() {
	const settle, span = 5 * time.Second, 5 * time.Second
	warm := b.env.OpenWithScript(b.r, b.env.URL, "")
	warm.WaitStarted()
	time.Sleep(settle)
	warm.Close()
	for i := 0; i < b.runs; i++ {
		log.Printf("idle %d of %d", i+1, b.runs)
		for _, pg := range idlePages {
			url := "about:blank"
			if pg.playground {
				url = b.env.URL
			}
			p := b.env.OpenWithScript(b.r, url, pg.script)
			if pg.playground {
				p.WaitStarted()
			}
			time.Sleep(settle)
			before := b.cpuByKind()
			time.Sleep(span)
			after := b.cpuByKind()
			total := 0.0
			for k, v := range after {
				d := (v - before[k]) / span.Seconds()
				total += d
				b.add(fmt.Sprintf("idle/%s/%s", pg.key, k), d)
			}
			b.add(fmt.Sprintf("idle/%s/total", pg.key), total)
			p.Close()
		}
	}
	fmt.Print(b.idleReport())
}

func (b *bench) cpuByKind() map[string]float64 {
	procs, err := browsertest.BrowserProcs(b.env.Profile())
	if err != nil {
		b.r.Fatalf("idle: %v", err)
	}
	return browsertest.CPUByKind(procs)
}

// idleReport writes the table of -only idle.
func (b *bench) idleReport() string {
	var sb strings.Builder
	sb.WriteString("| Page |")
	for _, k := range idleKinds {
		sb.WriteString(" " + k.name + " |")
	}
	sb.WriteString(" all the browser's processes |\n|---|")
	for range idleKinds {
		sb.WriteString("---|")
	}
	sb.WriteString("---|\n")
	for _, pg := range idlePages {
		fmt.Fprintf(&sb, "| %s |", pg.name)
		for _, k := range idleKinds {
			s := b.get(fmt.Sprintf("idle/%s/%s", pg.key, k.kind))
			fmt.Fprintf(&sb, " %.3f [%.3f, %.3f] |", s.med, s.min, s.max)
		}
		s := b.get(fmt.Sprintf("idle/%s/total", pg.key))
		fmt.Fprintf(&sb, " %.3f [%.3f, %.3f] |\n", s.med, s.min, s.max)
	}
	return sb.String()
}
