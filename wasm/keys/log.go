package keys

import "sync"

// LogMax bounds a Log: a page that runs for hours keeps its first keys.
const LogMax = 200_000

// Logged is a key the plot got and whether it used it.
type Logged struct {
	Key
	Handled bool `json:"handled"`
}

// Log is ?debug's key log (hyperplane.debug.keyLog()): every key the plot
// got, in order, up to LogMax, for the fuzzer's replay. It is safe for
// use from the page's listeners and the frames at once.
type Log struct {
	mu   sync.Mutex
	keys []Logged
}

// Add logs k, and whether the plot used it.
func (l *Log) Add(k Key, handled bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.keys) < LogMax {
		l.keys = append(l.keys, Logged{k, handled})
	}
}

// Keys returns a copy of the keys logged.
func (l *Log) Keys() []Logged {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Logged{}, l.keys...)
}
