// Command floor is the benchmark's floor page: an Ebiten game built from
// the same module that only draws one full-screen Kage shader every frame,
// the least a playground frame can cost in this browser (package game).
package main

import "hyperplane/browsertest/floor/game"

func main() { game.Run() }
