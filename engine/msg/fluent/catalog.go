package fluent

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"hyperplane/engine/msg"
)

// Catalog is the messages and terms of one locale, from its files. With
// a Fallback, a message missing here is formatted from there (English),
// as the page does.
type Catalog struct {
	Locale    string
	Fallback  *Catalog
	Resources []*Resource
	messages  map[string]*Entry
	terms     map[string]*Entry
}

// New returns an empty catalog of locale.
func New(locale string) *Catalog {
	return &Catalog{Locale: locale, messages: map[string]*Entry{}, terms: map[string]*Entry{}}
}

// Load reads every .ftl file of the folder locale in fsys (web/locales
// holds one folder per locale), in the order of their names. It fails on
// a file that does not parse and on an id defined in two files.
func Load(fsys fs.FS, locale string) (*Catalog, error) {
	names, err := fs.Glob(fsys, path.Join(locale, "*.ftl"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("fluent: no .ftl files in %s", locale)
	}
	sort.Strings(names)
	return LoadFiles(fsys, locale, names)
}

// LoadFiles reads the Fluent files names of fsys (paths in it) as the
// catalog of locale.
func LoadFiles(fsys fs.FS, locale string, names []string) (*Catalog, error) {
	c := New(locale)
	for _, n := range names {
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		r, err := Parse(n, src)
		if err != nil {
			return nil, err
		}
		if err := c.Add(r); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Add adds the entries of r; an id already in the catalog fails.
func (c *Catalog) Add(r *Resource) error {
	for _, e := range r.Entries {
		if old, ok := c.lookup(e); ok {
			return fmt.Errorf("%s:%d: %s is defined in %s:%d too", e.File, e.Line, key(e), old.File, old.Line)
		}
	}
	c.Override(r)
	return nil
}

// Override adds the entries of r, replacing those of the same ids: a
// course's own words (?strings=) over the catalog's.
func (c *Catalog) Override(r *Resource) {
	c.Resources = append(c.Resources, r)
	for _, e := range r.Entries {
		if e.Term {
			c.terms[e.ID] = e
		} else {
			c.messages[e.ID] = e
		}
	}
}

func key(e *Entry) string {
	if e.Term {
		return "-" + e.ID
	}
	return e.ID
}

func (c *Catalog) lookup(e *Entry) (*Entry, bool) {
	if e.Term {
		old, ok := c.terms[e.ID]
		return old, ok
	}
	old, ok := c.messages[e.ID]
	return old, ok
}

// Message returns the message id of this catalog (not of its Fallback).
func (c *Catalog) Message(id string) (*Entry, bool) {
	e, ok := c.messages[id]
	return e, ok
}

// Term returns the term id (without its "-") of this catalog.
func (c *Catalog) Term(id string) (*Entry, bool) {
	e, ok := c.terms[id]
	return e, ok
}

// IDs returns the ids of the catalog's messages, sorted.
func (c *Catalog) IDs() []string { return sortedKeys(c.messages) }

// TermIDs returns the ids of the catalog's terms (without "-"), sorted.
func (c *Catalog) TermIDs() []string { return sortedKeys(c.terms) }

func sortedKeys(m map[string]*Entry) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Format returns the words of t: its message formatted with its
// arguments (nested Texts formatted first), from this catalog or its
// Fallback. It fails on a message that neither has, a variable that t
// does not give, and a reference to a message or term that is missing.
func (c *Catalog) Format(t msg.Text) (string, error) {
	return c.format(t, "", 0)
}

// FormatAttr returns the words of the attribute attr of t's message.
func (c *Catalog) FormatAttr(t msg.Text, attr string) (string, error) {
	return c.format(t, attr, 0)
}

// MustFormat is Format for tests and examples: it panics on an error.
func (c *Catalog) MustFormat(t msg.Text) string {
	s, err := c.Format(t)
	if err != nil {
		panic(err)
	}
	return s
}

func (c *Catalog) format(t msg.Text, attr string, depth int) (string, error) {
	cat := c
	e, ok := c.messages[t.ID]
	for !ok && cat.Fallback != nil {
		cat = cat.Fallback
		e, ok = cat.messages[t.ID]
	}
	if !ok {
		return "", fmt.Errorf("fluent: %s: no message %s", c.Locale, t.ID)
	}
	args := make(map[string]value, len(t.Args))
	for k, v := range t.Args {
		switch x := v.(type) {
		case msg.Text:
			s, err := c.format(x, "", depth+1)
			if err != nil {
				return "", fmt.Errorf("%s: argument %s: %w", t.ID, k, err)
			}
			args[k] = value{s: s}
		case string:
			args[k] = value{s: x}
		case bool:
			args[k] = value{s: fmt.Sprint(x)}
		case int:
			args[k] = value{num: true, n: float64(x)}
		case float64:
			args[k] = value{num: true, n: x}
		default:
			return "", fmt.Errorf("%s: argument %s is a %T", t.ID, k, v)
		}
	}
	p := e.Value
	if attr != "" {
		p = e.Attr(attr)
		if p == nil {
			return "", fmt.Errorf("fluent: %s has no attribute .%s", t.ID, attr)
		}
	} else if p == nil {
		return "", fmt.Errorf("fluent: %s has no value, only attributes", t.ID)
	}
	r := &resolver{cat: cat, locale: c.Locale, args: args, depth: depth}
	var b strings.Builder
	if err := r.pattern(&b, p); err != nil {
		return "", fmt.Errorf("%s: %w", t.ID, err)
	}
	return b.String(), nil
}
