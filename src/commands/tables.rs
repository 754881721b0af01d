//! The solved tables the commands consult: four-field's, loaded from the
//! cache or built on first need, and five-field's, once `kono solve` has
//! built it.

use std::io::{self, IsTerminal, Write};
use std::sync::{Arc, Mutex};

use anyhow::Result;

use crate::ai::Solved;
use crate::rules::{RuleOptions, Variant};
use crate::store::{self, Origin};

/// The solved table of `variant` under `options`, if there is one: the
/// four-field table always (built and cached on first need, with a note on
/// stderr), the five-field one once it has been solved.
///
/// # Errors
/// A five-field table that is damaged or foreign.
pub fn solved(variant: Variant, options: RuleOptions) -> Result<Option<Arc<dyn Solved>>> {
    let data = store::data_dir().ok();
    match variant {
        Variant::Four => {
            let note = io::stderr().is_terminal();
            let (table, origin) = store::four_table(data.as_deref(), &options, |_| {});
            if let (Origin::Built(reason), true) = (&origin, note) {
                let why = reason
                    .as_ref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                // A note only: the table was built either way.
                let _ = writeln!(io::stderr(), "kono: built the four-field table{why}");
            }
            Ok(Some(Arc::new(table)))
        }
        Variant::Five => {
            let Some(data) = data else { return Ok(None) };
            Ok(store::five_table(&data, &options)?
                .map(|file| Arc::new(Mutex::new(file)) as Arc<dyn Solved>))
        }
    }
}

/// What to add after "not exact" when a five-field table is missing.
pub fn missing_note(variant: Variant, options: RuleOptions) -> String {
    match variant {
        Variant::Five => format!(
            "; perfect play needs `kono solve --variant five{}` (under a minute, once)",
            if options.strict_goal {
                " --strict-goal"
            } else {
                ""
            }
        ),
        Variant::Four => String::new(),
    }
}
