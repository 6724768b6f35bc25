package fluent

import (
	"strconv"
	"strings"
)

// operands are CLDR's plural operands of a number as written: i its
// integer digits, v the count of its fraction digits (trailing zeros
// included), f those digits as an integer.
type operands struct {
	i, f uint64
	v    int
	n    float64
}

func operandsOf(digits string) operands {
	ip, fp, _ := strings.Cut(digits, ".")
	var o operands
	o.i, _ = strconv.ParseUint(ip, 10, 64)
	o.v = len(fp)
	if fp != "" {
		o.f, _ = strconv.ParseUint(fp, 10, 64)
	}
	o.n, _ = strconv.ParseFloat(digits, 64)
	return o
}

// pluralRules are the cardinal rules of CLDR 44 (plurals.xml) for the
// languages of web/locales, as Intl.PluralRules applies them.
var pluralRules = map[string]func(operands) string{
	// one: i = 1 and v = 0
	"en": oneIfInteger1,
	"de": oneIfInteger1,
	"ur": oneIfInteger1,
	// one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0
	"cs": func(o operands) string {
		switch {
		case o.v != 0:
			return "many"
		case o.i == 1:
			return "one"
		case o.i >= 2 && o.i <= 4:
			return "few"
		}
		return "other"
	},
	// one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
	"es": func(o operands) string {
		switch {
		case o.n == 1:
			return "one"
		case o.v == 0 && o.i != 0 && o.i%1000000 == 0:
			return "many"
		}
		return "other"
	},
	// no categories but other
	"zh": func(operands) string { return "other" },
}

func oneIfInteger1(o operands) string {
	if o.i == 1 && o.v == 0 {
		return "one"
	}
	return "other"
}

// PluralCategory returns the CLDR plural category (zero, one, two, few,
// many or other) of the number written as digits (no sign, "." for the
// decimal sign: "1", "2.50") in locale. Locales whose language has no
// rules here get English's.
func PluralCategory(locale, digits string) string {
	rule, ok := pluralRules[language(locale)]
	if !ok {
		rule = pluralRules["en"]
	}
	return rule(operandsOf(strings.TrimPrefix(digits, "-")))
}

// Categories returns the plural categories of locale that numbers a
// reader meets reach: whole numbers up to 999,999 and numbers with one
// or two fraction digits (so Czech's many, of decimals, is in, and
// Spanish's many, of whole millions, is not: a selector's default variant
// covers it), in CLDR's order. The rules of pluralRules read a whole
// number through i, i mod 10, i mod 100 and i mod 1,000,000, so 0 to
// 1,099 reach every category that 0 to 999,999 do; and a fraction through
// v and f, which 0.0 to 9.99 reach.
func Categories(locale string) []string {
	seen := map[string]bool{}
	for i := 0; i < 1100; i++ {
		seen[PluralCategory(locale, strconv.Itoa(i))] = true
	}
	for i := 0; i < 1000; i++ {
		seen[PluralCategory(locale, strconv.FormatFloat(float64(i)/100, 'f', 2, 64))] = true
		seen[PluralCategory(locale, strconv.FormatFloat(float64(i)/10, 'f', 1, 64))] = true
	}
	var out []string
	for _, c := range []string{"zero", "one", "two", "few", "many", "other"} {
		if seen[c] {
			out = append(out, c)
		}
	}
	return out
}
