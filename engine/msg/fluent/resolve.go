package fluent

import (
	"fmt"
	"strings"
)

// maxDepth bounds the nesting of references (and of Texts in arguments):
// a catalog whose messages refer to each other in a cycle fails instead
// of recursing for ever.
const maxDepth = 32

// value is what an expression resolves to: a string, or a number with
// the options of its formatting.
type value struct {
	none bool // a variable a term is not given: {$name}, and the default variant
	s    string
	num  bool
	n    float64
	opts numberOptions
}

type resolver struct {
	inTerm bool // a term's pattern, where a missing variable is no error
	cat    *Catalog
	locale string
	args   map[string]value
	depth  int
}

func (r *resolver) pattern(b *strings.Builder, p Pattern) error {
	if r.depth > maxDepth {
		return fmt.Errorf("references nested more than %d deep (a cycle?)", maxDepth)
	}
	for _, e := range p {
		if t, ok := e.(Text); ok {
			b.WriteString(string(t))
			continue
		}
		v, err := r.expr(e)
		if err != nil {
			return err
		}
		b.WriteString(r.str(v))
	}
	return nil
}

// str is a value as text: a number formatted for the locale.
func (r *resolver) str(v value) string {
	if v.num {
		return formatNumber(r.locale, v.n, v.opts)
	}
	return v.s
}

func (r *resolver) sub(p Pattern, args map[string]value, term bool) (string, error) {
	inner := &resolver{cat: r.cat, locale: r.locale, args: args, depth: r.depth + 1, inTerm: term}
	var b strings.Builder
	err := inner.pattern(&b, p)
	return b.String(), err
}

func (r *resolver) expr(e Element) (value, error) {
	switch x := e.(type) {
	case Text:
		return value{s: string(x)}, nil
	case StringLit:
		return value{s: string(x)}, nil
	case NumberLit:
		return value{num: true, n: x.Value, opts: numberOptions{minFrac: fracDigits(x.Src)}}, nil
	case VarRef:
		v, ok := r.args[x.Name]
		if !ok && r.inTerm {
			return value{none: true, s: "{$" + x.Name + "}"}, nil
		}
		if !ok {
			return value{}, fmt.Errorf("no argument $%s", x.Name)
		}
		return v, nil
	case MsgRef:
		m, ok := r.cat.messages[x.ID]
		if !ok {
			return value{}, fmt.Errorf("no message %s", x.ID)
		}
		p := m.Value
		if x.Attr != "" {
			p = m.Attr(x.Attr)
		}
		if p == nil {
			return value{}, fmt.Errorf("%s has no %s", x.ID, orValue(x.Attr))
		}
		// A message referred to sees the same arguments.
		s, err := r.sub(p, r.args, r.inTerm)
		return value{s: s}, err
	case TermRef:
		t, ok := r.cat.terms[x.ID]
		if !ok {
			return value{}, fmt.Errorf("no term -%s", x.ID)
		}
		p := t.Value
		if x.Attr != "" {
			p = t.Attr(x.Attr)
		}
		if p == nil {
			return value{}, fmt.Errorf("-%s has no %s", x.ID, orValue(x.Attr))
		}
		// A term sees only the arguments it is called with.
		args := map[string]value{}
		for _, a := range x.Named {
			v, err := r.expr(a.Value)
			if err != nil {
				return value{}, err
			}
			args[a.Name] = v
		}
		s, err := r.sub(p, args, true)
		return value{s: s}, err
	case FuncRef:
		return r.call(x)
	case *Select:
		return r.selectValue(x)
	}
	return value{}, fmt.Errorf("an expression of type %T", e)
}

func orValue(attr string) string {
	if attr == "" {
		return "value"
	}
	return "attribute ." + attr
}

func (r *resolver) call(f FuncRef) (value, error) {
	if f.Name != "NUMBER" {
		return value{}, fmt.Errorf("no function %s (the catalogs use NUMBER)", f.Name)
	}
	if len(f.Positional) != 1 {
		return value{}, fmt.Errorf("NUMBER takes one number")
	}
	v, err := r.expr(f.Positional[0])
	if err != nil {
		return value{}, err
	}
	if !v.num {
		return value{}, fmt.Errorf("NUMBER of a string %q", v.s)
	}
	for _, a := range f.Named {
		if err := v.opts.set(a.Name, a.Value); err != nil {
			return value{}, err
		}
	}
	return v, nil
}

// selectValue picks the variant whose key is the selector: a string by
// its text, a number by its value or else by its plural category in the
// locale (of the number as formatted, so 1.0 with one fraction digit is
// not "one" in English); else the default variant.
func (r *resolver) selectValue(s *Select) (value, error) {
	sel, err := r.expr(s.Selector)
	pick := -1
	if err == nil && !sel.none {
		if sel.num {
			for i, v := range s.Variants {
				if v.Number && numberKey(v.Key) == sel.n {
					pick = i
					break
				}
			}
			if pick < 0 {
				cat := PluralCategory(r.locale, formatDigits(sel.n, sel.opts))
				for i, v := range s.Variants {
					if !v.Number && v.Key == cat {
						pick = i
						break
					}
				}
			}
		} else {
			for i, v := range s.Variants {
				if !v.Number && v.Key == sel.s {
					pick = i
					break
				}
			}
		}
	}
	if pick < 0 {
		for i, v := range s.Variants {
			if v.Default {
				pick = i
			}
		}
	}
	var b strings.Builder
	if perr := r.pattern(&b, s.Variants[pick].Value); perr != nil {
		return value{}, perr
	}
	// A selector that fails (a missing variable) still gives the default
	// variant, as in Fluent, but the error is reported.
	return value{s: b.String()}, err
}
