### Slova Hyperplane: odpovědi API pro vložení stránce kurzu a ukázková stránka kurzu, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $origin: co adresa uvedla jako původ.
embed-origin-ignored = { -hyperplane }: původ vložení { $origin } není původ http ani https; ignoruje se
embed-unsendable = odpověď nelze odeslat: { $error }
# $origin: původ stránky, která poslala příkaz; $encoded: totéž pro adresu.
embed-command-ignored = { -hyperplane }: příkaz z { $origin } byl ignorován: toto vložení přijímá příkazy jen z původů, které povoluje jeho adresa (přidejte &origin={ $encoded })
embed-version = toto vložení mluví verzí 1 obálky {"{"}hyperplane: 1, kind, id, name, payload{"}"}
embed-kind = vložení přijímá jen zprávy druhu "command"
embed-extra = obálka má pole { $field }; má jen hyperplane, kind, id, name a payload
embed-id = id musí být řetězec o nejvýše { $max } znacích nebo konečné číslo
embed-name = name musí být řetězec: funkce window.hyperplane
embed-no-command = příkaz { $name } neexistuje; vypíše je hyperplane.commands() (ty, které berou funkci, nelze poslat)
embed-payload = payload musí být pole argumentů, nejvýše { $max }
embed-failed = hyperplane.{ $name } selhalo: { $error }

## Ukázková stránka kurzu (embed/example.html), která si tato slova žádá od hřiště.

example-title = Stránka kurzu s vloženou aplikací { -hyperplane }
example-heading = Týden 3: perceptron
example-intro = Tato stránka je ukázkou stránky kurzu, která vkládá aplikaci { -hyperplane } a komunikuje s ní přes její API zpráv (<code>embed/client.js</code>). Otevřete ji z jiného webu, než je web { -hyperplane }, a uvidíte, jak funguje napříč původy: <code>example.html?playground=https://your.site/hyperplane/</code>. Její slova pocházejí z katalogu hřiště, v jazyce, který zvolí nabídka níže (<code>setLocale</code>, <code>formatTexts</code>).
example-frame =
    .title = { -hyperplane }: hřiště pro lineární klasifikátory
example-drive =
    .aria-label = Ovládání hřiště
example-load = Načíst hradlo AND
example-train = Naučit perceptron
example-read = Přečíst { -weights(case: "acc") }
example-lesson = Otevřít lekci
example-language = Jazyk hřiště
example-score = Skóre hlášené hřištěm:
example-score-none = zatím žádné
example-log =
    .aria-label = Zprávy z hřiště
# $n: příkazy, které hřiště přijímá.
example-ready = připraveno: příkazů { $n }
example-trained = naučeno: { -step } { $step }, { -accuracy } { $accuracy }
# $k: otázka; $score z $max.
example-answered = zodpovězena otázka { $k }: { $score } z { $max }
example-completed = { $score } z { $max }
example-resize = hřiště je vysoké { $height } pixelů
