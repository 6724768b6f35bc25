package main

import (
	"errors"
	"syscall/js"
)

// The guards of window.hyperplane: a caller's object is turned into JSON
// by a bounded, exception-safe function in JavaScript (never walked from
// Go), a call made while another is running (from a caller's toJSON, a
// getter or a callback) is refused instead of waiting on the lock its
// caller holds, and every message is cut to a readable length.

// maxValues bounds the values (numbers, strings, objects, array entries)
// of an object passed to the API: 4 per point of the largest scene.
const maxValues = 4 << 20

// jsonSource is the body of the function (v, maxLen, maxValues) that
// returns {text} or {error}. JSON.stringify runs inside try/catch: a
// cycle, a getter or toJSON that throws, a nesting too deep for the stack
// become an error; the replacer refuses numbers that JSON would silently
// turn into null (NaN, ±Infinity), a BigInt, and stops after maxValues
// values or maxLen characters of strings.
const jsonSource = `
let n = 0, chars = 0;
function clip(s) { s = String(s); return s.length > 60 ? s.slice(0, 60) + "…" : s; }
function at(k) { return k === "" ? "" : " (at " + JSON.stringify(clip(k)) + ")"; }
try {
  const s = JSON.stringify(v, function (k, x) {
    if (++n > maxValues) throw new RangeError("it holds more than " + maxValues + " values");
    if (typeof x === "number" && !Number.isFinite(x)) throw new RangeError("it holds " + x + ", not a finite number" + at(k));
    if (typeof x === "bigint") throw new RangeError("it holds a BigInt" + at(k) + "; use a Number");
    if (typeof x === "string" && (chars += x.length) > maxLen) throw new RangeError("it is longer than " + maxLen + " characters");
    return x;
  });
  if (typeof s !== "string") return { error: "it has no JSON form (is it a function or undefined?)" };
  if (s.length > maxLen) return { error: "it is longer than " + maxLen + " characters" };
  return { text: s };
} catch (e) {
  let m = "";
  try { m = e instanceof RangeError && /call stack/i.test(e.message) ? "it is nested too deeply" :
    e instanceof TypeError && /circular|cyclic/i.test(e.message) ? "it refers to itself (a cycle)" :
    e instanceof RangeError ? e.message : "reading it threw: " + clip(e && e.message !== undefined ? e.message : e); }
  catch (_) { m = "reading it threw an exception"; }
  return { error: m };
}`

// jsonFn is the function of jsonSource, made on first use; jsonFnFailed
// tells that the page forbids making functions from text (a Content
// Security Policy without unsafe-eval), and JSON.stringify alone is used.
var (
	jsonFn       js.Value
	jsonFnFailed bool
)

func jsonFunc() js.Value {
	if jsonFn.IsUndefined() && !jsonFnFailed {
		func() {
			defer func() {
				if recover() != nil {
					jsonFnFailed = true
				}
			}()
			jsonFn = js.Global().Get("Function").New("v", "maxLen", "maxValues", jsonSource)
		}()
	}
	return jsonFn
}

// safeJSON returns the JSON text of v, at most maxLen characters, or an
// error that says what is wrong with v.
func safeJSON(v js.Value, maxLen int) (s string, err error) {
	defer func() {
		if recover() != nil {
			s, err = "", errors.New("it could not be read")
		}
	}()
	fn := jsonFunc()
	if fn.IsUndefined() {
		t, ok := stringify(v)
		if !ok {
			return "", errors.New("it cannot be written as JSON (a cycle, a BigInt, a function?)")
		}
		return t, nil
	}
	r := fn.Invoke(v, maxLen, maxValues)
	if e := r.Get("error"); e.Type() == js.TypeString {
		return "", errors.New(e.String())
	}
	return r.Get("text").String(), nil
}
