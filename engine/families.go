package engine

// generativeSpecs returns the probabilistic generative models.
func generativeSpecs() []Spec { return nil }

// marginSpecs returns the maximum-margin methods.
func marginSpecs() []Spec { return nil }
