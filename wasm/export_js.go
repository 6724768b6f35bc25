package main

import (
	"fmt"
	"syscall/js"

	"hyperplane/engine/export"
)

// exportHandlers returns the functions that write the current scene as
// code: exportPython() returns a Python script and exportNotebook() a
// Jupyter notebook (engine/export), as text.
func (b *bridge) exportHandlers() []handler {
	a := b.app
	return []handler{
		{"exportPython", true, func([]js.Value) (any, error) {
			s, err := export.Python(a.s.Scene())
			if err != nil {
				return nil, fmt.Errorf("no Python: %v", err)
			}
			return s, nil
		}},
		{"exportNotebook", true, func([]js.Value) (any, error) {
			s, err := export.Notebook(a.s.Scene())
			if err != nil {
				return nil, fmt.Errorf("no notebook: %v", err)
			}
			return s, nil
		}},
	}
}
