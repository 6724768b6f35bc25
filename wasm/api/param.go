package api

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"hyperplane/engine/msg"
)

// Limits of the arguments.
const (
	// MaxShort bounds the length of ids, names and titles.
	MaxShort = 4096
	// MaxText bounds the length of texts (scenes, links, CSV files,
	// lessons) and of the JSON of an object.
	MaxText = 64 << 20
	// MaxWhole bounds whole numbers whose range the session checks.
	MaxWhole = 1 << 30
)

// ParamKind is what an argument must be.
type ParamKind uint8

// The kinds of parameter.
const (
	// ParamNumber is a finite number.
	ParamNumber ParamKind = iota
	// ParamInt is a whole number in [Lo, Hi].
	ParamInt
	// ParamString is a string of at most Max bytes of UTF-8.
	ParamString
	// ParamBool is true or false.
	ParamBool
	// ParamObject is an object or array, or its JSON text, that the
	// handler decodes.
	ParamObject
	// ParamValue is a string, true or false, a finite number, or an
	// object or array (what its JSON decodes to).
	ParamValue
	// ParamFunc is a JavaScript function.
	ParamFunc
)

// Param declares one argument of a handler: what it must be, and the name
// its refusals give it.
type Param struct {
	// Name is what its refusals call it ("the algorithm id"), a Text of
	// the catalog (go-refuse.ftl).
	Name     msg.Text  `json:"name"`
	Kind     ParamKind `json:"-"`
	Lo       int       `json:"-"` // ParamInt's range
	Hi       int       `json:"-"`
	Max      int       `json:"-"` // ParamString's length, in bytes
	Optional bool      `json:"optional,omitempty"`
	// Missing is the refusal when a required argument is left out, for
	// an object whose form a reader needs to be shown; empty for the
	// usual message.
	Missing msg.Text `json:"-"`
}

// Num declares a finite number.
func Num(name msg.Text) Param { return Param{Name: name, Kind: ParamNumber} }

// Int declares a whole number in [lo, hi].
func Int(name msg.Text, lo, hi int) Param { return Param{Name: name, Kind: ParamInt, Lo: lo, Hi: hi} }

// Str declares a string of at most max bytes.
func Str(name msg.Text, max int) Param { return Param{Name: name, Kind: ParamString, Max: max} }

// Flag declares true or false.
func Flag(name msg.Text) Param { return Param{Name: name, Kind: ParamBool} }

// Obj declares an object, an array, or its JSON text.
func Obj(name msg.Text) Param { return Param{Name: name, Kind: ParamObject} }

// Any declares a value of any JSON type.
func Any(name msg.Text) Param { return Param{Name: name, Kind: ParamValue} }

// Fn declares a function.
func Fn(name msg.Text) Param { return Param{Name: name, Kind: ParamFunc} }

// Opt returns p as optional: undefined or null leave it out.
func (p Param) Opt() Param { p.Optional = true; return p }

// Needs returns p with the refusal msg when it is left out.
func (p Param) Needs(t msg.Text) Param { p.Missing = t; return p }

// KindName names the kind for the documentation of the contract.
func (k ParamKind) String() string {
	return [...]string{"number", "integer", "string", "boolean", "object", "value", "function"}[k]
}

// MarshalJSON writes the parameter with its kind and bounds.
func (p Param) MarshalJSON() ([]byte, error) {
	out := map[string]any{"name": p.Name, "kind": p.Kind.String()}
	if p.Optional {
		out["optional"] = true
	}
	switch p.Kind {
	case ParamInt:
		out["min"], out["max"] = p.Lo, p.Hi
	case ParamString:
		out["maxLength"] = p.Max
	}
	return json.Marshal(out)
}

// arg is a checked argument: what the handler reads.
type arg struct {
	given bool
	num   float64
	str   string // a string, or the JSON of an object
	b     bool
	val   any // ParamValue: the value
	fn    any
}

// check reads v as p, and returns the refusal that names p when v is not
// what p must be.
func (p Param) check(v Value) (arg, error) {
	if p.Optional && !v.given() {
		return arg{}, nil
	}
	switch p.Kind {
	case ParamNumber, ParamInt:
		if v.kind != KindNumber {
			return arg{}, msg.Err("refuse-not-number", "arg", p.Name)
		}
		f := v.num
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return arg{}, msg.Err("refuse-not-finite", "arg", p.Name)
		}
		if p.Kind == ParamInt {
			if f != math.Trunc(f) {
				return arg{}, msg.Err("refuse-not-whole", "arg", p.Name)
			}
			if f < float64(p.Lo) || f > float64(p.Hi) {
				return arg{}, msg.Err("refuse-not-between", "arg", p.Name, "lo", strconv.Itoa(p.Lo), "hi", strconv.Itoa(p.Hi))
			}
		}
		return arg{given: true, num: f}, nil
	case ParamString:
		if v.kind != KindString {
			return arg{}, msg.Err("refuse-not-string", "arg", p.Name)
		}
		if len(v.str) > p.Max {
			return arg{}, msg.Err("refuse-too-long", "arg", p.Name, "max", strconv.Itoa(p.Max))
		}
		return arg{given: true, str: v.str}, nil
	case ParamBool:
		if v.kind != KindBool {
			return arg{}, msg.Err("refuse-not-bool", "arg", p.Name)
		}
		return arg{given: true, b: v.b}, nil
	case ParamFunc:
		if v.kind != KindFunction {
			return arg{}, msg.Err("refuse-not-function", "arg", p.Name)
		}
		return arg{given: true, fn: v.fn}, nil
	case ParamObject:
		s, err := p.text(v)
		return arg{given: true, str: s}, err
	case ParamValue:
		return p.value(v)
	}
	panic(fmt.Sprintf("api: a parameter of the unknown kind %d", p.Kind)) // a table's mistake
}

// text returns the JSON text of an object argument: a string as it is,
// any other value as its bounded conversion writes it.
func (p Param) text(v Value) (string, error) {
	switch {
	case !v.given() && !p.Missing.IsZero():
		return "", &msg.Error{Text: p.Missing}
	case !v.given():
		return "", msg.Err("refuse-missing", "arg", p.Name)
	case v.kind == KindString:
		if len(v.str) > MaxText {
			return "", msg.Err("refuse-too-long", "arg", p.Name, "max", strconv.Itoa(MaxText))
		}
		return v.str, nil
	}
	s, err := v.JSON()
	if err != nil {
		return "", msg.Wrap(err, "refuse-unreadable", "arg", p.Name, "why", msg.Of(err))
	}
	return s, nil
}

// value reads a ParamValue argument.
func (p Param) value(v Value) (arg, error) {
	switch v.kind {
	case KindUndefined, KindNull:
		return arg{}, msg.Err("refuse-missing", "arg", p.Name)
	case KindString:
		if len(v.str) > MaxText {
			return arg{}, msg.Err("refuse-too-long", "arg", p.Name, "max", strconv.Itoa(MaxText))
		}
		return arg{given: true, val: v.str}, nil
	case KindBool:
		return arg{given: true, val: v.b}, nil
	case KindNumber:
		a, err := Num(p.Name).check(v)
		a.val = a.num
		return a, err
	}
	s, err := p.text(v)
	if err != nil {
		return arg{}, err
	}
	var out any
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		return arg{}, msg.Wrap(err, "refuse-argument-problem", "arg", p.Name, "why", msg.Of(err))
	}
	if out == nil {
		return arg{}, msg.Err("refuse-not-value", "arg", p.Name)
	}
	return arg{given: true, val: out}, nil
}
