## The glossary of German: each key term once, as German tournament usage writes it, with the forms the other files use
## ({ -score-sheet }, { -score-sheet(form: "pl") }). Every bundle of the language holds it: the phrases, the guide, the
## console's lines and the window's words. tests/glossary.rs forbids the words that mean something else.

-score-sheet = { $form ->
       *[sg] Partieformular
        [pl] Partieformulare
        [gen] Partieformulars
        [dat-pl] Partieformularen
    }
-peg-board = { $form ->
       *[sg] Steckbrett
        [gen] Steckbretts
    }
-arbiter = { $form ->
       *[sg] Schiedsrichter
        [gen] Schiedsrichters
    }
-assistant = Assistent
-clock = { $form ->
       *[sg] Uhr
        [pl] Uhren
    }
-flag = Fallblättchen
-time-control = Bedenkzeit
-large-print = Großdruck
-step = { $form ->
       *[sg] Schritt
        [pl] Schritte
    }
-log-file = { $form ->
       *[sg] Journal
        [gen] Journals
    }
-chess960 = Chess960
-article = Artikel
