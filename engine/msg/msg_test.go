package msg

import (
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// The arguments T keeps, each written by hand from its call.
var tCases = []struct {
	name string
	id   string
	kv   []any
	want map[string]any
}{
	{"no arguments", "panel-train", nil, nil},
	{"one of each kind", "x-all", []any{"s", "a", "n", 3, "f", 0.25, "b", true},
		map[string]any{"s": "a", "n": 3, "f": 0.25, "b": true}},
	{"a nested text", "x-outer", []any{"inner", T("x-inner", "k", 2)},
		map[string]any{"inner": Text{ID: "x-inner", Args: map[string]any{"k": 2}}}},
}

func TestT(t *testing.T) {
	for _, c := range tCases {
		got := T(c.id, c.kv...)
		if got.ID != c.id || !reflect.DeepEqual(got.Args, c.want) {
			t.Errorf("%s: T = %#v, want id %q args %#v", c.name, got, c.id, c.want)
		}
	}
}

// Misuse panics with a message that names the id.
func TestTPanics(t *testing.T) {
	cases := []struct {
		name string
		id   string
		kv   []any
	}{
		{"empty id", "", nil},
		{"odd pairs", "x-a", []any{"n"}},
		{"a name that is no string", "x-b", []any{1, 2}},
		{"an empty name", "x-c", []any{"", 2}},
		{"a name twice", "x-d", []any{"n", 1, "n", 2}},
		{"an int64", "x-e", []any{"n", int64(1)}},
		{"a float32", "x-f", []any{"n", float32(1)}},
		{"an error", "x-g", []any{"n", io.EOF}},
	}
	for _, c := range cases {
		func() {
			defer func() {
				r := recover()
				s, _ := r.(string)
				if r == nil || !strings.HasPrefix(s, "msg: ") || !strings.Contains(s, c.id) {
					t.Errorf("%s: recovered %v, want a panic naming %q", c.name, r, c.id)
				}
			}()
			T(c.id, c.kv...)
		}()
	}
}

// JSON: the contract's shape, and back to the same Text.
func TestTextJSON(t *testing.T) {
	cases := []struct {
		text Text
		json string // the contract's {"id", "args"}, args left out when empty; keys sorted by encoding/json
	}{
		{T("panel-train"), `{"id":"panel-train"}`},
		{T("x-n", "n", 3, "r", 0.5), `{"id":"x-n","args":{"n":3,"r":0.5}}`},
		{T("x-s", "name", `a "b"`, "ok", false), `{"id":"x-s","args":{"name":"a \"b\"","ok":false}}`},
		{T("x-outer", "inner", T("x-inner", "k", 2)), `{"id":"x-outer","args":{"inner":{"id":"x-inner","args":{"k":2}}}}`},
		// A whole float64 is written as 2 and read back as an int: the
		// page formats 2 and 2.0 alike, so that is the one loss.
		{T("x-f", "f", 2.5e-7), `{"id":"x-f","args":{"f":2.5e-7}}`},
	}
	for _, c := range cases {
		b, err := json.Marshal(c.text)
		if err != nil || string(b) != c.json {
			t.Errorf("%v: JSON %s (%v), want %s", c.text, b, err, c.json)
			continue
		}
		var back Text
		if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, c.text) {
			t.Errorf("%s: read back %#v (%v), want %#v", b, back, err, c.text)
		}
	}
	for _, bad := range []string{`{}`, `{"id":""}`, `{"id":"x","args":{"a":[1]}}`, `{"id":"x","args":{"a":{"args":{}}}}`, `[`} {
		var back Text
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s: read as %#v, want an error", bad, back)
		}
	}
}

func TestString(t *testing.T) {
	cases := []struct {
		text Text
		want string // names in order, strings quoted, nested texts in the same form
	}{
		{T("a"), "a"},
		{T("b", "z", 1, "a", "x"), `b(a="x", z=1)`},
		{T("c", "in", T("d", "f", 0.5), "ok", true), "c(in=d(f=0.5), ok=true)"},
	}
	for _, c := range cases {
		if got := c.text.String(); got != c.want {
			t.Errorf("String = %q, want %q", got, c.want)
		}
	}
	if !(Text{}).IsZero() || T("a").IsZero() {
		t.Error("IsZero: only the zero Text is zero")
	}
}

// Errors carry their Text through wrapping, and Wrap keeps its cause.
func TestErr(t *testing.T) {
	err := Err("refuse-x", "n", 2)
	wrapped := errors.Join(io.ErrUnexpectedEOF, err)
	var e *Error
	if !errors.As(wrapped, &e) || e.Text.ID != "refuse-x" || e.Text.Args["n"] != 2 {
		t.Fatalf("errors.As(%v) = %v", wrapped, e)
	}
	if got, ok := TextOf(wrapped); !ok || got.ID != "refuse-x" {
		t.Errorf("TextOf = %v, %v", got, ok)
	}
	if _, ok := TextOf(io.EOF); ok {
		t.Error("TextOf(io.EOF) found a text")
	}
	if err.Error() != "refuse-x(n=2)" {
		t.Errorf("Error() = %q", err.Error())
	}
	w := Wrap(io.EOF, "refuse-read")
	if !errors.Is(w, io.EOF) || w.Error() != "refuse-read: EOF" {
		t.Errorf("Wrap: Is EOF %v, Error %q", errors.Is(w, io.EOF), w.Error())
	}
}
