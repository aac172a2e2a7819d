//! A large-print form (the fair-play statement an arbiter signs): a title, fields filled in or left with a
//! line to write on, paragraphs kept together, and lines to sign on kept together at the end, each page
//! numbered; the same font, size and contrast as the score sheet.

use super::pages::{Pages, number_pages};
use super::{About, DEFAULT_FONT_SIZE, Paper, PdfError, embedded_font, paper_size, write};

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
    /// Blocks kept together on one page (the signatures with what they sign for: a page that names its
    /// statement cannot be parted from it unseen).
    Together(Vec<Block>),
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
    let paper = paper_size(paper);
    let size = DEFAULT_FONT_SIZE;
    let mut pages = Pages::new(&font, size, paper);
    for block in blocks {
        place(&mut pages, block);
    }
    number_pages(&mut pages, page);
    write(
        &font,
        &pages.pages,
        About {
            title,
            language,
            size,
        },
        paper,
    )
}

/// `block` laid out on `pages`.
fn place(pages: &mut Pages<'_>, block: &Block) {
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
            pages.room(lines(pages, block));
            for label in labels {
                pages.y -= pages.line;
                pages.write_on(label);
            }
        }
        Block::Together(blocks) => {
            let all = blocks.iter().map(|b| lines(pages, b)).sum();
            pages.room(all);
            for block in blocks {
                place(pages, block);
            }
        }
    }
}

/// How many lines `block` takes on `pages`.
fn lines(pages: &Pages<'_>, block: &Block) -> f32 {
    match block {
        Block::Paragraph(text) => pages.wrap(text).len() as f32 + 0.5,
        Block::Field {
            label,
            value: Some(value),
        } => pages.wrap(&format!("{label}: {value}")).len() as f32,
        Block::Field { value: None, .. } => 1.0,
        Block::Signatures(labels) => 2.0 * labels.len() as f32,
        Block::Together(blocks) => blocks.iter().map(|b| lines(pages, b)).sum(),
    }
}
