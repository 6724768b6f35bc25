### Hyperplane's words: what a drop on the page brought, in Simplified Chinese.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

drop-files = 拖放了 { $n } 个文件；请一次只拖放一个文件：CSV（x, y, { -class }），或场景、课程（JSON）。
drop-folder = 拖放了文件夹 { $name }；请从中拖放一个文件：CSV（x, y, { -class }），或场景、课程（JSON）。
drop-not-data = { $name } 不是 { -hyperplane } 能打开的文件：请拖放 CSV（x, y, { -class }），或场景、课程（JSON）。
drop-unreadable = 拖放的项目不是可读取的文件；请先把它保存到你的计算机上，再从那里拖放。
drop-image = 拖放的是网页上的图片；{ -hyperplane } 打开的是数据：请拖放 CSV（x, y, { -class }），或场景、课程（JSON）。
drop-link = 拖放的是链接；{ -hyperplane } 打开的是文件，不是链接：请下载该文件，再把它拖放到这里。
drop-text = 拖放的是文本；{ -hyperplane } 打开的是文件：请把文本保存为 CSV 文件（x, y, { -class }），再拖放该文件。
drop-nothing = 拖放的内容中没有可打开的东西：请拖放 CSV（x, y, { -class }），或场景、课程（JSON）。
