package main

import (
	"fmt"
	"log"
	"strings"
	"time"
)

// stepsOnly measures training's steps a second at full speed, logistic
// regression on 1,000 and 10,000 points, runs times; with another build of
// the playground served at before (-before), the two in turn, so that a
// change of the training's schedule is measured against the code before it
// on the same machine at the same time. It prints the figures.
func (b *bench) stepsOnly(before string) {
	pages := []struct{ key, url string }{{"after", b.env.URL}}
	if before != "" {
		pages = append([]struct{ key, url string }{{"before", before}}, pages...)
	}
	for i := 0; i < b.runs; i++ {
		log.Printf("steps %d of %d", i+1, b.runs)
		for _, pg := range pages {
			p := b.env.OpenURL(b.r, pg.url)
			// As playgroundRun: the first frame, the API, and the default
			// scene's loading over before the points are set.
			b.firstFrame(p, "hyperplaneFirstFrame")
			p.WaitFor("the API", "window.hyperplane !== undefined", 60*time.Second)
			time.Sleep(time.Second)
			for _, n := range []int{1000, 10000} {
				logisticOn(p, n)
				p.Do(`hyperplane.play()`)
				time.Sleep(time.Second)
				b.add(fmt.Sprintf("%s/%d-steps", pg.key, n), b.fullSpeed(p))
				b.add(fmt.Sprintf("%s/%d-fps", pg.key, n), b.fps(p))
				p.Do(`hyperplane.pause()`)
			}
			b.close()
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Training steps a second at full speed (logistic regression, η = 0.002), and the frames a second then, medians of %d runs [range]", b.runs)
	if before != "" {
		sb.WriteString(", the code before and after in turn")
	}
	sb.WriteString(":\n\n| Build | 1,000 points: steps/s | fps | 10,000 points: steps/s | fps |\n|---|---|---|---|---|\n")
	for _, pg := range pages {
		f := func(k, format string) string {
			s := b.get(pg.key + "/" + k)
			return fmt.Sprintf(format+" ["+format+", "+format+"]", s.med, s.min, s.max)
		}
		fmt.Fprintf(&sb, "| %s | %s | %s | %s | %s |\n", pg.key, f("1000-steps", "%.0f"), f("1000-fps", "%.1f"), f("10000-steps", "%.0f"), f("10000-fps", "%.1f"))
	}
	fmt.Print(sb.String())
}
