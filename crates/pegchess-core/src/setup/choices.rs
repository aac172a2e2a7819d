//! The choices the spoken set-up offers and makes: the presets each question steps through, the choices
//! read from the current settings, and how they are written into a settings table (other keys are kept).

use crate::clock::{PerMove, Schedule, TimeControl, Warnings};
use crate::config::PlayerLever;
use crate::config::Settings;
use crate::config::options::{Options, SpeechRate};
use crate::config::settings::WindowTheme;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use crate::speech::{Finish, SetupOption, SetupStep};
use std::path::Path;
use std::time::Duration;

/// The time control presets offered, as the clock's preset names.
pub const TIME_CONTROLS: &[&str] = &[
    "90/40+30, 30+30",
    "90+30",
    "60+30",
    "15+10",
    "10+5",
    "5+3",
    "3+2",
];
/// The minutes a time control built with the levers may have.
pub(crate) const MINUTES: &[u32] = &[1, 2, 3, 5, 10, 15, 20, 25, 30, 45, 60, 90, 120];
/// The seconds per move a time control built with the levers may add.
pub(crate) const INCREMENTS: &[u32] = &[0, 1, 2, 3, 5, 10, 15, 20, 30, 60];
/// The speaking rates offered.
pub(crate) const RATES: &[i8] = &[-60, -40, -20, 0, 20, 40, 60, 80];
/// The announcement schedules offered (`announce-times`).
pub const SCHEDULES: &[&str] = &[
    "10m, 1m<10m, 10s<1m",
    "30m, 5m<30m, 1m<5m, 10s<1m",
    "5m, 1m<5m, 10s<1m",
    "1m<5m, 10s<1m",
];
/// The low-time warnings offered (`warn-at`).
pub const WARNINGS: &[&str] = &["5m, 1m, 30s", "10m, 5m, 1m", "2m, 30s", "1m", "none"];

/// Everything the set-up asks about.
#[derive(Debug, Clone, PartialEq)]
pub struct Choices {
    /// The interface language.
    pub locale: Language,
    /// The announcement scheme.
    pub scheme: Scheme,
    /// Short or long moves.
    pub form: Form,
    /// The time control, or none.
    pub time_control: Option<TimeControl>,
    /// The player's clock lever.
    pub player_lever: PlayerLever,
    /// The speaking rate.
    pub speech_rate: i8,
    /// The voice for the scheme's words (a language code), or the interface voice.
    pub phonetic_voice: Option<Language>,
    /// When the time is announced unasked.
    pub schedule: Schedule,
    /// The player's own low-time warnings.
    pub warnings: Warnings,
    /// The window's colours (`window-theme`).
    pub window_theme: WindowTheme,
    /// Whether the scheme is the player's own choice (saved in the settings file, or taken in this set-up):
    /// the question then stands on it, else on the words the language's edition lists first.
    pub scheme_chosen: bool,
}

impl Choices {
    /// The choices the settings make now (the set-up starts on them).
    pub fn from_settings(s: &Settings) -> Choices {
        let mut schedule = s.schedule.clone();
        let warnings = std::mem::take(&mut schedule.warnings);
        Choices {
            locale: s.locale,
            scheme: s.scheme,
            form: s.form,
            time_control: s.clock.as_ref().map(|c| c.control.clone()),
            player_lever: s.player_lever,
            speech_rate: s.voice.rate,
            phonetic_voice: s
                .voice
                .phonetic_voice
                .as_deref()
                .and_then(|v| v.parse().ok()),
            schedule,
            warnings,
            window_theme: s.window_theme,
            scheme_chosen: false,
        }
    }

    /// These choices, the scheme marked as the player's own when `chosen` (the settings file names one).
    pub fn scheme_kept(mut self, chosen: bool) -> Choices {
        self.scheme_chosen = chosen;
        self
    }

    /// Writes the choices into a settings table, keeping every key they do not name.
    pub fn write_into(&self, table: &mut toml::Table) {
        let mut put = |key: &str, value: toml::Value| {
            table.insert(key.to_string(), value);
        };
        put("locale", self.locale.name().into());
        put("scheme", self.scheme.name().into());
        put("form", self.form.name().into());
        let tc = self
            .time_control
            .as_ref()
            .map_or_else(|| "none".to_string(), |tc| tc.to_string());
        put("time-control", tc.into());
        put("player-lever", self.player_lever.name().into());
        put("speech-rate", i64::from(self.speech_rate).into());
        put("announce-times", self.schedule.to_string().into());
        let marks = self
            .warnings
            .to_strings()
            .into_iter()
            .map(toml::Value::from);
        put("warn-at", toml::Value::Array(marks.collect()));
        put("window-theme", self.window_theme.name().into());
        match self.phonetic_voice {
            Some(l) => {
                table.insert("phonetic-voice".into(), l.name().into());
            }
            None => {
                table.remove("phonetic-voice");
            }
        }
    }

    /// `base` with these choices in force, read through `config` as the settings file would be.
    pub fn apply(&self, base: Settings) -> Settings {
        let mut table = toml::Table::new();
        self.write_into(&mut table);
        let keys = toml::to_string(&table)
            .ok()
            .and_then(|text| Options::parse(Path::new("settings.toml"), &text).ok());
        match keys {
            Some(keys) => keys.apply(base),
            None => base,
        }
    }

    /// What is read back at the end, a few choices a phrase.
    pub fn read_back(&self) -> Vec<Vec<(SetupStep, SetupOption)>> {
        vec![
            vec![
                (SetupStep::Language, SetupOption::Language(self.locale)),
                (SetupStep::Scheme, SetupOption::Scheme(self.scheme)),
                (SetupStep::Form, SetupOption::Form(self.scheme, self.form)),
            ],
            vec![
                (
                    SetupStep::TimeControl,
                    SetupOption::TimeControl(self.time_control.clone()),
                ),
                (SetupStep::Lever, SetupOption::Lever(self.player_lever)),
            ],
            vec![
                (SetupStep::Rate, SetupOption::Rate(self.speech_rate)),
                (SetupStep::Voice, SetupOption::Voice(self.phonetic_voice)),
            ],
            vec![(
                SetupStep::Schedule,
                SetupOption::Schedule(self.schedule.clone()),
            )],
            vec![
                (
                    SetupStep::Warnings,
                    SetupOption::Warnings(self.warnings.clone()),
                ),
                (SetupStep::Theme, SetupOption::Theme(self.window_theme)),
            ],
        ]
    }
}

/// The language whose voice says a scheme's words.
pub fn scheme_language(scheme: Scheme) -> Option<Language> {
    match scheme {
        Scheme::Fide => Some(Language::De),
        Scheme::Danish => Some(Language::Da),
        Scheme::Plain => None,
    }
}

/// A time control of `minutes` with `increment` seconds a move (always valid for the lists above).
pub(crate) fn custom_time_control(minutes: u32, increment: u32) -> TimeControl {
    let per_move = match increment {
        0 => PerMove::None,
        s => PerMove::Increment(Duration::from_secs(u64::from(s))),
    };
    TimeControl::sudden_death(Duration::from_secs(u64::from(minutes) * 60), per_move)
}

/// The options of one question, given the choices so far.
pub fn options(step: SetupStep, c: &Choices) -> Vec<SetupOption> {
    match step {
        SetupStep::Language => Language::ALL
            .iter()
            .map(|l| SetupOption::Language(*l))
            .collect(),
        // In the order the language's edition lists them: in Danish the Danish words first.
        SetupStep::Scheme => Scheme::editions_order(c.locale)
            .into_iter()
            .map(SetupOption::Scheme)
            .collect(),
        SetupStep::Form => Form::ALL
            .iter()
            .map(|f| SetupOption::Form(c.scheme, *f))
            .collect(),
        SetupStep::TimeControl => TIME_CONTROLS
            .iter()
            .filter_map(|t| t.parse().ok())
            .map(|tc| SetupOption::TimeControl(Some(tc)))
            .chain([
                SetupOption::TimeControl(None),
                SetupOption::CustomTimeControl,
            ])
            .collect(),
        SetupStep::Minutes => MINUTES.iter().map(|m| SetupOption::Minutes(*m)).collect(),
        SetupStep::Increment => INCREMENTS
            .iter()
            .map(|s| SetupOption::Increment(*s))
            .collect(),
        SetupStep::Lever => [PlayerLever::Left, PlayerLever::Right, PlayerLever::Any]
            .into_iter()
            .map(SetupOption::Lever)
            .collect(),
        SetupStep::Rate => RATES
            .iter()
            .filter(|r| SpeechRate::try_from(**r).is_ok())
            .map(|r| SetupOption::Rate(*r))
            .collect(),
        SetupStep::Voice => scheme_language(c.scheme)
            .into_iter()
            .map(Some)
            .chain([None])
            .map(SetupOption::Voice)
            .collect(),
        SetupStep::Schedule => SCHEDULES
            .iter()
            .filter_map(|s| s.parse().ok())
            .map(SetupOption::Schedule)
            .collect(),
        SetupStep::Warnings => WARNINGS
            .iter()
            .filter_map(|s| s.parse().ok())
            .map(SetupOption::Warnings)
            .collect(),
        SetupStep::Theme => [WindowTheme::Dark, WindowTheme::Light, WindowTheme::Yellow]
            .into_iter()
            .map(SetupOption::Theme)
            .collect(),
        // The game that follows is not a setting: `setup::game` asks it.
        SetupStep::Game | SetupStep::StartDigit(_) | SetupStep::StartCheck => Vec::new(),
        SetupStep::Finish => [Finish::Save, Finish::Again, Finish::Sheets, Finish::Leave]
            .into_iter()
            .map(SetupOption::Finish)
            .collect(),
    }
}

/// The option that stands for the current choice of a question, if it is among the options.
pub fn current(step: SetupStep, c: &Choices) -> Option<SetupOption> {
    Some(match step {
        SetupStep::Language => SetupOption::Language(c.locale),
        // The Danish edition's own words are offered first, and the question stands on them unless the
        // player has chosen the words before.
        SetupStep::Scheme if c.locale == Language::Da && !c.scheme_chosen => {
            SetupOption::Scheme(Scheme::Danish)
        }
        SetupStep::Scheme => SetupOption::Scheme(c.scheme),
        SetupStep::Form => SetupOption::Form(c.scheme, c.form),
        SetupStep::TimeControl => SetupOption::TimeControl(c.time_control.clone()),
        SetupStep::Lever => SetupOption::Lever(c.player_lever),
        SetupStep::Rate => SetupOption::Rate(c.speech_rate),
        SetupStep::Voice => SetupOption::Voice(c.phonetic_voice),
        SetupStep::Schedule => {
            // Compared by the bands alone.
            let written = c.schedule.to_string();
            return options(step, c)
                .into_iter()
                .find(|o| matches!(o, SetupOption::Schedule(s) if s.to_string() == written));
        }
        SetupStep::Warnings => SetupOption::Warnings(c.warnings.clone()),
        SetupStep::Theme => SetupOption::Theme(c.window_theme),
        SetupStep::Minutes
        | SetupStep::Increment
        | SetupStep::Game
        | SetupStep::StartDigit(_)
        | SetupStep::StartCheck
        | SetupStep::Finish => return None,
    })
}
