package api

import (
	"encoding/json"
	"os/exec"
	"reflect"
	"testing"

	"hyperplane/engine/msg"
)

// refusalCases are the refusals of JSONGuardSource with the message each is
// worded as (web/locales/en/go-refuse.ftl's refuse-json-*): a key, when
// given, wraps the number's and the BigInt's words in refuse-json-at.
var refusalCases = []struct {
	r    JSONRefusal
	want msg.Text
}{
	{JSONRefusal{Code: "values", N: 5}, msg.T("refuse-json-values", "max", "5")},
	{JSONRefusal{Code: "number", Value: "NaN"}, msg.T("refuse-json-number", "value", "NaN")},
	{JSONRefusal{Code: "number", Value: "Infinity", Key: `"x"`},
		msg.T("refuse-json-at", "what", msg.T("refuse-json-number", "value", "Infinity"), "key", `"x"`)},
	{JSONRefusal{Code: "bigint"}, msg.T("refuse-json-bigint", "what", msg.T("refuse-json-bigint-holds"))},
	{JSONRefusal{Code: "bigint", Key: `"b"`},
		msg.T("refuse-json-bigint", "what", msg.T("refuse-json-at", "what", msg.T("refuse-json-bigint-holds"), "key", `"b"`))},
	{JSONRefusal{Code: "long", N: 50}, msg.T("refuse-json-long", "max", "50")},
	{JSONRefusal{Code: "nojson"}, msg.T("refuse-no-json")},
	{JSONRefusal{Code: "deep"}, msg.T("refuse-json-deep")},
	{JSONRefusal{Code: "cycle"}, msg.T("refuse-json-cycle")},
	{JSONRefusal{Code: "threw", Text: "boom"}, msg.T("refuse-json-threw", "why", "boom")},
	{JSONRefusal{Code: "exception"}, msg.T("refuse-json-exception")},
	{JSONRefusal{}, msg.T("refuse-json-exception")},
}

// TestJSONRefusalErr: each code of JSONGuardSource's refusals is worded by its
// message, with its bound, value, key or text.
func TestJSONRefusalErr(t *testing.T) {
	for _, c := range refusalCases {
		if got := msg.Of(c.r.Err()); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v: %v, want %v", c.r, got, c.want)
		}
	}
}

// guardScript runs JSONGuardSource in Node on the values of guardCases, with
// maxLen 50 and maxValues 5 (no bound of values for the deep one, so
// that the stack is what stops it), and prints its answers as a JSON array.
const guardScript = `
const guard = new Function("v", "maxLen", "maxValues", process.argv[1]);
const cyc = {}; cyc.self = cyc;
let deep = []; for (let i = 0; i < 1e6; i++) deep = [deep];
const values = {
  plain: { a: 1, b: "x" },
  nan: { x: NaN },
  inf: [Infinity],
  bigint: { b: 10n },
  cycle: cyc,
  deep: deep,
  getter: { get x() { throw new Error("boom"); } },
  throwsFive: { toJSON() { throw 5; } },
  long: "y".repeat(60),
  values: [1, 2, 3, 4, 5, 6],
  fn: function () {},
};
console.log(JSON.stringify(process.argv.slice(2).map((k) => guard(values[k], 50, k === "deep" ? 1e9 : 5))));
`

// guardCases are the values guardScript passes and what JSONGuardSource must
// answer: the JSON text of a value it can write, else its refusal, each
// from the rule in JSONGuardSource's doc (a value counts each number, string,
// object and array entry, the root too: {a: 1, b: "x"} is 3 values, an
// array of 6 numbers is 7, over 5).
var guardCases = []struct {
	value string
	text  string
	err   map[string]any
}{
	{"plain", `{"a":1,"b":"x"}`, nil},
	{"nan", "", map[string]any{"code": "number", "value": "NaN", "key": `"x"`}},
	{"inf", "", map[string]any{"code": "number", "value": "Infinity", "key": `"0"`}},
	{"bigint", "", map[string]any{"code": "bigint", "key": `"b"`}},
	{"cycle", "", map[string]any{"code": "cycle"}},
	{"deep", "", map[string]any{"code": "deep"}},
	{"getter", "", map[string]any{"code": "threw", "text": "boom"}},
	{"throwsFive", "", map[string]any{"code": "threw", "text": "5"}},
	{"long", "", map[string]any{"code": "long", "n": 50.0}},
	{"values", "", map[string]any{"code": "values", "n": 5.0}},
	{"fn", "", map[string]any{"code": "nojson"}},
}

// TestJSONGuardInNode runs JSONGuardSource in Node: it writes what JSON can
// hold and refuses, with the code JSONRefusal words, each thing JSON
// would lose or cannot write.
func TestJSONGuardInNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (make test installs it: .ci/ensure-npm)")
	}
	args := []string{"-e", guardScript, JSONGuardSource}
	for _, c := range guardCases {
		args = append(args, c.value)
	}
	out, err := exec.Command(node, args...).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var got []struct {
		Text  *string        `json:"text"`
		Error map[string]any `json:"error"`
	}
	if err := json.Unmarshal(out, &got); err != nil || len(got) != len(guardCases) {
		t.Fatalf("node printed %s (%v), want %d answers", out, err, len(guardCases))
	}
	for i, c := range guardCases {
		g := got[i]
		switch {
		case c.err == nil && (g.Text == nil || *g.Text != c.text):
			t.Errorf("%s: %+v, want the text %s", c.value, g, c.text)
		case c.err != nil && !reflect.DeepEqual(g.Error, c.err):
			t.Errorf("%s: error %v, want %v", c.value, g.Error, c.err)
		}
	}
}
