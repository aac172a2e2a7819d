//! A game resumed from its journal goes on as it was played: its language, notation, announcement words and
//! form, time control and boards come from the journal, never from the settings file; a flag given to `resume`
//! that changes one of them wins, is said once, and is journaled so that the next `resume` keeps it.

use crate::config::Settings;
use crate::config::cli::BoardArgs;
use crate::config::options::Options;
use crate::session::{GameWords, Session};
use crate::speech::phrases::phrase::{AsAsked, Phrase};

/// A resumed game's settings and table, and what the `resume` command's flags changed.
#[derive(Debug)]
pub struct Carried {
    /// The settings the game goes on with.
    pub settings: Settings,
    /// The boards at its table.
    pub board: BoardArgs,
    /// The words the game goes on in, when a flag changed them (to be journaled before the game goes on).
    pub words: Option<GameWords>,
    /// What to say once, before the game goes on: each setting a flag changed, or could not change.
    pub said: Vec<Phrase>,
}

/// The settings `session` (rebuilt from its journal, whose header kept `boards`) goes on with: `settings`
/// with the game's own words, form and clock, and the game's boards, but where a flag (`flags`, `given`) asked
/// otherwise. The time control is the game's whatever is asked: only the arbiter sets the clocks (6.10).
pub fn carried(
    session: &Session,
    boards: Option<&BoardArgs>,
    settings: &Settings,
    flags: &Options,
    given: &BoardArgs,
) -> Carried {
    let game = session.config();
    let had = game.words();
    // `--locale` alone sets the letters too, as it does for a new game.
    let now = GameWords {
        locale: flags.locale.unwrap_or(had.locale),
        notation: flags.notation.or(flags.locale).unwrap_or(had.notation),
        scheme: flags.scheme.unwrap_or(had.scheme),
        form: flags.form.unwrap_or(had.form),
    };
    let mut said: Vec<Phrase> = [
        (had.locale != now.locale).then_some(AsAsked::Language(had.locale, now.locale)),
        (flags.notation.is_some() && had.notation != now.notation)
            .then_some(AsAsked::Notation(had.notation, now.notation)),
        (had.scheme != now.scheme).then_some(AsAsked::Scheme(had.scheme, now.scheme)),
        (had.form != now.form).then_some(AsAsked::Form(had.form, now.form)),
    ]
    .into_iter()
    .flatten()
    .map(Phrase::AsAsked)
    .collect();
    if flags.time_control.is_some() && settings.clock != game.clock {
        said.push(Phrase::AsAsked(AsAsked::TimeControlStands));
    }
    let mut settings = settings.clone();
    settings.locale = now.locale;
    settings.notation = now.notation;
    settings.scheme = now.scheme;
    settings.form = now.form;
    settings.clock = game.clock.clone();
    settings.mode = game.mode;
    settings.player_lever = game.player_lever;
    Carried {
        settings,
        board: table(boards, given),
        words: (now != had).then_some(now),
        said,
    }
}

/// The boards at a resumed game's table: each board as `given` names it, else as the game's journal kept it.
fn table(kept: Option<&BoardArgs>, given: &BoardArgs) -> BoardArgs {
    let kept = kept.cloned().unwrap_or_default();
    let pegs_given = given.port.is_some() || given.simulate;
    let eboard_given = given.sighted_port.is_some() || given.simulate_sighted;
    let (port, simulate) = if pegs_given {
        (given.port.clone(), given.simulate)
    } else {
        (kept.port, kept.simulate)
    };
    let (sighted_port, simulate_sighted) = if eboard_given {
        (given.sighted_port.clone(), given.simulate_sighted)
    } else {
        (kept.sighted_port, kept.simulate_sighted)
    };
    BoardArgs {
        port,
        simulate,
        sighted_port,
        simulate_sighted,
    }
}

/// Where a resumed game looks for its boards: as given, and where the journal says the game was played
/// without a board that the command line does not name, without it again (a game with no peg board is not
/// resumed looking for one).
pub fn resumed_table(given: &BoardArgs, session: &Session) -> BoardArgs {
    use crate::speech::phrases::phrase::Presence;
    let mut board = given.clone();
    let table = session.boards_present();
    if board.port.is_none() && !board.simulate && table.pegs() == Some(Presence::Absent) {
        board.port = Some("none".into());
    }
    if board.sighted_port.is_none()
        && !board.simulate_sighted
        && table.eboard() == Some(Presence::Absent)
    {
        board.sighted_port = Some("none".into());
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;
    use crate::phonetic::{Form, Scheme};
    use crate::session::SessionConfig;

    fn finnish_game() -> Session {
        let mut config = SessionConfig::new(shakmaty::Chess::default());
        config.locale = Language::Fi;
        config.notation = Language::Fi;
        config.scheme = Scheme::Fide;
        config.form = Form::Long;
        Session::new(config)
    }

    #[test]
    fn the_settings_file_never_changes_a_resumed_game_and_a_flag_is_said_once() {
        let game = finnish_game();
        let file = Settings {
            locale: Language::De,
            form: Form::Short,
            ..Settings::default()
        };
        let plain = carried(
            &game,
            None,
            &file,
            &Options::default(),
            &BoardArgs::default(),
        );
        assert_eq!(plain.settings.locale, Language::Fi);
        assert_eq!(plain.settings.notation, Language::Fi);
        assert_eq!(plain.settings.form, Form::Long);
        assert!(plain.said.is_empty() && plain.words.is_none());
        let flags = Options {
            locale: Some(Language::Da),
            ..Options::default()
        };
        let asked = carried(&game, None, &file, &flags, &BoardArgs::default());
        assert_eq!(asked.settings.locale, Language::Da);
        assert_eq!(asked.settings.notation, Language::Da);
        assert_eq!(
            asked.said,
            vec![Phrase::AsAsked(AsAsked::Language(
                Language::Fi,
                Language::Da
            ))]
        );
        assert_eq!(asked.words.map(|w| w.notation), Some(Language::Da));
    }

    #[test]
    fn each_board_is_the_one_given_else_the_one_the_journal_kept() {
        let kept = BoardArgs {
            port: Some("none".into()),
            sighted_port: Some("/dev/ttyACM0".into()),
            ..BoardArgs::default()
        };
        let given = BoardArgs {
            sighted_port: Some("/dev/ttyACM1".into()),
            ..BoardArgs::default()
        };
        let board = table(Some(&kept), &given);
        assert_eq!(board.port.as_deref(), Some("none"));
        assert_eq!(board.sighted_port.as_deref(), Some("/dev/ttyACM1"));
        assert_eq!(table(None, &BoardArgs::default()), BoardArgs::default());
    }
}
