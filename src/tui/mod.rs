//! The terminal game, `kono tui` and the start screen of plain `kono`: the
//! event loops. One event from the `event` channel becomes an [`action::Action`]
//! ([`input`]), the [`app::App`] applies it and returns an
//! [`action::Effect`] that the loop carries out (quit, save, think: the
//! computer's search runs on a worker thread, `think`), autosave follows
//! the App's revision (`session_io`), and [`view`] draws the frame into the
//! places [`layout`] computes; `screen` owns the terminal.

pub mod action;
pub mod app;
mod backend;
mod config;
mod event;
pub mod help;
pub mod input;
pub mod keymap;
pub mod layout;
pub mod palette;
mod reader;
mod screen;
mod session_io;
pub mod start;
pub mod theme;
mod think;
pub mod view;
mod words;

pub use config::{Config, DEFAULT_LEVEL, Opened, Seat, Storage, computer_in, computer_tag};

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use ratatui::layout::Rect;

use action::{Action, Effect};
use app::{App, Status};
use event::Work;
use ratatui::crossterm::event::Event as TerminalEvent;
use screen::{Ended, Next, Screen, close, need_terminal};
use start::{Library, Start};

use crate::store;
use layout::Layout;
use session_io::Autosave;
use think::{Request, Thinker};

/// Set (to anything) to make the game panic once its first frame is on
/// screen: for testing that a panic gives the terminal back.
const DEBUG_PANIC: &str = "KONO_DEBUG_PANIC";

/// Set to a number of milliseconds to replace the computer's pace (the
/// least time a move of its takes): for tests, which play fast.
const PACE: &str = "KONO_PACE_MS";

/// How often the sign that shows the computer thinking moves.
const TICK: Duration = Duration::from_millis(120);
/// Plays the terminal game until the players quit. On SIGTERM, SIGHUP,
/// SIGINT or SIGQUIT the game is saved, the terminal given back, and the
/// program exits with 128 + the signal's number.
///
/// # Errors
/// When stdout is not a terminal, when a rule option does not apply to the
/// variant, or when the terminal cannot be set up, read or written.
pub fn run(config: Config, storage: Storage) -> anyhow::Result<()> {
    need_terminal()?;
    let app = App::new(config, random_seed())?;
    let mut screen = Screen::open(&config)?;
    close(play(&mut screen, app, storage))
}

/// `kono puzzle`: plays `puzzle`, the player on the winning side and the
/// computer defending at level 5 from the puzzle's own table. Each try is
/// autosaved into `data` as any game is, with its `[Puzzle]` tag.
///
/// # Errors
/// As [`run`].
pub fn run_puzzle(
    config: Config,
    puzzle: app::Puzzle,
    data: Option<PathBuf>,
) -> anyhow::Result<()> {
    need_terminal()?;
    let mut app = App::new(config, random_seed())?;
    let (variant, options, table) = (puzzle.start().variant(), puzzle.options(), puzzle.table());
    app.start_puzzle(puzzle);
    app.update(Action::Table(action::TableState::Ready));
    let mut screen = Screen::open(&config)?;
    let mut autosave = Autosave::new(data);
    let pace = std::env::var(PACE)
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map(Duration::from_millis);
    let mut thinker = Thinker::new(screen.events.sender(), None, pace);
    thinker.preload(variant, options, table);
    close(event_loop(
        &mut app,
        &mut autosave,
        &mut thinker,
        &mut screen,
    ))
}

/// The start screen of plain `kono`, then the game chosen there. `base`
/// gives the display settings; `data` is where games are kept; `pinned`
/// the choices the config file fixes; `notes` what the start screen shows
/// first (a config file it could not use).
///
/// # Errors
/// As [`run`].
pub fn run_start(
    base: Config,
    data: Option<PathBuf>,
    pinned: store::StartSettings,
    notes: Vec<String>,
) -> anyhow::Result<()> {
    need_terminal()?;
    let mut library = data.as_deref().map(Library::scan).unwrap_or_default();
    let (choices, note) = start::recall_with(data.as_deref(), pinned);
    library.unreadable.extend(notes.into_iter().chain(note));
    let mut menu = Start::new(choices, library);
    let mut screen = Screen::open(&base)?;
    let result = start_loop(&mut screen, &mut menu).and_then(|chosen| {
        let storage = Storage {
            data: data.clone(),
            notice: data
                .is_none()
                .then(|| "autosave is off: no data directory (set KONO_HOME)".to_string()),
            ..Storage::default()
        };
        match chosen {
            Chosen::Quit(ended) => Ok(ended),
            Chosen::New(choices) => {
                let config = choices.config(base);
                let app = App::new(config, random_seed())?;
                let mut storage = storage;
                if let Some(dir) = &data
                    && let Err(err) = start::remember(dir, &choices)
                {
                    storage.notice = Some(format!("the choices were not remembered: {err:#}"));
                }
                play(&mut screen, app, storage)
            }
            Chosen::Open(opened, read_only) => {
                let app = App::new(base, random_seed())?;
                let storage = Storage {
                    open: Some(*opened),
                    notice: read_only.or(storage.notice),
                    ..storage
                };
                play(&mut screen, app, storage)
            }
        }
    });
    close(result)
}

/// What the start screen ended with.
enum Chosen {
    /// Leave (quit, or a signal).
    Quit(Ended),
    /// A new game with these choices.
    New(start::Choices),
    /// This saved game, and why it is only read, if it is.
    Open(Box<Opened>, Option<String>),
}

/// The start screen's loop: draws it and applies keys until a choice.
fn start_loop(screen: &mut Screen, menu: &mut Start) -> anyhow::Result<Chosen> {
    loop {
        let theme = screen.theme;
        screen
            .terminal
            .draw(|frame| view::draw_start(menu, &theme, frame))
            .context("drawing the screen")?;
        let action = match screen.next(None)? {
            Next::Terminal(TerminalEvent::Key(key)) => {
                match input::key_action(key, keymap::Mode::Start) {
                    Some(action) => action,
                    None => continue,
                }
            }
            // No computer plays here: its replies and ticks cannot come.
            Next::Terminal(_) | Next::Redraw | Next::Work(_) | Next::Timeout => continue,
            Next::End(ended) => return Ok(Chosen::Quit(ended)),
        };
        if action == Action::Suspend {
            screen.suspend()?;
            continue;
        }
        let index = match menu.update(action) {
            start::Choice::Stay => continue,
            start::Choice::Quit => return Ok(Chosen::Quit(Ended::Quit)),
            start::Choice::NewGame(choices) => return Ok(Chosen::New(choices)),
            start::Choice::Open(index) => Some(index),
            start::Choice::Resume => None,
        };
        let summary = match index {
            Some(i) => menu.library.games.get(i),
            None => menu.library.unfinished.as_ref(),
        };
        let Some(summary) = summary.cloned() else {
            continue;
        };
        // An unfinished game goes on in its own file, locked against other
        // windows; a finished one is only looked at.
        let opened = match store::load(&summary.path) {
            Ok((game, _)) if game.outcome().is_none() => {
                store::GameFile::open_for_play(&summary.path)
                    .map(|r| (r.game, r.tags, r.file, r.read_only))
            }
            Ok((game, tags)) => Ok((game, tags, None, None)),
            Err(err) => Err(err),
        };
        match opened {
            Ok((game, tags, file, read_only)) => {
                return Ok(Chosen::Open(
                    Box::new(Opened {
                        path: summary.path,
                        game,
                        tags,
                        file,
                    }),
                    read_only,
                ));
            }
            Err(err) => {
                let why = store::reason_first(&err);
                if !menu.library.unreadable.contains(&why) {
                    menu.library.unreadable.push(why);
                }
            }
        }
    }
}

/// Plays `app`, opening the game `storage` names, until the players quit.
fn play(screen: &mut Screen, mut app: App, storage: Storage) -> anyhow::Result<Ended> {
    let data = storage.data.clone();
    let mut autosave = Autosave::new(storage.data);
    if let Some(opened) = storage.open {
        app.load(opened.game, &opened.path.display().to_string());
        // The record's computer plays on; a record of two people's keeps
        // the command line's.
        if let Some((seat, level)) = computer_in(&opened.tags) {
            app.set_computer(seat, level);
        }
        autosave.continue_with(&mut app, opened.tags, opened.file);
    }
    if let Some(notice) = storage.notice {
        app.notify(Status::Notice(notice));
    }
    let pace = std::env::var(PACE)
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map(Duration::from_millis);
    let mut thinker = Thinker::new(screen.events.sender(), data, pace);
    event_loop(&mut app, &mut autosave, &mut thinker, screen)
}

fn event_loop(
    app: &mut App,
    autosave: &mut Autosave,
    thinker: &mut Thinker,
    screen: &mut Screen,
) -> anyhow::Result<Ended> {
    // A fresh start: nothing of an earlier screen (the start screen) stays.
    screen.terminal.clear().context("clearing the screen")?;
    let size = screen.terminal.size()?;
    let mut effect = app.update(Action::Resize(size.width, size.height));
    let debug_panic = std::env::var_os(DEBUG_PANIC).is_some();
    let mut layout = Layout::new(Rect::default(), app.variant(), app.flipped());
    let theme = screen.theme;
    loop {
        match effect {
            Effect::None => {}
            Effect::Quit => return Ok(Ended::Quit),
            Effect::Suspend => screen.suspend()?,
            Effect::Save(path) => match store::SaveTarget::check(&path) {
                store::SaveTarget::Existing => app.ask_overwrite(path),
                store::SaveTarget::New => save(app, autosave, &path, false),
                store::SaveTarget::Refused(why) => app.saved(Err(why)),
            },
            Effect::Overwrite(path) => save(app, autosave, &path, true),
            Effect::BuildTable(options) => thinker.build_five(options)?,
            Effect::Think {
                ticket,
                game,
                level,
                seed,
                pace,
            } => thinker.start(Request {
                ticket,
                game,
                level,
                seed,
                pace,
            })?,
        }
        thinker.sync(app.awaited());
        if app.wants_table() {
            thinker.fetch(app.variant(), app.options())?;
        }
        if let Some(request) = app.estimate_request() {
            thinker.estimate(request)?;
        }
        autosave.sync(app);
        screen
            .terminal
            .draw(|frame| {
                layout = view::layout(app, frame.area());
                view::draw(app, &layout, &theme, frame);
            })
            .context("drawing the screen")?;
        if debug_panic {
            panic!("{DEBUG_PANIC} is set: a panic with the game on screen");
        }
        // Block until an event that means something: no CPU while idle, a
        // tick only while the computer thinks.
        let action = loop {
            match screen.next(app.thinking().map(|_| TICK))? {
                Next::Terminal(event) => {
                    if let Some(action) = input::action(&event, app.mode(), &layout) {
                        break Some(action);
                    }
                }
                Next::Redraw => break None,
                Next::End(ended) => {
                    autosave.sync(app);
                    return Ok(ended);
                }
                Next::Timeout => break Some(Action::Tick),
                Next::Work(work) => match work {
                    Work::Reply {
                        ticket,
                        choice: Some(choice),
                    } => {
                        break Some(Action::ComputerMoved {
                            ticket,
                            mv: choice.mv,
                        });
                    }
                    // The App asks only in a game that goes on, where the
                    // side to move has a move (the rules play forced passes
                    // themselves): no move means the search was stopped.
                    Work::Reply { choice: None, .. } => {}
                    Work::Table(state) => {
                        // A table built meanwhile is read at the next request.
                        if state == action::TableState::Ready {
                            thinker.forget_missing();
                        }
                        break Some(Action::Table(state));
                    }
                    Work::Solved(table) => {
                        app.set_solved(table);
                        break None;
                    }
                    Work::Estimated { stamp, analysis } => {
                        app.set_estimate(stamp, analysis);
                        break None;
                    }
                },
            }
        };
        effect = match action {
            Some(action) => app.update(action),
            None => Effect::None,
        };
    }
}

/// Saves the game to `path` for the `s` key (replacing a file there only
/// when the player said so) and tells the App how it went.
fn save(app: &mut App, autosave: &Autosave, path: &std::path::Path, replace: bool) {
    let result = autosave.save_as(path, app.game(), replace);
    app.saved(result.map_err(|e| store::reason_first(&e)));
}

/// A random seed for drawing lots. The standard library has no random
/// number API, but every process's first `RandomState` is keyed from the
/// operating system's randomness, so the hash of nothing is unpredictable;
/// this spares a dependency on `rand` for one bit per game.
fn random_seed() -> u64 {
    RandomState::new().build_hasher().finish()
}
