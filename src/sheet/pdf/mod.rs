//! The large-print score sheet: a PDF in high contrast (black on white), A4 or Letter, 24 pt by default
//! and never under 18 pt, with the header, two columns (White, Black) with move numbers and clock
//! readings, and room for the players' signatures (Article 8.7). The text is DejaVu Sans, embedded as a
//! subset (pdf-writer writes the objects, ttf-parser measures, subsetter cuts the font down).

use super::{Game, Labels, Writing, header_lines, ply_text};
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use std::collections::BTreeMap;

mod form;
mod pages;

pub use form::{Block, form};
pub use pages::NO_BREAK;
use pages::{Page, Pages, number_pages};

/// DejaVu Sans (Debian's fonts-dejavu-core; licence in assets/fonts/LICENSE-DejaVu.txt): Latin letters
/// of all five languages, ½ and the chess figurines.
static FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/DejaVuSans.ttf"
));

/// The smallest font size a large-print sheet may have, in points.
pub const MIN_FONT_SIZE: f32 = 18.0;
/// The default font size, in points.
pub const DEFAULT_FONT_SIZE: f32 = 24.0;

pub use crate::config::cli::Paper;

/// Width and height of a paper in points.
pub fn paper_size(paper: Paper) -> PageSize {
    let (width, height) = match paper {
        Paper::A4 => (595.28, 841.89),
        Paper::Letter => (612.0, 792.0),
    };
    PageSize { width, height }
}

/// A page's size in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PageSize {
    /// Across.
    pub width: f32,
    /// Down.
    pub height: f32,
}

/// What a PDF says about itself, and its text's size.
#[derive(Debug, Clone, Copy)]
struct About<'a> {
    /// The document's title.
    title: &'a str,
    /// Its language's name (`de`, `en`).
    language: &'a str,
    /// The text's size in points.
    size: f32,
}

/// The font's subset: its glyphs numbered anew (`remapper`), its bytes, and each new glyph's character.
struct Subset<'a> {
    remapper: &'a subsetter::GlyphRemapper,
    bytes: &'a [u8],
    chars: &'a BTreeMap<u16, char>,
}

/// How a large-print sheet is laid out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The paper.
    pub paper: Paper,
    /// The font size in points (at least [`MIN_FONT_SIZE`]).
    pub font_size: f32,
    /// How moves are written.
    pub writing: Writing,
}

/// Why a large-print sheet cannot be made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PdfError {
    /// A font size under the minimum.
    #[error(
        "a large-print sheet needs at least {MIN_FONT_SIZE} pt; {0} pt is too small: give --font-size 18 or more"
    )]
    TooSmall(f32),
    /// A font size so large that a move row does not fit the paper's width.
    #[error(
        "at {size} pt a move row does not fit across {paper}; give a smaller --font-size (at least {MIN_FONT_SIZE})"
    )]
    TooLarge {
        /// The font size.
        size: f32,
        /// The paper.
        paper: Paper,
    },
    /// The embedded font could not be read (a defect of the build).
    #[error("the embedded font cannot be read: {0}")]
    FontUnreadable(#[from] ttf_parser::FaceParsingError),
    /// The embedded font could not be cut down to the characters used (a defect of the build).
    #[error("the embedded font cannot be cut down: {0:?}")]
    FontSubset(subsetter::Error),
}

/// The embedded font, read.
struct Font<'a> {
    face: ttf_parser::Face<'a>,
    per_em: f32,
}

impl Font<'_> {
    fn glyph(&self, c: char) -> u16 {
        self.face.glyph_index(c).map_or(0, |g| g.0)
    }

    /// The width of `text` at `size` points.
    fn width(&self, text: &str, size: f32) -> f32 {
        let units: u32 = text
            .chars()
            .map(|c| {
                let g = ttf_parser::GlyphId(self.glyph(c));
                u32::from(self.face.glyph_hor_advance(g).unwrap_or(0))
            })
            .sum();
        units as f32 * size / self.per_em
    }
}

/// Where the pieces of a move row go.
struct Columns {
    number_right: f32,
    white: f32,
    black: f32,
    /// Where a clock goes after a move's left edge; `None`: the clock goes on a second line below.
    clock_after: Option<f32>,
}

/// The embedded font, read.
fn embedded_font() -> Result<Font<'static>, PdfError> {
    let face = ttf_parser::Face::parse(FONT, 0).map_err(PdfError::FontUnreadable)?;
    Ok(Font {
        per_em: f32::from(face.units_per_em()),
        face,
    })
}

/// Makes the large-print sheet of `game` as PDF bytes.
pub fn sheet(game: &Game, labels: &Labels, layout: Layout) -> Result<Vec<u8>, PdfError> {
    let size = layout.font_size;
    if size.is_nan() || size < MIN_FONT_SIZE {
        return Err(PdfError::TooSmall(size));
    }
    let font = embedded_font()?;
    let paper = paper_size(layout.paper);
    let mut pages = Pages::new(&font, size, paper);
    let clocks = game.has_clocks();
    let columns = columns(game, &pages, layout, clocks)?;
    for line in header_lines(game, labels) {
        pages.paragraph(&line);
    }
    let table_head = |pages: &mut Pages<'_>| {
        pages.text(columns.white, labels.white.clone());
        pages.text(columns.black, labels.black.clone());
        pages.rule(2.0);
        pages.y -= pages.line;
    };
    pages.y -= 0.5 * pages.line;
    let row_lines = if columns.clock_after.is_some() || !clocks {
        1.0
    } else {
        2.0
    };
    pages.room(row_lines + 1.0);
    table_head(&mut pages);
    for row in game.rows() {
        if pages.room(row_lines) {
            table_head(&mut pages);
        }
        let number = format!("{}.", row.number);
        let x = columns.number_right - font.width(&number, size);
        pages.text(x, number);
        for (ply, left) in [(row.white, columns.white), (row.black, columns.black)] {
            let Some(ply) = ply else { continue };
            match columns.clock_after {
                _ if !clocks => pages.text(left, ply_text(ply, layout.writing, false)),
                Some(after) => {
                    pages.text(left, layout.writing.san(ply.san));
                    if let Some(c) = ply.clock {
                        pages.text(left + after, crate::game::pgn::clk(c));
                    }
                }
                None => {
                    pages.text(left, layout.writing.san(ply.san));
                    if let Some(c) = ply.clock {
                        pages.y -= pages.line;
                        pages.text(left, crate::game::pgn::clk(c));
                        pages.y += pages.line;
                    }
                }
            }
        }
        pages.y -= row_lines * pages.line;
    }
    signatures(&mut pages, game, labels);
    number_pages(&mut pages, &labels.page);
    let title = game.title();
    let about = About {
        title: title.as_str(),
        language: labels.language.name(),
        size,
    };
    write(&font, &pages.pages, about, paper)
}

/// The result, then the signatures (8.7): a labelled line for each player, with room to write. Kept
/// together: the rule, the result, the signatures' label and two lines to sign on.
fn signatures(pages: &mut Pages<'_>, game: &Game, labels: &Labels) {
    pages.room(8.0);
    pages.y += pages.line;
    pages.rule(2.0);
    pages.y -= pages.line;
    pages.paragraph(&format!("{}: {}", labels.result, game.result_text()));
    pages.paragraph(&labels.signatures);
    for who in [&labels.white, &labels.black] {
        pages.room(2.0);
        pages.y -= pages.line;
        pages.write_on(who);
    }
}

/// The columns of the move rows: clocks beside the moves where the paper is wide enough, else below.
fn columns(
    game: &Game,
    pages: &Pages<'_>,
    layout: Layout,
    clocks: bool,
) -> Result<Columns, PdfError> {
    let (font, size) = (pages.font, pages.size);
    let gap = size * 0.8;
    let number = font.width("999.", size);
    let moves = game
        .plies
        .iter()
        .map(|p| font.width(&layout.writing.san(p.san), size))
        .fold(font.width("0-0-0+", size), f32::max);
    let clock = if clocks {
        font.width("0:00:00", size)
    } else {
        0.0
    };
    let usable = pages.width - 2.0 * pages.margin;
    let beside = moves + gap + clock;
    let (column, clock_after) = if !clocks || number + 2.0 * (beside + gap) <= usable {
        (beside, Some(moves + gap))
    } else {
        (moves.max(clock), None)
    };
    if number + 2.0 * (column + gap) > usable {
        return Err(PdfError::TooLarge {
            size,
            paper: layout.paper,
        });
    }
    let white = pages.margin + number + gap;
    Ok(Columns {
        number_right: pages.margin + number,
        white,
        black: white + column + gap,
        clock_after,
    })
}

/// The PDF objects: the pages, the font as a CID font (Identity-H, the subset's glyph ids), its
/// ToUnicode map (so the text can be searched, copied and read aloud).
fn write(
    font: &Font<'_>,
    pages: &[Page],
    About {
        title,
        language,
        size,
    }: About<'_>,
    paper: PageSize,
) -> Result<Vec<u8>, PdfError> {
    let PageSize { width, height } = paper;
    // The glyphs used, numbered anew for the subset (glyph 0 first).
    let mut remapper = subsetter::GlyphRemapper::new();
    remapper.remap(0);
    let mut chars: BTreeMap<u16, char> = BTreeMap::new();
    for placed in pages.iter().flat_map(|p| &p.texts) {
        for c in placed.text.chars() {
            let new = remapper.remap(font.glyph(c));
            chars.entry(new).or_insert(c);
        }
    }
    let subset = subsetter::subset(FONT, 0, &remapper).map_err(PdfError::FontSubset)?;
    let mut pdf = Pdf::new();
    let mut next = 1;
    let mut id = || {
        next += 1;
        Ref::new(next - 1)
    };
    let (catalog, tree, type0, cid, descriptor, file, cmap, info) =
        (id(), id(), id(), id(), id(), id(), id(), id());
    let page_ids: Vec<(Ref, Ref)> = pages.iter().map(|_| (id(), id())).collect();
    let font_name = Name(FONT_NAME);
    pdf.catalog(catalog).pages(tree).lang(TextStr(language));
    pdf.document_info(info)
        .title(TextStr(title))
        .creator(TextStr("pegchess"));
    pdf.pages(tree)
        .kids(page_ids.iter().map(|(p, _)| *p))
        .count(page_ids.len() as i32);
    for (page, (page_id, content_id)) in pages.iter().zip(&page_ids) {
        let mut p = pdf.page(*page_id);
        p.media_box(Rect::new(0.0, 0.0, width, height))
            .parent(tree)
            .contents(*content_id);
        p.resources().fonts().pair(font_name, type0);
        p.finish();
        let drawn = page_content(page, font, &remapper, size, paper);
        let compressed = deflate(&drawn);
        pdf.stream(*content_id, &compressed)
            .filter(Filter::FlateDecode);
    }
    embed_font(
        &mut pdf,
        font,
        Subset {
            remapper: &remapper,
            bytes: &subset,
            chars: &chars,
        },
        [type0, cid, descriptor, file, cmap],
    );
    Ok(pdf.finish())
}

/// The font as a Type 0 font over its subset (`remapper`'s glyphs, `subset`'s bytes), with its widths,
/// descriptor and the map back to Unicode (`chars`), at the references `[type0, cid, descriptor, file, cmap]`.
fn embed_font(
    pdf: &mut Pdf,
    font: &Font<'_>,
    Subset {
        remapper,
        bytes: subset,
        chars,
    }: Subset<'_>,
    [type0, cid, descriptor, file, cmap]: [Ref; 5],
) {
    let base = Name(b"PGCHSS+DejaVuSans");
    pdf.type0_font(type0)
        .base_font(base)
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(cmap);
    let system = SystemInfo {
        registry: Str(b"Adobe"),
        ordering: Str(b"Identity"),
        supplement: 0,
    };
    let scale = 1000.0 / font.per_em;
    let mut cid_font = pdf.cid_font(cid);
    cid_font
        .subtype(CidFontType::Type2)
        .base_font(base)
        .system_info(system)
        .font_descriptor(descriptor)
        .default_width(0.0)
        .cid_to_gid_map_predefined(Name(b"Identity"));
    let widths: Vec<f32> = remapper
        .remapped_gids()
        .map(|old| {
            let advance = font.face.glyph_hor_advance(ttf_parser::GlyphId(old));
            f32::from(advance.unwrap_or(0)) * scale
        })
        .collect();
    cid_font.widths().consecutive(0, widths);
    cid_font.finish();
    let bbox = font.face.global_bounding_box();
    pdf.font_descriptor(descriptor)
        .name(base)
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(Rect::new(
            f32::from(bbox.x_min) * scale,
            f32::from(bbox.y_min) * scale,
            f32::from(bbox.x_max) * scale,
            f32::from(bbox.y_max) * scale,
        ))
        .italic_angle(0.0)
        .ascent(f32::from(font.face.ascender()) * scale)
        .descent(f32::from(font.face.descender()) * scale)
        .cap_height(f32::from(font.face.capital_height().unwrap_or(0)) * scale)
        .stem_v(80.0)
        .font_file2(file);
    let compressed = deflate(subset);
    pdf.stream(file, &compressed).filter(Filter::FlateDecode);
    let mut map = UnicodeCmap::new(Name(b"Custom"), system);
    for (&g, &c) in chars {
        map.pair(g, c);
    }
    pdf.cmap(cmap, &map.finish());
}

/// The resource name of the one font the pages use.
const FONT_NAME: &[u8] = b"F1";

/// One page's content stream: a white page, black rules and text (high contrast), the text in the subset's
/// glyph numbers, at `size` points on a page `(width, height)`.
fn page_content(
    page: &Page,
    font: &Font<'_>,
    remapper: &subsetter::GlyphRemapper,
    size: f32,
    PageSize { width, height }: PageSize,
) -> Vec<u8> {
    let mut content = Content::new();
    content
        .set_fill_gray(1.0)
        .rect(0.0, 0.0, width, height)
        .fill_nonzero();
    content.set_fill_gray(0.0).set_stroke_gray(0.0);
    for &(from, to, y, thickness) in &page.rules {
        content
            .set_line_width(thickness)
            .move_to(from, y)
            .line_to(to, y)
            .stroke();
    }
    for placed in &page.texts {
        let mut encoded = Vec::with_capacity(placed.text.len() * 2);
        for c in placed.text.chars() {
            let g = remapper.get(font.glyph(c)).unwrap_or(0);
            encoded.extend_from_slice(&g.to_be_bytes());
        }
        content
            .begin_text()
            .set_font(Name(FONT_NAME), size)
            .next_line(placed.x, placed.y)
            .show(Str(&encoded))
            .end_text();
    }
    content.finish().to_vec()
}

fn deflate(data: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(data, 6)
}
