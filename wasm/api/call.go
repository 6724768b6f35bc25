package api

import (
	"encoding/json"

	"hyperplane/engine/msg"
	"hyperplane/wasm/session"
)

// Handler is one function of window.hyperplane.
type Handler struct {
	Name string
	// Locked runs Do under the app's lock, after the points a click added
	// have reached the trainer; its refusals are also shown in the page.
	Locked bool
	// Appends says that Do only appends points and leaves the trainer to
	// follow them later (session.AddPointSoon): it runs without first
	// bringing the trainer up to date, so that a burst of such calls
	// refits once, at the next call that is not one of them or at the
	// next frame.
	Appends bool
	// Untrained says that Do reads nothing of the trainer (the tool, the
	// selection, the axes, the decision stage, the cross-validation's
	// results): it runs without first bringing the trainer up to date, so
	// that the panel's subscribers, which read these at every status, do
	// not refit in their own tasks the points that a drag moves (the
	// frames' slack task paces those refits: issue 51).
	Untrained bool
	// Changes says that the call may change the scene, the view or the
	// training: an embedding page may call it only from an origin the
	// embed allows (the others read).
	Changes bool
	// Async says that the page gets a Promise of the answer: Do may
	// answer a *Pending, whose answer comes from Settle once its work
	// has ended (train, step).
	Async  bool
	Params []Param
	Do     func(c *Call) (any, error)
}

// Call is a call of a handler whose arguments passed their checks.
type Call struct {
	api    *API
	params []Param
	args   []arg
}

// S returns the session. A locked handler holds the app's lock.
func (c *Call) S() *session.Session { return c.api.App.S }

// Given reports whether the optional argument i is there.
func (c *Call) Given(i int) bool { return i < len(c.args) && c.args[i].given }

// Num returns the number argument i.
func (c *Call) Num(i int) float64 { return c.args[i].num }

// Int returns the whole-number argument i.
func (c *Call) Int(i int) int { return int(c.args[i].num) }

// IntOr returns the whole-number argument i, or def when it is left out.
func (c *Call) IntOr(i, def int) int {
	if !c.Given(i) {
		return def
	}
	return c.Int(i)
}

// Str returns the string argument i.
func (c *Call) Str(i int) string { return c.args[i].str }

// Bool returns the boolean argument i.
func (c *Call) Bool(i int) bool { return c.args[i].b }

// Value returns the ParamValue argument i.
func (c *Call) Value(i int) any { return c.args[i].val }

// Func returns the function argument i: the browser program's handle.
func (c *Call) Func(i int) any { return c.args[i].fn }

// JSON returns the JSON text of the object argument i.
func (c *Call) JSON(i int) string { return c.args[i].str }

// Decode decodes the object argument i into dst; a form that does not fit
// is refused with the argument's name.
func (c *Call) Decode(i int, dst any) error {
	if err := json.Unmarshal([]byte(c.args[i].str), dst); err != nil {
		return msg.Wrap(err, "refuse-argument-problem", "arg", c.params[i].Name, "why", msg.Of(err))
	}
	return nil
}

// DecodeIf decodes the optional object argument i into dst when it is
// there, and leaves dst alone otherwise.
func (c *Call) DecodeIf(i int, dst any) error {
	if !c.Given(i) {
		return nil
	}
	return c.Decode(i, dst)
}

// bind checks args against the handler's parameters, in order, and
// returns the call, or the refusal of the first argument that fails.
// Arguments beyond the declared ones are ignored, as JavaScript does.
func (a *API) bind(h *Handler, args []Value) (*Call, error) {
	c := &Call{api: a, params: h.Params, args: make([]arg, len(h.Params))}
	for i, p := range h.Params {
		v := Undefined()
		if i < len(args) {
			v = args[i]
		}
		r, err := p.check(v)
		if err != nil {
			return nil, err
		}
		c.args[i] = r
	}
	return c, nil
}
