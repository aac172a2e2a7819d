# Vinduet for alle ved bordet (issue 25): hvert ord, vinduet viser, på dansk.
# Id'erne begynder med window-; vinduet indlæser denne fil med sit eget bundle (src/ui/window/text.rs).

window-title = pegchess: visning ved brættet
window-could-not-open = pegchess: vinduet kunne ikke åbnes ({ $reason }); partiet fortsætter uden det.
window-could-not-start = pegchess: vinduet kunne ikke starte; partiet fortsætter uden det.
window-language-en = English
window-language-de = Deutsch
window-language-hu = Magyar
window-language-fi = Suomi
window-language-da = Dansk

## Ure og hvem der er i trækket
window-white-clock = Hvids ur
window-black-clock = Sorts ur
window-no-clock = intet ur
window-to-move = i trækket
window-side-to-move = { $side ->
    [white] Hvid i trækket
   *[black] Sort i trækket
}
window-period = periode { $period } af { $of }
window-moves-left = { $count ->
    [one] ét træk tilbage i perioden
   *[other] { $count } træk tilbage i perioden
}
window-paused = stoppet for dommeren
window-flag-fell = tiden er overskredet
window-time-control = betænkningstid { $control }

## Brætter
window-peg-board = Pindebræt (sensorer)
window-record-board = Stilling ifølge noteringen
window-last-move = Sidste træk: { $move }
window-no-move-yet = Intet træk endnu
window-waiting = Venter på partiet
window-no-reading = ingen måling endnu
window-differs = Pindebrættet afviger fra noteringen:
window-step-empty = tag pinden op af { $square }
window-step-place = stil { $piece } på { $square }
window-piece-white-king = den hvide konge
window-piece-white-queen = den hvide dronning
window-piece-white-rook = det hvide tårn
window-piece-white-bishop = den hvide løber
window-piece-white-knight = den hvide springer
window-piece-white-pawn = den hvide bonde
window-piece-black-king = den sorte konge
window-piece-black-queen = den sorte dronning
window-piece-black-rook = det sorte tårn
window-piece-black-bishop = den sorte løber
window-piece-black-knight = den sorte springer
window-piece-black-pawn = den sorte bonde

## Træk, meddelelser og resultatet
window-moves = Træk
window-announcements = Meddelelser
window-last-announcement = Seneste meddelelse
window-corrected = rettet
window-touched = rørte { $piece } på { $square }
window-draw-offer = { $side ->
    [white] Hvid tilbød remis
   *[black] Sort tilbød remis
}
window-press-without-move = { $side ->
    [white] Hvid trykkede på uret uden et træk
   *[black] Sort trykkede på uret uden et træk
}
window-divergence = den seende spillers bræt afviger fra noteringen fra halvtræk { $ply }
window-arbiter-restored = dommeren genskabte stillingen
window-taken-back = { $plies ->
    [one] ét halvtræk taget tilbage
   *[other] { $plies } halvtræk taget tilbage
}
window-parting = Dommer: noteringen og den seende spillers bræt skilles ved træk { $number }. Notering: { $record }. Den seendes bræt: { $sighted }.
window-sighted-differs = Dommer: modstanderens bræt skal vise stillingen efter { $after }. Ret: { $fixes }.
window-result = { $result } ({ $reason })
window-end-checkmate = skakmat
window-end-stalemate = pat
window-end-resignation = opgivelse
window-end-flag-fall = tidsoverskridelse
window-end-draw-agreed = aftalt remis
window-end-dead-position = død stilling
window-end-fivefold = femfoldig gentagelse
window-end-seventy-five = 75-træksreglen
window-end-arbiter = dommerens afgørelse

## Indtastningslinjer og vinduets egne knapper
window-sighted-entry = Den seendes træk
window-sighted-send = Indtast den seendes træk
window-command-entry = Kommando
window-command-send = Send kommando
window-arbiter-toggle = Dommerpanel
window-larger = Større skrift
window-smaller = Mindre skrift
window-language = Sprog
window-theme = Farver
window-theme-dark = Mørk
window-theme-light = Lys
window-theme-yellow = Gul på sort
window-large-view = Stor visning (F2)
window-sent = Sendt: { $command }
window-nothing-sent = Partiet er slut: intet sendt.
window-console-key = “{ $line }” er en tast i konsollen, ikke en kommando til vinduet.
window-not-sent = Ikke sendt: { $reason }

## Dommerens panel (D.2.9)
window-arbiter-heading = Dommer (D.2.9)
window-sheet-path = Noteringsfil
window-sheet-load = Indlæs notering
window-sheet-text = Noteringens træk
window-sheet-hint = PGN-træk med brikbogstaverne for { $notation }, f.eks. 1. e4 e5 2. Sf3
window-compare = Sammenlign
window-apply = Udfør afgørelsen
window-loaded = Indlæst { $path }: { $count } halvtræk.
window-sheets-agree = Noteringerne stemmer overens: registreringen står ved magt.
window-agree-through = De stemmer overens til og med halvtræk { $ply }.
window-applied = Udført: partiet går tilbage til { $at }, urene stillet som vist (logført).
window-the-start = begyndelsen
window-nothing-applied = Partiet er slut: intet udført.
window-report = Dommerrapport
window-error-no-sheet = Indlæs eller skriv den seende spillers notering først.
window-error-sheet = Noteringen kunne ikke læses: { $reason }
window-error-start = Noteringen begynder fra en anden stilling end registreringen.
