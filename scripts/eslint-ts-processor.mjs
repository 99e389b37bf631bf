/**
 * An ESLint processor that lets the built-in parser (espree) read our TypeScript: esbuild (a
 * devDependency already) strips the types, JSX kept as it is, and the messages ESLint reports on
 * the stripped code are mapped back to the source's lines and columns through esbuild's source
 * map. Used by eslint.globals.config.js; the project installs no TypeScript parser for ESLint.
 *
 * Only for rules that read scopes and expressions (`no-restricted-globals`,
 * `no-restricted-properties`, `no-restricted-syntax`): a type is gone before ESLint sees it, so
 * `typeof window` in a type is not a read, and comments (an inline `eslint-disable`) are gone too.
 */
import { transformSync } from 'esbuild';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map `mappings` → per generated line, [generated column, source line, source column][] (all 0-based). */
export function decodeMappings(mappings) {
  const lines = [];
  let srcLine = 0;
  let srcCol = 0;
  let srcIndex = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let genCol = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      genCol += fields[0];
      if (fields.length >= 4) {
        srcIndex += fields[1];
        srcLine += fields[2];
        srcCol += fields[3];
        segments.push([genCol, srcLine, srcCol]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

const stripped = new Map();

/** A name a message is about (`'window'` in "Unexpected use of 'window'."), to place it exactly. */
const quotedName = (message) => {
  const m = /'([A-Za-z_$][\w$]*)'/.exec(message);
  return m ? m[1] : null;
};

export const tsProcessor = {
  meta: { name: 'pp-widgets-ts-strip' },
  supportsAutofix: false,
  preprocess(text, filename) {
    const { code, map } = transformSync(text, {
      loader: filename.endsWith('.tsx') ? 'tsx' : 'ts',
      jsx: 'preserve',
      sourcemap: 'external',
      sourcefile: filename,
      target: 'esnext',
      // Keeps every statement where it was: no import is dropped, no class field rewritten.
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: false, useDefineForClassFields: true } },
    });
    stripped.set(filename, { lines: decodeMappings(JSON.parse(map).mappings), source: text.split(/\r?\n/) });
    return [{ text: code, filename: filename.endsWith('.tsx') ? 'stripped.jsx' : 'stripped.js' }];
  },
  postprocess([messages], filename) {
    const { lines, source } = stripped.get(filename);
    stripped.delete(filename);
    const at = (line, column) => {
      // The last mapping at or before the position on its generated line (ESLint: 1-based lines and columns).
      const segments = lines[line - 1] || [];
      let best = null;
      for (const s of segments) if (s[0] <= column - 1) best = s;
      if (!best) best = segments[0];
      return best ? { line: best[1] + 1, column: best[2] + 1 } : { line, column };
    };
    return messages.map((message) => {
      if (!message.line) return message;
      const start = at(message.line, message.column);
      const name = quotedName(message.message);
      const text = source[start.line - 1] || '';
      if (name) {
        const re = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
        re.lastIndex = start.column - 1;
        const found = re.exec(text) || new RegExp(re.source).exec(text);
        if (found) start.column = found.index + 1;
      }
      const { endLine, endColumn, ...rest } = message;
      return { ...rest, ...start };
    });
  },
};
