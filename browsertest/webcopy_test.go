package browsertest

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyWeb copies the page from root's web/ folder to dir, as make dist
// does, without the program (main.wasm and its compressed copies), which
// a test adds or replaces.
func copyWeb(t *testing.T, root, dir string) {
	t.Helper()
	web := filepath.Join(root, "web")
	err := filepath.WalkDir(web, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(web, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		if strings.HasPrefix(d.Name(), "main.wasm") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatalf("copying the page: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "js", "main.js")); err != nil {
		t.Fatalf("the page has no js/main.js: %v", err)
	}
}
