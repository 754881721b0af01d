//! The solved tables on workers: loaded once per game and rule options
//! (four-field's from the cache or built, its progress reported;
//! five-field's once `kono solve` or `b` has built it), shared by level 5,
//! hints, review and puzzles; and the five-field table built with `b`.

use std::path::Path;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use crate::ai::{self, Solved};
use crate::rules::{RuleOptions, Variant};
use crate::store;

use super::{Post, Table, TableState, Work, Workers, send, spawn};

/// A solved table, once its loading has ended (`None`: there is none).
pub type Slot = Arc<OnceLock<Option<Arc<dyn Solved>>>>;

impl Workers {
    /// The slot of the table of `variant` under `options`: the same for
    /// every worker that needs it.
    pub(super) fn slot(&mut self, variant: Variant, options: RuleOptions) -> Slot {
        Arc::clone(self.tables.entry((variant, options)).or_default())
    }

    /// Loads the solved table of `variant` under `options` on a worker
    /// (once: later requests share it) and sends it as [`Work::Solved`].
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn load_table(&mut self, variant: Variant, options: RuleOptions) -> anyhow::Result<()> {
        let slot = self.slot(variant, options);
        let data = self.data.clone();
        let tx = self.tx.clone();
        spawn("table", move || {
            let table = slot
                .get_or_init(|| load(data.as_deref(), variant, options, &tx))
                .clone();
            send(
                &tx,
                Work::Solved {
                    key: (variant, options),
                    table: table.map(Table),
                },
            );
        })
    }

    /// Forgets the tables found missing, so that the next request looks
    /// for them again (one has just been built).
    pub fn forget_missing(&mut self) {
        self.tables
            .retain(|_, slot| !matches!(slot.get(), Some(None)));
    }

    /// Builds the solved five-field table under `options` on a thread of its
    /// own and writes it to the data directory (atomically: a table is
    /// there whole or not at all), its progress sent as table news; at the
    /// end, `Ready` (or `Missing` if it could not be written). The build
    /// stops when the workers are dropped.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn build_five(&mut self, options: RuleOptions) -> anyhow::Result<()> {
        let Some(data) = self.data.clone() else {
            // Nowhere to keep it: say so as a missing table.
            send(&self.tx, Work::Table(TableState::Missing));
            return Ok(());
        };
        let tx = self.tx.clone();
        let cancel = Arc::clone(&self.building);
        spawn("five-field table", move || {
            let told = AtomicU8::new(0);
            let progress = |p: ai::five::Progress| {
                let percent = (p.fraction() * 100.0) as u8;
                if told.swap(percent, Ordering::Relaxed) != percent {
                    send(&tx, Work::Table(TableState::Building(percent)));
                }
            };
            let built = ai::five::solve(options.strict_goal, &progress, &cancel)
                .map_err(anyhow::Error::from)
                .and_then(|table| {
                    let path = store::table_path(&data, store::table_name(Variant::Five, &options));
                    store::write_table(&path, |file| {
                        let mut out = std::io::BufWriter::new(file);
                        table.encode(&mut out).map_err(std::io::Error::other)?;
                        std::io::Write::flush(&mut out)
                    })
                });
            let state = if built.is_ok() {
                TableState::Ready
            } else {
                TableState::Missing
            };
            send(&tx, Work::Table(state));
        })
    }
}

/// The solved table of `variant` under `options`: four-field's from the
/// cache in `data` or built (its progress sent into `tx`, in whole
/// percents), five-field's once it has been built. How it went is sent
/// into `tx` too.
pub(super) fn load(
    data: Option<&Path>,
    variant: Variant,
    options: RuleOptions,
    tx: &Post,
) -> Option<Arc<dyn Solved>> {
    let tell = |state| send(tx, Work::Table(state));
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
