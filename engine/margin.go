package engine

// marginSpecs returns the maximum-margin methods.
func marginSpecs() []Spec { return []Spec{svmSpec()} }
