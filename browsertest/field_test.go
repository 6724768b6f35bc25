package browsertest

import (
	"strings"
	"testing"
)

// TestFieldPrograms writes and compiles, in the page, every program of the
// field shader: one for each basis, combine rule, link and look
// (wasm/render, SampleKeys; TestEveryProgramCompiles there compiles the
// same programs natively). The programs are written as straight-line code
// for speed, so a combination that no other test draws could otherwise
// break unseen.
func TestFieldPrograms(t *testing.T) {
	p := open(t, "?debug")
	type result struct {
		Count  int      `json:"count"`
		Errors []string `json:"errors"`
	}
	r := Eval[result](p, "hyperplane.debug.fieldPrograms()")
	// 5 bases × (sign: 3 links × 2 bands, fewer where the probit's
	// covariance does not fit; argmax: 3 links; ovr, ovo: 2 links) × looks:
	// well over a thousand distinct programs.
	if r.Count < 1000 {
		t.Errorf("only %d field programs were written", r.Count)
	}
	if len(r.Errors) > 0 {
		t.Errorf("%d of %d field programs do not compile:\n%s", len(r.Errors), r.Count, strings.Join(r.Errors[:min(len(r.Errors), 5)], "\n"))
	} else {
		t.Logf("%d field programs compile", r.Count)
	}
}
