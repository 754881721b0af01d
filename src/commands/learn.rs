//! `kono learn`: the lessons. `--list` prints every lesson and task (its
//! start position, goal, one solution line and whether it is done), as
//! text or one JSON object a task; without it, the lesson screen opens
//! where you stopped (or at `--lesson N`), a finished course on its page
//! of lessons (`L` opens that page from any task); when stdout is not a
//! terminal, that lesson is printed instead.

use std::fmt::Write as _;
use std::io::{self, IsTerminal, Write};

use anyhow::{Result, bail};
use serde_json::json;

use super::tui::no_color_unset;
use super::write_out;
use crate::cli::LearnArgs;
use crate::i18n::{self, Lang, game_name, width};
use crate::learn::{Course, Goal, Lesson, Target, Task, words_line};
use crate::rules::{Variant, diagram};
use crate::store::Background;
use crate::store::{Progress, data_dir, load_progress};
use crate::t;
use crate::tui;

/// `kono learn`.
///
/// # Errors
/// A lesson number the course does not have, or stdout that cannot be
/// written.
pub fn learn(args: &LearnArgs) -> Result<()> {
    let (progress, note) = progress();
    let tui = !args.list && io::stdout().is_terminal();
    if let Some(note) = note.as_ref().filter(|_| !tui) {
        // A note only: the lessons go on with what could be read.
        let _ = writeln!(io::stderr(), "kono: {note}");
    }
    let courses: Vec<Course> = match args.variant {
        Some(v) => vec![Course::of(v)],
        None if args.list => Course::all(),
        None => vec![Course::of(Variant::default())],
    };
    let stars = |task: &Task| progress.stars(&task.key());
    if args.list {
        let mut out = String::new();
        for course in &courses {
            if args.json {
                // JSON is data: its words stay English in every language.
                i18n::set_for_thread(Some(Lang::En));
                for lesson in &course.lessons {
                    for task in &lesson.tasks {
                        let _ = writeln!(out, "{}", task_json(lesson, task, stars(task)));
                    }
                }
                i18n::set_for_thread(None);
            } else {
                list(&mut out, course, &stars);
            }
        }
        return write_out(&out);
    }
    let Some(course) = courses.first() else {
        return Ok(());
    };
    let lesson = match args.lesson {
        Some(n) => match course.lesson(usize::from(n)) {
            Some(lesson) => lesson,
            None => bail!(
                "{}",
                t!(
                    "learn-no-lesson",
                    game = game_name(course.variant.name()),
                    number = n,
                    count = course.lessons.len()
                )
            ),
        },
        None => {
            // Where you stopped, or the last lesson once all are done.
            let at = course.resume(stars).map(|task| task.lesson);
            match at.and_then(|n| course.lesson(n)).or(course.lessons.last()) {
                Some(lesson) => lesson,
                None => return Ok(()),
            }
        }
    };
    let task = lesson
        .tasks
        .iter()
        .find(|task| stars(task).is_none() || args.lesson.is_some())
        .or(lesson.tasks.first());
    match task {
        Some(task) if tui => {
            let config = tui::Config {
                options: task.options,
                ascii: args.ascii,
                color: no_color_unset(),
                theme: Background::Auto,
                ..tui::Config::new(course.variant)
            };
            // The lesson screen says what was kept of a damaged file.
            let storage = tui::Storage {
                data: data_dir().ok(),
                notice: note,
                ..tui::Storage::default()
            };
            let opening = tui::Opening::Lesson(
                config,
                Box::new((course.clone(), task.clone())),
                Box::new(progress),
            );
            super::terminal::play(config, opening, storage, tui::keymap::SECTIONS)
        }
        _ => write_out(&show_lesson(course, lesson, &stars)),
    }
}

/// The progress kept in the data directory, and the note on a damaged
/// file (what could be read of it is kept).
fn progress() -> (Progress, Option<String>) {
    match data_dir() {
        Ok(data) => load_progress(&data),
        Err(_) => (Progress::default(), None),
    }
}

/// "done, 3 stars" or "not done".
fn status(stars: Option<u8>) -> String {
    match stars {
        Some(n) => t!("learn-status-done", count = n),
        None => t!("learn-status-not-done"),
    }
}

/// The course as text: each lesson's title, then each task.
fn list(out: &mut String, course: &Course, stars: &impl Fn(&Task) -> Option<u8>) {
    let head = t!(
        "learn-list-head",
        game = game_name(course.variant.name()),
        count = course.lessons.len(),
        done = course.lessons_done(stars)
    );
    let _ = writeln!(out, "{head}");
    // The fields' names, their values lined up after the widest.
    let names = [
        t!("learn-field-position"),
        t!("learn-field-after"),
        t!("learn-field-options"),
        t!("learn-field-goal"),
        t!("learn-field-solution"),
        t!("learn-field-status"),
    ];
    let wide = names.iter().map(|name| width(name)).max().unwrap_or(0);
    let field = |out: &mut String, at: usize, value: String| {
        let name = names.get(at).map_or("", String::as_str);
        let pad = " ".repeat(wide - width(name) + 2);
        let _ = writeln!(out, "    {name}{pad}{value}");
    };
    for lesson in &course.lessons {
        let title = t!(
            "lesson-title",
            number = lesson.number,
            title = lesson.title()
        );
        let _ = writeln!(out, "\n{title}");
        for task in &lesson.tasks {
            let _ = writeln!(out, "  {}  {}", task.key(), task.prompt());
            field(out, 0, task.start.to_string());
            if !task.prelude.is_empty() {
                field(out, 1, words_line(&task.prelude));
            }
            let flags = task.options.flags();
            if !flags.is_empty() {
                field(out, 2, flags.join(" "));
            }
            field(out, 3, task.goal.to_string());
            field(out, 4, words_line(&task.solution));
            field(out, 5, status(stars(task)));
        }
    }
}

/// One task as a JSON object.
fn task_json(lesson: &Lesson, task: &Task, stars: Option<u8>) -> serde_json::Value {
    let (kind, target) = match task.goal {
        Goal::Play(mv) => ("play", json!({ "move": mv.to_string() })),
        Goal::Force { target, moves } => match target {
            Target::Win => ("win", json!({ "moves": moves })),
            Target::Capture => ("capture", json!({ "moves": moves })),
            Target::Reach(point) => (
                "reach",
                json!({ "point": point.to_string(), "moves": moves }),
            ),
        },
        Goal::Hold { moves } => ("hold", json!({ "moves": moves })),
        Goal::Only => ("only", json!({})),
    };
    let mut goal = target;
    if let Some(map) = goal.as_object_mut() {
        map.insert("kind".to_string(), json!(kind));
        map.insert("text".to_string(), json!(task.goal.to_string()));
    }
    let moves = |list: &[crate::rules::Move]| -> Vec<String> {
        list.iter().map(ToString::to_string).collect()
    };
    json!({
        "variant": task.start.variant().name(),
        "lesson": lesson.number,
        "title": lesson.title(),
        "task": task.number,
        "key": task.key(),
        "prompt": task.prompt(),
        "position": task.start.to_string(),
        "prelude": moves(&task.prelude),
        "options": task.options.flags().iter().map(|f| f.trim_start_matches("--")).collect::<Vec<_>>(),
        "goal": goal,
        "solution": moves(&task.solution),
        "done": stars.is_some(),
        "stars": stars,
    })
}

/// A lesson as text: its title and words, then its tasks with their
/// status, and the board of the first task not done.
fn show_lesson(course: &Course, lesson: &Lesson, stars: &impl Fn(&Task) -> Option<u8>) -> String {
    let mut out = String::new();
    let head = t!(
        "learn-show-head",
        game = game_name(course.variant.name()),
        number = lesson.number,
        count = course.lessons.len(),
        title = lesson.title()
    );
    let _ = writeln!(out, "{head}\n");
    for line in lesson.text() {
        let _ = writeln!(out, "  {line}");
    }
    out.push('\n');
    for task in &lesson.tasks {
        let _ = writeln!(
            out,
            "  {}. {} ({}; {})",
            task.number,
            task.prompt(),
            task.goal,
            status(stars(task))
        );
    }
    let next = lesson
        .tasks
        .iter()
        .find(|task| stars(task).is_none())
        .or(lesson.tasks.first());
    if let Some(task) = next {
        let head = t!(
            "learn-show-task",
            number = task.number,
            prompt = task.prompt()
        );
        let _ = writeln!(out, "\n{head}\n");
        let pos = task
            .prelude
            .iter()
            .fold(task.start, |pos, &mv| pos.play_unchecked(mv));
        out.push_str(&diagram(&pos));
    }
    out
}
