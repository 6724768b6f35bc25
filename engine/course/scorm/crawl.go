package scorm

import (
	"path"
	"regexp"
	"strings"

	"hyperplane/engine/msg"
)

// File is one file of a package: its path from the package's root, with /
// between folders, and its bytes.
type File struct {
	Name string
	Data []byte
}

// Bounds of the page that PageFiles collects.
const (
	MaxPageFiles = 1024 // the page has about 300: its modules and six languages of 37 files
	MaxPageBytes = 96 << 20
)

// References in the page's files, by the kind of file. Each pattern's
// first group is an address relative to the file that holds it.
var (
	// HTML: src and href attributes, and the literal addresses of the
	// inline scripts' fetch() and import() (the program, the modules).
	htmlRefs = regexp.MustCompile(`(?:\b(?:src|href)\s*=\s*"([^"]*)"|\b(?:fetch|import)\(\s*"([^"]*)"\s*[,)])`)
	// JavaScript modules: import … from "…", import "…", export … from
	// "…", import("…"), and new URL("…", import.meta.url), a module's
	// address of a file it fetches (the catalogs' list, js/i18n.js).
	jsRefs = regexp.MustCompile(`(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'\n]*)["']|\bnew URL\(\s*["']([^"'\n]*)["']\s*,\s*import\.meta\.url\s*\)`)
	// JSON: the Fluent files a JSON file lists (web/locales/locales.json),
	// relative to it.
	jsonRefs = regexp.MustCompile(`"([^"\\\s]+\.ftl)"`)
	// CSS: url(…).
	cssRefs = regexp.MustCompile(`\burl\(\s*["']?([^"')]*)["']?\s*\)`)
	// The web app manifest: its icons' "src".
	manifestRefs = regexp.MustCompile(`"src"\s*:\s*"([^"]*)"`)
)

// refs returns the addresses that the file name refers to, as paths from
// the page's root: only those within the page's folder; addresses with a
// scheme, of another host, of a folder, or that climb out of the folder
// are not the page's files.
func refs(name string, data []byte) []string {
	var re *regexp.Regexp
	switch path.Ext(name) {
	case ".html":
		re = htmlRefs
	case ".js", ".mjs":
		re = jsRefs
	case ".css":
		re = cssRefs
	case ".webmanifest":
		re = manifestRefs
	case ".json":
		re = jsonRefs
	default:
		return nil
	}
	var out []string
	for _, m := range re.FindAllSubmatch(data, -1) {
		ref := ""
		for _, g := range m[1:] {
			if len(g) > 0 {
				ref = string(g)
				break
			}
		}
		if re == jsRefs && !strings.HasPrefix(ref, "./") && !strings.HasPrefix(ref, "../") {
			continue // a bare module name, not a file of the page
		}
		if i := strings.IndexAny(ref, "?#"); i >= 0 {
			ref = ref[:i]
		}
		if ref == "" || strings.HasSuffix(ref, "/") || strings.HasPrefix(ref, "/") || strings.Contains(ref, ":") {
			continue
		}
		p := path.Join(path.Dir(name), ref)
		if p == ".." || strings.HasPrefix(p, "../") {
			continue
		}
		out = append(out, p)
	}
	return out
}

// PageFiles collects the files of the page: index.html and every file it
// refers to, and they to, through HTML attributes, the inline scripts'
// fetch() and import(), the modules' imports and new URL(…,
// import.meta.url), CSS url()s, the web app manifest's icons and the
// Fluent files a JSON file lists. read returns a file's bytes by its path from the
// page's root. The service worker is not among them: the page registers
// it by a call that PageFiles does not follow, and a package must not
// install one at the LMS's site. It fails on a file that read cannot
// read, and on a page of more than MaxPageFiles files or MaxPageBytes.
func PageFiles(read func(name string) ([]byte, error)) ([]File, error) {
	var out []File
	seen := map[string]bool{"index.html": true}
	queue := []string{"index.html"}
	total := 0
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		data, err := read(name)
		if err != nil {
			return nil, msg.Wrap(err, "scorm-page-file", "file", name, "why", msg.Of(err))
		}
		total += len(data)
		if len(out) >= MaxPageFiles || total > MaxPageBytes {
			return nil, msg.Err("scorm-page-size", "files", MaxPageFiles, "mb", MaxPageBytes>>20)
		}
		out = append(out, File{Name: name, Data: data})
		for _, r := range refs(name, data) {
			if !seen[r] {
				seen[r] = true
				queue = append(queue, r)
			}
		}
	}
	return out, nil
}
