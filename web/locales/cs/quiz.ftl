### Slova Hyperplane: odpovídání na otázky lekce, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $k: číslo této otázky; $n: počet otázek.
quiz-count = Otázka { $k } z { $n }
quiz-previous = ◀ Předchozí
quiz-next = Další ▶
quiz-right = ✓ Správně.
quiz-wrong = ✗ Tahle ne.
# $n: dosavadní kliknutí.
quiz-predict-line = Klikněte v grafu na dva { -points(case: "acc") }, kudy podle vás povede { -boundary } ({ $n } ze 2). Z klávesnice: na grafu posuňte kurzor šipkami a stiskněte Enter.
quiz-predict-mistakes = Klikněte na { -points(case: "acc") }, které podle vás naučený model zařadí špatně; dalším kliknutím označení zrušíte (označeno: { $n }). Z klávesnice: na grafu vyberte { -point(case: "acc") } klávesou m, n nebo šipkami a stiskněte Enter.
quiz-reveal = Naučit a odhalit
quiz-clear = Smazat moje kliknutí
quiz-again = Predikovat znovu
quiz-score-saved = Skóre { $score }/100: vaše uložená odpověď (čárkovaně).
# $angle: úhel mezi přímkou studenta a hranicí ve stupních; $offset: jejich vzdálenost ve středu.
quiz-score-line = Skóre { $score }/100: vaše přímka se od směru { -boundary(case: "gen") } odchyluje o { NUMBER($angle, minimumFractionDigits: 1, maximumFractionDigits: 1) }° a ve středu je od ní vzdálená { $offset } (čárkovaně: vaše predikce).
# $hits z $marked označených bodů jsou chyby; $precision, $recall: v procentech.
quiz-score-mistakes = Skóre { $score }/100: chybami je { $hits } z vašich { $marked } označených { -points(case: "gen") } (přesnost { $precision } %) a našli jste { $hits } z { $mistakes } chyb (úplnost { $recall } %).
quiz-overlay = Vaše predikce
