package main

import (
	"syscall/js"

	"hyperplane/engine/msg"
)

// formatText returns t in the page's language: js/i18n.js formats it
// (window.hyperplaneI18n.fmt, published when the page's modules load,
// after the program's first frame). Before that (a call from the console
// in the first second) or without it (the modules did not load) it
// returns the Text's id and arguments: the one case where an id shows.
func formatText(t msg.Text) string {
	i18n := js.Global().Get("hyperplaneI18n")
	if i18n.Type() != js.TypeObject {
		return t.String()
	}
	s := ""
	func() {
		defer func() { recover() }()
		s = i18n.Call("fmt", toJS(t)).String()
	}()
	if s == "" {
		return t.String()
	}
	return s
}

// refuseText is the answer to a call refused with t: {ok: false, error,
// text}, error in the page's language and text the Text itself (for a
// course page that formats it in its own words). The page is told too,
// as refuse does.
func refuseText(t msg.Text) js.Value {
	s := formatText(t)
	ans := refuse(s)
	ans.Set("text", toJS(t))
	return ans
}
