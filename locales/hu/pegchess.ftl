# pegchess: magyar mondatkeretek (a Sakkjáték Szabályzata szóhasználatával: sakk, matt,
# rövidsánc, menet közbeni ütés, sakkóra, versenybíró). A séma szavai (Anna, eins, Springer)
# argumentumként érkeznek. Minden nyelvben pontosan ugyanazok az üzenetek és argumentumok vannak.

## Építőkövek

nothing = {""}
square = { $file } { $rank }
square-plain = { $file }{ $rank }
coloured-piece = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] világos
               *[black] sötét
            } { $piece }
        }
    }
coloured-pieces = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] világos
               *[black] sötét
            } { $piece }
        }
    }
join-comma = { $first }, { $rest }
join-and = { $first } és { $rest }
join-steps = { $first }; { $rest }
join-or = { $first } vagy { $rest }

## Lépések (rövid: mint a SAN; hosszú: honnan és hová)

move-quiet = { $piece } { $to }
move-quiet-from = { $piece } { $from } { $to }
move-pawn = { $to }
move-pawn-from = { $from } { $to }
move-capture = { $piece } üt { $to }
move-capture-from = { $piece } { $from } üt { $to }
move-pawn-capture = { $from } üt { $to }
move-en-passant = { $from } üt { $to }, menet közbeni ütés
move-castling = { $castling }
move-castling-squares = { $castling }, { $king } { $king-to }, { $rook } { $rook-to }
move-promotion = { $move }, gyalogátváltozás: { $piece }
move-check = { $move }, sakk
move-mate = { $move }, matt
announced-other-move = Bejelentve: { $announced }, megtéve: { $executed }.
promotion-question = Gyalogátváltozás, { $square }: melyik tiszt legyen?
confirm-move = { $move }?
confirm-resign = { $side ->
        [white] Világos
       *[black] Sötét
    } felad? Mondja: igen.
touched = Megérintve: { $piece }, { $square }.

## Idők (mindig szavakkal)

duration-join = { $first } { $rest }
duration-hours = { $hours } óra
duration-minutes = { $minutes } perc
duration-seconds = { $seconds } másodperc
time-side = { $side ->
        [white] Világos
       *[black] Sötét
    }: { $time }
time-both = Világos { $white }, sötét { $black }
time-short = { $minutes } perc { $seconds }
time-short-seconds = { $seconds }
flag-fall = { $side ->
        [white] Világos
       *[black] Sötét
    } { -flag(form: "poss") } leesett.
clock-stopped = Az { -clock } megállítva.
no-clock = Ebben a játszmában nincs { -clock }.
clock-running = { $side ->
        [white] Világos
       *[black] Sötét
    } { -clock(form: "poss") } jár.
moves-counted = { $side ->
        [white] Világos
       *[black] Sötét
    }: { $moves } lépés beszámítva.
increment-added = Mostantól plusz { $seconds } másodperc többletidő lépésenként mindkét félnek.
call-arbiter = Állítsa meg az { -clock(form: "acc") }, és hívja a { -arbiter(form: "acc") }.
sighted-board-connected = A látó játékos táblája csatlakoztatva.
sighted-board-disconnected = A látó játékos táblája nem válaszol; a játszma folytatódik.
broadcast-lost = A közvetítési kapcsolat megszakadt; a játszma a bejelentésekkel folytatódik.
promotion-differs = { ARTICLE($square, capital: "yes") } { $square } mezőn a látó játékos tábláján { $sighted } áll, a játszmajegyzésben { $record }.
agreement = { $first ->
        [board] A { -peg-board }
        [record] A játszmajegyzés
        [announced] A bejelentett lépés
       *[sighted] A látó játékos táblája
    } és { $second ->
        [board] a { -peg-board }
        [record] a játszmajegyzés
        [announced] a bejelentett lépés
       *[sighted] a látó játékos táblája
    } ismét egyezik.
divergence = { $first ->
        [board] A { -peg-board }
        [record] A játszmajegyzés
        [announced] A bejelentett lépés
       *[sighted] A látó játékos táblája
    } és { $second ->
        [board] a { -peg-board }
        [record] a játszmajegyzés
        [announced] a bejelentett lépés
       *[sighted] a látó játékos táblája
    } eltér egymástól, { $number }. lépéstől kezdve, { $side ->
        [white] világos
       *[black] sötét
    }.

## Játszma és állás (soha nem értékelés, soha nem javaslat)

move-number = { $number }. lépés, { $side ->
        [white] világos
       *[black] sötét
    } lép.
history-move = { $number }. lépés, { $side ->
        [white] világos
       *[black] sötét
    }: { $move }
no-moves = Még nem volt lépés.
pieces-at = { $piece }: { $squares }
pieces-none = { $piece }: nincs a táblán
square-piece = { $square }: { $piece }
square-empty = { $square }: üres
line-rank-empty = { $rank }. sor: üres
line-file = { $file } vonal, { $contents }
line-file-empty = { $file } vonal: üres
line-item = { $square } { $piece }
position-rank = { $rank }. sor, { $contents }
position-side = { $side ->
        [white] világos
       *[black] sötét
    }: { $pieces }
game-won = { $side ->
        [white] Világos
       *[black] Sötét
    } nyert.
game-drawn = Döntetlen.
stalemate = Patt.
ended-repetition = Ugyanaz az állás ötödször.
ended-75-moves = 75 lépés ütés és gyaloglépés nélkül.
ended-dead-position = Egyik fél sem tud mattot adni.

## A tábla

board-connected = Tábla csatlakoztatva: { $name }.
board-disconnected = A tábla nem válaszol; a játszma megmarad.
board-looking = Még nem válaszol { -peg-board }; csatlakoztassa, az ellenőrzés tovább keres.
board-reconnected = A tábla újra csatlakozott.
hole-chatter = { ARTICLE($square, capital: "yes") } { $square } mező nyílása folyton változik: ellenőrizze a csapocskát vagy az érzékelőt.
peg-out = Ki: { $square }
peg-in = Be: { $square }
mismatch = A két tábla eltér: { $steps }{ $more ->
        [0] .
       *[other] , és még { $more }.
    }
mismatch-empty = { $square } üres
mismatch-place = { $piece }: { $square }
board-wrong = A tábla { $count } mezőn eltér a játszmától.
step-done = { $remaining ->
        [0] Kész.
       *[other] Kész, még { $remaining } { -step }.
    }
new-difference = Új eltérés: { $step }.
move-changed = Most { $move }
move-undone = A lépés újra lekerült a tábláról.
already-over = A játszma véget ért. { $result }
board-matches = A tábla újra egyezik.
taken-back = Visszavéve: { $plies } féllépés.
which-move = Melyik lépés volt: { $moves }?
move-incomplete = A lépés nincs befejezve: { $steps }{ $more ->
        [0] .
       *[other] , és még { $more }.
    }
press-without-move = Az { -clock(form: "acc") } lépés nélkül kezelték.
setup-place = tegye fel: { $piece }, { $square }
setup-step = { $step } (még { $remaining } { -step })
setup-complete = Az alapállás fel van állítva.
setup-complete-at = Az állás fel van állítva: { $number }. lépés, { $side ->
        [white] világos
       *[black] sötét
    } lép.

## Hibák

key-refused = { $text }.
input-rejected = { $input }: { $problem ->
        [unknown-piece] ez nem figurajel ebben a jelölésben.
        [no-such-move] ilyen lépés nincs ebben az állásban.
        [ambiguous] több lépés is lehetséges; adja meg az indulási vonalat vagy sort.
        [promotion-piece] adja meg, mivé változik a gyalog.
       *[not-understood] nem értem.
    }
nothing-to-repeat = Még nincs mit megismételni.
speech-unavailable = Nincs beszédmotor ({ $reason }); minden csak kiírva jelenik meg.
speech-fallback = Nincs beszédmotor; helyette az espeak-ng beszél.

## keys and help

help-1 = Számbillentyűk: 1 ismétlés, 2 mindkét idő, 3 lépésszám, 4 utolsó lépés, 5 utolsó öt lépés, 0 { -clock } kezelése. ?: tovább.
help-2 = Lépés bejelentése: gépelje be, majd Enter. A nagyobb jel a lépés előtt a látó játékos táblájának lépését viszi be. ?: tovább.
help-3 = Kétszer Q: kilépés a játszmából; a resume folytatja. Az Escape törli a sort. ?: tovább.
help-4 = A teljes játékos útmutató, fejezetenként: játszmán kívül írja be: pegchess guide. ?: elölről.
help-leave = A kilépéshez nyomja meg újra a q-t; a pegchess resume folytatja. Bármely más billentyű: marad.
ready = A pegchess kész. { $keys ->
        [single] Súgó: a kérdőjel billentyű, vagy h és Enter.
       *[lines] Súgó: h, majd Enter.
    }
## set-up

time-warning = Figyelem: még { $time }.
setup-intro = Beállítás. A karok lépkednek a lehetőségek között, a beszéd gomb választ. Tartsa nyomva a beszéd gombot a kérdés ismétléséhez.
setup-ask = { $question }: { $choice }.
setup-choice = { $choice }.
setup-item = { $question }: { $choice }
setup-readback = Az Ön választásai: { $choices }.
setup-readback-more = { $choices }.
setup-example = { $choice }, például: { $example }
setup-question = { $step ->
        [language] Nyelv
        [scheme] Bejelentési rendszer
        [form] Lépésforma
        [time-control] { -time-control(form: "Nom") }
        [minutes] Percek az { -clock(form: "sup") }
        [increment] Többletidő lépésenként, másodpercben
        [lever] Az Ön kezelő-gombja
        [rate] Beszédsebesség
        [voice] Hang a táblaszavakhoz
        [schedule] Időbejelentések
        [warnings] Az Ön időfigyelmeztetései
        [theme] Az ablak színei
        [game] Játszma
        [hundreds] A kezdőállás száma, százasok
        [tens] A kezdőállás száma, tízesek
        [units] A kezdőállás száma, egyesek
        [start] { -chess960 } kezdőállás
       *[finish] Befejezés
    }
setup-language = { $language ->
        [en] English
        [de] Deutsch
        [hu] Magyar
        [fi] Suomi
       *[da] Dansk
    }
setup-scheme = { $scheme ->
        [fide] FIDE
       *[danish] dán
    }
setup-form = { $form ->
        [short] rövid
       *[long] hosszú
    }
setup-tc-none = { -clock } nélkül
setup-tc-custom = saját, a karokkal beállítva
setup-tc-period = { $time }
setup-tc-period-moves = { $time } { $moves } lépésre
setup-tc-then = { $first }, majd { $rest }
setup-tc-increment = { $seconds ->
        [one] { $rest }, plusz 1 másodperc lépésenként
       *[other] { $rest }, plusz { $seconds } másodperc lépésenként
    }
setup-tc-delay = { $rest }, { $seconds } másodperc késleltetés lépésenként
setup-no-increment = nincs többletidő
setup-lever = { $lever ->
        [left] a bal oldali
        [right] a jobb oldali
       *[any] bármelyik
    }
setup-rate = { $pace ->
        [slower] lassabb, { $amount }
        [faster] gyorsabb, { $amount }
       *[normal] normál
    }
setup-voice = { $voice ->
        [de] a táblaszavak német hangon
        [da] a táblaszavak dán hangon
       *[same] minden ugyanazon a hangon
    }
setup-every = { $seconds ->
        [60] percenként
       *[other] { $time } időközzel
    }
setup-under = { $seconds ->
        [60] egy perc alatt
       *[other] { $time } alatt
    }
setup-band = { $every }
setup-band-below = { $every } { $under }
setup-warnings = figyelmeztetés ennyinél: { $marks }
setup-warnings-none = nincs figyelmeztetés
setup-theme = { $theme ->
        [dark] az ablak sötét alapon világos
        [light] az ablak világos alapon sötét
       *[yellow-on-black] az ablak fekete alapon sárga
    }
setup-finish = { $choice ->
        [save] mentés és befejezés
        [again] újrakezdés
        [sheets] az utolsó játszma { -score-sheet(form: "poss-pl-dat") } elkészítése
       *[leave] kilépés mentés nélkül
    }
# The game that follows the set-up (issue 24): standard chess or a Chess960 start set digit by digit.
setup-game-standard = hagyományos sakk
setup-game-chess960 = { -chess960 }, kezdőállás: { $number }
setup-chess960 = { -chess960 }, a kezdőállás száma a karokkal beállítva
setup-start-number = { $number }
setup-check-start = Ez a { -chess960 } kezdőállás: { $number }. A beszéd gomb elfogadja, egy kar megváltoztatja a számot.
setup-saved = Beállítások mentve.
setup-left = Beállítás megszakítva; semmi sem lett mentve.
setup-broken = A beállítási fájl nem olvasható; egy másolata mellette marad.
setup-write-failed = A beállításokat nem sikerült menteni.
setup-begin = Nyomja meg az Entert a kezdéshez.

## pegchess doctor: one line per check

doctor-speech-ok = Beszéd: rendben.
doctor-speech-fallback = Beszéd: az espeak-ng beszél, a beszédmotor hiányzik. Teendő: telepítse a speech-dispatcher csomagot.
doctor-speech-missing = Beszéd: semmi sem tud beszélni. Teendő: telepítse a speech-dispatcher és az espeak-ng csomagot.
doctor-speech-not-wanted = Beszéd: { $who ->
        [screen-reader] a képernyőolvasója beszél.
       *[off] a beállításokban ki van kapcsolva.
    }
doctor-voice-ok = { $language ->
        [en] angol
        [de] német
        [fi] finn
        [da] dán
       *[hu] magyar
    } hang: rendben.
doctor-voice-missing = Nincs { $language ->
        [en] angol
        [de] német
        [fi] finn
        [da] dán
       *[hu] magyar
    } hang. Teendő: telepítse az espeak-ng csomagot.
doctor-voice-unknown = { ARTICLE($voice, capital: "yes") } { $voice } hang nincs telepítve. Teendő: módosítsa a hangot a beállításokban.
doctor-german-words-voice = A FIDE szavai: a német hang mondja őket.
doctor-german-words-respelled = A FIDE szavai: nincs német hang, ezért a magyar hang mondja őket, németesen átírva. Jobb lenne: telepítse az espeak-ng csomagot, abban van német hang.
doctor-microphone-ok = Mikrofon: rendben, { $name }.
doctor-microphone-missing = Nincs mikrofon. Teendő: csatlakoztasson egyet, vagy adja meg a beállításokban.
doctor-model-not-set = Hangbevitel: ki, nincs vosk modell beállítva.
doctor-model-ok = Vosk modell: rendben.
doctor-model-broken = A vosk modell nem tölthető be. Teendő: ellenőrizze a vosk-model beállítást.
doctor-grammar-ok = A modell minden szót ismer: rendben.
doctor-grammar-unknown = A modell { $count } szót nem ismer, például { $words }. Teendő: használjon a nyelvének megfelelő modellt.
doctor-board-ok = Tábla: rendben, { $port } porton, { $version } verzió.
doctor-board-missing = Nem található tábla. Teendő: csatlakoztassa a táblát, és futtassa újra az ellenőrzést.
doctor-settings-ok = Beállítások: rendben, { $path }.
doctor-settings-default = Beállítások: még nincs fájl, az alapértékek érvényesek. Módosítás: pegchess setup.
doctor-settings-broken = { ARTICLE($path, capital: "yes") } { $path } beállítási fájl hibás. Teendő: futtassa a pegchess setup parancsot.
doctor-games-ok = Játszmák mappája: rendben, { $free } megabájt szabad.
doctor-games-not-writable = A játszmák nem menthetők ide: { $dir }. Teendő: állítsa be a data-dir értékét.
doctor-games-low-space = Csak { $free } megabájt szabad a játszmáknak. Teendő: szabadítson fel helyet.

# The sighted board measured against the record (issue 22)
sighted-differs = A látó játékos táblája: { $fix }{ $more ->
        [0] .
       *[other] , és még { $more }.
    }
sighted-board-wrong = A látó játékos táblája { $count } mezőn eltér a játszmától.
sighted-behind = A látó játékos tábláján hiányzik a játszmajegyzés utolsó { $count ->
        [one] lépése
       *[other] { $count } lépése
    }, { $number }. lépéstől kezdve, { $side ->
        [white] világos
       *[black] sötét
    }. Pótolják a táblán.
moves-while-away = Amíg a látó játékos táblája nem volt elérhető, { $count } lépést tettek rajta. A sorrendjüket a { -arbiter } segítségével a látó játékos { -score-sheet(form: "poss-ela") } kell megállapítani.
moves-read-while-away = A látó játékos táblájáról leolvasott { $count } lépést a kapcsolat szünete alatt tették meg. Ezeket a { -arbiter } segítségével a látó játékos { -score-sheet(form: "poss-ela") } kell ellenőrizni.
fix-move = { $piece } { ARTICLE($from) } { $from } mezőn, { ARTICLE($to) } { $to } mezőn a helye
fix-replace = { $found } { ARTICLE($square) } { $square } mezőn, { $expected } kellene
fix-remove = fölösleges { $piece } { ARTICLE($square) } { $square } mezőn
fix-place = hiányzik: { $piece } { ARTICLE($square) } { $square } mezőn

## Rating (issue 24): the FIDE rating change of a game or a rating period
rating-whole = { $whole }
rating-decimal = { $whole },{ $fraction }
rating-points = { $sign ->
        [plus] plusz { $amount }
        [minus] mínusz { $amount }
       *[zero] { $amount }
    } { $count ->
        [one] pont
       *[other] pont
    }
rating-factor = K { $k }: { $rule ->
        [given] megadott érték
        [new] új játékos, 30 játszmánál kevesebb
        [junior] ifjúsági, 2300 alatt
        [under-2400] értékszám 2400 alatt
       *[reached-2400] elérte a 2400-at
    }.
rating-factor-limited = K { $k } a { $before } helyett: { $games } játszma az időszakban, a 700-as szabály.
rating-game = { $opponent } ellen: { $score ->
        [win] győzelem
        [draw] döntetlen
       *[loss] vereség
    }, várható { $expected }, { $change }.
rating-total = Összesen K { $k } mellett: { $change }, kerekítve { $rounded }. Új értékszám { $new }.
rating-not-over = A játszma még nem ért véget: még nincs értékszám-változás.
rating-unknown = A játékosok értékszáma nem ismert.
rating-initial = Első értékszám: átlag { $average } a két feltételezett 1800-as ellenféllel, eredmény { $p }, dp { $dp }: { $rating }.
rating-initial-capped = Számítva { $computed }: az első értékszám legfeljebb 2200.
rating-initial-disregarded = Az első versenyen nulla pont: annak { $games } játszmája nem számít.
rating-initial-too-few = { $games } játszma értékszámos ellenfelek ellen: 5 játszma után jelenik meg.
rating-initial-below-floor = 1400 alatt: nem jelenik meg.
rating-rules = A FIDE értékszám-szabályzata szerint, amely { $from ->
        [march-2024] 2024. március 1-jétől
       *[october-2025] 2025. október 1-jétől
    } hatályos.
rating-error-out-of-range = { ARTICLE($rating, capital: "yes") } { $rating } értékszám kívül esik a lista 1400 és 3000 közötti tartományán (1400 a FIDE 2024. március 1-jei szabályzatának alsó határa).
rating-error-not-a-rating = „{ $text }” nem értékszám: írjon egy egész számot 1400 és 3000 között, például 1850.
rating-error-not-a-score = „{ $text }” nem eredmény: egy játszma 1, ½ (írható 1/2 vagy 0,5 alakban is) vagy 0 pontot ér.
rating-error-unknown-k = A K { $text } nem a szabályzat K-szorzója: használjon 40-et, 20-at vagy 10-et.
rating-error-no-games = Nincs játszma: adjon meg legalább egy ellenfelet és eredményt.
rating-error-period-too-short = Az időszakban { $period } játszma van, kevesebb, mint a megadott { $listed }.
rating-error-not-an-opponent = „{ $text }” nem ellenfél: írja értékszám:eredmény alakban, például 2100:1, 1950:½ vagy 1800:0.
rating-error-zero-first-event = Az első verseny nulla pontot hozott, ezért { $games ->
        [one] a játszmáját
       *[other] { $games } játszmáját
    } figyelmen kívül hagyjuk (FIDE 8.2.1): nincs első értékszám, amíg a játékos egy későbbi versenyen pontot nem szerez.
rating-error-birth-year = { ARTICLE($born, capital: "yes") } { $born } születési év nem illik egy { $year }. évi időszakhoz.
rating-error-tag-missing = A játszmának nincs { $tag } címkéje: az értékszám nem ismert.
rating-error-tag-bad = { $tag } „{ $value }”: { $reason }
rating-error-not-finished = A játszma eredménye „{ $result }”: nem ért véget, ezért még nem változtat értékszámot.
rating-error-file = A PGN-fájl nem olvasható: { $reason }
rating-error-no-such-game = { ARTICLE($path, capital: "yes") } { $path } fájlban nincs { $game }. játszma; { $count } van benne.
rating-error-game = { ARTICLE($path, capital: "yes") } { $path } fájl játszmája nem olvasható: { $reason }
rating-error-no-rating = A játékos értékszáma nem ismert: adja meg a --rating kapcsolót, vagy a --pgn kapcsolót a --side kapcsolóval.
rating-error-initial-before-2024 = A 2024. március 1. előtti szabályok szerinti első értékszám nincs megvalósítva: adjon meg 2024-03-01 utáni --date dátumot.
rating-error-first-event = A --first-event { $first } nem illik { $count } ellenfélhez: adjon meg egy számot 1 és { $count } között.
rating-error-first-event-rated = A --first-event a listán új játékosra vonatkozik: a --unrated kapcsolóval együtt adja meg.
rating-error-tags = { $path }, { $game }. játszma: { $reason }
## Score sheets the players can read (pegchess sheet, D.2.7)

sheet-white = Világos
sheet-black = Sötét
sheet-event = Verseny
sheet-site = Helyszín
sheet-round = Forduló
sheet-date = Dátum
sheet-result = Eredmény
sheet-time-control = { -time-control(form: "Nom") }
sheet-signatures = Mindkét játékos aláírása (8.7. { -article })
sheet-page = Oldal
doctor-braille-ok = Braille: rendben, { $table } tábla.
doctor-braille-missing = Hiányzik { ARTICLE($table) } { $table } Braille-tábla. Teendő: telepítse a liblouis-bin és liblouis-data csomagot.
sheet-written = A { -score-sheet(form: "pl") } elkészültek: Braille, { -large-print } és hang.
sheet-failed = A { -score-sheet(form: "acc") } nem sikerült megírni: { $reason }

# The open question (issue 26): a confirmation withdrawn when the game moved on, a yes or no with no question
question-withdrawn = A játszma továbbment; a kérdés tárgytalan.
nothing-to-answer = Nincs mire válaszolni: nincs nyitott kérdés.

## The journal on a full or failing disk (issue 27): said once, the game goes on

record-not-written = A játszma nem menthető; lehet, hogy megtelt a lemez. Játsszon tovább, és szóljon a { -arbiter(form: "dat") }: a képernyő mutatja, hol van.

## Chess960 (issue 24): the start's back rank on request, square by square
back-rank = A kezdőállás: { $contents }
# A kezdőállás a látó játékos elektronikus tábláján (play --chess960 board): várakozás, megvan, vagy mi a hiba
chess960-waiting = Várom a { -chess960 } kezdőállást a látó játékos tábláján.
chess960-start = { -chess960 } kezdőállás, sorszáma { $number }.
not-start-empty = Még nincs { -chess960 } kezdőállás: a látó játékos táblája üres.
not-start-back-rank = Nem { -chess960 } kezdőállás: { ARTICLE($square) } { $square } mezőre világos tiszt kell, nem gyalog.
not-start-pieces = Nem { -chess960 } kezdőállás: világos alapsorára király, vezér, két bástya, két futó és két huszár kell.
not-start-bishops = Nem { -chess960 } kezdőállás: a futóknak különböző színű mezőkön kell állniuk.
not-start-king = Nem { -chess960 } kezdőállás: a királynak a két bástya között kell állnia.
not-start-mirror = Nem { -chess960 } kezdőállás: az alapsorok nem egymás tükörképei; hiányzik: { $piece } { ARTICLE($square) } { $square } mezőn.
not-start-pawn = Nem { -chess960 } kezdőállás: hiányzik: { $piece } { ARTICLE($square) } { $square } mezőn.
not-start-extra = Nem { -chess960 } kezdőállás: fölösleges { $piece } { ARTICLE($square) } { $square } mezőn.

table = { $pegs ->
        [connected] { -peg-board(form: "Nom") } csatlakoztatva
        [looking] { -peg-board(form: "Nom") } nem válaszol, tovább keresem
       *[absent] Nincs { -peg-board }
    }; { $eboard ->
        [connected] a látó játékos elektronikus táblája csatlakoztatva.
        [looking] a látó játékos elektronikus táblája nem válaszol, tovább keresem.
       *[absent] { $pegs ->
            [connected] nincs elektronikus tábla.
           *[other] a lépéseket bejelentik, és az { -clock(form: "acc") } kezelik.
        }
    }
announced = Bejelentve: { $move }.
announced-impossible = { $move } itt nem lehetséges. Nincs feljegyezve; jelentse be újra.
announced-unclear = { $move }: { $problem ->
        [promotion-piece] adja meg, mivé változik a gyalog.
       *[ambiguous] több lépés is lehetséges; adja meg az indulási mezőt.
    } Nincs feljegyezve; jelentse be újra.
pressed = Óra kezelve. { $side ->
        [white] Világos
       *[black] Sötét
    } lép.
unfinished-game = Egy másik játszma nincs befejezve: száma { $game }, lépésszáma { $number }. A pegchess resume --unfinished { $game } folytatja.
unfinished-game-players = Egy másik játszma nincs befejezve: száma { $game }, { $white } – { $black }, lépésszáma { $number }. A pegchess resume --unfinished { $game } folytatja.
this-game = Ez a játszma száma: { $game }.
this-game-players = Ez a játszma száma: { $game }; { $white } – { $black }.
resumed = A játszma folytatódik: { $number }. lépés, { $side ->
        [white] világos
       *[black] sötét
    } lép.
announced-unpressed = Bejelentve, az { -clock(form: "acc") } még nem kezelték: { $move }. Kezelje az { -clock(form: "acc") }, vagy jelentse be újra.

# Fair play (pegchess fair-play): nyilatkozat a versenybírónak, és a védelem, amely nélkül a játszma folyik
fair-binary = pegchess { $version }. A program SHA-256 ellenőrzőösszege így kezdődik: { $start }.
fair-kernel = A kernel korlátozza: seccomp-szűrő { $seccomp ->
        [yes] be
       *[no] ki
    }, no-new-privs { $nnp ->
        [yes] be
       *[no] ki
    }, Landlock { $abi }. verzió, { $threads } szálból { $confined } korlátozva.
fair-probe = { $what ->
        [tcp] Hálózati kapcsolat
        [udp] UDP-foglalat
        [write] Fájl a játszmák mappáján kívül
       *[shell] Parancsértelmező
    }: { $refused ->
        [yes] elutasítva.
       *[no] nincs elutasítva!
    }
fair-broadcast = Asztal: a látó játékos táblája közvetítési továbbítón át, a szervező gépén futó DGT LiveChessből olvasva.
fair-relay-limit = A továbbító egyetlen táblát ad tovább, másodikat soha, és a LiveChesstől csak a táblák listáját és e tábla eseményeit kéri.
fair-no-engine = A pegchess nem tartalmaz sakkmotort. Soha nem értékel állást, és soha nem javasol lépést.
fair-no-legality = Soha nem mondja meg, hogy egy lépés szabályos-e, mielőtt a lépés befejeződik (11.3.1. { -article }).
fair-how-to-check = Futó játszma ellenőrzése: írja be: pegchess fair-play --check, majd a játszma folyamatszámát.
fair-how-to-hash = A program ellenőrzése: vesse össze a sha256sum értékét a közzétett értékkel.
fair-protection = { $what ->
        [no-new-privs] no-new-privs
        [seccomp] seccomp-szűrő
        [landlock-files] Landlock fájlszabályai
        [landlock-network] Landlock hálózati szabályai
       *[every-thread] Landlock minden szálon
    }
fair-missing = Ezen a gépen hiányzik: { $what }. A játszma folytatódik.
fair-check-ok = A folyamat ({ $pid }) a nyilatkozat szerint korlátozott.
fair-check-failed = A folyamat ({ $pid }) nem a nyilatkozat szerint korlátozott: { $count } { $count ->
        [one] eltérés
       *[other] eltérés
    }.
fair-check-not-pegchess = A folyamat ({ $pid }) nem a pegchess: { ARTICLE($program) } { $program } programot futtatja.
fair-form-title = Fair play nyilatkozat a { -arbiter } számára
fair-form-when = Dátum és idő
fair-form-board = Tábla
fair-form-arbiter = A { -arbiter } neve
fair-form-signature = A { -arbiter } aláírása
doctor-fair-ok = Fair play: rendben, a kernel korlátozni tudja a játszmát.
doctor-fair-missing = Fair play: a kernelből hiányzik: { $what }. Teendő: újabb Linux-kernel.

resumed-as-asked = { $setting ->
        [language] Nyelv
        [notation] Jelölés
        [scheme] Bejelentés szavai
       *[form] Bejelentés formája
    }: eddig { $was }, mostantól { $now }, kérésre.
resumed-clock-stands = A játszma { -time-control(form: "poss") } marad; az { -clock(form: "acc") } csak a { -arbiter } állítja.
words-scheme = { $scheme ->
        [fide] a FIDE szavai
        [danish] a dán szavak
       *[plain] egyszerű betűk és számok
    }
promotion-noted = Gyalogátváltozás: { $piece }.
draw-offer-noted = { $side ->
        [white] Világos
       *[black] Sötét
    } döntetlenajánlata feljegyezve.
not-confirmed = Nem: semmi sem változott; a játszma folytatódik.
recorded-as = Feljegyezve: { $move }.

## A worker of the table lost (its thread stopped): what goes on instead (issue 67)

worker-lost = { $worker ->
        [speech] A beszéd leállt; egyszerűbb hangon vagy a képernyőn folytatódik.
        [peg-board] A { -peg-board } kapcsolata leállt. Játsszon tovább a többi táblával és a billentyűkkel.
        [e-board] Az elektronikus tábla kapcsolata leállt. Játsszon tovább a többi táblával és a billentyűkkel.
        [voice] A hangbevitel leállt. Használja a billentyűket.
        [keys] A billentyűk leálltak. A táblák és a hang működnek tovább.
        [window] Az ablak leállt. A konzol működik tovább.
       *[other] A program egy része leállt. A játszma folytatódik.
    }
