// Package scorm packs a Hyperplane lesson as a SCORM package, a zip that
// every major learning management system (LMS) imports and whose score it
// records: the page's own files, the lesson, and imsmanifest.xml, for
// SCORM 1.2 or SCORM 2004 4th edition. It also writes and reads the
// student's progress (the scene and the answers) in the form the page
// keeps in the LMS's cmi.suspend_data, within the LMS's bound.
//
// It is plain Go, tested natively; the page calls it through its glue
// (window.hyperplane.scormPackage) with the files it fetches from its own
// folder, and make scorm through engine/internal/scormpack with the files
// of web/.
//
// # Use
//
//	page, err := scorm.PageFiles(func(name string) ([]byte, error) {
//		return os.ReadFile(filepath.Join("web", name))
//	})
//	sum, err := scorm.Build(w, scorm.Options{Version: scorm.V2004, PassMark: 80}, lesson, page, nil)
package scorm

import (
	"fmt"
	"math"
	"strconv"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// Version is a version of SCORM.
type Version string

// The versions a package can be made for.
const (
	V12   Version = "1.2"  // SCORM 1.2
	V2004 Version = "2004" // SCORM 2004 4th edition
)

// DefaultPassMark is the pass mark, in percent, of a package made without
// one.
const DefaultPassMark = 80

// Options are a package's choices.
type Options struct {
	// Version is V12 (the default) or V2004.
	Version Version `json:"version"`
	// PassMark is the score, in percent of the lesson's maximum, at or
	// above which the student passes: a whole number from 0 to 100. Nil
	// means DefaultPassMark.
	PassMark *float64 `json:"passMark"`
	// Lang is the locale the package's page speaks (a BCP 47 tag of the
	// page's catalogs: "cs"), or "" for the student's browser's.
	Lang string `json:"lang"`
}

// Normalize fills in the defaults of o.
func (o *Options) Normalize() {
	if o.Version == "" {
		o.Version = V12
	}
	if o.PassMark == nil {
		p := float64(DefaultPassMark)
		o.PassMark = &p
	}
}

// Validate reports the first problem of o, a normalized Options.
func (o *Options) Validate() error {
	if o.Version != V12 && o.Version != V2004 {
		return msg.Err("scorm-version", "version", wording.Quote(string(o.Version)), "a", string(V12), "b", string(V2004))
	}
	p := *o.PassMark
	if math.IsNaN(p) || p < 0 || p > 100 || p != math.Trunc(p) {
		return msg.Err("scorm-pass-mark", "value", fmt.Sprint(p))
	}
	if o.Lang != "" && !scene.LangTag(o.Lang) {
		return msg.Err("scorm-lang-invalid", "lang", wording.Quote(o.Lang))
	}
	return nil
}

// Pass returns the pass mark of a normalized o, in percent.
func (o *Options) Pass() int { return int(*o.PassMark) }

// SuspendLimit is the longest cmi.suspend_data, in characters, that an
// LMS of version v must keep: 4,096 in SCORM 1.2 (CMIString4096) and
// 64,000 in SCORM 2004 (characterstring, SPM 64000).
func SuspendLimit(v Version) int {
	if v == V2004 {
		return 64000
	}
	return 4096
}

// Names of the package's own files, beside the page's.
const (
	// ManifestFile is the package's manifest, at the root of the zip.
	ManifestFile = "imsmanifest.xml"
	// LessonFile is the lesson the package opens.
	LessonFile = "lesson.json"
)

// Launch returns the address, relative to the package's root, that the
// LMS opens: the page, told by its query which SCORM runtime to find, the
// pass mark (for an LMS that does not give the manifest's to the page)
// and the language it speaks, when the package has one. The page then
// opens LessonFile.
func Launch(o Options) string {
	o.Normalize()
	u := "index.html?scorm=" + string(o.Version) + "&pass=" + strconv.Itoa(o.Pass())
	if o.Lang != "" {
		u += "&lang=" + o.Lang
	}
	return u
}
