// Package wording holds what the scene formats and the course share to
// clean the text a user wrote and to word their errors for a teacher:
// CleanText, the rune limits of CheckRunes, Quote and Clip for values
// quoted in a message, SizeText, and JSONError for the errors of
// encoding/json. The words are Texts of the catalog (go-common.ftl),
// which the page shows in its reader's language.
//
//	name := wording.CleanText(raw, false)
//	if err := wording.CheckRunes(msg.T("scene-class-name", "class", 2), name, 40); err != nil {
//		return err // "the name of class 2 is 52 characters long; the limit is 40"
//	}
package wording
