//! THE event loop: one loop over every screen. It blocks on the one event
//! channel, turns each event into an [`Action`] (keys through the key
//! table, worker news as it comes), hands it to the screen, and
//! carries out the [`Effect`]s that come back (I/O here, slow work on the
//! workers, screen changes), then draws. It never reads or writes a
//! screen's state behind its back: what it has to tell a screen, it tells
//! with an Action.

use crate::tui::why::Why;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Context;

use super::action::{Action, Begin, Effect, Effects};
use super::app::{App, Status};
use super::backend::Surface;
use super::config::{Config, Opened};
use super::console::{Console, Ended};
use super::event::Event;
use super::input;
use super::layout::Layout;
use super::screen::Screen;
use super::session_io::Autosave;
use super::work::Workers;
use crate::store;

mod net;
mod places;
mod screens;

pub use places::Places;
pub use screens::start_screen;

pub use net::{
    HostPlan, HostedAt, Hosting, Joining, NetLink, hosted_at, hosting, remember_address, saved_copy,
};

/// At most this many events are applied between two frames.
const BATCH: usize = 256;

/// How often the sign that shows the computer thinking moves.
const TICK: Duration = Duration::from_millis(120);

/// The loop's state: the terminal session, the screen, the workers, the
/// autosave.
pub struct Loop<B: Surface> {
    /// The terminal session and its events.
    term: Console<B>,
    /// What is shown.
    screen: Screen,
    /// The worker threads.
    workers: Workers,
    /// The game on disk.
    autosave: Autosave,
    /// The display settings, for the games the start screen begins.
    base: Config,
    /// The data directory: games, tables, the remembered choices.
    data: Option<PathBuf>,
    /// The start screen's choices the config file fixes.
    pinned: store::StartSettings,
    /// Whether this is a session of `kono serve`.
    served: bool,
    /// Actions for the screen that the loop itself produced (a save's
    /// result), applied before the next event is waited for.
    pending: VecDeque<Action>,
    /// The board's place on screen as last drawn, for mouse clicks.
    layout: Option<Layout>,
    /// The network game's listener and connection, in one.
    net: NetLink,
    /// A join asked for on the start screen: the address and the code.
    joining: Option<(String, crate::net::Code)>,
    /// What the screen asked as it opened ([`Action::Begin`]), carried out
    /// before anything else.
    opening: Effects,
    /// The autosave file of the record being opened, until the App says
    /// it continues it ([`Effect::Continue`]).
    continuing: Option<store::GameFile>,
    /// Panic once the first frame of a game is on screen (for testing
    /// that a panic gives the terminal back).
    debug_panic: bool,
}

impl<B: Surface> Loop<B> {
    /// Makes the game panic once its first frame is on screen.
    pub fn panic_on_screen(&mut self) {
        self.debug_panic = true;
    }

    /// A game screen for `app`, continuing `opened` when given, with a
    /// first message `notice`.
    pub fn game(&mut self, app: App, opened: Option<Opened>, notice: Option<Status>) -> Screen {
        self.autosave = Autosave::new(self.data.clone());
        self.continuing = None;
        let begin = opened.map(|opened| {
            // The lock of a `--load`ed file is held while the game is open;
            // its autosave file is written on once the App has it.
            self.autosave.hold(opened.lock);
            self.continuing = opened.file;
            Begin::Record {
                from: opened.path.display().to_string(),
                game: opened.game,
                tags: Box::new(opened.tags),
                read_only: opened.read_only,
            }
        });
        self.open_with(app, begin, notice)
    }

    /// A game screen for `app` opening with `begin` (a lesson, a puzzle),
    /// with a first message `notice`.
    pub fn begin(&mut self, app: App, begin: Begin, notice: Option<Status>) -> Screen {
        self.autosave = Autosave::new(self.data.clone());
        self.continuing = None;
        self.open_with(app, Some(begin), notice)
    }

    /// The game screen of `app`, told `begin` as an Action (what it asks
    /// of the loop carried out before the next event), then `notice`.
    fn open_with(&mut self, mut app: App, begin: Option<Begin>, notice: Option<Status>) -> Screen {
        if let Some(begin) = begin {
            let effects = app.update(begin.into());
            self.opening.extend(effects);
        }
        if let Some(notice) = notice {
            app.notify(notice);
        }
        Screen::Game(Box::new(app))
    }

    /// Shows `screen` from now on.
    pub fn set_screen(&mut self, screen: Screen) {
        self.screen = screen;
    }

    /// Runs until the players quit or a signal ends the program.
    ///
    /// # Errors
    /// When the terminal cannot be read or written, or a worker cannot be
    /// started.
    pub fn run(mut self) -> anyhow::Result<Ended> {
        self.show()?;
        loop {
            if let Some(ended) = self.apply_pending()? {
                return Ok(ended);
            }
            let theme = self.term.theme;
            let screen = &self.screen;
            let mut layout = None;
            self.term
                .terminal
                .draw(|frame| layout = screen.draw(&theme, frame))
                .with_context(|| crate::t!("err-term-draw"))?;
            self.layout = layout;
            if self.debug_panic && matches!(self.screen, Screen::Game(_)) {
                // Named by the variable the command reads to ask for it.
                panic!("KONO_DEBUG_PANIC is set: a panic with the game on screen");
            }
            // Block until an event: no CPU while idle, a tick only while
            // something on screen moves. Then everything that came
            // meanwhile (a worker's news, keys typed ahead) is applied
            // before the next frame: one frame for them all, so a key never
            // waits behind frames drawn for news.
            let limit = self.screen.ticking().then_some(TICK);
            let mut event = Some(self.term.events.next(limit));
            let mut taken = 0;
            while let Some(next) = event {
                if let Some(ended) = self.take(next)? {
                    return Ok(ended);
                }
                if let Some(ended) = self.apply_pending()? {
                    return Ok(ended);
                }
                taken += 1;
                event = (taken < BATCH)
                    .then(|| self.term.events.try_next())
                    .flatten();
            }
        }
    }

    /// Applies the actions waiting, and carries out their effects; `Some`
    /// when the program is to end.
    fn apply_pending(&mut self) -> anyhow::Result<Option<Ended>> {
        let opening = std::mem::take(&mut self.opening);
        if let Some(ended) = self.carry_out(opening)? {
            return Ok(Some(ended));
        }
        if !self.pending.is_empty() {
            // Whatever happens, the screen learns first what time it is.
            self.pending.push_front(Action::Now(Instant::now()));
        }
        while let Some(action) = self.pending.pop_front() {
            let effects = self.screen.update(action);
            if let Some(ended) = self.carry_out(effects)? {
                return Ok(Some(ended));
            }
        }
        Ok(None)
    }

    /// Takes one event: what it means for the screen waits in `pending`;
    /// `Some` when the program is to end.
    fn take(&mut self, event: Event) -> anyhow::Result<Option<Ended>> {
        match event {
            Event::Terminal(event) => {
                if let ratatui::crossterm::event::Event::Resize(columns, rows) = event {
                    self.term.resized(columns, rows);
                }
                let layout = self.layout.as_ref();
                let mode = self.screen.mode();
                if let Some(action) = input::action(&event, mode, layout) {
                    self.pending.push_back(action);
                }
            }
            Event::Work(news) => {
                if matches!(&news, Action::Table(state) if state.is_ready()) {
                    // A table built meanwhile is read at the next request.
                    self.workers.forget_missing();
                }
                self.pending.push_back(news);
            }
            Event::Net(news) => self.net_event(news)?,
            Event::Timeout => self.pending.push_back(Action::Tick),
            Event::Stop => self.term.suspend()?,
            Event::Continue => self.term.take_back()?,
            Event::End(signal) => return Ok(Some(Ended::Signal(signal))),
            Event::InputLost(Some(_)) => return Ok(Some(Ended::Lost)),
            Event::InputLost(None) => {
                anyhow::bail!(crate::t!("err-term-input-stopped"))
            }
        }
        Ok(None)
    }

    /// A fresh start for the screen now shown: a clean terminal, and its
    /// size told.
    fn show(&mut self) -> anyhow::Result<()> {
        self.term
            .terminal
            .clear()
            .with_context(|| crate::t!("err-term-clear"))?;
        let size = self.term.terminal.size()?;
        self.pending
            .push_front(Action::Resize(size.width, size.height));
        Ok(())
    }

    /// Carries out `effects` in order; `Some` when the program is to end.
    fn carry_out(&mut self, effects: Effects) -> anyhow::Result<Option<Ended>> {
        // In a network game, what could not be saved is not sent either.
        let mut unsaved: Option<(Why, Vec<crate::net::Message>)> = None;
        for effect in effects {
            match effect {
                Effect::Send(msg) if unsaved.is_some() => {
                    unsaved
                        .iter_mut()
                        .for_each(|(_, held)| held.push(msg.clone()));
                }
                Effect::SendAll(lines) if unsaved.is_some() => {
                    unsaved
                        .iter_mut()
                        .for_each(|(_, held)| held.extend(lines.clone()));
                }
                Effect::Quit => return Ok(Some(Ended::Quit)),
                Effect::Suspend => self.term.suspend()?,
                Effect::Save {
                    path,
                    game,
                    replace,
                } => self.save(path, &game, replace),
                Effect::Autosave(snapshot) => {
                    for news in self.autosave.sync(&snapshot) {
                        match news {
                            Action::AutosaveFailed(why) if snapshot.network.is_some() => {
                                unsaved = Some((why, Vec::new()));
                            }
                            news => self.pending.push_back(news),
                        }
                    }
                }
                Effect::Continue(at, tags) => {
                    let file = self.continuing.take();
                    let name = self.autosave.continue_with(&at, *tags, file);
                    self.pending.push_back(name);
                }
                Effect::AnswerDraw {
                    ticket,
                    game,
                    level,
                    table,
                } => self.workers.answer_draw(ticket, game, level, table)?,
                Effect::Think(request) => self.workers.think(request)?,
                Effect::StopThinking => self.workers.stop_thinking(),
                Effect::BuildTable(variant, options) => self.workers.build(variant, options)?,
                Effect::LoadTable(variant, options) => {
                    self.workers.load_table(variant, options)?;
                }
                effect @ (Effect::Probe { .. }
                | Effect::Judge { .. }
                | Effect::NextPuzzle { .. }
                | Effect::FindPuzzle(_)
                | Effect::CheckMove(_)) => self.workers.answer(effect)?,
                Effect::Coach {
                    ticket,
                    game,
                    plies,
                    table,
                    explain,
                } => self.workers.coach(ticket, (game, plies), table, explain)?,
                Effect::Estimate { ticket, game } => self.workers.estimate(ticket, game)?,
                Effect::Review {
                    ticket,
                    game,
                    table,
                } => self.workers.review(ticket, game, table)?,
                Effect::Puzzle(variant) => self.puzzle(variant)?,
                Effect::Home => self.home()?,
                Effect::Lesson(variant) => self.lesson(variant)?,
                Effect::SaveProgress(progress) => {
                    if let Some(data) = &self.data
                        && let Err(err) = crate::store::save_progress(data, &progress)
                    {
                        let why = Why::ProgressNotKept(std::sync::Arc::new(err));
                        self.pending.push_back(Action::AutosaveFailed(why));
                    }
                }
                Effect::NewGame(choices) => self.new_game(choices)?,
                Effect::Open(path) => self.open_saved(path)?,
                Effect::Delete(path) => {
                    let result = store::delete_game(&path).map(|()| path).map_err(Why::from);
                    self.pending.push_back(Action::Deleted(result));
                }
                Effect::Send(msg) => {
                    if let Some(peer) = &self.net.peer {
                        peer.send(msg);
                    }
                }
                Effect::Rehosted(id) => {
                    if let Some(at) = self.net.at {
                        self.remember_hosted(at, &id);
                    }
                }
                Effect::SendAll(lines) => {
                    if let Some(peer) = &self.net.peer {
                        peer.send_all(lines);
                    }
                }
                Effect::Rejoin(to) => self.rejoin(to),
                Effect::KeepCopy(game) => {
                    let kept = self
                        .autosave
                        .keep_copy(&game)
                        .map(|path| store::shown_path(&path))
                        .map_err(Why::from);
                    self.pending.push_back(Action::CopyKept(kept));
                }
                Effect::Host(choices) => self.host_from_start(choices)?,
                Effect::Join(text) => self.join_from_start(&text),
                Effect::Hangup(last) => {
                    if let Some(peer) = self.net.peer.take() {
                        peer.close(last);
                    }
                }
            }
        }
        if let Some((why, withheld)) = unsaved {
            // Before anything else: the screen takes back what it showed.
            self.pending.push_front(Action::Unsaved { why, withheld });
        }
        Ok(None)
    }
}
