## A játékos útmutatója: a pegchess guide fejezetenként mondja fel, nyomtatva docs/player-guide.hu.md.
## Minden sor egy legfeljebb 25 szavas mondás. A $knight, $pawn, $capture és $castle példalépés, a $square
## egy mező, a játékos bejelentési szavaival.

guide-name = A pegchess játékos útmutatója
guide-intro = A játékos útmutatója { $count } fejezetből áll. N: tovább. P: vissza. R: ismét. L: a lista. Egy szám: az a fejezet. Q: kilépés.
guide-heading = { $number }. fejezet: { $title }.
guide-list = A fejezetek:
guide-help-1 = N vagy tovább: a következő fejezet. P vagy vissza: az előző fejezet. R vagy ismét: ez a fejezet újra.
guide-help-2 = L vagy lista: a fejezetek. Egy szám 1 és { $count } között: az a fejezet. H: ezek a billentyűk. Q vagy kilépés: az útmutató vége.
guide-last = Ez volt az utolsó fejezet. P visszalép, L felsorolja a fejezeteket, Q kilép.
guide-first = Ez az első fejezet.
guide-no-section = Nincs { $number }. fejezet. Az útmutató { $count } fejezetből áll.
guide-unknown = { $input }: ez nem az útmutató billentyűje. A H elmondja a billentyűket.
guide-left = Az útmutató bezárult.

guide-table-title = Mit tesz a pegchess a táblánál
guide-table-1 = A pegchess beszélő segítőtárs a látássérült játékos számára a versenyen, a FIDE sakkszabályai D függeléke szerint.
guide-table-2 = A lépéseket a { -peg-board(form: "del") }, a látó játékos elektronikus táblájáról vagy a bejelentésekből olvassa.
guide-table-3 = Minden lépést kimond a bejelentési szavakkal, például { $knight }, és biztonságban őrzi a { -score-sheet(form: "acc") }.
guide-table-4 = Járatja az { -clock(form: "acc") }, válaszol az állásról és az időkről szóló kérdésekre, és azonnal szól, ha a táblák eltérnek.
guide-table-5 = Soha nem értékel állást és nem javasol lépést. Versenyen a lépés befejezése előtt soha nem mondja meg, hogy szabályos-e.

guide-setup-title = A beállítás
guide-setup-1 = Először írja be: pegchess doctor. Ellenőrzi a beszédet, a mikrofont, a táblát és a fájlokat, mindet egy rövid sorban.
guide-setup-2 = A beállítás beszélve folyik, a { -peg-board } három gombjával: a bal karral, a jobb karral és a beszéd gombbal.
guide-setup-3 = A jobb kar a következő választásra lép, a bal kar vissza. A beszéd gomb rövid megnyomása elfogadja a választást.
guide-setup-4 = Tartsa nyomva a beszéd gombot egy másodpercig, és a kérdés meg a választása újra elhangzik.
guide-setup-5 = Az első játéknál a beállítás magától indul. Később a pegchess setup indítja, vagy játszmák között a beszéd gomb nyomva tartása.
guide-setup-6 = Megkérdezi a nyelvet, a bejelentési szavakat, a rövid vagy hosszú formát, a { -time-control(form: "acc") }, az Ön kezelő-gombját, a beszéd tempóját és a figyelmeztetéseket.
guide-setup-7 = Billentyűzeten a nyilak a karok, az Enter a beszéd gomb, a felfelé nyíl pedig megismétli a kérdést.

guide-moves-title = A lépés megtétele és bejelentése
guide-moves-1 = A { -peg-board(form: "sup") } a bábukkal lép, mint bármely tapintható táblán: mindegyik alján csapocska van. A pegchess követi, ahogy kikerülnek a nyílásukból és bekerülnek.
guide-moves-2 = Amikor a bábu az új nyílásba kerül, a pegchess bejelenti a lépést, például { $knight }. Csak ezután kezelje az órát.
guide-moves-3 = Ütéshez vegye ki a leütött bábut, és tegye be a sajátját, bármilyen sorrendben: { $capture }.
guide-moves-4 = A sánc a király és a bástya lépése: { $castle }. Gyalogátváltozáskor a program megkérdezi, milyen bábu lesz a gyalogból.
guide-moves-5 = { -peg-board(form: "Nom") } nélküli asztalnál jelentse be szóban vagy írja be a lépést, például { $pawn }. Csak a bejelentés után kezelje az { -clock(form: "acc") }.
guide-moves-6 = A bejelentést a program visszamondja. Akkor érvényes, amikor a látó játékos megteszi az elektronikus táblán; tábla nélkül az óra kezelésével.
guide-moves-7 = Ha más lépés történik, mint amit bejelentettek, azonnal mindkét lépést hallja.

guide-keys-title = Billentyűk és kimondott szavak a játszmában
guide-keys-1 = Terminálon a számbillentyűk azonnal hatnak. Az 1 ismétel, a 2 mindkét időt mondja, a 3 a lépésszámot.
guide-keys-2 = A 4 az utolsó lépést mondja, az 5 az utolsó öt lépést, a 6 az állást soronként. A 0 kezeli az { -clock(form: "acc") }.
guide-keys-3 = A 9 megírja a { -score-sheet(form: "pl-acc") }. A kérdőjel (vagy H és Enter) a beszélt súgó, részenként. Egy Q elmondja, hogyan lehet kilépni; két Q kilép.
guide-keys-4 = Az elhagyott játszmát a pegchess resume folytatja. Minden más billentyű beírt sort nyit, amit az Enter küld el.
guide-keys-5 = A kimondott szavak ugyanezt teszik: órakezelés, ismét, idő, lépésszám, utolsó lépés, döntetlen, feladom, és { -arbiter }, ami megállítja az { -clock(form: "pl-acc") }.

guide-said-title = Mi hangzik el, és mikor
guide-said-1 = Minden befejezett lépés elhangzik, az Öné és az ellenfélé is, például { $pawn }.
guide-said-2 = Az idők rend szerint hangzanak el: alapból tízpercenként, tíz perc alatt percenként, egy perc alatt tízmásodpercenként.
guide-said-3 = Időzavarban az idők rövid szavakkal hangzanak el. A beállításban választott saját figyelmeztetései soha nem némulnak el.
guide-said-4 = A { -flag } leesése az eredményével együtt hangzik el.
guide-said-5 = Az 1-es billentyű vagy az ismét szó megismétli az utolsó bejelentést. A kérdéseire adott válaszokat semmi nem szakítja félbe.

guide-questions-title = Kérdések
guide-questions-1 = A 2-es billentyű vagy az idő szó: mindkét játékos ideje. A 3-as vagy a lépésszám szó: a lépésszám és ki lép.
guide-questions-2 = A 4-es billentyű: az utolsó lépés. Az 5-ös: az utolsó öt lépés. A beírt l3 sor az utolsó hármat mondja.
guide-questions-3 = Hol állnak a bábuk: írja be hol H a világos huszárokhoz, hol h a sötétekhez, vagy mondja: hol világos huszárok.
guide-questions-4 = Egy mező: írja be mező e4, vagy mondja: mező { $square }. Egy sor vagy vonal: írja be sor 2 vagy vonal e.
guide-questions-5 = A teljes állás: a 6-os billentyű vagy az állás szó minden alkalommal egy sort mond, az Ön oldaláról.
guide-questions-6 = { -peg-board(form: "Nom") } nélküli asztalnál ezekkel a kérdésekkel ellenőrzi a saját tapintható tábláját.

guide-sheets-title = A { -score-sheet(form: "pl") }
guide-sheets-1 = A pegchess minden játszmát megőriz, és három { -score-sheet(form: "acc") } készít belőle: Braille-t, { -large-print(form: "acc") } és hangosat.
guide-sheets-2 = Játszma közben vagy után nyomja meg a 9-et, vagy írja be: { -score-sheet }. A három { -score-sheet } a játszma mellé kerül.
guide-sheets-3 = Billentyűzeten a pegchess sheet --braille fájlt ír a Braille-nyomtatónak; a --braille-unicode a Braille-kijelzőre írja ki.
guide-sheets-4 = A pegchess sheet --large-print { -large-print } PDF-et ír. A pegchess sheet --audio hangként írja a lépéseket, lépésenként egy fejezetet.
guide-sheets-5 = Egyedül a táblánál, játszma után tartsa nyomva a beszéd gombot: a beállítás felajánlja a { -score-sheet(form: "pl") } elkészítését.
guide-sheets-6 = A D.2.7 szerint a lépéseket Braille-írással vagy folyóírással írhatja le, vagy egy műszerrel rögzítheti, ahogy a pegchess is teszi.

guide-differ-title = Ha a táblák eltérnek
guide-differ-1 = Ha az Ön táblája és a játszma elválik, a pegchess azonnal elmondja, mi tér el, és hogyan lehet helyrehozni.
guide-differ-2 = Egyszerre legfeljebb három { -step } hangzik el. Az 1-es billentyű vagy az ismét szó újra elmondja őket.
guide-differ-3 = Ha néhány { -step } nem elég, ezt hallja: állítsa meg az { -clock(form: "acc") }, és hívja a { -arbiter(form: "acc") }. Ezt a 6.11.2 és a 7.4.2 { -article } engedi.
guide-differ-4 = A táblákat a { -arbiter } segítségével, mindkét játékos { -score-sheet(form: "poss") } alapján kell helyesbíteni, ahogy a D.2.9 előírja; a pegchess arbiter összeveti őket.
guide-differ-5 = Ha a két { -score-sheet } egyezik, annak a játékosnak a tábláján kell helyreigazítani az állást, aki a téves lépést tette.
guide-differ-6 = Csak ha a { -score-sheet(form: "pl") } eltérnek, akkor kell visszamenni addig, ahol utoljára egyeztek, és a { -arbiter } ennek megfelelően igazítja az { -clock(form: "pl-acc") }.
guide-moves-8 = A D.2.3 és D.2.4 szerint a lépés befejezett, ha a bábu az új nyílásban van, és bejelentették. Csak ezután lehet az { -clock(form: "acc") } kezelni.
