## The glossary of English: each key term once, as FIDE's Laws of Chess writes it, with the forms the other files use
## ({ -score-sheet }, { -score-sheet(form: "many") }). Every bundle of the language holds it: the phrases, the guide, the
## console's lines and the window's words. tests/glossary.rs forbids the words that mean something else.

-score-sheet = { $form ->
       *[one] score sheet
        [many] score sheets
        [Many] Score sheets
        [One] Score sheet
    }
-peg-board = { $form ->
       *[one] peg board
        [poss] peg board's
        [One] Peg board
    }
-arbiter = { $form ->
       *[one] arbiter
        [poss] arbiter's
        [One] Arbiter
        [Poss] Arbiter's
    }
-assistant = assistant
-clock = { $form ->
       *[one] clock
        [many] clocks
        [Many] Clocks
        [One] Clock
    }
-flag = flag
-time-control = { $form ->
       *[one] time control
        [One] Time control
    }
-large-print = large print
-step = { $form ->
       *[one] step
        [many] steps
    }
-log-file = journal
-chess960 = Chess960
-article = { $form ->
       *[one] Article
        [many] Articles
    }
