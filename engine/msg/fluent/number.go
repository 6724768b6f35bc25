package fluent

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// numberOptions are the options of NUMBER() that the catalogs use, as
// Intl.NumberFormat reads them. (Fluent leaves style, currency and unit to
// the program, and @fluent/bundle ignores them in a catalog: a percentage
// is passed as one, 83.3, and the message writes the sign where its
// language puts it, "{ $p } %" in German.)
type numberOptions struct {
	minFrac      int
	maxFrac      int
	maxSig       int
	maxFracGiven bool
	minFracGiven bool
	maxSigGiven  bool
}

func (o *numberOptions) set(name string, v Element) error {
	num := func() (int, error) {
		n, ok := v.(NumberLit)
		if !ok || n.Value != math.Trunc(n.Value) || n.Value < 0 || n.Value > 100 {
			return 0, fmt.Errorf("NUMBER's %s is a whole number from 0 to 100", name)
		}
		return int(n.Value), nil
	}
	var err error
	switch name {
	case "minimumFractionDigits":
		o.minFrac, err = num()
		o.minFracGiven = true
	case "maximumFractionDigits":
		o.maxFrac, err = num()
		o.maxFracGiven = true
	case "maximumSignificantDigits":
		o.maxSig, err = num()
		o.maxSigGiven = true
		if err == nil && o.maxSig == 0 {
			err = fmt.Errorf("NUMBER's maximumSignificantDigits is at least 1")
		}
	default:
		return fmt.Errorf("NUMBER has no option %s here (the catalogs use minimumFractionDigits, maximumFractionDigits and maximumSignificantDigits; a percentage is passed as one, with %% in the message)", name)
	}
	return err
}

// fractions returns the fraction digits to show, as Intl.NumberFormat
// resolves them: at least minFrac, at most maxFrac (3 by default, never
// below minFrac).
func (o numberOptions) fractions() (lo, hi int) {
	lo = o.minFrac
	hi = 3
	if o.maxFracGiven {
		hi = o.maxFrac
	}
	if hi < lo {
		hi = lo
	}
	return lo, hi
}

// symbols are a locale's decimal sign, group separator and the fewest
// digits before grouping starts (Spanish groups 10.000 but not 1000), as
// ICU gives them.
type symbols struct {
	decimal, group string
	minGroup       int
}

var localeSymbols = map[string]symbols{
	"en": {".", ",", 1},
	"de": {",", ".", 1},
	"cs": {",", "\u00a0", 1},
	"es": {",", ".", 2},
	"zh": {".", ",", 1},
	"ur": {".", ",", 1},
}

// symbolsOf returns the symbols of locale's language, English's for one
// not in the table.
func symbolsOf(locale string) symbols {
	if s, ok := localeSymbols[language(locale)]; ok {
		return s
	}
	return localeSymbols["en"]
}

// language returns the language subtag of a BCP 47 tag: "cs" of "cs-CZ".
func language(locale string) string {
	if i := strings.IndexAny(locale, "-_"); i >= 0 {
		locale = locale[:i]
	}
	return strings.ToLower(locale)
}

// formatDigits returns n's digits as Intl.PluralRules reads them (the
// options' fraction digits, no grouping), with "." as the decimal sign:
// what PluralCategory takes.
func formatDigits(n float64, o numberOptions) string {
	lo, hi := o.fractions()
	if o.maxSigGiven {
		return significant(math.Abs(n), o.maxSig)
	}
	return fixed(math.Abs(n), lo, hi)
}

// formatNumber formats n as Intl.NumberFormat(locale, options) does for
// the catalogs' locales.
func formatNumber(locale string, n float64, o numberOptions) string {
	if math.IsNaN(n) {
		return "NaN"
	}
	sym := symbolsOf(locale)
	neg := math.Signbit(n) && n != 0
	abs := math.Abs(n)
	var digits string
	switch {
	case math.IsInf(abs, 1):
		digits = "∞"
	case o.maxSigGiven:
		digits = significant(abs, o.maxSig)
	default:
		lo, hi := o.fractions()
		digits = fixed(abs, lo, hi)
	}
	if digits != "∞" {
		digits = group(digits, sym)
	}
	// A number that rounds to zero keeps its sign, as Intl's -0 does.
	if neg {
		digits = "-" + digits
	}
	return digits
}

// fixed rounds x ≥ 0 to at most hi fraction digits, half away from zero
// on its shortest decimal form (as ICU does: 1.005 is 1.01 to two
// digits), and drops trailing zeros down to lo digits.
func fixed(x float64, lo, hi int) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	ip, fp, _ := strings.Cut(s, ".")
	if len(fp) > hi {
		up := fp[hi] >= '5'
		fp = fp[:hi]
		if up {
			ip, fp = roundUp(ip, fp)
		}
	}
	fp = strings.TrimRight(fp, "0")
	for len(fp) < lo {
		fp += "0"
	}
	if fp == "" {
		return ip
	}
	return ip + "." + fp
}

// roundUp adds one unit in the last place of ip.fp.
func roundUp(ip, fp string) (string, string) {
	d := []byte(ip + fp)
	i := len(d) - 1
	for ; i >= 0; i-- {
		if d[i] == '9' {
			d[i] = '0'
			continue
		}
		d[i]++
		break
	}
	if i < 0 {
		d = append([]byte{'1'}, d...)
	}
	n := len(d) - len(fp)
	return string(d[:n]), string(d[n:])
}

// significant rounds x ≥ 0 to sig significant digits, half away from
// zero, trailing fraction zeros dropped.
func significant(x float64, sig int) string {
	if x == 0 {
		return "0"
	}
	exp := int(math.Floor(math.Log10(x)))
	// The shortest form decides the digits, as in fixed.
	frac := sig - 1 - exp
	if frac >= 0 {
		return fixed(x, 0, frac)
	}
	scale := math.Pow(10, float64(-frac))
	r := fixed(x/scale, 0, 0)
	return r + strings.Repeat("0", -frac)
}

// group puts the locale's decimal sign and its group separator every
// three digits of the integer part.
func group(digits string, sym symbols) string {
	ip, fp, hasFrac := strings.Cut(digits, ".")
	if len(ip) >= 4 && len(ip) >= 3+sym.minGroup {
		var b strings.Builder
		head := len(ip) % 3
		if head == 0 {
			head = 3
		}
		b.WriteString(ip[:head])
		for i := head; i < len(ip); i += 3 {
			b.WriteString(sym.group)
			b.WriteString(ip[i : i+3])
		}
		ip = b.String()
	}
	if hasFrac {
		return ip + sym.decimal + fp
	}
	return ip
}

// fracDigits is the number of fraction digits written in a literal.
func fracDigits(src string) int {
	if _, f, ok := strings.Cut(src, "."); ok {
		return len(f)
	}
	return 0
}

// numberKey is a variant's number key as a value.
func numberKey(src string) float64 {
	v, _ := strconv.ParseFloat(src, 64)
	return v
}
