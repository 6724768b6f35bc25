package session

// ImportReport says what the last import (Import or Load) brought in: the
// points and classes the scene now holds, and what was left out of the
// file (class names the rules refused, parameters a scene of another
// version had). The bridge adds how long it took.
type ImportReport struct {
	Points  int      `json:"points"`
	Classes int      `json:"classes"`
	Dropped []string `json:"dropped"`
	Millis  float64  `json:"ms"`
}

// Imported returns the report of the last import.
func (a *Session) Imported() ImportReport { return a.imported }
