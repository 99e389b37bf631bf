// Fault injection (foundation issue): POST /__faults {path, fault, ms?, status?, times?, …}
// arms a fault for the next `times` requests of that path (default 1, 0 = until cleared);
// DELETE /__faults clears; a request may also carry ?__fault=…&__ms=…&__status=….

export const FAULTS = ['delay', 'status', 'html', 'empty', 'badjson', 'nostate', 'stall', 'drop', 'code'];

export function createFaults() {
  let armed = [];
  return {
    /** Arms a fault; returns it, or throws on a bad description. */
    add(spec) {
      if (!spec || typeof spec.path !== 'string' || !FAULTS.includes(spec.fault)) {
        throw new Error('expected { path, fault: ' + FAULTS.join('|') + ' }');
      }
      const times = spec.times === undefined ? 1 : Number(spec.times);
      const fault = { ...spec, times, remaining: times, hits: 0 };
      armed.push(fault);
      return fault;
    },
    /** The fault for this request (consuming one use), or null. Query faults win. */
    take(method, path, query) {
      if (query.__fault && FAULTS.includes(query.__fault)) {
        return { fault: query.__fault, ms: num(query.__ms), status: num(query.__status), code: num(query.__code), retryAfter: query.__retryAfter };
      }
      const f = armed.find((x) => x.path === path && (!x.method || x.method.toUpperCase() === method) && (x.times === 0 || x.remaining > 0));
      if (!f) return null;
      f.hits++;
      if (f.times !== 0) f.remaining--;
      return f;
    },
    list() {
      return armed;
    },
    clear() {
      armed = [];
    },
  };
}

function num(v) {
  return v === undefined ? undefined : Number(v);
}

const HTML_PAGE = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>登录</title></head><body><h1>请先登录</h1></body></html>';

/**
 * Applies a fault. Resolves 'handled' when the fault answered (or will never answer),
 * 'continue' when the request should go on normally (delay), and 'nostate' for the route to
 * answer without its state.
 */
export async function applyFault(fault, req, res) {
  switch (fault.fault) {
    case 'delay':
      await new Promise((r) => setTimeout(r, fault.ms === undefined ? 1000 : fault.ms));
      return 'continue';
    case 'status': {
      const status = fault.status || 500;
      const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
      if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
      res.writeHead(status, headers);
      res.end(status + ' 服务器繁忙');
      return 'handled';
    }
    case 'html':
      res.writeHead(fault.status || 200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(HTML_PAGE);
      return 'handled';
    case 'empty':
      res.writeHead(fault.status || 200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end();
      return 'handled';
    case 'badjson':
      res.writeHead(fault.status || 200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"state":{"code":2000000,"msg":"成功"},"data":{"list":[{"id":1,');
      return 'handled';
    case 'code': {
      const code = fault.code || 5000406;
      res.writeHead(fault.status || 200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ state: { code, msg: fault.msg || '注入的错误' }, data: null }));
      return 'handled';
    }
    case 'nostate':
      return 'nostate';
    case 'stall':
      // Never answer; the socket closes when the client gives up.
      return 'handled';
    case 'drop':
      req.socket.destroy();
      return 'handled';
    default:
      return 'continue';
  }
}
