//! The solved tables on workers: loaded once per game and rule options
//! (four-field's from the cache or built, its progress reported;
//! five-field's once `kono solve` or `b` has built it), shared by level 5,
//! hints, review and puzzles; and the five-field table built with `b`.

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, OnceLock};

use crate::ai::table::{Progress, TableError};
use crate::ai::{self, Solved};
use crate::rules::{RuleOptions, Variant};
use crate::store;

use super::{Action, Post, Table, TableState, Workers, send};

/// A solved table, once its loading has ended (`None`: there is none).
pub type Slot = Arc<OnceLock<Option<Arc<dyn Solved>>>>;

pub use crate::tui::shared::Shelf;

impl Workers {
    /// The slot of the table of `variant` under `options`: the same for
    /// every worker that needs it.
    pub(super) fn slot(&mut self, variant: Variant, options: RuleOptions) -> Slot {
        Arc::clone(self.tables.entry((variant, options)).or_default())
    }

    /// Loads the solved table of `variant` under `options` on a worker
    /// (once: later requests share it) and sends it as [`Action::TableLoaded`].
    ///
    /// # Errors
    /// None: a thread that cannot start is told as a failed table.
    pub fn load_table(&mut self, variant: Variant, options: RuleOptions) -> anyhow::Result<()> {
        let slot = self.slot(variant, options);
        let data = self.data.clone();
        let shelf = Arc::clone(&self.shelf);
        let tx = self.tx.clone();
        let told = self.tx.clone();
        let started = self.spawn("table", move || {
            let table = slot
                .get_or_init(|| load(data.as_deref(), &shelf, variant, options, &tx))
                .clone();
            send(
                &tx,
                Action::TableLoaded {
                    key: (variant, options),
                    table: table.map(Table),
                },
            );
        });
        if let Err(err) = started {
            // No thread (no memory for its stack): the game goes on without.
            no_thread(&told, variant, &options, &err);
            send(
                &told,
                Action::TableLoaded {
                    key: (variant, options),
                    table: None,
                },
            );
        }
        Ok(())
    }

    /// Forgets the tables found missing, so that the next request looks
    /// for them again (one has just been built).
    pub fn forget_missing(&mut self) {
        self.tables
            .retain(|_, slot| !matches!(slot.get(), Some(None)));
    }

    /// Builds the solved table of `variant` under `options` on a thread of its
    /// own and writes it to the tables folder (atomically: a table is there
    /// whole or not at all), its progress sent as table news; at the end,
    /// `Ready`, `Unkept` (built and used for this run, but not written: the
    /// error says why) or `Failed` (not memory enough, say). The build stops
    /// when the workers are dropped.
    ///
    /// # Errors
    /// None: a thread that cannot start is told as a failed table.
    pub fn build(&mut self, variant: Variant, options: RuleOptions) -> anyhow::Result<()> {
        let data = self.data.clone();
        let tx = self.tx.clone();
        let cancel = Arc::clone(&self.building);
        let shelf = Arc::clone(&self.shelf);
        let told = self.tx.clone();
        let started = self.spawn("solved table", move || {
            let told = AtomicU8::new(0);
            let progress = |p: Progress| {
                let percent = p.percent();
                if told.swap(percent, Ordering::Relaxed) != percent {
                    send(&tx, Action::Table(TableState::Building(percent)));
                }
            };
            let built = store::build(data.as_deref(), variant, &options, None, &progress, &cancel);
            let state = match built {
                Ok(built) => {
                    let key = (variant, options);
                    shelf
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .insert(key, built.table);
                    match built.not_kept {
                        None => TableState::Ready,
                        Some(err) => TableState::unkept(err),
                    }
                }
                Err(TableError::Cancelled) => TableState::Missing,
                Err(err) => TableState::failed(err),
            };
            send(&tx, Action::Table(state));
        });
        if let Err(err) = started {
            // No thread (no memory for its stack): the game goes on.
            no_thread(&told, variant, &options, &err);
        }
        Ok(())
    }
}

/// Tells that the thread for the table of `variant` under `options` could
/// not start (`err`): the table fails, the game goes on.
fn no_thread(tx: &Post, variant: Variant, options: &RuleOptions, err: &anyhow::Error) {
    let failed = TableState::failed(TableError::Failed {
        table: ai::table::title(variant, options),
        reason: format!("{err:#}"),
    });
    send(tx, Action::Table(failed));
}

/// The solved table of `variant` under `options`: one built in this run,
/// or had through [`store::get`] from the tables folder `data` (four-field's
/// built if need be, its progress sent into `tx` in whole percents;
/// five-field's checked whole first, so that damage is named before play).
/// How it went is sent into `tx` too.
pub(super) fn load(
    data: Option<&Path>,
    shelf: &Shelf,
    variant: Variant,
    options: RuleOptions,
    tx: &Post,
) -> Option<Arc<dyn Solved>> {
    let tell = |state| send(tx, Action::Table(state));
    let on_shelf = shelf
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .get(&(variant, options))
        .cloned();
    if let Some(table) = on_shelf {
        tell(TableState::Ready);
        return Some(table);
    }
    let told = AtomicU8::new(u8::MAX);
    let progress = |p: Progress| {
        let percent = p.percent();
        if told.swap(percent, Ordering::Relaxed) != percent {
            tell(TableState::Building(percent));
        }
    };
    let cancel = AtomicBool::new(false);
    let checked =
        store::get(data, variant, &options, &progress, &cancel).and_then(store::Got::checked);
    let (table, state) = match checked {
        Ok(None) => (None, TableState::Missing),
        Ok(Some((table, None))) => (Some(table), TableState::Ready),
        Ok(Some((table, Some(not_kept)))) => (Some(table), TableState::unkept(not_kept)),
        Err(err) => (None, TableState::failed(err)),
    };
    if let Some(table) = &table {
        // Every later load of this run (of every session of a server)
        // takes this copy.
        shelf
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert((variant, options), Arc::clone(table));
    }
    tell(state);
    table
}
