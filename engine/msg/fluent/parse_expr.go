package fluent

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// placeable reads what follows a "{", up to and past its "}".
func (p *parser) placeable() (Element, error) {
	p.skipBlank()
	x, err := p.inline()
	if err != nil {
		return nil, err
	}
	p.skipBlank()
	if p.peek() == '-' && p.peekAt(1) == '>' {
		p.pos += 2
		sel, err := p.selectExpr(x)
		if err != nil {
			return nil, err
		}
		x = sel
		p.skipBlank()
	}
	if err := p.expect('}'); err != nil {
		return nil, err
	}
	return x, nil
}

func (p *parser) selectExpr(selector Element) (*Select, error) {
	switch s := selector.(type) {
	case MsgRef:
		return nil, p.fail("a message cannot be a selector")
	case TermRef:
		if s.Attr == "" {
			return nil, p.fail("a term's value cannot be a selector, only its attributes")
		}
	}
	p.skipInline()
	if p.peek() != '\n' {
		return nil, p.fail("the variants of a select start on the next line")
	}
	sel := &Select{Selector: selector}
	defaults := 0
	for {
		p.skipBlank()
		v := Variant{}
		if p.peek() == '*' {
			v.Default = true
			defaults++
			p.pos++
		}
		if p.peek() != '[' {
			if v.Default {
				return nil, p.fail("expected [ after *")
			}
			break
		}
		p.pos++
		p.skipBlank()
		if c := p.peek(); c == '-' || c >= '0' && c <= '9' {
			n, err := p.number()
			if err != nil {
				return nil, err
			}
			v.Key, v.Number = n.Src, true
		} else {
			k, err := p.identifier()
			if err != nil {
				return nil, err
			}
			v.Key = k
		}
		p.skipBlank()
		if err := p.expect(']'); err != nil {
			return nil, err
		}
		val, err := p.pattern(true)
		if err != nil {
			return nil, err
		}
		v.Value = val
		sel.Variants = append(sel.Variants, v)
	}
	if defaults != 1 {
		return nil, p.fail("a select needs exactly one default variant *[…], it has %d", defaults)
	}
	return sel, nil
}

// inline reads an inline expression.
func (p *parser) inline() (Element, error) {
	c := p.peek()
	switch {
	case c == '"':
		return p.stringLit()
	case c >= '0' && c <= '9' || c == '-' && p.peekAt(1) >= '0' && p.peekAt(1) <= '9':
		return p.number()
	case c == '$':
		p.pos++
		name, err := p.identifier()
		return VarRef{Name: name}, err
	case c == '-':
		p.pos++
		id, err := p.identifier()
		if err != nil {
			return nil, err
		}
		t := TermRef{ID: id}
		if p.peek() == '.' {
			p.pos++
			if t.Attr, err = p.identifier(); err != nil {
				return nil, err
			}
		}
		if p.peek() == '(' {
			pos, named, err := p.callArgs()
			if err != nil {
				return nil, err
			}
			if len(pos) > 0 {
				return nil, p.fail("a term takes named arguments only")
			}
			t.Named = named
		}
		return t, nil
	case c == '{':
		p.pos++
		return p.placeable()
	case isIDStart(c):
		id, err := p.identifier()
		if err != nil {
			return nil, err
		}
		if p.peek() == '(' {
			if strings.ToUpper(id) != id {
				return nil, p.fail("a function's name is in capitals: %s", id)
			}
			pos, named, err := p.callArgs()
			if err != nil {
				return nil, err
			}
			return FuncRef{Name: id, Positional: pos, Named: named}, nil
		}
		m := MsgRef{ID: id}
		if p.peek() == '.' {
			p.pos++
			if m.Attr, err = p.identifier(); err != nil {
				return nil, err
			}
		}
		return m, nil
	}
	return nil, p.fail("expected an expression in { }")
}

func (p *parser) callArgs() ([]Element, []NamedArg, error) {
	p.pos++ // (
	var pos []Element
	var named []NamedArg
	for {
		p.skipBlank()
		if p.peek() == ')' {
			p.pos++
			return pos, named, nil
		}
		x, err := p.inline()
		if err != nil {
			return nil, nil, err
		}
		p.skipBlank()
		if p.peek() == ':' {
			m, ok := x.(MsgRef)
			if !ok || m.Attr != "" {
				return nil, nil, p.fail("an argument's name is an identifier")
			}
			p.pos++
			p.skipBlank()
			var v Element
			if p.peek() == '"' {
				v, err = p.stringLit()
			} else {
				v, err = p.number()
			}
			if err != nil {
				return nil, nil, err
			}
			for _, a := range named {
				if a.Name == m.ID {
					return nil, nil, p.fail("the argument %s is given twice", m.ID)
				}
			}
			named = append(named, NamedArg{Name: m.ID, Value: v})
		} else {
			if len(named) > 0 {
				return nil, nil, p.fail("positional arguments come before named ones")
			}
			pos = append(pos, x)
		}
		p.skipBlank()
		if p.peek() == ',' {
			p.pos++
		} else if p.peek() != ')' {
			return nil, nil, p.fail("expected , or ) in a call")
		}
	}
}

func (p *parser) number() (NumberLit, error) {
	start := p.pos
	if p.peek() == '-' {
		p.pos++
	}
	digits := func() int {
		n := 0
		for c := p.peek(); c >= '0' && c <= '9'; c = p.peek() {
			p.pos++
			n++
		}
		return n
	}
	if digits() == 0 {
		return NumberLit{}, p.fail("expected a number")
	}
	if p.peek() == '.' {
		p.pos++
		if digits() == 0 {
			return NumberLit{}, p.fail("expected digits after the decimal point")
		}
	}
	src := p.src[start:p.pos]
	v, err := strconv.ParseFloat(src, 64)
	if err != nil {
		return NumberLit{}, p.fail("%s is not a number", src)
	}
	return NumberLit{Src: src, Value: v}, nil
}

func (p *parser) stringLit() (StringLit, error) {
	p.pos++ // "
	var b strings.Builder
	for {
		if p.eof() || p.peek() == '\n' {
			return "", p.fail("a string literal ends on its line")
		}
		c := p.peek()
		p.pos++
		switch c {
		case '"':
			return StringLit(b.String()), nil
		case '\\':
			e := p.peek()
			p.pos++
			switch e {
			case '\\', '"':
				b.WriteByte(e)
			case 'u', 'U':
				n := 4
				if e == 'U' {
					n = 6
				}
				if p.pos+n > len(p.src) {
					return "", p.fail("a short \\%c escape", e)
				}
				v, err := strconv.ParseUint(p.src[p.pos:p.pos+n], 16, 32)
				if err != nil || v > utf8.MaxRune {
					return "", p.fail("a bad \\%c escape", e)
				}
				p.pos += n
				b.WriteRune(rune(v))
			default:
				return "", p.fail("an unknown escape \\%c", e)
			}
		default:
			b.WriteByte(c)
		}
	}
}
