### Slova Hyperplane: vlastní slova stránky (načítání, jazyky, slova kurzu), česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

## Kryt při načítání.

page-loading = Načítá se { -hyperplane }…
page-loading-bar =
    .aria-label = Stahování programu
page-loading-mb = { NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-loading-of = { NUMBER($got, minimumFractionDigits: 1, maximumFractionDigits: 1) } z { NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
page-load-failed = { -hyperplane } nemohl načíst svůj program: { $error }
page-page-failed = { -hyperplane } nemohl načíst svou stránku: { $error }
page-stopped = { -hyperplane } se zastavil. Znovu načtěte stránku a začněte znovu.

## Vlastní slova kurzu (?strings= a setStrings v API pro vložení).

i18n-strings-refused = Slova kurzu nebyla použita: { $reason }
i18n-strings-cross-origin = Slova kurzu na { $url } nebyla načtena: musí pocházet z vlastního webu této stránky.
i18n-strings-malformed = Slova kurzu v { $url } nebyla použita: { $reason }
i18n-strings-unreadable = Slova kurzu v { $url } nešlo přečíst ({ $reason }).
i18n-check-empty = soubor je prázdný.
i18n-check-too-long = soubor je delší než { $max } znaků.
i18n-check-line = řádek { $line } není zpráva, komentář ani odsazený řádek zprávy.
i18n-check-entry = { $name } na řádku { $line } nejde přečíst jako Fluent.
i18n-check-unknown = řádek { $line } uvádí { $name }, což není zpráva stránky.

## Jazyk, z API stránky a ze stránky kurzu.

language-bad-code = setLocale bere značku jazyka, například cs nebo zh-Hans.
language-strings-not-text = setStrings bere slova kurzu jako text ve formátu Fluent.
language-texts-not-list = formatTexts bere seznam nejvýše 500 textů {"{"}id, args, attr{"}"}.
# $lang: zadaná značka v uvozovkách.
scene-lang-invalid = Jazyk scény { $lang } není značka jazyka (například cs nebo zh-Hans).
