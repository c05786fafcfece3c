import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-socket';
import { HEARTBEAT_TEXT, LiveConnection, SILENT_CLOSE_CODE } from './live-connection';

const URL = 'ws://larder.test/api/vendor/socket?vendorId=1';

function connect(url: () => string | null = () => URL) {
  const onOpen = vi.fn();
  const onMessage = vi.fn();
  const connection = new LiveConnection({
    url,
    onOpen,
    onMessage,
    createSocket: (target) => new FakeWebSocket(target),
  });
  connection.start();
  return { connection, onOpen, onMessage };
}

const sockets = () => FakeWebSocket.instances;
const latest = () => {
  const socket = FakeWebSocket.latest;
  if (!socket) throw new Error('no socket opened');
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('live connection', () => {
  it('opens the vendor socket, reports the open and passes JSON messages on, in order', async () => {
    const { onOpen, onMessage } = connect();
    expect(latest().url).toBe(URL);
    latest().serverOpen();
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Sent at once: the parsers (and zod) may still be on their way; nothing is lost or reordered.
    latest().serverSend('heartbeat');
    latest().serverSend({ type: 'NEW_ORDER', orderId: 9, body: { status: 'WAITING_APPROVAL' } });
    latest().serverSend({ type: 'NEW_ORDER', orderId: 10, body: { status: 'WAITING_APPROVAL' } });
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledTimes(2));
    expect(onMessage.mock.calls.map(([message]) => message.orderId)).toEqual([9, 10]);
    latest().serverSend({ type: 'NEW_ORDER', orderId: 11, body: { status: 'WAITING_APPROVAL' } });
    expect(onMessage).toHaveBeenCalledTimes(3);
  });

  it('sends a heartbeat every 30 s while open', () => {
    connect();
    latest().serverOpen();
    vi.advanceTimersByTime(29_999);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual([HEARTBEAT_TEXT]);
    latest().serverSend('pong');
    vi.advanceTimersByTime(30_000);
    expect(latest().sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
  });

  it('drops a socket that missed a heartbeat, says it is offline and reconnects', () => {
    const onConnectedChange = vi.fn();
    const onOpen = vi.fn();
    const connection = new LiveConnection({
      url: () => URL,
      onOpen,
      onMessage: vi.fn(),
      onConnectedChange,
      createSocket: (target) => new FakeWebSocket(target),
    });
    connection.start();
    const first = latest();
    first.serverOpen();
    expect(onConnectedChange).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(30_000);
    first.serverSend('heartbeat');
    // Answered: still live after the next heartbeat.
    vi.advanceTimersByTime(30_000);
    expect(onConnectedChange).toHaveBeenLastCalledWith(true);
    expect(first.closedWith).toBeNull();
    // Nothing since that heartbeat: at the next one the socket counts as gone.
    vi.advanceTimersByTime(30_000);
    expect(onConnectedChange).toHaveBeenLastCalledWith(false);
    expect(first.closedWith).toEqual({ code: SILENT_CLOSE_CODE, reason: 'no heartbeat' });
    vi.advanceTimersByTime(20_000);
    expect(latest()).not.toBe(first);
    latest().serverOpen();
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onConnectedChange).toHaveBeenLastCalledWith(true);
    connection.stop();
  });

  it('passes a change of the vendor pause on, apart from order messages', async () => {
    const onVendorPause = vi.fn();
    const onMessage = vi.fn();
    new LiveConnection({
      url: () => URL,
      onOpen: vi.fn(),
      onMessage,
      onVendorPause,
      createSocket: (target) => new FakeWebSocket(target),
    }).start();
    latest().serverOpen();
    const body = { pausedUntil: '2026-05-12T15:15:00.000Z', autoPausedAt: null, autoPauseNoticeAt: null };
    latest().serverSend({ type: 'VENDOR_PAUSE', body });
    await vi.waitFor(() => expect(onVendorPause).toHaveBeenCalledWith({ type: 'VENDOR_PAUSE', body }));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('passes on the catalogue items whose availability or stock count changed', async () => {
    const onCatalogueChange = vi.fn();
    const onMessage = vi.fn();
    new LiveConnection({
      url: () => URL,
      onOpen: vi.fn(),
      onMessage,
      onCatalogueChange,
      createSocket: (target) => new FakeWebSocket(target),
    }).start();
    latest().serverOpen();
    const message = { type: 'CATALOGUE_AVAILABILITY', body: { productIds: [11], componentIds: [31] } };
    latest().serverSend(message);
    await vi.waitFor(() => expect(onCatalogueChange).toHaveBeenCalledWith(message));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('reconnects after 20, 15, 10, 5 and 0 s, then every 300 s', () => {
    connect();
    latest().serverOpen();
    const delays = [20_000, 15_000, 10_000, 5_000, 0, 300_000, 300_000];
    for (const delay of delays) {
      const before = sockets().length;
      latest().serverClose(1006);
      if (delay > 0) {
        vi.advanceTimersByTime(delay - 1);
        expect(sockets()).toHaveLength(before);
      }
      vi.advanceTimersByTime(1);
      expect(sockets()).toHaveLength(before + 1);
    }
  });

  it('starts the schedule over after a successful open, and refetches on every open', () => {
    const { connection, onOpen } = connect();
    latest().serverOpen();
    latest().serverClose(1006);
    vi.advanceTimersByTime(20_000);
    latest().serverClose(1006);
    vi.advanceTimersByTime(15_000);
    expect(connection.attemptsMade).toBe(2);
    latest().serverOpen();
    expect(connection.attemptsMade).toBe(0);
    expect(onOpen).toHaveBeenCalledTimes(2);
    const before = sockets().length;
    latest().serverClose(1011);
    vi.advanceTimersByTime(19_999);
    expect(sockets()).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(before + 1);
  });

  it('stops the heartbeat when the socket closes', () => {
    connect();
    const first = latest();
    first.serverOpen();
    first.serverClose(1006);
    vi.advanceTimersByTime(60_000);
    expect(first.sent).toEqual([]);
  });

  it('does not reconnect after a normal close (1000)', () => {
    connect();
    latest().serverOpen();
    latest().serverClose(1000);
    vi.advanceTimersByTime(3_600_000);
    expect(sockets()).toHaveLength(1);
  });

  it('does not reconnect when the session ended (4401) and says so', () => {
    const onSessionEnded = vi.fn();
    const connection = new LiveConnection({
      url: () => URL,
      onOpen: vi.fn(),
      onMessage: vi.fn(),
      onSessionEnded,
      createSocket: (target) => new FakeWebSocket(target),
    });
    connection.start();
    latest().serverOpen();
    latest().serverClose(4401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(sockets()).toHaveLength(1);
  });

  it('closes with 1000 when the app stops it, and never reconnects', () => {
    const { connection } = connect();
    latest().serverOpen();
    connection.stop();
    expect(latest().closedWith?.code).toBe(1000);
    vi.advanceTimersByTime(3_600_000);
    expect(sockets()).toHaveLength(1);
  });

  it('asks again every 5 s while there is no vendor id', () => {
    let vendorUrl: string | null = null;
    connect(() => vendorUrl);
    vi.advanceTimersByTime(4_999);
    expect(sockets()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(0);
    vendorUrl = URL;
    vi.advanceTimersByTime(5_000);
    expect(sockets()).toHaveLength(1);
  });
});
