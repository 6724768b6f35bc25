### Slova Hyperplane: co přineslo přetažení na stránku, česky.
### Made by: Hyperplane developers (machine-assisted translation)
### Reviewed by a teacher: no

drop-files = Přetaženo souborů: { $n }; přetahujte jeden soubor najednou: CSV (x, y, { -class }), nebo scénu či lekci (JSON).
drop-folder = Přetažena složka { $name }; přetáhněte z ní jeden soubor: CSV (x, y, { -class }), nebo scénu či lekci (JSON).
drop-not-data = { $name } není soubor, který { -hyperplane } otevírá: přetáhněte CSV (x, y, { -class }), nebo scénu či lekci (JSON).
drop-unreadable = Přetažená položka není soubor, který lze přečíst; uložte ji do počítače a přetáhněte ji odtamtud.
drop-image = Přetažen obrázek z webové stránky; { -hyperplane } otevírá data: přetáhněte CSV (x, y, { -class }), nebo scénu či lekci (JSON).
drop-link = Přetažen odkaz; { -hyperplane } otevírá soubory, ne odkazy: stáhněte soubor a přetáhněte ho sem.
drop-text = Přetažen text; { -hyperplane } otevírá soubory: uložte text jako soubor CSV (x, y, { -class }) a přetáhněte soubor.
drop-nothing = Nebylo přetaženo nic, co by šlo otevřít: přetáhněte CSV (x, y, { -class }), nebo scénu či lekci (JSON).
