package engine

import (
	"strconv"
	"strings"

	"hyperplane/engine/msg"
)

// NumText is v as fmt's %.*g writes it, with prec significant digits (the
// shortest that reads back for prec −1), as a Text whose digits the page
// writes in its locale: "0.25" (0,25 in Czech), "2.5e-09". Messages quote
// the models' numbers, and the values a user gave, with it.
func NumText(v float64, prec int) msg.Text {
	s := strconv.FormatFloat(v, 'g', prec, 64)
	mant, exp, ok := strings.Cut(s, "e")
	m, err := strconv.ParseFloat(mant, 64)
	if err != nil { // NaN and infinities have no digits to write
		return msg.T("engine-num-word", "text", s)
	}
	if !ok {
		return msg.T("engine-num", "x", m)
	}
	return msg.T("engine-num-exp", "m", m, "exp", exp)
}
