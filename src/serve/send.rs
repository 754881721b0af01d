//! A connection's sending task: what its player's terminal writes (the
//! [`Out`] of an [`Outlet`]) written to its SSH channel, and a client
//! that takes nothing of it for too long killed.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use russh::ChannelId;
use russh::server::Handle;
use tokio::sync::Notify;
use tokio::sync::mpsc::UnboundedReceiver;

use super::wire::{Out, Outlet};

/// Where a connection's output goes: its channel, and what kills the
/// connection.
pub struct Sending {
    /// The connection's handle.
    pub handle: Handle,
    /// Its channel.
    pub channel: ChannelId,
    /// Told to end the connection at once.
    pub kill: Arc<Notify>,
}

/// Sends what comes down `outgoing` as `to` says: a client that takes
/// nothing of it for `stalled` is killed.
pub fn forward(
    to: Sending,
    outlet: &Outlet,
    mut outgoing: UnboundedReceiver<Out>,
    stalled: Duration,
) {
    let Sending {
        handle,
        channel,
        kill,
    } = to;
    let queued = Arc::clone(&outlet.queued);
    tokio::spawn(async move {
        while let Some(out) = outgoing.recv().await {
            match out {
                Out::Data(bytes) => {
                    let length = bytes.len();
                    match tokio::time::timeout(stalled, handle.data(channel, bytes)).await {
                        Ok(Ok(())) => {
                            queued.fetch_sub(length, Ordering::SeqCst);
                        }
                        Ok(Err(_)) => break,
                        Err(_) => {
                            eprintln!("{}", crate::t!("serve-stalled"));
                            kill.notify_one();
                            break;
                        }
                    }
                }
                Out::Close => {
                    // The session is over: its connection too, after
                    // what was sent before.
                    let _ = handle.eof(channel).await;
                    let _ = handle.close(channel).await;
                    let _ = handle
                        .disconnect(
                            russh::Disconnect::ByApplication,
                            String::new(),
                            String::new(),
                        )
                        .await;
                    break;
                }
            }
        }
    });
}
