//! The words table: each edition's words for the Laws' concepts (shared TERMS.md, with the seed's line), the
//! words that must not stand for them, and each language's one form of address. Read by the glossary's tests.

use pegchess::notation::Language;

/// Words that mean something else, or a second name, where the glossary has a term: (language, word, why).
/// Matched without regard to case.
pub const FORBIDDEN: &[(Language, &str, &str)] = &[
    (
        Language::En,
        "both levers",
        "the setting means either lever",
    ),
    (
        Language::De,
        "beide Hebel",
        "the setting means either lever",
    ),
    (
        Language::De,
        "Stiftbrett",
        "no German word: the German text has each piece gesteckt into its Sicherungsöffnung (D.2.3), the \
         board is a Steckbrett, as German blind chess calls it",
    ),
    (
        Language::Hu,
        "bábubetű",
        "the edition marks a piece (figura, C.1) by its jel (C.2, 000:490-494): figurajel",
    ),
    (
        Language::Hu,
        "bábjel",
        "the edition marks a piece (figura, C.1) by its jel (C.2, 000:490-494): figurajel",
    ),
    (
        Language::Hu,
        "űrlap",
        "any form, not the score sheet (játszmalap)",
    ),
    (
        Language::Hu,
        "tüskés",
        "spiky: a second name for the peg board",
    ),
    (
        Language::Hu,
        "pöcköstábla",
        "a second name for the peg board",
    ),
    (
        Language::Hu,
        "tapintós tábla",
        "a second name for the peg board",
    ),
    (
        Language::Hu,
        "sor vagy oszlop",
        "a file is a vonal in the edition",
    ),
    (Language::Hu, "a(z)", "written only: a voice reads it out"),
    (
        Language::Hu,
        "időbeosztás",
        "the time control is the gondolkodási idő",
    ),
    (
        Language::Hu,
        "K-tényező",
        "the rating regulations say K-szorzó",
    ),
    (
        Language::De,
        "Schach960",
        "a second name: the glossary's is Chess960",
    ),
    (
        Language::Hu,
        "irányelv",
        "the edition's guidelines are útmutatók (000:61)",
    ),
    (
        Language::Fi,
        "Chess960",
        "the edition says Shakki960 (001:549)",
    ),
    (
        Language::Fi,
        "artikla",
        "the edition refers to an article as sääntö (katso sääntö 8.7, 001:328)",
    ),
    (
        Language::Fi,
        "isokirjain",
        "a capital letter, not large print (isoteksti)",
    ),
    (
        Language::Fi,
        "suurteksti",
        "a second word for large print (isoteksti)",
    ),
    (
        Language::Fi,
        "ajankäyt",
        "the edition's time control is peliaika",
    ),
    (
        Language::Fi,
        "aikakontrolli",
        "the edition's time control is peliaika",
    ),
    (
        Language::Da,
        "partiformular",
        "no Danish chess word: the edition says noteringsliste",
    ),
    (
        Language::Da,
        "noteringsblanket",
        "the edition says noteringsliste",
    ),
    (
        Language::Da,
        "begge håndtag",
        "the setting means either lever",
    ),
    (
        Language::Da,
        "stiftbræt",
        "a second name for the peg board (pindebræt)",
    ),
    (
        Language::Da,
        "Chess960",
        "the edition says Skak960 (004:1547)",
    ),
    (
        Language::Da,
        "artikel",
        "the edition refers to an article as § (§ 12.9, 004:451)",
    ),
    (
        Language::Da,
        "retningslinje",
        "the edition's guidelines are anbefalinger (004:1409)",
    ),
    // One name for the sighted player's e-board in each language, in messages, guides and help.
    (
        Language::En,
        "electronic board",
        "a second name for the e-board",
    ),
    (
        Language::De,
        "elektronische brett",
        "a second name for the E-Brett",
    ),
    (
        Language::De,
        "elektronisches brett",
        "a second name for the E-Brett",
    ),
    (
        Language::De,
        "elektronischen brett",
        "a second name for the E-Brett",
    ),
    (
        Language::De,
        "elektronische dgt",
        "a second name for the DGT-E-Brett",
    ),
    (
        Language::Da,
        "elektronisk bræt",
        "a second name for the e-bræt",
    ),
    (
        Language::Da,
        "elektroniske bræt",
        "a second name for the e-bræt",
    ),
    (
        Language::Da,
        "elektroniske dgt",
        "a second name for the DGT-e-bræt",
    ),
    (
        Language::Hu,
        " e-tábl",
        "a second name for the elektronikus tábla",
    ),
    (Language::Fi, "sähköi", "a second name for the e-lauta"),
    (Language::Fi, "elektroni", "a second name for the e-lauta"),
    (Language::Da, "dgt e-bræt", "one spelling: DGT-e-bræt"),
    // The sighted player's board has one name, as in English (the opponent's board was its second).
    (
        Language::De,
        "brett des gegners",
        "a second name for the Brett des Sehenden",
    ),
    (
        Language::De,
        "des sehenden bretts",
        "a board that sees: the Brett des Sehenden",
    ),
    (
        Language::Da,
        "modstanderens bræt",
        "a second name for den seende spillers bræt",
    ),
    (
        Language::Da,
        "modstanderens e-bræt",
        "a second name for den seende spillers e-bræt",
    ),
    (
        Language::Da,
        "annoncering",
        "the edition announces with meddele (004:1281, 1332)",
    ),
    (
        Language::Hu,
        "csapot",
        "the edition's peg is the csapocska (000:557-559)",
    ),
    // One word for the Braille printer, in the guide and in the help.
    (
        Language::De,
        "braille-drucker",
        "a second spelling: Brailledrucker",
    ),
    (
        Language::Da,
        "punktprinter",
        "a second word: punktskriftprinter",
    ),
    (
        Language::Fi,
        "pistekirjoituskirjoitt",
        "a second word: pistekirjoitustulostin",
    ),
    // The stopped clock, and the announcement, in the edition's one word.
    (
        Language::Da,
        "standse",
        "the clock is put on pause: sætte skakuret på pause (004:529-599)",
    ),
    (
        Language::Da,
        "stoppet for",
        "the clock is put on pause: sætte skakuret på pause (004:529-599)",
    ),
    (
        Language::Da,
        "stop først {",
        "the clock is put on pause: sætte skakuret på pause (004:529-599)",
    ),
    (
        Language::Fi,
        "sanotaan ääneen",
        "a move is announced: ilmoittaa (001:486-490)",
    ),
    // The editions' own words (shared TERMS.md, the seed's line), where another word stood for them.
    (
        Language::Hu,
        "lejegyzés",
        "the score, what is written, is the játszmajegyzés (000:601, D.2.9)",
    ),
    (
        Language::Hu,
        "feljegyzés",
        "the score, what is written, is the játszmajegyzés (000:601, D.2.9)",
    ),
    (
        Language::Hu,
        "pöcök",
        "the peg of a piece is its csapocska (000:559)",
    ),
    (
        Language::Hu,
        "pöckö",
        "the peg of a piece is its csapocska (000:559)",
    ),
    (
        Language::Hu,
        "halott állás",
        "a dead position is holt remi (000:255-256)",
    ),
    (
        Language::Hu,
        "növekmény",
        "the increment is többletidő (000:286, 450)",
    ),
    (
        Language::Hu,
        "óra karja",
        "the clock's button is its kezelő-gomb (000:276)",
    ),
    (
        Language::Hu,
        "órakar",
        "the clock's button is its kezelő-gomb (000:276)",
    ),
    (
        Language::Hu,
        "bemond",
        "a move is announced: bejelent (000:563, 588, 597)",
    ),
    (
        Language::Fi,
        "reik",
        "the hole is the syvennys (varmistussyvennys, 001:452)",
    ),
    (
        Language::Fi,
        "reiä",
        "the hole is the syvennys (varmistussyvennys, 001:452)",
    ),
    (
        Language::Fi,
        "elo-lu",
        "the rating is the vahvuusluku (001:31)",
    ),
    (
        Language::Da,
        "meld",
        "a move is announced: meddele (004:1281, 1332)",
    ),
    (
        Language::Da,
        "uret blev trykket",
        "one presses on the clock (der trykkes på uret), the clock is not pressed",
    ),
    (
        Language::Da,
        "uret er trykket",
        "one presses on the clock (der trykkes på uret), the clock is not pressed",
    ),
    (
        Language::De,
        "die rochade sind",
        "castling is one move: bei der Rochade ziehen König und Turm",
    ),
    (
        Language::De,
        "schiedsrichter, das",
        "the arbiter is masculine: the word, not the arbiter, stops the clocks",
    ),
    // A player moves pieces: the peg is under the piece (D.1.4.1, D.2.3; TERMS.md).
    (Language::En, "with the pegs", "the pieces are moved"),
    (
        Language::En,
        "captured peg",
        "the captured piece is taken off",
    ),
    (Language::En, "the peg is in", "the piece is in its hole"),
    (Language::En, "take the peg out", "the piece is taken out"),
    (Language::En, "move pegs", "the pieces are moved"),
    (
        Language::De,
        "mit den stiften",
        "die Figuren werden gezogen",
    ),
    (Language::De, "geschlagenen stift", "die geschlagene Figur"),
    (Language::De, "der stift im", "die Figur steckt im Loch"),
    (
        Language::De,
        "den stift aus",
        "die Figur wird herausgenommen",
    ),
    (
        Language::De,
        "stifte gesteckt",
        "die Figuren werden gezogen",
    ),
    (
        Language::Fi,
        "tapeilla",
        "nappuloita siirretään (001:446-454)",
    ),
    (
        Language::Fi,
        "lyöty tappi",
        "lyöty nappula poistetaan (D.2.3.1)",
    ),
    (
        Language::Fi,
        "tappi on",
        "nappula on syvennyksessä (D.2.3.2)",
    ),
    (Language::Fi, "tappeja", "nappuloita siirretään"),
    (Language::Da, "med pindene", "brikkerne flyttes (004:1322)"),
    (
        Language::Da,
        "slåede pind",
        "den slåede brik fjernes (D.2.3.1)",
    ),
    (
        Language::Da,
        "pinden",
        "brikken flyttes; dens tap er under den (004:1322)",
    ),
    (Language::Da, "flytte pinde", "brikkerne flyttes"),
    // D.2.9: the boards are corrected with the arbiter's help, not by the arbiter alone.
    (
        Language::Hu,
        "igazítja helyre a táblákat",
        "a versenybíró segítségével kell helyesbíteni (000:601)",
    ),
    (
        Language::Hu,
        "helyes lépést írta",
        "the Hungarian D.2.9 corrects the board of the player who made the wrong move (amelyik játékos a \
         téves lépést tette, 000:602) and adds nothing of what he wrote",
    ),
    (
        Language::Fi,
        "korjaa asemat",
        "asemat korjataan tuomarin avulla (001:500)",
    ),
    (
        Language::Da,
        "retter brætterne",
        "rettes under medvirken af dommeren (004:1367-1368)",
    ),
    (
        Language::De,
        "schiedsrichter berichtigt",
        "mit Hilfe des Schiedsrichters berichtigt (D.2.9)",
    ),
    (
        Language::En,
        "arbiter corrects",
        "corrected with the arbiter's help (D.2.9)",
    ),
];

/// Each edition's words for the Laws' concepts, from shared TERMS.md with the seed's line (`000` the
/// Hungarian Laws 2018, `001` the Finnish 2023, `004` the Danish 2023): (language, concept, word, seed
/// line). Each is said somewhere in the language's messages (the words that must not stand for them are in
/// FORBIDDEN).
pub const EDITIONS: &[(Language, &str, &str, &str)] = &[
    (Language::Hu, "arbiter", "versenybíró", "000:601"),
    (Language::Hu, "score sheet", "játszmalap", "000:330, 341"),
    (
        Language::Hu,
        "the score (D.2.9)",
        "játszmajegyzés",
        "000:328, 601",
    ),
    (Language::Hu, "the clock's button", "kezelő-gomb", "000:276"),
    (Language::Hu, "dead position", "holt remi", "000:255-256"),
    (Language::Hu, "increment", "többletidő", "000:286, 450"),
    (Language::Hu, "the peg", "csapocska", "000:559"),
    (Language::Hu, "announce", "bejelent", "000:563, 588, 597"),
    (
        Language::Hu,
        "with the arbiter's help",
        "segítségével",
        "000:601",
    ),
    (Language::Fi, "arbiter", "tuomari", "001:500"),
    (Language::Fi, "score sheet", "pöytäkirja", "001:255"),
    (Language::Fi, "the hole", "syvennys", "001:446-454"),
    (Language::Fi, "the peg", "uloke", "001:446-454"),
    (Language::Fi, "rating", "vahvuusluku", "001:31"),
    (Language::Fi, "announce", "ilmoit", "001:486-490"),
    (Language::Fi, "with the arbiter's help", "avulla", "001:500"),
    (Language::Da, "arbiter", "dommer", "004:18, 1368"),
    (
        Language::Da,
        "score sheet",
        "noteringsliste",
        "004:660, 1368",
    ),
    (Language::Da, "the peg", "tap", "004:1275, 1322"),
    (Language::Da, "announce", "meddel", "004:1281, 1332"),
    (
        Language::Da,
        "with the arbiter's help",
        "under medvirken af",
        "004:1367-1368",
    ),
];

/// The one form of address of each language: (language, the form, the familiar words that must not be
/// said), matched as whole words outside placeables. Hungarian and German address the player formally (Ön,
/// Sie) everywhere; English, Finnish and Danish have one form.
pub const ADDRESS: &[(Language, &str, &[&str])] = &[
    (
        Language::Hu,
        "Ön (vegye ki, tegye ide, gépelje be)",
        &[
            "vedd",
            "tedd",
            "gépeld",
            "töltsd",
            "írd",
            "írj",
            "add",
            "adj",
            "cseréld",
            "ellenőrizd",
            "folytasd",
            "próbáld",
            "ismered",
            "kihagyhatod",
            "nyomd",
            "mondd",
            "válaszd",
            "állítsd",
            "hívd",
            "te",
            "neked",
            "téged",
        ],
    ),
    (
        Language::De,
        "Sie (tippen Sie, beschreiben Sie)",
        &[
            "du",
            "dich",
            "dir",
            "dein",
            "deine",
            "deinen",
            "deinem",
            "deiner",
            "deines",
            "tippe",
            "beschreibe",
            "versuche",
            "setze",
            "nimm",
            "schreibe",
            "ersetze",
            "drücke",
            "gib",
        ],
    ),
];
