//! A moment in UTC as year, month, day and time of day, for the score sheet's date tags and the games' file
//! names, from the seconds since 1970 by the one calendar (the `time` crate's, as [`Day`] reads). Pure: the
//! wall clock is read outside (`live::files::wall_clock`).

use crate::day::Day;
use time::OffsetDateTime;

/// A moment in UTC, to the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UtcTime {
    /// The year (proleptic Gregorian).
    pub year: i64,
    /// The month, 1 to 12.
    pub month: i64,
    /// The day of the month, from 1.
    pub day: i64,
    /// The hour, 0 to 23.
    pub hour: u64,
    /// The minute, 0 to 59.
    pub minute: u64,
    /// The second, 0 to 59.
    pub second: u64,
}

impl UtcTime {
    /// The moment `secs` seconds after 1970-01-01 00:00:00 UTC (a moment past the calendar's last year,
    /// 9999, is its last second).
    pub fn from_unix_secs(secs: u64) -> UtcTime {
        let at = i64::try_from(secs)
            .ok()
            .and_then(|secs| OffsetDateTime::from_unix_timestamp(secs).ok())
            .unwrap_or_else(|| time::PrimitiveDateTime::MAX.assume_utc());
        UtcTime {
            year: at.year().into(),
            month: u8::from(at.month()).into(),
            day: at.day().into(),
            hour: at.hour().into(),
            minute: at.minute().into(),
            second: at.second().into(),
        }
    }

    /// The day of this moment.
    pub fn day(&self) -> Day {
        let day = i32::try_from(self.year)
            .ok()
            .zip(u8::try_from(self.month).ok())
            .zip(u8::try_from(self.day).ok())
            .and_then(|((year, month), day)| Day::new(year, month, day));
        day.unwrap_or(Day::known(1970, 1, 1))
    }

    /// A file name stamp: `YYYYMMDD-HHMMSS`.
    pub fn stamp(&self) -> String {
        let UtcTime {
            year,
            month,
            day,
            hour,
            minute,
            second,
        } = self;
        format!("{year:04}{month:02}{day:02}-{hour:02}{minute:02}{second:02}")
    }

    /// The tags a game started at this moment begins with: `Date`, `UTCDate` and `UTCTime`, as PGN writes them.
    pub fn pgn_tags(&self) -> Vec<(String, String)> {
        let date = format!("{:04}.{:02}.{:02}", self.year, self.month, self.day);
        vec![
            ("Date".into(), date.clone()),
            ("UTCDate".into(), date),
            (
                "UTCTime".into(),
                format!("{:02}:{:02}:{:02}", self.hour, self.minute, self.second),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_times_come_out_as_the_calendar_has_them() {
        let epoch = UtcTime::from_unix_secs(0);
        assert_eq!((epoch.year, epoch.month, epoch.day), (1970, 1, 1));
        assert_eq!(epoch.stamp(), "19700101-000000");
        assert_eq!(epoch.day(), Day::known(1970, 1, 1));
        assert_eq!(UtcTime::from_unix_secs(u64::MAX).stamp(), "99991231-235959");
        // 2000-02-29 23:59:59, a leap day of a century year.
        let leap = UtcTime::from_unix_secs(951_868_799);
        assert_eq!(leap.stamp(), "20000229-235959");
        // 2026-11-25 00:32:36 and the next day's first second across the year end.
        assert_eq!(
            UtcTime::from_unix_secs(1_795_566_756).stamp(),
            "20261125-003236"
        );
        assert_eq!(
            UtcTime::from_unix_secs(1_798_761_600).stamp(),
            "20270101-000000"
        );
        assert_eq!(
            UtcTime::from_unix_secs(1_795_566_756).pgn_tags(),
            vec![
                ("Date".to_string(), "2026.11.25".to_string()),
                ("UTCDate".to_string(), "2026.11.25".to_string()),
                ("UTCTime".to_string(), "00:32:36".to_string()),
            ]
        );
    }
}
