package export

// method is the Python of one algorithm: the fit, and an optional check
// against scikit-learn that runs after the report. A method that takes a
// kernel (engine.Spec.Kernel) either has its own writer for a kernel
// other than the linear one (kernel), or works on the Gram matrix of the
// training points, which the script then builds, linear or of the kernel
// (gram).
type method struct {
	fit, check string
	kernel     *method
	gram       bool
}

// methods holds a writer for every algorithm of the catalog, and for no
// other ID (TestEveryMethodHasAWriter).
var methods = map[string]method{
	"least-squares":      {fit: leastSquaresCode},
	"fisher":             {fit: fisherCode},
	"perceptron":         {fit: perceptronCode, check: perceptronCheck},
	"perceptron-batch":   {fit: batchPerceptronCode},
	"perceptron-fausett": {fit: fausettCode},
	"perceptron-dual":    {fit: dualPerceptronCode, gram: true},
	"relaxation-batch":   {fit: relaxationBatchCode},
	"relaxation-single":  {fit: relaxationSingleCode},
	"lms":                {fit: lmsCode},
	"ho-kashyap":         {fit: hoKashyapCode},
	"mse":                {fit: mseCode},
	"fisher-multi":       {fit: fisherMultiCode},
	"gauss-shared":       {fit: "KIND = \"shared\"\n" + gaussCode, check: gaussCheck},
	"gauss-separate":     {fit: "KIND = \"separate\"\n" + gaussCode, check: gaussCheck},
	"naive-bayes":        {fit: "KIND = \"naive\"\n" + gaussCode, check: gaussCheck},
	"logistic":           {fit: "BAYES = False\n" + logisticCode, check: logisticCheck},
	"logistic-bayes": {fit: "BAYES = True  # the Laplace approximation: the field's probit link uses Cov = H⁻¹\n" +
		logisticCode},
	"softmax": {fit: softmaxCode},
	"svm":     {fit: svmCode, kernel: &method{fit: kernelSVMCode, check: kernelSVMCheck}},
	"network": {fit: networkCode, check: networkCheck},
}

const perceptronCheck = `# scikit-learn's Perceptron is this rule with η = eta0, no margin, a constant rate and
# the points in order (shuffle=False); with tol=None it runs max_iter epochs, and an
# epoch without mistakes changes nothing, so it ends at the page's weights. Its coef_
# belongs to its second class: the labels are 1 for the page's positive class.
if C == 2 and P["margin"] == 0 and P["schedule"] == "constant" and P["order"] == "cyclic":
    from sklearn.linear_model import Perceptron
    sk = Perceptron(eta0=P["eta"], shuffle=False, tol=None, max_iter=P["maxEpochs"])
    sk.fit(Z[:, 1:], (y == 0).astype(int))
    ska = np.concatenate([sk.intercept_, sk.coef_[0]])
    print("scikit-learn Perceptron: max |Δa| =", repr(float(np.max(np.abs(ska - A[0])))))
`
