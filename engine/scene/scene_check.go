package scene

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
	"hyperplane/engine/msg"
)

// Validate reports the first problem of s, which should be normalized.
func (s *Scene) Validate() error {
	if s.Version < 1 || s.Version > SceneVersion {
		return msg.Err("scene-version-range", "version", s.Version, "max", SceneVersion)
	}
	if err := wording.CheckRunes(msg.T("scene-the-title"), s.Title, MaxTitleRunes); err != nil {
		return err
	}
	if err := wording.CheckRunes(msg.T("scene-the-text"), s.Text, MaxTextRunes); err != nil {
		return err
	}
	if err := s.Axes.validate(); err != nil {
		return err
	}
	if err := checkLesson(s.Lesson); err != nil {
		return err
	}
	if s.Lang != "" && !LangTag(s.Lang) {
		return msg.Err("scene-lang-invalid", "lang", wording.Quote(s.Lang))
	}
	k := len(s.Classes)
	if k < 1 || k > engine.MaxClasses {
		return msg.Err("scene-classes-count", "max", engine.MaxClasses, "n", k)
	}
	seen := map[string]int{}
	for i, c := range s.Classes {
		if err := wording.CheckRunes(msg.T("scene-class-name", "class", i+1), c.Name, MaxNameRunes); err != nil {
			return err
		}
		if c.Name == "" {
			return msg.Err("scene-class-no-name", "class", i+1)
		}
		if j, ok := seen[c.Name]; ok {
			return msg.Err("scene-class-twice", "a", j+1, "b", i+1, "name", wording.Quote(c.Name))
		}
		seen[c.Name] = i
	}
	// The points read where they are: Dataset's copy of 200,000 of them
	// was 17 ms of loading a file at 4x CPU throttling (issue 51).
	if err := (engine.Dataset{Points: s.Points, Classes: len(s.Classes)}).Validate(); err != nil {
		return err
	}
	spec, ok := engine.Lookup(s.Algorithm)
	if !ok {
		return msg.Err("scene-unknown-method", "id", wording.Quote(s.Algorithm), "n", len(engine.CatalogIDs()))
	}
	for key, v := range s.Params {
		if err := checkParamValue(v); err != nil {
			return msg.Wrap(err, "scene-param-of", "key", wording.Quote(key), "method", spec.Name, "why", msg.Of(err))
		}
	}
	if _, err := engine.ResolveSettings(spec.Params, s.Params); err != nil {
		return msg.Wrap(err, "scene-param-of-method", "method", spec.Name, "why", msg.Of(err))
	}
	if err := s.Basis.Validate(); err != nil {
		return msg.Wrap(err, "scene-basis", "why", msg.Of(err))
	}
	if s.Network != nil {
		if spec.Kind != engine.KindNetwork {
			return msg.Err("scene-network-method", "method", spec.Name)
		}
		if err := s.Network.Check(s.Basis); err != nil {
			return msg.Wrap(err, "scene-network-weights", "why", msg.Of(err))
		}
	}
	if err := s.Viewport.Validate(); err != nil {
		return err
	}
	switch s.View.Shading {
	case ShadingHard, ShadingSoft, ShadingOff:
	default:
		return msg.Err("scene-unknown-shading", "shading", wording.Quote(s.View.Shading), "choices", fmt.Sprintf("%q, %q, %q", ShadingHard, ShadingSoft, ShadingOff))
	}
	for _, id := range s.View.Compare {
		if _, ok := engine.Lookup(id); !ok {
			return msg.Err("scene-compare-unknown", "id", wording.Quote(id))
		}
	}
	if len(s.View.Compare) > len(engine.CatalogIDs()) {
		return msg.Err("scene-compare-too-many", "n", len(s.View.Compare))
	}
	if err := s.Split.Validate(); err != nil {
		return err
	}
	if math.IsNaN(s.Speed) || s.Speed < MinSpeed || s.Speed > MaxSpeed {
		return msg.Err("scene-speed", "min", engine.NumText(float64(MinSpeed), -1), "max", engine.NumText(float64(MaxSpeed), -1), "value", engine.NumText(s.Speed, -1))
	}
	return nil
}

// Validate reports whether v is a usable viewport: finite corners no
// larger than MaxViewCoord, min below max, and a span that is not lost in
// rounding.
func (v Viewport) Validate() error {
	for _, c := range [4]float64{v.MinX, v.MaxX, v.MinY, v.MaxY} {
		if math.IsNaN(c) || math.IsInf(c, 0) {
			return msg.Err("scene-viewport-finite", "value", engine.NumText(c, -1))
		}
		if math.Abs(c) > MaxViewCoord {
			return msg.Err("scene-viewport-limit", "value", engine.NumText(c, -1), "max", engine.NumText(float64(MaxViewCoord), -1))
		}
	}
	if err := checkRange("x", v.MinX, v.MaxX); err != nil {
		return err
	}
	return checkRange("y", v.MinY, v.MaxY)
}

func checkRange(axis string, lo, hi float64) error {
	if !(lo < hi) {
		return msg.Err("scene-viewport-order", "axis", axis, "lo", engine.NumText(lo, -1), "hi", engine.NumText(hi, -1))
	}
	if hi-lo < 1e-6*math.Max(1, math.Max(math.Abs(lo), math.Abs(hi))) {
		return msg.Err("scene-viewport-narrow", "axis", axis, "lo", engine.NumText(lo, -1), "hi", engine.NumText(hi, -1))
	}
	return nil
}

// checkParamValue refuses values that no parameter can take, before their
// text ends up in an error message.
func checkParamValue(v any) error {
	switch x := v.(type) {
	case nil, bool, float64, float32, int:
		return nil
	case string:
		if len(x) > 64 {
			return msg.Err("scene-value-too-long")
		}
		return nil
	case []any:
		return msg.Err("scene-value-list")
	case map[string]any:
		return msg.Err("scene-value-object")
	}
	return msg.Err("scene-value-type", "type", fmt.Sprintf("%T", v))
}

// checkLesson bounds the lesson of a scene and checks that it is a JSON
// object; the course package checks what it holds.
func checkLesson(raw json.RawMessage) error {
	if len(raw) == 0 {
		return nil
	}
	if len(raw) > MaxLessonBytes {
		return msg.Err("scene-lesson-size", "size", wording.SizeText(len(raw)), "max", wording.SizeText(MaxLessonBytes))
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return msg.Err("scene-lesson-object")
	}
	return nil
}

// langTag is the form of a locale's tag: a language of two or three
// letters, then up to three subtags of letters and digits (cs, zh-Hans,
// en-XA).
var langTag = regexp.MustCompile(`^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$`)

// LangTag reports whether s has the form of a locale's tag.
func LangTag(s string) bool { return langTag.MatchString(s) }
