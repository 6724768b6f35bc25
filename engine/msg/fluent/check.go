package fluent

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// Manifest is web/locales/locales.json: the locales the page offers,
// each with its name in its own language, its direction and its files
// (paths from the manifest's folder, "cs/panel.ftl").
type Manifest struct {
	Locales map[string]LocaleInfo `json:"locales"`
}

// LocaleInfo is one locale of the Manifest.
type LocaleInfo struct {
	Name  string   `json:"name"`
	Dir   string   `json:"dir"`
	Files []string `json:"files"`
}

// ReadManifest reads locales.json from fsys.
func ReadManifest(fsys fs.FS) (Manifest, error) {
	var m Manifest
	b, err := fs.ReadFile(fsys, "locales.json")
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("locales.json: %w", err)
	}
	return m, nil
}

// Codes returns the manifest's locale codes, English first, then in
// order.
func (m Manifest) Codes() []string {
	var out []string
	for c := range m.Locales {
		if c != "en" {
			out = append(out, c)
		}
	}
	sort.Strings(out)
	if _, ok := m.Locales["en"]; ok {
		out = append([]string{"en"}, out...)
	}
	return out
}

// Variables returns the variables that message id uses, in its value and
// attributes and in the messages it refers to (not in terms, which take
// only their own arguments), sorted.
func (c *Catalog) Variables(id string) []string {
	seen := map[string]bool{}
	c.variables(id, seen, map[string]bool{})
	out := make([]string, 0, len(seen))
	for v := range seen {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

func (c *Catalog) variables(id string, seen, visited map[string]bool) {
	e, ok := c.messages[id]
	if !ok || visited[id] {
		return
	}
	visited[id] = true
	visit := func(el Element) {
		switch x := el.(type) {
		case VarRef:
			seen[x.Name] = true
		case MsgRef:
			c.variables(x.ID, seen, visited)
		}
	}
	Walk(e.Value, visit)
	for _, a := range e.Attrs {
		Walk(a.Value, visit)
	}
}

// pluralKeys are the CLDR categories a variant's key may name.
var pluralKeys = map[string]bool{"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true}

// PluralProblems returns, for every select on plural categories in the
// catalog's messages and terms, what is wrong with it for the catalog's
// locale: a category of the locale (Categories) with no variant of its
// own, or a variant of a category the locale does not have. A select is
// on plural categories when one of its keys is a category other than
// "other"; a select of one *[other] variant is fine anywhere.
func (c *Catalog) PluralProblems() []string {
	want := Categories(c.Locale)
	has := map[string]bool{}
	for _, k := range want {
		has[k] = true
	}
	var out []string
	check := func(e *Entry, p Pattern) {
		Walk(p, func(el Element) {
			s, ok := el.(*Select)
			if !ok {
				return
			}
			keys := map[string]bool{}
			plural := false
			for _, v := range s.Variants {
				if !v.Number && pluralKeys[v.Key] {
					keys[v.Key] = true
					plural = plural || v.Key != "other"
				}
			}
			if !plural {
				return
			}
			where := fmt.Sprintf("%s:%d: %s", e.File, e.Line, key(e))
			for _, k := range want {
				if !keys[k] {
					out = append(out, fmt.Sprintf("%s: no variant [%s] (%s has %s)", where, k, c.Locale, strings.Join(want, ", ")))
				}
			}
			for k := range keys {
				if !has[k] {
					out = append(out, fmt.Sprintf("%s: a variant [%s], which %s does not have", where, k, c.Locale))
				}
			}
		})
	}
	for _, m := range []map[string]*Entry{c.messages, c.terms} {
		for _, id := range sortedKeys(m) {
			e := m[id]
			check(e, e.Value)
			for _, a := range e.Attrs {
				check(e, a.Value)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Coverage is how much of English a locale translates.
type Coverage struct {
	Locale     string
	Total      int      // English's messages
	Translated int      // those the locale has
	Missing    []string // those it lacks, sorted
	Extra      []string // ids it has that English does not (an error)
}

// Share is the part of English's messages the locale lacks, 0 to 1.
func (v Coverage) Share() float64 {
	if v.Total == 0 {
		return 0
	}
	return float64(v.Total-v.Translated) / float64(v.Total)
}

// CoverageOf compares loc's messages and terms with en's.
func CoverageOf(en, loc *Catalog) Coverage {
	v := Coverage{Locale: loc.Locale, Total: len(en.messages)}
	for _, id := range en.IDs() {
		if _, ok := loc.messages[id]; ok {
			v.Translated++
		} else {
			v.Missing = append(v.Missing, id)
		}
	}
	for _, id := range loc.IDs() {
		if _, ok := en.messages[id]; !ok {
			v.Extra = append(v.Extra, id)
		}
	}
	for _, id := range loc.TermIDs() {
		if _, ok := en.terms[id]; !ok {
			v.Extra = append(v.Extra, "-"+id)
		}
	}
	return v
}

// Report is a table of Coverage, a line per locale.
func Report(cov []Coverage) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %8s %8s %12s\n", "locale", "messages", "missing", "untranslated")
	for _, v := range cov {
		fmt.Fprintf(&b, "%-8s %8d %8d %11.1f%%\n", v.Locale, v.Translated, v.Total-v.Translated, 100*v.Share())
	}
	return b.String()
}
