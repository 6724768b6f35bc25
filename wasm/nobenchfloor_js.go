//go:build !benchfloor

package main

// runFloor runs the bench's floor game in a build with the tag benchfloor
// (benchfloor_js.go); the playground's own build never does.
func runFloor() bool { return false }
