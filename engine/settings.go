package engine

import (
	"fmt"
	"reflect"
	"strings"
)

// A method reads its parameters once, when it starts: its constructor
// takes a struct of its own whose fields name their keys in the parameter
// table with a tag,
//
//	type perceptronSettings struct {
//		Eta    float64 `param:"eta"`
//		Margin float64 `param:"margin"`
//		...
//	}
//
// and start decodes the resolved Settings into it. The trainer reads the
// fields from then on, never a key.

// start returns the constructor of a Spec for a method whose constructor
// takes its typed settings T, decoding the resolved settings into T.
func start[T any](f func(Dataset, Basis, T) (Trainer, error)) func(Dataset, Basis, Settings) (Trainer, error) {
	return func(d Dataset, b Basis, s Settings) (Trainer, error) {
		var t T
		if err := s.decode(&t); err != nil {
			return nil, err
		}
		return f(d, b, t)
	}
}

// decode fills the struct that dst points to from s. A field tagged
// `param:"key"` takes the value of key: a float64 or int field a numeric
// parameter's, a string field a choice's, a bool field a switch's. A field
// of struct type without a tag is filled the same way, for a group of
// parameters that several methods share. Every key of s must be read by a
// field, and every field must find its key unless its tag adds
// ",optional" (the parameter is in the tables of some of the methods that
// share the struct): a table and a struct that disagree are an error that
// the tests meet, never a panic.
func (s Settings) decode(dst any) error {
	v := reflect.ValueOf(dst)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("engine: settings decode into a %T, not a pointer to a struct", dst)
	}
	read := map[string]bool{}
	if err := s.fill(v.Elem(), read); err != nil {
		return err
	}
	for _, k := range s.Keys() {
		if !read[k] {
			return fmt.Errorf("engine: no field of %s reads the parameter %q", v.Elem().Type(), k)
		}
	}
	return nil
}

// fill sets the tagged fields of the struct v and of its untagged struct
// fields from s, and marks the keys it read.
func (s Settings) fill(v reflect.Value, read map[string]bool) error {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f, fv := t.Field(i), v.Field(i)
		tag, ok := f.Tag.Lookup("param")
		if !ok {
			if f.Type.Kind() == reflect.Struct {
				if err := s.fill(fv, read); err != nil {
					return err
				}
			}
			continue
		}
		key, opt, _ := strings.Cut(tag, ",")
		raw, ok := s[key]
		if !ok {
			if opt == "optional" {
				continue
			}
			return fmt.Errorf("engine: %s.%s reads the parameter %q, which the settings do not have", t, f.Name, key)
		}
		read[key] = true
		if !fv.CanSet() {
			return fmt.Errorf("engine: %s.%s is not exported", t, f.Name)
		}
		ok = false
		switch fv.Kind() {
		case reflect.Float64:
			var x float64
			if x, ok = raw.(float64); ok {
				fv.SetFloat(x)
			}
		case reflect.Int:
			var x float64
			if x, ok = raw.(float64); ok {
				fv.SetInt(int64(x))
			}
		case reflect.String:
			var x string
			if x, ok = raw.(string); ok {
				fv.SetString(x)
			}
		case reflect.Bool:
			var x bool
			if x, ok = raw.(bool); ok {
				fv.SetBool(x)
			}
		}
		if !ok {
			return fmt.Errorf("engine: %s.%s (a %s) cannot hold the parameter %q = %v", t, f.Name, fv.Type(), key, raw)
		}
	}
	return nil
}
