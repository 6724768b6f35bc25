package main

import (
	"strconv"
	"syscall/js"

	"hyperplane/engine/msg"
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
function key(k) { return k === "" ? "" : JSON.stringify(clip(k)); }
class Refusal { constructor(why) { this.why = why; } }
try {
  const s = JSON.stringify(v, function (k, x) {
    if (++n > maxValues) throw new Refusal({ code: "values", n: maxValues });
    if (typeof x === "number" && !Number.isFinite(x)) throw new Refusal({ code: "number", value: String(x), key: key(k) });
    if (typeof x === "bigint") throw new Refusal({ code: "bigint", key: key(k) });
    if (typeof x === "string" && (chars += x.length) > maxLen) throw new Refusal({ code: "long", n: maxLen });
    return x;
  });
  if (typeof s !== "string") return { error: { code: "nojson" } };
  if (s.length > maxLen) return { error: { code: "long", n: maxLen } };
  return { text: s };
} catch (e) {
  let m;
  try { m = e instanceof Refusal ? e.why : e instanceof RangeError && /call stack/i.test(e.message) ? { code: "deep" } :
    e instanceof TypeError && /circular|cyclic/i.test(e.message) ? { code: "cycle" } :
    { code: "threw", text: clip(e && e.message !== undefined ? e.message : e) }; }
  catch (_) { m = { code: "exception" }; }
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
			s, err = "", msg.Err("refuse-json-unread")
		}
	}()
	fn := jsonFunc()
	if fn.IsUndefined() {
		t, ok := stringify(v)
		if !ok {
			return "", msg.Err("refuse-json-unwritable")
		}
		return t, nil
	}
	r := fn.Invoke(v, maxLen, maxValues)
	if e := r.Get("error"); e.Type() == js.TypeObject {
		return "", guardError(e)
	}
	return r.Get("text").String(), nil
}

// guardError words the refusal jsonSource gives: {code, n, value, key,
// text}.
func guardError(e js.Value) error {
	str := func(name string) string {
		if v := e.Get(name); v.Type() == js.TypeString {
			return v.String()
		}
		return ""
	}
	num := func(name string) int {
		if v := e.Get(name); v.Type() == js.TypeNumber {
			return v.Int()
		}
		return 0
	}
	at := func(t msg.Text) msg.Text {
		if k := str("key"); k != "" {
			return msg.T("refuse-json-at", "what", t, "key", k)
		}
		return t
	}
	switch str("code") {
	case "values":
		return msg.Err("refuse-json-values", "max", strconv.Itoa(num("n")))
	case "number":
		return &msg.Error{Text: at(msg.T("refuse-json-number", "value", str("value")))}
	case "bigint":
		return &msg.Error{Text: msg.T("refuse-json-bigint", "what", at(msg.T("refuse-json-bigint-holds")))}
	case "long":
		return msg.Err("refuse-json-long", "max", strconv.Itoa(num("n")))
	case "nojson":
		return msg.Err("refuse-no-json")
	case "deep":
		return msg.Err("refuse-json-deep")
	case "cycle":
		return msg.Err("refuse-json-cycle")
	case "threw":
		return msg.Err("refuse-json-threw", "why", str("text"))
	}
	return msg.Err("refuse-json-exception")
}
