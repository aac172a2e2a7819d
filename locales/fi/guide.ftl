## Pelaajan opas: pegchess guide lukee sen osio kerrallaan, ja painettuna se on docs/player-guide.fi.md.
## Jokainen rivi on enintään 25 sanan lause. $knight, $pawn, $capture ja $castle ovat esimerkkisiirtoja,
## $square ruutu, pelaajan ilmoitussanoin.

guide-name = pegchessin pelaajan opas
guide-intro = Pelaajan oppaassa on { $count } osiota. N: seuraava. P: edellinen. R: toista. L: luettelo. Numero: se osio. Q: lopeta.
guide-heading = Osio { $number }: { $title }.
guide-list = Osiot:
guide-help-1 = N tai seuraava: seuraava osio. P tai edellinen: edellinen osio. R tai toista: tämä osio uudelleen.
guide-help-2 = L tai luettelo: osiot. Numero 1–{ $count }: se osio. H: nämä näppäimet. Q tai lopeta: oppaasta pois.
guide-last = Tämä oli viimeinen osio. P palaa, L luettelee osiot, Q lopettaa.
guide-first = Tämä on ensimmäinen osio.
guide-no-section = Osiota { $number } ei ole. Oppaassa on { $count } osiota.
guide-unknown = { $input }: ei oppaan näppäin. H kertoo näppäimet.
guide-left = Opas on suljettu.

guide-table-title = Mitä pegchess tekee laudan ääressä
guide-table-1 = pegchess on puhuva apu näkövammaiselle pelaajalle turnauksessa, FIDEn shakkisääntöjen liitteen D mukaan.
guide-table-2 = Se lukee siirrot { -peg-board(form: "abl") }, näkevän pelaajan e-laudalta tai ilmoituksista.
guide-table-3 = Se sanoo jokaisen siirron ilmoitussanoin, esimerkiksi { $knight }, ja pitää { -score-sheet(form: "gen") } tallessa.
guide-table-4 = Se käyttää { -clock(form: "part") }, vastaa kysymyksiin asemasta ja ajoista ja kertoo heti, kun laudat eroavat.
guide-table-5 = Se ei koskaan arvioi asemaa eikä ehdota siirtoa. Turnauksessa se ei kerro ennen siirron päättymistä, onko siirto sääntöjen mukainen.

guide-setup-title = Asetukset
guide-setup-1 = Kirjoita ensin pegchess doctor. Se tarkistaa puheen, mikrofonin, laudan ja tiedostot, kunkin yhdellä lyhyellä rivillä.
guide-setup-2 = Asetukset kysytään puheella, { -peg-board(form: "gen") } kolmella painikkeella: vasemmalla vivulla, oikealla vivulla ja puhepainikkeella.
guide-setup-3 = Oikea vipu siirtyy seuraavaan vaihtoehtoon, vasen takaisin. Puhepainikkeen lyhyt painallus valitsee kuulemasi vaihtoehdon.
guide-setup-4 = Pidä puhepainiketta sekunnin ajan, niin kysymys ja valintasi sanotaan uudelleen.
guide-setup-5 = Asetukset alkavat itsestään, kun pelaat ensimmäistä kertaa. Myöhemmin pegchess setup, tai pidä puhepainiketta pelien välillä.
guide-setup-6 = Ne kysyvät kielen, ilmoitussanat, lyhyen tai pitkän muodon, { -time-control(form: "gen") }, kellovipusi, puheen ja omat varoituksesi.
guide-setup-7 = Näppäimistöllä nuolinäppäimet ovat vivut, Enter on puhepainike ja nuoli ylös toistaa kysymyksen.

guide-moves-title = Siirron tekeminen ja ilmoittaminen
guide-moves-1 = { -peg-board(form: "Ade") } siirrät nappuloita kuten millä tahansa tuntolaudalla: kunkin alla on uloke. pegchess seuraa jokaista nappulaa ulos ja sisään.
guide-moves-2 = Kun nappula on uudessa syvennyksessä, pegchess ilmoittaa siirron, esimerkiksi { $knight }. Vasta sitten paina kellovipuasi.
guide-moves-3 = Lyödessäsi ota lyöty nappula pois ja pane omasi tilalle, kummassa järjestyksessä tahansa: { $capture }.
guide-moves-4 = Linnoituksessa liikkuvat kuningas ja torni: { $castle }. Kun sotilas korottuu, sinulta kysytään, miksi upseeriksi se muuttuu.
guide-moves-5 = Pöydässä, jossa ei ole { -peg-board(form: "part") }, ilmoita siirtosi ääneen tai kirjoita se, esimerkiksi { $pawn }. Paina { -clock(form: "part") } vasta sen jälkeen.
guide-moves-6 = Ilmoituksesi toistetaan. Se pätee, kun näkevä pelaaja tekee siirron e-laudalla; ilman lautaa kellon painalluksella.
guide-moves-7 = Jos pelataan eri siirto kuin ilmoitettiin, kuulet heti molemmat siirrot.

guide-keys-title = Näppäimet ja puhutut sanat pelissä
guide-keys-1 = Päätteellä numeronäppäimet toimivat heti. 1 toistaa, 2 sanoo molemmat ajat, 3 siirtonumeron.
guide-keys-2 = 4 sanoo viimeisen siirron, 5 viisi viimeistä siirtoa, 6 aseman rivi kerrallaan. 0 painaa { -clock(form: "part") }.
guide-keys-3 = 9 kirjoittaa { -score-sheet(form: "pl") }. H antaa puhutun ohjeen osissa. Yksi Q kertoo, miten lopetetaan; kaksi Q:ta lopettaa.
guide-keys-4 = Kesken jätetty peli jatkuu komennolla pegchess resume. Muut näppäimet avaavat kirjoitetun rivin, jonka Enter lähettää.
guide-keys-5 = Puhutut sanat tekevät saman: paina, toista, aika, siirtonumero, viimeinen siirto, tasapeli, luovutan, ja { -arbiter }, joka pysäyttää { -clock(form: "pl") }.

guide-said-title = Mitä sanotaan ja milloin
guide-said-1 = Jokainen valmis siirto sanotaan, sinun ja vastustajasi, esimerkiksi { $pawn }.
guide-said-2 = Ajat sanotaan aikataulun mukaan: oletuksena kymmenen minuutin välein, alle kymmenen minuutin minuutin välein, alle minuutin kymmenen sekunnin välein.
guide-said-3 = Aikapulassa ajat sanotaan lyhyesti. Omat varoituksesi, jotka valitsit asetuksissa, eivät koskaan vaikene.
guide-said-4 = { -flag(form: "Gen") } putoaminen sanotaan tuloksen kanssa.
guide-said-5 = Näppäin 1 tai sana toista sanoo viimeisen ilmoituksen uudelleen. Vastauksia kysymyksiisi ei koskaan katkaista.

guide-questions-title = Kysymykset
guide-questions-1 = Näppäin 2 tai sana aika: molempien pelaajien ajat. Näppäin 3 tai siirtonumero: siirtonumero ja kumman vuoro on.
guide-questions-2 = Näppäin 4: viimeinen siirto. Näppäin 5: viisi viimeistä siirtoa. Kirjoitettu rivi l3 antaa kolme viimeistä.
guide-questions-3 = Missä nappulat ovat: kirjoita missä R valkean ratsuille, missä r mustan ratsuille, tai sano missä valkean ratsut.
guide-questions-4 = Ruutu: kirjoita ruutu e4, tai sano ruutu { $square }. Rivi tai linja: kirjoita rivi 2 tai linja e.
guide-questions-5 = Koko asema: näppäin 6 tai sana asema sanoo joka kerta yhden rivin, omalta puoleltasi.
guide-questions-6 = Pöydässä, jossa ei ole { -peg-board(form: "part") }, näillä kysymyksillä tarkistat oman tuntolautasi.

guide-sheets-title = { -score-sheet(form: "Pl") }
guide-sheets-1 = pegchess tallentaa jokaisen pelin ja tekee siitä kolme { -score-sheet(form: "part") }: pistekirjoituksen, { -large-print(form: "gen") } ja äänen.
guide-sheets-2 = Pelin aikana tai sen jälkeen paina 9 tai kirjoita { -score-sheet }. Kolme { -score-sheet(form: "part") } kirjoitetaan pelin viereen.
guide-sheets-3 = Näppäimistöllä pegchess sheet --braille kirjoittaa tiedoston pistekirjoitustulostimelle; --braille-unicode tulostaa sen pistenäytölle.
guide-sheets-4 = pegchess sheet --large-print kirjoittaa { -large-print(form: "adj-gen") } PDF:n. pegchess sheet --audio kirjoittaa siirrot äänenä, luku siirtoa kohden.
guide-sheets-5 = Yksin laudan ääressä pidä pelin jälkeen puhepainiketta: asetukset tarjoutuvat tekemään { -score-sheet(form: "pl") }.
guide-sheets-6 = Liitteen D.2.7 mukaan sinun on pidettävä { -score-sheet(form: "part") } pistekirjoituksella tai tavallisesti tai nauhoitettava siirrot laitteella, kuten pegchess tekee.

guide-differ-title = Kun laudat eroavat
guide-differ-1 = Kun lautasi ja peli eroavat, pegchess kertoo heti, mikä eroaa ja miten sen korjaa.
guide-differ-2 = Kerralla sanotaan enintään kolme { -step(form: "part") }. Näppäin 1 tai sana toista sanoo ne uudelleen.
guide-differ-3 = Jos muutama { -step } ei riitä, kuulet: pysäytä { -clock } ja kutsu { -arbiter }. Sen sallivat { -article(form: "pl") } 6.11.2 ja 7.4.2.
guide-differ-4 = Asemat korjataan { -arbiter(form: "gen") } avulla molempien pelaajien { -score-sheet(form: "pl-part") } hyödyntäen, kuten liitteen kohta D.2.9 sanoo; pegchess arbiter vertaa niitä.
guide-differ-5 = Jos { -score-sheet(form: "pl") } täsmäävät, pelaajan, joka on kirjoittanut oikean siirron mutta tehnyt väärän, on korjattava oma asemansa.
guide-differ-6 = Vain jos { -score-sheet(form: "pl") } poikkeavat toisistaan, palataan siihen, mihin asti ne täsmäävät, ja { -arbiter } korjaa { -clock(form: "pl-gen") } osoitukset vastaavasti.
guide-moves-8 = Liitteen D.2.3 ja D.2.4 mukaan siirto on tehty, kun nappula on uudessa syvennyksessä ja siirto ilmoitettu. Vasta sitten käynnistetään vastustajan { -clock }.
