//! What the program says, in no language (`phrases`): the core's part of speech. The words of a language and
//! who says them are `pegchess`'s `speech/` (`rendering`, `speakers`), which re-exports these.

pub mod phrases;

pub use phrases::checkup::Finding;
pub use phrases::fair_phrase::FairLine;
pub use phrases::guide_phrase::{GuidePhrase, Section};
pub use phrases::phrase::{
    InputProblem, Line, MOST_WORDS, NumberedMove, Phrase, Source, SpokenMove,
};
pub use phrases::rating_phrase::RatingPhrase;
pub use phrases::setup_phrase::{Finish, SetupOption, SetupPhrase, SetupStep};
