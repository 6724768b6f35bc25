package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// fingerprint is everything a refused call must leave as it was: the
// scene (points, classes, method, parameters, basis, view, viewport,
// split, decision, lesson), the current class, the undo stacks, the tool
// and the selection, the training's state and the cross-validation.
func fingerprint(t *testing.T, a *API) string {
	t.Helper()
	a.App.Mu.Lock()
	defer a.App.Mu.Unlock()
	s := a.App.S
	sc, err := s.Scene().Encode()
	if err != nil {
		t.Fatal(err)
	}
	undo, redo := s.Doc().UndoDepth()
	data, _ := json.Marshal([]any{string(sc), s.Doc().Class(), undo, redo, s.Tools().Tool().String(), s.Tools().Brush(), s.Tools().Selection(),
		s.Training().Playing(), s.Training().Cursor(), s.Training().Shown().Step, s.Doc().Locked(), s.Assessment().Highlight(), s.Assessment().CV().Running})
	return string(data)
}

// goodArgs returns arguments of name that it accepts on the default
// scene (the good calls' own, or built for the two whose good argument
// depends on the scene).
func goodArgs(t *testing.T, name string) []Value {
	switch name {
	case "loadLessonFile":
		a := newTestAPI(t)
		call(t, a, "setTitle", str("Saved"), str("A lesson."))
		return []Value{str(call(t, a, "exportLesson").(string))}
	case "scorePrediction":
		return []Value{Object(`{"target": "boundary", "points": [[0, 0], [1, 1]]}`)}
	}
	for _, c := range goodCalls {
		if c.name == name {
			return c.args
		}
	}
	t.Fatalf("no good call of %s", name)
	return nil
}

// badValue is an argument that a parameter must refuse, and whether the
// refusal must name the parameter (the checks of param.go do; a form that
// does not fit is refused by whatever reads it).
type badValue struct {
	what  string
	v     Value
	named bool
}

// badValues returns the kinds of bad argument that the page's guard lets
// through to a parameter like p: every other JavaScript type, nothing at
// all where p is required, and for numbers NaN, ±Infinity, fractions and
// the edges of the range, for strings one byte too many, for objects an
// unreadable one and one of the wrong form.
func badValues(p Param) []badValue {
	var out []badValue
	add := func(what string, v Value, named bool) { out = append(out, badValue{what, v, named}) }
	if !p.Optional {
		add("undefined", Undefined(), true)
		add("null", Null(), true)
	}
	fn := Function(nil, nil)
	switch p.Kind {
	case ParamNumber, ParamInt:
		add("a string", String("1"), true)
		add("a boolean", Bool(true), true)
		add("an object", Object(`{}`), true)
		add("a function", fn, true)
		add("NaN", Number(math.NaN()), true)
		add("Infinity", Number(math.Inf(1)), true)
		add("-Infinity", Number(math.Inf(-1)), true)
		if p.Kind == ParamInt {
			add("a fraction", Number(float64(p.Lo)+0.5), true)
			add("below the range", Number(float64(p.Lo)-1), true)
			add("above the range", Number(float64(p.Hi)+1), true)
		}
	case ParamString:
		add("a number", Number(1), true)
		add("a boolean", Bool(false), true)
		add("an object", Object(`"x"`), true)
		add("a function", fn, true)
		if p.Max <= 1<<16 {
			add("one byte too long", String(strings.Repeat("é", p.Max/2)+"x"), true)
		}
	case ParamBool:
		add("a number", Number(1), true)
		add("a string", String("true"), true)
		add("an object", Object(`{}`), true)
	case ParamObject:
		add("a cycle", Unreadable(errors.New("it refers to itself (a cycle)")), true)
		add("a function", fn, true)
		add("a number's JSON", Object(`5`), false)
		add("text that is not JSON", String("{x"), false)
	case ParamValue:
		add("NaN", Number(math.NaN()), true)
		add("a cycle", Unreadable(errors.New("it refers to itself (a cycle)")), true)
		add("JSON null", Object(`null`), true)
		add("a function", fn, true)
	case ParamFunc:
		add("a number", Number(1), true)
		add("an object", Object(`{}`), true)
	}
	return out
}

// TestEveryParameterRefusesBadArguments replaces each argument of each
// handler's good call by each kind of bad argument: the call is refused,
// the refusal names the argument where the checks caught it, a locked
// handler shows it in the page, and nothing else changes.
func TestEveryParameterRefusesBadArguments(t *testing.T) {
	for _, h := range newTestAPI(t).Handlers() {
		good := goodArgs(t, h.Name)
		for i, p := range h.Params {
			for _, bad := range badValues(p) {
				a := newTestAPI(t)
				args := make([]Value, max(len(good), i+1))
				copy(args, good)
				for j := len(good); j < len(args); j++ {
					args[j] = Undefined()
				}
				args[i] = bad.v
				before := fingerprint(t, a)
				hh, _ := a.Lookup(h.Name)
				ans := a.Dispatch(hh, args)
				where := fmt.Sprintf("%s, argument %d (%s) %s", h.Name, i, en(t, p.Name), bad.what)
				if !ans.Refused() {
					t.Errorf("%s: accepted, answered %v", where, ans.Value)
					continue
				}
				if bad.named && !strings.Contains(strings.ToLower(en(t, ans.Refusal)), strings.ToLower(en(t, p.Name))) &&
					(p.Missing.IsZero() || !strings.EqualFold(en(t, ans.Refusal), en(t, p.Missing))) {
					t.Errorf("%s: the refusal %q does not name the argument", where, en(t, ans.Refusal))
				}
				if after := fingerprint(t, a); after != before {
					t.Errorf("%s: refused (%s) but the state changed", where, en(t, ans.Refusal))
				}
				if h.Locked {
					if m := a.App.S.Message(); m.Kind != "error" || !strings.EqualFold(en(t, m.Text), en(t, ans.Refusal)) {
						t.Errorf("%s: the page shows %+v, not the refusal %q", where, m, en(t, ans.Refusal))
					}
				}
			}
		}
	}
}

// badCalls are calls whose arguments have the right types but say
// something the contract must refuse: an unknown id, an index out of
// range, an object whose fields are out of their range or of the wrong
// type, a malformed text.
var badCalls = map[string][][]Value{
	"addPoint":          {{n(1e300), n(0)}, {n(0), n(2e6)}},
	"movePoint":         {{n(12), n(0), n(0)}, {n(0), n(2e6), n(0)}},
	"removePoint":       {{n(12)}},
	"setPoints":         {{Object(`[[0, 0]]`)}, {Object(`[[0, 0, 0.5]]`)}, {Object(`[[null, 0, 0]]`)}, {Object(`{"a": 1}`)}, {Object(`[[0, 0, 6]]`)}},
	"setClassName":      {{n(7), str("x")}},
	"setAlgorithm":      {{str("no-such-method")}, {str("")}},
	"setParams":         {{Object(`{"eta": -1}`)}, {Object(`{"bogus": 1}`)}, {Object(`{"eta": "fast"}`)}, {Object(`[1, 2]`)}},
	"setParam":          {{str("bogus"), n(1)}, {str("eta"), str("fast")}, {str("eta"), n(-1)}},
	"setBasis":          {{Object(`{"kind": "nope"}`)}, {Object(`{"kind": "poly", "degree": 99}`)}},
	"setSplit":          {{Object(`{"fraction": 1.5}`)}, {Object(`{"fraction": "half"}`)}},
	"setSpeed":          {{n(-1)}},
	"setView":           {{Object(`{"grid": "yes"}`)}, {Object(`{"compare": ["no-such-method"]}`)}, {Object(`{"shading": "plaid"}`)}},
	"setViewport":       {{Object(`{"minX": 1, "maxX": 0, "minY": 0, "maxY": 1}`)}, {Object(`{"minX": 0, "maxX": 1e300, "minY": 0, "maxY": 1}`)}},
	"loadScene":         {{Object(`{"version": 99}`)}, {Object(`{"version": 1, "algorithm": "no-such-method"}`)}, {Object(`{"version": 1, "points": [[0, 0, 9]]}`)}},
	"loadLink":          {{str("v2.AAAA.00000000")}, {str("hello")}},
	"loadPreset":        {{str("no-such-preset")}, {str("blobs"), Object(`{"bogus": 1}`)}},
	"loadLesson":        {{str("no-such-lesson")}},
	"loadLessonFile":    {{str("{}")}, {str("not a lesson")}},
	"importCSV":         {{str("x,y,class\n0,0\n")}, {str("")}},
	"setDecision":       {{Object(`{"priors": [1]}`)}, {Object(`{"reject": 2}`)}},
	"confusionCell":     {{str("both"), n(0), n(0)}},
	"highlight":         {{Object(`[99]`)}},
	"crossValidate":     {{Object(`{"k": 1}`)}, {Object(`{"models": [{"id": "no-such-method"}]}`)}},
	"basisFor":          {{str("no-such-basis")}},
	"decisionDrag":      {{str("middle")}},
	"setTool":           {{str("brush")}},
	"setBrush":          {{Object(`{"count": -5}`)}},
	"select":            {{Object(`[99]`)}, {Object(`[-1]`)}},
	"relabelSelection":  {{n(1)}}, // nothing selected
	"csvColumns":        {{str("")}},
	"importTable":       {{str("a,b,c\n1,2,3\n"), Object(`{"x": 9, "y": 0, "class": 1}`)}},
	"loadDataset":       {{str("no-such-data")}, {str("iris"), Object(`{"x": "no such feature"}`)}, {str("iris"), Object(`{"classes": ["roses"]}`)}},
	"setLesson":         {{Object(`{"title": "T", "text": "x", "questions": [{"kind": "nope"}]}`)}},
	"scorePrediction":   {{Object(`{"target": "nope"}`)}, {Object(`{"target": "boundary", "points": [[0, 0]]}`)}, {Object(`{"target": "mistakes", "marked": [99]}`)}},
	"setOperatingPoint": {{n(1), n(0)}, {n(0), n(999)}}, // two classes: the curve is the first class's; it has 3 points
}

// TestBadCallsAreRefused: each call of badCalls is refused and changes
// nothing; every name in the table is a handler.
func TestBadCallsAreRefused(t *testing.T) {
	for name, calls := range badCalls {
		if _, ok := newTestAPI(t).Lookup(name); !ok {
			t.Errorf("badCalls names %s, which is not a handler", name)
			continue
		}
		for _, args := range calls {
			a := newTestAPI(t)
			before := fingerprint(t, a)
			ans := a.Call(name, args...)
			where := fmt.Sprintf("%s%s", name, describe(args))
			if !ans.Refused() {
				t.Errorf("%s: accepted, answered %v", where, ans.Value)
				continue
			}
			if after := fingerprint(t, a); after != before {
				t.Errorf("%s: refused (%s) but the state changed", where, en(t, ans.Refusal))
			}
		}
	}
}

// describe writes args for a test's message.
func describe(args []Value) string {
	parts := make([]string, len(args))
	for i, v := range args {
		switch v.kind {
		case KindNumber:
			parts[i] = fmt.Sprint(v.num)
		case KindString:
			parts[i] = fmt.Sprintf("%.30q", v.str)
		default:
			s, err := v.JSON()
			if err != nil {
				s = err.Error()
			}
			parts[i] = fmt.Sprintf("%.40s", s)
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}
