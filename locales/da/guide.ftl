## Spillerens vejledning: pegchess guide læser den op et afsnit ad gangen, og trykt er den docs/player-guide.da.md.
## Hver linje er en sætning på højst 25 ord. $knight, $pawn, $capture og $castle er eksempeltræk,
## $square et felt, sagt med spillerens meddelelsesord.

guide-name = pegchess' vejledning for spilleren
guide-intro = Spillerens vejledning har { $count } afsnit. N: næste. P: forrige. R: gentag. L: listen. Et tal: det afsnit. Q: afslut.
guide-heading = Afsnit { $number }: { $title }.
guide-list = Afsnittene:
guide-help-1 = N eller næste: det næste afsnit. P eller forrige: afsnittet før. R eller gentag: dette afsnit igen.
guide-help-2 = L eller liste: afsnittene. Et tal fra 1 til { $count }: det afsnit. H: disse taster. Q eller afslut: forlad vejledningen.
guide-last = Det var det sidste afsnit. P går tilbage, L nævner afsnittene, Q afslutter.
guide-first = Dette er det første afsnit.
guide-no-section = Der er intet afsnit { $number }. Vejledningen har { $count } afsnit.
guide-unknown = { $input }: ikke en tast i vejledningen. H siger tasterne.
guide-left = Vejledningen er lukket.

guide-table-title = Hvad pegchess gør ved brættet
guide-table-1 = pegchess er en talende hjælper for en synshandicappet spiller ved en turnering, efter tillæg D i FIDEs skakregler.
guide-table-2 = Den læser trækkene fra et { -peg-board }, fra den seende spillers e-bræt eller fra meddelelserne.
guide-table-3 = Den siger hvert træk med meddelelsesordene, for eksempel { $knight }, og gemmer { -score-sheet(form: "def") } sikkert.
guide-table-4 = Den styrer { -clock(form: "def") }, svarer på spørgsmål om stillingen og tiderne og siger straks, når brætterne er forskellige.
guide-table-5 = Den vurderer aldrig en stilling og foreslår aldrig et træk. I en turnering siger den aldrig, om et træk er lovligt, før det er fuldført.

guide-setup-title = Opsætningen
guide-setup-1 = Skriv først pegchess doctor. Den kontrollerer talen, mikrofonen, brættet og filerne, hver med én kort linje.
guide-setup-2 = Opsætningen er talt og bruger { -peg-board(form: "def-gen") } tre knapper: venstre håndtag, højre håndtag og taleknappen.
guide-setup-3 = Højre håndtag går til næste valg, venstre håndtag tilbage. Et kort tryk på taleknappen tager det valg, du hører.
guide-setup-4 = Hold taleknappen inde et sekund, så siges spørgsmålet og dit valg igen.
guide-setup-5 = Opsætningen starter af sig selv, første gang du spiller. Start den med pegchess setup, eller hold taleknappen mellem partierne.
guide-setup-6 = Den spørger om sprog, meddelelsesord, kort eller lang form, { -time-control }, dit urhåndtag, talen og dine advarsler.
guide-setup-7 = Ved et tastatur er piletasterne håndtagene, Enter er taleknappen, og pil op siger spørgsmålet igen.

guide-moves-title = At trække og meddele et træk
guide-moves-1 = Ved et { -peg-board } flytter du brikkerne som på ethvert følebræt; hver har en tap under sig. pegchess følger hver brik op og ned.
guide-moves-2 = Når brikken er i sit nye hul, meddeler pegchess trækket, for eksempel { $knight }. Først derefter trykker du på dit urhåndtag.
guide-moves-3 = Ved et slag tager du den slåede brik op og sætter din egen i, i vilkårlig rækkefølge: { $capture }.
guide-moves-4 = Rokade er kongen og tårnet: { $castle }. Når en bonde forvandles, bliver du spurgt, hvilken brik den bliver til.
guide-moves-5 = Ved et bord uden { -peg-board } meddeler du dit træk højt eller skriver det, for eksempel { $pawn }. Først derefter trykker du på { -clock(form: "def") }.
guide-moves-6 = Din meddelelse gentages. Den gælder, når den seende spiller udfører trækket på e-brættet; uden bræt med dit tryk på uret.
guide-moves-7 = Hvis der spilles et andet træk end det meddelte, hører du straks begge træk.

guide-keys-title = Taster og talte ord i partiet
guide-keys-1 = I en terminal virker taltasterne straks. 1 gentager, 2 siger begge tider, 3 træknummeret.
guide-keys-2 = 4 siger det sidste træk, 5 de sidste fem træk, 6 stillingen en række ad gangen. 0 trykker på { -clock(form: "def") }.
guide-keys-3 = 9 skriver { -score-sheet(form: "def-pl") }. Spørgsmålstegnet (eller H og Enter) giver den talte hjælp i dele. Ét Q siger, hvordan du går; to gange Q går.
guide-keys-4 = Et parti, du har forladt, fortsætter med pegchess resume. Enhver anden tast åbner en skrevet linje, som Enter sender.
guide-keys-5 = Talte ord gør det samme: tryk, gentag, tid, træknummer, sidste træk, remis, opgiver, og { -arbiter }, som sætter { -clock(form: "def-pl") } på pause.

guide-said-title = Hvad der siges, og hvornår
guide-said-1 = Hvert fuldført træk siges, dit og modstanderens, for eksempel { $pawn }.
guide-said-2 = Tiderne siges efter en plan: som standard hvert tiende minut, hvert minut under ti minutter, hvert tiende sekund under ét minut.
guide-said-3 = I tidnød siges tiderne med korte ord. Dine egne advarsler, valgt i opsætningen, bliver aldrig tavse.
guide-said-4 = Når { -flag(form: "def") } falder, siges det sammen med resultatet.
guide-said-5 = Tast 1 eller ordet gentag siger den sidste meddelelse igen. Svar på dine spørgsmål bliver aldrig afbrudt.

guide-questions-title = Spørgsmål
guide-questions-1 = Tast 2 eller ordet tid: begge spilleres tider. Tast 3 eller træknummer: træknummeret og hvem der er i trækket.
guide-questions-2 = Tast 4: det sidste træk. Tast 5: de sidste fem træk. Den skrevne linje l3 giver de sidste tre.
guide-questions-3 = Hvor brikkerne står: skriv hvor S for de hvide springere, hvor s for de sorte, eller sig hvor hvide springere.
guide-questions-4 = Et felt: skriv felt e4, eller sig felt { $square }. En række eller linje: skriv række 2 eller linje e.
guide-questions-5 = Hele stillingen: tast 6 eller ordene hele brættet siger én række hver gang, fra din side.
guide-questions-6 = Ved et bord uden { -peg-board } er det med disse spørgsmål, du kontrollerer dit eget følebræt.

guide-sheets-title = { -score-sheet(form: "Def-pl") }
guide-sheets-1 = pegchess gemmer hvert parti og laver tre { -score-sheet(form: "pl") } af det: punktskrift, { -large-print } og lyd.
guide-sheets-2 = Under eller efter partiet trykker du 9 eller skriver { -score-sheet }. De tre { -score-sheet(form: "pl") } skrives ved siden af partiet.
guide-sheets-3 = Ved et tastatur skriver pegchess sheet --braille en fil til en punktskriftprinter; --braille-unicode viser den på et punktdisplay.
guide-sheets-4 = pegchess sheet --large-print skriver en PDF i { -large-print }. pegchess sheet --audio skriver trækkene som lyd, et kapitel pr. træk.
guide-sheets-5 = Alene ved brættet efter et parti holder du taleknappen inde: opsætningen tilbyder at lave { -score-sheet(form: "def-pl") }.
guide-sheets-6 = Tillæg D.2.7: du skal notere i punktskrift, almindelig skrift eller indtale trækkene på en optager. pegchess optager trækkene.

guide-differ-title = Når brætterne er forskellige
guide-differ-1 = Når dit bræt og partiet skilles, siger pegchess straks, hvad der er forskelligt, og hvordan det rettes.
guide-differ-2 = Højst tre { -step } siges ad gangen. Tast 1 eller ordet gentag siger dem igen.
guide-differ-3 = Kan nogle få { -step } ikke rette det, hører du: sæt { -clock(form: "def") } på pause og tilkald { -arbiter(form: "def") }. Det tillader { -article } 6.11.2 og 7.4.2.
guide-differ-4 = Brætterne rettes under medvirken af { -arbiter(form: "def") } og ved hjælp af begge spilleres { -score-sheet(form: "pl") }, som tillæg D.2.9 siger; pegchess arbiter sammenligner dem.
guide-differ-5 = Hvis de to { -score-sheet(form: "pl") } er ens, retter den spiller, som har noteret det korrekte træk, men udført et forkert, sin egen stilling.
guide-differ-6 = Kun hvis { -score-sheet(form: "def-pl") } er forskellige, føres spillet tilbage til det træk, hvor de er ens, og { -arbiter(form: "def") } indstiller { -clock(form: "def-pl") } tilsvarende.
guide-moves-8 = Tillæg D.2.3 og D.2.4: et træk er udført, når brikken er i et nyt hul, og trækket er meddelt. Først derefter må modstanderens { -clock } startes.
