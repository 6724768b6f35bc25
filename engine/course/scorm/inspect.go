package scorm

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Inspection is what Inspect read of a package.
type Inspection struct {
	Version Version
	Title   string // the organization's title
	Launch  string // the SCO's href
	// PassMark is the pass mark the manifest gives the LMS, in percent.
	PassMark float64
	Listed   []string // the files the manifest lists, sorted
	Files    []string // the files of the zip but the manifest, sorted
}

// node is an element of the manifest, with its namespace-resolved name.
type node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []node     `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (n *node) attr(space, local string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name.Space == space && a.Name.Local == local {
			return a.Value, true
		}
	}
	return "", false
}

// walk calls f on n and every element under it.
func (n *node) walk(f func(*node)) {
	f(n)
	for i := range n.Children {
		n.Children[i].walk(f)
	}
}

// Inspect reads a SCORM package as an LMS would, independently of Build,
// and checks it: imsmanifest.xml at its root, parsed as XML; its root
// element in the IMS Content Packaging namespace of a SCORM version, with
// the <schemaversion> and the ADL namespace of that version; the default
// organization and every identifierref resolving; a SCO resource (the
// ADL scormtype attribute of the version) whose launch file is in the zip;
// every file the manifest lists present in the zip, and every file of the
// zip (but the manifest) listed.
func Inspect(data []byte) (Inspection, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return Inspection{}, fmt.Errorf("not a zip: %v", err)
	}
	var in Inspection
	var manifest []byte
	for _, f := range zr.File {
		if f.Name == ManifestFile {
			rc, err := f.Open()
			if err != nil {
				return in, err
			}
			manifest, err = io.ReadAll(io.LimitReader(rc, 16<<20))
			rc.Close()
			if err != nil {
				return in, fmt.Errorf("%s: %v", ManifestFile, err)
			}
			continue
		}
		if strings.HasSuffix(f.Name, "/") {
			continue // a folder
		}
		in.Files = append(in.Files, f.Name)
	}
	slices.Sort(in.Files)
	if manifest == nil {
		return in, errors.New("the zip has no imsmanifest.xml at its root")
	}
	var root node
	if err := xml.Unmarshal(manifest, &root); err != nil {
		return in, fmt.Errorf("imsmanifest.xml is not XML: %v", err)
	}
	var cp, adlcp, scormType string
	switch root.XMLName {
	case xml.Name{Space: NSCP12, Local: "manifest"}:
		in.Version, cp, adlcp, scormType = V12, NSCP12, NSADLCP12, "scormtype"
	case xml.Name{Space: NSCP2004, Local: "manifest"}:
		in.Version, cp, adlcp, scormType = V2004, NSCP2004, NSADLCP2004, "scormType"
	default:
		return in, fmt.Errorf("the root element is {%s}%s, not a SCORM 1.2 or 2004 manifest", root.XMLName.Space, root.XMLName.Local)
	}
	declared := false
	for _, a := range root.Attrs {
		if a.Name.Space == "xmlns" && a.Value == adlcp {
			declared = true
		}
	}
	if !declared {
		return in, fmt.Errorf("the manifest does not declare the ADL namespace %s of SCORM %s", adlcp, in.Version)
	}
	ids := map[string]string{} // identifier → element
	var refs []string
	var schema, version, defaultOrg string
	var res []*node
	var problem error
	root.walk(func(n *node) {
		if n.XMLName.Space != cp && n.XMLName.Space != adlcp && !(in.Version == V2004 && n.XMLName.Space == NSIMSSS) {
			if problem == nil {
				problem = fmt.Errorf("the element %s is in the namespace %q, not one of SCORM %s", n.XMLName.Local, n.XMLName.Space, in.Version)
			}
			return
		}
		if id, ok := n.attr("", "identifier"); ok {
			if _, dup := ids[id]; dup && problem == nil {
				problem = fmt.Errorf("the identifier %q is used twice", id)
			}
			ids[id] = n.XMLName.Local
		}
		if r, ok := n.attr("", "identifierref"); ok {
			refs = append(refs, r)
		}
		switch n.XMLName {
		case xml.Name{Space: cp, Local: "schema"}:
			schema = strings.TrimSpace(n.Text)
		case xml.Name{Space: cp, Local: "schemaversion"}:
			version = strings.TrimSpace(n.Text)
		case xml.Name{Space: cp, Local: "organizations"}:
			defaultOrg, _ = n.attr("", "default")
		case xml.Name{Space: cp, Local: "organization"}:
			for _, c := range n.Children {
				if c.XMLName == (xml.Name{Space: cp, Local: "title"}) {
					in.Title = strings.TrimSpace(c.Text)
				}
			}
		case xml.Name{Space: cp, Local: "resource"}:
			res = append(res, n)
		case xml.Name{Space: adlcp, Local: "masteryscore"}:
			in.PassMark, _ = strconv.ParseFloat(strings.TrimSpace(n.Text), 64)
		case xml.Name{Space: NSIMSSS, Local: "minNormalizedMeasure"}:
			v, _ := strconv.ParseFloat(strings.TrimSpace(n.Text), 64)
			in.PassMark = 100 * v
		}
	})
	if problem != nil {
		return in, problem
	}
	if schema != "ADL SCORM" || version != SchemaVersion(in.Version) {
		return in, fmt.Errorf("the metadata says %q %q, not ADL SCORM %q", schema, version, SchemaVersion(in.Version))
	}
	if ids[defaultOrg] != "organization" {
		return in, fmt.Errorf("the default organization %q is not an organization", defaultOrg)
	}
	for _, r := range refs {
		if ids[r] != "resource" {
			return in, fmt.Errorf("the identifierref %q is not a resource", r)
		}
	}
	have := map[string]bool{}
	for _, f := range in.Files {
		have[f] = true
	}
	scos := 0
	for _, r := range res {
		if t, _ := r.attr(adlcp, scormType); t == "sco" {
			scos++
			href, _ := r.attr("", "href")
			in.Launch = href
			if file, _, _ := strings.Cut(href, "?"); !have[file] {
				return in, fmt.Errorf("the SCO launches %q, which is not in the zip", href)
			}
		}
		for _, c := range r.Children {
			if c.XMLName == (xml.Name{Space: cp, Local: "file"}) {
				f, _ := c.attr("", "href")
				in.Listed = append(in.Listed, f)
			}
		}
	}
	if scos != 1 {
		return in, fmt.Errorf("the manifest has %d SCOs (resources with adlcp:%s=\"sco\"), not 1", scos, scormType)
	}
	slices.Sort(in.Listed)
	listed := map[string]bool{}
	for _, f := range in.Listed {
		if !have[f] {
			return in, fmt.Errorf("the manifest lists %s, which is not in the zip", f)
		}
		listed[f] = true
	}
	for _, f := range in.Files {
		if !listed[f] {
			return in, fmt.Errorf("the zip holds %s, which the manifest does not list", f)
		}
	}
	return in, nil
}
