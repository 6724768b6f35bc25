// Package wording holds what the scene formats and the course share to
// clean the text a user wrote and to word their errors for a teacher:
// CleanText, the rune limits of CheckRunes, Quote and Clip for values
// quoted in a message, SizeText, and JSONError for the errors of
// encoding/json.
//
//	name := wording.CleanText(raw, false)
//	if err := wording.CheckRunes("the class name", name, 40); err != nil {
//		return err // "the class name is 52 characters long; the limit is 40"
//	}
package wording
