### Hyperplane's words: sharing, exporting and opening files, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

files-scene-address = 场景地址无效。
# $origin: this page's site, https://….
files-scene-origin = 场景只能从本网站（{ $origin }）载入。
files-scene-failed = 无法载入场景 { $addr }：{ $error }
files-copied-link = 链接已复制。
files-copied-embed = 嵌入代码已复制。
# $name: a file's name.
files-opened = 已打开 { $name }。
# $name: a big file's name, while it is read (before files-opened).
files-opening = 正在打开 { $name }…
# $mb: the file's size in megabytes.
files-too-big = { $name } 大小为 { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB；只能打开不超过 32 MB 的文件。
files-not-utf8 = 未打开 { $name }：它不是 UTF-8 文本（请另存为 UTF-8，在电子表格中选“CSV UTF-8”，然后重新打开）。
files-unreadable = 无法读取 { $name }：{ $error }

## Export as code.

export-failed = 无法导出场景。
export-code = 代码：
export-python = Python
    .title = 拟合此场景并打印页面上各数值的脚本（NumPy、scikit-learn）
export-notebook = 笔记本
    .title = 同一代码的 Jupyter 笔记本，附各区域的图
export-copy = 复制 Python
    .title = 复制脚本，以粘贴到编辑器或笔记本单元格中
export-python-saved = Python 脚本已保存：用 python3 运行它。
export-notebook-saved = 笔记本已保存：在 Jupyter 中打开它。
export-copied = Python 代码已复制。
