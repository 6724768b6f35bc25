package api

import (
	"encoding/json"
	"errors"
	"math"
	"testing"
	"time"

	"hyperplane/engine/evaluate"
	"hyperplane/engine/msg"
	"hyperplane/wasm/pictures"
	"hyperplane/wasm/session"
)

// TestResultsJSON: the session's plain results written as the page's
// JSON, each against the text the contract has always had (the field
// order, null for NaN and for a missing split, milliseconds to the
// microsecond).
func TestResultsJSON(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		name string
		v    any
		want string
	}{
		{"series without a split", seriesOf(session.Series{Length: 3, Step: []int{0, 2}, Loss: []float64{1.5, nan}, Accuracy: []float64{0.5, 1}}),
			`{"accuracy":[0.5,1],"length":3,"loss":[1.5,null],"step":[0,2],"testAccuracy":null,"testLoss":null}`},
		{"series with a split", seriesOf(session.Series{Length: 1, Step: []int{0}, Loss: []float64{0}, Accuracy: []float64{1},
			TestLoss: []float64{nan}, TestAccuracy: []float64{0.25}}),
			`{"accuracy":[1],"length":1,"loss":[0],"step":[0],"testAccuracy":[0.25],"testLoss":[null]}`},
		{"empty series", seriesOf(session.Series{Step: []int{}, Loss: []float64{}, Accuracy: []float64{}}),
			`{"accuracy":[],"length":0,"loss":[],"step":[],"testAccuracy":null,"testLoss":null}`},
		{"no cross-validation", cvOf(session.CVReport{}),
			`{"running":false,"progress":0,"done":false,"millis":0,"points":0,"folds":0,"results":[]}`},
		// 1234567 ns is 1234 µs: 1.234 ms. The second fold has no loss yet
		// and the standard deviations of one fold are NaN.
		{"a cross-validation", cvOf(session.CVReport{Progress: 0.5, Took: 1234567 * time.Nanosecond, Points: 9, Folds: 2,
			Results: []evaluate.Result{{Candidate: evaluate.Candidate{ID: "lms"}, Accuracy: []float64{1}, Loss: []float64{nan},
				MeanAcc: 1, SdAcc: nan, MeanLoss: nan, SdLoss: nan}}}),
			`{"running":false,"progress":0.5,"done":false,"millis":1.234,"points":9,"folds":2,"results":[{"accuracy":[1],"basis":{},` +
				`"done":false,"error":"","id":"lms","loss":[null],"meanAccuracy":1,"meanLoss":null,"sdAccuracy":null,"sdLoss":null}]}`},
		{"a refused weight space", weightSpaceOf(session.WeightSpace{}, errors.New("The weight-space view is for two classes.")),
			`{"error":"The weight-space view is for two classes.","ok":false}`},
		{"a weight space", weightSpaceOf(session.WeightSpace{WeightSlice: pictures.WeightSlice{W0: 1, Box: [4]float64{-1, 1, -1, 1}},
			Current: [3]float64{1, 2, 3}, Points: [][3]float64{{0, 0, 1}}, Margin: "xi"}, nil),
			`{"ok":true,"w0":1,"b":0,"box":[-1,1,-1,1],"constraints":null,"polygon":null,"path":null,"current":[1,2,3],"points":[[0,0,1]],"margin":"xi"}`},
		{"an import", importJSON{true, 3, 2, []msg.Text{}, 0.5}, `{"ok":true,"points":3,"classes":2,"dropped":[],"ms":0.5}`},
	}
	for _, c := range cases {
		data, err := json.Marshal(c.v)
		if err != nil || string(data) != c.want {
			t.Errorf("%s: %s (%v)\nwant %s", c.name, data, err, c.want)
		}
	}
}
