### Hyperplane's words: the course's vocabulary, as terms that every message uses, in English.
### A course renames one everywhere at once with ?strings= (for example -bias = threshold).
### A term takes case: "cap" where it starts a sentence or a label.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = { $case ->
   *[lower] bias
    [cap] Bias
}
-weight = { $case ->
   *[lower] weight
    [cap] Weight
}
-weights = { $case ->
   *[lower] weights
    [cap] Weights
}
-margin = { $case ->
   *[lower] margin
    [cap] Margin
}
-class = { $case ->
   *[lower] class
    [cap] Class
}
-classes = { $case ->
   *[lower] classes
    [cap] Classes
}
-point = { $case ->
   *[lower] point
    [cap] Point
}
-points = { $case ->
   *[lower] points
    [cap] Points
}
-step = { $case ->
   *[lower] step
    [cap] Step
}
-accuracy = { $case ->
   *[lower] accuracy
    [cap] Accuracy
}
-boundary = { $case ->
   *[lower] boundary
    [cap] Boundary
}
-loss = { $case ->
   *[lower] loss
    [cap] Loss
}
