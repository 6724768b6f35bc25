package scorm

import (
	"archive/zip"
	"compress/flate"
	"encoding/json"
	"io"
	"path"
	"slices"
	"strings"
	"time"

	"hyperplane/engine/course"
	"hyperplane/engine/msg"
)

// modified is the time written for every file of a package, so that the
// same lesson, options and page make the same bytes.
var modified = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// chunk is how much of a file Build compresses between two calls of its
// pause function.
const chunk = 256 << 10

// Summary says what Build wrote.
type Summary struct {
	Files []string // the files of the zip, the manifest first
	Bytes int64    // the zip's size
	// Raw is the size of the files before compression.
	Raw int64
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// Build writes the SCORM package of lesson l to w: imsmanifest.xml
// (Manifest), the page's files (PageFiles) and the lesson (LessonFile, as
// Lesson.Encode writes it). Files are deflated, except images that are
// compressed already (PNG, ICO), which are stored. pause, when not nil,
// is called after every 256 KB compressed (the page yields to the browser
// there, so that its frames go on while a package is made).
func Build(w io.Writer, o Options, l course.Lesson, page []File, pause func()) (Summary, error) {
	o.Normalize()
	if err := o.Validate(); err != nil {
		return Summary{}, err
	}
	lesson, err := l.Encode()
	if err != nil {
		return Summary{}, msg.Wrap(err, "scorm-lesson-unpacked", "why", msg.Of(err))
	}
	files := slices.Clone(page)
	names := map[string]bool{}
	for _, f := range files {
		if f.Name == ManifestFile || f.Name == LessonFile || names[f.Name] {
			return Summary{}, msg.Err("scorm-second-file", "file", f.Name)
		}
		names[f.Name] = true
	}
	for _, need := range []string{"index.html", "main.wasm"} {
		if !names[need] {
			return Summary{}, msg.Err("scorm-missing-file", "file", need)
		}
	}
	if err := hasLocale(files, o.Lang); err != nil {
		return Summary{}, err
	}
	files = append(files, File{Name: LessonFile, Data: lesson})
	slices.SortFunc(files, func(a, b File) int {
		switch {
		case a.Name < b.Name:
			return -1
		case a.Name > b.Name:
			return 1
		}
		return 0
	})
	list := make([]string, len(files))
	for i, f := range files {
		list[i] = f.Name
	}
	// The lesson as the package's page will read it: its ID (made from
	// its title when it has none) and title, normalized.
	back, err := course.ParseLesson(lesson)
	if err != nil {
		return Summary{}, msg.Wrap(err, "scorm-lesson-unpacked", "why", msg.Of(err))
	}
	manifest, err := Manifest(o, back.ID, back.Title, list)
	if err != nil {
		return Summary{}, err
	}
	files = append([]File{{Name: ManifestFile, Data: manifest}}, files...)

	cw := &countWriter{w: w}
	zw := zip.NewWriter(cw)
	// Level 6 packs the program within 1% of level 9 in 40% of its time
	// (BENCHMARKS.md, "Figures from the code").
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.DefaultCompression)
	})
	sum := Summary{}
	for _, f := range files {
		method := zip.Deflate
		if ext := path.Ext(f.Name); ext == ".png" || ext == ".ico" {
			method = zip.Store
		}
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: f.Name, Method: method, Modified: modified})
		if err != nil {
			return Summary{}, err
		}
		for rest := f.Data; len(rest) > 0; {
			n := min(len(rest), chunk)
			if _, err := fw.Write(rest[:n]); err != nil {
				return Summary{}, err
			}
			rest = rest[n:]
			if pause != nil {
				pause()
			}
		}
		sum.Files = append(sum.Files, f.Name)
		sum.Raw += int64(len(f.Data))
	}
	if err := zw.Close(); err != nil {
		return Summary{}, err
	}
	sum.Bytes = cw.n
	return sum, nil
}

// LocalesFile is the list of the page's catalogs (web/locales).
const LocalesFile = "locales/locales.json"

// hasLocale reports an error unless lang is "" or a locale of the page's
// catalogs (LocalesFile among its files, or a pseudo-locale made from
// English: en-XA, en-XB).
func hasLocale(page []File, lang string) error {
	if lang == "" || lang == "en-XA" || lang == "en-XB" {
		return nil
	}
	var list struct {
		Locales map[string]json.RawMessage `json:"locales"`
	}
	for _, f := range page {
		if f.Name != LocalesFile {
			continue
		}
		if err := json.Unmarshal(f.Data, &list); err != nil {
			return msg.Wrap(err, "scorm-page-file", "file", LocalesFile, "why", msg.Of(err))
		}
		if _, ok := list.Locales[lang]; ok {
			return nil
		}
		have := make([]string, 0, len(list.Locales))
		for k := range list.Locales {
			have = append(have, k)
		}
		slices.Sort(have)
		return msg.Err("scorm-lang-missing", "lang", lang, "have", strings.Join(have, ", "))
	}
	return msg.Err("scorm-lang-no-catalogs", "lang", lang, "file", LocalesFile)
}
