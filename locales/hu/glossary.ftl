## The glossary of Hungarian: each key term once, as the Hungarian edition of the Laws (2018) writes it, with the forms the other files use
## ({ -score-sheet }, { -score-sheet(form: "pl") }). Every bundle of the language holds it: the phrases, the guide, the
## console's lines and the window's words. tests/glossary.rs forbids the words that mean something else.

-score-sheet = { $form ->
       *[nom] játszmalap
        [pl] játszmalapok
        [acc] játszmalapot
        [pl-acc] játszmalapokat
        [poss] játszmalapja
        [poss-acc] játszmalapját
        [poss-pl] játszmalapjai
        [poss-dat] játszmalapjának
        [poss-ela] játszmalapjából
        [poss-pl-dat] játszmalapjainak
        [abl] játszmalaptól
        [sup] játszmalapon
        [Nom] Játszmalap
        [Pl] Játszmalapok
    }
-peg-board = { $form ->
       *[nom] lyukas tábla
        [acc] lyukas táblát
        [sup] lyukas táblán
        [del] lyukas tábláról
        [Nom] Lyukas tábla
    }
-arbiter = { $form ->
       *[nom] versenybíró
        [acc] versenybírót
        [dat] versenybírónak
        [adj] versenybírói
        [Adj] Versenybírói
        [Nom] Versenybíró
    }
-assistant = segítő
-clock = { $form ->
       *[nom] óra
        [acc] órát
        [pl] órák
        [pl-acc] órákat
        [poss] órája
        [sup] órán
        [Nom] Óra
    }
-flag = { $form ->
       *[nom] zászló
        [poss] zászlója
    }
-time-control = { $form ->
       *[nom] gondolkodási idő
        [acc] gondolkodási időt
        [poss] gondolkodási ideje
        [ins] gondolkodási idővel
        [Nom] Gondolkodási idő
    }
-large-print = { $form ->
       *[nom] nagybetűs
        [acc] nagybetűset
    }
-step = teendő
-log-file = { $form ->
       *[nom] napló
        [Nom] Napló
    }
-chess960 = Chess960
-article = cikkely
