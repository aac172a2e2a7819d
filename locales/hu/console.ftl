# A konzol sorai a látó oldalnak: segítő, versenybíró, ellenfél.
# Az idők úgy, ahogy egy óra mutatja (1:29:34); a lépések a beállított jelölés betűivel.

console-clock = óra: világos { $white } | sötét { $black }
console-clock-stopped = óra: világos { $white } | sötét { $black } (megállítva)
console-parting = versenybíró: a játszmalap és a látó játékos táblája itt válik el: { $number }. lépés, { $side ->
    [white] világos
   *[black] sötét
    }: játszmalap { $record }, látó játékos táblája { $sighted }
console-eboard-shows = ; a látó játékos elektronikus táblája ezt mutatja: { $board }
console-nothing-yet = (még semmi)
console-should-show = versenybíró: a látó játékos táblájának { $after } kellene mutatnia; javítás: { $fixes }
console-position-after = a(z) { $move } utáni állást
console-start-position = a kiinduló állást
console-it-shows = ; ezt mutatja: { $board }
console-sighted-moves = látó játékos táblája: { $moves }
console-journal = napló: { $path }
console-score-sheet = játszmalap: { $path }
console-score-sheet-saved = játszmalap mentve: { $path }
console-resuming = folytatás: { $path }
console-game-over = a(z) { $path } játszma véget ért ({ $reason }); a játszmalapja: { $sheet }:
console-sheet-written = játszmalap kiírva: { $path }
console-sheets-written = játszmalapok kiírva a(z) { $path } mellé: .brf, .pdf, .ogg
console-close-window = a befejezéshez zárja be az ablakot ({ $seconds } mp után magától bezárul)
console-demo-pegs = egy szimulált pöcköstábla
console-demo-eboard = egy szimulált elektronikus DGT-tábla (pöcköstábla nélkül)
console-demo-plays = pegchess bemutató: { $board } lejátssza { $white } - { $black } ({ $event }, { $date }) első { $plies } féllépését.
console-demo-sheet = A program által vezetett játszmalap ({ $path }):
console-demo-eboard-at = A látó játékos szimulált elektronikus DGT-táblája itt van: { $path }.
console-fair-program-same = program: SHA-256 { $hash }, ugyanaz, mint ez a pegchess
console-fair-program = program: SHA-256 { $hash }
console-fair-other-program = más programot futtat, mint ez a pegchess
console-fair-unreadable = a programja nem olvasható: { $why }
console-fair-differs = eltérés: { $difference }
console-fair-no-filter = a(z) { $thread } szálnak nincs seccomp-szűrője
console-fair-no-new-privs = a(z) { $thread } szálról hiányzik a no_new_privs
console-fair-open-socket = nyitott { $table } socket (inode { $inode })
console-fair-thread = { $thread }. szál: Seccomp { $seccomp }, NoNewPrivs { $nonewprivs }
console-fair-socket = socket { $inode }: { $table } { $path }
console-fair-file-reading = fájl (olvasásra): { $path }
console-fair-file-writing = fájl (írásra és olvasásra): { $path }
console-ports-none = nem található soros port; csatlakoztassa a táblát (USB), és ellenőrizze, hogy a felhasználója megnyithat-e soros portokat (dialout csoport)
console-port-pegs = { $port }: pöcköstábla „{ $name }”
console-port-dgt = { $port }: elektronikus DGT-tábla ({ $about }); használja így: --sighted-port { $port }
console-port-silent = { $port }: sem pöcköstábla, sem elektronikus DGT-tábla nem válaszolt
console-settings-saved = beállítások mentve: { $path }
console-nothing-saved = semmi sincs mentve
console-setup-demo = pegchess bemutató: a beszélő beállítás a szimulált tábla három gombján (a beállításfájlja érintetlen marad).
console-arbiter-note = megjegyzés: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = billentyűk (begépelve, majd Enter): left, right = a karok (az előző és a következő választás), speak = választás, speak long = a kérdés újra, q = kilépés
console-setup-keys-terminal = billentyűk (azonnal hatnak): bal és jobb nyíl = a karok (az előző és a következő választás), Enter vagy szóköz = beszéd (választás), felfelé nyíl = a kérdés újra, q = kilépés
console-setup-done = a beállítás kész: a kezdéshez nyomja meg az Entert
console-no-keyboard = pegchess: nincs billentyűzet: { $error }

# Hibák, a "pegchess: " után.
console-error-no-game-to-resume = nincs folytatható játszma itt: { $path }; adjon meg egyet: --journal FÁJL
console-error-fewer-games = { $path } kevesebb mint { $games } játszmát tartalmaz
console-error-settings-read = a beállítások fájlja nem olvasható: { $path }: { $reason }
console-error-settings-syntax = a beállítások fájlja érvénytelen: { $path }: { $reason }; javítsa a sort, vagy törölje a fájlt az alapértékekhez
console-error-pgn-file = nem olvasható: { $path }: { $reason }; adja meg egy PGN-fájl útvonalát
console-error-process = nem olvasható: { $path }: { $reason }; adja meg egy futó, saját pegchess számát
console-error-announce = { $number }. lépés ({ $text }): { $problem }
console-error-think-file = a gondolkodási idők fájlja nem olvasható: { $path }: { $reason }; adjon meg egy szövegfájlt, soronként egy másodpercszámmal
console-error-journal-read = napló: { $path }: { $reason }
console-error-not-a-journal = { $path } nem pegchess-napló (az első sora nem „{ $magic }”); adja meg egy játszma .journal fájlját
console-error-journal-version = { $path } { $version }. verziójú napló; ez a pegchess a(z) { $ours }. verziót olvassa: azzal a pegchess-sel folytassa, amelyik írta
console-error-journal-cut = { $path } megszakadt, miközben a játszmája létrejött: nincs benne lépés; kezdje a játszmát a `pegchess play` paranccsal
console-error-journal-in-use = a(z) { $path } játszma nyitva van egy másik pegchess-ben{ $pid ->
    [none] {""}
   *[other] {" "}({ $pid }. folyamat)
    }. Előbb ott állítsa meg az órát, és lépjen ki a játszmából (q billentyű), vagy hasonlítsa össze csak olvasva: `pegchess arbiter compare --record { $path }`
console-error-pgn-game = { $game }. játszma: { $reason }
console-error-pgn-move = a(z) { $number }. lépés ({ $san }) itt nem lehetséges: { $problem }
console-error-pgn-fen = FEN-címke: { $reason }
console-error-pgn-chess960 = a Chess960-játszmához FEN-címke kell a kezdőállással
console-error-sheet-no-game = nincs játszmanapló itt: { $path }; nevezze meg a játszmát: pegchess sheet FÁJL
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
    [yes] { " leesett a zászló" }
   *[no] { "" }
    }
console-audit-finding = { $game }. játszma (forduló { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] világos
   *[black] sötét
    }): { $reading } { $previous } után: { $why ->
    [too-high] több, mint a játékidő által megengedett { $limit }
    [too-low] kevesebb, mint a lépés által hozzáadott { $limit }: leesett volna a zászló
   *[explained] megmagyarázva
    }
console-audit-game = { $game }. játszma (forduló { $round }, { $white } - { $black }): { $readings } leolvasásból { $explained } megmagyarázva; gondolkodási idő: világos { $white-think }, sötét { $black-think }
console-audit-summary = { $readings } leolvasásból { $explained } megmagyarázható ezzel a játékidővel: { $control } ({ $unexplained } megmagyarázatlan, { $games } játszma)

# `pegchess listen`: mit hallott a beszédfelismerő, és hogyan olvasta.
console-listen-model = modell { $path }: { $check }
console-listen-heard = hallott: { $text } => { $reading }
console-listen-microphone = mikrofon: { $error }
console-listen-decoded = { $audio } s hang felismerve { $took } s alatt ({ $rate } s hangmásodpercenként)
console-listen-listening = figyelés: { $device } ({ $format }); Ctrl-C a vége
console-listen-outside = a címkék szavai, amelyeket az olvasó nem ismer: { $words }
console-listen-recording = { $name }: hallott „{ $heard }” => { $heard-reading } (szándékolt „{ $meant }” => { $meant-reading })
console-listen-confirm = visszakérdez: { $move }
console-listen-ambiguous = kétértelmű: { $moves }
console-listen-command = parancs: { $command }
console-listen-none = semmi

# Egy parancssor, amely nem olvasható (a clap elutasításai, a játékos nyelvén).
console-usage-unknown-command = { $name } nem pegchess-parancs
console-usage-unknown-option = { $name } nem kapcsolója ennek a parancsnak
console-usage-invalid-value = { $value } nem lehet a(z) { $name } értéke
console-usage-takes = lehetséges értékek: { $valid }
console-usage-unreadable-value = { $value } nem olvasható a(z) { $name } értékeként: { $reason }
console-usage-missing = { $name } megadása kötelező
console-usage-conflict = { $name } nem adható meg együtt ezzel: { $other }
console-usage-other = ez a parancssor nem olvasható
console-usage-did-you-mean = erre gondolt: { $name }?
console-usage-help = a pegchess --help felsorolja a parancsokat; a pegchess PARANCS --help egy parancs kapcsolóit

# Amit a `pegchess listen` parancsként értett, és a feltett kérdés.
console-said-press = az óra megnyomása
console-said-repeat = ismétlés
console-said-promote = átváltozás: { $piece }
console-said-offer-draw = döntetlenajánlat
console-said-resign = { $side ->
    [white] Világos felad
   *[black] Sötét felad
}
console-said-arbiter = a versenybíró hívása
console-said-yes = igen
console-said-no = nem
console-said-ask = kérdés: { $question }
console-ask-times = az idők
console-ask-number = a lépés száma
console-ask-moves = az utolsó { $count } lépés
console-ask-pieces = hol áll a { $piece }
console-ask-square = mi áll a(z) { $square } mezőn
console-ask-rank = { $rank }. sor
console-ask-file = a(z) { $file } vonal
console-ask-help = súgó, { $part }. rész
console-ask-help-leave = súgó: hogyan lehet kilépni
console-ask-rating = az értékszám-változás
console-ask-start = a kiinduló állás
console-ask-position = az állás, soronként

# Egy napló, amelynek elveszett a vége, és a naplók ritka hibái.
console-journal-damage = a napló { $line }. sora olvashatatlan ({ $reason }); a játszma addig megmarad
console-journal-damage-kept = az onnantól következő { $lines } sor ({ $bytes } bájt) a versenybírónak megmarad itt: { $path }
console-journal-damage-unused = az onnantól következő { $lines } sor ({ $bytes } bájt) nincs felhasználva
console-journal-line-not-text = nem szöveg
console-journal-line-cut-off = a sor megszakadt
console-journal-line-no-checksum = nincs ellenőrzőösszeg
console-journal-line-bad-checksum = olvashatatlan ellenőrzőösszeg
console-journal-line-mismatch = az ellenőrzőösszeg nem illik a sorhoz
console-journal-line-unknown = olyan bejegyzés, amelyet ez a pegchess nem ismer
console-error-journal-header = napló: { $path }: a fejléce olvashatatlan ({ $reason })
console-error-journal-encode = napló: { $path }: egy bejegyzés nem írható ki ({ $reason })

# A hangbevitel, amely nem tud elindulni, és a modell szavai.
console-voice-off = a hangbevitel kikapcsolva: { $reason }
console-voice-model-missing = nincs vosk modell itt: { $path }; töltsön le egyet (README, hangbevitel), és adja meg a vosk-model beállítást
console-voice-model-unloadable = a vosk nem tud modellt betölteni innen: { $path }; kicsomagolt vosk modellmappa kell
console-voice-model-no-words = a vosk modell ({ $path }) a nyelvtan egyetlen szavát sem ismeri ({ $words }); a bemondási rendszer nyelvének modellje?
console-voice-model-recognizer = a vosk nem tud felismerőt készíteni a nyelvtannal ehhez a modellhez: { $path }
console-voice-no-device = nincs { $name } nevű bemeneti eszköz
console-voice-no-microphone = nincs mikrofon
console-voice-devices = állítsa a microphone beállítást ezek egyikére: { $devices }
console-voice-no-format = a(z) { $name } bemeneti eszköz nem kínál használható formátumot ({ $reason })
console-voice-stream = nem lehet felvenni erről: { $name } ({ $reason })
console-voice-not-built = ez a pegchess hangbevitel nélkül készült: fordítsa le a --features voice kapcsolóval (libvosk kell hozzá: futtassa a scripts/setup parancsot, vagy állítsa be a PEGCHESS_VOSK_LIB változót)
console-voice-check-all = { $known } nyelvtani szó ismert; a modell minden szót ismer
console-voice-check-some = { $known } nyelvtani szó ismert; a modell nem ismeri: { $unknown }
console-voice-trouble = hangbevitel: { $reason }

# Egy Chess960 kezdőállás, amely nem olvasható.
console-error-chess960-number = { $text } nem Chess960 kezdőállás-szám; adjon meg egy egész számot 0 és 959 között (a szokásos kezdőállás az 518)
console-error-chess960-unreadable = { $text } nem nevez meg kezdőállást; adja meg a számát (0–959), vagy világos alapsorát az a vonaltól nyolc bábubetűvel
console-error-chess960-back-rank = { $text } nem Chess960 alapsor: futók mindkét színen, a király a bástyák között

# A beállítás félreteszi a hibás beállítási fájlt.
console-setup-copy-kept = egy másolat itt marad: { $path }
console-setup-copy-failed = nem sikerült másolatot megőrizni: { $reason }

# A szimulált táblák billentyűi (bemutató és tesztelés).
console-simulated-no-sighted = nincs szimulált tábla a látónak: használja a --simulate-sighted kapcsolót
console-simulated-no-pegs = nincs szimulált pöcköstábla: használja a --simulate kapcsolót
console-simulated-no-piece = a(z) { $square } mezőn nincs felemelhető bábu
console-simulated-empty-hand = nincs bábu a kézben: előbb emeljen fel egyet, vagy nevezze meg (sighted put { $square } Q)

# A konzolon begépelt, értelmetlen sor (a begépelt szavak angol parancsok maradnak).
console-key-not-a-square = a(z) { $text } nem mező (a1–h8)
console-key-no-promotion = a(z) { $text } nem átváltozó bábu: gépelje be: =Q, =R, =B vagy =N
console-key-no-piece = a(z) { $text } nem bábu: gépelje be: K Q R B N P világosnak, k q r b n p sötétnek
console-key-no-rank = gépelje be: rank 1 … rank 8
console-key-no-file = gépelje be: file a … file h
console-key-not-a-side = a(z) { $text } nem szín: gépelje be: white vagy black
console-key-increment = gépelje be: increment MÁSODPERC, legfeljebb 3600, például increment 5
console-key-set = gépelje be például: set white 1:30:00
console-key-not-a-time = a(z) { $text } nem legfeljebb 24 órás idő: gépelje be Ó:PP:MM alakban, például 1:30:00
console-key-moves = gépelje be például: moves white 20 (legfeljebb 500)
console-key-sighted = gépelje be: sighted lift e2, sighted put e4 [Q], sighted clear vagy sighted start
console-key-no-board = nincs szimulált tábla, amelyen pöcköket lehetne mozgatni

# Amit a versenybírónak tudnia kell egy lejegyzésről.
console-note-pegs-differ = a pöcköstábla most nem a lejegyzés állását mutatja ({ $holes } lyuk tér el)
console-note-move-under-way = a napló végén egy lépés félúton volt a pöcköstáblán
console-error-settings-write = a beállítások fájlja nem írható: { $path }: { $reason }

# Olvashatatlan játékidő és tartományon kívüli szám.
console-tc = a(z) „{ $input }” játékidő: { $problem }. Írjon PGN TimeControlt másodpercben, például 40/5400+30:1800+30 vagy 900+10 (b5 Bronstein-késleltetéshez, d5 egyszerű késleltetéshez, például 5400d5), vagy egy előbeállítást: { $presets }
console-tc-empty = üres
console-tc-unknown = a „?” azt jelenti, hogy a játékidő ismeretlen
console-tc-no-clock = a „-” azt jelenti, hogy a játszmában nem volt óra
console-tc-minutes = a(z) { $seconds } másodperces alapidő percnek tűnik; a PGN másodpercben számol (15 perc + 10 mp = 900+10)
console-tc-empty-field = egy „:” elválasztók közötti mező üres
console-tc-sandclock = a(z) „{ $field }” homokóra nem támogatott
console-tc-move-count = a(z) „{ $field }” mezőben a „/” előtt lépésszám kell, nem „{ $count }”
console-tc-seconds = a(z) „{ $field }” mezőben egész másodpercszám kell ({ $what }), nem „{ $text }”
console-tc-over = „{ $field }”: { $what } meghaladja a(z) { $limit } határt
console-tc-no-period = nincs időszakasz
console-tc-no-move-count = a(z) { $period }. szakasznak nincs lépésszáma, ezért csak az utolsó lehet
console-tc-zero-moves = a(z) { $period }. szakasz 0 lépésből áll
console-tc-no-time = a(z) { $period }. szakasz egyáltalán nem ad időt
console-tc-period-over = { $period }. szakasz: { $what } meghaladja a(z) { $limit } határt
console-tc-base-time = alapidő
console-tc-per-move = növekmény vagy késleltetés
console-tc-moves = a lépésszám
console-tc-limit-base-time = 24 órás
console-tc-limit-per-move = 1 órás
console-tc-limit-moves = 500 lépéses
console-out-of-range = { $key } { $given } a tartományon kívül esik; { $low } és { $high } közötti értéket adjon meg
console-error-no-date = a(z) „{ $text }” nem dátum; írja 2025-10-01 alakban (vagy PGN-dátumként: 2025.10.01)
console-error-fen-syntax = a(z) „{ $fen }” nem érvényes FEN ({ $reason })
console-error-fen-impossible = a(z) „{ $fen }” lehetetlen állást ír le ({ $reason })
console-error-not-a-number = ez nem szám
console-usage-no-value = a(z) { $name } kapcsolónak értéket kell adni
console-usage-missing-one = a következők egyikét meg kell adni: { $names }
console-error-doctor = { $count } ellenőrzés figyelmet igényel (lásd a fenti sorokat)

# A parancsok saját hibái: játszmalap, az óra fájljai, a listen felvételei.
console-error-sheet-header = a(z) { $path } napló nem ír le játszmát ({ $reason })
console-error-no-program = a(z) { $program } nincs telepítve: telepítse a(z) { $package } Debian-csomagot
console-error-no-time-control = adja meg a játékidőt: --time-control TC (például „15+10”, „40/5400+30:1800+30”)
console-error-think-not-seconds = { $path }, { $line }. sor: a(z) „{ $text }” nem másodpercszám; soronként egy számot írjon, például 12 vagy 7.5 (világos első lépése elöl)
console-error-think-empty = a(z) { $path } nem tartalmaz gondolkodási időket; soronként egy másodpercszámot írjon, világos első lépése elöl
console-error-audit-game = { $path }: { $reason }; javítsa ki vagy törölje azt a játszmát
console-error-no-model = nincs vosk modell: adja meg a --model MAPPA kapcsolót, vagy állítsa be a vosk-model értéket (lásd a README hangbevitel részét)
console-error-wav-read = a(z) { $path } nem olvasható: { $reason }
console-error-wav-dir = --wav-dir { $path }: { $reason }
console-error-no-recordings = --wav-dir { $path }: nincs NÉV.wav, mellette NÉV.txt fájllal
console-error-listen-not-built = { $reason } (a --text nélküle is működik)
