package export

import (
	"encoding/json"
	"fmt"
	"strings"

	"hyperplane/engine/scene"
)

// Notebook returns a Jupyter notebook (nbformat 4.5) of the program that
// reproduces sc, one code cell per part with its heading in Markdown, and
// a last cell that plots the decided regions and the points with
// matplotlib.
func Notebook(sc scene.Scene, w Words) (string, error) {
	cells, err := Cells(sc, w)
	if err != nil {
		return "", err
	}
	cells = append(cells, Cell{"The regions each class gets, and the points (hollow: held out for testing)", plotCode(sc)})
	nb := notebook{
		Metadata: map[string]any{
			"kernelspec":    map[string]string{"name": "python3", "display_name": "Python 3", "language": "python"},
			"language_info": map[string]string{"name": "python"},
		},
		NBFormat: 4, NBFormatMinor: 5,
	}
	nb.Cells = append(nb.Cells, nbCell{CellType: "markdown", ID: "title", Metadata: map[string]any{},
		Source: lines("# " + headline(sc, w) + "\n\nExported from Hyperplane: run the cells in order to fit the scene's " +
			"model and print the numbers the page shows.")})
	for i, c := range cells {
		nb.Cells = append(nb.Cells,
			nbCell{CellType: "markdown", ID: fmt.Sprintf("h%d", i), Metadata: map[string]any{}, Source: lines("## " + c.Title)},
			nbCell{CellType: "code", ID: fmt.Sprintf("c%d", i), Metadata: map[string]any{}, Source: lines(c.Code),
				Outputs: []any{}, ExecutionCount: nil})
	}
	out, err := json.MarshalIndent(nb, "", " ")
	if err != nil {
		return "", err
	}
	return string(out) + "\n", nil
}

type notebook struct {
	Cells         []nbCell       `json:"cells"`
	Metadata      map[string]any `json:"metadata"`
	NBFormat      int            `json:"nbformat"`
	NBFormatMinor int            `json:"nbformat_minor"`
}

type nbCell struct {
	CellType       string         `json:"cell_type"`
	ID             string         `json:"id"`
	Metadata       map[string]any `json:"metadata"`
	Source         []string       `json:"source"`
	Outputs        []any          `json:"outputs,omitempty"`
	ExecutionCount *int           `json:"execution_count,omitempty"`
}

// MarshalJSON writes a code cell with its outputs and execution count
// (null), which nbformat requires, and a Markdown cell without them.
func (c nbCell) MarshalJSON() ([]byte, error) {
	type plain nbCell
	if c.CellType != "code" {
		return json.Marshal(plain(c))
	}
	return json.Marshal(struct {
		plain
		Outputs        []any `json:"outputs"`
		ExecutionCount *int  `json:"execution_count"`
	}{plain(c), []any{}, nil})
}

// lines splits text into the lines of a notebook source, each but the
// last with its newline.
func lines(s string) []string {
	s = strings.TrimRight(s, "\n")
	parts := strings.SplitAfter(s, "\n")
	return parts
}

// plotCode draws the regions over the scene's viewport.
func plotCode(sc scene.Scene) string {
	v := sc.Viewport
	if !(v.MaxX > v.MinX && v.MaxY > v.MinY) {
		v = scene.FitViewport(sc.Points)
	}
	rule := "decide(scores(augment(grid)))"
	if !sc.Decision.IsZero() {
		rule = "decided(augment(grid))  # after the decision stage"
	}
	return fmt.Sprintf(`import matplotlib.pyplot as plt
from matplotlib.colors import ListedColormap

xmin, xmax, ymin, ymax = %s, %s, %s, %s  # the page's viewport
gx, gy = np.meshgrid(np.linspace(xmin, xmax, 300), np.linspace(ymin, ymax, 300))
grid = np.column_stack([gx.ravel(), gy.ravel()])
c = %s
region = np.where(c >= 0, names[np.maximum(c, 0)], -1).reshape(gx.shape)  # -1: undecided
palette = plt.get_cmap("tab10").colors
fig, ax = plt.subplots(figsize=(6, 6))
ax.contourf(gx, gy, region, levels=np.arange(-1.5, K), cmap=ListedColormap([(0.85, 0.85, 0.85)] + list(palette[:K])), alpha=0.35)
for k in range(K):
    own = labels == k
    ax.scatter(X[own & ~test, 0], X[own & ~test, 1], color=palette[k], edgecolor="k", label="class %%d" %% (k + 1))
    ax.scatter(X[own & test, 0], X[own & test, 1], facecolor="none", edgecolor=palette[k])
ax.set_xlim(xmin, xmax)
ax.set_ylim(ymin, ymax)
ax.set_aspect("equal")
ax.legend()
ax.set_title("accuracy %%.3f, loss %%.6g" %% (accuracy, loss))
plt.show()
`, num(v.MinX), num(v.MaxX), num(v.MinY), num(v.MaxY), rule)
}
