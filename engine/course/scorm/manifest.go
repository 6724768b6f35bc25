package scorm

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"slices"
	"strconv"

	"hyperplane/engine/msg"
)

// The XML namespaces of the manifests (SCORM 1.2 Content Aggregation
// Model, section 2.3; SCORM 2004 4th edition CAM, sections 3.3 and 5.1).
const (
	// SCORM 1.2: IMS Content Packaging 1.1.2 and the ADL extensions.
	NSCP12    = "http://www.imsproject.org/xsd/imscp_rootv1p1p2"
	NSADLCP12 = "http://www.adlnet.org/xsd/adlcp_rootv1p2"
	// SCORM 2004 4th edition: IMS Content Packaging 1.1.4, the ADL
	// extensions 1.3 and IMS Simple Sequencing.
	NSCP2004    = "http://www.imsglobal.org/xsd/imscp_v1p1"
	NSADLCP2004 = "http://www.adlnet.org/xsd/adlcp_v1p3"
	NSIMSSS     = "http://www.imsglobal.org/xsd/imsss"
)

// SchemaVersion returns the <schemaversion> of a manifest of version v.
func SchemaVersion(v Version) string {
	if v == V2004 {
		return "2004 4th Edition"
	}
	return "1.2"
}

// Manifest returns imsmanifest.xml for a package of one SCO, the lesson
// called title with the ID id (small letters, digits and -), made of the
// given files (paths relative to the package's root; the manifest itself
// is not one of them). The organization has one item, the lesson; its
// resource launches Launch(o) and lists every file. The pass mark
// goes in as the LMS's own: adlcp:masteryscore in 1.2, the primary
// objective's minimum normalized measure in 2004 (which the LMS gives the
// page as cmi.scaled_passing_score).
func Manifest(o Options, id, title string, files []string) ([]byte, error) {
	o.Normalize()
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if !slices.Contains(files, "index.html") {
		return nil, msg.Err("scorm-no-index")
	}
	var b bytes.Buffer
	esc := func(s string) string {
		var e bytes.Buffer
		xml.EscapeText(&e, []byte(s))
		return e.String()
	}
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	ident := "hyperplane-" + id + "-scorm" + map[Version]string{V12: "12", V2004: "2004"}[o.Version]
	if o.Version == V12 {
		fmt.Fprintf(&b, `<manifest identifier="%s" version="1" xmlns="%s" xmlns:adlcp="%s">`+"\n", esc(ident), NSCP12, NSADLCP12)
	} else {
		fmt.Fprintf(&b, `<manifest identifier="%s" version="1" xmlns="%s" xmlns:adlcp="%s" xmlns:imsss="%s">`+"\n",
			esc(ident), NSCP2004, NSADLCP2004, NSIMSSS)
	}
	fmt.Fprintf(&b, "  <metadata>\n    <schema>ADL SCORM</schema>\n    <schemaversion>%s</schemaversion>\n  </metadata>\n", SchemaVersion(o.Version))
	b.WriteString(`  <organizations default="org">` + "\n")
	fmt.Fprintf(&b, "    <organization identifier=\"org\">\n      <title>%s</title>\n", esc(title))
	if o.Version == V12 {
		fmt.Fprintf(&b, "      <item identifier=\"item\" identifierref=\"sco\" isvisible=\"true\">\n        <title>%s</title>\n", esc(title))
		fmt.Fprintf(&b, "        <adlcp:masteryscore>%d</adlcp:masteryscore>\n", o.Pass())
	} else {
		fmt.Fprintf(&b, "      <item identifier=\"item\" identifierref=\"sco\">\n        <title>%s</title>\n", esc(title))
		b.WriteString("        <imsss:sequencing>\n          <imsss:objectives>\n")
		b.WriteString("            <imsss:primaryObjective objectiveID=\"pass\" satisfiedByMeasure=\"true\">\n")
		fmt.Fprintf(&b, "              <imsss:minNormalizedMeasure>%s</imsss:minNormalizedMeasure>\n",
			strconv.FormatFloat(float64(o.Pass())/100, 'f', -1, 64))
		b.WriteString("            </imsss:primaryObjective>\n          </imsss:objectives>\n        </imsss:sequencing>\n")
	}
	b.WriteString("      </item>\n    </organization>\n  </organizations>\n  <resources>\n")
	typ := map[Version]string{V12: "adlcp:scormtype", V2004: "adlcp:scormType"}[o.Version]
	fmt.Fprintf(&b, "    <resource identifier=\"sco\" type=\"webcontent\" %s=\"sco\" href=\"%s\">\n", typ, esc(Launch(o)))
	sorted := slices.Clone(files)
	slices.Sort(sorted)
	for _, f := range sorted {
		fmt.Fprintf(&b, "      <file href=\"%s\"/>\n", esc(f))
	}
	b.WriteString("    </resource>\n  </resources>\n</manifest>\n")
	return b.Bytes(), nil
}
