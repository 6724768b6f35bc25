// Command l10nreport prints how much of English each locale of the page's
// catalogs translates (make l10n), and the messages each lacks with -v.
//
//	go run ./engine/internal/l10nreport -dir web/locales [-v]
package main

import (
	"flag"
	"fmt"
	"os"

	"hyperplane/engine/msg/fluent"
)

func main() {
	dir := flag.String("dir", "web/locales", "the catalogs' folder (with locales.json)")
	verbose := flag.Bool("v", false, "list the messages each locale lacks")
	flag.Parse()
	if err := run(*dir, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "l10nreport:", err)
		os.Exit(1)
	}
}

func run(dir string, verbose bool) error {
	fsys := os.DirFS(dir)
	m, err := fluent.ReadManifest(fsys)
	if err != nil {
		return err
	}
	en, err := fluent.LoadFiles(fsys, "en", m.Locales["en"].Files)
	if err != nil {
		return err
	}
	var cov []fluent.Coverage
	for _, code := range m.Codes() {
		c, err := fluent.LoadFiles(fsys, code, m.Locales[code].Files)
		if err != nil {
			return err
		}
		cov = append(cov, fluent.CoverageOf(en, c))
	}
	fmt.Print(fluent.Report(cov))
	if verbose {
		for _, v := range cov {
			for _, id := range v.Missing {
				fmt.Printf("%s: missing %s\n", v.Locale, id)
			}
		}
	}
	return nil
}
