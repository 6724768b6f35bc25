package api

import (
	"bytes"

	"hyperplane/engine/course"
	"hyperplane/engine/course/scorm"
	"hyperplane/engine/msg"
)

// ScormPackage is the handler of scormPackage({version, passMark, lang}):
// it checks the options and that the scene on screen is a lesson that
// can be saved, and hands both to pack, which the browser program gives
// (it fetches the page's own files, calls BuildPackage on a goroutine and
// answers a Promise of the zip). Options it cannot take, or no lesson,
// are refused at once.
func ScormPackage(pack func(o scorm.Options, l course.Lesson) (any, error)) Handler {
	return Handler{Name: "scormPackage", Locked: true, Params: []Param{Obj(msg.T("refuse-arg-the-options")).Opt()},
		Do: func(c *Call) (any, error) {
			var o scorm.Options
			if err := c.DecodeIf(0, &o); err != nil {
				return nil, err
			}
			o.Normalize()
			if err := o.Validate(); err != nil {
				return nil, err
			}
			s := c.S().Scene()
			e, err := course.ParseExtras(&s)
			if err != nil {
				return nil, err
			}
			l := course.Lesson{Title: s.Title, Text: s.Text, Scene: s, Extras: e}
			if _, err := l.Encode(); err != nil {
				return nil, msg.Wrap(err, "refuse-no-lesson-to-pack", "why", msg.Of(err))
			}
			return pack(o, l)
		}}
}

// BuildPackage returns the zip of the SCORM package of l made with the
// options o from the page's files, which read returns by their paths from
// the page's folder (scorm.PageFiles), calling pause between pieces. Its
// error is the sentence the page shows.
func BuildPackage(o scorm.Options, l course.Lesson, read func(name string) ([]byte, error), pause func()) ([]byte, error) {
	page, err := scorm.PageFiles(read)
	if err == nil {
		var buf bytes.Buffer
		if _, err = scorm.Build(&buf, o, l, page, pause); err == nil {
			return buf.Bytes(), nil
		}
	}
	return nil, &msg.Error{Text: msg.Sentence(Short(msg.T("refuse-package-not-made", "why", msg.Of(err))))}
}
