// Command serve serves Hyperplane's page for development:
//
//	go run serve.go [-addr 127.0.0.1:8080] [-dir web] [-base /] [-open] [-live]
//	go run serve.go -dir dist -stamp
//
// It serves the folder with the right type for WebAssembly, and serves a
// precompressed copy (file.br or file.gz, as written by make dist) when the
// browser accepts that encoding. It prints the address to open.
//
// The page's service worker, sw.js, keeps the folder's files for later
// visits and for offline use. It names the build it caches (a hash of
// every file) and lists the files with their hashes: serve.go fills these
// in as it serves a sw.js that leaves them empty (web/sw.js), from the
// files as they are at that moment, so that a changed file is a new build
// without a step to remember. With -stamp it writes them into the
// folder's sw.js and exits, for hosts that serve files as they are
// (make dist). With -live the worker is served empty, and caches nothing:
// every load shows the files on disk, while one edits web/.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free port")
	dir := flag.String("dir", "web", "folder to serve")
	base := flag.String("base", "/", "path under which to serve the folder, e.g. /hyperplane/")
	open := flag.Bool("open", false, "open the page in the default browser")
	stamp := flag.Bool("stamp", false, "write the build's identity and files into the folder's sw.js, and exit")
	live := flag.Bool("live", false, "serve the service worker empty, so that it caches nothing")
	wasmAge := flag.Duration("wasm-max-age", 0, "let the browser keep the .wasm this long without asking again (for a run that never rebuilds it, as the tests'; 0: ask at every load)")
	flag.Parse()

	if *stamp {
		name := filepath.Join(*dir, "sw.js")
		src, err := os.ReadFile(name)
		if err == nil {
			src, err = stampWorker(*dir, src)
		}
		if err == nil {
			err = os.WriteFile(name, src, 0o644)
		}
		if err != nil {
			log.Fatalf("serve: %v", err)
		}
		fmt.Printf("%s: build %s\n", name, workerBuild.FindSubmatch(src)[1])
		return
	}

	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		log.Fatalf("serve: %s has no index.html (run make build first)", *dir)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil && strings.HasSuffix(*addr, ":8080") {
		// The usual port is taken: take any free one rather than fail.
		ln, err = net.Listen("tcp", strings.TrimSuffix(*addr, "8080")+"0")
	}
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	prefix := "/" + strings.Trim(*base, "/")
	if prefix != "/" {
		prefix += "/"
	}
	mux := http.NewServeMux()
	mux.Handle(prefix, http.StripPrefix(strings.TrimSuffix(prefix, "/"), handler(*dir, *live, *wasmAge)))
	if prefix != "/" {
		mux.Handle("/", http.RedirectHandler(prefix, http.StatusFound))
	}
	url := "http://" + ln.Addr().String() + prefix
	fmt.Printf("Hyperplane is served at %s\n", url)
	if *open {
		openBrowser(url)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.Serve(ln))
}

// handler serves dir, choosing a precompressed variant when the client
// accepts it and giving WebAssembly its media type. It fills in the
// service worker's build and files, or serves it empty when live. Every
// file is revalidated at each load (no-cache), but a .wasm with wasmAge >
// 0, which the browser then keeps that long without asking: Chrome reuses
// the program's compiled code (its WebAssembly code cache) only then. A
// load answered 304 compiled the program again, its optimizing compiler
// taking 3.5-3.8 s of CPU on the two-core machine in each page's first
// seconds; kept, 0.5 s (traces of three loads each, issue 51).
func handler(dir string, live bool, wasmAge time.Duration) http.Handler {
	mime.AddExtensionType(".wasm", "application/wasm")
	// Module scripts load only with a JavaScript type (and nosniff below);
	// some systems' tables map .js to something else.
	mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
	mime.AddExtensionType(".mjs", "text/javascript; charset=utf-8")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
	mime.AddExtensionType(".ico", "image/x-icon")
	files := http.Dir(dir)
	plain := http.FileServer(files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		if wasmAge > 0 && path.Ext(name) == ".wasm" {
			h.Set("Cache-Control", "max-age="+strconv.Itoa(int(wasmAge.Seconds())))
		}
		if strings.HasPrefix(name, "/embed/") {
			// The embed client is a module that course pages of other
			// sites import.
			h.Set("Access-Control-Allow-Origin", "*")
		}
		if strings.HasSuffix(name, "/") || name == "/" {
			plain.ServeHTTP(w, r)
			return
		}
		if name == "/sw.js" {
			if src, err := os.ReadFile(filepath.Join(dir, "sw.js")); err == nil && (live || !stamped(src)) {
				if live {
					src = workerBuild.ReplaceAll(src, []byte(`const BUILD = "";`))
				} else if src, err = stampWorker(dir, src); err != nil {
					http.Error(w, err.Error(), http.StatusInternalServerError)
					return
				}
				h.Set("Content-Type", mime.TypeByExtension(".js"))
				http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(src))
				return
			}
		}
		accept := r.Header.Get("Accept-Encoding")
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !acceptsEncoding(accept, enc.token) {
				continue
			}
			f, err := files.Open(name + enc.ext)
			if err != nil {
				continue
			}
			defer f.Close()
			st, err := f.Stat()
			if err != nil || st.IsDir() {
				continue
			}
			ctype := mime.TypeByExtension(path.Ext(name))
			if ctype == "" {
				ctype = "application/octet-stream"
			}
			h.Set("Content-Type", ctype)
			h.Set("Content-Encoding", enc.token)
			// The page shows the download's progress in decoded bytes.
			if raw, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err == nil {
				h.Set("X-Decoded-Length", strconv.FormatInt(raw.Size(), 10))
			}
			h.Add("Vary", "Accept-Encoding")
			http.ServeContent(w, r, name, st.ModTime(), f)
			return
		}
		if f, err := files.Open(name); err == nil {
			f.Close()
		} else if errors.Is(err, os.ErrNotExist) {
			http.NotFound(w, r)
			return
		}
		h.Add("Vary", "Accept-Encoding")
		plain.ServeHTTP(w, r)
	})
}

// acceptsEncoding reports whether an Accept-Encoding header accepts token
// with a non-zero quality.
func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(fields[0]), token) {
			continue
		}
		for _, f := range fields[1:] {
			if q := strings.TrimSpace(f); q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
				return false
			}
		}
		return true
	}
	return false
}

func openBrowser(url string) {
	var cmd string
	switch runtime.GOOS {
	case "darwin":
		cmd = "open"
	case "windows":
		cmd = "explorer"
	default:
		cmd = "xdg-open"
	}
	if p, err := exec.LookPath(cmd); err == nil {
		exec.Command(p, url).Start()
	}
}

// The lines of the service worker that name its build and list its files.
var (
	workerBuild = regexp.MustCompile(`(?m)^const BUILD = "([^"]*)";$`)
	workerFiles = regexp.MustCompile(`(?m)^const FILES = .*;$`)
)

// stamped reports whether the worker names its build.
func stamped(src []byte) bool {
	m := workerBuild.FindSubmatch(src)
	return m != nil && len(m[1]) > 0
}

// stampWorker returns the service worker src with its build and files
// filled in from dir: every file but the worker itself, the precompressed
// copies and hidden files, each with the hash a fetch checks it against,
// and a build named by a hash of them all and of the worker.
func stampWorker(dir string, src []byte) ([]byte, error) {
	if !workerBuild.Match(src) || !workerFiles.Match(src) {
		return nil, errors.New("sw.js has no lines const BUILD = \"…\"; and const FILES = […];")
	}
	src = workerBuild.ReplaceAll(src, []byte(`const BUILD = "";`))
	src = workerFiles.ReplaceAll(src, []byte(`const FILES = [];`))
	var files [][2]string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !d.Type().IsRegular() || rel == "sw.js" || strings.HasSuffix(rel, ".br") || strings.HasSuffix(rel, ".gz") {
			return nil
		}
		sum, err := fileHash(p)
		if err != nil {
			return err
		}
		files = append(files, [2]string{rel, "sha256-" + base64.StdEncoding.EncodeToString(sum)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(files, func(i, j int) bool { return files[i][0] < files[j][0] })
	id := sha256.New()
	id.Write(src)
	for _, f := range files {
		fmt.Fprintf(id, "%s\x00%s\n", f[0], f[1])
	}
	list, err := json.Marshal(files)
	if err != nil {
		return nil, err
	}
	build := hex.EncodeToString(id.Sum(nil))[:16]
	src = workerBuild.ReplaceAll(src, []byte(`const BUILD = "`+build+`";`))
	return workerFiles.ReplaceAllLiteral(src, []byte("const FILES = "+string(list)+";")), nil
}

// fileHash is the SHA-256 of a file, remembered while the file keeps its
// size and time (the worker is asked for at every load, and main.wasm is
// some 16 MB).
func fileHash(name string) ([]byte, error) {
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	hashes.Lock()
	h, ok := hashes.m[name]
	hashes.Unlock()
	if ok && h.size == st.Size() && h.mod.Equal(st.ModTime()) {
		return h.sum, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sha := sha256.New()
	if _, err := io.Copy(sha, f); err != nil {
		return nil, err
	}
	h = fileSum{st.Size(), st.ModTime(), sha.Sum(nil)}
	hashes.Lock()
	hashes.m[name] = h
	hashes.Unlock()
	return h.sum, nil
}

type fileSum struct {
	size int64
	mod  time.Time
	sum  []byte
}

var hashes = struct {
	sync.Mutex
	m map[string]fileSum
}{m: map[string]fileSum{}}
