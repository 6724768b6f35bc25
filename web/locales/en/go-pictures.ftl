### Hyperplane's words from the panel's extra pictures (package wasm/pictures): the shattering explorer and weight space, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

pictures-shatter-many = shattering takes at most { $max } points; there are { $n }
pictures-shatter-none = shattering needs at least one point
pictures-shatter-finite = a point has a coordinate that is not a finite number
pictures-slice-box = the box of the weight-space slice is empty
pictures-slice-finite = the weight-space slice needs finite numbers
pictures-slice-class = the weight-space view is for two classes; point { $point } is of class { $class }

# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-point = { $separable } of { $all } labellings separable: this point is shattered
# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-yes = { $separable } of { $all } labellings separable: these { $n } points are shattered by lines
# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-not-general = { $separable } of { $all } labellings separable: these { $n } points are not shattered (they are not in general position), though 3 points in general position are; the VC dimension of lines in the plane is 3
# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-no = { $separable } of { $all } labellings separable: no { $n } points can be shattered by lines; the VC dimension of lines in the plane is 3
