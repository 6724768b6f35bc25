package fluent

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Parse reads the Fluent file name (its contents src). It fails at the
// first entry that does not read, naming the file and the line; ids
// given twice in one file fail too.
func Parse(name string, src []byte) (*Resource, error) {
	if !utf8.Valid(src) {
		return nil, fmt.Errorf("%s: not UTF-8", name)
	}
	s := strings.ReplaceAll(string(src), "\r\n", "\n")
	s = strings.TrimPrefix(s, "\uFEFF")
	p := &parser{src: s, name: name}
	r := &Resource{Name: name}
	if err := p.resource(r); err != nil {
		return nil, err
	}
	return r, nil
}

type parser struct {
	src  string
	pos  int
	name string
}

// syntaxError is the first thing wrong in a file, at a line.
type syntaxError struct {
	file string
	line int
	msg  string
}

func (e *syntaxError) Error() string { return fmt.Sprintf("%s:%d: %s", e.file, e.line, e.msg) }

func (p *parser) fail(format string, a ...any) error {
	return &syntaxError{p.name, p.lineAt(p.pos), fmt.Sprintf(format, a...)}
}

// lineAt returns the line of pos; a pos past the end (a failure after an
// escape's backslash at the end of the text, found by FuzzParse) is on
// the last line.
func (p *parser) lineAt(pos int) int {
	return 1 + strings.Count(p.src[:min(pos, len(p.src))], "\n")
}

func (p *parser) eof() bool { return p.pos >= len(p.src) }

func (p *parser) peek() byte {
	if p.eof() {
		return 0
	}
	return p.src[p.pos]
}

func (p *parser) peekAt(off int) byte {
	if p.pos+off >= len(p.src) {
		return 0
	}
	return p.src[p.pos+off]
}

// skipInline skips spaces (blank_inline).
func (p *parser) skipInline() {
	for p.peek() == ' ' {
		p.pos++
	}
}

// skipBlank skips spaces and newlines.
func (p *parser) skipBlank() {
	for c := p.peek(); c == ' ' || c == '\n'; c = p.peek() {
		p.pos++
	}
}

// restOfLine returns the text up to the end of the line and moves past
// the newline.
func (p *parser) restOfLine() string {
	i := strings.IndexByte(p.src[p.pos:], '\n')
	if i < 0 {
		line := p.src[p.pos:]
		p.pos = len(p.src)
		return line
	}
	line := p.src[p.pos : p.pos+i]
	p.pos += i + 1
	return line
}

func (p *parser) resource(r *Resource) error {
	seen := map[string]int{}
	var comment []string
	for !p.eof() {
		c := p.peek()
		switch {
		case c == '\n':
			p.pos++
			comment = nil // a blank line detaches a comment from what follows
		case c == ' ':
			p.skipInline()
			if p.peek() != '\n' && !p.eof() {
				return p.fail("an entry must start at the beginning of its line")
			}
		case c == '#':
			start := p.pos
			line := p.restOfLine()
			level := len(line) - len(strings.TrimLeft(line, "#"))
			text := line[level:]
			if level > 3 || (text != "" && text[0] != ' ') {
				p.pos = start
				return p.fail("a comment is #, ## or ### followed by a space")
			}
			text = strings.TrimPrefix(text, " ")
			switch level {
			case 1:
				comment = append(comment, text)
			case 3:
				r.Header = append(r.Header, text)
				comment = nil
			default:
				comment = nil
			}
		case c == '-' || isIDStart(c):
			line := p.lineAt(p.pos)
			e, err := p.entry()
			if err != nil {
				// Reported at the entry's first line, with where in it.
				if se, ok := err.(*syntaxError); ok && se.line != line {
					se.msg = fmt.Sprintf("%s (line %d)", se.msg, se.line)
					se.line = line
				}
				return err
			}
			e.File = p.name
			e.Comment = strings.Join(comment, "\n")
			comment = nil
			key := e.ID
			if e.Term {
				key = "-" + key
			}
			if l, dup := seen[key]; dup {
				return &syntaxError{p.name, e.Line, fmt.Sprintf("%s is defined twice (first on line %d)", key, l)}
			}
			seen[key] = e.Line
			r.Entries = append(r.Entries, e)
		default:
			return p.fail("expected a message, a term or a comment, found %q", p.src[p.pos:p.pos+utf8RuneLen(p.src[p.pos:])])
		}
	}
	return nil
}

func utf8RuneLen(s string) int {
	_, n := utf8.DecodeRuneInString(s)
	return n
}

func isIDStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isIDChar(c byte) bool { return isIDStart(c) || c >= '0' && c <= '9' || c == '_' || c == '-' }

// identifier reads [a-zA-Z][a-zA-Z0-9_-]*.
func (p *parser) identifier() (string, error) {
	if !isIDStart(p.peek()) {
		return "", p.fail("expected an identifier")
	}
	start := p.pos
	for isIDChar(p.peek()) {
		p.pos++
	}
	return p.src[start:p.pos], nil
}

func (p *parser) expect(c byte) error {
	if p.peek() != c {
		return p.fail("expected %q", c)
	}
	p.pos++
	return nil
}

func (p *parser) entry() (*Entry, error) {
	e := &Entry{Line: p.lineAt(p.pos)}
	if p.peek() == '-' {
		e.Term = true
		p.pos++
	}
	id, err := p.identifier()
	if err != nil {
		return nil, err
	}
	e.ID = id
	p.skipInline()
	if err := p.expect('='); err != nil {
		return nil, err
	}
	value, err := p.pattern(false)
	if err != nil {
		return nil, err
	}
	e.Value = value
	for {
		// An attribute: a new line, indented, starting with ".".
		save := p.pos
		if p.peek() != '\n' {
			break
		}
		p.skipBlank()
		if p.peek() != '.' || p.src[p.pos-1] != ' ' {
			p.pos = save
			break
		}
		p.pos++
		name, err := p.identifier()
		if err != nil {
			return nil, err
		}
		p.skipInline()
		if err := p.expect('='); err != nil {
			return nil, err
		}
		v, err := p.pattern(false)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return nil, p.fail("the attribute .%s of %s has no value", name, id)
		}
		e.Attrs = append(e.Attrs, Attr{Name: name, Value: v})
	}
	if e.Value == nil && (e.Term || len(e.Attrs) == 0) {
		return nil, &syntaxError{p.name, e.Line, fmt.Sprintf("%s has no value", id)}
	}
	if !p.eof() {
		if p.peek() != '\n' {
			return nil, p.fail("unexpected %q after %s", p.peek(), id)
		}
		p.pos++
	}
	return e, nil
}

// piece is a part of a pattern before its lines are dedented: text, a
// placeable, or the start of a continuation line with its indent.
type piece struct {
	text     string
	expr     Element
	indent   int
	newlines int // > 0: a line break (this many) then indent spaces
}

// pattern reads a pattern that starts after "=" or a variant's key, up
// to the end of its last line (not past the newline). inVariant: a "}"
// ends it (the select's end), instead of being an error.
func (p *parser) pattern(inVariant bool) (Pattern, error) {
	p.skipInline()
	var pieces []piece
	for {
		// The rest of the current line.
		for !p.eof() {
			c := p.peek()
			if c == '\n' {
				break
			}
			if c == '}' {
				if inVariant {
					return bake(pieces), nil
				}
				return nil, p.fail("a } without its {; write it as {\"}\"}")
			}
			if c == '{' {
				p.pos++
				x, err := p.placeable()
				if err != nil {
					return nil, err
				}
				pieces = append(pieces, piece{expr: x})
				continue
			}
			start := p.pos
			for c := p.peek(); !p.eof() && c != '\n' && c != '{' && c != '}'; c = p.peek() {
				p.pos++
			}
			pieces = append(pieces, piece{text: p.src[start:p.pos]})
		}
		if p.eof() {
			return bake(pieces), nil
		}
		// A continuation: lines of only spaces, then an indented line
		// that does not start with [, *, . or }.
		save := p.pos
		newlines := 0
		indent := 0
		for {
			if p.peek() != '\n' {
				break
			}
			p.pos++
			newlines++
			indent = 0
			for p.peek() == ' ' {
				p.pos++
				indent++
			}
		}
		c := p.peek()
		if p.eof() || indent == 0 || c == '[' || c == '*' || c == '.' || c == '}' {
			p.pos = save
			return bake(pieces), nil
		}
		pieces = append(pieces, piece{newlines: newlines, indent: indent})
	}
}

// bake dedents the continuation lines by their common indent, drops the
// line breaks before the first line of a pattern that starts on the next
// line, trims the end, and joins adjacent text.
func bake(pieces []piece) Pattern {
	common := -1
	for _, pc := range pieces {
		if pc.newlines > 0 && (common < 0 || pc.indent < common) {
			common = pc.indent
		}
	}
	var out Pattern
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			out = append(out, Text(text.String()))
			text.Reset()
		}
	}
	for i, pc := range pieces {
		switch {
		case pc.newlines > 0:
			if i > 0 || len(out) > 0 || text.Len() > 0 {
				text.WriteString(strings.Repeat("\n", pc.newlines))
			}
			text.WriteString(strings.Repeat(" ", pc.indent-common))
		case pc.expr != nil:
			flush()
			out = append(out, pc.expr)
		default:
			text.WriteString(pc.text)
		}
	}
	flush()
	if n := len(out); n > 0 {
		if t, ok := out[n-1].(Text); ok {
			t = Text(strings.TrimRight(string(t), " \n"))
			if t == "" {
				out = out[:n-1]
			} else {
				out[n-1] = t
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
