//! The computer's search on a worker thread: one at a time, the one before
//! stopped through its flag, the reply sent into the event channel with
//! the ticket of its request, no sooner than the request's pace. Level 5
//! plays from the solved table of the game: the first request that needs
//! it loads it (four-field: from the cache, or built with its progress
//! reported), once per game and rule option, on its worker thread.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Context;

use crate::ai::{self, Level, Solved};
use crate::rules::{Game, RuleOptions, Variant};
use crate::store;

use super::action::{Table, TableState};
use super::app::EstimateRequest;
use super::event::{Event, Work};

/// A solved table, once its loading has ended (`None`: there is none).
type Slot = Arc<OnceLock<Option<Arc<dyn Solved>>>>;

/// How often a worker waiting out its pace looks at its flag.
const POLL: Duration = Duration::from_millis(20);

/// What the computer is asked: [`super::action::Effect::Think`]'s fields.
pub struct Request {
    /// Identifies the request; the reply carries it.
    pub ticket: u64,
    /// The game to move in.
    pub game: Game,
    /// How well to play.
    pub level: Level,
    /// Varies the choice among equal moves.
    pub seed: u64,
    /// The reply comes no sooner than this.
    pub pace: Duration,
}

/// Runs the computer's searches for the event loop.
pub struct Thinker {
    /// Where replies go.
    tx: Sender<Event>,
    /// The search running: its ticket and its stop flag.
    running: Option<(u64, Arc<AtomicBool>)>,
    /// Replaces every request's pace when set (`KONO_PACE_MS`, for tests).
    pace: Option<Duration>,
    /// The data directory, where solved tables are kept.
    data: Option<PathBuf>,
    /// The solved tables level 5 asked for, per game and rule options.
    tables: HashMap<(Variant, RuleOptions), Slot>,
    /// Raised when the Thinker goes: stops a table being built.
    building: Arc<AtomicBool>,
    /// The tables hints and review asked for.
    fetched: std::collections::HashSet<(Variant, RuleOptions)>,
    /// The stop flag of the hints' estimate running.
    estimating: Option<Arc<AtomicBool>>,
}

impl Thinker {
    /// Sends replies into `tx`, reads and caches solved tables in `data`;
    /// `pace`, when given, replaces the pace of every request.
    pub fn new(tx: Sender<Event>, data: Option<PathBuf>, pace: Option<Duration>) -> Thinker {
        Thinker {
            tx,
            running: None,
            pace,
            data,
            tables: HashMap::new(),
            building: Arc::new(AtomicBool::new(false)),
            fetched: std::collections::HashSet::new(),
            estimating: None,
        }
    }

    /// Hands over a solved table loaded already (a puzzle's), so that
    /// level 5 plays from it at once.
    pub fn preload(&mut self, variant: Variant, options: RuleOptions, table: Arc<dyn Solved>) {
        let slot: Slot = Arc::default();
        // A fresh slot: it cannot be set already.
        let _ = slot.set(Some(table));
        self.tables.insert((variant, options), slot);
    }

    /// Starts a search for `request` on a worker thread, stopping the one
    /// running.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn start(&mut self, request: Request) -> anyhow::Result<()> {
        self.stop();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let tx = self.tx.clone();
        let table = (request.level == Level::MAX).then(|| {
            let key = (request.game.start().variant(), *request.game.options());
            (key, Arc::clone(self.tables.entry(key).or_default()))
        });
        let data = self.data.clone();
        let pace = self.pace.unwrap_or(request.pace);
        let Request {
            ticket,
            game,
            level,
            seed,
            ..
        } = request;
        thread::Builder::new()
            .name("computer".to_string())
            .spawn(move || {
                let started = Instant::now();
                // Waits while another worker loads the same table.
                let solved = table.and_then(|((variant, options), slot)| {
                    slot.get_or_init(|| load(data.as_deref(), variant, options, &tx))
                        .clone()
                });
                let choice = ai::choose(&game, level, solved.as_deref(), seed, &flag);
                while !flag.load(Ordering::Relaxed) {
                    let left = pace.saturating_sub(started.elapsed());
                    if left.is_zero() {
                        // When the loop is gone nobody waits for the reply.
                        let _ = tx.send(Event::Work(Work::Reply { ticket, choice }));
                        return;
                    }
                    thread::sleep(left.min(POLL));
                }
            })
            .context("starting the computer's thread")?;
        self.running = Some((ticket, cancel));
        Ok(())
    }

    /// Builds the solved five-field table under `options` on a thread of its
    /// own and writes it to the data directory (atomically: a table is
    /// there whole or not at all), its progress sent as table news; at the
    /// end, `Ready` (or `Missing` if it could not be written). Level 5 goes
    /// on searching meanwhile. The build stops when the Thinker is dropped.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn build_five(&mut self, options: RuleOptions) -> anyhow::Result<()> {
        let Some(data) = self.data.clone() else {
            // Nowhere to keep it: say so as a missing table.
            let _ = self.tx.send(Event::Work(Work::Table(TableState::Missing)));
            return Ok(());
        };
        let tx = self.tx.clone();
        let cancel = Arc::clone(&self.building);
        thread::Builder::new()
            .name("five-field table".to_string())
            .spawn(move || {
                let tell = |state| {
                    // When the loop is gone nobody is to be told.
                    let _ = tx.send(Event::Work(Work::Table(state)));
                };
                let told = AtomicU8::new(0);
                let progress = |p: ai::five::Progress| {
                    let percent = (p.fraction() * 100.0) as u8;
                    if told.swap(percent, Ordering::Relaxed) != percent {
                        tell(TableState::Building(percent));
                    }
                };
                let built = ai::five::solve(options.strict_goal, &progress, &cancel)
                    .map_err(anyhow::Error::from)
                    .and_then(|table| {
                        let path =
                            store::table_path(&data, store::table_name(Variant::Five, &options));
                        store::write_table(&path, |file| {
                            let mut out = std::io::BufWriter::new(file);
                            table.encode(&mut out).map_err(std::io::Error::other)?;
                            std::io::Write::flush(&mut out)
                        })
                    });
                tell(if built.is_ok() {
                    TableState::Ready
                } else {
                    TableState::Missing
                });
            })
            .context("starting the table's thread")?;
        Ok(())
    }

    /// Loads the solved table of `variant` under `options` for hints and
    /// review on a worker thread (once per game and options: the same
    /// slot level 5 uses) and sends it as [`Work::Solved`].
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn fetch(&mut self, variant: Variant, options: RuleOptions) -> anyhow::Result<()> {
        let key = (variant, options);
        if !self.fetched.insert(key) {
            return Ok(());
        }
        let slot = Arc::clone(self.tables.entry(key).or_default());
        let data = self.data.clone();
        let tx = self.tx.clone();
        thread::Builder::new()
            .name("table".to_string())
            .spawn(move || {
                let table = slot
                    .get_or_init(|| load(data.as_deref(), variant, options, &tx))
                    .clone();
                // When the loop is gone nobody waits for the table.
                let _ = tx.send(Event::Work(Work::Solved(table.map(Table))));
            })
            .context("starting the table's thread")?;
        Ok(())
    }

    /// Forgets the tables found missing, so that the next request looks
    /// for them again (one has just been built).
    pub fn forget_missing(&mut self) {
        self.tables
            .retain(|_, slot| !matches!(slot.get(), Some(None)));
        self.fetched.clear();
    }

    /// Estimates every move of `request`'s game for hints on a worker
    /// thread, within the analysis budget, stopping the estimate running;
    /// the answer comes as [`Work::Estimated`].
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn estimate(&mut self, request: EstimateRequest) -> anyhow::Result<()> {
        if let Some(cancel) = self.estimating.take() {
            cancel.store(true, Ordering::Relaxed);
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let tx = self.tx.clone();
        thread::Builder::new()
            .name("estimate".to_string())
            .spawn(move || {
                let EstimateRequest { stamp, game, .. } = request;
                let analysis = ai::analyze_game(&game, None, &flag);
                if !flag.load(Ordering::Relaxed) {
                    // When the loop is gone nobody waits for the estimate.
                    let _ = tx.send(Event::Work(Work::Estimated { stamp, analysis }));
                }
            })
            .context("starting the estimate's thread")?;
        self.estimating = Some(cancel);
        Ok(())
    }

    /// Stops the search running unless its ticket is `awaited`, the one the
    /// App still waits for.
    pub fn sync(&mut self, awaited: Option<u64>) {
        if self.running.as_ref().map(|(ticket, _)| *ticket) != awaited {
            self.stop();
        }
    }

    fn stop(&mut self) {
        if let Some((_, cancel)) = self.running.take() {
            cancel.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.building.store(true, Ordering::Relaxed);
        self.stop();
        if let Some(cancel) = self.estimating.take() {
            cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// The solved table of `variant` under `options`: four-field's from the
/// cache in `data` or built (its progress sent into `tx`, in whole
/// percents), five-field's once `kono solve` has built it. How it went is
/// sent into `tx` too.
fn load(
    data: Option<&Path>,
    variant: Variant,
    options: RuleOptions,
    tx: &Sender<Event>,
) -> Option<Arc<dyn Solved>> {
    let tell = |state| {
        // When the loop is gone nobody is to be told.
        let _ = tx.send(Event::Work(Work::Table(state)));
    };
    let table: Option<Arc<dyn Solved>> = match variant {
        Variant::Four => {
            let mut told = None;
            let progress = |p: ai::four::Progress| {
                let percent = u8::try_from(p.solved * 100 / p.total.max(1)).unwrap_or(100);
                if told != Some(percent) {
                    told = Some(percent);
                    tell(TableState::Building(percent));
                }
            };
            let (table, _) = store::four_table(data, &options, progress);
            Some(Arc::new(table) as Arc<dyn Solved>)
        }
        Variant::Five => data
            .and_then(|data| store::five_table(data, &options).ok().flatten())
            .map(|file| Arc::new(Mutex::new(file)) as Arc<dyn Solved>),
    };
    tell(if table.is_some() {
        TableState::Ready
    } else {
        TableState::Missing
    });
    table
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests may panic: that is how they fail

    use std::sync::mpsc::{self, Receiver};

    use super::*;
    use crate::rules::{Color, Position};

    fn request(ticket: u64, variant: Variant, level: u8, pace: Duration) -> Request {
        let start = Position::start(variant, Color::Black);
        Request {
            ticket,
            game: Game::new(start, RuleOptions::default()).unwrap(),
            level: Level::new(level).unwrap(),
            seed: 1,
            pace,
        }
    }

    /// The next event, which must come within a few seconds.
    fn next(rx: &Receiver<Event>) -> Event {
        rx.recv_timeout(Duration::from_secs(10)).unwrap()
    }

    #[test]
    fn one_search_at_a_time_and_a_stopped_one_never_answers() {
        let (tx, rx) = mpsc::channel();
        let mut thinker = Thinker::new(tx, None, Some(Duration::ZERO));
        let strong = |ticket| request(ticket, Variant::Five, 4, Duration::ZERO);
        thinker.start(strong(1)).unwrap();
        // A new request stops the search running.
        thinker
            .start(request(2, Variant::Four, 1, Duration::ZERO))
            .unwrap();
        let Event::Work(Work::Reply { ticket, choice }) = next(&rx) else {
            panic!("not a reply");
        };
        assert_eq!(ticket, 2);
        assert!(choice.is_some());
        // A search the App no longer waits for is stopped too.
        thinker.start(strong(3)).unwrap();
        thinker.sync(Some(3));
        thinker.sync(None);
        assert!(rx.recv_timeout(Duration::from_millis(1500)).is_err());
    }

    #[test]
    fn a_reply_comes_no_sooner_than_its_pace() {
        let (tx, rx) = mpsc::channel();
        let mut thinker = Thinker::new(tx, None, None);
        let started = Instant::now();
        let pace = Duration::from_millis(300);
        thinker.start(request(7, Variant::Four, 1, pace)).unwrap();
        assert!(matches!(
            next(&rx),
            Event::Work(Work::Reply { ticket: 7, .. })
        ));
        assert!(started.elapsed() >= pace);
    }

    #[test]
    fn level_5_without_a_table_says_so_and_searches() {
        // No data directory: five-field has no solved table.
        let (tx, rx) = mpsc::channel();
        let mut thinker = Thinker::new(tx, None, Some(Duration::ZERO));
        thinker
            .start(request(1, Variant::Five, 5, Duration::ZERO))
            .unwrap();
        assert!(matches!(
            next(&rx),
            Event::Work(Work::Table(TableState::Missing))
        ));
        assert!(matches!(
            next(&rx),
            Event::Work(Work::Reply {
                ticket: 1,
                choice: Some(_)
            })
        ));
    }

    #[test]
    fn hints_ask_for_the_table_once_and_hear_there_is_none() {
        // No data directory: five-field has no solved table.
        let (tx, rx) = mpsc::channel();
        let mut thinker = Thinker::new(tx, None, Some(Duration::ZERO));
        let options = RuleOptions::default();
        thinker.fetch(Variant::Five, options).unwrap();
        thinker.fetch(Variant::Five, options).unwrap();
        assert!(matches!(
            next(&rx),
            Event::Work(Work::Table(TableState::Missing))
        ));
        assert!(matches!(next(&rx), Event::Work(Work::Solved(None))));
        // Asked once: nothing more comes.
        assert!(rx.recv_timeout(Duration::from_millis(300)).is_err());
    }

    #[test]
    fn an_estimate_comes_back_with_its_stamp() {
        let (tx, rx) = mpsc::channel();
        let mut thinker = Thinker::new(tx, None, Some(Duration::ZERO));
        let game = request(1, Variant::Five, 1, Duration::ZERO).game;
        let level = Level::new(1).unwrap();
        thinker
            .estimate(EstimateRequest {
                stamp: (3, 4),
                game,
                level,
            })
            .unwrap();
        let Event::Work(Work::Estimated { stamp, analysis }) = next(&rx) else {
            panic!("not an estimate");
        };
        assert_eq!(stamp, (3, 4));
        assert!(!analysis.moves.is_empty());
        assert!(!analysis.value.is_exact());
    }
}
