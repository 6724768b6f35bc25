// Command exportscenes writes Hyperplane's lessons and presets as JSON
// files, for make dist: a teacher copies one, edits its text and points,
// and opens it with ?scene=path on the same site. Their titles and texts
// are in the words of one locale of the catalog (English by default).
//
//	go run ./engine/internal/exportscenes -out dist/scenes [-locales web/locales] [-lang en]
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"hyperplane/engine/course"
	"hyperplane/engine/msg"
	"hyperplane/engine/msg/fluent"
)

func main() {
	out := flag.String("out", "scenes", "folder to write into")
	locales := flag.String("locales", "web/locales", "the folder of the catalogs")
	lang := flag.String("lang", "en", "the locale of the titles and texts")
	flag.Parse()
	cat, err := fluent.Load(os.DirFS(*locales), *lang)
	if err != nil {
		log.Fatal(err)
	}
	if *lang != "en" {
		if cat.Fallback, err = fluent.Load(os.DirFS(*locales), "en"); err != nil {
			log.Fatal(err)
		}
	}
	words := func(t msg.Text) string {
		s, err := cat.Format(t)
		if err != nil {
			log.Fatal(err)
		}
		return s
	}
	if err := os.MkdirAll(filepath.Join(*out, "lessons"), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(*out, "presets"), 0o755); err != nil {
		log.Fatal(err)
	}
	n := 0
	for _, l := range course.Lessons(words) {
		data, err := l.Encode()
		if err != nil {
			log.Fatalf("lesson %s: %v", l.ID, err)
		}
		write(filepath.Join(*out, "lessons", l.ID+".json"), data)
		n++
	}
	for _, p := range course.Presets() {
		s, err := course.GeneratePreset(words, p.ID, nil)
		if err != nil {
			log.Fatalf("preset %s: %v", p.ID, err)
		}
		data, err := s.Encode()
		if err != nil {
			log.Fatalf("preset %s: %v", p.ID, err)
		}
		write(filepath.Join(*out, "presets", p.ID+".json"), data)
		n++
	}
	fmt.Printf("wrote %d scenes to %s\n", n, *out)
}

func write(path string, data []byte) {
	if err := os.WriteFile(path, data, 0o644); err != nil {
		log.Fatal(err)
	}
}
