### Slova Hyperplane o lekcích (balíček engine/course): kontrola lekce, jejích otázek a predikcí, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Lekce.

course-lesson-size = lekce má velikost { $size }; limit je { $max }
course-lesson-scene = scéna lekce: { $why }
course-lesson-no-title = lekce potřebuje název
course-lesson-no-text = lekce potřebuje text
course-lesson-id = id lekce
# $id je zadané id v uvozovkách.
course-lesson-id-chars = id lekce { $id } smí obsahovat jen malá písmena, číslice a -
course-the-lesson = lekce: { $why }

## Její kroky Zkuste, ovládací prvky a otázky. $controls a $parts jsou názvy, které píše soubor lekce.

course-try-count = lekce má nejvýše { $max } kroků Zkuste, ne { $n }
course-try-step = krok Zkuste { $n }
course-locks = lekce zamyká { $control }, což není ovládací prvek; ovládací prvky jsou { $controls }
course-hides = lekce skrývá { $part }, což není část, kterou může skrýt; části jsou { $parts }
course-questions-count = lekce má nejvýše tento počet otázek: { $max }, ne { $n }
course-question = otázka { $n }: { $why }
course-no-prompt = nemá zadání
course-the-prompt = zadání
course-choice-target = otázka s výběrem odpovědi nemá cíl
course-choices-count = otázka s výběrem odpovědi má { $min } až { $max } možností, ne { $n }
course-choice-empty = možnost { $n } je prázdná
course-choice = možnost { $n }
course-answer-range = odpovědí je možnost { $answer }, ale možnosti jsou 1 až { $n }
course-feedback-count = má počet zpětných vazeb { $n } pro počet možností { $choices }: uveďte jednu pro každou možnost, nebo žádnou
course-feedback = zpětná vazba možnosti { $n }
course-predict-extras = otázka s predikcí nemá možnosti, odpověď ani zpětnou vazbu
course-predict-line = predikce { -boundary(case: "gen") } potřebuje scénu dvou tříd v lineární bázi, kde je { -boundary } přímka
# $target a $kind jsou zadané hodnoty v uvozovkách; $a a $b hodnoty, které smí soubor lekce napsat.
course-target = cíl { $target } není { $a } ani { $b }
course-no-kind = nemá druh (choice nebo predict)
course-kind = druh { $kind } není { $a } ani { $b }

## Hodnocení predikce.

course-line-two-classes = { -boundary } je přímka jen pro dvě třídy v lineární bázi
course-line-not-single = { -boundary } tohoto modelu není jediná přímka
course-line-not-plane = { -boundary } tohoto modelu není přímka roviny
course-line-zero = naučený model nemá { -boundary(case: "acc") } ve tvaru přímky (jeho { -weights } u x a y jsou nulové)
course-predict-same = dva body predikce se musí lišit
course-predict-no-line = naučený model nemá { -boundary(case: "acc") } ve tvaru přímky
course-predict-viewport = výřez je prázdný

## Lekce jako balíček SCORM a postup studenta v LMS.

# $n je číslo otázky; $want a $kind druhy odpovědi (c, b, m).
scorm-no-question = otázka { $n } neexistuje
scorm-answer-kind = otázka { $n } bere odpověď druhu { $want }, ne { $kind }
scorm-score-range = skóre otázky { $n } musí být od 0 do { $max }
scorm-choices = otázka { $n } má možnosti 1 až { $choices }
scorm-line-answer = odpovědí na otázku { $n } jsou dva body přímky
scorm-line-points = body odpovědi na otázku { $n } musí být konečné, v rozmezí ±{ $max }
scorm-marks-count = odpověď na otázku { $n } označuje nejvýše tento počet bodů: { $max }
scorm-marks-point = odpověď na otázku { $n } označuje bod { $point }, který nemůže existovat
scorm-answer-no-kind = odpověď na otázku { $n } není žádného druhu ({ $kind })
scorm-scene-unsaved = scénu nelze uložit: { $why }
# $n a $max počítají znaky, číslicemi.
scorm-answers-long = samotné odpovědi zabírají { $n } znaků; limit je { $max }
scorm-progress-long = uložený postup má { $n } znaků; limit je { $max }
scorm-progress-not-ours = uložený postup nepochází z Hyperplane: { $why }
scorm-progress-version = uložený postup je z jiné verze Hyperplane
scorm-saved-scene = uložená scéna: { $why }
scorm-progress-answers = uložený postup má počet odpovědí { $n }; lekce má nejvýše tento počet otázek: { $max }
scorm-saved-answer = uložená odpověď { $n }: { $why }
scorm-answer-form = není ve tvaru [otázka, druh, odpověď, skóre]
scorm-answer-question = její otázka není celé číslo
scorm-answer-kind-letter = její druh není c, b ani m
scorm-answer-score = její skóre není číslo od 0 do { $max }
scorm-answer-choice = její možnost není celé číslo
scorm-answer-line = její přímka není [x1, y1, x2, y2]
scorm-answer-marks = její označení nejsou seznam bodů
scorm-answer-marks-count = označuje více než tento počet bodů: { $max }
# $version je zadaná hodnota v uvozovkách; $a a $b verze (1.2, 2004).
scorm-version = verze SCORM { $version } není { $a } ani { $b }
scorm-pass-mark = hranice úspěchu musí být celé číslo procent od 0 do 100, ne { $value }
# $file je název jednoho ze souborů stránky.
scorm-page-file = soubor stránky { $file }: { $why }
scorm-page-size = stránka má více než { $files } souborů nebo { $mb } MB
scorm-no-index = balíček nemá index.html
scorm-lesson-unpacked = lekci nelze zabalit: { $why }
scorm-second-file = stránka má druhý soubor s názvem { $file }
scorm-missing-file = stránka nemá { $file } (spusťte make build)
