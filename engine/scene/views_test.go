package scene

import (
	"reflect"
	"strings"
	"testing"
)

// TestViewTogglesCoverView: the page's switches are exactly the fields of
// View that are true or false, by their JSON names, in the order of the
// struct, each with its own label; a change of View that adds a switch
// must add it here too.
func TestViewTogglesCoverView(t *testing.T) {
	var want []string
	v := reflect.TypeFor[View]()
	for i := range v.NumField() {
		f := v.Field(i)
		if f.Type.Kind() == reflect.Bool {
			want = append(want, strings.Split(f.Tag.Get("json"), ",")[0])
		}
	}
	var got []string
	labels := map[string]bool{}
	for _, tg := range ViewToggles() {
		got = append(got, tg.Key)
		label := en(t, tg.Label)
		if label == "" || labels[label] {
			t.Errorf("%s: label %q is empty or repeated", tg.Key, label)
		}
		labels[label] = true
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("toggles %v, View's switches %v", got, want)
	}
}
