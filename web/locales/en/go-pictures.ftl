### Hyperplane's words from the panel's extra pictures (package wasm/pictures): the shattering explorer and weight space, in English.
### Made by: the Hyperplane authors
### Reviewed by a teacher: no

pictures-shatter-many = shattering takes at most { $max } points; there are { $n }
pictures-shatter-none = shattering needs at least one point
pictures-shatter-finite = a point has a coordinate that is not a finite number
pictures-slice-box = the box of the weight-space slice is empty
pictures-slice-finite = the weight-space slice needs finite numbers
pictures-slice-class = the weight-space view is for two classes; point { $point } is of class { $class }
