### Hyperplane's words: the course's vocabulary, as terms that every message uses, in English.
### A course renames one everywhere at once with ?strings= (for example -bias = threshold).
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = bias
-weight = weight
-weights = weights
-margin = margin
-class = class
-classes = classes
-point = point
-points = points
-step = step
-accuracy = accuracy
-boundary = boundary
-loss = loss
