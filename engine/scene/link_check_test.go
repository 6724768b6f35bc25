package scene

import (
	"reflect"
	"strings"
	"testing"
)

// linkAlphabet holds every character of a link and a few that a mailer or
// an editor might put in one.
const linkAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#= %+/v"

// TestLinkSum: the checksum is the CRC-32 of IEEE 802.3; "123456789" has
// the check value cbf43926 (the catalogue of parametrised CRC algorithms,
// CRC-32/ISO-HDLC), and "" has 0.
func TestLinkSum(t *testing.T) {
	if got := linkSum("123456789"); got != "cbf43926" {
		t.Errorf("linkSum(123456789) = %s, want cbf43926", got)
	}
	if got := linkSum(""); got != "00000000" {
		t.Errorf("linkSum(\"\") = %s, want 00000000", got)
	}
}

// TestLinkVersion2: a link starts with "v2.", ends with "." and the 8-digit
// checksum of what precedes it; the same payload as a version 1 link (no
// checksum) still opens to the same scene.
func TestLinkVersion2(t *testing.T) {
	s := randomScene(newRand(7))
	link, err := EncodeLink(s)
	if err != nil {
		t.Fatal(err)
	}
	last := strings.LastIndexByte(link, '.')
	if !strings.HasPrefix(link, "v2.") || len(link)-last-1 != 8 || linkSum(link[:last]) != link[last+1:] {
		t.Fatalf("link %.40q… is not v2.<payload>.<crc32 of the rest>", link)
	}
	got, err := DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	old, err := DecodeLink("v1." + link[3:last])
	if err != nil {
		t.Fatalf("the version 1 form does not open: %v", err)
	}
	if !reflect.DeepEqual(got, old) {
		t.Errorf("the version 1 form opens to another scene")
	}
	for _, c := range []struct{ link, want string }{
		{link[:last], "checksum is missing"},
		{link[:last+5], "checksum is missing"},
		{link + "0", "checksum is missing"},
		{link[:last+1] + "00000000", "checksum does not match"},
		{link[:last+1] + flip(link[last+1]) + link[last+2:], "checksum does not match"},
	} {
		if _, err := DecodeLink(c.link); err == nil || !strings.Contains(enErr(t, err), c.want) {
			t.Errorf("%.20q…: error %v, want %q", c.link[len(c.link)-12:], err, c.want)
		}
	}
}

// flip returns a hexadecimal digit other than c.
func flip(c byte) string {
	if c == '0' {
		return "1"
	}
	return "0"
}

// damage returns link changed at pos by op: 0 replaces the character with
// ch, 1 deletes it, 2 inserts ch before it, 3 cuts the link there.
func damage(link string, op int, pos int, ch byte) string {
	pos %= len(link) + 1
	switch op % 4 {
	case 0:
		if pos == len(link) {
			pos--
		}
		return link[:pos] + string(ch) + link[pos+1:]
	case 1:
		if pos == len(link) {
			pos--
		}
		return link[:pos] + link[pos+1:]
	case 2:
		return link[:pos] + string(ch) + link[pos:]
	}
	return link[:pos]
}

// checkDamaged fails when damaged, a damaged copy of a link of want, opens
// to a scene other than want.
func checkDamaged(t *testing.T, damaged string, want Scene) {
	t.Helper()
	got, err := DecodeLink(damaged)
	if err == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("the damaged link %q opens to another scene", damaged)
	}
}

// TestLinkDamageRefused: every change of one character of a link, every
// deletion, insertion and cut, is refused or opens the very same scene
// (spaces around a link, a "#" before it). Version 1 links let 8 of their
// one-character changes through as other scenes (issue 32).
func TestLinkDamageRefused(t *testing.T) {
	link, err := EncodeLink(DefaultScene())
	if err != nil {
		t.Fatal(err)
	}
	want, err := DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	for pos := 0; pos <= len(link); pos++ {
		for op := 0; op < 4; op++ {
			for i := 0; i < len(linkAlphabet); i++ {
				d := damage(link, op, pos, linkAlphabet[i])
				if d != link {
					checkDamaged(t, d, want)
				}
				if op%2 == 1 {
					break // deletions and cuts take no character
				}
			}
		}
	}
}

// FuzzLinkDamage: a link of one of three scenes, damaged by one change
// (damage), is refused or opens the same scene. Its seeds are in
// testdata/fuzz/FuzzLinkDamage.
func FuzzLinkDamage(f *testing.F) {
	var links []string
	var scenes []Scene
	r := newRand(11)
	for _, s := range []Scene{DefaultScene(), randomScene(r), randomScene(r)} {
		l, err := EncodeLink(s)
		if err != nil {
			f.Fatal(err)
		}
		d, err := DecodeLink(l)
		if err != nil {
			f.Fatal(err)
		}
		links, scenes = append(links, l), append(scenes, d)
	}
	f.Add(uint8(0), uint8(0), uint16(10), byte('A'))
	f.Fuzz(func(t *testing.T, which, op uint8, pos uint16, ch byte) {
		i := int(which) % len(links)
		d := damage(links[i], int(op), int(pos), ch)
		if d != links[i] {
			checkDamaged(t, d, scenes[i])
		}
	})
}
