// Logging and tracking endpoints: accept any method and body type, answer at once.
import { custom } from '../envelope.js';
import { sendEmpty, sendGif } from '../http.js';

/** /log/activity, /log/access, /log/click, /log/search: 204 for POST/beacons, a GIF for GET pings. */
export function log({ method }) {
  return custom((res) => (method === 'GET' ? sendGif(res) : sendEmpty(res, 204)));
}

/** /collect of the tracking service: image ping (GET → 1x1 GIF, so onload fires) or POST → 204. */
export const collect = log;
