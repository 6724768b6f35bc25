### Slova Hyperplane: slovník kurzu jako termíny, které používají všechny zprávy, česky.
### Kurz je může jedním místem přejmenovat přes ?strings= (například -bias = práh).
### Termín má pád ($case): lower je 1. pád (výchozí), cap 1. pád s velkým písmenem na začátku věty
### nebo popisku, gen 2., dat 3., acc 4., loc 6. a ins 7. pád. Kurz, který termín přepisuje,
### by měl uvést tytéž varianty; termín bez variant se použije ve všech pádech stejně.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

-hyperplane = Hyperplane
-bias = { $case ->
   *[lower] bias
    [cap] Bias
    [gen] biasu
    [dat] biasu
    [acc] bias
    [loc] biasu
    [ins] biasem
}
-weight = { $case ->
   *[lower] váha
    [cap] Váha
    [gen] váhy
    [dat] váze
    [acc] váhu
    [loc] váze
    [ins] váhou
}
-weights = { $case ->
   *[lower] váhy
    [cap] Váhy
    [gen] vah
    [dat] vahám
    [acc] váhy
    [loc] vahách
    [ins] vahami
}
-margin = { $case ->
   *[lower] okraj
    [cap] Okraj
    [gen] okraje
    [dat] okraji
    [acc] okraj
    [loc] okraji
    [ins] okrajem
}
-class = { $case ->
   *[lower] třída
    [cap] Třída
    [gen] třídy
    [dat] třídě
    [acc] třídu
    [loc] třídě
    [ins] třídou
}
-classes = { $case ->
   *[lower] třídy
    [cap] Třídy
    [gen] tříd
    [dat] třídám
    [acc] třídy
    [loc] třídách
    [ins] třídami
}
-point = { $case ->
   *[lower] bod
    [cap] Bod
    [gen] bodu
    [dat] bodu
    [acc] bod
    [loc] bodu
    [ins] bodem
}
-points = { $case ->
   *[lower] body
    [cap] Body
    [gen] bodů
    [dat] bodům
    [acc] body
    [loc] bodech
    [ins] body
}
-step = { $case ->
   *[lower] krok
    [cap] Krok
    [gen] kroku
    [dat] kroku
    [acc] krok
    [loc] kroku
    [ins] krokem
}
-accuracy = { $case ->
   *[lower] úspěšnost
    [cap] Úspěšnost
    [gen] úspěšnosti
    [dat] úspěšnosti
    [acc] úspěšnost
    [loc] úspěšnosti
    [ins] úspěšností
}
-boundary = { $case ->
   *[lower] hranice
    [cap] Hranice
    [gen] hranice
    [dat] hranici
    [acc] hranici
    [loc] hranici
    [ins] hranicí
}
-loss = { $case ->
   *[lower] ztráta
    [cap] Ztráta
    [gen] ztráty
    [dat] ztrátě
    [acc] ztrátu
    [loc] ztrátě
    [ins] ztrátou
}
