//! The solved tables a command consults, each had once per run: four-field's
//! loaded from the tables folder or built on first need (noted once),
//! five-field's once `kono solve` has built it; and the words for a table
//! that is missing or damaged.

use std::collections::HashMap;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use anyhow::Result;

use crate::ai::Solved;
use crate::ai::table::{TableError, solve_command};
use crate::rules::{RuleOptions, Variant};
use crate::store::{self, Got};

/// How a table is had: [`store::get`] in the real tables folder, something
/// else in tests.
type Getter = Box<dyn FnMut(Variant, &RuleOptions) -> Result<Got, TableError>>;

/// The tables of one run of a command, each had at most once.
pub struct Tables {
    /// Has a table.
    get: Getter,
    /// What was had, per game and rule options (`None`: five-field has no
    /// table yet).
    had: HashMap<(Variant, RuleOptions), Option<Arc<dyn Solved>>>,
    /// Where notes go (stderr, when it is a terminal).
    notes: Box<dyn FnMut(&str)>,
}

impl Tables {
    /// The tables of the tables folder, with notes on stderr when it is a
    /// terminal.
    pub fn new() -> Tables {
        let dir: Option<PathBuf> = store::tables_dir().ok();
        let cancel = AtomicBool::new(false);
        let terminal = io::stderr().is_terminal();
        Tables::with(
            Box::new(move |variant, options| {
                store::get(dir.as_deref(), variant, options, &|_| {}, &cancel)
            }),
            Box::new(move |note| {
                if terminal {
                    // A note only: the table was had either way.
                    let _ = writeln!(io::stderr(), "kono: {note}");
                }
            }),
        )
    }

    /// Tables had through `get`, notes told to `notes`.
    pub fn with(get: Getter, notes: Box<dyn FnMut(&str)>) -> Tables {
        Tables {
            get,
            had: HashMap::new(),
            notes,
        }
    }

    /// The solved table of `variant` under `options`, if there is one: had
    /// on the first call (a build noted once), the same table after.
    ///
    /// # Errors
    /// A five-field table that is damaged, foreign or unreadable; a build
    /// without memory enough (one line each).
    pub fn solved(
        &mut self,
        variant: Variant,
        options: RuleOptions,
    ) -> Result<Option<Arc<dyn Solved>>> {
        if let Some(had) = self.had.get(&(variant, options)) {
            return Ok(had.clone());
        }
        let got = (self.get)(variant, &options)?;
        if let Some((table, why)) = got.note() {
            let note = if why.is_empty() {
                crate::t!("cmd-tables-built", table = table)
            } else {
                crate::t!("cmd-tables-built-why", table = table, why = why.join("; "))
            };
            (self.notes)(&note);
        }
        let table = got.table();
        self.had.insert((variant, options), table.clone());
        Ok(table)
    }
}

/// Fails with the table's damage when a probe met one: a damaged table is
/// named with its path and the command that rebuilds it, never taken for
/// a position it does not cover.
///
/// # Errors
/// The damage, in one line.
pub fn check(table: Option<&dyn Solved>) -> Result<()> {
    match table.and_then(Solved::fault) {
        Some(err) => Err(err.into()),
        None => Ok(()),
    }
}

/// What to add after "not exact" when a five-field table is missing.
pub fn missing_note(variant: Variant, options: RuleOptions) -> String {
    if crate::store::built_on_request(variant) {
        crate::t!(
            "cmd-tables-missing-note",
            command = solve_command(variant, &options)
        )
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests may panic: that is how they fail

    use std::cell::RefCell;
    use std::rc::Rc;

    use super::*;
    use crate::ai::Value;
    use crate::rules::Position;
    use crate::store::{Built, Facts};

    /// A table where every position is a draw.
    struct Drawn;

    impl Solved for Drawn {
        fn value(&self, _: &Position) -> Option<Value> {
            Some(Value::Draw)
        }
    }

    /// A table that cannot be cached is built once per run and noted once,
    /// however many positions ask for it.
    #[test]
    fn a_table_is_had_once_per_run_and_noted_once() {
        let calls = Rc::new(RefCell::new(0));
        let notes = Rc::new(RefCell::new(Vec::<String>::new()));
        let counted = Rc::clone(&calls);
        let heard = Rc::clone(&notes);
        let mut tables = Tables::with(
            Box::new(move |variant, options| {
                *counted.borrow_mut() += 1;
                let table: Arc<dyn Solved> = Arc::new(Drawn);
                Ok(Got::Built {
                    built: Built {
                        table,
                        title: crate::ai::table::title(variant, options),
                        facts: Facts::States {
                            counts: crate::ai::four::Counts::default(),
                            max_remoteness: 0,
                        },
                        path: None,
                        not_kept: Some(TableError::NotKept {
                            table: crate::ai::table::title(variant, options),
                            reason: "read-only file system".into(),
                        }),
                    },
                    replaced: None,
                })
            }),
            Box::new(move |note| heard.borrow_mut().push(note.to_string())),
        );
        for _ in 0..60 {
            assert!(
                tables
                    .solved(Variant::default(), RuleOptions::default())
                    .unwrap()
                    .is_some()
            );
        }
        assert_eq!(*calls.borrow(), 1);
        assert_eq!(notes.borrow().len(), 1, "{:?}", notes.borrow());
        assert!(notes.borrow()[0].contains("read-only file system"));
    }
}
