package scene

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"hyperplane/engine"
	"hyperplane/engine/internal/wording"
)

// Validate reports the first problem of s, which should be normalized.
func (s *Scene) Validate() error {
	if s.Version < 1 || s.Version > SceneVersion {
		return fmt.Errorf("the version %d is not a scene version this page reads (1 to %d)", s.Version, SceneVersion)
	}
	if err := wording.CheckRunes("the title", s.Title, MaxTitleRunes); err != nil {
		return err
	}
	if err := wording.CheckRunes("the text", s.Text, MaxTextRunes); err != nil {
		return err
	}
	if err := s.Axes.validate(); err != nil {
		return err
	}
	if err := checkLesson(s.Lesson); err != nil {
		return err
	}
	k := len(s.Classes)
	if k < 1 || k > engine.MaxClasses {
		return fmt.Errorf("a scene has 1 to %d classes, not %d", engine.MaxClasses, k)
	}
	seen := map[string]int{}
	for i, c := range s.Classes {
		if err := wording.CheckRunes(fmt.Sprintf("the name of class %d", i+1), c.Name, MaxNameRunes); err != nil {
			return err
		}
		if c.Name == "" {
			return fmt.Errorf("class %d has no name", i+1)
		}
		if j, ok := seen[c.Name]; ok {
			return fmt.Errorf("classes %d and %d are both called %s; give them different names", j+1, i+1, wording.Quote(c.Name))
		}
		seen[c.Name] = i
	}
	if err := s.Dataset().Validate(); err != nil {
		return err
	}
	spec, ok := engine.Lookup(s.Algorithm)
	if !ok {
		return fmt.Errorf("unknown algorithm %s; the menu of algorithms lists the %d this page knows", wording.Quote(s.Algorithm), len(engine.CatalogIDs()))
	}
	for key, v := range s.Params {
		if err := checkParamValue(v); err != nil {
			return fmt.Errorf("parameter %s of %s: %v", wording.Quote(key), spec.Name, err)
		}
	}
	if _, err := engine.ResolveSettings(spec.Params, s.Params); err != nil {
		return fmt.Errorf("parameter of %s: %v", spec.Name, err)
	}
	if err := s.Basis.Validate(); err != nil {
		return fmt.Errorf("basis: %v", err)
	}
	if s.Network != nil {
		if spec.Kind != engine.KindNetwork {
			return fmt.Errorf("the scene holds a network's weights, but its method is %s", spec.Name)
		}
		if err := s.Network.Check(s.Basis); err != nil {
			return fmt.Errorf("the network's weights: %v", err)
		}
	}
	if err := s.Viewport.Validate(); err != nil {
		return err
	}
	switch s.View.Shading {
	case ShadingHard, ShadingSoft, ShadingOff:
	default:
		return fmt.Errorf("unknown shading %s; use %q, %q or %q", wording.Quote(s.View.Shading), ShadingHard, ShadingSoft, ShadingOff)
	}
	for _, id := range s.View.Compare {
		if _, ok := engine.Lookup(id); !ok {
			return fmt.Errorf("cannot compare with the unknown algorithm %s", wording.Quote(id))
		}
	}
	if len(s.View.Compare) > len(engine.CatalogIDs()) {
		return fmt.Errorf("the comparison lists %d algorithms, more than there are", len(s.View.Compare))
	}
	if err := s.Split.Validate(); err != nil {
		return err
	}
	if math.IsNaN(s.Speed) || s.Speed < MinSpeed || s.Speed > MaxSpeed {
		return fmt.Errorf("the speed must be between %g and %g steps per second, not %g", float64(MinSpeed), float64(MaxSpeed), s.Speed)
	}
	return nil
}

// Validate reports whether v is a usable viewport: finite corners no
// larger than MaxViewCoord, min below max, and a span that is not lost in
// rounding.
func (v Viewport) Validate() error {
	for _, c := range [4]float64{v.MinX, v.MaxX, v.MinY, v.MaxY} {
		if math.IsNaN(c) || math.IsInf(c, 0) {
			return fmt.Errorf("viewport: %v is not a finite number", c)
		}
		if math.Abs(c) > MaxViewCoord {
			return fmt.Errorf("viewport: %g is beyond the limit of %g", c, float64(MaxViewCoord))
		}
	}
	if err := checkRange("x", v.MinX, v.MaxX); err != nil {
		return err
	}
	return checkRange("y", v.MinY, v.MaxY)
}

func checkRange(axis string, lo, hi float64) error {
	if !(lo < hi) {
		return fmt.Errorf("viewport: the smallest %s (%g) must be below the largest (%g)", axis, lo, hi)
	}
	if hi-lo < 1e-6*math.Max(1, math.Max(math.Abs(lo), math.Abs(hi))) {
		return fmt.Errorf("viewport: the %s range %g to %g is too narrow to draw", axis, lo, hi)
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
			return errors.New("the value is too long to be a choice")
		}
		return nil
	case []any:
		return errors.New("a list is not a parameter value")
	case map[string]any:
		return errors.New("an object is not a parameter value")
	}
	return fmt.Errorf("a value of type %T is not a parameter value", v)
}

// checkLesson bounds the lesson of a scene and checks that it is a JSON
// object; the course package checks what it holds.
func checkLesson(raw json.RawMessage) error {
	if len(raw) == 0 {
		return nil
	}
	if len(raw) > MaxLessonBytes {
		return fmt.Errorf("the lesson is %s long; the limit is %s", wording.SizeText(len(raw)), wording.SizeText(MaxLessonBytes))
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return errors.New("the lesson should be a JSON object {…}")
	}
	return nil
}
