package main

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"hyperplane/wasm/render"
)

// shaderCache compiles each field program once.
type shaderCache struct {
	m map[render.Key]*ebiten.Shader
}

// get returns the compiled program of k.
func (c *shaderCache) get(k render.Key) (*ebiten.Shader, error) {
	if sh, ok := c.m[k]; ok {
		return sh, nil
	}
	sh, err := ebiten.NewShader([]byte(k.Source()))
	if err != nil {
		return nil, fmt.Errorf("field shader %+v: %v", k, err)
	}
	if c.m == nil {
		c.m = map[render.Key]*ebiten.Shader{}
	}
	c.m[k] = sh
	return sh, nil
}
