package browsertest

import "testing"

// TestParseStat reads lines in proc(5)'s format: pid (comm) state ppid
// … utime stime (fields 14 and 15, in clock ticks of 1/100 s). The names
// are a renderer's and a made-up one with a space and parentheses, which
// the kernel writes as they are.
func TestParseStat(t *testing.T) {
	for _, c := range []struct {
		line string
		ppid int
		cpu  float64
	}{
		// 1234 ticks of user time and 56 of system: 12.90 s.
		{"4242 (chromium-headle) S 4200 4200 4200 0 -1 4194560 1000 0 0 0 1234 56 0 0 20 0 17 0 900 0 0", 4200, 12.90},
		{"77 (a (b) c) R 1 77 77 0 -1 0 0 0 0 0 5 5 0 0 20 0 1 0 1 0 0", 1, 0.10},
	} {
		ppid, cpu, ok := parseStat([]byte(c.line))
		if !ok || ppid != c.ppid || cpu < c.cpu-1e-9 || cpu > c.cpu+1e-9 {
			t.Errorf("parseStat(%q) = %d, %v, %v; want %d, %v", c.line, ppid, cpu, ok, c.ppid, c.cpu)
		}
	}
	if _, _, ok := parseStat([]byte("12 (short) S 1 2")); ok {
		t.Error("a line without the CPU fields was read")
	}
}
