//go:build benchfloor

package main

import (
	"syscall/js"

	"hyperplane/browsertest/floor/game"
)

// runFloor: built with the tag benchfloor, the program runs the bench's
// floor game instead of the playground when its page sets
// window.benchPadded (browsertest/cmd/bench, the padded floor): the same
// module, its download, compilation and package initialization, with only
// the floor's own start and frames. The playground's code stays linked,
// since whether it runs is known only in the page.
func runFloor() bool {
	if !js.Global().Get("benchPadded").Truthy() {
		return false
	}
	game.Run()
	return true
}
