//! Lines from a socket, read with a deadline and a size limit, and one
//! line written at once (for the handshake and refusals).

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use super::protocol::{MAX_LINE, Message, ProtocolError};

/// Why no line came.
#[derive(Debug)]
pub(crate) enum LineError {
    /// The deadline passed.
    Timeout,
    /// The other side closed the connection.
    Closed,
    /// The line broke a rule of the wire (too long, not UTF-8).
    Bad(ProtocolError),
    /// The socket failed.
    Io(io::Error),
}

/// Lines from a socket, at most [`MAX_LINE`] bytes each.
pub(crate) struct LineReader {
    pub(super) stream: TcpStream,
    buf: Vec<u8>,
}

impl LineReader {
    pub(crate) fn new(stream: TcpStream) -> LineReader {
        LineReader {
            stream,
            buf: Vec::new(),
        }
    }

    /// The next line, without its ending, by `deadline`.
    pub(crate) fn read_line(&mut self, deadline: Instant) -> Result<String, LineError> {
        loop {
            if let Some(end) = self.buf.iter().position(|&b| b == b'\n') {
                let mut line: Vec<u8> = self.buf.drain(..=end).collect();
                line.pop();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if line.len() > MAX_LINE {
                    return Err(LineError::Bad(ProtocolError::TooLong));
                }
                return String::from_utf8(line).map_err(|_| LineError::Bad(ProtocolError::NotUtf8));
            }
            // A line of MAX_LINE bytes may still have its `\r` to come.
            if self.buf.len() > MAX_LINE + 1 {
                return Err(LineError::Bad(ProtocolError::TooLong));
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(LineError::Timeout);
            }
            self.stream
                .set_read_timeout(Some(left.max(Duration::from_millis(1))))
                .map_err(LineError::Io)?;
            let mut chunk = [0u8; 1024];
            match self.stream.read(&mut chunk) {
                Ok(0) => return Err(LineError::Closed),
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(LineError::Io(e)),
            }
        }
    }

    /// The next message, by `deadline`.
    pub(crate) fn read_message(&mut self, deadline: Instant) -> Result<Message, LineError> {
        let line = self.read_line(deadline)?;
        Message::parse(&line).map_err(LineError::Bad)
    }
}

/// Writes one line at once, within `limit`; for refusals and the
/// handshake, before the writer thread runs.
pub(crate) fn write_now(stream: &TcpStream, msg: &Message, limit: Duration) -> io::Result<()> {
    stream.set_write_timeout(Some(limit))?;
    let mut writer = stream;
    writer.write_all(msg.line().as_bytes())?;
    writer.flush()
}
