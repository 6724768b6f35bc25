package main

import "hyperplane/wasm/api"

// kernelStatus returns how the kernel field on screen is drawn, or nil
// when the model on screen has no kernel expansion. The caller holds the
// app's lock.
func (g *Game) kernelStatus() *api.Kernel {
	s := g.app.S.Training().Shown()
	if s.Field.Expansion == nil {
		return nil
	}
	gpu := g.frame.gpu && g.frame.field.Expansion != nil
	// Exact only for the model the session has now: a change not yet
	// prepared (Update) is not painted.
	exact := g.kl.exact && g.kl.ver == g.frame.fieldVer && g.seen.Picture == g.app.S.Versions().Picture
	return &api.Kernel{GPU: gpu, Coarse: gpu && !exact, Exact: gpu && exact, Level: g.kl.kernelLevel(), SVs: len(s.Field.Expansion.Points),
		Kept: g.ks.valid, Repainted: g.ks.repaid, Tiles: g.ks.dmg.Tiles()}
}
