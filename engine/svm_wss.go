package engine

import "math"

// The working set and the pair update of the SMO core (smo).

// inSets reports whether a point of label y and multiplier a is in I_up
// (α < C with y = +1, or α > 0 with y = −1) and whether it is in I_low
// (α > 0 with y = +1, or α < C with y = −1), for the bound C = c.
func inSets(y, a, c float64) (up, low bool) {
	if y > 0 {
		return a < c, a > 0
	}
	return a > 0, a < c
}

// inUp reports whether point t is in I_up.
func (m *smo) inUp(t int) bool {
	up, _ := inSets(m.y[t], m.alpha[t], m.c)
	return up
}

// inLow reports whether point t is in I_low.
func (m *smo) inLow(t int) bool {
	_, low := inSets(m.y[t], m.alpha[t], m.c)
	return low
}

// firstUp returns the first point of I_up with the largest vₜ, or -1 when
// I_up is empty: selectPair's i. refresh finds the same point (m.iup), from
// the same numbers.
func (m *smo) firstUp() int {
	i, vi := -1, math.Inf(-1)
	y, alpha, c := m.y, m.alpha[:len(m.f)], m.c
	for t, f := range m.f {
		if v := y[t] - f; v > vi {
			if up, _ := inSets(y[t], alpha[t], c); up {
				i, vi = t, v
			}
		}
	}
	return i
}

// smoRow is what selectPair needs to compute aᵢₜ = ‖φᵢ − φₜ‖² for one i
// and every t. A row holds one of
//
//   - a column of the kernel matrix: aᵢₜ = Kᵢᵢ + Kₜₜ − 2Kᵢₜ (kii, diag, col);
//   - the augmented feature vectors zₜ = (1, φₜ): aᵢₜ from the differences
//     φᵢ − φₜ, so that nearby points do not lose it to cancellation (zi, z);
//   - the same for φ = (x, y), read from the array that holds the zₜ:
//     selectPairPlane's fast path (plane, z).
type smoRow struct {
	kii       float64
	diag, col []float64
	zi        []float64 // φᵢ, without the 1
	z         rows
	plane     bool
}

// selectPair returns the working set of Fan, Chen and Lin (2005, WSS 2):
//
//	i ∈ argmax_{t∈I_up} vₜ,
//	j ∈ argmax_{t∈I_low, vₜ<vᵢ} bᵢₜ²/aᵢₜ,  bᵢₜ = vᵢ − vₜ,  aᵢₜ = ‖φᵢ − φₜ‖²,
//
// where bᵢₜ²/(2aᵢₜ) is the rise of W(α) along the pair (i, t) when no bound
// is met, for the i that firstUp finds (passed in, since refresh finds it
// too), and aᵢₜ is at least τ. It also returns m(α) − M(α), and i = -1
// when I_up is empty. For a row of the plane it is selectPairPlane.
func (m *smo) selectPair(i int) (_, j int, gap float64) {
	j = -1
	if i < 0 {
		return -1, -1, 0
	}
	r := m.space.row(i)
	if r.plane {
		return m.selectPairPlane(i, r.z.flat)
	}
	vi := m.y[i] - m.f[i]
	best, low := math.Inf(-1), math.Inf(1)
	kii, diag, col, zi, z := r.kii, r.diag, r.col, r.zi, r.z
	for t := range m.f {
		if !m.inLow(t) {
			continue
		}
		v := m.y[t] - m.f[t]
		if v < low {
			low = v
		}
		b := vi - v
		if !(b > 0) {
			continue
		}
		var a float64
		if col != nil {
			a = kii + diag[t] - 2*col[t]
		} else {
			a = sqDist(zi, z.Row(t)[1:])
		}
		if a <= m.tau {
			a = m.tau
		}
		if g := b * b / a; g > best {
			best, j = g, t
		}
	}
	return i, j, vi - low
}

// sqDist returns ‖u − v‖², computed from the differences so that nearby
// points do not lose it to cancellation.
func sqDist(u, v []float64) float64 {
	s := 0.0
	for k := range u {
		d := u[k] - v[k]
		s += d * d
	}
	return s
}

// update moves αᵢ by +yᵢt and αⱼ by −yⱼt, which keeps Σ αₙ yₙ = 0 and
// changes w by t(φᵢ − φⱼ) (the outputs by t(Kᵢₜ − Kⱼₜ)). Along this line W
// rises by t·b − ½t²a, largest at t = b/a (Platt 1998, eq. 16), clipped so
// that both stay in [0, C].
func (m *smo) update(i, j int) {
	b := (m.y[i] - m.f[i]) - (m.y[j] - m.f[j])
	a := m.space.curvature(i, j)
	if a <= m.tau {
		a = m.tau
	}
	t := b / a
	roomI := m.alpha[i] // αᵢ falls when yᵢ = −1
	if m.y[i] > 0 {
		roomI = m.c - m.alpha[i]
	}
	roomJ := m.alpha[j] // αⱼ falls when yⱼ = +1
	if m.y[j] < 0 {
		roomJ = m.c - m.alpha[j]
	}
	clipI, clipJ := false, false
	if lim := math.Min(roomI, roomJ); t >= lim {
		t, clipI, clipJ = lim, roomI == lim, roomJ == lim
	}
	// Set a bound exactly when it is met, so that α leaves the support
	// with exactly 0 and free/bounded tests are exact.
	if clipI {
		m.alpha[i] = 0
		if m.y[i] > 0 {
			m.alpha[i] = m.c
		}
	} else {
		m.alpha[i] = math.Min(math.Max(m.alpha[i]+m.y[i]*t, 0), m.c)
	}
	if clipJ {
		m.alpha[j] = 0
		if m.y[j] < 0 {
			m.alpha[j] = m.c
		}
	} else {
		m.alpha[j] = math.Min(math.Max(m.alpha[j]-m.y[j]*t, 0), m.c)
	}
	m.space.moved(i, j, t)
	m.pi, m.pj = i, j
	m.upd++
}
