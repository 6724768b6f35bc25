package msg

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"
)

// refText is a Text as encoding/json writes a struct of its two fields,
// its nested Texts turned into refTexts: the reference for MarshalJSON,
// which writes the same bytes without reflection.
type refText struct {
	ID   string         `json:"id"`
	Args map[string]any `json:"args,omitempty"`
}

func refOf(t Text) any {
	if t.IsZero() {
		return nil // null
	}
	r := refText{ID: t.ID}
	if t.Args != nil {
		r.Args = map[string]any{}
		for k, v := range t.Args {
			if n, ok := v.(Text); ok {
				v = refOf(n)
			}
			r.Args[k] = v
		}
	}
	return r
}

// TestMarshalLikeEncodingJSON compares MarshalJSON's bytes with
// encoding/json's for the struct, byte for byte: chosen strings (each
// escape encoding/json makes: quotes, backslashes, control characters,
// <, > and &, U+2028 and U+2029, invalid UTF-8) and numbers (each side of
// 1e-6 and 1e21, where it changes to exponents, the smallest and largest
// float64, minus zero), then 2,000 random Texts of random arguments,
// nested up to three deep.
func TestMarshalLikeEncodingJSON(t *testing.T) {
	strs := []string{"", "plain", `a "quoted" \ back`, "tab\tnew\nline\rcr\bbs\fff\x00nul\x1fus\x7fdel",
		"<b>&amp;</b>", "line\u2028para\u2029", "bad \xff\xfe utf-8 \xc3", "čeština 中文 اردو", "emoji 🧮", "\u00e9\u0301"}
	nums := []float64{0, math.Copysign(0, -1), 1, -1.5, 1e-6, 9.99e-7, 1e-7, 1.234e-9, 1e20, 1e21, -1e21, 123456789.125,
		math.SmallestNonzeroFloat64, math.MaxFloat64, 0.1, 1.0 / 3, 2.5e-300}
	var cases []Text
	for _, s := range strs {
		cases = append(cases, Text{ID: "id-" + s}, T("a", "s", s), Text{ID: "k", Args: map[string]any{s: 1}})
	}
	for _, f := range nums {
		cases = append(cases, T("f", "v", f))
	}
	cases = append(cases, T("i", "n", -42, "m", math.MaxInt64), T("b", "yes", true, "no", false),
		T("nested", "t", T("inner", "x", 0.5, "s", "<q>")), T("zero-nested", "t", Text{}),
		Text{ID: "other", Args: map[string]any{"list": []int{1, 2}, "nil": nil}}, Text{ID: "empty-args", Args: map[string]any{}})
	rng := rand.New(rand.NewPCG(1, 2))
	var random func(depth int) Text
	random = func(depth int) Text {
		t := Text{ID: strs[rng.IntN(len(strs))] + "x"}
		n := rng.IntN(5)
		if n > 0 {
			t.Args = map[string]any{}
		}
		for i := range n {
			k := strs[rng.IntN(len(strs))] + string(rune('a'+i))
			switch rng.IntN(5) {
			case 0:
				t.Args[k] = strs[rng.IntN(len(strs))]
			case 1:
				t.Args[k] = rng.IntN(2000) - 1000
			case 2:
				t.Args[k] = nums[rng.IntN(len(nums))] * (0.5 + rng.Float64()/2) // at most the number: MaxFloat64 stays finite
			case 3:
				t.Args[k] = rng.IntN(2) == 0
			case 4:
				if depth < 3 {
					t.Args[k] = random(depth + 1)
				} else {
					t.Args[k] = Text{}
				}
			}
		}
		return t
	}
	for range 2000 {
		cases = append(cases, random(0))
	}
	for i, c := range cases {
		got, err := c.MarshalJSON()
		if err != nil {
			t.Fatalf("case %d %v: %v", i, c, err)
		}
		want, err := json.Marshal(refOf(c))
		if err != nil {
			t.Fatalf("case %d: reference: %v", i, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("case %d:\n got %s\nwant %s", i, got, want)
		}
		// Inside another value, through encoding/json's own check of a
		// marshaler's bytes.
		outer, err := json.Marshal(map[string]any{"t": c})
		if err != nil || !bytes.Equal(outer, append(append([]byte(`{"t":`), want...), '}')) {
			t.Fatalf("case %d inside a map: %s, %v", i, outer, err)
		}
	}
	if b, _ := (Text{}).MarshalJSON(); string(b) != "null" {
		t.Errorf("the zero Text: %s, want null", b)
	}
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if _, err := T("f", "v", f).MarshalJSON(); err == nil {
			t.Errorf("%v: no error; encoding/json has none for it", f)
		}
		if _, err := json.Marshal(refOf(T("f", "v", f))); err == nil {
			t.Errorf("%v: the reference wrote it", f)
		}
	}
}

// BenchmarkTextJSON marshals a status-like value holding 40 Texts of
// two arguments each, one nested.
func BenchmarkTextJSON(b *testing.B) {
	v := make([]Text, 40)
	for i := range v {
		v[i] = T("values-row", "name", T("values-name-weight", "index", i), "value", float64(i)*0.37)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := json.Marshal(v); err != nil {
			b.Fatal(err)
		}
	}
}
