package session

import (
	"encoding/json"
	"math"
)

// Num is a float that is written in JSON as null when it is not finite.
// The session's own values are plain floats; Num is here because the page
// contract (wasm/api) and the description (wasm/describe), which api
// imports, both write numbers with it.
type Num float64

// MarshalJSON implements json.Marshaler.
func (n Num) MarshalJSON() ([]byte, error) {
	f := float64(n)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return []byte("null"), nil
	}
	return json.Marshal(f)
}
