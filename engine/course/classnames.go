package course

import (
	"fmt"
	"regexp"
	"strconv"

	"hyperplane/engine/msg"
	"hyperplane/engine/scene"
)

// The default names of a built-in scene's classes ("Class 1", and the
// logic gates' "Output 1" and "Output 0") are words of the catalog: a
// preset or a lesson made in the reader's language names them in it. A
// name a scene was given otherwise (a data set's species, a teacher's)
// is kept.

var outputName = regexp.MustCompile(`^Output ([01])$`)

// nameClasses writes the default names of s's classes in the words of w.
func nameClasses(s *scene.Scene, w Words) {
	if w == nil {
		return
	}
	for i := range s.Classes {
		name := s.Classes[i].Name
		switch {
		case name == fmt.Sprintf("Class %d", i+1):
			s.Classes[i].Name = w(msg.T("scene-class-default", "n", i+1))
		case outputName.MatchString(name):
			n, _ := strconv.Atoi(outputName.FindStringSubmatch(name)[1])
			s.Classes[i].Name = w(msg.T("preset-class-output", "n", n))
		}
	}
}
