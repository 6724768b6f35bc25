package gcwatch

import (
	"bytes"
	"encoding/base64"
	"runtime"
	"runtime/pprof"
)

// Mem is what mem() answers: the heap's bytes in use and obtained from
// the system, the program's bytes from the system, the collections so
// far and the bytes ever allocated (runtime.MemStats).
type Mem struct {
	HeapAlloc  uint64 `json:"heapAlloc"`
	HeapSys    uint64 `json:"heapSys"`
	Sys        uint64 `json:"sys"`
	NumGC      uint64 `json:"numGC"`
	TotalAlloc uint64 `json:"totalAlloc"`
}

// ReadMem returns the heap's numbers, after a collection when collect is
// set, so that HeapAlloc is what is live.
func ReadMem(collect bool) Mem {
	if collect {
		runtime.GC()
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return Mem{HeapAlloc: m.HeapAlloc, HeapSys: m.HeapSys, Sys: m.Sys, NumGC: uint64(m.NumGC), TotalAlloc: m.TotalAlloc}
}

// Profile returns the heap's profile in pprof's format, base64, after a
// collection, so that its in-use numbers are what is live.
func Profile() (string, error) {
	runtime.GC()
	var buf bytes.Buffer
	if err := pprof.Lookup("heap").WriteTo(&buf, 0); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}
