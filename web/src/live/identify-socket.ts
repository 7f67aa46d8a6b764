import { socket } from './socket-client.ts';

/**
 * Signs the live socket in with the session token (null signs it out), so it receives the
 * user's wallet pushes. When the gateway answers that it is busy, asks again when it says.
 * Returns a function that stops asking (call it before identifying again, and on unmount).
 */
export function identifySocket(token: string | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const ask = () => {
    socket.emit('identify', token, (_identified, refused) => {
      if (stopped || !refused) return;
      timer = setTimeout(ask, refused.retryAfterMs);
    });
  };
  ask();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
