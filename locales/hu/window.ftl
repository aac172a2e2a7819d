# Ablak mindenkinek az asztalnál (25. issue): minden szó, amit az ablak mutat, magyarul.
# Az azonosítók window- kezdetűek; az ablak saját bundle-lel tölti be ezt a fájlt (src/ui/window/text.rs).

window-title = pegchess: nézet a táblánál
window-could-not-open = pegchess: az ablak nem nyílt meg ({ $reason }); a játszma nélküle folytatódik.
window-could-not-start = pegchess: az ablak nem indult el; a játszma nélküle folytatódik.
window-language-en = English
window-language-de = Deutsch
window-language-hu = Magyar
window-language-fi = Suomi
window-language-da = Dansk

## Órák és a lépésre következő fél
window-white-clock = Világos órája
window-black-clock = Sötét órája
window-no-clock = nincs óra
window-to-move = lépésre következik
window-side-to-move = { $side ->
    [white] Világos lép
   *[black] Sötét lép
}
window-period = { $period }. időszak a(z) { $of } közül
window-moves-left = { $count ->
    [one] még egy lépés van hátra ebben az időszakban
   *[other] még { $count } lépés van hátra ebben az időszakban
}
window-paused = megállítva a versenybíró kérésére
window-flag-fell = lejárt az idő
window-time-control = gondolkodási idő: { $control }

## Táblák
window-peg-board = Tüskés tábla (érzékelők)
window-record-board = Állás a játszmalap szerint
window-last-move = Utolsó lépés: { $move }
window-no-move-yet = Még nem volt lépés
window-waiting = Várakozás a játszmára
window-no-reading = még nincs mérés
window-differs = A tüskés tábla eltér a játszmalaptól:
window-step-empty = vedd ki a bábut innen: { $square }
window-step-place = tedd ide: { $square }, ezt: { $piece }
window-piece-white-king = világos király
window-piece-white-queen = világos vezér
window-piece-white-rook = világos bástya
window-piece-white-bishop = világos futó
window-piece-white-knight = világos huszár
window-piece-white-pawn = világos gyalog
window-piece-black-king = sötét király
window-piece-black-queen = sötét vezér
window-piece-black-rook = sötét bástya
window-piece-black-bishop = sötét futó
window-piece-black-knight = sötét huszár
window-piece-black-pawn = sötét gyalog

## Lépések, bemondások és az eredmény
window-moves = Lépések
window-announcements = Bemondások
window-last-announcement = Utolsó bemondás
window-corrected = javítva
window-touched = megérintve: { $piece }, mező: { $square }
window-draw-offer = { $side ->
    [white] Világos döntetlent ajánlott
   *[black] Sötét döntetlent ajánlott
}
window-press-without-move = { $side ->
    [white] Világos lépés nélkül nyomta meg az órát
   *[black] Sötét lépés nélkül nyomta meg az órát
}
window-divergence = a látó játékos táblája eltér a játszmalaptól, féllépés: { $ply }
window-arbiter-restored = a versenybíró visszaállította az állást
window-taken-back = { $plies ->
    [one] egy féllépés visszavonva
   *[other] { $plies } féllépés visszavonva
}
window-parting = Versenybíró: a játszmalap és a látó játékos táblája itt válik el: { $number }. lépés. Játszmalap: { $record }. Látó játékos táblája: { $sighted }.
window-sighted-differs = Versenybíró: a látó játékos táblájának a(z) { $after } utáni állást kellene mutatnia. Javítás: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = matt
window-end-stalemate = patt
window-end-resignation = feladás
window-end-flag-fall = időtúllépés
window-end-draw-agreed = megegyezéses döntetlen
window-end-dead-position = halott állás
window-end-fivefold = ötszöri állásismétlés
window-end-seventy-five = 75 lépéses szabály
window-end-arbiter = versenybírói döntés

## Beviteli sorok és az ablak saját vezérlői
window-sighted-entry = A látó játékos lépése
window-sighted-send = Látó lépés bevitele
window-command-entry = Parancs
window-command-send = Parancs küldése
window-arbiter-toggle = Versenybírói panel
window-larger = Nagyobb betű
window-smaller = Kisebb betű
window-language = Nyelv
window-theme = Színek
window-theme-dark = Sötét
window-theme-light = Világos
window-theme-yellow = Sárga feketén
window-large-view = Nagy nézet (F2)
window-sent = Elküldve: { $command }
window-nothing-sent = A játszma véget ért: semmi sem ment el.
window-console-key = „{ $line }” a konzol billentyűje, nem az ablak parancsa.
window-not-sent = Nem ment el: { $reason }

## A versenybíró panelje (D.2.9)
window-arbiter-heading = Versenybíró (D.2.9)
window-sheet-path = Játszmalap fájlja
window-sheet-load = Játszmalap betöltése
window-sheet-text = A játszmalap lépései
window-sheet-hint = PGN lépések ezekkel a bábubetűkkel: { $notation }, pl. 1. e4 e5 2. Hf3
window-compare = Összevetés
window-apply = Döntés alkalmazása
window-loaded = Betöltve: { $path }, { $count } féllépés.
window-sheets-agree = A játszmalapok egyeznek: a feljegyzés érvényes.
window-agree-through = Eddig a féllépésig egyeznek: { $ply }.
window-applied = Alkalmazva: a játszma visszatér ide: { $at }; az órák a látott módon beállítva (naplózva).
window-the-start = a kezdőállás
window-nothing-applied = A játszma véget ért: semmi sem lett alkalmazva.
window-report = Versenybírói jelentés
window-error-no-sheet = Előbb töltsd be vagy gépeld be a látó játékos játszmalapját.
window-error-sheet = A játszmalap nem olvasható: { $reason }
window-error-start = A játszmalap más állásból indul, mint a feljegyzés.
