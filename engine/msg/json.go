package msg

import "encoding/json"

// MarshalJSON writes t as {"id": …, "args": {…}}, and the zero Text, no
// message at all, as null: the page tests a Text as it tested the string
// it replaced ("" was false, {"id": ""} would be true), and a field that
// has no words (a status without a message, an untrained model's
// criterion) reads as none.
func (t Text) MarshalJSON() ([]byte, error) {
	if t.IsZero() {
		return []byte("null"), nil
	}
	type plain Text // without the method
	return json.Marshal(plain(t))
}
