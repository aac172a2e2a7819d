## The glossary of Finnish: each key term once, as the Finnish edition of the Laws (2023) writes it, with the forms the other files use
## ({ -score-sheet }, { -score-sheet(form: "pl") }). Every bundle of the language holds it: the phrases, the guide, the
## console's lines and the window's words. tests/glossary.rs forbids the words that mean something else.

-score-sheet = { $form ->
       *[nom] pöytäkirja
        [gen] pöytäkirjan
        [part] pöytäkirjaa
        [pl] pöytäkirjat
        [pl-gen] pöytäkirjojen
        [pl-part] pöytäkirjoja
        [ine] pöytäkirjassa
        [ela] pöytäkirjasta
        [ill] pöytäkirjaan
        [Gen] Pöytäkirjan
        [Nom] Pöytäkirja
        [Part] Pöytäkirjaa
        [Pl] Pöytäkirjat
    }
-peg-board = { $form ->
       *[nom] tappilauta
        [part] tappilautaa
        [gen] tappilaudan
        [abl] tappilaudalta
        [ade] tappilaudalla
        [Ade] Tappilaudalla
        [Gen] Tappilaudan
        [Nom] Tappilauta
    }
-arbiter = { $form ->
       *[nom] tuomari
        [gen] tuomarin
        [all] tuomarille
        [part] tuomaria
        [Gen] Tuomarin
        [Nom] Tuomari
    }
-assistant = avustaja
-clock = { $form ->
       *[nom] kello
        [part] kelloa
        [pl] kellot
        [gen] kellon
        [ine] kellossa
        [pl-gen] kellojen
        [Nom] Kello
        [Part] Kelloa
        [Pl] Kellot
    }
-flag = { $form ->
       *[nom] merkkilippu
        [gen] merkkilipun
        [Gen] Merkkilipun
    }
-time-control = { $form ->
       *[nom] peliaika
        [gen] peliajan
        [part] peliaikaa
        [ade] peliajalla
        [Nom] Peliaika
    }
-large-print = { $form ->
       *[nom] isoteksti
        [gen] isotekstin
        [adj-gen] isotekstisen
        [Nom] Isoteksti
        [Gen] Isotekstin
        [Adj-gen] Isotekstisen
    }
-step = { $form ->
       *[nom] vaihe
        [part] vaihetta
    }
-log-file = { $form ->
       *[nom] loki
        [gen] lokin
        [ill] lokiin
        [part] lokia
        [ela] lokista
        [Gen] Lokin
        [Nom] Loki
    }
-chess960 = Shakki960
-article = { $form ->
       *[nom] sääntö
        [pl] säännöt
    }
