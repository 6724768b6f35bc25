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
		return "", fmt.Errorf("the scene is too large for a link (%s); save it as a file instead", wording.SizeText(len(js)))
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
		return "", fmt.Errorf("the scene is too large for a link (%s); save it as a file instead", wording.SizeText(len(link)))
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
		return Scene{}, errors.New("the link holds no scene")
	}
	if len(f) > MaxLinkChars {
		return Scene{}, fmt.Errorf("the link is %s long; the limit is %s", wording.SizeText(len(f)), wording.SizeText(MaxLinkChars))
	}
	dot := strings.IndexByte(f, '.')
	if dot < 2 || f[0] != 'v' {
		return Scene{}, errors.New("this is not a Hyperplane link: it should start with v2.")
	}
	v, err := strconv.Atoi(f[1:dot])
	if err != nil || v < 1 {
		return Scene{}, fmt.Errorf("this is not a Hyperplane link: %s is not a link version", wording.Quote(f[:dot]))
	}
	if v > LinkVersion {
		return Scene{}, fmt.Errorf("this link was made by a newer Hyperplane (link format %d; this page reads format %d): "+
			"open it with the newer page", v, LinkVersion)
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
			return Scene{}, fmt.Errorf("the link is damaged at character %d: it holds characters that a Hyperplane link "+
				"does not, or it was cut short (was it changed when it was copied?)", dot+1+int(ce))
		}
		return Scene{}, fmt.Errorf("the link is damaged: %v", err)
	}
	js, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), MaxLinkJSON+1))
	if err != nil {
		var ce flate.CorruptInputError
		switch {
		case errors.Is(err, io.ErrUnexpectedEOF):
			return Scene{}, errors.New("the link is cut short: its end is missing (was it copied completely?)")
		case errors.As(err, &ce):
			return Scene{}, errors.New("the link is damaged: its compressed data is corrupt")
		}
		return Scene{}, fmt.Errorf("the link is damaged: %v", err)
	}
	if len(js) > MaxLinkJSON {
		return Scene{}, fmt.Errorf("the link unpacks to more than %s, the limit; it was not made by Hyperplane", wording.SizeText(MaxLinkJSON))
	}
	s, err := ParseScene(js)
	if err != nil {
		return Scene{}, fmt.Errorf("the link holds a scene that cannot be opened: %w", err)
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
		return "", errors.New("the link is damaged or cut short: its checksum is missing (was it copied completely?)")
	}
	if linkSum(f[:last]) != f[last+1:] {
		return "", errors.New("the link is damaged: its checksum does not match (was it changed when it was copied?)")
	}
	return f[dot+1 : last], nil
}
