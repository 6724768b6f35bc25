### Slova Hyperplane: nápověda, okno chyby a informace o jazyce, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

help-title = { -hyperplane }
help-intro = Naklikejte do roviny { -points(case: "acc") } dvou nebo více { -classes(case: "gen") }, zvolte metodu a stiskněte Start: uvidíte, jak se učí.
help-mouse = Myš a dotyk
help-mouse-add = Kliknutí (klepnutí): přidá { -point(case: "acc") } aktuální { -class(case: "gen") }
help-mouse-drag = Tažení { -point(case: "gen") }: posune ho — metody s uzavřeným tvarem se během tažení přepočítávají
help-mouse-remove = Pravé tlačítko, shift+klik (dlouhé podržení): odebere nejbližší { -point(case: "acc") }
help-mouse-pan = Tažení prázdného místa nebo prostředním tlačítkem v kterémkoli nástroji: posun · kolečko: přiblížení
help-keyboard = Klávesnice
help-key-play = spustit / pozastavit
help-key-step = jeden { -step }
help-key-reset = resetovat { -weights(case: "acc") }
help-key-class = { -class } nových { -points(case: "gen") }
help-key-undo = zpět / znovu
help-key-fit = přizpůsobit výřez { -points(case: "dat") }
help-key-tools = nástroje: { -point }, sprej, guma, laso, obdélník, roztřesení
help-key-delete = smazat vybrané { -points(case: "acc") }
help-key-help = tato nápověda
help-key-escape = zavřít tuto nápovědu a okno chyby
help-conventions = Konvence
help-conventions-text = { -classes(case: "cap") } jsou číslovány 1…K. U dvoutřídních metod je { -class } 1 kladná { -class } (y = +1). Vektory jsou rozšířené jako z = (1, x) s a = (w₀, w), takže { -bias } stojí na prvním místě. Kovariance jsou maximálně věrohodné odhady (dělené Nₖ).
help-limits = Limity
help-limits-text = Nejvýše 200 000 { -points(case: "gen") }, 6 { -classes(case: "gen") }, 32 gaussovských center a souřadnice v rozmezí ±10⁶; soubory do 32 MB. Přehrávání uchovává 4 000 snímků (delší běh se rovnoměrně prořídí). Zpět uchovává 200 úprav a nejvýše 600 000 uložených { -points(case: "gen") } (6 úprav po 100 000 { -points(case: "loc") }). Učení zabere nejvýše 8 ms každého snímku.
help-api = API stránky je <code>window.hyperplane</code>; vyzkoušejte v konzoli <code>hyperplane.state()</code>.
help-close = Zavřít

## Informace o jazyce stránky v nápovědě.

help-language = Tento jazyk
help-language-not-reviewed = ne
# $file: soubory jeho katalogu, vypsané; $who: kdo je vytvořil; $reviewed: zda, nebo kým, je zkontroloval učitel.
help-language-file = { $file }: vytvořil { $who }; kontrola učitelem: { $reviewed }
# $n: soubory jazyka, všechny od stejného autora a se stejnou kontrolou.
help-language-all = { $n ->
    [one] Jeho soubor: vytvořil { $who }; kontrola učitelem: { $reviewed }
    [few] Jeho { $n } soubory: vytvořil { $who }; kontrola učitelem: { $reviewed }
    [many] Jeho { $n } souboru: vytvořil { $who }; kontrola učitelem: { $reviewed }
   *[other] Jeho { $n } souborů: vytvořil { $who }; kontrola učitelem: { $reviewed }
}
help-language-missing = { $n ->
    [one] Jedna zpráva této stránky zatím v tomto jazyce není a zobrazuje se anglicky.
    [few] { $n } zprávy této stránky zatím v tomto jazyce nejsou a zobrazují se anglicky.
    [many] { $n } zprávy této stránky zatím v tomto jazyce není a zobrazuje se anglicky.
   *[other] { $n } zpráv této stránky zatím v tomto jazyce není a zobrazuje se anglicky.
}

## Okno chyby.

help-fault-title = Něco se pokazilo
help-fault-text = Učení je pozastaveno a vaše { -points } zůstávají. Můžete pracovat dál, exportovat scénu, nebo zkopírovat podrobnosti do hlášení o chybě.
help-fault-copy = Kopírovat podrobnosti
help-fault-copied = Zkopírováno
# $message: co se pokazilo, jak to řekl program; $where: část programu.
help-fault-message = { $message } (v { $where })
