package main

import "image/color"

// classColors is the Okabe–Ito palette, chosen to stay distinguishable for
// the common forms of colour blindness; each class also has its own marker
// shape.
var classColors = [6]color.RGBA{
	{0x00, 0x72, 0xB2, 0xff}, // blue
	{0xE6, 0x9F, 0x00, 0xff}, // orange
	{0x00, 0x9E, 0x73, 0xff}, // bluish green
	{0xCC, 0x79, 0xA7, 0xff}, // reddish purple
	{0xD5, 0x5E, 0x00, 0xff}, // vermillion
	{0x56, 0xB4, 0xE9, 0xff}, // sky blue
}

// classColorHex returns the colours as CSS hex strings for the page.
func classColorHex() []string {
	s := make([]string, len(classColors))
	for i, c := range classColors {
		s[i] = hexColor(c)
	}
	return s
}

func hexColor(c color.RGBA) string {
	const digits = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for i, v := range []uint8{c.R, c.G, c.B} {
		b[1+2*i] = digits[v>>4]
		b[2+2*i] = digits[v&15]
	}
	return string(b)
}
