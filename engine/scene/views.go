package scene

// ViewToggle is one switch of the View section of the page: the JSON name
// of a View field that is true or false, and the words beside its box.
type ViewToggle struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// ViewToggles returns the switches of View, in the order of its fields,
// which is the order of the page's boxes (TestViewTogglesCoverView): the
// page builds its View section from them.
func ViewToggles() []ViewToggle {
	return []ViewToggle{
		{"boundary", "boundary"},
		{"misclassified", "mark mistakes"},
		{"weights", "w and w₀/‖w‖"},
		{"margins", "margins"},
		{"update", "last update"},
		{"novikoff", "Novikoff R, γ"},
		{"fisher", "Fisher view"},
		{"densities", "class densities"},
		{"contours", "probability contours"},
		{"whitened", "whitened space"},
		{"ambiguity", "ambiguous regions"},
		{"grid", "grid"},
		{"backprop", "a network's next step"},
	}
}
