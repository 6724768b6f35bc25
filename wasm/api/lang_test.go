package api

import (
	"testing"

	"hyperplane/engine/scene"
)

// TestLinkCarriesTheLanguage: link({lang}) puts the page's language in the
// link, loadLink answers it (for the page to choose) and keeps it out of
// the scene the session holds; a link without one answers {ok: true} as
// before, and link() with no options makes a link without one.
func TestLinkCarriesTheLanguage(t *testing.T) {
	a := newTestAPI(t)
	withLang := call(t, a, "link", Object(`{"lang": "cs"}`)).(string)
	plain := call(t, a, "link").(string)
	if s, err := scene.DecodeLink(withLang); err != nil || s.Lang != "cs" {
		t.Fatalf("link({lang: cs}) decodes with lang %q (%v)", s.Lang, err)
	}
	if s, _ := scene.DecodeLink(plain); s.Lang != "" {
		t.Errorf("link() carries lang %q", s.Lang)
	}
	got := asJSON(t, call(t, a, "loadLink", str("#"+withLang)))
	if m, ok := got.(map[string]any); !ok || m["ok"] != true || m["lang"] != "cs" {
		t.Errorf("loadLink of a Czech link answered %v", got)
	}
	if a.App.S.Scene().Lang != "" {
		t.Errorf("the session's scene keeps the link's language %q", a.App.S.Scene().Lang)
	}
	if got := call(t, a, "loadLink", str(plain)); got != nil {
		t.Errorf("loadLink of a link without a language answered %v", got)
	}
	if ans := a.Call("link", Object(`{"lang": "cs&evil=1"}`)); ans.Refusal.IsZero() {
		t.Errorf("link with a malformed language was not refused: %v", ans.Value)
	}
}
