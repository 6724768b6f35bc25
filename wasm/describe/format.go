package describe

import (
	"math"
	"strconv"
	"strings"

	"hyperplane/engine/msg"
)

// Num writes v with three significant digits, as the panel's numbers are
// written (web/js/dom.js fmt): no trailing zeros, a true minus sign (U+2212,
// which screen readers say as "minus"), and an exponent only for numbers
// of 10⁵ and more or under 10⁻³.
func Num(v float64) string { return NumDigits(v, 3) }

// NumDigits is Num with d significant digits.
func NumDigits(v float64, d int) string {
	switch {
	case math.IsNaN(v):
		return "no value"
	case math.IsInf(v, 1):
		return "infinity"
	case math.IsInf(v, -1):
		return "minus infinity"
	case v == 0:
		return "0"
	}
	a := math.Abs(v)
	var s string
	if a >= 1e5 || a < 1e-3 {
		s = strconv.FormatFloat(v, 'e', d-1, 64)
		mant, exp, _ := strings.Cut(s, "e")
		if strings.Contains(mant, ".") {
			mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
		}
		e, _ := strconv.Atoi(exp)
		s = mant + "e" + strconv.Itoa(e)
	} else {
		r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'e', d-1, 64), 64)
		s = strconv.FormatFloat(r, 'f', -1, 64)
	}
	return strings.ReplaceAll(s, "-", "−")
}

// Coord writes a coordinate of a plot whose grid lines are step apart: to
// the tenth of the step (the keyboard's fine step), so that two places the
// cursor can reach read differently, without trailing zeros.
func Coord(v, step float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) >= 1e5 || !(step > 0) {
		return Num(v)
	}
	dec := int(math.Ceil(-math.Log10(step/10) - 1e-9))
	dec = min(max(dec, 0), 9)
	s := strconv.FormatFloat(v, 'f', dec, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return strings.ReplaceAll(s, "-", "−")
}

// Pair writes the point (x, y) as "(x, y)" with Coord.
func Pair(x, y, step float64) string { return "(" + Coord(x, step) + ", " + Coord(y, step) + ")" }

// ParseNum reads a number that Num or Coord wrote (the minus sign U+2212
// included); tests and the page use it to read the numbers back.
func ParseNum(s string) (float64, error) {
	return strconv.ParseFloat(strings.ReplaceAll(s, "−", "-"), 64)
}

// NumText is Num as a Text: the page writes the number in its locale
// (a decimal comma in Czech), with Num's significant digits, minus sign
// and powers of ten, which Num's own words are the English of.
func NumText(v float64) msg.Text { return numText(v, 3) }

func numText(v float64, d int) msg.Text {
	switch {
	case math.IsNaN(v):
		return msg.T("describe-num-none")
	case math.IsInf(v, 1):
		return msg.T("describe-num-infinity")
	case math.IsInf(v, -1):
		return msg.T("describe-num-minus-infinity")
	case v == 0:
		return plainNum(0)
	}
	a := math.Abs(v)
	if a >= 1e5 || a < 1e-3 {
		mant, exp, _ := strings.Cut(strconv.FormatFloat(a, 'e', d-1, 64), "e")
		m, _ := strconv.ParseFloat(mant, 64)
		e, _ := strconv.Atoi(exp)
		return msg.T("describe-num-exp", "sign", sign(v), "m", m, "esign", sign(float64(e)), "e", abs(e))
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'e', d-1, 64), 64)
	return plainNum(r)
}

// plainNum is the Text of a number already rounded as it is to be
// written.
func plainNum(r float64) msg.Text {
	return msg.T("describe-num", "sign", sign(r), "x", math.Abs(r))
}

// sign is the minus sign of a negative v, or nothing.
func sign(v float64) string {
	if v < 0 {
		return "−"
	}
	return ""
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// CoordText is Coord as a Text.
func CoordText(v, step float64) msg.Text {
	if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) >= 1e5 || !(step > 0) {
		return NumText(v)
	}
	r, _ := ParseNum(Coord(v, step)) // rounded to a tenth of the step
	return plainNum(r)
}

// PairText is Pair as a Text.
func PairText(x, y, step float64) msg.Text {
	return msg.T("describe-pair", "x", CoordText(x, step), "y", CoordText(y, step))
}
