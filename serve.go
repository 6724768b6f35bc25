// Command serve serves Hyperplane's page for development:
//
//	go run serve.go [-addr 127.0.0.1:8080] [-dir web] [-base /] [-open]
//
// It serves the folder with the right type for WebAssembly, and serves a
// precompressed copy (file.br or file.gz, as written by make dist) when the
// browser accepts that encoding. It prints the address to open.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free port")
	dir := flag.String("dir", "web", "folder to serve")
	base := flag.String("base", "/", "path under which to serve the folder, e.g. /hyperplane/")
	open := flag.Bool("open", false, "open the page in the default browser")
	flag.Parse()

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
	mux.Handle(prefix, http.StripPrefix(strings.TrimSuffix(prefix, "/"), handler(*dir)))
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
// accepts it and giving WebAssembly its media type.
func handler(dir string) http.Handler {
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
		if strings.HasSuffix(name, "/") || name == "/" {
			plain.ServeHTTP(w, r)
			return
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
