package scene

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMessagesShort: a scene naming an unknown algorithm, shading or
// compared algorithm of 100,000 characters is refused with a message of at
// most 160 characters (the id is quoted to 40; issue 32 saw the whole id
// echoed back, and a list of all ids of 651 characters).
func TestMessagesShort(t *testing.T) {
	long := strings.Repeat("x", 100_000)
	for _, doc := range []string{
		`{"version":1,"algorithm":"` + long + `"}`,
		`{"version":1,"algorithm":"nope"}`,
		`{"version":1,"view":{"shading":"` + long + `"}}`,
		`{"version":1,"view":{"compare":["` + long + `"]}}`,
	} {
		_, err := ParseScene([]byte(doc))
		if err == nil {
			t.Fatalf("%.60s… was accepted", doc)
		}
		if n := utf8.RuneCountInString(enErr(t, err)); n > 160 {
			t.Errorf("%.60s…: a message of %d characters: %.200s", doc, n, err)
		}
	}
}
