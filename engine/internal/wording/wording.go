package wording

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CleanText makes s valid UTF-8, removes control characters and the
// invisible direction overrides, and trims surrounding space. With
// newlines it keeps line breaks (as \n) and turns tabs into spaces.
func CleanText(s string, newlines bool) string {
	if newlines {
		s = strings.ReplaceAll(s, "\r\n", "\n")
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	var b strings.Builder
	for _, r := range s {
		switch {
		case newlines && r == '\n':
			b.WriteRune(r)
		case newlines && r == '\t':
			b.WriteByte(' ')
		case unicode.IsControl(r), isDirectionControl(r):
		default:
			b.WriteRune(r)
		}
	}
	return strings.TrimSpace(b.String())
}

// isDirectionControl reports the invisible characters that reorder text
// (U+202A..U+202E, U+2066..U+2069) or hide in it (U+200B, U+FEFF).
func isDirectionControl(r rune) bool {
	return (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069) || r == 0x200B || r == 0xFEFF
}

// CheckRunes reports a text longer than limit runes, naming it as what.
func CheckRunes(what, s string, limit int) error {
	if n := utf8.RuneCountInString(s); n > limit {
		return fmt.Errorf("%s is %d characters long; the limit is %d", what, n, limit)
	}
	return nil
}

// Quote returns s quoted for an error message, cut to a readable length.
func Quote(s string) string { return strconv.Quote(Clip(s, 40)) }

// Clip cuts s to at most n runes, marking the cut.
func Clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// SizeText writes a size of n bytes in words, in MB from 1 MB up.
func SizeText(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}

// JSONError turns an error of encoding/json into words.
func JSONError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("this is not valid JSON (at character %d): %v", syn.Offset, syn)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Errorf("this is not a Hyperplane scene: expected a JSON object, found %s", typ.Value)
		}
		field := strings.TrimPrefix(typ.Field, "plain.")
		return fmt.Errorf("the field %s should be %s, not %s", Quote(field), kindText(typ.Type.Kind().String()), valueText(typ.Value))
	}
	return err
}

// valueText names the kind of a JSON value, as encoding/json reports it.
func valueText(v string) string {
	switch v {
	case "number", "string", "bool", "array", "object":
		return kindText(map[string]string{"number": "float64", "string": "string", "bool": "bool", "array": "slice", "object": "map"}[v])
	}
	if strings.HasPrefix(v, "number") {
		return "the number" + strings.TrimPrefix(v, "number")
	}
	return v
}

// kindText names a Go kind in words.
func kindText(k string) string {
	switch k {
	case "float64", "float32", "int", "int64", "int32", "uint64":
		return "a number"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "a list"
	case "struct", "map":
		return "an object"
	}
	return k
}
