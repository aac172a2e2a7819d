//! Tables 8.1.1 and 8.1.2 of the FIDE Rating Regulations: the expected score (PD) from the rating difference
//! (D), and the difference from a fractional score.
//!
//! The table itself, not a formula: FIDE's rows are derived from the normal distribution but keep the
//! published value at a few differences where rounding the curve would give the neighbouring hundredth,
//! so only the published rows give the published rating changes. Values are exact hundredths.

/// One row of table 8.1.2: the largest difference of the row and the higher rated player's PD there,
/// in hundredths (the lower rated player's is 100 minus it). Rows run from D = 0 upwards; each starts
/// one above the previous row's last difference.
const ROWS: [(u16, u8); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// A difference above this scores 1.00 for the higher rated player (the table's last row, "> 735").
pub const LAST_ROW: u16 = 735;

/// The rows of table 8.1.2 as (first D, last D, PD of the higher rated player in hundredths), for
/// printing and checking; the open last row (D > 735, PD 1.00) is not among them.
pub fn rows() -> impl Iterator<Item = (u16, u16, u8)> {
    ROWS.iter().enumerate().map(|(i, &(last, pd))| {
        let first = if i == 0 { 0 } else { ROWS[i - 1].0 + 1 };
        (first, last, pd)
    })
}

/// The expected score PD, in hundredths, of a player whose rating exceeds the opponent's by
/// `difference` (negative: the player is the lower rated one). This is the bare table: the 400-point
/// rule (8.3.1) is applied by the caller, before the look-up.
pub fn expected(difference: i32) -> u8 {
    let d = difference.unsigned_abs();
    let higher = ROWS
        .iter()
        .find(|&&(last, _)| d <= u32::from(last))
        .map_or(100, |&(_, pd)| pd);
    if difference >= 0 {
        higher
    } else {
        100 - higher
    }
}

/// Table 8.1.1, its upper half: the rating difference dp for a fractional score p of .50 to 1.0, one entry per
/// hundredth (p = .50 + i/100). The lower half is its mirror: dp(1 − p) = −dp(p); 1.0 and .00 are shown
/// notionally as ±800.
const DP: [u16; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The rating difference dp of table 8.1.1 for a fractional score of `p` hundredths (0 to 100; above 100
/// reads as 100).
pub fn dp(p: u8) -> i32 {
    let p = p.min(100);
    let from_half = usize::from(p.abs_diff(50));
    let magnitude = i32::from(DP.get(from_half).copied().unwrap_or(800));
    if p >= 50 { magnitude } else { -magnitude }
}
