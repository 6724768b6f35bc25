package msg

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// MarshalJSON writes t as {"id": …, "args": {…}}, and the zero Text, no
// message at all, as null: the page tests a Text as it tested the string
// it replaced ("" was false, {"id": ""} would be true), and a field that
// has no words (a status without a message, an untrained model's
// criterion) reads as none.
//
// The bytes are those encoding/json writes for the struct (its names in
// order, its strings escaped as it escapes them, its numbers as it
// writes them: TestMarshalLikeEncodingJSON), written here without
// reflection: a status holds dozens of Texts, and a nested json.Marshal
// for each was 404 ms of the 12 s of opening every lesson at 4x CPU
// throttling in the page (issue 51).
func (t Text) MarshalJSON() ([]byte, error) {
	if t.IsZero() {
		return []byte("null"), nil
	}
	return t.appendJSON(make([]byte, 0, 32+16*len(t.Args)))
}

// appendJSON appends t's JSON (not null: the caller tests IsZero).
func (t Text) appendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"id":`...)
	b = appendJSONString(b, t.ID)
	if len(t.Args) > 0 {
		b = append(b, `,"args":{`...)
		names := make([]string, 0, len(t.Args))
		for k := range t.Args {
			names = append(names, k)
		}
		slices.Sort(names) // as encoding/json orders a map's keys
		for i, k := range names {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, k)
			b = append(b, ':')
			var err error
			if b, err = appendJSONValue(b, t.Args[k]); err != nil {
				return nil, fmt.Errorf("msg: %s: argument %s: %w", t.ID, k, err)
			}
		}
		b = append(b, '}')
	}
	return append(b, '}'), nil
}

// appendJSONValue appends an argument's JSON: the types T takes, and
// through encoding/json any other.
func appendJSONValue(b []byte, v any) ([]byte, error) {
	switch v := v.(type) {
	case string:
		return appendJSONString(b, v), nil
	case int:
		return strconv.AppendInt(b, int64(v), 10), nil
	case bool:
		return strconv.AppendBool(b, v), nil
	case float64:
		return appendJSONFloat(b, v)
	case Text:
		if v.IsZero() {
			return append(b, "null"...), nil
		}
		return v.appendJSON(b)
	}
	j, err := json.Marshal(v)
	return append(b, j...), err
}

// appendJSONFloat writes f as encoding/json does: the shortest decimal,
// in exponent form below 1e-6 and from 1e21, with a one-digit exponent
// written as one digit; NaN and the infinities have no JSON.
func appendJSONFloat(b []byte, f float64) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, fmt.Errorf("%v has no JSON", f)
	}
	format := byte('f')
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 → e-7
		b = b[:n-1]
	}
	return b, nil
}

// appendJSONString writes s quoted as encoding/json does by default:
// quotes, backslashes and control characters escaped, <, > and & as
// \u003c, \u003e and \u0026, U+2028 and U+2029 escaped, and each byte of
// invalid UTF-8 as U+FFFD.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
