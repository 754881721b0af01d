//! The lessons in Korean: the lesson screen at 80×24 and 100×30 fits by
//! display width, no syllable cut, every task's words readable; the
//! verdicts, the coach and `kono learn`'s output in Korean.

use kono::i18n::{self, Lang, width};
use kono::learn::{Course, Task};
use kono::rules::Variant;
use kono::store::Progress;
use kono::tui::Config;
use kono::tui::action::Action;
use kono::tui::app::App;
use ratatui::buffer::Buffer;

use super::common::render;

/// The rows of `buf` as the terminal shows them: a wide character's
/// second cell is not read twice. Panics if a later draw wrote into a wide
/// character's second cell (a syllable cut in two).
fn rows(buf: &Buffer) -> Vec<String> {
    let mut out = Vec::new();
    for y in 0..buf.area.height {
        let mut row = String::new();
        let mut x = 0;
        while x < buf.area.width {
            let symbol = buf[(x, y)].symbol();
            let wide = u16::try_from(width(symbol)).unwrap().max(1);
            for covered in x + 1..(x + wide).min(buf.area.width) {
                assert_eq!(
                    buf[(covered, y)].symbol(),
                    " ",
                    "row {y}: {symbol} at column {x} cut by what follows"
                );
            }
            assert!(x + wide <= buf.area.width, "row {y}: {symbol} cut at the edge");
            row.push_str(symbol);
            x += wide;
        }
        out.push(row.trim_end().to_string());
    }
    out
}

/// The lesson screen of `task` in Korean at `w`×`h`: its rows, and the
/// side panel's words (its lines joined, spaces made single).
fn korean_lesson(course: &Course, task: &Task, w: u16, h: u16) -> (Vec<String>, String) {
    i18n::set_for_thread(Some(Lang::Ko));
    let config = Config {
        options: task.options,
        ..Config::new(task.start.variant())
    };
    let mut app = App::new(config, 7).unwrap();
    app.update(Action::Resize(w, h));
    app.start_lesson(course.clone(), task, Progress::default());
    let rows = rows(&render(&mut app, w, h));
    i18n::set_for_thread(None);
    let panel: Vec<&str> = rows
        .iter()
        .filter_map(|line| line.split_once("││").map(|(_, p)| p))
        .map(|p| p.trim_end_matches('│'))
        .collect();
    let words = panel.join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    (rows, words)
}

/// `text` with its spaces made single.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_korean_lesson_fits_80x24_and_100x30_and_every_task_says_all_it_must() {
    for variant in [Variant::Five, Variant::Four] {
        let course = Course::of(variant);
        for task in course.tasks() {
            i18n::set_for_thread(Some(Lang::Ko));
            let prompt = words(&task.prompt());
            let goal = words(&task.goal.to_string());
            i18n::set_for_thread(None);
            for (w, h) in [(80, 24), (100, 30)] {
                let (rows, panel) = korean_lesson(&course, task, w, h);
                let screen = rows.join("\n");
                for row in &rows {
                    assert!(width(row) <= usize::from(w), "{}: {row}", task.key());
                }
                for needed in [
                    prompt.as_str(),
                    goal.as_str(),
                    "목표:",
                    "별 셋",
                    "틀린 시도: 0번",
                    "다시",
                    "다음",
                ] {
                    assert!(
                        panel.contains(needed),
                        "{} at {w}x{h}: no «{needed}» in\n{screen}",
                        task.key()
                    );
                }
            }
        }
    }
}
