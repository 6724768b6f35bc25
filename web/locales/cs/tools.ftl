### Slova Hyperplane: kreslicí nástroje, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

tools-bar =
    .aria-label = Kreslicí nástroje
# Tlačítko nástroje ukazuje jeho symbol; jeho název se čte nahlas a jeho titulek se zobrazí.
tools-point =
    .aria-label = { -point(case: "cap") }
    .title = { -point(case: "cap") }: kliknutí přidá { -point(case: "acc") }, tažení jeden posune nebo posouvá výřez (p)
tools-spray =
    .aria-label = Sprej
    .title = Sprej: táhněte od středu ven; tažení nastaví rozptyl a směr gaussovského shluku (a)
tools-eraser =
    .aria-label = Guma
    .title = Guma: odstraní { -points(case: "acc") }, přes které štětec přejde (e)
tools-lasso =
    .aria-label = Laso
    .title = Laso: obtáhněte { -points(case: "acc") } a vyberete je; tažením vybraného { -point(case: "gen") } posunete všechny (l)
tools-box =
    .aria-label = Obdélník
    .title = Obdélník: tažením obdélníku vyberete { -points(case: "acc") }; tažením vybraného { -point(case: "gen") } posunete všechny (b)
tools-jitter =
    .aria-label = Roztřesení
    .title = Roztřesení: posune každý { -point(case: "acc") }, přes který štětec přejde, o trochu šumu (j)
tools-count-box =
    .title = { -points(case: "cap") } v každém tahu spreje
tools-count =
    .aria-label = { -points(case: "cap") } v každém tahu spreje
tools-delete-title =
    .title = Smazat vybrané { -points(case: "acc") } (Delete)
# $n: vybrané body.
tools-delete = Smazat { $n }
tools-relabel = → { -class }
    .title = Dát vybraným { -points(case: "dat") } { -class(case: "acc") } nových { -points(case: "gen") }
