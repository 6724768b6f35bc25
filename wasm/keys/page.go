package keys

// Passes reports whether the plot lets k go to the page and the browser
// without giving it to the model: Tab, which leaves the plot, and the
// browser's and the screen reader's own keys, those with Ctrl, Alt or
// Meta, and a key the browser could not name.
func Passes(k Key) bool {
	return k.Key == "Tab" || k.Ctrl || k.Alt || k.Meta || k.Key == "Unidentified"
}
