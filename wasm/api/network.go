package api

import (
	"bytes"
	"encoding/json"
	"hyperplane/engine/msg"

	"hyperplane/engine"
	"hyperplane/wasm/render"
)

// The network's part of the contract: status().network, setNetwork,
// swapUnits and flipUnit.

// unitJSON is one unit of the network's JSON: its weights w and bias b.
type unitJSON struct {
	W []num `json:"w"`
	B num   `json:"b"`
}

// networkJSON is the network's weights as status() carries them and
// setNetwork takes them: {activation, hidden: [{w: [w1, w2], b}],
// output: [{w: [...], b}]}, one hidden entry per hidden unit (w of the
// basis's length, two in the plane) and one output entry per output unit
// (w of length H: one unit for two classes, one per class for more). A
// hidden layer that is the basis has no hidden entries.
type networkJSON struct {
	Activation string     `json:"activation"`
	Hidden     []unitJSON `json:"hidden"`
	Output     []unitJSON `json:"output"`
	// Colors are the hidden units' colours on the plot (render.UnitColors),
	// as CSS hex, for the panel's legend; setNetwork ignores them.
	Colors []string `json:"colors,omitempty"`
}

// networkOf returns the JSON of the network n, or nil.
func networkOf(n *engine.Network) *networkJSON {
	if n == nil {
		return nil
	}
	unit := func(row []float64) unitJSON {
		u := unitJSON{B: num(row[0]), W: make([]num, len(row)-1)}
		for i, v := range row[1:] {
			u.W[i] = num(v)
		}
		return u
	}
	j := &networkJSON{Activation: string(n.Activation), Hidden: []unitJSON{}, Output: []unitJSON{}}
	for i, r := range n.Hidden {
		j.Hidden = append(j.Hidden, unit(r))
		j.Colors = append(j.Colors, render.HexColor(render.UnitColor(i)))
	}
	for _, r := range n.Output {
		j.Output = append(j.Output, unit(r))
	}
	return j
}

// setNetworkJSON is what setNetwork reads: the fields of networkJSON,
// with numbers that must be there.
type setNetworkJSON struct {
	Activation string `json:"activation"`
	Hidden     []struct {
		W []float64 `json:"w"`
		B *float64  `json:"b"`
	} `json:"hidden"`
	Output []struct {
		W []float64 `json:"w"`
		B *float64  `json:"b"`
	} `json:"output"`
	Colors []string `json:"colors"` // status's legend, read back: ignored
}

// parseNetwork reads the argument of setNetwork: an object of the form of
// status().network, its fields all present and no others, at most
// engine.MaxHidden hidden units and engine.MaxClasses output units, every
// number finite (JSON has no other). The shape against the method and
// the data is the session's to check.
func parseNetwork(c *Call) (engine.Network, error) {
	var in setNetworkJSON
	dec := json.NewDecoder(bytes.NewReader([]byte(c.JSON(0))))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return engine.Network{}, msg.Wrap(err, "refuse-network-json", "why", err.Error())
	}
	n := engine.Network{Activation: engine.Activation(in.Activation)}
	switch n.Activation {
	case engine.ActivationTanh, engine.ActivationLogistic, engine.ActivationReLU, engine.ActivationStep:
	default:
		return n, msg.Err("refuse-network-activation", "activation", in.Activation)
	}
	if len(in.Hidden) < 1 || len(in.Hidden) > engine.MaxHidden {
		return n, msg.Err("refuse-network-hidden", "max", engine.MaxHidden, "n", len(in.Hidden))
	}
	if len(in.Output) < 1 || len(in.Output) > engine.MaxClasses {
		return n, msg.Err("refuse-network-output", "max", engine.MaxClasses, "n", len(in.Output))
	}
	row := func(what string, i int, w []float64, b *float64) ([]float64, error) {
		if b == nil || w == nil {
			return nil, msg.Err("refuse-network-row", "layer", what, "unit", i+1)
		}
		return append([]float64{*b}, w...), nil
	}
	for i, u := range in.Hidden {
		r, err := row("hidden", i, u.W, u.B)
		if err != nil {
			return n, err
		}
		n.Hidden = append(n.Hidden, r)
	}
	for i, u := range in.Output {
		r, err := row("output", i, u.W, u.B)
		if err != nil {
			return n, err
		}
		n.Output = append(n.Output, r)
	}
	return n, nil
}

// networkHandlers are setNetwork, swapUnits and flipUnit; status() and
// state() carry the weights as network.
func networkHandlers() []Handler {
	return []Handler{
		{Name: "setNetwork", Locked: true, Changes: true,
			Params: []Param{Obj(msg.T("refuse-arg-the-network")).Needs(msg.T("refuse-needs-network"))},
			Do: func(c *Call) (any, error) {
				n, err := parseNetwork(c)
				if err != nil {
					return nil, err
				}
				return nil, c.S().Network().Set(n)
			}},
		{Name: "swapUnits", Locked: true, Changes: true,
			Params: []Param{Int(msg.T("refuse-arg-the-first-unit"), 0, engine.MaxHidden-1), Int(msg.T("refuse-arg-the-second-unit"), 0, engine.MaxHidden-1)},
			Do:     func(c *Call) (any, error) { return nil, c.S().Network().SwapUnits(c.Int(0), c.Int(1)) }},
		{Name: "flipUnit", Locked: true, Changes: true, Params: []Param{Int(msg.T("refuse-arg-the-unit"), 0, engine.MaxHidden-1)},
			Do: func(c *Call) (any, error) { return nil, c.S().Network().FlipUnit(c.Int(0)) }},
	}
}
