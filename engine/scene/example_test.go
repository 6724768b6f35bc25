package scene_test

import (
	"fmt"
	"os"
	"strings"

	"hyperplane/engine"
	"hyperplane/engine/msg"
	"hyperplane/engine/msg/fluent"
	"hyperplane/engine/scene"
)

// A scene from its JSON, filled in (Normalize) and checked (Validate); a
// held-out split of it; and a trainer on its training points, as the page
// starts one.
func ExampleParseScene() {
	s, err := scene.ParseScene([]byte(`{"version": 1, "algorithm": "least-squares",
		"points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [3, 3, 1], [4, 3, 1], [3, 4, 1]],
		"split": {"fraction": 0.34, "seed": 7}}`))
	if err != nil {
		panic(err)
	}
	part := s.Split.Divide(s.Dataset())
	fmt.Println(s.Algorithm, len(s.Classes), "classes:", s.Classes[0].Name, "and", s.Classes[1].Name)
	fmt.Println(len(part.Train.Points), "training points,", len(part.Test.Points), "test points")
	tr, err := engine.NewTrainer(s.Algorithm, part.Train, s.Basis, s.Params)
	if err != nil {
		panic(err)
	}
	snap, _ := tr.Step()
	fmt.Println(snap.Status, snap.Mistakes, "mistakes")

	// A refusal's words are a Text of the message catalog: here in English.
	_, err = scene.ParseScene([]byte(`{"version": 1, "points": [[0, 0, 1.5]]}`))
	en, ferr := fluent.Load(os.DirFS("../../web/locales"), "en")
	if ferr != nil {
		panic(ferr)
	}
	fmt.Println(en.MustFormat(msg.Of(err)))
	// Output:
	// least-squares 2 classes: Class 1 and Class 2
	// 4 training points, 2 test points
	// converged 0 mistakes
	// point 1: the class 1.5 is not a whole number from 0 (the first class) up
}

// A share link is the scene compressed, with a checksum: what EncodeLink
// writes, DecodeLink reads back, and a damaged link is refused.
func ExampleEncodeLink() {
	s := scene.DefaultScene()
	link, err := scene.EncodeLink(s)
	if err != nil {
		panic(err)
	}
	back, err := scene.DecodeLink("https://example.org/#" + link)
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.HasPrefix(link, "v2."), back.Title, len(back.Points), "points,", back.Algorithm)
	damaged := link[:10] + "A" + link[11:]
	if link[10] == 'A' {
		damaged = link[:10] + "B" + link[11:]
	}
	_, err = scene.DecodeLink(damaged)
	fmt.Println(err != nil)
	// Output:
	// true Two blobs 12 points, perceptron
	// true
}

// CSV is read as a spreadsheet writes it: a header, a comment, classes
// numbered from 1 in the file and from 0 in code, and names for them.
func ExampleParseCSV() {
	pts, names, err := scene.ParseCSV(strings.NewReader("x,y,class\n0.5,1,1\n2,-1,2\n# a comment\n3,0,2\n"), 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(pts, names)
	// Output: [{0.5 1 0} {2 -1 1} {3 0 1}] [Class 1 Class 2]
}
