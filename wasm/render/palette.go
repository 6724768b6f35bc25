package render

import "image/color"

// ClassColors is the Okabe–Ito palette, chosen to stay distinguishable for
// the common forms of colour blindness; each class also has its own marker
// shape.
var ClassColors = [6]color.RGBA{
	{0x00, 0x72, 0xB2, 0xff}, // blue
	{0xE6, 0x9F, 0x00, 0xff}, // orange
	{0x00, 0x9E, 0x73, 0xff}, // bluish green
	{0xCC, 0x79, 0xA7, 0xff}, // reddish purple
	{0xD5, 0x5E, 0x00, 0xff}, // vermillion
	{0x56, 0xB4, 0xE9, 0xff}, // sky blue
}

// ClassColor returns the colour of class k.
func ClassColor(k int) color.RGBA { return ClassColors[k%len(ClassColors)] }

// ClassColorHex returns the colours as CSS hex strings for the page.
func ClassColorHex() []string {
	s := make([]string, len(ClassColors))
	for i, c := range ClassColors {
		s[i] = HexColor(c)
	}
	return s
}

// HexColor returns c as a CSS hex colour, #rrggbb.
func HexColor(c color.RGBA) string {
	const digits = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for i, v := range []uint8{c.R, c.G, c.B} {
		b[1+2*i] = digits[v>>4]
		b[2+2*i] = digits[v&15]
	}
	return string(b)
}

// CompareStyle is how one compared algorithm's boundary is drawn: a
// colour and a dash pattern, so that the lines stay apart without colour
// too. Dash is the field program's pattern number, Name the page's.
type CompareStyle struct {
	Color color.RGBA
	Dash  float32
	Name  string
}

// CompareStyles are the styles of the compared algorithms, in order.
// Each colour stands at 3.2:1 or more against the darkest shading (the
// blue at half strength, luminance 0.44) and 6:1 against white (WCAG
// 1.4.11).
var CompareStyles = [4]CompareStyle{
	{color.RGBA{0xb0, 0x1c, 0x1c, 0xff}, 1, "dashed"},
	{color.RGBA{0x6a, 0x2c, 0x91, 0xff}, 2, "dotted"},
	{color.RGBA{0x08, 0x62, 0x35, 0xff}, 3, "dash-dot"},
	{color.RGBA{0x7c, 0x4c, 0x0e, 0xff}, 0, "solid"},
}
