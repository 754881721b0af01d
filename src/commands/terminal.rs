//! The process's own terminal, set up by the command that owns the
//! process for the terminal session the game runs on: the panic hook that
//! gives the terminal back, the signals (passed on to the session as
//! events), how Ctrl-z stops the process, the variables of the environment
//! tests set, and the exit code after a signal. The game itself
//! ([`tui::Ready::play`]) knows none of it, so it can run on any terminal.

use anyhow::{Context, Result};
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGWINCH};
use signal_hook::iterator::Signals;

use crate::tui::keymap::Section;
use crate::tui::{self, Ended, Event, Events, Opening, Prefs, Storage, Tty};

/// Set to a number of milliseconds to replace the computer's pace (the
/// least time a move of its takes): for tests, which play fast.
const PACE: &str = "KONO_PACE_MS";

/// Set (to anything) to make the game panic once its first frame is on
/// screen: for testing that a panic gives the terminal back.
const DEBUG_PANIC: &str = "KONO_DEBUG_PANIC";

/// Plays `opening` on the process's terminal with the key table `keys`
/// and the process's language, until the players quit. On SIGTERM,
/// SIGHUP, SIGINT or SIGQUIT the game is saved, the terminal given back,
/// and the program exits with 128 + the signal's number (SIGHUP's when the
/// terminal goes away).
///
/// # Errors
/// When stdout is not a terminal, when a rule option does not apply to the
/// variant, or when the terminal cannot be set up, read or written.
pub(super) fn play(
    base: tui::Config,
    opening: Opening,
    storage: Storage,
    keys: &'static [Section],
) -> Result<()> {
    tui::need_terminal()?;
    let mut ready = tui::Ready::new(base, opening, storage)?;
    ready.pace = std::env::var(PACE)
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map(std::time::Duration::from_millis);
    ready.panic_on_screen = std::env::var_os(DEBUG_PANIC).is_some();
    let tty = Tty::new(stop);
    give_back_on_panic(tty.clone());
    let events = Events::new();
    watch_signals(&events)?;
    let prefs = Prefs {
        lang: crate::i18n::current(),
        keys,
    };
    let ended = tty
        .console(&base, prefs, events)
        .and_then(|console| ready.play(console.with_player(crate::net::local_name())));
    tty.restore();
    match ended? {
        Ended::Quit => Ok(()),
        // On the main thread, with the terminal given back and the game
        // saved: nothing is left to clean up.
        Ended::Signal(signal) => std::process::exit(128 + signal),
        Ended::Lost => std::process::exit(128 + SIGHUP),
    }
}

/// Stops the process, as Ctrl-z does to any program, until it is continued.
fn stop() -> std::io::Result<()> {
    signal_hook::low_level::emulate_default_handler(SIGTSTP)
}

/// Restores the terminal before a panic's message is printed.
fn give_back_on_panic(tty: Tty) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        tty.restore();
        previous(info);
    }));
}

/// Turns the signals that end, stop and continue the program, and the
/// window's changes, into events of the session: from now on they no
/// longer kill the program, so the loop must be running soon.
///
/// # Errors
/// When the signal handlers or their thread cannot be set up.
fn watch_signals(events: &Events) -> Result<()> {
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH])
        .with_context(|| crate::t!("err-watch-signals"))?;
    let to_loop = events.sender();
    std::thread::Builder::new()
        .name("signals".to_string())
        .spawn(move || {
            for signal in signals.forever() {
                let event = match signal {
                    // The window's size, as the terminal now reports it.
                    SIGWINCH => match tui::backend::window_size() {
                        Some((columns, rows)) => Event::resize(columns, rows),
                        None => continue,
                    },
                    SIGTSTP => Event::Stop,
                    SIGCONT => Event::Continue,
                    signal => Event::End(signal),
                };
                if to_loop.send(event).is_err() {
                    return;
                }
            }
        })
        .with_context(|| crate::t!("cmd-signal-thread"))?;
    Ok(())
}
