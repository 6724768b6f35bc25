// Command scormpack packs a lesson file as a SCORM package, for make
// scorm: the page's files from a built web/ folder (make build), the
// lesson, and imsmanifest.xml (engine/course/scorm).
//
//	go run ./engine/internal/scormpack -lesson my.lesson.json [-version 1.2|2004] [-pass 80] [-lang cs] [-page web] [-out build/scorm/x.zip]
//
// With -lang the package's page speaks that language (one of the page's
// catalogs, web/locales) in every student's browser; with -lang, -out's
// default name ends in the language: <lesson id>-scorm12-cs.zip.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"hyperplane/engine/course"
	"hyperplane/engine/course/scorm"
	"hyperplane/engine/msg"
	"hyperplane/engine/msg/fluent"
)

func main() {
	lessonPath := flag.String("lesson", "", "the lesson file (JSON) to pack")
	version := flag.String("version", "1.2", "SCORM version: 1.2 or 2004 (4th edition)")
	pass := flag.Float64("pass", scorm.DefaultPassMark, "pass mark, in percent of the lesson's score")
	page := flag.String("page", "web", "the page's folder, built (make build)")
	lang := flag.String("lang", "", "the language the package runs in (a locale of web/locales: cs, de, …); default: the student's browser's")
	out := flag.String("out", "", "the zip to write (default build/scorm/<lesson id>-scorm<version>.zip)")
	flag.Parse()
	if *lessonPath == "" {
		log.Fatal("scormpack: give the lesson file: make scorm LESSON=path/to/lesson.json")
	}
	data, err := os.ReadFile(*lessonPath)
	if err != nil {
		log.Fatalf("scormpack: %v", err)
	}
	l, err := course.ParseLesson(data)
	if err != nil {
		log.Fatalf("scormpack: %s: %v", *lessonPath, err)
	}
	files, err := scorm.PageFiles(func(name string) ([]byte, error) {
		return os.ReadFile(filepath.Join(*page, filepath.FromSlash(name)))
	})
	if err != nil {
		log.Fatalf("scormpack: %v (run make build first)", err)
	}
	o := scorm.Options{Version: scorm.Version(*version), PassMark: pass, Lang: *lang}
	if *out == "" {
		name := l.ID + "-scorm" + strings.ReplaceAll(*version, ".", "")
		if *lang != "" {
			name += "-" + *lang
		}
		*out = filepath.Join("build", "scorm", name+".zip")
	}
	start := time.Now()
	var b bytes.Buffer
	sum, err := scorm.Build(&b, o, l, files, nil)
	if err != nil {
		log.Fatalf("scormpack: %s", words(*page, err))
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		log.Fatalf("scormpack: %v", err)
	}
	if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		log.Fatalf("scormpack: %v", err)
	}
	in := ""
	if *lang != "" {
		in = ", in " + *lang
	}
	fmt.Printf("%s: SCORM %s, pass mark %g%%%s, %d files, %.1f MB (%.1f MB unpacked), in %.1f s\n",
		*out, *version, *pass, in, len(sum.Files), float64(sum.Bytes)/(1<<20), float64(sum.Raw)/(1<<20), time.Since(start).Seconds())
}

// words returns err in English: the words of its msg.Text from the page's
// catalog (web/locales/en), or its own.
func words(page string, err error) string {
	t, ok := msg.TextOf(err)
	if !ok {
		return err.Error()
	}
	cat, cerr := fluent.Load(os.DirFS(filepath.Join(page, "locales")), "en")
	if cerr != nil {
		return err.Error()
	}
	s, ferr := cat.Format(t)
	if ferr != nil {
		return err.Error()
	}
	return s
}
