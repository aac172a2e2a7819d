# Ikkuna kaikille pöydän ääressä (issue 25): jokainen sana, jonka ikkuna näyttää, suomeksi.
# Tunnukset alkavat window-; ikkuna lataa tämän tiedoston omalla bundlellaan (src/ui/window/text.rs).

window-title = pegchess: näkymä laudan äärellä
window-could-not-open = pegchess: ikkuna ei auennut ({ $reason }); peli jatkuu ilman sitä.
window-could-not-start = pegchess: ikkuna ei käynnistynyt; peli jatkuu ilman sitä.
window-language-en = English
window-language-de = Deutsch
window-language-hu = Magyar
window-language-fi = Suomi
window-language-da = Dansk

## Kellot ja siirtovuoro
window-white-clock = Valkean { -clock }
window-black-clock = Mustan { -clock }
window-no-clock = ei { -clock(form: "part") }
window-to-move = siirtovuorossa
window-side-to-move = { $side ->
    [white] Valkean siirto
   *[black] Mustan siirto
}
window-period = jakso { $period }/{ $of }
window-moves-left = { $count ->
    [one] jaksossa yksi siirto jäljellä
   *[other] jaksossa { $count } siirtoa jäljellä
}
window-paused = pysäytetty { -arbiter(form: "part") } varten
window-flag-fell = { -flag } putosi
window-time-control = { -time-control } { $control }

## Laudat
window-peg-board = { -peg-board(form: "Nom") } (anturit)
window-record-board = Asema kirjauksen mukaan
window-last-move = Viimeisin siirto: { $move }
window-no-move-yet = Ei vielä siirtoja
window-waiting = Odotetaan peliä
window-no-reading = ei vielä lukemaa
window-differs = { -peg-board(form: "Nom") } poikkeaa kirjauksesta:
window-step-empty = ota nappula pois ruudusta { $square }
window-step-place = aseta ruutuun { $square }: { $piece }
window-piece-white-king = valkea kuningas
window-piece-white-queen = valkea kuningatar
window-piece-white-rook = valkea torni
window-piece-white-bishop = valkea lähetti
window-piece-white-knight = valkea ratsu
window-piece-white-pawn = valkea sotilas
window-piece-black-king = musta kuningas
window-piece-black-queen = musta kuningatar
window-piece-black-rook = musta torni
window-piece-black-bishop = musta lähetti
window-piece-black-knight = musta ratsu
window-piece-black-pawn = musta sotilas

## Siirrot, ilmoitukset ja tulos
window-moves = Siirrot
window-announcements = Ilmoitukset
window-last-announcement = Viimeisin ilmoitus
window-corrected = korjattu
window-touched = kosketti: { $piece }, ruutu { $square }
window-draw-offer = { $side ->
    [white] Valkea tarjosi tasapeliä
   *[black] Musta tarjosi tasapeliä
}
window-press-without-move = { $side ->
    [white] Valkea painoi { -clock(form: "part") } siirtämättä
   *[black] Musta painoi { -clock(form: "part") } siirtämättä
}
window-divergence = näkevän pelaajan lauta poikkeaa kirjauksesta puolisiirrosta { $ply } alkaen
window-arbiter-restored = { -arbiter } palautti aseman
window-taken-back = { $plies ->
    [one] yksi puolisiirto peruttu
   *[other] { $plies } puolisiirtoa peruttu
}
window-parting = { -arbiter(form: "Nom") }: kirjaus ja näkevän pelaajan lauta eroavat siirrosta { $number } alkaen. Kirjaus: { $record }. Näkevän lauta: { $sighted }.
window-sighted-differs = { -arbiter(form: "Nom") }: näkevän pelaajan laudalla pitäisi olla asema siirron { $after } jälkeen. Korjaus: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = matti
window-end-stalemate = patti
window-end-resignation = luovutus
window-end-flag-fall = { -flag(form: "gen") } putoaminen
window-end-draw-agreed = sovittu tasapeli
window-end-dead-position = kuollut asema
window-end-fivefold = viisinkertainen toisto
window-end-seventy-five = 75 siirron sääntö
window-end-arbiter = { -arbiter(form: "gen") } päätös

## Syöttörivit ja ikkunan omat säätimet
window-sighted-entry = Näkevän pelaajan siirto
window-sighted-send = Syötä näkevän siirto
window-command-entry = Komento
window-command-send = Lähetä komento
window-arbiter-toggle = { -arbiter(form: "Gen") } paneeli
window-larger = Suurempi teksti
window-smaller = Pienempi teksti
window-language = Kieli
window-theme = Värit
window-theme-dark = Tumma
window-theme-light = Vaalea
window-theme-yellow = Keltainen mustalla
window-large-view = Suuri näkymä (F2)
window-sent = Lähetetty: { $command }
window-nothing-sent = Peli on päättynyt: mitään ei lähetetty.
window-console-key = ”{ $line }” on konsolin näppäin, ei ikkunan komento.
window-not-sent = Ei lähetetty: { $reason }

## Tuomarin paneeli (D.2.9)
window-arbiter-heading = { -arbiter(form: "Nom") } (D.2.9)
window-sheet-path = { -score-sheet(form: "Gen") } tiedosto
window-blind-path = Näkövammaisen pelaajan { -score-sheet } pistekirjoituksella (BRF tai Unicode)
window-sheet-load = Lataa { -score-sheet }
window-sheet-text = { -score-sheet(form: "Gen") } siirrot
window-sheet-hint = PGN-siirrot kielen { $notation } nappulakirjaimin, esim. 1. e4 e5 2. Rf3
window-compare = Vertaa
window-apply = Toteuta päätös
window-loaded = Ladattu { $path }: { $count } puolisiirtoa.
window-sheets-agree = { -score-sheet(form: "Pl") } täsmäävät: kirjaus pysyy.
window-agree-through = Ne täsmäävät puolisiirtoon { $ply } asti.
window-applied = Toteutettu: peli palaa kohtaan { $at }, { -clock(form: "pl") } asetettu kuten näytetty (kirjattu { -log-file(form: "ill") }).
window-the-start = alku
window-nothing-applied = Peli on päättynyt: mitään ei toteutettu.
window-report = { -arbiter(form: "Gen") } raportti
window-error-no-sheet = Lataa tai kirjoita näkevän pelaajan { -score-sheet } ensin.
window-error-blind = Pistekirjoituksella kirjoitettua { -score-sheet(form: "part") } ei voi lukea: { $why }
window-error-sheet = { -score-sheet(form: "Part") } ei voitu lukea: { $reason }
window-error-start = { -score-sheet(form: "Nom") } alkaa eri asemasta kuin kirjaus.
window-error-sheet-move = siirto { $number } ({ $side ->
    [white] valkea
   *[black] musta
}), ”{ $written }”: { $problem }
window-error-sheet-fen = FEN-tunniste ”{ $fen }” ei ole kelvollinen asema
window-error-sheet-read = tiedostoa { $path } ei voi lukea: { $reason }
window-nothing-yet = (ei vielä mitään)
window-sighted-differs-start = { -arbiter(form: "Nom") }: näkevän pelaajan laudalla pitäisi olla alkuasema. Korjaus: { $fixes }.

## Miksi kirjoitettu siirto ei ole siirto
window-problem-empty = siirtoa ei annettu
window-problem-syntax = ”{ $text }” ei ole siirto; kirjoita se muodossa Rf3, exd5, O-O, e8=D tai g1f3
window-problem-letter = ”{ $letter }” ei ole tämän painoksen nappulakirjain (sen kirjaimet ovat { $letters })
window-problem-syntax-pgn = ”{ $text }” ei ole siirto; PGN kirjoittaa siirrot englantilaisin kirjaimin, kuten Nf3, exd5, O-O, e8=Q
window-problem-letter-pgn = ”{ $letter }” ei ole PGN:n nappulakirjain; PGN käyttää englantilaisia kirjaimia (N, B, R, Q, K)
window-problem-no-move = ”{ $text }” ei sovi mihinkään sallittuun siirtoon
window-problem-ambiguous = ”{ $text }” sopii { $count } siirtoon: lisää lähtölinja tai -rivi
window-problem-promotion = ”{ $text }” saavuttaa viimeisen rivin: lisää nappula, joksi sotilas korotetaan

## Korjaukset laudalle
window-fix-move = { $piece }: { $from } → { $to }
window-fix-replace = ruutuun { $square } { $expected }, ei { $found }
window-fix-remove = ota pois { $piece } ruudusta { $square }

## Tuomarin raportti (D.2.9). `pegchess arbiter` tulostaa jokaisen havainnon kiinteän avaimen jälkeen (`agree-through: 12`);
## ikkuna kirjoittaa havainnon alla olevaan lauseeseensa (window-report-key-*, havainto on $value).
# Kaavion nappulakirjaimet tässä järjestyksessä: kuningas, daami, torni, lähetti, ratsu, sotilas.
window-report-letters = KDTLRS
window-report-key-agree-through = { -score-sheet(form: "Pl") } täsmäävät puolisiirtoon { $value } asti.
window-report-key-scoresheets = { -score-sheet(form: "Pl") }: { $value }
window-report-key-position = Asema: { $value }
window-report-key-fen = FEN: { $value }
window-report-key-record-next = Kirjauksen seuraava siirto: { $value }
window-report-key-scoresheet-next = { -score-sheet(form: "Gen") } seuraava siirto: { $value }
window-report-key-illegal = Sääntöjenvastainen merkintä: { $value }
window-report-key-clocks = { -clock(form: "Pl") } siinä kohdassa: { $value }
window-report-key-clocks-now = { -clock(form: "Pl") } nyt: { $value }
window-report-key-peg-board = { -peg-board(form: "Nom") }: { $value }
window-report-key-sighted-board = Näkevän lauta: { $value }
window-report-key-wrong-board = Väärä lauta: { $value }
window-report-key-decision = Päätös: { $value }
window-report-sheets = { $agree ->
    [yes] täsmäävät
   *[no] eroavat
}
window-report-position-after = siirron { $move } jälkeen, { $side ->
    [white] valkean
   *[black] mustan
} siirto
window-report-position-start = alkuasema, { $side ->
    [white] valkean
   *[black] mustan
} siirto
window-report-none = ei mitään ({ $sheet ->
    [record] kirjaus
   *[scoresheet] { -score-sheet }
} päättyy tähän)
window-report-illegal = { $sheet ->
    [record] kirjaus
   *[scoresheet] { -score-sheet }
}, { $move }: { $problem }
window-report-queen = 7.5.2: jos sotilasta ei vaihdettu laudalla, se vaihdetaan saman väriseen daamiin
window-report-reinstated-after = { $article }: välittömästi sitä edeltänyt asema palautetaan (siirron { $move } jälkeen)
window-report-reinstated-start = { $article }: välittömästi sitä edeltänyt asema palautetaan (alkuasema)
window-report-minutes = { $minutes ->
    [one] 1 minuutti
   *[other] { $minutes } minuuttia
}
window-report-seconds = { $seconds } sekuntia
window-report-sheet-slip = { $move } on pelin siirto { $game }: pöytäkirjan virhe (siirtopari jäi pois tai kirjattiin kahdesti), ei laiton siirto; ei rangaistusta
window-report-penalty = { $article }: { $side ->
    [white] valkean
   *[black] mustan
} ensimmäinen loppuun viety sääntöjenvastainen siirto: { $penalty } lisää { $side ->
    [white] mustalle
   *[black] valkealle
} ({ $category ->
    [standard] normaali peli
    [rapid] pikashakki
    [blitz] salamashakki
   *[unknown] oletetaan normaali peli: { -time-control(form: "part") } ei tiedetä
}, vuoden { $edition } säännöt); { $side ->
    [white] valkean
   *[black] mustan
} toinen sääntöjenvastainen siirto merkitsee pelin häviötä (tasapeli, jos { $side ->
    [white] musta
   *[black] valkea
} ei voi tehdä mattia)
window-report-unread = sen jälkeen kirjoitetut, lukemattomat merkinnät: { $count }
window-report-both-clocks = valkea { $white }, musta { $black }
window-report-clock-after = { $time } (siirron { $move } jälkeen)
window-report-clock-missing-after = ei kirjattu (siirron { $move } jälkeen)
window-report-clock-initial = { $time } (alkuaika)
window-report-clock-missing = ei kirjattu
window-report-board-unknown = asemaa ei annettu
window-report-board-shows = näyttää yllä olevan aseman
window-report-board-shows-sheet = näyttää yllä olevan aseman ({ $sheet ->
    [record] kuten kirjaus
   *[scoresheet] kuten { -score-sheet }
})
window-report-board-shows-before-illegal = näyttää yllä olevan aseman ({ $sheet ->
    [record] kuten kirjaus
   *[scoresheet] kuten { -score-sheet }
} sääntöjenvastaiseen merkintään asti: tarkista lauta)
window-report-board-observed = havainnon mukaan, { $count ->
    [one] 1 korjaus
   *[other] { $count } korjausta
}:
window-report-board-from-sheet = { $sheet ->
    [record] kirjauksen
   *[scoresheet] { -score-sheet(form: "gen") }
} viimeisestä asemasta, { $count ->
    [one] 1 korjaus
   *[other] { $count } korjausta
}:
window-report-board-from-before-illegal = { $sheet ->
    [record] kirjauksen
   *[scoresheet] { -score-sheet(form: "gen") }
} viimeisestä sallitusta asemasta (tarkista lauta: sääntöjenvastainen siirto kirjattiin), { $count ->
    [one] 1 korjaus
   *[other] { $count } korjausta
}:
window-report-step-replace = ruudussa { $square }: { $found } pois, tilalle { $expected }
window-report-wrong = { $board ->
    [peg] { -peg-board }
   *[sighted] näkevän lauta
}
window-report-wrong-both = { -peg-board } ja näkevän lauta
window-report-wrong-unknown = ei tiedossa (kuvaile laudat: väärä on se lauta, joka ei näytä yllä olevaa asemaa)
window-report-decision-agree = D.2.9: { -score-sheet(form: "pl") } täsmäävät; pelaaja, jonka lauta poikkeaa, asettaa yllä olevan aseman
window-report-decision = D.2.9: { -score-sheet(form: "pl") } täsmäävät { $ply } puolisiirtoon asti; molemmille laudoille palautetaan { $at }; { -clock(form: "pl") } asetetaan uudelleen: valkea { $white }, musta { $black }
window-report-decision-after = asema siirron { $move } jälkeen
window-report-decision-start = alkuasema
window-report-decision-follow = D.2.9: pelaajien { -score-sheet(form: "pl") } täsmäävät { $ply } puolisiirtoon asti; { $who ->
    [peg] sokea pelaaja asettaa lautansa
    [sighted] näkevä pelaaja asettaa lautansa
    [both] molemmat pelaajat asettavat lautansa
   *[unknown] pelaaja, jonka lauta poikkeaa, asettaa sen
}: { $at }
window-report-decision-boards-agree = D.2.9 ei vaadi korjausta: molemmat laudat näyttävät jo: { $at }, vaikka { -score-sheet(form: "pl") } eroavat
window-report-decision-record = ; tallenne palautetaan { $keep } puolisiirtoon, ja sen jälkeiset siirrot tehdään uudelleen pelaajien { -score-sheet(form: "pl-gen") } mukaan
window-report-decision-blind-unread = ; näkövammaisen pelaajan { -score-sheet(form: "part") } ei voitu lukea riviltä { $line } alkaen: tarkista se pelaajan kanssa siirrosta { $move } alkaen
window-report-decision-blind-two-ways = ; näkövammaisen pelaajan { -score-sheet(form: "gen") } rivi { $line } voidaan lukea kahdella tavalla, joista toinen on muiden { -score-sheet(form: "pl-gen") } siirto: tarkista { $move } pelaajan kanssa
window-report-decision-illegal = ; jos { $move } vietiin laudalla loppuun: { $article } ja { $penalty }, { $minutes } lisää { $side ->
    [white] valkealle
   *[black] mustalle
}
window-report-as-they-are = ennallaan
## Kolme pöytäkirjaa (sokean pelaajan pistekirjoituspöytäkirja kirjauksen ja näkevän pelaajan pöytäkirjan rinnalla, D.2.7, D.2.9)
window-report-key-blind-sheet = Sokean pelaajan { -score-sheet }: { $value }
window-report-key-blind-line = Ei luettu siirroksi: { $value }
window-report-key-blind-next = Sokean pelaajan { -score-sheet(form: "ine") } seuraavaksi: { $value }
window-report-key-players-agree-through = Pelaajien { -score-sheet(form: "pl") } täsmäävät tähän puolisiirtoon asti: { $value }
window-report-key-scoresheet-letters = Näkevän pelaajan { -score-sheet } luettiin { $value }.
window-report-letters-pgn = PGN-muodossa, englanninkielisellä SAN-merkinnällä
window-report-letters-edition = laitoksen '{ $edition }' nappulakirjaimin
window-report-blind-none = ei mitään (sokean pelaajan { -score-sheet } päättyy tähän)
window-report-players = { $ply } (näkevän ja sokean pelaajan { -score-sheet(form: "pl") }); ne { $agree ->
    [yes] täsmäävät
    [ends] täsmäävät niin pitkälle kuin kumpikin ulottuu
   *[no] eroavat
}
window-report-corrections = { $count ->
    [one] 1 korjaus
   *[other] { $count } korjausta
}

## Tuomarin konsoli (`pegchess arbiter` ilman `compare`-komentoa): sen kysymykset ja vastaukset
arbiter-console-title = pegchess arbiter (D.2.9). Syötteen loppu (Ctrl-D) lopettaa.
arbiter-console-record = kirjaus: { $path } ({ $plies } puolisiirtoa)
arbiter-console-record-last = kirjaus: { $path } ({ $plies } puolisiirtoa, viimeisin { $last })
arbiter-console-eboard = { -score-sheet }: näkevän pelaajan DGT-e-lauta { -log-file(form: "gen") } mukaan ({ $plies } puolisiirtoa)
arbiter-console-blind-prompt = Sokean pelaajan { -score-sheet } pistekirjoituksella (.brf-tiedosto tai Unicode-pistekirjoitus; Enter, jos sitä ei ole):
arbiter-console-type-sheet = Kirjoita näkevän pelaajan { -score-sheet }, yksi puolisiirto riviä kohden: SAN painoksen ”{ $edition }” kirjaimin (0-0, e8=D tai e8D), UCI tai ilmoitusten sanat. ”{ $undo }” peruu viimeisen merkinnän; tyhjä rivi lopettaa.
# Sana, joka peruu viimeksi kirjoitetun puolisiirron (myös ”undo” ymmärretään aina).
arbiter-console-undo = peru
arbiter-console-nothing-to-undo = Ei mitään peruttavaa.
arbiter-console-illegal-question = Onko se kirjoitettu näin { -score-sheet(form: "ill") } (sääntöjenvastainen siirto, 7.5)?
arbiter-console-illegal-stops = { -score-sheet(form: "Part") } ei lueta sääntöjenvastaista siirtoa pidemmälle.
arbiter-console-again = Kirjoita se uudelleen.
arbiter-console-not-taken = Ei hyväksytty: { $problem }.
arbiter-console-sheets-agree = { -score-sheet(form: "Pl") } täsmäävät. Kuvaile lauta, jonka aseman tiedät (FEN-nappulasijoittelu, esim. { $example }); tyhjä rivi ohittaa.
arbiter-console-peg-board = { -peg-board }:
arbiter-console-sighted-board = näkevän lauta:
arbiter-console-not-fen = ”{ $text }” ei ole FEN-nappulasijoittelu ({ $problem }); yritä uudelleen.
# Kyllä-ei-kysymyksen vastaukset sellaisina kuin ne näytetään kysymyksen perässä, ja sanat, jotka käyvät
# kyllä- ja ei-vastauksiksi (pilkuin erotettuina; y, yes, n ja no ymmärretään aina).
arbiter-console-yes-no = [k/e]
arbiter-console-yes = k, kyllä
arbiter-console-no = e, ei
arbiter-console-not-an-answer = ”{ $text }” ei ole vastaus tähän: kirjoita k tai e.
arbiter-console-nothing-to-apply = Kirjaus pysyy; siihen ei ole mitään toteutettavaa.
arbiter-console-open = Mitään ei toteutettu: { $why }.
arbiter-console-apply-journal = Toteutetaanko päätös peliin: paluu kohtaan { $at }, { -clock(form: "pl") } asetetaan kuten näytetty (kirjataan { -log-file(form: "ill") }; `pegchess resume` jatkaa siitä)?
arbiter-console-applied = Toteutettu: { -log-file } { $path } palaa nyt kohtaan { $at }.
arbiter-console-nothing-applied = Mitään ei toteutettu.
arbiter-console-apply-pgn = Toteutetaanko päätös: kirjaus päätöksen mukaan, kohtaan { $at } asti, kirjoitetaan tiedostoon { $path }?
arbiter-console-written = Kirjoitettu { $path }: kirjaus päätöksen mukaan, lopussa merkintä {"{"}arbiter: ...{"}"}. Itse kirjaus on ennallaan; jatka peliä siitä asemasta.
arbiter-console-nothing-written = Mitään ei kirjoitettu.
# Mitä sokean pelaajan pöytäkirjasta luettiin (avaimen window-report-key-blind-sheet ja konsolin blind-sheet: jälkeen).
arbiter-blind-heading = { $path } ({ $encoding ->
        [brf] BRF
       *[unicode] Unicode-pistekirjoitus
    }, { $code ->
        [compact] tiivis shakkikoodi
        [literary] tavallinen pistekirjoitus, taulukko ”{ $table }”
       *[none] siirtoriviä ei löytynyt
    }): { $read } puolisiirtoa luettu{ $unread ->
        [0] {""}
       *[other] , { $unread } niiden jälkeen kirjoitettua lukematta
    }

## Sokean pelaajan pöytäkirjan rivi, jota ei voi lukea siirroiksi (konsolin blind-line: ja avaimen
## window-report-key-blind-line jälkeen): missä se on, sen merkit, mitä liblouis siitä luki (ei mitään: -unread) ja miksi.
arbiter-blind-line = rivi { $line }: { $cells } (luettu: { $read }): { $problem }
arbiter-blind-line-unread = rivi { $line }: { $cells }: { $problem }
arbiter-blind-noise = ei siirtoa, siirron numeroa, sivunumeroa eikä tulosta
arbiter-blind-wrong-number = numero on { $written }, mutta kyseessä on siirto { $expected }; rivin siirrot luetaan
arbiter-blind-missing = { $side ->
        [white] valkean
       *[black] mustan
    } siirto { $expected } puuttuu (rivi alkaa { $written-side ->
        [white] valkean
       *[black] mustan
    } siirrolla { $written }); { -score-sheet } luetaan tähän asti
arbiter-blind-two-ways = ”{ $written }” voidaan lukea kahdella tavalla, { $taken } tai { $other }: { $taken } valitaan, koska { -score-sheet } jatkuu sillä; { $other } säilytetään vertailua varten
arbiter-blind-illegible = ”{ $written }” ei ole luettavissa: { $problem }; { -score-sheet } luetaan tähän asti
arbiter-blind-illegal = ”{ $written }”: { $problem } (7.5)
arbiter-blind-not-braille = ei pistekirjoitusta: { $why }
arbiter-blind-not-a-cell = sarakkeessa { $column } on { $found }, joka ei ole pistekirjoitusmerkki
arbiter-blind-not-utf8 = rivi ei ole UTF-8-tekstiä
arbiter-blind-too-long = rivillä on { $cells } merkkiä, enemmän kuin luettavat { $most }
arbiter-blind-too-many-lines = tiedostossa on yli { $most } riviä; tästä eteenpäin mitään ei lueta

## Miksi kirjoitettu komentorivi ei tarkoita mitään (konsolin komentosanat pysyvät kirjoitettuina)
window-key-not-square = ”{ $text }” ei ole ruutu (a1–h8)
window-key-no-promotion = ”{ $text }” ei ole korotusnappula: { $pieces }
window-key-no-piece = ”{ $text }” ei ole nappula: { $letters } valkealle, pienellä mustalle
window-key-no-rank = anna rivi 1–8
window-key-no-file = anna linja a–h
window-key-not-side = ”{ $text }” ei ole puoli: valkea tai musta
window-key-increment = lisäaika SEKUNNIT, enintään 3600, esim. lisäaika 5
window-key-set = esimerkiksi: aseta valkea 1:30:00
window-key-not-time = ”{ $text }” ei ole enintään 24 tunnin aika: T:MM:SS, esim. 1:30:00
window-key-moves = esimerkiksi: siirrot valkea 20 (enintään 500)
window-key-sighted = sighted lift e2, sighted put e4 [D], sighted clear tai sighted start
window-table = { $pegs ->
        [connected] { -peg-board } yhdistetty
        [looking] { -peg-board } ei vastaa, etsintä jatkuu
       *[absent] tässä pöydässä ei ole { -peg-board(form: "part") }
    }; { $eboard ->
        [connected] e-lauta yhdistetty
        [looking] e-lauta ei vastaa, etsintä jatkuu
       *[absent] ei e-lautaa
    }

## The arbiter's report from its one decision (issue 53): silence is not difference, and what each count counts.
window-report-sheets-as-far = täsmäävät niin pitkälle kuin kumpikin ulottuu
window-report-none-before = ei mitään ({ $sheet ->
    [record] kirjaus
   *[scoresheet] { -score-sheet }
} päättyi jo ennen tätä kohtaa)
window-report-blind-none-before = ei mitään (sokean pelaajan pöytäkirja päättyy tai sitä ei luettu ennen tätä kohtaa)
window-report-key-record-written-through = Kirjaus ulottuu vain puolisiirtoon { $value } asti.
window-report-key-scoresheet-written-through = { -score-sheet(form: "Nom") } ulottuu vain puolisiirtoon { $value } asti.
window-report-key-blind-read-through = Sokean pelaajan pöytäkirja luettiin puolisiirtoon { $value } asti.
window-report-key-scoresheet-skipped = Ei siirtoja, ohitettu: { $value }
window-report-skipped = rivi { $line }: '{ $text }'
window-report-letters-pgn-edition = PGN-muodossa, laitoksen '{ $edition }' nappulakirjaimin (englanninkielisenä SAN-merkintänä sitä ei voi lukea)
window-report-decision-boards-agree-split = D.2.9 ei vaadi korjausta: molemmat laudat näyttävät jo: { $at }, vaikka { -score-sheet(form: "pl") } eroavat { $ply } puolisiirron jälkeen
arbiter-console-sheets-agree-as-far = { -score-sheet(form: "Pl") } täsmäävät niin pitkälle kuin kukin ulottuu. Kuvaile lauta, jonka aseman tiedät (FEN-nappulasijoittelu, esim. { $example }); tyhjä rivi ohittaa.
window-report-players-witness = { $ply } (pelaajien pöytäkirjat, ja kirjaus siltä osin kuin sokean pelaajan pöytäkirja on vaiti); ne { $agree ->
    [yes] täsmäävät
    [ends] täsmäävät niin pitkälle kuin kukin ulottuu
   *[no] eroavat
}
window-report-decision-agree-as-far = D.2.9: { -score-sheet(form: "pl") } täsmäävät niin pitkälle kuin kukin ulottuu; pelaaja, jonka lauta poikkeaa, asettaa yllä olevan aseman
window-report-key-scoresheet-not-ruled = Ei katsota laittomaksi: { $value }
window-report-not-ruled = { $move }: laitoksen '{ $read }' kirjaimin ei mikään sallittu siirto, mutta laitoksen '{ $fits }' kirjaimin on; pöytäkirja luetaan tähän asti
window-report-key-scoresheet-crossed-out = Yliviivattu: { $value }
window-report-crossed-out = { $move }: yliviivattu, ei lueta
window-report-key-scoresheet-read-as-game = Luettu pelin siirroksi: { $value }
window-report-read-as-game = { $move }: sopii useampaan kuin yhteen siirtoon; luettu pelin siirroksi { $san }
window-report-key-scoresheet-unreadable = Ei luettu: { $value }
window-report-unreadable = { $move }: { $kind ->
    [ambiguous] sopii useampaan kuin yhteen siirtoon
    [promotion] korotus ilman upseeria
   *[other] ei siirto näin kirjoitettuna (kuvaileva merkintä tai lukukelvoton)
  }; pöytäkirja luetaan tähän asti, sen jälkeisiä { $unread } merkintää ei
arbiter-blind-fits-several = ”{ $written }” sopii { $count } sallittuun siirtoon, eikä mikään niistä ole muiden pöytäkirjojen siirto tässä kohdassa: pöytäkirjat eroavat tässä siirrossa

## Jatketun tai ladatun pelin asema asetettu; pöytä ilman tappilautaa
window-set-up-after = Asema siirron { $move } jälkeen on asetettu.
window-set-up-given = Annettu asema on asetettu: siirto { $number }, { $side ->
    [white] valkean
   *[black] mustan
} siirto.
window-eboard = Näkevän pelaajan e-lauta

error-sheet-other-letters = siirto { $number } ({ $side ->
    [white] valkea
   *[black] musta
}), ”{ $written }”: ei laillinen siirto kirjaimin ”{ $read_in }”, mutta laillinen kirjaimin ”{ $fits }”; anna kirjaimet valinnalla --notation
window-report-key-scoresheet-slip = Kirjausvirhe { -score-sheet(form: "ine") }: { $value }
window-report-slip = { $kind ->
    [skipped] { $game } kirjaamatta (siirtopari jäi pois); luettu pelin siirroiksi
    [twice] '{ $written }' kirjattu uudelleen siirtojen { $game } jälkeen (siirtopari kahdesti); ohitettu
   *[not-read] '{ $written }' ei ole siirto sellaisenaan; luettu pelin siirroksi { $game }, sen jälkeiset merkinnät sopivat
}; ei eroavuus eikä sääntöjenvastainen siirto
window-report-decision-unrecorded = D.2.9: { -score-sheet(form: "pl") } täsmäävät { $ply } puolisiirtoon asti; molemmille laudoille palautetaan { $at }; siinä kohdassa ei ole kirjattua kelloaikaa: tuomari asettaa { -clock(form: "pl") } uudelleen
