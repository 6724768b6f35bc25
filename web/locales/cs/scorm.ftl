### Slova Hyperplane: balíček SCORM lekce a jeho běhové prostředí v LMS, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

# $lang: zadaná značka v uvozovkách.
scorm-lang-invalid = Jazyk balíčku { $lang } není značka jazyka (například cs nebo zh-Hans).
# $have: jazyky stránky.
scorm-lang-missing = Stránka nemá katalog jazyka { $lang }; má { $have }.
scorm-lang-no-catalogs = Stránka nemá žádné katalogy ({ $file }), takže ani jazyk { $lang }.

## Běhové prostředí balíčku v LMS.

# $fn: funkce SCORM API systému LMS; $error: co vyhodila.
scorm-lms-threw = { -hyperplane }: funkce LMS { $fn } vyhodila výjimku: { $error }
scorm-lesson-failed = Lekci balíčku nešlo otevřít: { $error }
scorm-not-started = Kurz (LMS) tuto lekci nespustil: vaše odpovědi se nezaznamenávají.
scorm-no-lms = Mimo kurz (LMS nenalezen): vaše odpovědi se nezaznamenávají.
scorm-restore-failed = Vaši uloženou práci nešlo obnovit: { $error }
scorm-save-failed = Vaši práci nešlo uložit: { $error }
scorm-no-answer = bez odpovědi
# $needed, $limit: znaky.
scorm-scene-too-large = Scéna je příliš velká na uložení v kurzu ({ $needed } znaků z { $limit }): vaše odpovědi a skóre se uloží, vaše body ne.
# $status: jedno ze slov scorm-status-.
scorm-recorded = Zaznamenáno ve vašem kurzu: { $status }.
# $score: ze 100.
scorm-recorded-score = Zaznamenáno ve vašem kurzu: { $score } ze 100, { $status }.
scorm-recorded-partial = Zaznamenáno ve vašem kurzu: { $score } ze 100, { $status } (zodpovězeno { $answered } z { $questions } otázek).
scorm-status-passed = splněno
scorm-status-failed = nesplněno
scorm-status-completed = dokončeno
scorm-status-incomplete = nedokončeno
