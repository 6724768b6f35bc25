### Hyperplane's words from the panel's extra pictures (package wasm/pictures): the shattering explorer and weight space, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

pictures-shatter-many = 打散至多处理 { $max } 个点；现有 { $n } 个
pictures-shatter-none = 打散至少需要一个点
pictures-shatter-finite = 有一个点的坐标不是有限数
pictures-slice-box = 权重空间切片的框为空
pictures-slice-finite = 权重空间切片需要有限数
pictures-slice-class = 权重空间视图用于两个类别；点 { $point } 属于类别 { $class }

# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-point = { $all } 种标注中有 { $separable } 种可分：这个点被打散
# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-yes = { $all } 种标注中有 { $separable } 种可分：这 { $n } 个点被直线打散
# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-not-general = { $all } 种标注中有 { $separable } 种可分：这 { $n } 个点没有被打散（它们不处于一般位置），尽管处于一般位置的 3 个点可以被打散；平面上直线的 VC 维为 3
# What the shattering explorer's count says about the VC dimension of lines in the plane: $separable of the $all labellings of the $n points are separable by a line.
pictures-shatter-no = { $all } 种标注中有 { $separable } 种可分：任何 { $n } 个点都不能被直线打散；平面上直线的 VC 维为 3
