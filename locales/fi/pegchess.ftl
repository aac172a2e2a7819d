# pegchess: suomenkieliset lausekehykset (Shakin sääntöjen sanoin: shakki, matti, linnoitus,
# ohestalyönti, shakkikello, tuomari). Järjestelmän sanat (Anna, eins, Springer) tulevat
# argumentteina. Kaikissa kielissä on täsmälleen samat viestit ja argumentit.

## Rakennuspalat

nothing = {""}
square = { $file } { $rank }
square-plain = { $file }{ $rank }
coloured-piece = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] valkea
               *[black] musta
            } { $piece }
        }
    }
coloured-pieces = { $role ->
       *[any] { $words ->
           *[any] { $colour ->
                [white] valkeat
               *[black] mustat
            } { $piece }
        }
    }
join-comma = { $first }, { $rest }
join-and = { $first } ja { $rest }
join-steps = { $first }; { $rest }
join-or = { $first } vai { $rest }

## Siirrot (lyhyt: kuten SAN; pitkä: mistä ja minne)

move-quiet = { $piece } { $to }
move-quiet-from = { $piece } { $from } { $to }
move-pawn = { $to }
move-pawn-from = { $from } { $to }
move-capture = { $piece } lyö { $to }
move-capture-from = { $piece } { $from } lyö { $to }
move-pawn-capture = { $from } lyö { $to }
move-en-passant = { $from } lyö { $to } ohestalyönnillä
move-castling = { $castling }
move-castling-squares = { $castling }, { $king } { $king-to }, { $rook } { $rook-to }
move-promotion = { $move }, korotus: { $piece }
move-check = { $move }, shakki
move-mate = { $move }, matti
announced-other-move = Ilmoitettu { $announced }, tehty { $executed }.
promotion-question = Korotus ruudussa { $square }: mikä nappula?
confirm-move = { $move }?
confirm-resign = { $side ->
        [white] Valkea
       *[black] Musta
    } luovuttaa? Vahvista sanomalla kyllä.
touched = Kosketettu: { $piece } ruudussa { $square }.

## Ajat (aina sanoin)

duration-join = { $first } { $rest }
duration-hours = { $hours ->
        [one] { $hours } tunti
       *[other] { $hours } tuntia
    }
duration-minutes = { $minutes ->
        [one] { $minutes } minuutti
       *[other] { $minutes } minuuttia
    }
duration-seconds = { $seconds ->
        [one] { $seconds } sekunti
       *[other] { $seconds } sekuntia
    }
time-side = { $side ->
        [white] Valkea
       *[black] Musta
    }: { $time }
time-both = Valkea { $white }, musta { $black }
time-short = { $minutes ->
        [one] { $minutes } minuutti
       *[other] { $minutes } minuuttia
    } { $seconds }
time-short-seconds = { $seconds }
flag-fall = { $side ->
        [white] Valkean
       *[black] Mustan
    } { -flag } on pudonnut.
clock-stopped = { -clock(form: "Nom") } pysäytetty.
no-clock = Tässä pelissä ei ole { -clock(form: "part") }.
clock-running = { $side ->
        [white] Valkean
       *[black] Mustan
    } { -clock } käy.
moves-counted = { $side ->
        [white] Valkea
       *[black] Musta
    }: { $moves } siirtoa laskettu.
increment-added = { $seconds ->
        [one] Tästä lähtien lisäksi 1 sekunti siirrolta kummallekin.
       *[other] Tästä lähtien lisäksi { $seconds } sekuntia siirrolta kummallekin.
    }
call-arbiter = Pysäytä { -clock } ja kutsu { -arbiter }.
sighted-board-connected = Näkevän pelaajan lauta on yhdistetty.
sighted-board-disconnected = Näkevän pelaajan lauta ei vastaa; peli jatkuu.
broadcast-lost = Lähetysyhteys katkesi; peli jatkuu ilmoituksin.
promotion-differs = Ruudussa { $square } näkevän pelaajan laudalla on { $sighted }, kirjauksessa { $record }.
agreement = { $first ->
        [board] Pelaajan { -peg-board }
        [record] Kirjaus
        [announced] Ilmoitettu siirto
       *[sighted] Näkevän pelaajan lauta
    } ja { $second ->
        [board] pelaajan { -peg-board }
        [record] kirjaus
        [announced] ilmoitettu siirto
       *[sighted] näkevän pelaajan lauta
    } täsmäävät taas.
divergence = { $first ->
        [board] Pelaajan { -peg-board }
        [record] Kirjaus
        [announced] Ilmoitettu siirto
       *[sighted] Näkevän pelaajan lauta
    } ja { $second ->
        [board] pelaajan { -peg-board }
        [record] kirjaus
        [announced] ilmoitettu siirto
       *[sighted] näkevän pelaajan lauta
    } eroavat toisistaan siirrosta { $number } alkaen, { $side ->
        [white] valkea
       *[black] musta
    }.

## Peli ja asema (ei koskaan arviota eikä ehdotusta)

move-number = Siirto { $number }, { $side ->
        [white] valkean
       *[black] mustan
    } vuoro.
history-move = Siirto { $number }, { $side ->
        [white] valkea
       *[black] musta
    }: { $move }
no-moves = Ei vielä siirtoja.
pieces-at = { $piece }: { $squares }
pieces-none = { $piece }: ei laudalla
square-piece = { $square }: { $piece }
square-empty = { $square }: tyhjä
line-rank-empty = Rivi { $rank }: tyhjä
line-file = Linja { $file }, { $contents }
line-file-empty = Linja { $file }: tyhjä
line-item = { $square } { $piece }
position-rank = Rivi { $rank }, { $contents }
position-side = { $side ->
        [white] valkea
       *[black] musta
    }: { $pieces }
game-won = { $side ->
        [white] Valkea
       *[black] Musta
    } voitti.
game-drawn = Tasapeli.
stalemate = Patti.
ended-repetition = Sama asema viidennen kerran.
ended-75-moves = 75 siirtoa ilman lyöntiä tai sotilaan siirtoa.
ended-dead-position = Kumpikaan ei voi tehdä mattia.

## Lauta

board-connected = Lauta { $name } yhdistetty.
board-disconnected = Lauta ei vastaa; peli säilyy.
board-looking = Yksikään { -peg-board } ei vielä vastaa; kytke se, tarkistus etsii edelleen.
board-reconnected = Lauta on taas yhteydessä.
hole-chatter = Ruudun { $square } syvennys vaihtelee jatkuvasti: tarkista uloke tai anturi.
peg-out = Pois: { $square }
peg-in = Sisään: { $square }
mismatch = Laudat eroavat: { $steps }{ $more ->
        [0] .
       *[other] , ja { $more } muuta.
    }
mismatch-empty = { $square } tyhjäksi
mismatch-place = { $piece } ruutuun { $square }
board-wrong = Lauta eroaa pelistä { $count } ruudussa.
step-done = { $remaining ->
        [0] Valmis.
        [one] Valmis, yksi { -step } jäljellä.
       *[other] Valmis, { $remaining } { -step(form: "part") } jäljellä.
    }
new-difference = Uusi ero: { $step }.
move-changed = Nyt { $move }
move-undone = Siirto on taas pois laudalta.
already-over = Peli on päättynyt. { $result }
board-matches = Lauta täsmää taas.
taken-back = Peruttu: { $plies ->
        [one] { $plies } puolisiirto
       *[other] { $plies } puolisiirtoa
    }.
which-move = Mikä siirto se oli: { $moves }?
move-incomplete = Siirto ei ole valmis: { $steps }{ $more ->
        [0] .
       *[other] , ja { $more } muuta.
    }
press-without-move = { -clock(form: "Part") } painettiin ilman siirtoa.
setup-place = aseta { $piece } ruutuun { $square }
setup-step = { $step } ({ $remaining ->
        [one] viimeinen { -step }
       *[other] { $remaining } { -step(form: "part") } jäljellä
    })
setup-complete = Alkuasema on valmis.
setup-complete-at = Asema on valmis: siirto { $number }, { $side ->
        [white] valkean
       *[black] mustan
    } vuoro.

## Virheet

key-refused = { $text }.
input-rejected = { $input }: { $problem ->
        [unknown-piece] ei nappulan kirjain tässä merkintätavassa.
        [no-such-move] tällaista siirtoa ei ole tässä asemassa.
        [ambiguous] useampi siirto sopii; lisää lähtölinja tai -rivi.
        [promotion-piece] lisää nappula, joksi sotilas korotetaan.
       *[not-understood] en ymmärtänyt.
    }
nothing-to-repeat = Ei vielä toistettavaa.
speech-unavailable = Puhemoottoria ei ole ({ $reason }); kaikki vain tulostetaan.
speech-fallback = Puhemoottoria ei ole; espeak-ng puhuu sen sijaan.

## keys and help

help-1 = Numeronäppäimet: 1 toista, 2 molemmat ajat, 3 siirron numero, 4 viimeinen siirto, 5 viisi viimeistä siirtoa, 0 paina { -clock(form: "part") }. H: lisää.
help-2 = Siirron ilmoitus: kirjoita se ja paina Enter. Suurempi kuin -merkki siirron edessä antaa näkevän pelaajan laudan siirron. H: lisää.
help-3 = Kahdesti Q lopettaa; resume jatkaa peliä. Escape tyhjentää rivin. H-kirjaimella alkavaan riviin ensin välilyönti. H: lisää.
help-4 = Koko pelaajan opas osio kerrallaan: kirjoita pelin ulkopuolella pegchess guide. H: alusta.
help-leave = Poistu painamalla q uudelleen; pegchess resume jatkaa peliä. Muu näppäin: jatketaan.
ready = pegchess on valmis. { $keys ->
        [single] Ohje: paina h.
       *[lines] Ohje: kirjoita h ja paina Enter.
    }
## set-up

time-warning = Varoitus: aikaa { $time }.
setup-intro = Asetukset. Vivut siirtävät valinnasta toiseen, puhepainike valitsee. Pidä puhepainiketta pohjassa kuullaksesi kysymyksen uudelleen.
setup-ask = { $question }: { $choice }.
setup-choice = { $choice }.
setup-item = { $question }: { $choice }
setup-readback = Valintasi: { $choices }.
setup-readback-more = { $choices }.
setup-example = { $choice }, esimerkiksi: { $example }
setup-question = { $step ->
        [language] Kieli
        [scheme] Ilmoitustapa
        [form] Siirron muoto
        [time-control] { -time-control(form: "Nom") }
        [minutes] Minuutit { -clock(form: "ine") }
        [increment] Lisäsekunnit siirrolta
        [lever] Oma kellovipusi
        [rate] Puhenopeus
        [voice] Ääni laudan sanoille
        [schedule] Aikailmoitukset
        [warnings] Omat aikavaroituksesi
        [theme] Ikkunan värit
        [game] Peli
        [hundreds] Alkuaseman numero, sadat
        [tens] Alkuaseman numero, kymmenet
        [units] Alkuaseman numero, ykköset
        [start] { -chess960 }-alkuasema
       *[finish] Lopetus
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
       *[danish] tanskalainen
    }
setup-form = { $form ->
        [short] lyhyt
       *[long] pitkä
    }
setup-tc-none = ei { -clock(form: "part") }
setup-tc-custom = oma, vivuilla asetettu
setup-tc-period = { $time }
setup-tc-period-moves = { $time } { $moves } siirrolle
setup-tc-then = { $first }, sitten { $rest }
setup-tc-increment = { $seconds ->
        [one] { $rest }, lisäksi 1 sekunti siirrolta
       *[other] { $rest }, lisäksi { $seconds } sekuntia siirrolta
    }
setup-tc-delay = { $rest }, { $seconds } sekunnin viive siirrolta
setup-no-increment = ei lisäaikaa
setup-lever = { $lever ->
        [left] vasen vipu
        [right] oikea vipu
       *[any] kumpi tahansa vipu
    }
setup-rate = { $pace ->
        [slower] hitaampi, { $amount }
        [faster] nopeampi, { $amount }
       *[normal] normaali
    }
setup-voice = { $voice ->
        [de] laudan sanat saksalaisella äänellä
        [da] laudan sanat tanskalaisella äänellä
       *[same] kaikki samalla äänellä
    }
setup-every = { $seconds ->
        [60] minuutin välein
       *[other] { $time } välein
    }
setup-under = { $seconds ->
        [60] alle minuutin
       *[other] alle { $time }
    }
setup-band = { $every }
setup-band-below = { $every } { $under }
setup-warnings = varoita kun aikaa on { $marks }
setup-warnings-none = ei varoituksia
setup-theme = { $theme ->
        [dark] ikkuna vaalea tummalla
        [light] ikkuna tumma vaalealla
       *[yellow-on-black] ikkuna keltainen mustalla
    }
setup-finish = { $choice ->
        [save] tallenna ja lopeta
        [again] aloita alusta
        [sheets] tee viimeisen pelin { -score-sheet(form: "pl") }
       *[leave] poistu tallentamatta
    }
# The game that follows the set-up (issue 24): standard chess or a Chess960 start set digit by digit.
setup-game-standard = tavallinen shakki
setup-game-chess960 = { -chess960 }, alkuasema { $number }
setup-chess960 = { -chess960 }, alkuaseman numero vivuilla asetettuna
setup-start-number = { $number }
setup-check-start = Tämä on { -chess960 }, alkuasema { $number }. Puhepainike hyväksyy sen, vipu muuttaa numeroa.
setup-saved = Asetukset tallennettu.
setup-left = Asetuksista poistuttu; mitään ei tallennettu.
setup-broken = Asetustiedostoa ei voitu lukea; sen kopio on tallessa sen vieressä.
setup-write-failed = Asetuksia ei voitu tallentaa.
setup-begin = Aloita painamalla Enteriä.

## pegchess doctor: one line per check

doctor-speech-ok = Puhe: kunnossa.
doctor-speech-fallback = Puhe: espeak-ng puhuu, puhemoottori puuttuu. Korjaus: asenna speech-dispatcher.
doctor-speech-missing = Puhe: mikään ei voi puhua. Korjaus: asenna speech-dispatcher ja espeak-ng.
doctor-speech-not-wanted = Puhe: { $who ->
        [screen-reader] ruudunlukijasi puhuu.
       *[off] pois päältä asetuksissa.
    }
doctor-voice-ok = { $language ->
        [en] englannin
        [de] saksan
        [hu] unkarin
        [da] tanskan
       *[fi] suomen
    } ääni: kunnossa.
doctor-voice-missing = { $language ->
        [en] englannin
        [de] saksan
        [hu] unkarin
        [da] tanskan
       *[fi] suomen
    } ääntä ei ole. Korjaus: asenna espeak-ng.
doctor-voice-unknown = Ääntä { $voice } ei ole asennettu. Korjaus: vaihda ääni asetuksissa.
doctor-german-words-voice = FIDEn sanat: saksan ääni sanoo ne.
doctor-german-words-respelled = FIDEn sanat: saksan ääntä ei ole, joten suomen ääni sanoo ne uudelleen kirjoitettuina, saksalta kuulostaen. Parempi: asenna espeak-ng, siinä on saksan ääni.
doctor-microphone-ok = Mikrofoni: kunnossa, { $name }.
doctor-microphone-missing = Mikrofonia ei ole. Korjaus: kytke mikrofoni tai nimeä se asetuksissa.
doctor-model-not-set = Puhesyöte: pois, vosk-mallia ei ole asetettu.
doctor-model-ok = Vosk-malli: kunnossa.
doctor-model-broken = Vosk-mallia ei voi ladata. Korjaus: tarkista vosk-model asetuksissa.
doctor-grammar-ok = Malli tuntee jokaisen sanan: kunnossa.
doctor-grammar-unknown = Malli ei tunne { $count } sanaa, esimerkiksi { $words }. Korjaus: käytä oman kielesi mallia.
doctor-board-ok = Lauta: kunnossa, portissa { $port }, versio { $version }.
doctor-board-missing = Lautaa ei löytynyt. Korjaus: kytke lauta ja tee tarkistus uudelleen.
doctor-settings-ok = Asetukset: kunnossa, { $path }.
doctor-settings-default = Asetukset: tiedostoa ei vielä ole, oletukset ovat käytössä. Muuta: pegchess setup.
doctor-settings-broken = Asetustiedosto { $path } on virheellinen. Korjaus: aja pegchess setup.
doctor-games-ok = Pelikansio: kunnossa, { $free } megatavua vapaana.
doctor-games-not-writable = Pelejä ei voi tallentaa kansioon { $dir }. Korjaus: aseta data-dir asetuksissa.
doctor-games-low-space = Vain { $free } megatavua vapaana peleille. Korjaus: vapauta levytilaa.

# The sighted board measured against the record (issue 22)
sighted-differs = Näkevän pelaajan lauta: { $fix }{ $more ->
        [0] .
       *[other] , ja { $more } muuta.
    }
sighted-board-wrong = Näkevän pelaajan lauta eroaa pelistä { $count } ruudussa.
sighted-behind = Näkevän pelaajan laudalta puuttuu kirjauksen { $count ->
        [one] viimeinen siirto
       *[other] viimeiset { $count } siirtoa
    }, siirrosta { $number } alkaen, { $side ->
        [white] valkea
       *[black] musta
    }. Tehkää { $count ->
        [one] se
       *[other] ne
    } laudalle.
moves-while-away = Näkevän pelaajan laudalla tehtiin { $count ->
        [one] yksi siirto
       *[other] { $count } siirtoa
    }, kun se ei ollut yhteydessä. Niiden järjestys selvitetään { -arbiter(form: "gen") } avulla näkevän pelaajan { -score-sheet(form: "ela") }.
moves-read-while-away = Näkevän pelaajan laudalla tehtiin { $count } siirtoa, kun se ei ollut yhteydessä, ja ne luettiin laudalta. Ne tarkistetaan { -arbiter(form: "gen") } avulla näkevän pelaajan { -score-sheet(form: "ela") }.
fix-move = { $piece } ruudussa { $from }, kuuluu ruutuun { $to }
fix-replace = { $found } ruudussa { $square }, pitäisi olla { $expected }
fix-remove = ylimääräinen { $piece } ruudussa { $square }
fix-place = { $piece } puuttuu ruudusta { $square }

## Rating (issue 24): the FIDE rating change of a game or a rating period
rating-whole = { $whole }
rating-decimal = { $whole },{ $fraction }
rating-points = { $sign ->
        [plus] plus { $amount }
        [minus] miinus { $amount }
       *[zero] { $amount }
    } { $count ->
        [one] piste
       *[other] pistettä
    }
rating-factor = K { $k }: { $rule ->
        [given] annettu
        [new] uusi pelaaja, alle 30 peliä
        [junior] juniori, alle 2300
        [under-2400] vahvuusluku alle 2400
       *[reached-2400] 2400 saavutettu
    }.
rating-factor-limited = K { $k } eikä { $before }: jaksolla { $games } peliä, 700 pisteen sääntö.
rating-game = Vastustaja { $opponent }: { $score ->
        [win] voitto
        [draw] tasapeli
       *[loss] tappio
    }, odotus { $expected }, { $change }.
rating-total = Yhteensä kertoimella { $k }: { $change }, pyöristettynä { $rounded }. Uusi vahvuusluku { $new }.
rating-not-over = Peli ei ole päättynyt: vahvuusluku ei vielä muutu.
rating-unknown = Pelaajien vahvuuslukuja ei tiedetä.
rating-initial = Ensimmäinen vahvuusluku: keskiarvo { $average } kahden oletetun 1800:n vastustajan kanssa, tulos { $p }, dp { $dp }: { $rating }.
rating-initial-capped = Laskettu { $computed }: ensimmäinen vahvuusluku on enintään 2200.
rating-initial-disregarded = Ensimmäisestä turnauksesta nolla pistettä: sen { $games ->
        [one] 1 peliä
       *[other] { $games } peliä
    } ei lasketa.
rating-initial-too-few = { $games ->
        [one] 1 peli
       *[other] { $games } peliä
    } vahvuusluvullisia vastaan: julkaistaan 5 pelin jälkeen.
rating-initial-below-floor = Alle 1400: ei julkaista.
rating-rules = FIDEn vahvuuslukusääntöjen mukaan, jotka ovat voimassa { $from ->
        [march-2024] 1. maaliskuuta 2024
       *[october-2025] 1. lokakuuta 2025
    } alkaen.
rating-error-out-of-range = Vahvuusluku { $rating } on listan alueen 1400–3000 ulkopuolella (1400 on FIDEn 1. maaliskuuta 2024 sääntöjen alaraja).
rating-error-not-a-rating = ”{ $text }” ei ole vahvuusluku: kirjoita kokonaisluku väliltä 1400–3000, esimerkiksi 1850.
rating-error-not-a-score = ”{ $text }” ei ole tulos: peli antaa 1, ½ (myös 1/2 tai 0,5) tai 0 pistettä.
rating-error-unknown-k = K { $text } ei ole sääntöjen K-kerroin: käytä 40, 20 tai 10.
rating-error-no-games = Ei pelejä: anna ainakin yksi vastustaja ja tulos.
rating-error-period-too-short = Jaksossa on { $period } peliä, vähemmän kuin annetut { $listed }.
rating-error-not-an-opponent = ”{ $text }” ei ole vastustaja: kirjoita vahvuusluku:tulos, esimerkiksi 2100:1, 1950:½ tai 1800:0.
rating-error-zero-first-event = Ensimmäinen turnaus tuotti nolla pistettä, joten { $games ->
        [one] sen peliä
       *[other] sen { $games } peliä
    } ei oteta huomioon (FIDE 8.2.1): ensimmäistä vahvuuslukua ei tule ennen kuin pelaaja saa pisteitä myöhemmässä turnauksessa.
rating-error-birth-year = Syntymävuosi { $born } ei sovi jaksoon vuonna { $year }.
rating-error-tag-missing = Pelissä ei ole tunnistetta { $tag }: vahvuuslukua ei tiedetä.
rating-error-tag-bad = { $tag } ”{ $value }”: { $reason }
rating-error-not-finished = Pelin tulos on ”{ $result }”: peli ei ole päättynyt, joten se ei vielä muuta vahvuuslukua.
rating-error-file = PGN-tiedostoa ei voi lukea: { $reason }
rating-error-no-such-game = Tiedostossa { $path } ei ole peliä { $game }; siinä on { $count }.
rating-error-game = Tiedoston { $path } peliä ei voi lukea: { $reason }
rating-error-no-rating = Pelaajan vahvuuslukua ei tiedetä: anna --rating, tai --pgn ja --side.
rating-error-initial-before-2024 = Ensimmäistä vahvuuslukua ennen 1. maaliskuuta 2024 voimassa olleiden sääntöjen mukaan ei ole toteutettu: anna --date 2024-03-01 tai myöhemmin.
rating-error-first-event = --first-event { $first } ei sovi { $count ->
        [one] yhteen vastustajaan
       *[other] { $count } vastustajaan
    }: anna luku väliltä 1–{ $count }.
rating-error-first-event-rated = --first-event koskee listalle uutta pelaajaa: anna se yhdessä --unrated-valitsimen kanssa.
rating-error-tags = { $path }, peli { $game }: { $reason }
## Score sheets the players can read (pegchess sheet, D.2.7)

sheet-white = Valkea
sheet-black = Musta
sheet-event = Turnaus
sheet-site = Paikka
sheet-round = Kierros
sheet-date = Päivämäärä
sheet-result = Tulos
sheet-time-control = { -time-control(form: "Nom") }
sheet-signatures = Molempien pelaajien allekirjoitukset ({ -article } 8.7)
sheet-page = Sivu
doctor-braille-ok = Pistekirjoitus: kunnossa, taulukko { $table }.
doctor-braille-missing = Pistekirjoitustaulukko { $table } puuttuu. Korjaus: asenna liblouis-bin ja liblouis-data.
sheet-written = { -score-sheet(form: "Pl") } kirjoitettu: pistekirjoitus, { -large-print } ja ääni.
sheet-failed = { -score-sheet(form: "Part") } ei voitu kirjoittaa: { $reason }

# The open question (issue 26): a confirmation withdrawn when the game moved on, a yes or no with no question
question-withdrawn = Peli eteni; kysymys peruttu.
nothing-to-answer = Ei vastattavaa: avointa kysymystä ei ole.

## The journal on a full or failing disk (issue 27): said once, the game goes on

record-not-written = Pelin kirjausta ei voi tallentaa; levy voi olla täynnä. Jatka peliä ja kerro { -arbiter(form: "all") }: näyttö kertoo, missä se on.

## Chess960 (issue 24): the start's back rank on request, square by square
back-rank = Alkuasema: { $contents }
# Alkuasema näkevän pelaajan e-laudalta (play --chess960 board): odotus, löytyi, tai mikä on väärin
chess960-waiting = Odotan { -chess960 }-alkuasemaa näkevän pelaajan laudalla.
chess960-start = { -chess960 }-alkuasema numero { $number }.
not-start-empty = Ei vielä { -chess960 }-alkuasemaa: näkevän pelaajan lauta on tyhjä.
not-start-back-rank = Ei { -chess960 }-alkuasema: ruutuun { $square } kuuluu valkea upseeri, ei sotilas.
not-start-pieces = Ei { -chess960 }-alkuasema: valkean takariviin kuuluvat kuningas, kuningatar, kaksi tornia, kaksi lähettiä ja kaksi ratsua.
not-start-bishops = Ei { -chess960 }-alkuasema: lähettien on oltava erivärisillä ruuduilla.
not-start-king = Ei { -chess960 }-alkuasema: kuninkaan on oltava tornien välissä.
not-start-mirror = Ei { -chess960 }-alkuasema: takarivit eivät ole toistensa peilikuvia; { $piece } puuttuu ruudusta { $square }.
not-start-pawn = Ei { -chess960 }-alkuasema: { $piece } puuttuu ruudusta { $square }.
not-start-extra = Ei { -chess960 }-alkuasema: ylimääräinen { $piece } ruudussa { $square }.

table = { $pegs ->
        [connected] { -peg-board(form: "Nom") } yhdistetty
        [looking] { -peg-board(form: "Nom") } ei vastaa, etsin edelleen
       *[absent] Ei { -peg-board(form: "part") }
    }; { $eboard ->
        [connected] näkevän pelaajan e-lauta on yhdistetty.
        [looking] näkevän pelaajan e-lauta ei vastaa, etsin edelleen.
       *[absent] { $pegs ->
            [connected] ei e-lautaa.
           *[other] siirrot ilmoitetaan ja { -clock(form: "part") } painetaan.
        }
    }
announced = Ilmoitettu: { $move }.
announced-impossible = { $move } ei ole mahdollinen tässä. Ei kirjattu; ilmoita uudelleen.
announced-unclear = { $move }: { $problem ->
        [promotion-piece] lisää nappula, joksi sotilas korotetaan.
       *[ambiguous] useampi siirto sopii; lisää lähtöruutu.
    } Ei kirjattu; ilmoita uudelleen.
pressed = Kello painettu. { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro.
unfinished-game = Toinen peli on kesken: peli { $game }, siirrolla { $number }. pegchess resume --unfinished { $game } jatkaa sitä.
unfinished-game-players = Toinen peli on kesken: peli { $game }, { $white } vastaan { $black }, siirrolla { $number }. pegchess resume --unfinished { $game } jatkaa sitä.
this-game = Tämä on peli { $game }.
this-game-players = Tämä on peli { $game }: { $white } vastaan { $black }.
resumed = Peli jatkuu siirrosta { $number }, { $side ->
        [white] valkean
       *[black] mustan
    } vuoro.
announced-unpressed = Ilmoitettu, { -clock(form: "part") } ei vielä painettu: { $move }. Paina { -clock(form: "part") } tai ilmoita uudelleen.

# Reilu peli (pegchess fair-play): lausunto tuomarille, ja suojaukset, joita pelistä puuttuu
fair-binary = pegchess { $version }. Tämän ohjelman SHA-256-tiiviste alkaa { $start }.
fair-kernel = Ydin rajoittaa sitä: seccomp-suodatin { $seccomp ->
        [yes] päällä
       *[no] pois
    }, no-new-privs { $nnp ->
        [yes] päällä
       *[no] pois
    }, Landlock-versio { $abi }, rajoitettuja säikeitä { $confined }/{ $threads }.
fair-probe = { $what ->
        [tcp] Verkkoyhteys
        [udp] UDP-pistoke
        [write] Tiedosto pelikansion ulkopuolelle
       *[shell] Komentotulkki
    }: { $refused ->
        [yes] estetty.
       *[no] ei estetty!
    }
fair-broadcast = Pöytä: näkevän pelaajan lauta lähetysvälittimen kautta, luettuna järjestäjän tietokoneen DGT LiveChessistä.
fair-relay-limit = Välitin välittää yhden laudan, ei koskaan toista, ja pyytää LiveChessiltä vain lautaluettelon ja tämän laudan tapahtumat.
fair-no-engine = pegchess ei sisällä shakkimoottoria. Se ei koskaan arvioi asemaa eikä ehdota siirtoa.
fair-no-legality = Se ei koskaan kerro, onko siirto sääntöjen mukainen, ennen kuin siirto on tehty ({ -article } 11.3.1).
fair-how-to-check = Käynnissä olevan pelin tarkistus: kirjoita pegchess fair-play --check ja pelin prosessinumero.
fair-how-to-hash = Ohjelman tarkistus: vertaa sen sha256sum-arvoa julkaistuun tiivisteeseen.
fair-protection = { $what ->
        [no-new-privs] no-new-privs
        [seccomp] seccomp-suodatin
        [landlock-files] Landlockin tiedostosäännöt
        [landlock-network] Landlockin verkkosäännöt
       *[every-thread] Landlock kaikissa säikeissä
    }
fair-missing = Tästä koneesta puuttuu: { $what }. Peli jatkuu.
fair-check-ok = Prosessi { $pid } on rajoitettu lausunnon mukaisesti.
fair-check-failed = Prosessia { $pid } ei ole rajoitettu lausunnon mukaisesti: { $count } { $count ->
        [one] poikkeama
       *[other] poikkeamaa
    }.
fair-check-not-pegchess = Prosessi { $pid } ei ole pegchess: se suorittaa ohjelmaa { $program }.
fair-form-title = Reilun pelin lausunto { -arbiter(form: "all") }
fair-form-when = Päivämäärä ja aika
fair-form-board = Pöytä
fair-form-arbiter = { -arbiter(form: "Gen") } nimi
fair-form-signature = { -arbiter(form: "Gen") } allekirjoitus
doctor-fair-ok = Reilu peli: kunnossa, ydin voi rajoittaa pelin.
doctor-fair-missing = Reilu peli: ytimestä puuttuu { $what }. Korjaus: uudempi Linux-ydin.

resumed-as-asked = { $setting ->
        [language] Kieli
        [notation] Merkintätapa
        [scheme] Ilmoitussanat
       *[form] Ilmoitusmuoto
    }: tähän asti { $was }, nyt { $now }, pyynnöstä.
resumed-clock-stands = Pelin { -time-control } pysyy; { -clock(form: "pl") } asettaa vain { -arbiter }.
words-scheme = { $scheme ->
        [fide] FIDEn sanat
        [danish] tanskalaiset sanat
       *[plain] pelkät kirjaimet ja numerot
    }
promotion-noted = Korotus: { $piece }.
draw-offer-noted = { $side ->
        [white] Valkean
       *[black] Mustan
    } tasapeliehdotus kirjattu.
not-confirmed = Ei: mitään ei muutettu; peli jatkuu.
recorded-as = Kirjattu: { $move }.

## A worker of the table lost (its thread stopped): what goes on instead (issue 67)

worker-lost = { $worker ->
        [speech] Puhe pysähtyi; se jatkuu yksinkertaisemmalla äänellä tai näytöllä.
        [peg-board] { -peg-board(form: "Gen") } yhteys pysähtyi. Jatka muilla laudoilla ja näppäimillä.
        [e-board] E-laudan yhteys pysähtyi. Jatka muilla laudoilla ja näppäimillä.
        [voice] Puheohjaus pysähtyi. Käytä näppäimiä.
        [keys] Näppäimet pysähtyivät. Laudat ja puhe jatkavat.
        [window] Ikkuna pysähtyi. Konsoli jatkaa.
       *[other] Osa ohjelmasta pysähtyi. Peli jatkuu.
    }
