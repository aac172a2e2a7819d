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
window-white-clock = Világos { -clock(form: "poss") }
window-black-clock = Sötét { -clock(form: "poss") }
window-no-clock = nincs { -clock }
window-to-move = lépésre következik
window-side-to-move = { $side ->
    [white] Világos lép
   *[black] Sötét lép
}
window-period = { $period }. időszak { ARTICLE($of) } { $of } közül
window-moves-left = { $count ->
    [one] még egy lépés van hátra ebben az időszakban
   *[other] még { $count } lépés van hátra ebben az időszakban
}
window-paused = megállítva a { -arbiter } kérésére
window-flag-fell = leesett a { -flag }
window-time-control = { -time-control }: { $control }

## Táblák
window-peg-board = { -peg-board(form: "Nom") } (érzékelők)
window-record-board = Állás a játszmajegyzés szerint
window-last-move = Utolsó lépés: { $move }
window-no-move-yet = Még nem volt lépés
window-waiting = Várakozás a játszmára
window-no-reading = még nincs mérés
window-differs = A { -peg-board } eltér a játszmajegyzéstől:
window-step-empty = vegye ki a bábut innen: { $square }
window-step-place = tegye ide: { $square }, ezt: { $piece }
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

## Lépések, bejelentések és az eredmény
window-moves = Lépések
window-announcements = Bejelentések
window-last-announcement = Utolsó bejelentés
window-corrected = javítva
window-touched = megérintve: { $piece }, mező: { $square }
window-draw-offer = { $side ->
    [white] Világos döntetlent ajánlott
   *[black] Sötét döntetlent ajánlott
}
window-press-without-move = { $side ->
    [white] Világos lépés nélkül kezelte az { -clock(form: "acc") }
   *[black] Sötét lépés nélkül kezelte az { -clock(form: "acc") }
}
window-divergence = a látó játékos táblája eltér a játszmajegyzéstől, féllépés: { $ply }
window-arbiter-restored = a { -arbiter } visszaállította az állást
window-taken-back = { $plies ->
    [one] egy féllépés visszavonva
   *[other] { $plies } féllépés visszavonva
}
window-parting = { -arbiter(form: "Nom") }: a játszmajegyzés és a látó játékos táblája itt válik el: { $number }. lépés. Játszmajegyzés: { $record }. Látó játékos táblája: { $sighted }.
window-sighted-differs = { -arbiter(form: "Nom") }: a látó játékos táblájának { ARTICLE($after) } { $after } utáni állást kellene mutatnia. Javítás: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = matt
window-end-stalemate = patt
window-end-resignation = feladás
window-end-flag-fall = a { -flag } leesése
window-end-draw-agreed = megegyezéses döntetlen
window-end-dead-position = holt remi
window-end-fivefold = ötszöri állásismétlés
window-end-seventy-five = 75 lépéses szabály
window-end-arbiter = { -arbiter(form: "adj") } döntés

## Beviteli sorok és az ablak saját vezérlői
window-sighted-entry = A látó játékos lépése
window-sighted-send = Látó lépés bevitele
window-command-entry = Parancs
window-command-send = Parancs küldése
window-arbiter-toggle = { -arbiter(form: "Adj") } panel
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
window-arbiter-heading = { -arbiter(form: "Nom") } (D.2.9)
window-sheet-path = { -score-sheet(form: "Nom") } fájlja
window-blind-path = A vak játékos Braille-{ -score-sheet(form: "poss") } (BRF vagy Unicode)
window-sheet-load = { -score-sheet(form: "Nom") } betöltése
window-sheet-text = A { -score-sheet } lépései
window-sheet-hint = PGN lépések ezekkel a figurajelekkel: { $notation }, pl. 1. e4 e5 2. Hf3
window-compare = Összevetés
window-apply = Döntés alkalmazása
window-loaded = Betöltve: { $path }, { $count } féllépés.
window-sheets-agree = A { -score-sheet(form: "pl") } egyeznek: a játszmajegyzés érvényes.
window-agree-through = Eddig a féllépésig egyeznek: { $ply }.
window-applied = Alkalmazva: a játszma visszatér ide: { $at }; az { -clock(form: "pl") } a látott módon beállítva (naplózva).
window-the-start = a kezdőállás
window-nothing-applied = A játszma véget ért: semmi sem lett alkalmazva.
window-report = { -arbiter(form: "Adj") } jelentés
window-error-no-sheet = Előbb töltse be vagy gépelje be a látó játékos { -score-sheet(form: "poss-acc") }.
window-error-blind = A Braille-{ -score-sheet } nem olvasható: { $why }
window-error-sheet = A { -score-sheet } nem olvasható: { $reason }
window-error-start = A { -score-sheet } más állásból indul, mint a játszmajegyzés.
window-error-sheet-move = { $number }. lépés ({ $side ->
    [white] világos
   *[black] sötét
}), „{ $written }”: { $problem }
window-error-sheet-fen = a FEN-címke („{ $fen }”) nem érvényes állás
window-error-sheet-read = nem olvasható: { $path }: { $reason }
window-nothing-yet = (még semmi)
window-sighted-differs-start = { -arbiter(form: "Nom") }: a látó játékos táblájának a kezdőállást kellene mutatnia. Javítás: { $fixes }.

## Miért nem lépés a leírt lépés
window-problem-empty = nincs megadva lépés
window-problem-syntax = „{ $text }” nem lépés; így írja: Hf3, exd5, O-O, e8=V vagy g1f3
window-problem-letter = „{ $letter }” nem figurajel ebben a kiadásban (a betűi: { $letters })
window-problem-syntax-pgn = „{ $text }” nem lépés; a PGN angol betűkkel írja a lépéseket, például Nf3, exd5, O-O, e8=Q
window-problem-letter-pgn = „{ $letter }” nem figurajel a PGN-ben, amely angol betűket ír (N, B, R, Q, K)
window-problem-no-move = „{ $text }” egyetlen szabályos lépésnek sem felel meg
window-problem-ambiguous = „{ $text }” { $count } lépésnek is megfelel: adja meg a kiinduló vonalat vagy sort
window-problem-promotion = „{ $text }” eléri az utolsó sort: adja meg, mivé változik a gyalog

## Javítások egy táblán
window-fix-move = { $piece }: { $from } → { $to }
window-fix-replace = { $square }: { $found } helyett { $expected }
window-fix-remove = vegye le: { $piece }, { $square }

## Versenybírói jelentés (D.2.9). A `pegchess arbiter` minden megállapítást egy rögzített kulcs után ír ki (`agree-through: 12`);
## az ablak a megállapítást a lenti mondatba illeszti (window-report-key-*, a megállapítás a $value).
# Az ábra figurajelei ebben a sorrendben: király, vezér, bástya, futó, huszár, gyalog.
window-report-letters = KVBFHG
window-report-key-agree-through = A { -score-sheet(form: "pl") } eddig a féllépésig egyeznek: { $value }.
window-report-key-scoresheets = { -score-sheet(form: "Pl") }: { $value }
window-report-key-position = Állás: { $value }
window-report-key-fen = FEN: { $value }
window-report-key-record-next = A játszmajegyzés következő lépése: { $value }
window-report-key-scoresheet-next = A { -score-sheet } következő lépése: { $value }
window-report-key-illegal = Szabálytalan bejegyzés: { $value }
window-report-key-clocks = Az { -clock(form: "pl") } ott: { $value }
window-report-key-clocks-now = Az { -clock(form: "pl") } most: { $value }
window-report-key-peg-board = { -peg-board(form: "Nom") }: { $value }
window-report-key-sighted-board = A látó játékos táblája: { $value }
window-report-key-wrong-board = Hibás tábla: { $value }
window-report-key-decision = Döntés: { $value }
window-report-sheets = { $agree ->
    [yes] egyeznek
   *[no] eltérnek
}
window-report-position-after = { $move } után, { $side ->
    [white] világos
   *[black] sötét
} lép
window-report-position-start = a kezdőállás, { $side ->
    [white] világos
   *[black] sötét
} lép
window-report-none = nincs ({ $sheet ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} itt véget ér)
window-report-illegal = { $sheet ->
    [record] játszmajegyzés
   *[scoresheet] { -score-sheet }
}, { $move }: { $problem }
window-report-queen = 7.5.2: ha a gyalogot a táblán nem cserélték le, egy vele azonos színű vezérre cserélik
window-report-reinstated-after = { $article }: a közvetlenül előtte fennállt állást állítják vissza ({ $move } után)
window-report-reinstated-start = { $article }: a közvetlenül előtte fennállt állást állítják vissza (a kezdőállás)
window-report-minutes = { $minutes ->
    [one] 1 perc
   *[other] { $minutes } perc
}
window-report-seconds = { $seconds } másodperc
window-report-sheet-slip = { $move } a játszma { $game } lépése: a játszmalap hibája (egy lépéspár kimaradt vagy kétszer szerepel), nem szabálytalan lépés; nincs büntetés
window-report-penalty = { $article }: { $side ->
    [white] világos
   *[black] sötét
} első befejezett szabálytalan lépése: { $penalty } többletidő { $side ->
    [white] sötétnek
   *[black] világosnak
} ({ $category ->
    [standard] normál játszma
    [rapid] rapidsakk
    [blitz] villámsakk
   *[unknown] normál játszmát feltételezve: a { -time-control } nem ismert
}, { $edition }. évi szabályok); { $side ->
    [white] világos
   *[black] sötét
} második ilyen lépése a játszma elvesztésével jár (döntetlen, ha { $side ->
    [white] sötét
   *[black] világos
} nem tud mattot adni)
window-report-unread = utána írt, nem olvasott bejegyzések: { $count }
window-report-both-clocks = világos { $white }, sötét { $black }
window-report-clock-after = { $time } (ez után: { $move })
window-report-clock-missing-after = nincs feljegyezve (ez után: { $move })
window-report-clock-initial = { $time } (kezdő idő)
window-report-clock-missing = nincs feljegyezve
window-report-board-unknown = az állás nincs megadva
window-report-board-shows = a fenti állást mutatja
window-report-board-shows-sheet = a fenti állást mutatja ({ $sheet ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} szerint)
window-report-board-shows-before-illegal = a fenti állást mutatja ({ $sheet ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} szerint a szabálytalan bejegyzésig: ellenőrizze a táblát)
window-report-board-observed = a látottak szerint, { $count ->
    [one] 1 javítás
   *[other] { $count } javítás
}:
window-report-board-from-sheet = { $sheet ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} utolsó állásából, { $count ->
    [one] 1 javítás
   *[other] { $count } javítás
}:
window-report-board-from-before-illegal = { $sheet ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} utolsó szabályos állásából (ellenőrizze a táblát: szabálytalan lépést írtak le), { $count ->
    [one] 1 javítás
   *[other] { $count } javítás
}:
window-report-step-replace = { $square }: cserélje le ezt: { $found }, erre: { $expected }
window-report-wrong = { $board ->
    [peg] a { -peg-board }
   *[sighted] a látó játékos táblája
}
window-report-wrong-both = a { -peg-board } és a látó játékos táblája
window-report-wrong-unknown = ismeretlen (írja le a táblákat: az a hibás, amelyik nem a fenti állást mutatja)
window-report-decision-agree = D.2.9: a { -score-sheet(form: "pl") } egyeznek; akinek a táblája eltér, a fenti állásra állítja
window-report-decision = D.2.9: a { -score-sheet(form: "pl") } { $ply } féllépésig egyeznek; mindkét tábla visszatér ide: { $at }; az { -clock(form: "pl") } újra beállítva: világos { $white }, sötét { $black }
window-report-decision-after = { ARTICLE($move) } { $move } utáni állás
window-report-decision-start = a kezdőállás
window-report-decision-follow = D.2.9: a játékosok { -score-sheet(form: "poss-pl") } { $ply } féllépésig egyeznek; { $who ->
    [peg] a vak játékos erre állítja a tábláját
    [sighted] a látó játékos erre állítja a tábláját
    [both] mindkét játékos erre állítja a tábláját
   *[unknown] az a játékos, akinek a táblája eltér, erre állítja
}: { $at }
window-report-decision-boards-agree = D.2.9 szerint nincs mit javítani: mindkét tábla már ezt mutatja: { $at }, bár a { -score-sheet(form: "pl") } eltérnek
window-report-decision-record = ; a játszmajegyzés { $keep } féllépésig visszaáll, az utána következő lépéseket a játékosok { -score-sheet(form: "poss-pl") } szerint újra megteszik
window-report-decision-blind-unread = ; a vak játékos { -score-sheet(form: "poss") } { ARTICLE($line) } { $line }. sortól nem olvasható: a játékossal együtt ellenőrizze { ARTICLE($move) } { $move } lépéstől
window-report-decision-blind-two-ways = ; a vak játékos { -score-sheet(form: "poss") } { ARTICLE($line) } { $line }. sorban kétféleképpen olvasható, az egyik a többi { -score-sheet } lépése: ellenőrizze { ARTICLE($move) } { $move } lépést a játékossal
window-report-decision-illegal = ; ha { $move } a táblán befejeződött: { $article } és { $penalty }, { $minutes } többletidő { $side ->
    [white] világosnak
   *[black] sötétnek
}
window-report-as-they-are = ahogy állnak
## A három játszmalap (a vak játékos Braille-játszmalapja a játszmajegyzés és a látó játékos játszmalapja mellett, D.2.7, D.2.9)
window-report-key-blind-sheet = A vak játékos { -score-sheet(form: "poss") }: { $value }
window-report-key-blind-line = Nem olvasható lépésként: { $value }
window-report-key-blind-next = A vak játékos { -score-sheet(form: "poss-dat") } következő lépése: { $value }
window-report-key-players-agree-through = A játékosok { -score-sheet(form: "poss-pl") } eddig a féllépésig egyeznek: { $value }
window-report-key-scoresheet-letters = A látó játékos { -score-sheet(form: "poss-acc") } { $value } olvasta a program.
window-report-letters-pgn = PGN-ként, angol SAN-jelöléssel
window-report-letters-edition = { ARTICLE($edition) } '{ $edition }' kiadás bábujeleivel
window-report-blind-none = nincs (a vak játékos { -score-sheet(form: "poss") } itt véget ér)
window-report-players = { $ply } (a látó és a vak játékos { -score-sheet(form: "poss") }); { $agree ->
    [yes] egyeznek
    [ends] egyeznek, ameddig mindkettő tart
   *[no] eltérnek
}
window-report-corrections = { $count ->
    [one] 1 javítás
   *[other] { $count } javítás
}

## A versenybíró konzolja (`pegchess arbiter` `compare` nélkül): kérdései és válaszai
arbiter-console-title = pegchess arbiter (D.2.9). Kilépés: a bemenet vége (Ctrl-D).
arbiter-console-record = játszmajegyzés: { $path } ({ $plies } féllépés)
arbiter-console-record-last = játszmajegyzés: { $path } ({ $plies } féllépés, az utolsó: { $last })
arbiter-console-eboard = { -score-sheet }: a látó játékos elektronikus DGT-táblája a { -log-file } szerint ({ $plies } féllépés)
arbiter-console-blind-prompt = A vak játékos Braille-{ -score-sheet(form: "poss") } (.brf-fájl vagy Unicode Braille; Enter, ha nincs):
arbiter-console-type-sheet = Gépelje be a látó játékos { -score-sheet(form: "poss-acc") }, soronként egy féllépést: SAN { ARTICLE($edition) } „{ $edition }” kiadás betűivel (0-0, e8=V vagy e8V), UCI vagy a bejelentések szavai. A „{ $undo }” visszavonja az utolsó bejegyzést; az üres sor befejezi.
# A szó, amely visszavonja az utoljára begépelt féllépést (az „undo” szót is mindig megérti).
arbiter-console-undo = vissza
arbiter-console-nothing-to-undo = Nincs mit visszavonni.
arbiter-console-illegal-question = Így szerepel a { -score-sheet(form: "sup") } (szabálytalan lépés, 7.5)?
arbiter-console-illegal-stops = A { -score-sheet(form: "acc") } szabálytalan lépés után nem olvassuk tovább.
arbiter-console-again = Gépelje be újra.
arbiter-console-not-taken = Nincs elfogadva: { $problem }.
arbiter-console-sheets-agree = A { -score-sheet(form: "pl") } egyeznek. Írjon le egy táblát, amelynek ismeri az állását (FEN-bábuállás, pl. { $example }); üres sorral kihagyhatja.
arbiter-console-peg-board = { -peg-board }:
arbiter-console-sighted-board = a látó játékos táblája:
arbiter-console-not-fen = „{ $text }” nem FEN-bábuállás ({ $problem }); próbálja újra.
# Az igen-nem kérdésre adható válaszok, ahogy a kérdés után látszanak, és az igennek, illetve nemnek
# elfogadott szavak (vesszővel elválasztva; az y, yes, n és no szót is mindig megérti).
arbiter-console-yes-no = [i/n]
arbiter-console-yes = i, igen
arbiter-console-no = n, nem
arbiter-console-not-an-answer = „{ $text }” itt nem válasz: írja be: i vagy n.
arbiter-console-nothing-to-apply = A játszmajegyzés érvényes; nincs mit alkalmazni rá.
arbiter-console-open = Semmi sem lett alkalmazva: { $why }.
arbiter-console-apply-journal = Alkalmazzam a döntést a játszmára: vissza ide: { $at }, az { -clock(form: "pl") } a látott módon beállítva (naplózva; a `pegchess resume` onnan folytatja)?
arbiter-console-applied = Alkalmazva: a { -log-file } ({ $path }) most ide tér vissza: { $at }.
arbiter-console-nothing-applied = Semmi sem lett alkalmazva.
arbiter-console-apply-pgn = Alkalmazzam a döntést: kiírjam a játszmajegyzést a döntés szerint, eddig: { $at }, ebbe a fájlba: { $path }?
arbiter-console-written = Kiírva: { $path }, a játszmajegyzés a döntés szerint, a végén {"{"}arbiter: ...{"}"} megjegyzéssel. Maga a játszmajegyzés nem változott; a játszmát ebből az állásból folytassa.
arbiter-console-nothing-written = Semmi sem lett kiírva.
# Amit a vak játékos játszmalapjából beolvasott (a window-report-key-blind-sheet és a konzol blind-sheet: kulcsa után).
arbiter-blind-heading = { $path } ({ $encoding ->
        [brf] BRF
       *[unicode] Unicode Braille
    }, { $code ->
        [compact] tömör sakk-kód
        [literary] szöveges Braille-írás, „{ $table }” Braille-tábla
       *[none] nem található lépéssor
    }): { $read } féllépés beolvasva{ $unread ->
        [0] {""}
       *[other] , az utánuk írt { $unread } bejegyzés nincs beolvasva
    }

## A vak játékos játszmalapjának egy sora, amely nem olvasható lépésekként (a konzol blind-line: kulcsa és a
## window-report-key-blind-line után): hol van, a cellái, mit olvasott ki belőle a liblouis (ha semmit: -unread), és miért.
arbiter-blind-line = { $line }. sor: { $cells } (beolvasva: { $read }): { $problem }
arbiter-blind-line-unread = { $line }. sor: { $cells }: { $problem }
arbiter-blind-noise = nincs benne sem lépés, sem lépésszám, sem oldalszám, sem eredmény
arbiter-blind-wrong-number = a lépésszáma { $written }, de ez { ARTICLE($expected) } { $expected }. lépés; a sor lépéseit beolvassuk
arbiter-blind-missing = hiányzik { $side ->
        [white] világos
       *[black] sötét
    } { $expected }. lépése (a sor { $written-side ->
        [white] világos
       *[black] sötét
    } { $written }. lépésével kezdődik); a { -score-sheet(form: "acc") } eddig olvassuk be
arbiter-blind-two-ways = „{ $written }” kétféleképpen olvasható, { $taken } vagy { $other }: { $taken } lépést vesszük, mert a { -score-sheet } így olvasható tovább; { $other } megmarad az összevetéshez
arbiter-blind-illegible = „{ $written }” nem olvasható: { $problem }; a { -score-sheet(form: "acc") } eddig olvassuk be
arbiter-blind-illegal = „{ $written }”: { $problem } (7.5)
arbiter-blind-not-braille = nem Braille-írás: { $why }
arbiter-blind-not-a-cell = { ARTICLE($column) } { $column }. oszlopban { $found } áll, ez nem Braille-cella
arbiter-blind-not-utf8 = a sor nem UTF-8 szöveg
arbiter-blind-too-long = a sorban { $cells } karakter van, több a beolvasható { $most } karakternél
arbiter-blind-too-many-lines = a fájlban több mint { $most } sor van; innentől semmit sem olvasunk be

## Miért nem jelent semmit egy begépelt parancssor (a konzol parancsszavai úgy maradnak, ahogy begépelik)
window-key-not-square = „{ $text }” nem mező (a1–h8)
window-key-no-promotion = „{ $text }” nem átváltozó bábu: { $pieces }
window-key-no-piece = „{ $text }” nem bábu: { $letters } világosnak, kisbetűvel sötétnek
window-key-no-rank = 1–8. sort adjon meg
window-key-no-file = a–h vonalat adjon meg
window-key-not-side = „{ $text }” nem szín: világos vagy sötét
window-key-increment = többletidő MÁSODPERC, legfeljebb 3600, pl. többletidő 5
window-key-set = például: beállít világos 1:30:00
window-key-not-time = „{ $text }” nem legfeljebb 24 órás idő: Ó:PP:MM, pl. 1:30:00
window-key-moves = például: lépések világos 20 (legfeljebb 500)
window-key-sighted = sighted lift e2, sighted put e4 [V], sighted clear vagy sighted start
window-table = { $pegs ->
        [connected] { -peg-board } csatlakoztatva
        [looking] nem válaszol { -peg-board }, keresés folyik
       *[absent] nincs { -peg-board } ennél az asztalnál
    }; { $eboard ->
        [connected] elektronikus tábla csatlakoztatva
        [looking] az elektronikus tábla nem válaszol, keresés folyik
       *[absent] nincs elektronikus tábla
    }

## The arbiter's report from its one decision (issue 53): silence is not difference, and what each count counts.
window-report-sheets-as-far = egyeznek, ameddig mindkettő tart
window-report-none-before = nincs ({ $sheet ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} már korábban véget ért)
window-report-blind-none-before = nincs (a vak játékos játszmalapja ezelőtt véget ér, vagy idáig nem sikerült elolvasni)
window-report-key-record-written-through = A játszmajegyzés csak eddig a féllépésig tart: { $value }.
window-report-key-scoresheet-written-through = A { -score-sheet } csak eddig a féllépésig tart: { $value }.
window-report-key-blind-read-through = A vak játékos játszmalapja eddig a féllépésig olvasható: { $value }.
window-report-key-scoresheet-skipped = Nem lépés, kihagyva: { $value }
window-report-skipped = { $line }. sor: '{ $text }'
window-report-letters-pgn-edition = PGN-ként, { ARTICLE($edition) } '{ $edition }' kiadás bábujeleivel (angol SAN-ként nem olvasható)
window-report-decision-boards-agree-split = D.2.9 szerint nincs mit javítani: mindkét tábla már ezt mutatja: { $at }, bár a { -score-sheet(form: "pl") } { $ply } féllépés után eltérnek
arbiter-console-sheets-agree-as-far = A { -score-sheet(form: "pl") } egyeznek, ameddig mindegyik tart. Írjon le egy táblát, amelynek ismeri az állását (FEN-bábuállás, pl. { $example }); üres sorral kihagyhatja.
window-report-players-witness = { $ply } (a játékosok játszmalapjai, és ahol a vak játékosé hallgat, a játszmajegyzés); { $agree ->
    [yes] egyeznek
    [ends] egyeznek, ameddig mindegyik tart
   *[no] eltérnek
}
window-report-decision-agree-as-far = D.2.9: a { -score-sheet(form: "pl") } egyeznek, ameddig mindegyik tart; akinek a táblája eltér, a fenti állásra állítja
window-report-key-scoresheet-not-ruled = Nem minősül szabálytalannak: { $value }
window-report-not-ruled = { $move }: { ARTICLE($read) } '{ $read }' kiadás bábujeleivel nem szabályos lépés, { ARTICLE($fits) } '{ $fits }' kiadáséival viszont az; a játszmalapot idáig olvassa a program
window-report-key-scoresheet-crossed-out = Áthúzva: { $value }
window-report-crossed-out = { $move }: áthúzva, a program nem olvassa
window-report-key-scoresheet-read-as-game = A játszma lépéseként olvasva: { $value }
window-report-read-as-game = { $move }: több lépésre is illik; a játszma lépéseként olvasva: { $san }
window-report-key-scoresheet-unreadable = Nem olvasható: { $value }
window-report-unreadable = { $move }: { $kind ->
    [ambiguous] több lépésre is illik
    [promotion] átváltozás bábu nélkül
   *[other] így leírva nem lépés (leíró jelölés vagy olvashatatlan)
  }; a játszmalapot idáig olvassa a program, az utána következő { $unread } bejegyzést nem
arbiter-blind-fits-several = „{ $written }” { $count } szabályos lépésre illik, de egyik sem a többi játszmalap itteni lépése: a játszmalapok ennél a lépésnél eltérnek

## Folytatott vagy betöltött játszma állása felállítva; asztal tüskés tábla nélkül
window-set-up-after = Fel van állítva { ARTICLE($move) } { $move } utáni állás.
window-set-up-given = Fel van állítva a megadott állás: { $number }. lépés, { $side ->
    [white] világos
   *[black] sötét
} lép.
window-eboard = A látó játékos elektronikus táblája

error-sheet-other-letters = { $number }. lépés ({ $side ->
    [white] világos
   *[black] sötét
}), „{ $written }”: „{ $read_in }” betűivel nem szabályos lépés, „{ $fits }” betűivel az; a betűket a --notation adja meg
window-report-key-scoresheet-slip = Elírás a { -score-sheet }on: { $value }
window-report-slip = { $kind ->
    [skipped] { $game } nincs lejegyezve (egy lépéspár kimaradt); a játszma lépéseiként olvasva
    [twice] '{ $written }' újra lejegyezve ({ $game } után; egy lépéspár kétszer); átugorva
   *[not-read] '{ $written }' így leírva nem lépés; a játszma lépéseként olvasva: { $game }, az utána következő bejegyzések illenek
}; nem eltérés és nem szabálytalan lépés
window-report-decision-unrecorded = D.2.9: a { -score-sheet(form: "pl") } { $ply } féllépésig egyeznek; mindkét tábla visszatér ide: { $at }; ott nincs feljegyzett óraállás: az { -clock(form: "pl-acc") } a versenybíró állítja be újra
