//! The page layout of the large-print PDFs: text placed line by line, paragraphs kept together (or broken
//! with two lines at least on each side), lines to write on, page numbers.

use super::Font;

/// The no-break space: the words on either side of it stay on one line (a number and its unit).
pub const NO_BREAK: char = '\u{a0}';

/// A piece of text at a place on a page (x from the left, y of the baseline from the bottom).
#[derive(Debug, Clone)]
pub(super) struct Placed {
    pub(super) x: f32,
    pub(super) y: f32,
    pub(super) text: String,
}

/// A page: its text and its rules (x from, x to, y, thickness).
#[derive(Debug, Clone, Default)]
pub(super) struct Page {
    pub(super) texts: Vec<Placed>,
    pub(super) rules: Vec<(f32, f32, f32, f32)>,
}

/// Lays the sheet out page by page.
pub(super) struct Pages<'a> {
    pub(super) font: &'a Font<'a>,
    pub(super) size: f32,
    pub(super) line: f32,
    pub(super) margin: f32,
    pub(super) width: f32,
    pub(super) height: f32,
    pub(super) pages: Vec<Page>,
    /// The baseline of the next line.
    pub(super) y: f32,
}

impl<'a> Pages<'a> {
    /// No page yet, text at `size` points on pages `(width, height)`.
    pub(super) fn new(
        font: &'a Font<'a>,
        size: f32,
        super::PageSize { width, height }: super::PageSize,
    ) -> Pages<'a> {
        Pages {
            font,
            size,
            line: size * 1.4,
            margin: 40.0,
            width,
            height,
            pages: Vec::new(),
            y: 0.0,
        }
    }

    /// The page being written (the first is made when there is none).
    pub(super) fn page(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    /// Room for `lines` more lines on this page (the last line is kept for the page number), or a new page.
    pub(super) fn room(&mut self, lines: f32) -> bool {
        let bottom = self.margin + 1.5 * self.line;
        if self.pages.is_empty() || self.y - lines * self.line < bottom {
            self.next_page();
            return true;
        }
        false
    }

    pub(super) fn text(&mut self, x: f32, text: impl Into<String>) {
        let y = self.y;
        self.page().texts.push(Placed {
            x,
            y,
            text: text.into(),
        });
    }

    /// A rule across the page under the current line's text.
    pub(super) fn rule(&mut self, thickness: f32) {
        let (from, to, y) = (
            self.margin,
            self.width - self.margin,
            self.y - 0.3 * self.size,
        );
        self.page().rules.push((from, to, y, thickness));
    }

    /// `text` wrapped at spaces to the width between the margins; a word wider than that is cut where it
    /// reaches the margin. A no-break space (U+00A0, between a number and its unit) is never a break.
    pub(super) fn wrap(&self, text: &str) -> Vec<String> {
        let usable = self.width - 2.0 * self.margin;
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text
            .split(|c: char| c.is_whitespace() && c != NO_BREAK)
            .filter(|w| !w.is_empty())
        {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.font.width(&candidate, self.size) <= usable {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                line.push(c);
                if line.chars().count() > 1 && self.font.width(&line, self.size) > usable {
                    line.pop();
                    lines.push(std::mem::replace(&mut line, c.to_string()));
                }
            }
        }
        lines.push(line);
        lines
    }

    /// How many more lines fit on this page (none before the first page).
    fn fitting(&self) -> usize {
        let bottom = self.margin + 1.5 * self.line;
        if self.pages.is_empty() || self.y < bottom {
            return 0;
        }
        ((self.y - bottom) / self.line) as usize
    }

    /// Whether nothing has been written on this page yet.
    fn at_top(&self) -> bool {
        self.pages.is_empty() || self.y >= self.height - self.margin - self.size
    }

    /// A new page.
    fn next_page(&mut self) {
        self.pages.push(Page::default());
        self.y = self.height - self.margin - self.size;
    }

    /// Text wrapped to the width between the margins, kept on one page; a paragraph longer than a page is
    /// broken with at least two of its lines on each side, so no line of it stands alone at a page's foot
    /// or head.
    pub(super) fn paragraph(&mut self, text: &str) {
        if self.pages.is_empty() {
            self.next_page();
        }
        let lines = self.wrap(text);
        let mut rest = lines.as_slice();
        while !rest.is_empty() {
            let fit = self.fitting();
            let take = if rest.len() <= fit {
                rest.len()
            } else if !self.at_top() && rest.len() <= self.per_page() {
                0
            } else {
                let kept = fit.min(rest.len().saturating_sub(2));
                if kept >= 2 || self.at_top() {
                    kept.max(1).min(rest.len())
                } else {
                    0
                }
            };
            if take == 0 {
                self.next_page();
                continue;
            }
            let (now, later) = rest.split_at(take);
            for line in now {
                self.text(self.margin, line.clone());
                self.y -= self.line;
            }
            rest = later;
            if !rest.is_empty() {
                self.next_page();
            }
        }
    }

    /// How many lines a fresh page holds.
    fn per_page(&self) -> usize {
        let bottom = self.margin + 1.5 * self.line;
        ((self.height - self.margin - self.size - bottom) / self.line) as usize
    }

    /// `label:` with a line after it to the right margin, to write on by hand.
    pub(super) fn write_on(&mut self, label: &str) {
        let with_colon = format!("{label}:");
        self.room(1.0);
        let from = self.margin + self.font.width(&format!("{with_colon} "), self.size);
        self.text(self.margin, with_colon);
        let y = self.y - 0.15 * self.size;
        let to = self.width - self.margin;
        self.page().rules.push((from, to, y, 1.5));
        self.y -= self.line;
    }
}

/// Each page's number and the count (after `word`, "Page" in the language), at the foot on the right.
pub(super) fn number_pages(pages: &mut Pages<'_>, word: &str) {
    let total = pages.pages.len();
    let (font, size, width) = (pages.font, pages.size, pages.width);
    for (i, page) in pages.pages.iter_mut().enumerate() {
        let text = format!("{word} {} / {total}", i + 1);
        let x = width - 40.0 - font.width(&text, size);
        page.texts.push(Placed { x, y: 40.0, text });
    }
}
