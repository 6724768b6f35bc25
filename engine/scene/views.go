package scene

import "hyperplane/engine/msg"

// ViewToggle is one switch of the View section of the page: the JSON name
// of a View field that is true or false, and the words beside its box.
type ViewToggle struct {
	Key   string   `json:"key"`
	Label msg.Text `json:"label"`
}

// ViewToggles returns the switches of View, in the order of its fields,
// which is the order of the page's boxes (TestViewTogglesCoverView): the
// page builds its View section from them.
func ViewToggles() []ViewToggle {
	return []ViewToggle{
		{"boundary", msg.T("scene-view-boundary")},
		{"misclassified", msg.T("scene-view-misclassified")},
		{"weights", msg.T("scene-view-weights")},
		{"margins", msg.T("scene-view-margins")},
		{"update", msg.T("scene-view-update")},
		{"novikoff", msg.T("scene-view-novikoff")},
		{"fisher", msg.T("scene-view-fisher")},
		{"densities", msg.T("scene-view-densities")},
		{"contours", msg.T("scene-view-contours")},
		{"whitened", msg.T("scene-view-whitened")},
		{"ambiguity", msg.T("scene-view-ambiguity")},
		{"grid", msg.T("scene-view-grid")},
		{"backprop", msg.T("scene-view-backprop")},
	}
}
