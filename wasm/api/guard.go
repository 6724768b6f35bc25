package api

import (
	"strconv"

	"hyperplane/engine/msg"
)

// The guard of an object passed to window.hyperplane: the browser program
// turns it into JSON by a bounded, exception-safe function in JavaScript
// (never walked from Go), JSONGuardSource, and words its refusals by
// JSONRefusal.Err.

// MaxValues bounds the values (numbers, strings, objects, array entries)
// of an object passed to the API: 4 per point of the largest scene.
const MaxValues = 4 << 20

// JSONGuardSource is the body of the JavaScript function (v, maxLen,
// maxValues) that returns {text} or {error}. JSON.stringify runs inside
// try/catch: a cycle, a getter or toJSON that throws, a nesting too deep for
// the stack become an error; the replacer refuses numbers that JSON would
// silently turn into null (NaN, ±Infinity), a BigInt, and stops after
// maxValues values or maxLen characters of strings. Its error is a
// JSONRefusal.
const JSONGuardSource = `
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

// JSONRefusal is the error JSONGuardSource returns: its code ("values",
// "number", "bigint", "long", "nojson", "deep", "cycle", "threw", or
// another for an exception it could not read), the bound passed (N), the
// number refused (Value), the key it was at (Key, quoted, cut to 60
// characters) and what a throw said (Text).
type JSONRefusal struct {
	Code             string
	N                int
	Value, Key, Text string
}

// Err words the refusal as the page says it.
func (r JSONRefusal) Err() error {
	at := func(t msg.Text) msg.Text {
		if r.Key != "" {
			return msg.T("refuse-json-at", "what", t, "key", r.Key)
		}
		return t
	}
	switch r.Code {
	case "values":
		return msg.Err("refuse-json-values", "max", strconv.Itoa(r.N))
	case "number":
		return &msg.Error{Text: at(msg.T("refuse-json-number", "value", r.Value))}
	case "bigint":
		return &msg.Error{Text: msg.T("refuse-json-bigint", "what", at(msg.T("refuse-json-bigint-holds")))}
	case "long":
		return msg.Err("refuse-json-long", "max", strconv.Itoa(r.N))
	case "nojson":
		return msg.Err("refuse-no-json")
	case "deep":
		return msg.Err("refuse-json-deep")
	case "cycle":
		return msg.Err("refuse-json-cycle")
	case "threw":
		return msg.Err("refuse-json-threw", "why", r.Text)
	}
	return msg.Err("refuse-json-exception")
}
