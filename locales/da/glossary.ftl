## The glossary of Danish: each key term once, as the Danish edition of the Laws (2023) writes it, with the forms the other files use
## ({ -score-sheet }, { -score-sheet(form: "pl") }). Every bundle of the language holds it: the phrases, the guide, the
## console's lines and the window's words. tests/glossary.rs forbids the words that mean something else.

-score-sheet = { $form ->
       *[indef] noteringsliste
        [def] noteringslisten
        [pl] noteringslister
        [def-pl] noteringslisterne
        [def-gen] noteringslistens
        [pl-gen] noteringslisters
        [Def] Noteringslisten
        [Def-gen] Noteringslistens
        [Def-pl] Noteringslisterne
        [Pl] Noteringslister
        [Indef] Noteringsliste
    }
-peg-board = { $form ->
       *[indef] pindebræt
        [def] pindebrættet
        [def-gen] pindebrættets
        [Def-gen] Pindebrættets
        [Def] Pindebrættet
        [Indef] Pindebræt
    }
-arbiter = { $form ->
       *[indef] dommer
        [def] dommeren
        [def-gen] dommerens
        [Def] Dommeren
        [Def-gen] Dommerens
        [Indef] Dommer
    }
-assistant = assistent
-clock = { $form ->
       *[indef] ur
        [def] uret
        [def-pl] urene
        [Def] Uret
        [Def-pl] Urene
        [Indef] Ur
    }
-flag = { $form ->
       *[indef] vinge
        [def] vingen
    }
-time-control = { $form ->
       *[indef] betænkningstid
        [def] betænkningstiden
        [Indef] Betænkningstid
    }
-large-print = { $form ->
       *[indef] storskrift
        [Indef] Storskrift
    }
-step = trin
-log-file = { $form ->
       *[indef] partijournal
        [def] partijournalen
        [Indef] Partijournal
        [Def] Partijournalen
    }
-chess960 = Skak960
-article = §
