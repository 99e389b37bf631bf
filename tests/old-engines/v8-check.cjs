// Runs INSIDE Node 8.0.0 (V8 5.8, Chrome 58's engine), started by v8-parse.mjs with --no-lazy
// (every function body parsed now, not on first call). Reads a JSON job from the file named by
// argv[2]: { scripts: [{ name, source }], regexes: [{ where, pattern, flags }] }, and prints
// { v8, scripts: [{ name, error }], regexes: [{ where, error }] } with an error for each one
// V8 5.8 rejects. Compiling a script never runs it; a regular expression is checked only when
// it is constructed, hence the separate list. Plain ES2015 on purpose.
'use strict';
const fs = require('fs');
const vm = require('vm');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const out = { v8: process.versions.v8, node: process.version, scripts: [], regexes: [] };
job.scripts.forEach(function (s) {
  let error = null;
  try {
    new vm.Script(s.source, { filename: s.name });
  } catch (e) {
    error = String(e && e.message) + (e && e.stack ? ' @ ' + String(e.stack).split('\n')[0] : '');
  }
  out.scripts.push({ name: s.name, error: error });
});
job.regexes.forEach(function (r) {
  let error = null;
  try {
    new RegExp(r.pattern, r.flags);
  } catch (e) {
    error = String(e && e.message);
  }
  out.regexes.push({ where: r.where, error: error });
});
process.stdout.write(JSON.stringify(out));
