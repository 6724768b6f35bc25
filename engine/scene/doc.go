// Package scene holds the scene, the document behind everything a user of
// Hyperplane makes and shares: the labelled points and the names of their
// classes, the algorithm with its parameters, the basis, the display
// toggles (View), the box of the plane on show (Viewport), the training
// speed, and the Split that holds some points out as test points. The
// page saves it as a file, puts it in share links and embeds, and the
// course's presets and lessons are scenes too. The models it names live in
// package engine, which knows nothing of scenes.
//
// # Formats
//
//   - Scene JSON (ParseScene, Scene.Encode): an object with a "version"
//     and the points as [x, y, class] triples; see Scene.
//   - Share links (EncodeLink, DecodeLink): "v2." and the scene's JSON,
//     DEFLATE-compressed and in unpadded base64url, then "." and a CRC-32
//     of the rest, for the fragment of a URL; coordinates are rounded to
//     LinkStep of the viewport. Links of version 1 (no checksum) still open.
//   - CSV (ParseCSV, WriteCSV): the points alone, one "x,y,class" line
//     each, read as forgivingly as a spreadsheet writes them.
//
// # Conventions
//
//   - Classes are numbered from 0 in a document and in code, and shown
//     from 1 (CSV also takes 1..K and ±1, see ParseCSV).
//   - Normalize fills in what a document may leave out and puts a scene in
//     its canonical form; Validate then checks it. ParseScene, Encode,
//     EncodeLink, DecodeLink and WriteCSV do both, so what one writes the
//     other reads back, and every error says in words a teacher can act on
//     what is wrong and where.
//   - Readers bound what they read (MaxSceneBytes, MaxLinkChars,
//     MaxLinkJSON, MaxCSVBytes, and engine.MaxPoints), and never panic on
//     any input; the fuzz targets check that.
//   - A Split chooses its test points from its seed and fraction alone
//     (TestMask), so the same scene always holds out the same points.
//
// ExampleParseScene reads a scene and starts a trainer on its training
// points; ExampleEncodeLink and ExampleParseCSV show the other formats.
package scene
