package main

import (
	"fmt"
	"log"
	"strings"
	"time"

	"hyperplane/browsertest"
)

// embedSizes are the bursts of embed commands measured: 50, a course
// page's set-up (issue 48 saw it answered in about two seconds, a reply a
// frame), and 1,000.
var embedSizes = []int{50, 1000}

// embedRun measures how long a course page waits for the replies to a
// burst of embed commands: the dist's example course page
// (embed/example.html), served from a second origin, posts n commands at
// once to the playground (browsertest.RunEmbedBurst: addPoint, and status
// every hundredth), from the first posted to the last reply.
func (b *bench) embedRun() {
	srv, course, err := browsertest.StartServer(b.env.ServeBin, b.env.Web, "/")
	if err != nil {
		b.r.Errorf("the course page's server: %v", err)
		return
	}
	defer srv.Process.Kill()
	play := strings.TrimSuffix(b.env.URL, "/")
	for _, n := range embedSizes {
		p := b.env.OpenURL(b.r, strings.TrimSuffix(course, "/")+"/embed/example.html?playground="+b.env.URL)
		p.WaitFor("the connection", "!!window.hyperplaneEmbed", 60*time.Second)
		// The playground's page builds the rest of its controls after its
		// first frame: the burst comes once it has settled, as a course
		// page's commands come after its student has looked.
		time.Sleep(time.Second)
		burst := browsertest.RunEmbedBurst(p, n, play)
		if len(burst.Replies) != n {
			b.r.Errorf("a burst of %d embed commands got %d replies", n, len(burst.Replies))
		}
		b.add(fmt.Sprintf("embed/burst-%d-ms", n), burst.MS)
		b.close()
	}
}

// embedOnly runs only the embed's bursts and prints their rows.
func (b *bench) embedOnly() {
	for i := 0; i < b.runs; i++ {
		log.Printf("embed %d of %d", i+1, b.runs)
		b.embedRun()
	}
	fmt.Print(b.embedReport())
}

// embedReport writes the bursts' rows of the browser's table.
func (b *bench) embedReport() string {
	var sb strings.Builder
	for _, n := range embedSizes {
		s := b.get(fmt.Sprintf("embed/burst-%d-ms", n))
		fmt.Fprintf(&sb, "| Embed: a burst of %s commands from the course page, the first posted to the last reply | %.0f ms | [%.0f, %.0f] |\n",
			thousands(n), s.med, s.min, s.max)
	}
	return sb.String()
}

// thousands writes n with a comma between the thousands.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
