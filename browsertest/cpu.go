package browsertest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Proc is one process of a browser, as Linux's /proc has it.
type Proc struct {
	PID int
	// Kind is the process's --type (renderer, gpu-process, utility,
	// zygote), or "browser" for the browser's own.
	Kind string
	// CPU is the CPU time the process has used, user and system, in s.
	CPU float64
	// Threads are the names of its threads ("Gamepad polling", …).
	Threads []string
}

// clockTicks is Linux's USER_HZ, the unit of /proc's CPU times: 100 on
// every architecture Go's linux ports run on.
const clockTicks = 100

// Profile is the folder of e's browser profile, which names its browser
// (BrowserProcs).
func (e *Env) Profile() string { return filepath.Join(e.tmp, "profile") }

// BrowserProcs returns the processes of the browser started with the
// profile folder profile (StartBrowser): the one whose command line names
// it, and all that descend from it. It reads /proc, so it works on Linux
// only.
func BrowserProcs(profile string) ([]Proc, error) {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil, err
	}
	type info struct {
		ppid int
		kind string
		cpu  float64
	}
	all := map[int]info{}
	root := 0
	for _, en := range ents {
		pid, err := strconv.Atoi(en.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", en.Name(), "stat"))
		if err != nil {
			continue // gone meanwhile
		}
		ppid, cpu, ok := parseStat(stat)
		if !ok {
			continue
		}
		// Chromium rewrites the command lines of its processes as one
		// string with spaces between the arguments; the browser's keeps
		// NULs.
		cmd, _ := os.ReadFile(filepath.Join("/proc", en.Name(), "cmdline"))
		kind, ours := "browser", false
		for _, a := range strings.FieldsFunc(string(cmd), func(r rune) bool { return r == 0 || r == ' ' }) {
			if k, found := strings.CutPrefix(a, "--type="); found {
				kind = k
			}
			ours = ours || a == "--user-data-dir="+profile
		}
		all[pid] = info{ppid, kind, cpu}
		if kind == "browser" && ours && (root == 0 || pid < root) {
			root = pid // the shell script that runs the browser, where there is one
		}
	}
	if root == 0 {
		return nil, fmt.Errorf("no browser process with the profile %s", profile)
	}
	var out []Proc
	for pid, in := range all {
		mine := false
		for x, seen := pid, 0; x > 1 && seen < 64; x, seen = all[x].ppid, seen+1 {
			if x == root {
				mine = true
				break
			}
		}
		if !mine {
			continue
		}
		p := Proc{PID: pid, Kind: in.kind, CPU: in.cpu}
		tasks, _ := os.ReadDir(filepath.Join("/proc", strconv.Itoa(pid), "task"))
		for _, tk := range tasks {
			name, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "task", tk.Name(), "comm"))
			if err == nil {
				p.Threads = append(p.Threads, strings.TrimSpace(string(name)))
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// parseStat reads the parent and the CPU time (user and system, s) from a
// /proc/<pid>/stat line. The command's name, in parentheses, may itself
// hold spaces and parentheses: the fields start after the last ')'.
func parseStat(stat []byte) (ppid int, cpu float64, ok bool) {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(string(stat[i+1:]))
	// f[0] is the state (field 3 of proc(5)): ppid is field 4, utime and
	// stime fields 14 and 15.
	if len(f) < 13 {
		return 0, 0, false
	}
	ppid, err1 := strconv.Atoi(f[1])
	ut, err2 := strconv.ParseFloat(f[11], 64)
	st, err3 := strconv.ParseFloat(f[12], 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return 0, 0, false
	}
	return ppid, (ut + st) / clockTicks, true
}

// CPUByKind sums the processes' CPU time by kind (s).
func CPUByKind(procs []Proc) map[string]float64 {
	m := map[string]float64{}
	for _, p := range procs {
		m[p.Kind] += p.CPU
	}
	return m
}
