package scene

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"strconv"
	"strings"

	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// Share links carry a whole scene in the fragment of a URL (the part after
// #, which browsers do not send to the server).
const (
	// LinkVersion is the version of the link format that EncodeLink writes:
	// 2 adds a checksum to version 1, which DecodeLink still reads.
	LinkVersion = 2
	// MaxLinkChars bounds the length of a link payload that DecodeLink reads.
	MaxLinkChars = 8 << 20
	// MaxLinkJSON bounds the scene that a link may unpack to, so that a
	// small link cannot unpack to gigabytes (a "zip bomb").
	MaxLinkJSON = 8 << 20
)

// LinkStep returns the grid to which EncodeLink rounds the coordinates of
// the points of a scene with viewport v: the largest power of ten that is
// at most 1/10 000 of the larger side of v. For the viewport [-5, 5]² it is
// 0.001, so a point moves by at most 0.0005, far less than a pixel.
func LinkStep(v Viewport) float64 {
	span := math.Max(v.MaxX-v.MinX, v.MaxY-v.MinY)
	if !(span > 0) || math.IsInf(span, 0) {
		return 0
	}
	return math.Pow(10, math.Floor(math.Log10(span*1e-4)))
}

// EncodeLink returns the URL-fragment form of s: "v2." followed by the
// scene's compact JSON, compressed with DEFLATE (best compression) and
// written in unpadded base64url, so that it needs no escaping in a URL,
// then "." and the checksum of all that precedes it (linkSum), so that
// DecodeLink refuses a link damaged on its way.
//
// To keep links short, the coordinates of the points are rounded to
// multiples of LinkStep(s.Viewport): a point that comes back from
// DecodeLink is within LinkStep/2 of where it was in each coordinate.
// Everything else, including the viewport, is kept exactly. EncodeLink
// normalizes and validates s first, and refuses a scene whose link would be
// longer than DecodeLink accepts.
func EncodeLink(s Scene) (string, error) {
	c := s.Clone()
	c.Normalize()
	if err := c.Validate(); err != nil {
		return "", err
	}
	js, err := marshalScene(c, LinkStep(c.Viewport))
	if err != nil {
		return "", err
	}
	if len(js) > MaxLinkJSON {
		return "", msg.Err("scene-link-too-large", "size", wording.SizeText(len(js)))
	}
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := w.Write(js); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	link := "v" + strconv.Itoa(LinkVersion) + "." + base64.RawURLEncoding.EncodeToString(buf.Bytes())
	link += "." + linkSum(link)
	if len(link) > MaxLinkChars {
		return "", msg.Err("scene-link-too-large", "size", wording.SizeText(len(link)))
	}
	return link, nil
}

// DecodeLink reads a scene from the fragment that EncodeLink wrote. The
// fragment may keep its leading "#", or be a whole URL. It checks the
// version prefix, unpacks at most MaxLinkJSON bytes, and then reads the
// scene with ParseScene, so that a damaged or hostile link is refused with
// a message that says what is wrong with it.
func DecodeLink(fragment string) (Scene, error) {
	f := strings.TrimSpace(fragment)
	if i := strings.LastIndexByte(f, '#'); i >= 0 {
		f = f[i+1:]
	}
	if f == "" {
		return Scene{}, msg.Err("scene-link-empty")
	}
	if len(f) > MaxLinkChars {
		return Scene{}, msg.Err("scene-link-long", "size", wording.SizeText(len(f)), "max", wording.SizeText(MaxLinkChars))
	}
	dot := strings.IndexByte(f, '.')
	if dot < 2 || f[0] != 'v' {
		return Scene{}, msg.Err("scene-link-not-ours")
	}
	v, err := strconv.Atoi(f[1:dot])
	if err != nil || v < 1 {
		return Scene{}, msg.Err("scene-link-version", "version", wording.Quote(f[:dot]))
	}
	if v > LinkVersion {
		return Scene{}, msg.Err("scene-link-newer", "format", v, "max", LinkVersion)
	}
	body := f[dot+1:]
	if v >= 2 {
		if body, err = checkLinkSum(f); err != nil {
			return Scene{}, err
		}
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(body, "="))
	if err != nil {
		var ce base64.CorruptInputError
		if errors.As(err, &ce) {
			return Scene{}, msg.Err("scene-link-damaged-at", "at", dot+1+int(ce))
		}
		return Scene{}, msg.Wrap(err, "scene-link-damaged", "why", msg.Of(err))
	}
	js, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), MaxLinkJSON+1))
	if err != nil {
		var ce flate.CorruptInputError
		switch {
		case errors.Is(err, io.ErrUnexpectedEOF):
			return Scene{}, msg.Err("scene-link-cut")
		case errors.As(err, &ce):
			return Scene{}, msg.Err("scene-link-corrupt")
		}
		return Scene{}, msg.Wrap(err, "scene-link-damaged", "why", msg.Of(err))
	}
	if len(js) > MaxLinkJSON {
		return Scene{}, msg.Err("scene-link-unpacks", "max", wording.SizeText(MaxLinkJSON))
	}
	s, err := ParseScene(js)
	if err != nil {
		return Scene{}, msg.Wrap(err, "scene-link-scene", "why", msg.Of(err))
	}
	return s, nil
}

// linkSum is the checksum of a link of version 2: the CRC-32 (IEEE) of the
// text before its last ".", in 8 lowercase hexadecimal digits. A CRC-32
// detects every error within 32 consecutive bits, so every change of one
// character; other damage passes with a chance of 2⁻³².
func linkSum(text string) string {
	return fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(text)))
}

// checkLinkSum checks the checksum at the end of f, a link of version 2,
// and returns its base64 payload.
func checkLinkSum(f string) (string, error) {
	dot := strings.IndexByte(f, '.')
	last := strings.LastIndexByte(f, '.')
	if last == dot || len(f)-last-1 != 8 {
		return "", msg.Err("scene-link-no-checksum")
	}
	if linkSum(f[:last]) != f[last+1:] {
		return "", msg.Err("scene-link-checksum")
	}
	return f[dot+1 : last], nil
}
