# A konzol sorai a látó oldalnak: segítő, versenybíró, ellenfél.
# Az idők úgy, ahogy egy óra mutatja (1:29:34); a lépések a beállított jelölés betűivel.

console-clock = { -clock(form: "Nom") }: világos { $white } | sötét { $black }
console-clock-stopped = { -clock(form: "Nom") }: világos { $white } | sötét { $black } (megállítva)
console-parting = { -arbiter(form: "Nom") }: a játszmajegyzés és a látó játékos táblája itt válik el: { $number }. lépés, { $side ->
    [white] világos
   *[black] sötét
    }: játszmajegyzés { $record }, látó játékos táblája { $sighted }
console-eboard-shows = ; a látó játékos elektronikus táblája ezt mutatja: { $board }
console-nothing-yet = (még semmi)
console-should-show = { -arbiter(form: "Nom") }: a látó játékos táblájának { $after } kellene mutatnia; javítás: { $fixes }
console-position-after = { ARTICLE($move) } { $move } utáni állást
console-start-position = a kiinduló állást
console-it-shows = ; ezt mutatja: { $board }
console-sighted-moves = Látó játékos táblája: { $moves }
console-sighted-unread = Látó játékos táblája: még nincs beolvasva
console-journal = { -log-file(form: "Nom") }: { $path }
console-score-sheet = { -score-sheet(form: "Nom") }: { $path }
console-score-sheet-saved = { -score-sheet(form: "Nom") } mentve: { $path }
console-sheet-unwritten = a { -score-sheet } ({ $path }) nem írható ({ $why }); a { -log-file } ({ $journal }) továbbra is minden lépést tartalmaz
console-journal-last-unwritten = a { -log-file } ({ $journal }) utolsó bejegyzéseit nem sikerült kiírni; a { -score-sheet } ({ $sheet }) minden lépést tartalmaz
console-nothing-written = sem a { -log-file } ({ $journal }), sem a { -score-sheet } ({ $sheet }) nem írható ({ $why }); a { -score-sheet } itt következik:
console-journal-failing = { $why }. A játszma folytatódik: a { -log-file } ({ $journal }) minden eddigi bejegyzést megőriz, a továbbiak a memóriában várnak, amíg a lemez fogadni tudja őket
console-journal-written-again = a { -log-file } ({ $journal }) ismét íródik, minden bejegyzéssel
console-resuming = Folytatás: { $path }
console-unfinished-game = Be nem fejezett játszma: { $path }; a `pegchess resume --journal { $path }` folytatja
console-game-over = { ARTICLE($path, capital: "yes") } { $path } játszma véget ért ({ $reason }); a { -score-sheet(form: "poss") }: { $sheet }:
console-sheet-written = { -score-sheet(form: "Nom") } kiírva: { $path }
console-sheets-written = { -score-sheet(form: "Pl") } kiírva { ARTICLE($path) } { $path } mellé: .brf, .pdf, .ogg
console-close-window = A befejezéshez zárja be az ablakot ({ $seconds } mp után magától bezárul)
console-demo-pegs = egy szimulált { -peg-board }
console-demo-eboard = egy szimulált elektronikus DGT-tábla ({ -peg-board } nélkül)
console-demo-plays = pegchess bemutató: { $board } lejátssza { $white } - { $black } ({ $event }, { $date }) első { $plies } féllépését.
console-demo-sheet = A program által vezetett { -score-sheet } ({ $path }):
console-simulated-eboard-at = A látó játékos szimulált elektronikus DGT-táblája itt van: { $path }.
console-demo-broadcast = Egy szimulált DGT LiveChess küldi a lépéseket; a továbbító nullmodem-kábelen adja át őket az asztalnak itt: { $path }.
console-fair-program-same = Program: SHA-256 { $hash }, ugyanaz, mint ez a pegchess
console-fair-program = Program: SHA-256 { $hash }
console-fair-other-program = más programot futtat, mint ez a pegchess
console-fair-unreadable = a programja nem olvasható: { $why }
console-fair-differs = Eltérés: { $difference }
console-fair-no-filter = { ARTICLE($thread, capital: "yes") } { $thread } szálnak nincs seccomp-szűrője
console-fair-no-new-privs = { ARTICLE($thread, capital: "yes") } { $thread } szálról hiányzik a no_new_privs
console-fair-open-socket = nyitott { $table } socket (inode { $inode })
console-fair-thread = { $thread }. szál: Seccomp { $seccomp }, NoNewPrivs { $nonewprivs }
console-fair-socket = Socket { $inode }: { $table } { $path }
console-fair-file-reading = Fájl (olvasásra): { $path }
console-fair-file-writing = Fájl (írásra és olvasásra): { $path }
console-ports-none = Nem található soros port; csatlakoztassa a táblát (USB), és ellenőrizze, hogy a felhasználója megnyithat-e soros portokat (dialout csoport)
console-port-pegs = { $port }: { -peg-board } „{ $name }”
console-port-dgt = { $port }: elektronikus DGT-tábla ({ $about }); használja így: --sighted-port { $port }
console-port-silent = { $port }: sem { -peg-board }, sem elektronikus DGT-tábla nem válaszolt
console-relay-started = Továbbító: DGT LiveChess ({ $url }) → soros vonal ({ $port }), tábla: { $serial }; a LiveChess csak „eboards” és „subscribe” hívást kap
console-relay-up = Továbbító: a közvetítési kapcsolat él; a tábla állását továbbítja
console-relay-down-not-running = Továbbító: a DGT LiveChess nem válaszol; a közvetítési kapcsolat megszakadt, újrapróbálja
console-relay-down-closed = Továbbító: a DGT LiveChess lezárta a kapcsolatot; a közvetítési kapcsolat megszakadt, újrapróbálja
console-relay-down-absent = Továbbító: a DGT LiveChess nem látja a táblát; a közvetítési kapcsolat megszakadt
console-relay-down-state = Továbbító: a DGT LiveChess szerint a tábla állapota { $state }; a közvetítési kapcsolat megszakadt
console-relay-down-hung = Továbbító: a DGT LiveChess már nem válaszol; a közvetítési kapcsolat megszakadt, várakozás
console-relay-down-unreadable = Továbbító: a DGT LiveChess olvashatatlan formában sorolja fel a táblát; a közvetítési kapcsolat megszakadt
console-relay-refused = Továbbító: a DGT LiveChess elutasította: { $message }
console-relay-serial-open = Továbbító: a soros vonal nyitva
console-relay-serial-lost = Továbbító: a soros vonal eltűnt (kihúzták a kábelt?); újrapróbálja
console-relay-serial-unopened = Továbbító: { ARTICLE($port) } { $port } soros vonal nem nyitható meg ({ $why }); ellenőrizze a --line értékét és a kábelt, újrapróbálás
console-relay-no-boards = A DGT LiveChess nem lát elektronikus táblát
console-relay-board = Tábla: { $serial }, forrás: { $source }, állapot: { $state }
console-relay-not-running = A DGT LiveChess nem válaszol itt: { $url }; indítsa el, vagy adja meg a címét a --url kapcsolóval
console-relay-disabled = ez a pegchess a továbbító nélkül készült („relay” cargo-funkció)
console-relay-start = a továbbító nem tudott elindulni: { $why }
console-relay-line-in-use = { ARTICLE($port) } { $port } soros vonalat egy másik pegchess használja{ $pid ->
    [none] {""}
   *[other] {" "}({ $pid }. folyamat)
    }: egy vonal, egy tábla. Előbb állítsa le azt a továbbítót, vagy lépjen ki abból a játszmából, vagy adjon meg másik vonalat
console-relay-stopped = A továbbító leállt: egyik szála ({ $worker }) hibát kapott ({ $why }). Indítsa újra.
console-settings-saved = Beállítások mentve: { $path }
console-nothing-saved = Semmi sincs mentve
console-setup-demo = pegchess bemutató: a beszélő beállítás a szimulált tábla három gombján (a beállításfájlja érintetlen marad).
console-arbiter-note = Megjegyzés: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = Billentyűk (begépelve, majd Enter): bal, jobb = a karok (az előző és a következő választás), beszéd = választás, hosszú beszéd = a kérdés újra, q = kilépés
console-setup-keys-terminal = Billentyűk (azonnal hatnak): bal és jobb nyíl = a karok (az előző és a következő választás), Enter vagy szóköz = beszéd (választás), felfelé nyíl = a kérdés újra, q = kilépés
console-setup-done = A beállítás kész: a kezdéshez nyomja meg az Entert
console-no-keyboard = pegchess: nincs billentyűzet: { $error }

# Hibák, a "pegchess: " után.
console-error-no-such-unfinished = nincs { $game } számú befejezetlen játszma; { $count } befejezetlen játszma van
console-error-no-game-to-resume = nincs folytatható játszma itt: { $path }; adjon meg egyet: --journal FÁJL
console-error-fewer-games = { $path } kevesebb mint { $games } játszmát tartalmaz
console-error-settings-read = A beállítások fájlja nem olvasható: { $path }: { $reason }
console-error-settings-syntax = A beállítások fájlja érvénytelen: { $path }: { $reason }; javítsa a sort, vagy törölje a fájlt az alapértékekhez
console-error-pgn-file = nem olvasható: { $path }: { $reason }; adja meg egy PGN-fájl útvonalát
console-error-process = nem olvasható: { $path }: { $reason }; adja meg egy futó, saját pegchess számát
console-error-announce = { $number }. lépés ({ $text }): { $problem }
console-error-think-file = A gondolkodási idők fájlja nem olvasható: { $path }: { $reason }; adjon meg egy szövegfájlt, soronként egy másodpercszámmal
console-error-journal-read = { -log-file(form: "Nom") }: { $path }: { $reason }
console-error-not-a-journal = { $path } nem pegchess-{ -log-file } (az első sora nem „{ $magic }”); adja meg egy játszma .journal fájlját
console-error-journal-version = { $path } { $version }. verziójú { -log-file }; ez a pegchess { ARTICLE($ours) } { $ours }. verziót olvassa: azzal a pegchess-sel folytassa, amelyik írta
console-error-journal-cut = { $path } megszakadt, miközben a játszmája létrejött: nincs benne lépés; kezdje a játszmát a `pegchess play` paranccsal
console-error-journal-in-use = { ARTICLE($path) } { $path } játszma nyitva van egy másik pegchess-ben{ $pid ->
    [none] {""}
   *[other] {" "}({ $pid }. folyamat)
    }. Előbb ott állítsa meg az { -clock(form: "acc") }, és lépjen ki a játszmából (q billentyű), vagy hasonlítsa össze csak olvasva: `pegchess arbiter compare --record { $path }`
console-error-pgn-game = { $game }. játszma: { $reason }
console-error-pgn-move = { ARTICLE($number, capital: "yes") } { $number }. lépés ({ $san }) itt nem lehetséges: { $problem }
console-error-pgn-fen = FEN-címke: { $reason }
console-error-pgn-chess960 = a { -chess960 }-játszmához FEN-címke kell a kezdőállással
console-error-sheet-no-game = nincs { -log-file } itt: { $path }; nevezze meg a játszmát: pegchess sheet FÁJL
console-error-arbiter-no-game = nincs { -log-file } itt: { $path }; adja meg a játszmajegyzést: --record
console-error-board-in-use = a tábla ({ $port }) egy másik pegchess-ben van használatban{ $pid ->
    [none] {""}
   *[other] {" "}({ $pid }. folyamat)
    }: egy tábla, egy program. Előbb ott lépjen ki a játszmából (q billentyű), vagy adjon meg másik portot
console-error-board-lock = a táblát ({ $port }) nem lehet zárolni (zárfájl: { $path }): { $reason }
console-error-board-thread = a táblával nem indul el a kapcsolat: { $reason }
console-error-sheet-pgn-game = { $path }: { $reason }; javítsa a játszmát, vagy válasszon másikat: --number
console-error-sheet-no-such-game = { $path } { $count } játszmát tartalmaz; --number 1 és { $count } között
console-error-not-found = nincs ilyen fájl vagy mappa
console-error-permission = hozzáférés megtagadva
console-error-folder = ez mappa, nem fájl

# `pegchess clock simulate` és `clock audit` (az idők úgy, ahogy egy óra mutatja).
console-clock-simulated = { $ply } { $side ->
    [white] világos
   *[black] sötét
    } { $time }{ $flag ->
    [yes] { " leesett a " }{ -flag }
   *[no] { "" }
    }
console-audit-finding = { $game }. játszma (forduló { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] világos
   *[black] sötét
    }): { $reading } { $previous } után: { $why ->
    [too-high] több, mint a { -time-control } által megengedett { $limit }
    [too-low] kevesebb, mint a lépés által hozzáadott { $limit }: leesett volna a { -flag }
   *[explained] megmagyarázva
    }
console-audit-game = { $game }. játszma (forduló { $round }, { $white } - { $black }): { $readings } leolvasásból { $explained } megmagyarázva; gondolkodási idő: világos { $white-think }, sötét { $black-think }
console-audit-summary = { $readings } leolvasásból { $explained } megmagyarázható ezzel a játékidővel: { $control } ({ $unexplained } megmagyarázatlan, { $games } játszma)

# `pegchess listen`: mit hallott a beszédfelismerő, és hogyan olvasta.
console-listen-model = Modell { $path }: { $check }
console-listen-heard = hallott: { $text } => { $reading }
console-listen-microphone = Mikrofon: { $error }
console-listen-decoded = { $audio } s hang felismerve { $took } s alatt ({ $rate } s hangmásodpercenként)
console-listen-listening = Figyelés: { $device } ({ $format }); Ctrl-C a vége
console-listen-outside = A címkék szavai, amelyeket az olvasó nem ismer: { $words }
console-listen-recording = { $name }: hallott „{ $heard }” => { $heard-reading } (szándékolt „{ $meant }” => { $meant-reading })
console-listen-confirm = visszakérdez: { $move }
console-listen-ambiguous = kétértelmű: { $moves }
console-listen-command = Parancs: { $command }
console-listen-none = semmi

# Egy parancssor, amely nem olvasható (a clap elutasításai, a játékos nyelvén).
console-usage-unknown-command = { $name } nem pegchess-parancs
console-usage-unknown-option = { $name } nem kapcsolója ennek a parancsnak
console-usage-invalid-value = { $value } nem lehet { ARTICLE($name) } { $name } értéke
console-usage-takes = lehetséges értékek: { $valid }
console-usage-unreadable-value = { $value } nem olvasható { ARTICLE($name) } { $name } értékeként: { $reason }
console-usage-missing = { $name } megadása kötelező
console-usage-conflict = { $name } nem adható meg együtt ezzel: { $other }
console-usage-other = ez a parancssor nem olvasható
console-usage-did-you-mean = erre gondolt: { $name }?
console-usage-help = a pegchess --help felsorolja a parancsokat; a pegchess PARANCS --help egy parancs kapcsolóit

# Amit a `pegchess listen` parancsként értett, és a feltett kérdés.
console-said-press = az { -clock } kezelése
console-said-repeat = ismétlés
console-said-promote = átváltozás: { $piece }
console-said-offer-draw = döntetlenajánlat
console-said-offer-draw-by = { $side ->
    [white] Világos döntetlent ajánl
   *[black] Sötét döntetlent ajánl
}
console-said-resign = { $side ->
    [white] Világos felad
   *[black] Sötét felad
}
console-said-arbiter = a { -arbiter } hívása
console-said-yes = igen
console-said-no = nem
console-said-ask = kérdés: { $question }
console-ask-times = az idők
console-ask-number = a lépés száma
console-ask-moves = az utolsó { $count } lépés
console-ask-pieces = hol áll a { $piece }
console-ask-square = mi áll { ARTICLE($square) } { $square } mezőn
console-ask-rank = { $rank }. sor
console-ask-file = { ARTICLE($file) } { $file } vonal
console-ask-help = súgó, { $part }. rész
console-ask-help-leave = súgó: hogyan lehet kilépni
console-ask-rating = az értékszám-változás
console-ask-start = a kiinduló állás
console-ask-position = az állás, soronként

# Egy napló, amelynek elveszett a vége, és a naplók ritka hibái.
console-journal-damage = A { -log-file } { $line }. sora olvashatatlan ({ $reason }); a játszma addig megmarad
console-journal-damage-kept = az onnantól következő { $lines } sor ({ $bytes } bájt) a { -arbiter(form: "dat") } megmarad itt: { $path }
console-journal-damage-unused = az onnantól következő { $lines } sor ({ $bytes } bájt) nincs felhasználva
console-journal-line-not-text = nem szöveg
console-journal-line-cut-off = a sor megszakadt
console-journal-line-no-checksum = nincs ellenőrzőösszeg
console-journal-line-bad-checksum = olvashatatlan ellenőrzőösszeg
console-journal-line-mismatch = az ellenőrzőösszeg nem illik a sorhoz
console-journal-line-unknown = olyan bejegyzés, amelyet ez a pegchess nem ismer
console-error-journal-header = { -log-file(form: "Nom") }: { $path }: a fejléce olvashatatlan ({ $reason })
console-error-journal-encode = { -log-file(form: "Nom") }: { $path }: egy bejegyzés nem írható ki ({ $reason })

# A hangbevitel, amely nem tud elindulni, és a modell szavai.
console-voice-off = A hangbevitel kikapcsolva: { $reason }
console-voice-model-missing = nincs vosk modell itt: { $path }; töltsön le egyet (README, hangbevitel), és adja meg a vosk-model beállítást
console-voice-model-unloadable = a vosk nem tud modellt betölteni innen: { $path }; kicsomagolt vosk modellmappa kell
console-voice-model-no-words = a vosk modell ({ $path }) a nyelvtan egyetlen szavát sem ismeri ({ $words }); a bejelentési rendszer nyelvének modellje?
console-voice-model-recognizer = a vosk nem tud felismerőt készíteni a nyelvtannal ehhez a modellhez: { $path }
console-voice-no-device = nincs { $name } nevű bemeneti eszköz
console-voice-no-microphone = nincs mikrofon
console-voice-devices = állítsa a microphone beállítást ezek egyikére: { $devices }
console-voice-no-format = { ARTICLE($name) } { $name } bemeneti eszköz nem kínál használható formátumot ({ $reason })
console-voice-stream = Nem lehet felvenni erről: { $name } ({ $reason })
console-voice-not-built = ez a pegchess hangbevitel nélkül készült: fordítsa le a --features voice kapcsolóval (libvosk kell hozzá: futtassa a scripts/setup parancsot, vagy állítsa be a PEGCHESS_VOSK_LIB változót)
console-voice-check-all = { $known } nyelvtani szó ismert; a modell minden szót ismer
console-voice-check-some = { $known } nyelvtani szó ismert; a modell nem ismeri: { $unknown }
console-voice-trouble = Hangbevitel: { $reason }

# Egy Chess960 kezdőállás, amely nem olvasható.
console-error-chess960-number = { $text } nem { -chess960 } kezdőállás-szám; adjon meg egy egész számot 0 és 959 között (a szokásos kezdőállás az 518)
console-error-chess960-unreadable = { $text } nem nevez meg kezdőállást; adja meg a számát (0–959), vagy világos alapsorát az a vonaltól nyolc figurajellel
console-error-chess960-back-rank = { $text } nem { -chess960 } alapsor: futók mindkét színen, a király a bástyák között

# A beállítás félreteszi a hibás beállítási fájlt.
console-setup-copy-kept = egy másolat itt marad: { $path }
console-setup-copy-failed = nem sikerült másolatot megőrizni: { $reason }

# A szimulált táblák billentyűi (bemutató és tesztelés).
console-simulated-no-sighted = nincs szimulált tábla a látónak: használja a --simulate-sighted kapcsolót
console-simulated-no-pegs = nincs szimulált { -peg-board }: használja a --simulate kapcsolót
console-simulated-no-piece = { ARTICLE($square) } { $square } mezőn nincs felemelhető bábu
console-simulated-empty-hand = nincs bábu a kézben: előbb emeljen fel egyet, vagy nevezze meg (sighted put { $square } V)

# A konzolon begépelt, értelmetlen sor (a magyar szavak és az angol parancsok egyaránt érvényesek).
console-key-not-a-square = { ARTICLE($text) } { $text } nem mező (a1–h8)
console-key-no-promotion = { ARTICLE($text) } { $text } nem átváltozó bábu: gépelje be: { $pieces }
console-key-no-piece = { ARTICLE($text) } { $text } nem bábu: gépelje be: { $letters } világosnak, kisbetűvel sötétnek
console-key-no-rank = Gépelje be: sor 1 … sor 8
console-key-no-file = Gépelje be: vonal a … vonal h
console-key-not-a-side = { ARTICLE($text) } { $text } nem szín: gépelje be: világos vagy sötét
console-key-increment = gépelje be: többletidő MÁSODPERC, legfeljebb 3600, például többletidő 5
console-key-set = gépelje be például: beállít világos 1:30:00
console-key-not-a-time = { ARTICLE($text) } { $text } nem legfeljebb 24 órás idő: gépelje be Ó:PP:MM alakban, például 1:30:00
console-key-moves = gépelje be például: lépések világos 20 (legfeljebb 500)
console-key-sighted = gépelje be: sighted lift e2, sighted put e4 [V], sighted clear vagy sighted start
console-key-no-board = nincs szimulált tábla, amelyen bábukat lehetne mozgatni

# Amit a versenybírónak tudnia kell egy játszmajegyzésről.
console-note-pegs-differ = a { -peg-board } most nem a játszmajegyzés állását mutatja ({ $holes } lyuk tér el)
console-note-move-under-way = a { -log-file } végén egy lépés félúton volt a { -peg-board(form: "sup") }
console-error-settings-write = a beállítások fájlja nem írható: { $path }: { $reason }

# Olvashatatlan játékidő és tartományon kívüli szám.
console-tc = { ARTICLE($input) } „{ $input }” { -time-control }: { $problem }. Írjon PGN TimeControlt másodpercben, például 40/5400+30:1800+30 vagy 900+10 (b5 Bronstein-késleltetéshez, d5 egyszerű késleltetéshez, például 5400d5), vagy egy előbeállítást: { $presets }
console-tc-empty = üres
console-tc-unknown = a „?” azt jelenti, hogy a { -time-control } ismeretlen
console-tc-no-clock = a „-” azt jelenti, hogy a játszmában nem volt { -clock }
console-tc-minutes = { ARTICLE($seconds) } { $seconds } másodperces alapidő percnek tűnik; a PGN másodpercben számol (15 perc + 10 mp = 900+10)
console-tc-empty-field = egy „:” elválasztók közötti mező üres
console-tc-sandclock = { ARTICLE($field) } „{ $field }” homokóra nem támogatott
console-tc-move-count = { ARTICLE($field) } „{ $field }” mezőben a „/” előtt lépésszám kell, nem „{ $count }”
console-tc-seconds = { ARTICLE($field) } „{ $field }” mezőben egész másodpercszám kell ({ $what }), nem „{ $text }”
console-tc-over = „{ $field }”: { $what } meghaladja { ARTICLE($limit) } { $limit } határt
console-tc-no-period = nincs időszakasz
console-tc-no-move-count = { ARTICLE($period) } { $period }. szakasznak nincs lépésszáma, ezért csak az utolsó lehet
console-tc-zero-moves = { ARTICLE($period) } { $period }. szakasz 0 lépésből áll
console-tc-no-time = { ARTICLE($period) } { $period }. szakasz egyáltalán nem ad időt
console-tc-period-over = { $period }. szakasz: { $what } meghaladja { ARTICLE($limit) } { $limit } határt
console-tc-base-time = alapidő
console-tc-per-move = többletidő vagy késleltetés
console-tc-moves = a lépésszám
console-tc-limit-base-time = 24 órás
console-tc-limit-per-move = 1 órás
console-tc-limit-moves = 500 lépéses
console-out-of-range = { $key } { $given } a tartományon kívül esik; { $low } és { $high } közötti értéket adjon meg
console-error-no-date = { ARTICLE($text) } „{ $text }” nem dátum; írja 2025-10-01 alakban (vagy PGN-dátumként: 2025.10.01)
console-error-fen-syntax = { ARTICLE($fen) } „{ $fen }” nem érvényes FEN ({ $reason })
console-error-fen-impossible = { ARTICLE($fen) } „{ $fen }” lehetetlen állást ír le ({ $reason })
console-error-not-a-number = ez nem szám
console-usage-no-value = { ARTICLE($name) } { $name } kapcsolónak értéket kell adni
console-usage-missing-one = a következők egyikét meg kell adni: { $names }
console-error-doctor = A játszmához szükséges ellenőrzések közül { $count } nem sikerült (lásd a fenti sorokat)

# A parancsok saját hibái: játszmalap, az óra fájljai, a listen felvételei.
console-error-sheet-header = { ARTICLE($path) } { $path } { -log-file } nem ír le játszmát ({ $reason })
console-error-no-program = { ARTICLE($program) } { $program } nincs telepítve: telepítse { ARTICLE($package) } { $package } Debian-csomagot
console-error-no-time-control = adja meg a { -time-control(form: "acc") }: --time-control TC (például „15+10”, „40/5400+30:1800+30”)
console-error-think-not-seconds = { $path }, { $line }. sor: { ARTICLE($text) } „{ $text }” nem másodpercszám; soronként egy számot írjon, például 12 vagy 7.5 (világos első lépése elöl)
console-error-think-empty = { ARTICLE($path) } { $path } nem tartalmaz gondolkodási időket; soronként egy másodpercszámot írjon, világos első lépése elöl
console-error-audit-game = { $path }: { $reason }; javítsa ki vagy törölje azt a játszmát
console-error-no-model = nincs vosk modell: adja meg a --model MAPPA kapcsolót, vagy állítsa be a vosk-model értéket (lásd a README hangbevitel részét)
console-error-wav-read = { ARTICLE($path) } { $path } nem olvasható: { $reason }
console-error-wav-dir = --wav-dir { $path }: { $reason }
console-error-no-recordings = --wav-dir { $path }: nincs NÉV.wav, mellette NÉV.txt fájllal
console-error-listen-not-built = { $reason } (a --text nélküle is működik)

console-error-sheet-file = { $what ->
    [record] a játszmajegyzés
   *[scoresheet] a { -score-sheet }
} ({ $path }): { $reason }

# A játszma kezdetének, a versenybírói konzolnak, a fair play-nek, az óra fájljainak, a lapoknak és a bemutatónak a hibái.
console-error-start-board-none = a --chess960 board a látó játékos elektronikus DGT-táblájáról olvassa le a kezdőállást, de nincs ilyen tábla: adja meg a --sighted-port ÚTVONAL vagy a --simulate-sighted kapcsolót (vagy a sighted-board beállítást), vagy magát a kezdőállást (egy számot 0 és 959 között, vagy az alapsort)
console-error-start-board-ended = a kapcsolat a látó játékos elektronikus táblájával megszakadt, mielőtt { -chess960 } kezdőállást mutatott volna
console-error-simulated-eboard = a szimulált elektronikus DGT-tábla nem tudott elindulni: { $reason }
console-error-header-bad = a { -log-file } fejlécében { ARTICLE($key) } { $key } értéke („{ $value }”) nem olvasható: { $reason }
console-error-header-move = a { -log-file } fejlécében az importált lépés („{ $move }”) nem szabályos
console-error-different-start = a játszmajegyzés innen indul: { $record }, a { -score-sheet } viszont innen: { $scoresheet }; a { -score-sheet } kapja meg a játszmajegyzés FEN-címkéjét, vagy ne legyen FEN-címkéje
console-error-blind-read = a vak játékos { -score-sheet(form: "poss") } ({ $path }) nem olvasható: { $reason }
console-error-not-braille = { ARTICLE($path) } { $path } nem Braille-írás: adjon meg egy BRF-fájlt (.brf) vagy Unicode Braille-jelekből álló szöveget
console-error-blind-too-big = { ARTICLE($path) } { $path } { $bytes } bájt; egy { -score-sheet } legfeljebb { $most } bájt lehet
console-error-cannot-write = { ARTICLE($path) } { $path } nem írható: { $reason }
console-error-braille-table = hiányzik { ARTICLE($table) } { $table } Braille-tábla (a liblouis a LOUIS_TABLEPATH helyen keres, különben itt: { $folder }): telepítse a liblouis-data Debian-csomagot
console-error-liblouis = a liblouis nem tudott átírni ({ $tables }): { $reason }
console-error-braille-untranslatable = { ARTICLE($text) } { $text } nem jön vissza változatlanul { ARTICLE($table) } { $table } Braille-táblából: írja a { -score-sheet(form: "acc") } más jelöléssel (--notation)
console-error-braille-figurines-brf = A bábuábrákhoz 8 pontos cellák kellenek, ezeket egy BRF-fájl nem tudja tárolni: használja a --braille-unicode kapcsolót a --figurines mellé
console-error-braille-compact-figurines = a tömör sakk-kód saját figurajeleket ír: hagyja el a --figurines kapcsolót
console-error-braille-compact-clocks = a tömör sakk-kódban nincsenek óraállások: hagyja el a --clocks kapcsolót, vagy használja a --braille-code literary beállítást
console-error-braille-no-chess-table = a liblouis-nak nincs sakktáblázata „{ $language }” betűihez (csak en, de, da): hagyja el a --figurines kapcsolót
console-error-fair-binary = ez a program ({ $path }) nem olvasható be az SHA-256 kiszámításához: { $reason }
console-error-fair-differs = A folyamat ({ $pid }) nem egyezik a nyilatkozattal: { $count } eltérés, fent felsorolva
console-error-fair-pdf = a { -large-print } nyilatkozat ({ $path }): { $reason }
console-error-fair-pdf-write = a { -large-print } nyilatkozat ({ $path }) nem írható: { $reason }
console-error-pdf-too-small = a { -large-print } laphoz legalább { $least } pt betűméret kell; { $size } pt túl kicsi: adjon meg --font-size { $least } vagy nagyobb értéket
console-error-pdf-too-large = { $size } pt betűmérettel egy lépéssor nem fér el { ARTICLE($paper) } { $paper } papír szélességében; adjon meg kisebb --font-size értéket (legalább { $least })
console-error-pdf-font = ennek a pegchess-nek a beépített betűkészlete nem használható: { $reason }
console-error-clock-press = az { -clock } nem fogadta el a kezelést: { $reason }
console-error-no-readings = { ARTICLE($path) } { $path } { $games } játszmát tartalmaz, de egyetlen [%clk] óraállást sem; az ellenőrzéshez a lépések után ilyen megjegyzések kellenek: {"{"}[%clk 1:59:56]{"}"}
console-error-wav-unusable = { ARTICLE($path) } { $path } nem használható WAV-fájl: { $reason }
console-error-program-failed = { ARTICLE($program) } { $program } hibával leállt: { $reason }
console-error-sheet-wav = az espeak-ng hangja ({ $path }) nem olvasható: { $reason }
console-error-sheet-rate = egy { $found } Hz-es kimondott darab { $expected } Hz-es darabok között: nem fűzhetők össze
console-error-sheet-write = { ARTICLE($path) } { $path } nem írható: { $reason }; válasszon másik helyet: -o FÁJL
console-error-demo-no-game = { ARTICLE($path) } { $path } nem tartalmaz olvasható játszmát
console-error-demo-built-in = a beépített bemutatójátszma nem olvasható
console-error-demo-speed = a --speed { $speed } a tartományon kívül esik; 0-nál nagyobb, legfeljebb 100 értékű számot adjon meg
console-error-demo-recorded = a program { $plies } lépésből { $recorded } lépést rögzített
