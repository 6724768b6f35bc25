package wording

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"hyperplane/engine/msg"
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
func CheckRunes(what msg.Text, s string, limit int) error {
	if n := utf8.RuneCountInString(s); n > limit {
		return msg.Err("wording-too-long", "what", what, "n", strconv.Itoa(n), "max", strconv.Itoa(limit))
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
func SizeText(n int) msg.Text {
	if n >= 1<<20 {
		return msg.T("wording-size-mb", "mb", float64(n)/(1<<20))
	}
	return msg.T("wording-size-bytes", "n", n, "digits", strconv.Itoa(n))
}

// JSONError turns an error of encoding/json into words.
func JSONError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return msg.Wrap(err, "wording-json-syntax", "at", int(syn.Offset), "why", syn.Error())
	case errors.As(err, &typ):
		if typ.Field == "" {
			return msg.Wrap(err, "wording-json-not-object", "found", valueText(typ.Value))
		}
		field := strings.TrimPrefix(typ.Field, "plain.")
		return msg.Wrap(err, "wording-json-field", "field", Quote(field), "want", kindText(typ.Type.Kind().String()), "found", valueText(typ.Value))
	}
	return err
}

// valueText names the kind of a JSON value, as encoding/json reports it.
func valueText(v string) msg.Text {
	switch v {
	case "number", "string", "bool", "array", "object":
		return kindText(map[string]string{"number": "float64", "string": "string", "bool": "bool", "array": "slice", "object": "map"}[v])
	}
	if n, ok := strings.CutPrefix(v, "number"); ok {
		return msg.T("wording-the-number", "number", strings.TrimSpace(n))
	}
	return msg.T("common-error", "text", v)
}

// kindText names a Go kind in words.
func kindText(k string) msg.Text {
	switch k {
	case "float64", "float32", "int", "int64", "int32", "uint64":
		return msg.T("wording-kind-number")
	case "string":
		return msg.T("wording-kind-text")
	case "bool":
		return msg.T("wording-kind-bool")
	case "slice", "array":
		return msg.T("wording-kind-list")
	case "struct", "map":
		return msg.T("wording-kind-object")
	}
	return msg.T("common-error", "text", k)
}
