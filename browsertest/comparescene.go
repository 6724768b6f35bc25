package browsertest

// ComparisonSceneJS writes the scene of issue 41 as a file and opens it
// with the page's file input, as a user opening it would: 200,000 points
// of six Gaussian classes around a circle (a seeded generator), least
// squares, with logistic regression, softmax, separate Gaussians and
// K-class Fisher compared (view.compare), on the page's basis. It is
// ComparisonFileJS then OpenComparisonFileJS, in one task.
const ComparisonSceneJS = `(() => { ` + comparisonFile + `; ` + openComparisonFile + ` })()`

// ComparisonFileJS writes the file of ComparisonSceneJS
// (window.comparisonFile), and OpenComparisonFileJS opens it: a
// measurement of the page's opening leaves out the script's writing
// (600 ms at 4x CPU throttling).
const (
	ComparisonFileJS     = `(() => { ` + comparisonFile + `; window.comparisonFile = file; return {ok: true}; })()`
	OpenComparisonFileJS = `(() => { const file = window.comparisonFile; ` + openComparisonFile + ` })()`
)

const comparisonFile = `const base = JSON.parse(hyperplane.exportScene());
	let s = 12345; const u = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648 + 1e-12;
	const pts = [];
	for (let i = 0; i < 200000; i++) { const c = i % 6, r = Math.sqrt(-2 * Math.log(u())), a = 2 * Math.PI * u();
		pts.push([+(3 * Math.cos(c * Math.PI / 3) + r * Math.cos(a)).toFixed(4), +(3 * Math.sin(c * Math.PI / 3) + r * Math.sin(a)).toFixed(4), c]); }
	base.points = pts; base.classes = [1, 2, 3, 4, 5, 6].map((k) => ({name: "Class " + k}));
	base.algorithm = "least-squares"; base.params = {};
	base.view.compare = ["logistic", "softmax", "gauss-separate", "fisher-multi"];
	base.title = "Six classes, four compared";
	const file = new File([JSON.stringify(base)], "six-classes.json", {type: "application/json"})`

const openComparisonFile = `const dt = new DataTransfer(); dt.items.add(file);
	const inp = document.getElementById("import"); inp.files = dt.files; inp.dispatchEvent(new Event("change"));
	return {ok: true};`
