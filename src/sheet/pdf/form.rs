//! A large-print form (the fair-play statement an arbiter signs): a title, fields filled in or left with a
//! line to write on, paragraphs kept together, and lines to sign on kept together at the end, each page
//! numbered; the same font, size and contrast as the score sheet.

use super::pages::{Pages, number_pages};
use super::{DEFAULT_FONT_SIZE, Paper, PdfError, embedded_font, paper_size, write};

/// One part of a form, in the order it is printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// Text wrapped to the page and kept on one page, a half line after it.
    Paragraph(String),
    /// `label: value`, or, when the value is not known, `label:` and a line to fill in by hand.
    Field {
        /// The label, without its colon.
        label: String,
        /// The value, when known.
        value: Option<String>,
    },
    /// Lines to sign or write on by hand, each after a blank line and its label, kept together.
    Signatures(Vec<String>),
}

/// The form of `blocks` as PDF bytes on `paper`, titled `title`, in `language` (its tag); each page is
/// numbered after the word `page`.
pub fn form(
    title: &str,
    language: &str,
    blocks: &[Block],
    paper: Paper,
    page: &str,
) -> Result<Vec<u8>, PdfError> {
    let font = embedded_font()?;
    let (width, height) = paper_size(paper);
    let size = DEFAULT_FONT_SIZE;
    let mut pages = Pages::new(&font, size, (width, height));
    for block in blocks {
        match block {
            Block::Paragraph(text) => {
                pages.paragraph(text);
                pages.y -= 0.5 * pages.line;
            }
            Block::Field {
                label,
                value: Some(value),
            } => pages.paragraph(&format!("{label}: {value}")),
            Block::Field { label, value: None } => pages.write_on(label),
            Block::Signatures(labels) => {
                let count = labels.len() as f32;
                pages.room(2.0 * count);
                for label in labels {
                    pages.y -= pages.line;
                    pages.write_on(label);
                }
            }
        }
    }
    number_pages(&mut pages, page);
    write(
        &font,
        &pages.pages,
        (title, language, size),
        (width, height),
    )
}
