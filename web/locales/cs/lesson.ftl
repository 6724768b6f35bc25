### Slova Hyperplane: karta lekce a editor lekcí, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

lesson-edit = Upravit
    .title = Upravit tuto lekci a její otázky
lesson-try = Zkuste:

## Editor lekcí.

editor-write = Napsat lekci…
    .title = Napsat k této scéně lekci s otázkami a sdílet ji
editor-title = Napsat lekci
editor-lesson-title = Název
editor-text = Text: **tučně**, *kurzíva*, `kód`, - seznamy, [odkazy](https://…)
editor-preview =
    .aria-label = Náhled textu
editor-try = Kroky Zkuste, jeden na řádek
editor-controls = Ovládací prvky, které student nesmí použít
editor-part = Část stránky
editor-locked = Zamčeno
editor-hidden = Skryto
editor-points = Přidávání a posouvání { -points(case: "gen") }
# $name: část stránky.
editor-lock = Zamknout: { $name }
editor-hide = Skrýt: { $name }
editor-questions = Otázky
editor-course = Pro kurz
editor-out =
    .aria-label = Odkaz, kód pro vložení nebo zpráva
editor-apply = Použít
editor-applied = Použito na stránku.
editor-link = Odkaz ke sdílení
editor-embed = Kód pro vložení
editor-file = Soubor lekce
editor-add-choice = + Výběr odpovědi
editor-add-predict = + Predikce
editor-choice = Výběr odpovědi
editor-predict = Predikce
editor-remove = Odebrat
editor-question = Otázka
editor-choices = Možnosti, jedna na řádek
editor-choice-n = možnost { $k }
editor-answer = Správná odpověď
editor-feedback = Zpětná vazba, jeden řádek na možnost (nepovinné)
editor-target = Student predikuje
editor-target-boundary = { -boundary(case: "acc") }: student klikne na dva její { -points(case: "acc") }
editor-target-mistakes = chyby: student klikne na { -points(case: "acc") }, které model zařadí špatně
editor-no-link = Bez odkazu: scénu nešlo zakódovat.
# $name: název souboru lekce.
editor-saved = Uloženo { $name }: znovu ho upravíte přes „Otevřít CSV, scénu nebo lekci“.

## Co si kurz odnese: původ vložení, balíček SCORM.

course-origin = Stránka kurzu, která smí ovládat vložení (nepovinné)
course-origin-hint = Její původ se zapíše do kódu pro vložení (&origin=…): tato stránka pak smí posílat hřišti příkazy (embed/client.js).
course-origin-invalid = Zadejte adresu stránky kurzu začínající https://
course-scorm-12 = SCORM 1.2 (každý LMS)
course-scorm-2004 = SCORM 2004, 4. vydání
course-scorm-download = Stáhnout balíček SCORM
course-scorm-for = Balíček pro
course-pass = Hranice úspěchu (% skóre)
course-scorm-hint = Zip k nahrání do Moodlu, Canvasu, Blackboardu nebo jiného LMS: stránka, tato lekce a běhové prostředí, které hlásí skóre a ukládá práci studenta. Každá otázka se hodnotí ze 100.
course-pass-invalid = Hranice úspěchu je celé číslo od 0 do 100.
course-scorm-making = Vytváří se balíček SCORM…
course-scorm-failed = Balíček SCORM nebyl vytvořen.
# $name: název zipu; $mb: jeho velikost v megabajtech; $s: sekundy, které to trvalo.
course-scorm-saved = Uloženo { $name } ({ NUMBER($mb, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB, vytvořeno za { NUMBER($s, minimumFractionDigits: 1, maximumFractionDigits: 1) } s): nahrajte ho do svého LMS jako balíček SCORM.
