//! The printed player's guide: the guide's phrases rendered through fluent as Markdown, the same texts
//! `pegchess guide` says.

use super::fluent::RenderError;
use super::fluent::Renderer;
use crate::notation::Language;
use crate::phonetic::{Form, Scheme};
use crate::speech::phrases::guide_phrase::{GuidePhrase, Section};
use crate::speech::phrases::message::Msg;
use crate::speech::phrases::phrase::Phrase;

/// The printed player's guide in `language` (Markdown), the examples in the short form of the scheme the
/// language's edition lists first (the Danish edition's own words in Danish, FIDE's elsewhere): the same
/// texts the guide says, a heading per section and a paragraph per line. `Err` names a message that does
/// not render.
pub fn markdown(language: Language) -> Result<String, RenderError> {
    let [scheme, _] = Scheme::editions_order(language);
    let renderer = Renderer::new(language, scheme, Form::Short);
    let text = |p: GuidePhrase| -> Result<String, RenderError> {
        Ok(renderer.try_render(&Phrase::Guide(p))?.text())
    };
    let name = renderer.try_render_msg(&Msg::new("guide-name"))?.text();
    let mut out = format!(
        "<!-- Generated from locales/{language}/guide.ftl by the test guide::printed_guides_are_fresh; \
         do not edit. -->\n\n# {name}\n\n"
    );
    for phrase in [
        GuidePhrase::Intro,
        GuidePhrase::Keys(1),
        GuidePhrase::Keys(2),
    ] {
        out.push_str(&text(phrase)?);
        out.push_str("\n\n");
    }
    for section in Section::ALL {
        let title = renderer
            .try_render_msg(&Msg::new(section.title_id()))?
            .text();
        out.push_str(&format!("## {}. {title}\n\n", section.number()));
        for i in 0..section.lines().len() {
            out.push_str(&text(GuidePhrase::Line(section, i))?);
            out.push_str("\n\n");
        }
    }
    out.pop();
    Ok(out)
}
