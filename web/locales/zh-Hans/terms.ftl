### Hyperplane's words: the course's vocabulary, as terms that every message uses, in Simplified Chinese.
### A course renames one everywhere at once with ?strings= (for example -bias = 阈值).
### Chinese has no capital letters: a term has one form, and the messages' case argument ("cap") changes nothing.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = 偏置
-weight = 权重
-weights = 权重
-margin = 间隔
-class = 类别
-classes = 类别
-point = 点
-points = 点
-step = 步
-accuracy = 准确率
-boundary = 决策边界
-loss = 损失
