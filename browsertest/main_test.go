package browsertest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// env is the server and browser shared by the tests.
var (
	env      *Env
	setupErr error
)

func TestMain(m *testing.M) {
	if os.Getenv("HYPERPLANE_BROWSER") == "" {
		fmt.Println("browsertest: HYPERPLANE_BROWSER is not set; the browser tests are skipped (make test runs them)")
		os.Exit(m.Run())
	}
	root, _ := filepath.Abs("..")
	KeepProgram, Shell, Llvmpipe = true, true, true
	env, setupErr = Setup(root, filepath.Join(root, "web"), "/")
	if rate, err := ThrottleFromEnv(); err != nil {
		setupErr = err
	} else if env != nil {
		env.Throttle = rate
	}
	code := m.Run()
	fmt.Println("browsertest:", OpenStats())
	if env != nil {
		env.Close()
	}
	os.Exit(code)
}

// open opens the playground for a test.
func open(t *testing.T, query string) *Page {
	t.Helper()
	needBrowser(t)
	return env.Open(t, query)
}

// status is the part of hyperplane.status() the tests read.
type status struct {
	Algorithm   string `json:"algorithm"`
	NPoints     int    `json:"npoints"`
	Class       int    `json:"class"`
	Playing     bool   `json:"playing"`
	Trained     bool   `json:"trained"`
	Step        int    `json:"step"`
	Updates     int    `json:"updates"`
	Mistakes    int    `json:"mistakes"`
	RingsHidden bool   `json:"ringsHidden"`
	Accuracy    *float64
	Status      string     `json:"status"`
	Reason      string     `json:"reason"`
	Canvas      [3]float64 `json:"canvas"`
	Field       *struct {
		Rows    [][]float64 `json:"rows"`
		Combine string      `json:"combine"`
		Labels  []int       `json:"labels"`
		Link    string      `json:"link"`
		Band    float64     `json:"band"`
	} `json:"field"`
	Message struct {
		Kind string `json:"kind"`
		Text string `json:"text"`
	} `json:"message"`
	Colors []string     `json:"colors"`
	Points [][3]float64 `json:"points"`
	Values []struct {
		Key string   `json:"key"`
		V   *float64 `json:"v"`
	} `json:"values"`
	Frame float64 `json:"frame"`
	Ticks float64 `json:"ticks"`
}

func statusOf(p *Page) status { return Eval[status](p, "hyperplane.status()") }
func stateOf(p *Page) status  { return Eval[status](p, "hyperplane.state()") }

// open2 opens the playground in the viewport v.
func open2(t *testing.T, query string, v Viewport) *Page {
	t.Helper()
	needBrowser(t)
	return env.OpenAt(t, query, v)
}
