package fluent

// Resource is one parsed .ftl file.
type Resource struct {
	Name string
	// Header holds the resource comments (lines starting "### "), in
	// order, without the marker: the file's doc comment.
	Header  []string
	Entries []*Entry
}

// Entry is a message (id = …) or a term (-id = …).
type Entry struct {
	ID      string // without the term's leading "-"
	Term    bool
	Value   Pattern // nil when a message has only attributes
	Attrs   []Attr
	Comment string // the "# " comment lines right above it, joined by \n
	File    string
	Line    int
}

// Attr is an attribute of an entry: .name = pattern.
type Attr struct {
	Name  string
	Value Pattern
}

// Attr returns the pattern of the attribute name, or nil.
func (e *Entry) Attr(name string) Pattern {
	for _, a := range e.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// Pattern is a sequence of Text and placeable expressions.
type Pattern []Element

// Element is Text or one of the expressions (a placeable).
type Element interface{ element() }

// Text is literal text in a pattern.
type Text string

// StringLit is a string literal "…", its escapes resolved.
type StringLit string

// NumberLit is a number literal: its source and its value.
type NumberLit struct {
	Src   string
	Value float64
}

// VarRef is $name.
type VarRef struct{ Name string }

// MsgRef is a reference to a message, or to one of its attributes.
type MsgRef struct{ ID, Attr string }

// TermRef is -id, -id.attr or -id(name: literal, …).
type TermRef struct {
	ID, Attr string
	Named    []NamedArg
}

// FuncRef is a call of a function: NUMBER($x, maximumFractionDigits: 2).
type FuncRef struct {
	Name       string
	Positional []Element
	Named      []NamedArg
}

// NamedArg is name: literal in a call.
type NamedArg struct {
	Name  string
	Value Element // StringLit or NumberLit
}

// Select is { selector -> [key] pattern … *[key] pattern }.
type Select struct {
	Selector Element
	Variants []Variant
}

// Variant is one [key] pattern of a Select; Key is an identifier, or a
// number's source.
type Variant struct {
	Key     string
	Number  bool // the key is a number literal
	Default bool
	Value   Pattern
}

func (Text) element()      {}
func (StringLit) element() {}
func (NumberLit) element() {}
func (VarRef) element()    {}
func (MsgRef) element()    {}
func (TermRef) element()   {}
func (FuncRef) element()   {}
func (*Select) element()   {}

// Walk calls fn for every element of p, and of the patterns and
// arguments nested in it, in order.
func Walk(p Pattern, fn func(Element)) {
	for _, e := range p {
		walkElement(e, fn)
	}
}

func walkElement(e Element, fn func(Element)) {
	fn(e)
	switch x := e.(type) {
	case TermRef:
		for _, a := range x.Named {
			walkElement(a.Value, fn)
		}
	case FuncRef:
		for _, a := range x.Positional {
			walkElement(a, fn)
		}
		for _, a := range x.Named {
			walkElement(a.Value, fn)
		}
	case *Select:
		walkElement(x.Selector, fn)
		for _, v := range x.Variants {
			Walk(v.Value, fn)
		}
	}
}
