package scorm

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fakePage is a page that refers to its files in every way PageFiles
// follows, and in ways it must not.
var fakePage = map[string]string{
	"index.html": `<!doctype html><html><head>
<script>window.w = fetch("main.wasm"); navigator.serviceWorker.register("sw.js");</script>
<script src="wasm_exec.js"></script>
<script>import("./js/main.js");</script>
<link rel="stylesheet" href="style.css"><link rel="manifest" href="manifest.webmanifest">
<link rel="icon" href="icon.svg?v=2" type="image/svg+xml">
</head><body><a href="./">home</a> <a href="https://example.org/x.js">x</a> <a href="#top">top</a>
<a href="//cdn.example/y.js">y</a> <img src="data:image/png;base64,AAAA"> <a href="../outside.html">out</a></body></html>`,
	"main.wasm":    "\x00asm",
	"wasm_exec.js": "// Go's runtime support; imports nothing",
	"sw.js":        "// the service worker: not the package's",
	"style.css":    `body { background: url("img/paper.png") } .x { background: url(img/dots.svg) } .y { background: url(https://example.org/z.png) }`,
	"manifest.webmanifest": `{"name": "H", "start_url": "./", "icons": [{"src": "icon-192.png", "sizes": "192x192"},
	  {"src": "icon-512.png", "sizes": "512x512"}]}`,
	"icon.svg":      "<svg/>",
	"icon-192.png":  "png",
	"icon-512.png":  "png",
	"img/paper.png": "png",
	"img/dots.svg":  "<svg/>",
	"js/main.js": `import { a } from "./a.js";
import "./side.js";
export { b } from './b.js';
import { lib } from "some-package"; // a bare name: not a file
const later = () => import("./pictures/index.js");
const s = "copied from the page"; // prose, not an import`,
	"js/a.js":              `export const a = 1;`,
	"js/b.js":              `export const b = 2;`,
	"js/side.js":           `import { a } from "./a.js"; console.log(a);`,
	"js/pictures/index.js": `import { b } from "../b.js"; import { d } from "./draw.js?v=1";`,
	"js/pictures/draw.js":  `export const d = 3;`,
	"js/orphan.js":         `export const nobody = "imports me";`,
}

func readFake(files map[string]string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		s, ok := files[name]
		if !ok {
			return nil, fs.ErrNotExist
		}
		return []byte(s), nil
	}
}

func names(fs []File) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Name
	}
	return out
}

// TestPageFilesFollowsReferences: every file the fake page reaches, and
// none of those it must not take (the service worker, other sites,
// folders, a file out of the folder, a module nobody imports).
func TestPageFilesFollowsReferences(t *testing.T) {
	got, err := PageFiles(readFake(fakePage))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"icon-192.png", "icon-512.png", "icon.svg", "img/dots.svg", "img/paper.png", "index.html",
		"js/a.js", "js/b.js", "js/main.js", "js/pictures/draw.js", "js/pictures/index.js", "js/side.js",
		"main.wasm", "manifest.webmanifest", "style.css", "wasm_exec.js"}
	n := names(got)
	slices.Sort(n)
	if !slices.Equal(n, want) {
		t.Errorf("files\n%q\nwant\n%q", n, want)
	}
	if got[0].Name != "index.html" || string(got[0].Data) != fakePage["index.html"] {
		t.Errorf("the first file is %s", got[0].Name)
	}
}

// TestPageFilesRefusesMissing: a file the page refers to and that cannot
// be read fails the whole, naming it.
func TestPageFilesRefusesMissing(t *testing.T) {
	page := map[string]string{}
	for k, v := range fakePage {
		page[k] = v
	}
	delete(page, "js/pictures/draw.js")
	_, err := PageFiles(readFake(page))
	if err == nil || !strings.Contains(err.Error(), "js/pictures/draw.js") || !errors.Is(err, fs.ErrNotExist) && !strings.Contains(err.Error(), "not exist") {
		t.Errorf("err %v", err)
	}
	// A page that refers to more than MaxPageFiles files.
	many := map[string]string{"index.html": ""}
	for i := 0; i <= MaxPageFiles; i++ {
		name := "f" + strings.Repeat("x", i) + ".js"
		many["index.html"] += `<script src="` + name + `"></script>`
		many[name] = ""
	}
	if _, err := PageFiles(readFake(many)); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("a page of %d files: %v", MaxPageFiles+2, err)
	}
}

// TestPageFilesOfTheRealPage crawls web/: every module of web/js is
// reached (a module that nothing imports would be left out of a package),
// and the service worker is not.
func TestPageFilesOfTheRealPage(t *testing.T) {
	web := filepath.Join("..", "..", "..", "web")
	read := func(name string) ([]byte, error) {
		data, err := os.ReadFile(filepath.Join(web, filepath.FromSlash(name)))
		if err != nil && (name == "main.wasm" || name == "wasm_exec.js" || strings.HasPrefix(name, "js/fluent/")) {
			return []byte{}, nil // made by make build, which go test does not need
		}
		return data, err
	}
	got, err := PageFiles(read)
	if err != nil {
		t.Fatal(err)
	}
	n := names(got)
	var modules []string
	filepath.WalkDir(filepath.Join(web, "js"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".js") {
			rel, _ := filepath.Rel(web, p)
			modules = append(modules, filepath.ToSlash(rel))
		}
		return nil
	})
	for _, m := range modules {
		if !slices.Contains(n, m) {
			t.Errorf("the module %s is not reached from index.html", m)
		}
	}
	for _, f := range []string{"index.html", "style.css", "wasm_exec.js", "main.wasm", "manifest.webmanifest", "icon.svg",
		"icon-192.png", "icon-512.png", "favicon.ico"} {
		if !slices.Contains(n, f) {
			t.Errorf("the page's file %s is missing", f)
		}
	}
	if slices.Contains(n, "sw.js") {
		t.Error("the service worker is in the package")
	}
	t.Logf("%d files: %v", len(n), n)
}

// TestPageFilesFollowsCatalogs: the catalogs are fetched by address, not
// imported, so the module names their list with new URL(…,
// import.meta.url) and the list names the Fluent files; PageFiles
// follows both, relative to the file that names them, and nothing else a
// JSON file or a module's strings say.
func TestPageFilesFollowsCatalogs(t *testing.T) {
	page := map[string]string{
		"index.html": `<script>import("./js/i18n.js");</script>`,
		"js/i18n.js": `const LIST = new URL("../locales/locales.json", import.meta.url);
const other = new URL("https://example.org/x.json", import.meta.url); // another site
const plain = "../locales/unlisted.json"; // a string, not a reference`,
		"locales/locales.json":  `{"locales": {"en": {"files": ["en/page.ftl", "en/terms.ftl"]}, "cs": {"name": "Čeština", "files": ["cs/page.ftl"]}}, "note": "not.a.file"}`,
		"locales/en/page.ftl":   "page-x = x",
		"locales/en/terms.ftl":  "-bias = bias",
		"locales/cs/page.ftl":   "page-x = x",
		"locales/unlisted.json": "{}",
	}
	got, err := PageFiles(readFake(page))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"index.html", "js/i18n.js", "locales/cs/page.ftl", "locales/en/page.ftl", "locales/en/terms.ftl", "locales/locales.json"}
	n := names(got)
	slices.Sort(n)
	if !slices.Equal(n, want) {
		t.Errorf("PageFiles = %v, want %v", n, want)
	}
}
