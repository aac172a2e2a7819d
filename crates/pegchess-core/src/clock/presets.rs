//! The time controls players name by their minutes and seconds (`90+30`), with the PGN form each stands for:
//! read by `control.rs` and named by `problem.rs` when a time control cannot be read.

/// The presets: the friendly name and the PGN `TimeControl` it stands for.
pub const PRESETS: &[(&str, &str)] = &[
    ("90/40+30, 30+30", "40/5400+30:1800+30"),
    ("90+30", "5400+30"),
    ("60+30", "3600+30"),
    ("45+15", "2700+15"),
    ("25+10", "1500+10"),
    ("15+10", "900+10"),
    ("10+5", "600+5"),
    ("10+0", "600"),
    ("5+3", "300+3"),
    ("5+0", "300"),
    ("3+2", "180+2"),
    ("3+0", "180"),
];
