package msg_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"hyperplane/engine/msg"
)

// A refusal from Go: the id and its arguments travel to the page, which
// formats them in its reader's language.
func ExampleErr() {
	err := msg.Err("refuse-too-many-points", "n", 200000)
	var e *msg.Error
	if errors.As(err, &e) {
		b, _ := json.Marshal(e.Text)
		fmt.Println(string(b))
	}
	// Output: {"id":"refuse-too-many-points","args":{"n":200000}}
}

// A nested Text is formatted first, in the same locale.
func ExampleT() {
	t := msg.T("describe-summary", "method", msg.T("method-perceptron"), "accuracy", 0.75)
	fmt.Println(t)
	// Output: describe-summary(accuracy=0.75, method=method-perceptron)
}
