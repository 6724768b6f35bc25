package browsertest

import (
	"os"
	"testing"
)

// TestImportTime measures (it asserts nothing) how long the page takes to
// import a CSV file of the maximal size, 32 MB (scene.MaxCSVBytes) with
// 200,000 points, for BENCHMARKS.md (issue 32); it runs only with
// HYPERPLANE_MEASURE set:
//
//	HYPERPLANE_BROWSER=1 HYPERPLANE_MEASURE=1 go test -count=1 -v -run TestImportTime ./browsertest/
func TestImportTime(t *testing.T) {
	if os.Getenv("HYPERPLANE_MEASURE") == "" {
		t.Skip("HYPERPLANE_MEASURE is not set")
	}
	p := open2(t, "?preset=blobs", Desktop)
	// 200,000 rows of two coordinates written with 70 digits each and a
	// class, padded with comment lines to 32 MiB.
	type res struct {
		Bytes, Wall float64
		Answer      map[string]any
	}
	r := Eval[res](p, `(() => {
		const rows = ["x,y,class"];
		const digits = (v) => v.toFixed(20) + "0".repeat(50);
		for (let i = 0; i < 200000; i++) rows.push(digits(Math.sin(i)) + "," + digits(Math.cos(i * 1.3)) + "," + (i % 2 ? "b" : "a"));
		let text = rows.join("\n") + "\n";
		// Comment lines of 60,000 bytes (a line may hold 64 KiB).
		for (let room = 32 * 1024 * 1024 - text.length; room > 2; room -= 60002) text += "#" + " ".repeat(Math.min(60000, room - 2)) + "\n";
		const t0 = performance.now();
		const answer = hyperplane.importCSV(text);
		return {Bytes: text.length, Wall: performance.now() - t0, Answer: answer};
	})()`)
	t.Logf("%.1f MB: %.0f ms in the page, answer %v", r.Bytes/(1<<20), r.Wall, r.Answer)
}
