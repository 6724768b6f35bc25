package fluent

import (
	"reflect"
	"testing"
)

// Categories from CLDR 44's plurals.xml, the examples it lists for each
// rule (e.g. Czech few: 2~4; many: 0.0~1.5, 10.0, 100.0, ...).
func TestPluralCategory(t *testing.T) {
	cases := []struct {
		locale, digits, want string
	}{
		{"en", "1", "one"}, {"en", "1.0", "other"}, {"en", "0", "other"}, {"en", "2", "other"},
		{"de-AT", "1", "one"}, {"de", "21", "other"},
		{"cs", "1", "one"}, {"cs", "2", "few"}, {"cs", "4", "few"}, {"cs", "5", "other"},
		{"cs", "0.5", "many"}, {"cs", "1.0", "many"}, {"cs", "22", "other"},
		{"es", "1", "one"}, {"es", "1.0", "one"}, {"es", "1000000", "many"}, {"es", "2", "other"},
		{"zh-Hans", "1", "other"},
		{"ur", "1", "one"}, {"ur", "1.5", "other"},
		{"xx", "1", "one"}, // no rules: English's
	}
	for _, c := range cases {
		if got := PluralCategory(c.locale, c.digits); got != c.want {
			t.Errorf("%s %s: %s, want %s", c.locale, c.digits, got, c.want)
		}
	}
}

// The categories a selector must cover, per locale (CLDR 44, with
// Spanish's many of whole millions left to the default variant).
func TestCategories(t *testing.T) {
	cases := map[string][]string{
		"en":      {"one", "other"},
		"de":      {"one", "other"},
		"es":      {"one", "other"},
		"cs":      {"one", "few", "many", "other"},
		"zh-Hans": {"other"},
		"ur":      {"one", "other"},
	}
	for l, want := range cases {
		if got := Categories(l); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", l, got, want)
		}
	}
}
