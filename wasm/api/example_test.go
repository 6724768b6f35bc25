package api_test

import (
	"encoding/json"
	"fmt"

	"hyperplane/engine/msg"
	"hyperplane/engine/msg/msgtest"
	"hyperplane/engine/scene"
	"hyperplane/wasm/api"
	"hyperplane/wasm/render"
)

// screen is a plot of 800×600 pixels that has drawn no frame, as the
// contract sees the browser program.
type screen struct{ app *api.App }

func (s screen) Camera() render.Camera { return s.app.Camera(800, 600, 1) }
func (s screen) Frame() api.Frame      { return api.Frame{W: 800, H: 600, DPR: 1} }

// The contract is called by name, as window.hyperplane's functions are:
// the AND gate of README's API example, trained to the end (train answers
// a Pending, which the page turns into a Promise and Finish settles here),
// the status's weights w = (2, 3), w₀ = −4 as README gives them, and a
// call refused by its declared range before anything changes.
func ExampleAPI_Call() {
	app := api.NewApp(scene.DefaultScene())
	a := api.New(app, screen{app})
	if ans := a.Call("setPoints", api.Object(`[[0,0,1],[1,0,1],[0,1,1],[1,1,0]]`)); ans.Refused() {
		panic(ans.Refusal)
	}
	ans := a.Call("train")
	if p, ok := ans.Value.(*api.Pending); ok {
		ans = a.Finish(p)
	}
	r := ans.Value.(api.Ran)
	w, _ := json.Marshal(r.Status.Weights)
	fmt.Println(r.Status.Algorithm, r.Status.Status, "·", r.Stopped, "·", r.Status.Mistakes, "mistakes ·", string(w))

	// A refusal is a Text of the message catalog, which the page words
	// in its reader's language: here in English.
	refusal, err := msgtest.English(a.Call("setClassCount", api.Number(9)).Refusal)
	if err != nil {
		panic(err)
	}
	fmt.Println(refusal)
	fmt.Println(a.Status(false).NPoints, "points")
	// Output:
	// perceptron converged · done · 0 mistakes · {"w":[[2,3]],"w0":[-4]}
	// The number of classes must be between 2 and 6
	// 4 points
}

// Every function is declared with its arguments, their kinds and ranges,
// from which the checks and commands() come: here basisFor, which gives
// the basis a registry entry names on the current scene.
func ExampleAPI_Lookup() {
	h, _ := api.New(api.NewApp(scene.DefaultScene()), nil).Lookup("basisFor")
	// The arguments' names are Texts of the message catalog: here in
	// English.
	var params []map[string]any
	d, _ := json.Marshal(h.Params)
	if err := json.Unmarshal(d, &params); err != nil {
		panic(err)
	}
	for _, p := range params {
		raw, _ := json.Marshal(p["name"])
		var name msg.Text
		if err := json.Unmarshal(raw, &name); err != nil {
			panic(err)
		}
		words, err := msgtest.English(name)
		if err != nil {
			panic(err)
		}
		p["name"] = words
	}
	d, _ = json.Marshal(params)
	fmt.Println(h.Name, h.Changes, string(d))
	// Output: basisFor false [{"kind":"string","maxLength":4096,"name":"the basis's id"}]
}
