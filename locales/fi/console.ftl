# Konsolin rivit näkevälle puolelle: avustaja, tuomari, vastustaja.
# Ajat kuten kello ne näyttää (1:29:34); siirrot asetetun merkintätavan kirjaimin.

console-clock = { -clock(form: "Nom") }: valkea { $white } | musta { $black }
console-clock-stopped = { -clock(form: "Nom") }: valkea { $white } | musta { $black } (pysäytetty)
console-parting = { -arbiter(form: "Nom") }: kirjaus ja näkevän pelaajan lauta eroavat kohdasta { $number }. { $side ->
    [white] valkea
   *[black] musta
    }: kirjaus { $record }, näkevän lauta { $sighted }
console-eboard-shows = ; näkevän e-lauta näyttää { $board }
console-nothing-yet = (ei vielä mitään)
console-should-show = { -arbiter(form: "Nom") }: näkevän pelaajan laudalla pitäisi olla { $after }; korjaus: { $fixes }
console-position-after = asema siirron { $move } jälkeen
console-start-position = alkuasema
console-it-shows = ; siinä on { $board }
console-sighted-moves = Näkevän lauta: { $moves }
console-sighted-unread = Näkevän lauta: ei vielä luettu
console-journal = Pelin { -log-file }: { $path }
console-score-sheet = { -score-sheet(form: "Nom") }: { $path }
console-score-sheet-saved = { -score-sheet(form: "Nom") } tallennettu: { $path }
console-sheet-unwritten = { -score-sheet } { $path } ei ole kirjoitettavissa ({ $why }); { -log-file } { $journal } sisältää yhä jokaisen siirron
console-journal-last-unwritten = pelin viimeisiä merkintöjä ei voitu kirjoittaa { -log-file(form: "ill") } { $journal }; { -score-sheet } { $sheet } sisältää jokaisen siirron
console-nothing-written = { -log-file } { $journal } ja { -score-sheet } { $sheet } eivät ole kirjoitettavissa ({ $why }); { -score-sheet } tulee tässä:
console-journal-failing = { $why }. Peli jatkuu: { -log-file } { $journal } säilyttää kaikki tätä edeltävät merkinnät, ja tästä eteenpäin merkinnät odottavat muistissa, kunnes levy ottaa ne vastaan
console-journal-written-again = { -log-file } { $journal } kirjoitetaan taas, kaikkine merkintöineen
console-resuming = Jatketaan: { $path }
console-unfinished-game = Keskeneräinen peli: { $path }; `pegchess resume --journal { $path }` jatkaa sitä
console-game-over = Peli tiedostossa { $path } on päättynyt ({ $reason }); sen { -score-sheet } on { $sheet }:
console-sheet-written = { -score-sheet(form: "Nom") } kirjoitettu: { $path }
console-sheets-written = { -score-sheet(form: "Pl") } kirjoitettu tiedoston { $path } viereen: .brf, .pdf, .ogg
console-close-window = Lopeta sulkemalla ikkuna (se sulkeutuu itsestään { $seconds } s kuluttua)
console-demo-pegs = simuloitu { -peg-board }
console-demo-eboard = simuloitu DGT-e-lauta (ei { -peg-board(form: "part") })
console-demo-plays = pegchess-esittely: { $board } pelaa { $plies } ensimmäistä puolisiirtoa pelistä { $white } - { $black } ({ $event }, { $date }).
console-demo-sheet = Ohjelman pitämä { -score-sheet } ({ $path }):
console-simulated-eboard-at = Näkevän pelaajan simuloitu DGT-e-lauta on osoitteessa { $path }.
console-demo-broadcast = Simuloitu DGT LiveChess lähettää siirrot; välitin vie ne nollamodeemikaapelilla pöytään osoitteessa { $path }.
console-fair-program-same = Ohjelma: SHA-256 { $hash }, sama kuin tämä pegchess
console-fair-program = Ohjelma: SHA-256 { $hash }
console-fair-other-program = se ajaa eri ohjelmaa kuin tämä pegchess
console-fair-unreadable = sen ohjelmaa ei voi lukea: { $why }
console-fair-differs = Poikkeaa: { $difference }
console-fair-no-filter = Säikeellä { $thread } ei ole seccomp-suodatinta
console-fair-no-new-privs = Säikeeltä { $thread } puuttuu no_new_privs
console-fair-open-socket = { $table }-pistoke on auki (inode { $inode })
console-fair-thread = Säie { $thread }: Seccomp { $seccomp }, NoNewPrivs { $nonewprivs }
console-fair-socket = Pistoke { $inode }: { $table } { $path }
console-fair-file-reading = Tiedosto (luku): { $path }
console-fair-file-writing = Tiedosto (luku ja kirjoitus): { $path }
console-ports-none = Sarjaportteja ei löytynyt; kytke lauta (USB) ja tarkista, että käyttäjäsi saa avata sarjaportteja (ryhmä dialout)
console-port-pegs = { $port }: { -peg-board } ”{ $name }”
console-port-dgt = { $port }: DGT-e-lauta ({ $about }); käytä sitä valitsimella --sighted-port { $port }
console-port-silent = { $port }: { -peg-board } tai DGT-e-lauta ei vastannut
console-relay-started = Välitin: lauta { $serial } DGT LiveChessistä ({ $url }) sarjalinjaan { $port }; LiveChessille lähetetään vain ”eboards” ja ”subscribe”
console-relay-up = Välitin: lähetysyhteys toimii; lauta välitetään
console-relay-down-not-running = Välitin: DGT LiveChess ei vastaa; lähetysyhteys katkesi, yritetään uudelleen
console-relay-down-closed = Välitin: DGT LiveChess sulki yhteyden; lähetysyhteys katkesi, yritetään uudelleen
console-relay-down-absent = Välitin: DGT LiveChess ei näe lautaa; lähetysyhteys katkesi
console-relay-down-state = Välitin: DGT LiveChessin mukaan laudan tila on { $state }; lähetysyhteys katkesi
console-relay-down-hung = Välitin: DGT LiveChess ei enää vastaa; lähetysyhteys katkesi, odotetaan
console-relay-down-unreadable = Välitin: DGT LiveChess luettelee laudan muodossa, jota ei voi lukea; lähetysyhteys katkesi
console-relay-refused = Välitin: DGT LiveChess kieltäytyi: { $message }
console-relay-serial-open = Välitin: sarjalinja on auki
console-relay-serial-lost = Välitin: sarjalinja katosi (kaapeli irti?); yritetään uudelleen
console-relay-serial-unopened = Välitin: sarjalinjaa { $port } ei voi avata ({ $why }); tarkista --line ja kaapeli, yritetään uudelleen
console-relay-no-boards = DGT LiveChess ei näe yhtään e-lautaa
console-relay-board = Lauta { $serial }: { $source }, { $state }
console-relay-not-running = DGT LiveChess ei vastaa osoitteessa { $url }; käynnistä se tai anna sen osoite valitsimella --url
console-relay-disabled = tämä pegchess on käännetty ilman välitintä (cargo-ominaisuus ”relay”)
console-relay-start = välitin ei käynnistynyt: { $why }
console-relay-line-in-use = sarjalinja { $port } on toisen pegchessin käytössä{ $pid ->
    [none] {""}
   *[other] {" "}(prosessi { $pid })
    }: yksi linja, yksi lauta. Pysäytä ensin se välitin tai poistu siitä pelistä, tai anna toinen linja
console-relay-stopped = Välitys pysähtyi: sen säie { $worker } kaatui ({ $why }). Käynnistä se uudelleen.
console-settings-saved = Asetukset tallennettu: { $path }
console-nothing-saved = Mitään ei tallennettu
console-setup-demo = pegchess-esittely: puhuttu asetus simuloidun laudan kolmella painikkeella (asetustiedostoasi ei muuteta).
console-arbiter-note = Huomautus: { $note }

# The spoken set-up's keys (the words left, right, speak are typed as they stand).
console-setup-keys = Näppäimet (kirjoita ja paina Enter): vasen, oikea = vivut (edellinen ja seuraava vaihtoehto), puhu = valitse, puhu pitkään = kuule kysymys uudelleen, q = lopeta
console-setup-keys-terminal = Näppäimet (toimivat heti): vasen ja oikea nuoli = vivut (edellinen ja seuraava vaihtoehto), Enter tai välilyönti = puhu (valitse), ylänuoli = kuule kysymys uudelleen, q = lopeta
console-setup-done = Asetukset valmiit: aloita painamalla Enter
console-no-keyboard = pegchess: ei näppäimistöä: { $error }

# Virheet, "pegchess: " -alun jälkeen.
console-error-no-such-unfinished = keskeneräistä peliä { $game } ei ole; keskeneräisiä on { $count }
console-error-no-game-to-resume = ei jatkettavaa peliä kansiossa { $path }; nimeä peli: --journal TIEDOSTO
console-error-fewer-games = tiedostossa { $path } on alle { $games } peliä
console-error-settings-read = Asetustiedostoa { $path } ei voi lukea: { $reason }
console-error-settings-syntax = Asetustiedosto { $path } ei kelpaa: { $reason }; korjaa rivi tai poista tiedosto, niin oletukset ovat käytössä
console-error-pgn-file = tiedostoa { $path } ei voi lukea: { $reason }; anna PGN-tiedoston polku
console-error-process = tiedostoa { $path } ei voi lukea: { $reason }; anna käynnissä olevan oman pegchessin numero
console-error-announce = Siirto { $number } ({ $text }): { $problem }
console-error-think-file = Miettimisaikojen tiedostoa { $path } ei voi lukea: { $reason }; anna tekstitiedosto, jossa on yksi sekuntimäärä riviä kohden
console-error-journal-read = { -log-file(form: "Nom") } { $path }: { $reason }
console-error-not-a-journal = { $path } ei ole pegchess-{ -log-file } (sen ensimmäinen rivi ei ole ”{ $magic }”); anna pelin .journal-tiedosto
console-error-journal-version = { $path } on version { $version } { -log-file }; tämä pegchess lukee versiota { $ours }: jatka sillä pegchessillä, joka sen kirjoitti
console-error-journal-cut = { $path } katkesi, kun sen peliä luotiin: siinä ei ole siirtoja; aloita peli komennolla `pegchess play`
console-error-journal-in-use = peli { $path } on auki toisessa pegchessissä{ $pid ->
    [none] {""}
   *[other] {" "}(prosessi { $pid })
    }. Pysäytä ensin siellä { -clock } ja poistu pelistä (näppäin q), tai vertaa vain lukien: `pegchess arbiter compare --record { $path }`
console-error-pgn-game = Peli { $game }: { $reason }
console-error-pgn-move = Siirto { $number } ({ $san }) ei ole tässä mahdollinen: { $problem }
console-error-pgn-fen = FEN-tagi: { $reason }
console-error-pgn-chess960 = { -chess960 }-peli tarvitsee FEN-tagin, jossa on sen alkuasema
console-error-sheet-no-game = kansiossa { $path } ei ole { -log-file(form: "part") }; nimeä peli: pegchess sheet TIEDOSTO
console-error-arbiter-no-game = kansiossa { $path } ei ole { -log-file(form: "part") }; anna kirjaus: --record
console-error-board-in-use = portin { $port } lauta on toisen pegchessin käytössä{ $pid ->
    [none] {""}
   *[other] {" "}(prosessi { $pid })
    }: yksi lauta, yksi ohjelma. Poistu ensin siellä pelistä (näppäin q) tai nimeä toinen portti
console-error-board-lock = portin { $port } lautaa ei voi lukita (lukkotiedosto { $path }): { $reason }
console-error-board-thread = yhteys lautaan ei käynnisty: { $reason }
console-error-sheet-pgn-game = { $path }: { $reason }; korjaa peli tai valitse toinen: --number
console-error-sheet-no-such-game = tiedostossa { $path } on { $count } peliä; anna --number väliltä 1–{ $count }
console-error-not-found = tiedostoa tai kansiota ei ole
console-error-permission = käyttö estetty
console-error-folder = se on kansio, ei tiedosto

# `pegchess clock simulate` ja `clock audit` (ajat kuten kello ne näyttää).
console-clock-simulated = { $ply } { $side ->
    [white] valkea
   *[black] musta
    } { $time }{ $flag ->
    [yes] { " " }{ -flag } putosi
   *[no] { "" }
    }
console-audit-finding = Peli { $game } (kierros { $round }, { $white } - { $black }) { $move } ({ $side ->
    [white] valkea
   *[black] musta
    }): { $reading } { $previous } jälkeen: { $why ->
    [too-high] enemmän kuin { -time-control(form: "gen") } sallima { $limit }
    [too-low] vähemmän kuin siirron lisäämä { $limit }: { -flag } olisi pudonnut
   *[explained] selitetty
    }
console-audit-game = Peli { $game } (kierros { $round }, { $white } - { $black }): { $explained }/{ $readings } lukemaa selitetty; miettimisaika valkea { $white-think }, musta { $black-think }
console-audit-summary = { $explained }/{ $readings } lukemaa selittyy { -time-control(form: "ade") } { $control } ({ $unexplained } selittämätöntä, { $games } { $games ->
    [one] peli
   *[other] peliä
    })

# `pegchess listen`: mitä puheentunnistin kuuli ja miten se luettiin.
console-listen-model = Malli { $path }: { $check }
console-listen-heard = kuultu: { $text } => { $reading }
console-listen-microphone = Mikrofoni: { $error }
console-listen-decoded = { $audio } s ääntä tunnistettu { $took } sekunnissa ({ $rate } s kutakin äänisekuntia kohden)
console-listen-listening = Kuunnellaan laitetta { $device } ({ $format }); Ctrl-C lopettaa
console-listen-outside = Nimiöiden sanat, joita lukija ei tunne: { $words }
console-listen-recording = { $name }: kuultu ”{ $heard }” => { $heard-reading } (tarkoitettu ”{ $meant }” => { $meant-reading })
console-listen-confirm = varmista: { $move }
console-listen-ambiguous = moniselitteinen: { $moves }
console-listen-command = Komento: { $command }
console-listen-none = ei mitään

# Komentorivi, jota ei voi lukea (clapin hylkäykset, pelaajan kielellä).
console-usage-unknown-command = { $name } ei ole pegchessin komento
console-usage-unknown-option = { $name } ei ole tämän komennon valitsin
console-usage-invalid-value = { $name }: { $value } ei ole sallittu arvo
console-usage-takes = sallitut arvot: { $valid }
console-usage-unreadable-value = { $name }: arvoa { $value } ei voi lukea: { $reason }
console-usage-missing = { $name } on annettava
console-usage-conflict = { $name } ja { $other } eivät käy yhdessä
console-usage-other = tätä komentoriviä ei voi lukea
console-usage-did-you-mean = tarkoititko { $name }?
console-usage-help = pegchess --help luettelee komennot; pegchess KOMENTO --help luettelee komennon valitsimet

# Mitä `pegchess listen` ymmärsi komennoksi, ja esitetty kysymys.
console-said-press = paina { -clock(form: "part") }
console-said-repeat = sano uudelleen
console-said-promote = korotus: { $piece }
console-said-offer-draw = tarjoa tasapeliä
console-said-offer-draw-by = { $side ->
    [white] Valkea tarjoaa tasapeliä
   *[black] Musta tarjoaa tasapeliä
}
console-said-resign = { $side ->
    [white] Valkea luovuttaa
   *[black] Musta luovuttaa
}
console-said-arbiter = kutsu { -arbiter }
console-said-yes = kyllä
console-said-no = ei
console-said-ask = kysymys: { $question }
console-ask-times = ajat
console-ask-number = siirron numero
console-ask-moves = viimeiset { $count } siirtoa
console-ask-pieces = missä { $piece } on
console-ask-square = mitä ruudussa { $square } on
console-ask-rank = rivi { $rank }
console-ask-file = linja { $file }
console-ask-help = ohje, osa { $part }
console-ask-help-leave = ohje: miten pelistä poistutaan
console-ask-rating = Vahvuusluvun muutos
console-ask-start = alkuasema
console-ask-position = asema rivi riviltä

# Loki, jonka loppu on kadonnut, ja lokien harvinaiset virheet.
console-journal-damage = { -log-file(form: "Gen") } rivi { $line } on lukukelvoton ({ $reason }); peli säilyy siihen asti
console-journal-damage-kept = siitä eteenpäin { $lines ->
    [one] 1 rivi
   *[other] { $lines } riviä
} ({ $bytes } tavua) on tallessa { -arbiter(form: "part") } varten: { $path }
console-journal-damage-unused = siitä eteenpäin { $lines ->
    [one] 1 rivi
   *[other] { $lines } riviä
} ({ $bytes } tavua) jätetään käyttämättä
console-journal-line-not-text = ei tekstiä
console-journal-line-cut-off = rivi katkesi
console-journal-line-no-checksum = ei tarkistussummaa
console-journal-line-bad-checksum = lukukelvoton tarkistussumma
console-journal-line-mismatch = tarkistussumma ei sovi riviin
console-journal-line-unknown = merkintä, jota tämä pegchess ei tunne
console-error-journal-header = { -log-file(form: "Nom") } { $path }: sen otsake on lukukelvoton ({ $reason })
console-error-journal-encode = { -log-file(form: "Nom") } { $path }: merkintää ei voi kirjoittaa ({ $reason })

# Puhesyöte, joka ei käynnisty, ja mallin sanat.
console-voice-off = Puhesyöte on pois päältä: { $reason }
console-voice-model-missing = kansiossa { $path } ei ole vosk-mallia; lataa malli (README, puhesyöte) ja aseta vosk-model asetuksissa
console-voice-model-unloadable = vosk ei voi ladata mallia kansiosta { $path }; sen on oltava purettu vosk-mallikansio
console-voice-model-no-words = vosk-malli { $path } ei tunne yhtään kieliopin sanaa ({ $words }); onko se ilmoitustavan kielen malli?
console-voice-model-recognizer = vosk ei voi luoda kieliopilla tunnistinta (malli { $path })
console-voice-no-device = syöttölaitetta { $name } ei ole
console-voice-no-microphone = mikrofonia ei ole
console-voice-devices = aseta microphone asetuksissa johonkin näistä: { $devices }
console-voice-no-format = syöttölaite { $name } ei tarjoa käyttökelpoista muotoa ({ $reason })
console-voice-stream = Laitteelta { $name } ei voi äänittää ({ $reason })
console-voice-not-built = tämä pegchess on käännetty ilman puhesyötettä: käännä se valitsimella --features voice (se tarvitsee libvoskin: aja scripts/setup tai aseta PEGCHESS_VOSK_LIB)
console-voice-check-all = kieliopin sanoja tunnettu: { $known }; malli tuntee jokaisen sanan
console-voice-check-some = kieliopin sanoja tunnettu: { $known }; mallille tuntemattomia: { $unknown }
console-voice-trouble = Puhesyöte: { $reason }

# Chess960-alkuasema, jota ei voi lukea.
console-error-chess960-number = { $text } ei ole { -chess960 }-alkuaseman numero; anna kokonaisluku 0–959 (518 on tavallinen alkuasema)
console-error-chess960-unreadable = { $text } ei nimeä alkuasemaa; anna sen numero (0–959) tai valkean takarivi a-linjasta alkaen kahdeksana nappulakirjaimena
console-error-chess960-back-rank = { $text } ei ole { -chess960 }-takarivi: lähetit erivärisillä ruuduilla, kuningas tornien välissä

# Asetus panee rikkinäisen asetustiedoston talteen.
console-setup-copy-kept = kopio on tallessa: { $path }
console-setup-copy-failed = kopiota ei voitu tallentaa: { $reason }

# Simuloitujen lautojen näppäimet (esittely ja testaus).
console-simulated-no-sighted = simuloitua näkevän lautaa ei ole: käytä valitsinta --simulate-sighted
console-simulated-no-pegs = simuloitua { -peg-board(form: "part") } ei ole: käytä valitsinta --simulate
console-simulated-no-piece = ruudussa { $square } ei ole nostettavaa nappulaa
console-simulated-empty-hand = kädessä ei ole nappulaa: nosta ensin yksi tai nimeä se (sighted put { $square } D)

# Konsoliin kirjoitettu rivi, joka ei tarkoita mitään (suomenkieliset sanat ja englanninkieliset komennot käyvät molemmat).
console-key-not-a-square = { $text } ei ole ruutu (a1–h8)
console-key-no-promotion = { $text } ei ole korotusnappula: kirjoita { $pieces }
console-key-no-piece = { $text } ei ole nappula: kirjoita { $letters } valkealle, pienellä mustalle
console-key-no-rank = Kirjoita rivi 1 … rivi 8
console-key-no-file = Kirjoita linja a … linja h
console-key-not-a-side = { $text } ei ole puoli: kirjoita valkea tai musta
console-key-increment = kirjoita lisäaika SEKUNNIT, enintään 3600, esimerkiksi lisäaika 5
console-key-set = kirjoita esimerkiksi aseta valkea 1:30:00
console-key-not-a-time = { $text } ei ole enintään 24 tunnin aika: kirjoita T:MM:SS, esimerkiksi 1:30:00
console-key-moves = kirjoita esimerkiksi siirrot valkea 20 (enintään 500)
console-key-sighted = kirjoita sighted lift e2, sighted put e4 [D], sighted clear tai sighted start
console-key-no-board = simuloitua lautaa, jolla nappuloita voisi siirtää, ei ole

# Mitä tuomarin pitää tietää pelikirjauksesta.
console-note-pegs-differ = { -peg-board } ei nyt näytä kirjauksen asemaa ({ $holes } syvennystä eroaa)
console-note-move-under-way = { -peg-board(form: "ade") } oli siirto kesken, kun { -log-file } päättyi
console-error-settings-write = asetustiedostoon { $path } ei voi kirjoittaa: { $reason }

# Ajankäyttö, jota ei voi lukea, ja luku sallitun alueen ulkopuolella.
console-tc = { -time-control } '{ $input }': { $problem }. Kirjoita PGN TimeControl sekunteina, esimerkiksi 40/5400+30:1800+30 tai 900+10 (b5 Bronstein-viiveelle, d5 yksinkertaiselle viiveelle, esimerkiksi 5400d5), tai valmis asetus: { $presets }
console-tc-empty = se on tyhjä
console-tc-unknown = '?' tarkoittaa, että { -time-control } on tuntematon
console-tc-no-clock = '-' tarkoittaa, että pelissä ei ollut { -clock(form: "part") }
console-tc-minutes = { $seconds } sekunnin perusaika näyttää minuuteilta; PGN laskee sekunteja (15 minuuttia + 10 s on 900+10)
console-tc-empty-field = kenttä ':'-erottimien välissä on tyhjä
console-tc-sandclock = tiimalasia '{ $field }' ei tueta
console-tc-move-count = '{ $field }': ennen '/'-merkkiä tarvitaan siirtojen määrä, ei '{ $count }'
console-tc-seconds = '{ $field }': { $what }: tarvitaan kokonainen sekuntimäärä, ei '{ $text }'
console-tc-over = '{ $field }': { $what } ylittää { $limit } rajan
console-tc-no-period = aikajaksoa ei ole
console-tc-no-move-count = jaksolla { $period } ei ole siirtojen määrää, joten vain se voi olla viimeinen
console-tc-zero-moves = jaksossa { $period } on 0 siirtoa
console-tc-no-time = jakso { $period } ei anna lainkaan aikaa
console-tc-period-over = jakso { $period }: { $what } ylittää { $limit } rajan
console-tc-base-time = perusaika
console-tc-per-move = lisäaika tai viive
console-tc-moves = siirtojen määrä
console-tc-limit-base-time = 24 tunnin
console-tc-limit-per-move = 1 tunnin
console-tc-limit-moves = 500 siirron
console-out-of-range = { $key } { $given } on sallitun alueen ulkopuolella; anna { $low }–{ $high }
console-error-no-date = '{ $text }' ei ole päivämäärä; kirjoita se muodossa 2025-10-01 (tai PGN-päivämääränä 2025.10.01)
console-error-fen-syntax = '{ $fen }' ei ole kelvollinen FEN ({ $reason })
console-error-fen-impossible = '{ $fen }' kuvaa mahdotonta asemaa ({ $reason })
console-error-not-a-number = se ei ole luku
console-usage-no-value = { $name } tarvitsee arvon
console-usage-missing-one = jokin näistä on annettava: { $names }
console-error-doctor = Pelin tarvitsemista tarkistuksista { $count } epäonnistui (katso yllä olevat rivit)

# Komentojen omat virheet: pöytäkirja, kellon tiedostot, listenin äänitteet.
console-error-sheet-header = { -log-file } { $path } ei kuvaa peliä ({ $reason })
console-error-no-program = { $program } ei ole asennettu: asenna Debian-paketti { $package }
console-error-no-time-control = anna { -time-control }: --time-control TC (esimerkiksi "15+10", "40/5400+30:1800+30")
console-error-think-not-seconds = { $path }, rivi { $line }: '{ $text }' ei ole sekuntimäärä; kirjoita yksi luku riville, kuten 12 tai 7.5 (valkean ensimmäinen siirto ensin)
console-error-think-empty = { $path } ei sisällä miettimisaikoja; kirjoita yksi sekuntimäärä riville, valkean ensimmäinen siirto ensin
console-error-audit-game = { $path }: { $reason }; korjaa se peli tai poista se
console-error-no-model = ei vosk-mallia: anna --model KANSIO tai aseta vosk-model asetuksiin (katso README, puhesyöte)
console-error-wav-read = tiedostoa { $path } ei voi lukea: { $reason }
console-error-wav-dir = --wav-dir { $path }: { $reason }
console-error-no-recordings = --wav-dir { $path }: ei yhtään NIMI.wav-tiedostoa, jonka vieressä olisi NIMI.txt
console-error-listen-not-built = { $reason } (--text toimii ilman sitä)

console-error-sheet-file = { $what ->
    [record] kirjaus
   *[scoresheet] { -score-sheet }
} { $path }: { $reason }

# Pelin alun, tuomarin konsolin, reilun pelin, kellon tiedostojen, pöytäkirjojen ja esittelyn virheet.
console-error-start-board-none = --chess960 board lukee alkuaseman näkevän pelaajan DGT-e-laudalta, eikä sellaista ole: anna --sighted-port POLKU tai --simulate-sighted (tai sighted-board asetuksissa), tai anna alkuasema itse (luku 0–959 tai takarivi)
console-error-start-board-ended = yhteys näkevän pelaajan e-lautaan katkesi ennen kuin se näytti { -chess960 }-alkuaseman
console-error-simulated-eboard = simuloitu DGT-e-lauta ei käynnistynyt: { $reason }
console-error-header-bad = { -log-file(form: "Gen") } otsakkeen { $key } '{ $value }' ei ole luettavissa: { $reason }
console-error-header-move = { -log-file(form: "Gen") } otsakkeen tuotu siirto '{ $move }' ei ole sääntöjen mukainen
console-error-different-start = kirjaus alkaa asemasta { $record }, mutta { -score-sheet } asemasta { $scoresheet }; merkitse { -score-sheet(form: "ill") } kirjauksen FEN-tagi tai jätä FEN-tagi pois
console-error-blind-read = näkövammaisen pelaajan { -score-sheet(form: "part") } { $path } ei voi lukea: { $reason }
console-error-not-braille = { $path } ei ole pistekirjoitusta: anna BRF-tiedosto (.brf) tai Unicode-pistekirjoitusmerkeistä koostuva teksti
console-error-blind-too-big = { $path } on { $bytes } tavua; { -score-sheet } saa olla enintään { $most } tavua
console-error-cannot-write = tiedostoon { $path } ei voi kirjoittaa: { $reason }
console-error-braille-table = pistekirjoitustaulukko { $table } puuttuu (liblouis etsii LOUIS_TABLEPATH-polusta, muuten kansiosta { $folder }): asenna Debian-paketti liblouis-data
console-error-liblouis = liblouis ei voinut kääntää taulukoilla { $tables }: { $reason }
console-error-braille-untranslatable = { $text } ei palaa muuttumattomana pistekirjoitustaulukosta { $table }: kirjoita { -score-sheet } toisella merkintätavalla (--notation)
console-error-braille-figurines-brf = Nappulakuvat tarvitsevat 8-pisteisiä soluja, joita BRF-tiedostoon ei voi tallentaa: käytä --braille-unicode yhdessä valitsimen --figurines kanssa
console-error-braille-compact-figurines = tiivis shakkikoodi kirjoittaa omat nappulakirjaimensa: jätä --figurines pois
console-error-braille-compact-clocks = tiiviissä shakkikoodissa ei ole kellolukemia: jätä --clocks pois tai käytä --braille-code literary
console-error-braille-no-chess-table = liblouisissa ei ole shakkitaulukkoa kielen '{ $language }' kirjaimille (vain en, de, da): jätä --figurines pois
console-error-fair-binary = tätä ohjelmaa ({ $path }) ei voi lukea sen SHA-256:n laskemiseksi: { $reason }
console-error-fair-differs = Prosessi { $pid } ei vastaa lausuntoa: { $count ->
    [one] 1 poikkeama
   *[other] { $count } poikkeamaa
    }, lueteltu yllä
console-error-fair-pdf = lausunto { -large-print }nä { $path }: { $reason }
console-error-fair-pdf-write = lausuntoa { -large-print }nä ei voi kirjoittaa tiedostoon { $path }: { $reason }
console-error-pdf-too-small = { -large-print } vaatii vähintään { $least } pt; { $size } pt on liian pieni: anna --font-size { $least } tai enemmän
console-error-pdf-too-large = koolla { $size } pt siirtorivi ei mahdu paperin { $paper } leveyteen; anna pienempi --font-size (vähintään { $least })
console-error-pdf-font = tämän pegchessin sisäänrakennettua fonttia ei voi käyttää: { $reason }
console-error-clock-press = { -clock } ei hyväksynyt painallusta: { $reason }
console-error-no-readings = tiedostossa { $path } on { $games ->
    [one] 1 peli
   *[other] { $games } peliä
    } mutta ei [%clk]-lukemia; tarkistus tarvitsee siirtojen perään kommentteja kuten {"{"}[%clk 1:59:56]{"}"}
console-error-wav-unusable = { $path } ei ole käyttökelpoinen WAV-tiedosto: { $reason }
console-error-program-failed = { $program } epäonnistui: { $reason }
console-error-sheet-wav = espeak-ng:n ääntä { $path } ei voi lukea: { $reason }
console-error-sheet-rate = puhuttu pala taajuudella { $found } Hz muiden, taajuudella { $expected } Hz olevien joukossa: niitä ei voi yhdistää
console-error-sheet-write = tiedostoon { $path } ei voi kirjoittaa: { $reason }; valitse toinen paikka: -o TIEDOSTO
console-error-demo-no-game = tiedostossa { $path } ei ole luettavaa peliä
console-error-demo-built-in = sisäänrakennettua esittelypeliä ei voi lukea
console-error-demo-speed = --speed { $speed } on sallitun alueen ulkopuolella; anna luku, joka on yli 0 ja enintään 100
console-error-demo-recorded = ohjelma kirjasi { $recorded }/{ $plies } siirtoa
