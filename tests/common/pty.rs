//! The real binary in a pseudo-terminal, its screen read with `vt100`:
//! starting it, sending keys, waiting for text, checking that the terminal
//! was given back. Every wait polls the screen with a generous deadline.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)] // not every test file uses every helper

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

pub const UP: &[u8] = b"\x1b[A";
pub const DOWN: &[u8] = b"\x1b[B";
pub const RIGHT: &[u8] = b"\x1b[C";
pub const LEFT: &[u8] = b"\x1b[D";
pub const ENTER: &[u8] = b"\r";

pub const DEADLINE: Duration = Duration::from_secs(10);

/// Everything the program wrote, and the screen it makes.
pub struct Output {
    pub bytes: Vec<u8>,
    pub parser: vt100::Parser,
    /// Set to make the reading thread stop (and close its end of the
    /// terminal) after its next read.
    pub stop: bool,
    /// Set by the reading thread when it has stopped.
    pub ended: bool,
    /// Frames drawn so far: a frame ends where the cursor is hidden or
    /// shown, as the program does after each.
    pub frames: u64,
    /// The screen as the last whole frame left it.
    pub frame: Option<vt100::Screen>,
}

/// What ends every frame the program draws: the cursor hidden or shown.
const FRAME_ENDS: [&[u8]; 2] = [b"\x1b[?25l", b"\x1b[?25h"];

impl Output {
    /// Takes `new` bytes from the program: into the screen, a snapshot of
    /// it at each frame's end.
    fn take(&mut self, new: &[u8]) {
        let Output {
            bytes,
            parser,
            frames,
            frame,
            ..
        } = self;
        let start = bytes.len();
        bytes.extend_from_slice(new);
        let mut done = start;
        let width = FRAME_ENDS[0].len();
        for at in start.saturating_sub(width - 1)..bytes.len().saturating_sub(width - 1) {
            let end = at + width;
            if end > done && FRAME_ENDS.contains(&&bytes[at..end]) {
                parser.process(&bytes[done..end]);
                done = end;
                *frames += 1;
                *frame = Some(parser.screen().clone());
            }
        }
        parser.process(&bytes[done..]);
    }
}

pub struct Session {
    /// The data directory the session made for itself, if it did.
    pub home: Option<Home>,
    pub master: Box<dyn MasterPty + Send>,
    pub writer: Box<dyn Write + Send>,
    pub child: Box<dyn Child + Send + Sync>,
    pub output: Arc<Mutex<Output>>,
}

pub fn size(rows: u16, cols: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

pub fn nz(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).unwrap()
}

/// A scratch data directory, removed when it goes (also when a test
/// fails), so that no test reads or writes the real one.
pub struct Home(tempfile::TempDir);

impl std::ops::Deref for Home {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Home {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// The kono binary the tests run: this build's, or the one the
/// `KONO_TEST_BIN` variable names (to time a release build from a debug
/// test).
pub fn binary() -> String {
    std::env::var("KONO_TEST_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_kono").to_string())
}

/// Builds the strict-goal five-field table into `home` with `kono solve`.
pub fn solve_strict(home: &Path) {
    let out = std::process::Command::new(binary())
        .env("LC_ALL", "C")
        .args(["solve", "--variant", "five", "--strict-goal"])
        .env("KONO_HOME", home)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A fresh data directory.
pub fn fresh_home() -> Home {
    Home(
        tempfile::Builder::new()
            .prefix("kono-pty-")
            .tempdir()
            .unwrap(),
    )
}

impl Session {
    /// Starts `kono ARGS` with a data directory of its own, kept as long
    /// as the session.
    pub fn start(args: &[&str], rows: u16, cols: u16) -> Session {
        Session::start_env(args, &[], rows, cols)
    }

    /// As [`Session::start`], with the environment variables `env` set.
    pub fn start_env(args: &[&str], env: &[(&str, &str)], rows: u16, cols: u16) -> Session {
        let home = fresh_home();
        let mut s = Session::start_with(&home, args, env, rows, cols);
        s.home = Some(home);
        s
    }

    /// Starts `kono ARGS` with `home` as its data directory.
    pub fn start_in(home: &Path, args: &[&str], rows: u16, cols: u16) -> Session {
        Session::start_with(home, args, &[], rows, cols)
    }

    /// Starts `kono ARGS` with `home` as its data directory and the
    /// environment variables `env` set.
    pub fn start_with(
        home: &Path,
        args: &[&str],
        env: &[(&str, &str)],
        rows: u16,
        cols: u16,
    ) -> Session {
        let mut cmd = CommandBuilder::new(binary());
        cmd.args(args);
        for (name, value) in env {
            cmd.env(name, value);
        }
        Session::spawn(home, cmd, rows, cols)
    }

    /// Starts `cmd` in a pseudo-terminal of `rows` × `cols`, with `home`
    /// as kono's data directory and working directory.
    pub fn spawn(home: &Path, mut cmd: CommandBuilder, rows: u16, cols: u16) -> Session {
        let pair = native_pty_system().openpty(size(rows, cols)).unwrap();
        cmd.env("KONO_HOME", home);
        cmd.cwd(home);
        cmd.env("TERM", "xterm-256color");
        cmd.env("LC_ALL", "C");
        cmd.env_remove("NO_COLOR");
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let writer = pair.master.take_writer().unwrap();
        let output = Arc::new(Mutex::new(Output {
            bytes: Vec::new(),
            parser: vt100::Parser::new(nz(rows), nz(cols), 0),
            stop: false,
            ended: false,
            frames: 0,
            frame: None,
        }));
        let sink = Arc::clone(&output);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let mut out = sink.lock().unwrap();
                out.take(&buf[..n]);
                if out.stop {
                    break;
                }
            }
            drop(reader);
            sink.lock().unwrap().ended = true;
        });
        Session {
            home: None,
            master: pair.master,
            writer,
            child,
            output,
        }
    }

    /// What `read` finds on the screen as it is now.
    pub fn with_screen<T>(&self, read: impl FnOnce(&vt100::Screen) -> T) -> T {
        read(self.output.lock().unwrap().parser.screen())
    }

    pub fn contents(&self) -> String {
        self.output.lock().unwrap().parser.screen().contents()
    }

    /// Polls until the screen satisfies `test`, or fails after the deadline.
    pub fn wait_for(&self, what: &str, test: impl Fn(&vt100::Screen) -> bool) {
        self.wait_for_within(what, DEADLINE, test);
    }

    /// Waits up to `limit` for `text` on the screen: for what takes longer
    /// than a screen's change (a table built first, a whole game).
    pub fn wait_text_within(&self, text: &str, limit: Duration) {
        self.wait_for_within(text, limit, |s| s.contents().contains(text));
    }

    /// Polls until the screen satisfies `test`, or fails after `limit`.
    pub fn wait_for_within(
        &self,
        what: &str,
        limit: Duration,
        test: impl Fn(&vt100::Screen) -> bool,
    ) {
        let start = Instant::now();
        while start.elapsed() < limit {
            if test(self.output.lock().unwrap().parser.screen()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("timed out waiting for {what}; screen:\n{}", self.contents());
    }

    /// Waits for the terminal in the game's mode: the alternate screen,
    /// the cursor hidden, mouse reporting on.
    pub fn wait_game_mode(&self) {
        self.wait_for("the alternate screen, mouse on", |screen| {
            screen.alternate_screen()
                && screen.hide_cursor()
                && screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None
        });
    }

    pub fn wait_text(&self, text: &str) {
        self.wait_for(text, |s| s.contents().contains(text));
    }

    /// Presses `key` until `text` is on the screen (a menu's row, say),
    /// each press answered before the next; at most 20 presses.
    pub fn step_to(&mut self, key: &[u8], text: &str) {
        for _ in 0..20 {
            if self.contents().contains(text) {
                return;
            }
            let before = self.contents();
            self.send(key);
            self.wait_for("the key's answer", |s| s.contents() != before);
        }
        self.wait_text(text);
    }

    /// The first move of four-field kono from the cursor's start on a1,
    /// moved `right` files first: a1xa3, b1xb3, … (its answer not waited for).
    pub fn capture_upward(&mut self, right: usize) {
        for _ in 0..right {
            self.send(RIGHT);
        }
        self.send(ENTER);
        self.send(UP);
        self.send(UP);
        self.send(ENTER);
    }

    pub fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
        self.writer.flush().unwrap();
    }

    pub fn resize(&mut self, rows: u16, cols: u16) {
        self.output
            .lock()
            .unwrap()
            .parser
            .set_size(nz(rows), nz(cols));
        self.master.resize(size(rows, cols)).unwrap();
    }

    /// Waits for the program to end and returns its exit code.
    pub fn wait_exit(&mut self) -> u32 {
        let start = Instant::now();
        while start.elapsed() < DEADLINE {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.exit_code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        self.child.kill().ok();
        panic!("the program did not exit; screen:\n{}", self.contents());
    }

    /// Checks that the terminal was given back: main screen, cursor shown,
    /// mouse reporting off.
    pub fn assert_restored(&self) {
        let deadline = Instant::now() + DEADLINE;
        loop {
            let out = self.output.lock().unwrap();
            let screen = out.parser.screen();
            let restored = !screen.alternate_screen()
                && !screen.hide_cursor()
                && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None;
            if restored {
                let text = String::from_utf8_lossy(&out.bytes);
                assert!(
                    text.contains("\x1b[?1049h"),
                    "the alternate screen was entered"
                );
                assert!(
                    text.contains("\x1b[?1049l"),
                    "the alternate screen was left"
                );
                return;
            }
            assert!(
                Instant::now() < deadline,
                "terminal not restored: alternate {} hidden cursor {} mouse {:?}",
                screen.alternate_screen(),
                screen.hide_cursor(),
                screen.mouse_protocol_mode()
            );
            drop(out);
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}
